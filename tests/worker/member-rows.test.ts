import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { memberRowCaps, type CappedTable } from "../../core/storage/member-rows";
import * as diary from "./diary-fixture";
import { importFile, storedRows } from "./imports-fixture";
import { purgeClock, purgeFor } from "./tombstone-purge";
import { entryChange, memberOn, sessionChange, setChange, sync } from "./workout-fixture";
import { strongCsv } from "../unit/import-files";
import { removedWorkoutRows } from "../../worker/workouts/tombstones";

// How many rows of each log a member keeps, removed ones included (core/storage/member-rows.ts):
// the database counts them as rows come and go (migration 0035) and refuses a write past the cap,
// which refuses its whole sync or import. The caps are hundreds of thousands of rows, so the tests
// set a member's count near one; that the count follows the rows is checked on its own.

async function counted(userId: string): Promise<Partial<Record<CappedTable, number>>> {
  const { results } = await env.DB.prepare("SELECT kind, count FROM member_rows WHERE user_id = ?").bind(userId).all<{
    kind: CappedTable;
    count: number;
  }>();
  return Object.fromEntries(results.map((r) => [r.kind, r.count]));
}

async function stored(userId: string): Promise<Partial<Record<CappedTable, number>>> {
  const out: Partial<Record<CappedTable, number>> = {};
  for (const table of Object.keys(memberRowCaps) as CappedTable[]) {
    const { n } = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())!;
    if (n > 0) out[table] = n;
  }
  return out;
}

/** Says the member already keeps `count` rows of `table` (as a long history would). */
const setCount = (userId: string, table: CappedTable, count: number) =>
  env.DB.prepare(
    "INSERT INTO member_rows (user_id, kind, count) VALUES (?1, ?2, ?3) ON CONFLICT (user_id, kind) DO UPDATE SET count = excluded.count",
  )
    .bind(userId, table, count)
    .run();

const full = {
  sets: {
    en: "Your workout log is full: an account keeps up to 500,000 sets across all workouts, recently removed ones included. Write to support and we will help.",
    ru: "Журнал тренировок заполнен: в аккаунте хранится не больше 500\u00a0000 подходов во всех тренировках, включая недавно удалённые. Напишите в поддержку\u00a0— мы поможем.",
  },
  sessions: "Your workout log is full: an account keeps up to 20,000 workouts, recently removed ones included. Write to support and we will help.",
  diaryEntries: {
    en: "Your food diary is full: an account keeps up to 200,000 entries, recently removed ones included. Write to support and we will help.",
    ru: "Дневник питания заполнен: в аккаунте хранится не больше 200\u00a0000 записей, включая недавно удалённые. Напишите в поддержку\u00a0— мы поможем.",
  },
};

const refusedWith = (message: string) => ({
  error: { code: "validation_failed", message },
});

/** A session with one exercise, stored; answers it and its entry. */
async function workout(token: string) {
  const session = sessionChange();
  const entry = entryChange(session, "goblet-squat");
  expect((await sync(token, [session, entry])).status).toBe(200);
  return { session, entry: { ...entry, sessionId: session.id } };
}

describe("the rows a member keeps", () => {
  it("are counted as they are made, removed (tombstones still count) and purged", async () => {
    const { id, token } = await memberOn("BASIC");
    const { session, entry } = await workout(token);
    const sets = [setChange(entry), setChange(entry, { position: 1 }), setChange(entry, { position: 2 })];
    expect((await sync(token, sets)).status).toBe(200);
    const food = diary.foodChange();
    const meal = diary.entryChange(diary.custom(food));
    expect(diary.outcomes(await diary.sync(token, [food, meal]))).toEqual(["saved", "saved"]);
    expect(await counted(id)).toEqual({ workout_sessions: 1, workout_entries: 1, workout_sets: 3, diary_foods: 1, diary_entries: 1 });
    expect(await counted(id)).toEqual(await stored(id));

    // An edit writes no row; a removal keeps its row as a tombstone, which still counts.
    const removed = { ...sets[0]!, deleted: true, updatedAt: sets[0]!.updatedAt + 1 };
    const edited = { ...sets[1]!, reps: 10, updatedAt: sets[1]!.updatedAt + 1 };
    expect((await sync(token, [removed, edited])).status).toBe(200);
    expect((await counted(id)).workout_sets).toBe(3);

    // The daily purge deletes the tombstone: the count follows.
    await env.DB.prepare("UPDATE workout_sets SET updated_at = ? WHERE id = ?").bind(purgeClock - 100 * 86_400_000, removed.id).run();
    await purgeFor(id, removedWorkoutRows, purgeClock);
    expect((await counted(id)).workout_sets).toBe(2);
    expect(await counted(id)).toEqual(await stored(id));

    // A workout removed and purged takes its exercises and sets with it: the counts follow.
    await env.DB.prepare("UPDATE workout_sessions SET deleted = 1, updated_at = ? WHERE id = ?")
      .bind(purgeClock - 100 * 86_400_000, session.id)
      .run();
    await env.DB.prepare("UPDATE workout_entries SET updated_at = ? WHERE session_id = ?").bind(purgeClock - 100 * 86_400_000, session.id).run();
    await env.DB.prepare("UPDATE workout_sets SET updated_at = ? WHERE session_id = ?").bind(purgeClock - 100 * 86_400_000, session.id).run();
    await purgeFor(id, removedWorkoutRows, purgeClock);
    expect(await counted(id)).toMatchObject({ workout_sessions: 0, workout_entries: 0, workout_sets: 0 });
    expect(await counted(id)).toMatchObject({ diary_foods: 1, diary_entries: 1 });
  });

  it("are refused past the cap whole, in the member's language; edits and removals still go through", async () => {
    const { id, token } = await memberOn("BASIC");
    const { entry } = await workout(token);
    const kept = setChange(entry);
    expect((await sync(token, [kept])).status).toBe(200);
    await setCount(id, "workout_sets", memberRowCaps.workout_sets - 1);

    // Two new sets where one place is left: neither is written, nor the edit riding with them.
    const edit = { ...kept, reps: 12, updatedAt: kept.updatedAt + 1 };
    const two = [edit, setChange(entry, { position: 1 }), setChange(entry, { position: 2 })];
    const res = await sync(token, two);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusedWith(full.sets.en));
    expect(res.res.headers.get("X-Invalid-Field")).toBe("changes");
    expect((await sync(token, two, { lang: "ru" })).body).toEqual(refusedWith(full.sets.ru));
    expect(await stored(id)).toMatchObject({ workout_sets: 1 });
    expect((await counted(id)).workout_sets).toBe(memberRowCaps.workout_sets - 1);

    // One is: the cap is reached, not passed.
    const last = setChange(entry, { position: 1 });
    expect((await sync(token, [edit, last])).body.results.map((r: { result: string }) => r.result)).toEqual(["saved", "saved"]);
    expect((await counted(id)).workout_sets).toBe(memberRowCaps.workout_sets);

    // At the cap an edit and a removal still go through; a made-up removal would be a new row.
    const again = { ...edit, reps: 6, updatedAt: edit.updatedAt + 1 };
    const gone = { ...last, deleted: true, updatedAt: last.updatedAt + 1 };
    expect((await sync(token, [again, gone])).body.results.map((r: { result: string }) => r.result)).toEqual(["saved", "saved"]);
    const madeUp = setChange(entry, { position: 3, deleted: true });
    expect((await sync(token, [madeUp])).status).toBe(400);
    expect((await counted(id)).workout_sets).toBe(memberRowCaps.workout_sets);
  });

  it("never pass the cap when syncs arrive at once", async () => {
    const { id, token } = await memberOn("BASIC");
    const { entry } = await workout(token);
    await setCount(id, "workout_sets", memberRowCaps.workout_sets - 3);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => sync(token, [setChange(entry, { position: i })])));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 400, 400, 400]);
    expect((await counted(id)).workout_sets).toBe(memberRowCaps.workout_sets);
    expect((await stored(id)).workout_sets).toBe(3);
  });

  it("of one member never hold back another's", async () => {
    const one = await memberOn("BASIC");
    const other = await memberOn("BASIC");
    await setCount(one.id, "workout_sessions", memberRowCaps.workout_sessions);
    expect((await sync(one.token, [sessionChange()])).body).toEqual(refusedWith(full.sessions));
    expect((await sync(other.token, [sessionChange()])).status).toBe(200);
  });

  it("of the diary are refused past the cap whole, in the member's language", async () => {
    const { id, token } = await diary.member();
    await setCount(id, "diary_entries", memberRowCaps.diary_entries - 1);
    const food = diary.foodChange();
    const two = [food, diary.entryChange(diary.custom(food)), diary.entryChange(diary.milk)];
    const res = await diary.sync(token, two);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusedWith(full.diaryEntries.en));
    expect((await diary.sync(token, two, { lang: "ru" })).body).toEqual(refusedWith(full.diaryEntries.ru));
    expect(await stored(id)).toEqual({});

    expect(diary.outcomes(await diary.sync(token, two.slice(0, 2)))).toEqual(["saved", "saved"]);
    expect((await counted(id)).diary_entries).toBe(memberRowCaps.diary_entries);
  });

  it("refuse an import that would pass a cap, writing nothing", async () => {
    const { id, token } = await memberOn("BASIC");
    // The sample file holds three workouts.
    await setCount(id, "workout_sessions", memberRowCaps.workout_sessions - 2);
    const before = await storedRows(id);
    const res = await importFile(token, { source: "strong", csv: strongCsv(), timeZone: "UTC" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: "log_full", message: full.sessions } });
    expect(await storedRows(id)).toEqual(before);

    await setCount(id, "workout_sessions", memberRowCaps.workout_sessions - 3);
    expect((await importFile(token, { source: "strong", csv: strongCsv(), timeZone: "UTC" })).status).toBe(200);
    expect((await counted(id)).workout_sessions).toBe(memberRowCaps.workout_sessions);
  });

  // Each cap as the triggers hold it: one place left takes one record of its kind, none left
  // refuses it with that log's message.
  const makers: Record<CappedTable, (token: string) => Promise<{ send: () => Promise<{ status: number; body: any }> }>> = {
    workout_sessions: async (token) => ({ send: () => sync(token, [sessionChange()]) }),
    workout_entries: async (token) => {
      const session = sessionChange();
      expect((await sync(token, [session])).status).toBe(200);
      return { send: () => sync(token, [entryChange(session, "goblet-squat")]) };
    },
    workout_sets: async (token) => {
      const { entry } = await workout(token);
      return { send: () => sync(token, [setChange(entry)]) };
    },
    diary_entries: async (token) => ({ send: () => diary.sync(token, [diary.entryChange(diary.milk)]) }),
    diary_foods: async (token) => ({ send: () => diary.sync(token, [diary.foodChange()]) }),
    diary_recipes: async (token) => ({ send: () => diary.sync(token, [diary.recipeChange([{ food: diary.milk, grams: 100 }])]) }),
  };
  const noun: Record<CappedTable, string> = {
    workout_sessions: "workouts",
    workout_entries: "exercises across all workouts",
    workout_sets: "sets across all workouts",
    diary_entries: "entries",
    diary_foods: "of your own",
    diary_recipes: "recipes",
  };

  it.each(Object.keys(memberRowCaps) as CappedTable[])("of %s stop exactly at the cap", async (table) => {
    const { id, token } = await memberOn("BASIC");
    const { send } = await makers[table](token);
    const cap = memberRowCaps[table];
    await setCount(id, table, cap - 1);
    expect((await send()).status).toBe(200);
    const over = await send();
    expect(over.status).toBe(400);
    expect(over.body.error.message).toContain(new Intl.NumberFormat("en").format(cap));
    expect(over.body.error.message).toContain(noun[table]);
    expect((await counted(id))[table]).toBe(cap);
  });

  it("go with the account", async () => {
    const { id, token } = await memberOn("BASIC");
    await workout(token);
    expect(await counted(id)).toMatchObject({ workout_sessions: 1 });
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(id).run();
    expect(await counted(id)).toEqual({});
  });
});
