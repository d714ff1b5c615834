import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { lastMoment } from "../../core/validation/time-span";
import type { SessionChange } from "../../core/validation/workouts";
import { call, fresh } from "./auth-helpers";
import { anHourAgo, entryChange, memberOn, memberWithWorkout, sessionChange, setChange, sync, today } from "./workout-fixture";

// What the sync refuses: a bad change refuses the whole sync (400, the field's own message in
// the member's language, nothing written); an exercise not in the library refuses that change;
// a workout over its limits refuses the sync. Logging needs Standard or Pro; reading does not.

const get = (token: string, path: string, lang?: "en" | "ru") => call("GET", path, undefined, { token, lang });

/** The ids of the live records of one session (entries) or entry (sets), as stored. */
async function liveIn(table: "workout_entries" | "workout_sets", parent: "session_id" | "entry_id", id: string) {
  const { results } = await env.DB.prepare(`SELECT id FROM ${table} WHERE ${parent} = ? AND deleted = 0 ORDER BY id`)
    .bind(id)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

async function rowsOf(userId: string) {
  const count = async (table: string) =>
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())!.n;
  return [await count("workout_sessions"), await count("workout_entries"), await count("workout_sets")];
}

describe("bad changes", () => {
  it("refuse the whole sync with the field's message in English and Russian, writing none of it", async () => {
    const { id, token } = await memberOn("BASIC");
    const session = sessionChange();
    const entry = entryChange(session, "barbell-bench-press");
    const set = setChange(entry);
    const cases: [unknown, string, string, string][] = [
      [{ ...set, rpe: 11 }, "changes.2.rpe", "RPE must be from 6 to 10, in steps of 0.5", "RPE — от 6 до 10, шаг 0,5"],
      [{ ...set, rpe: 7.3 }, "changes.2.rpe", "RPE must be from 6 to 10, in steps of 0.5", "RPE — от 6 до 10, шаг 0,5"],
      [
        { ...set, rir: 11 },
        "changes.2.rir",
        "Reps in reserve must be a whole number from 0 to 10",
        "Повторения в запасе\u00a0— целое число от 0 до 10",
      ],
      [{ ...set, weight: 900 }, "changes.2.weight", "Weight must be between 0 and 500 kg", "Вес должен быть от 0 до 500\u00a0кг"],
      [
        { ...set, reps: 2.5 },
        "changes.2.reps",
        "Reps must be a whole number from 1 to 100",
        "Повторения\u00a0— целое число от 1 до 100",
      ],
      [
        { ...set, reps: null, seconds: 4000 },
        "changes.2.seconds",
        "Time must be a whole number of seconds from 1 to 3600",
        "Время\u00a0— целое число секунд от 1 до 3\u00a0600",
      ],
      [{ ...set, reps: null }, "changes.2", "Enter the reps or the seconds of the set", "Укажите повторения или время подхода"],
      [
        { ...set, position: 30 },
        "changes.2.position",
        "This position in the workout is not valid",
        "Недопустимое место в тренировке",
      ],
      [{ ...set, id: "set-1" }, "changes.2.id", "This identifier is not valid.", "Недопустимый идентификатор."],
      [{ ...set, updatedAt: 1_000 }, "changes.2.updatedAt", "This time is not valid", "Недопустимое время"],
      [
        { ...set, kind: "cluster" },
        "changes.2.kind",
        "This change to the workout is not valid",
        "Это изменение тренировки недопустимо",
      ],
      [
        { ...set, type: "lap" },
        "changes.2.type",
        "This change to the workout is not valid",
        "Это изменение тренировки недопустимо",
      ],
      [
        { ...entry, id: crypto.randomUUID(), superset: "A" },
        "changes.2.superset",
        "This superset is not valid",
        "Недопустимый суперсет",
      ],
      [
        { ...entry, id: crypto.randomUUID(), note: "x".repeat(501) },
        "changes.2.note",
        "A note can be up to 500 characters",
        "Заметка\u00a0— не длиннее 500 символов",
      ],
      [
        { ...session, id: crypto.randomUUID(), note: "x".repeat(501) },
        "changes.2.note",
        "A note can be up to 500 characters",
        "Заметка\u00a0— не длиннее 500 символов",
      ],
      [
        { ...session, id: crypto.randomUUID(), note: 5 },
        "changes.2.note",
        "A note can be up to 500 characters",
        "Заметка\u00a0— не длиннее 500 символов",
      ],
      [
        { ...session, id: crypto.randomUUID(), name: "x".repeat(81) },
        "changes.2.name",
        "A workout name can be up to 80 characters",
        "Название тренировки\u00a0— не длиннее 80 символов",
      ],
      [
        { ...session, id: crypto.randomUUID(), date: "2024-02-30" },
        "changes.2.date",
        "Enter a real date in the form YYYY-MM-DD",
        "Укажите существующую дату в формате ГГГГ-ММ-ДД",
      ],
    ];
    for (const [bad, field, en, ru] of cases) {
      const res = await call("POST", "/api/workouts/sync", { changes: [session, entry, bad] }, { token });
      expect(res.body, field).toEqual({ error: { code: "validation_failed", message: en } });
      expect(res.status).toBe(400);
      expect(res.res.headers.get("X-Invalid-Field")).toBe(field);
      expect(
        (await call("POST", "/api/workouts/sync", { changes: [session, entry, bad] }, { token, lang: "ru" })).body.error.message,
      ).toBe(ru);
    }
    for (const changes of [[], Array.from({ length: 101 }, () => sessionChange())]) {
      expect(await sync(token, changes)).toMatchObject({
        status: 400,
        body: { error: { message: "Send from 1 to 100 changes at a time" } },
      });
      expect((await sync(token, changes, { lang: "ru" })).body.error.message).toBe("Отправляйте от 1 до 100 изменений за раз");
    }
    expect(await rowsOf(id)).toEqual([0, 0, 0]);
    expect((await get(token, `/api/workouts/${session.id}`)).status).toBe(404);

    expect(await get(token, "/api/workouts/day?date=2024-13-01")).toMatchObject({
      status: 400,
      body: { error: { message: "Enter a real date in the form YYYY-MM-DD" } },
    });
    expect(await get(token, "/api/workouts?limit=0", "ru")).toMatchObject({
      status: 400,
      body: { error: { message: "Лимит\u00a0— целое число от 1 до 100" } },
    });
    expect(await get(token, "/api/workouts?before=yesterday")).toMatchObject({ status: 400 });
    expect(await get(token, "/api/workouts/exercises/Bench%20Press")).toMatchObject({ status: 400 });
    expect(await get(token, "/api/workouts/not-an-id")).toMatchObject({
      status: 400,
      body: { error: { message: "This identifier is not valid." } },
    });
  });

  it("an exercise that is not in the library is refused, the rest of the sync is kept", async () => {
    const { token } = await memberOn("BASIC");
    const session = sessionChange();
    const unknown = entryChange(session, "barbell-curl-of-doom");
    const known = entryChange(session, "barbell-curl", { position: 1 });
    const res = await sync(token, [session, unknown, known, setChange(unknown), setChange(known)]);
    expect(res.body.results).toEqual([
      { id: session.id, result: "saved" },
      { id: unknown.id, result: "rejected", code: "exercise_invalid" },
      { id: known.id, result: "saved" },
      { id: expect.any(String), result: "rejected", code: "exercise_invalid" },
      { id: expect.any(String), result: "saved" },
    ]);
    expect(res.body.sessions[0].entries.map((e: { exercise: string }) => e.exercise)).toEqual(["barbell-curl"]);
  });
});

describe("a workout's start and end", () => {
  // From 1900 (an import's history) to the end of 2200, whatever the server's clock says: a phone
  // whose clock runs ahead must not have its workouts refused (a refused sync is dropped).
  const now = Date.UTC(2026, 0, 10, 8);
  const earliest = Date.UTC(1900, 0, 1);
  const finished = (over: Partial<SessionChange>) => sessionChange({ status: "finished", updatedAt: now - 60_000, ...over });
  const stored = async (token: string, id: string) => {
    const res = await get(token, `/api/workouts/${id}`);
    return res.status === 200 ? { startedAt: res.body.session.startedAt, finishedAt: res.body.session.finishedAt } : res.status;
  };

  it("are taken from 1900 to the end of 2200, and a millisecond outside refuses the sync in English and Russian, writing none of it", async () => {
    const { id, token } = await memberOn("BASIC");
    const oldest = finished({ date: "1900-01-01", startedAt: earliest, finishedAt: earliest });
    const newest = finished({ startedAt: lastMoment, finishedAt: lastMoment });
    const aheadClock = finished({ startedAt: now + 3 * 86_400_000, finishedAt: now + 3 * 86_400_000 + 3_600_000 });
    const taken = await sync(token, [oldest, newest, aheadClock], { now });
    expect(taken.status).toBe(200);
    expect(taken.body.results).toEqual([
      { id: oldest.id, result: "saved" },
      { id: newest.id, result: "saved" },
      { id: aheadClock.id, result: "saved" },
    ]);
    expect(await stored(token, oldest.id)).toEqual({ startedAt: earliest, finishedAt: earliest });
    expect(await stored(token, newest.id)).toEqual({ startedAt: lastMoment, finishedAt: lastMoment });

    const good = finished({ startedAt: now - 3_600_000, finishedAt: now });
    const cases: [SessionChange, string][] = [
      [finished({ startedAt: earliest - 1, finishedAt: null }), "changes.1.startedAt"],
      [finished({ startedAt: lastMoment + 1, finishedAt: null }), "changes.1.startedAt"],
      [finished({ startedAt: 9_000_000_000_000_000, finishedAt: null }), "changes.1.startedAt"],
      [finished({ startedAt: now + 0.5, finishedAt: null }), "changes.1.startedAt"],
      [finished({ startedAt: now, finishedAt: lastMoment + 1 }), "changes.1.finishedAt"],
      [finished({ startedAt: earliest, finishedAt: earliest - 1 }), "changes.1.finishedAt"],
    ];
    for (const [bad, field] of cases) {
      const label = `${field} ${bad.startedAt} ${bad.finishedAt}`;
      const res = await sync(token, [good, bad], { now });
      expect({ label, status: res.status, body: res.body }).toEqual({
        label,
        status: 400,
        body: { error: { code: "validation_failed", message: "This time is not valid" } },
      });
      expect(res.res.headers.get("X-Invalid-Field"), label).toBe(field);
      expect((await sync(token, [good, bad], { now, lang: "ru" })).body.error.message, label).toBe("Недопустимое время");
    }
    expect(await rowsOf(id)).toEqual([3, 0, 0]);
    expect(await stored(token, good.id)).toBe(404);
  });

  it("keeps an end sent before the start (a clock stepped back) as ending at the start", async () => {
    const { token } = await memberOn("BASIC");
    const stepped = finished({ startedAt: now, finishedAt: now - 5_000 });
    expect((await sync(token, [stepped], { now })).body.results).toEqual([{ id: stepped.id, result: "saved" }]);
    expect(await stored(token, stepped.id)).toEqual({ startedAt: now, finishedAt: now });
  });

  it("stored past the rule before it existed, still let the workout be removed, after which the export works", async () => {
    const { token } = await memberOn("BASIC");
    const session = finished({ startedAt: now - 3_600_000, finishedAt: now });
    expect((await sync(token, [session], { now })).status).toBe(200);
    await env.DB.prepare("UPDATE workout_sessions SET started_at = ?2, finished_at = ?2 WHERE id = ?1")
      .bind(session.id, 9_000_000_000_000_000)
      .run();
    const later = now + 60_000;
    const asStored = { ...session, startedAt: 9_000_000_000_000_000, finishedAt: 9_000_000_000_000_000, updatedAt: later };
    // A rename sends the stored times back, which are refused; the removal is taken.
    expect((await sync(token, [{ ...asStored, name: "Typo" }], { now: later })).status).toBe(400);
    const removed = await sync(token, [{ ...asStored, deleted: true }], { now: later });
    expect(removed.body.results).toEqual([{ id: session.id, result: "saved" }]);
    expect((await get(token, "/api/workouts")).body.workouts).toEqual([]);

    const res = await SELF.fetch("https://forma.test/api/account/export", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "CF-Connecting-IP": fresh().ip },
    });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});

describe("a workout's date", () => {
  // The same span as its times, 1900 to 2200, a fixed bound whatever the server's clock says.
  const now = Date.UTC(2026, 0, 10, 8);
  const on = (date: string) => sessionChange({ date, updatedAt: now - 60_000, startedAt: now - 3_600_000 });
  const dateOf = async (token: string, id: string) => {
    const res = await get(token, `/api/workouts/${id}`);
    return res.status === 200 ? res.body.session.date : res.status;
  };

  it("is taken from 1900-01-01 to 2200-12-31, and a day outside refuses the sync in English and Russian, writing none of it", async () => {
    const { id, token } = await memberOn("BASIC");
    const first = on("1900-01-01");
    const last = on("2200-12-31");
    expect((await sync(token, [first, last], { now })).body.results).toEqual([
      { id: first.id, result: "saved" },
      { id: last.id, result: "saved" },
    ]);
    expect([await dateOf(token, first.id), await dateOf(token, last.id)]).toEqual(["1900-01-01", "2200-12-31"]);

    const good = on("2026-01-10");
    for (const date of ["1899-12-31", "2201-01-01", "0001-01-01", "9999-12-31"]) {
      const res = await sync(token, [good, on(date)], { now });
      expect({ date, status: res.status, body: res.body }).toEqual({
        date,
        status: 400,
        body: { error: { code: "validation_failed", message: "A workout's date must be from 1900 to 2200" } },
      });
      expect(res.res.headers.get("X-Invalid-Field"), date).toBe("changes.1.date");
      expect((await sync(token, [good, on(date)], { now, lang: "ru" })).body.error.message, date).toBe(
        "Дата тренировки должна быть не раньше 1900 года и не позже 2200-го",
      );
    }
    expect(await rowsOf(id)).toEqual([2, 0, 0]);
    expect(await dateOf(token, good.id)).toBe(404);
  });

  it("stored outside the span before the rule, still lets the workout be removed", async () => {
    const { token } = await memberOn("BASIC");
    const session = on("2026-01-10");
    expect((await sync(token, [session], { now })).status).toBe(200);
    await env.DB.prepare("UPDATE workout_sessions SET date = '9999-12-31' WHERE id = ?1").bind(session.id).run();
    const asStored = { ...session, date: "9999-12-31", updatedAt: now };
    expect((await sync(token, [{ ...asStored, name: "Typo" }], { now })).status).toBe(400);
    expect((await sync(token, [{ ...asStored, deleted: true }], { now })).body.results).toEqual([
      { id: session.id, result: "saved" },
    ]);
    expect((await get(token, "/api/workouts")).body.workouts).toEqual([]);
  });
});

describe("limits", () => {
  it("a workout holds up to 30 exercises and an exercise up to 30 sets, counted with what is stored", async () => {
    const { id, token } = await memberOn("BASIC");
    const session = sessionChange();
    const entries = Array.from({ length: 31 }, (_, i) => entryChange(session, "push-up", { position: Math.min(i, 29) }));
    const tooMany = await sync(token, [session, ...entries]);
    expect(tooMany).toMatchObject({
      status: 400,
      body: { error: { code: "validation_failed", message: "A workout can have up to 30 exercises" } },
    });
    expect((await sync(token, [session, ...entries], { lang: "ru" })).body.error.message).toBe(
      "В тренировке может быть не больше 30 упражнений",
    );
    expect(await rowsOf(id)).toEqual([0, 0, 0]);

    expect((await sync(token, [session, ...entries.slice(0, 30)])).status).toBe(200);
    expect((await sync(token, [entries[30]!])).status).toBe(400);
    // Removing one makes room for another.
    const swap = await sync(token, [{ ...entries[0]!, deleted: true, updatedAt: Date.now() - 1000 }, entries[30]!]);
    expect(swap.body.results.map((r: { result: string }) => r.result)).toEqual(["saved", "saved"]);
    expect(swap.body.sessions[0].entries).toHaveLength(30);

    const entry = entries[1]!;
    const sets = Array.from({ length: 31 }, (_, i) => setChange(entry, { position: Math.min(i, 29) }));
    expect(await sync(token, sets)).toMatchObject({
      status: 400,
      body: { error: { message: "An exercise can have up to 30 sets" } },
    });
    expect((await sync(token, sets, { lang: "ru" })).body.error.message).toBe("В упражнении может быть не больше 30 подходов");
    expect((await sync(token, sets.slice(0, 30))).status).toBe(200);
    expect((await sync(token, sets.slice(30))).status).toBe(400);
    expect(await rowsOf(id)).toEqual([1, 31, 30]);
  });

  it("a removal that changes nothing (older than what is stored) makes no room", async () => {
    const { token } = await memberOn("BASIC");
    const session = sessionChange();
    const entries = Array.from({ length: 30 }, (_, i) => entryChange(session, "push-up", { position: i }));
    expect((await sync(token, [session, ...entries])).status).toBe(200);
    const stale = { ...entries[0]!, deleted: true, updatedAt: Date.UTC(2020, 0, 1) };
    const extra = entryChange(session, "barbell-curl", { position: 29 });
    for (let i = 0; i < 2; i++) {
      const res = await sync(token, [stale, extra]);
      expect(res).toMatchObject({
        status: 400,
        body: { error: { code: "validation_failed", message: "A workout can have up to 30 exercises" } },
      });
      expect(res.res.headers.get("X-Invalid-Field")).toBe("changes");
    }
    expect(await liveIn("workout_entries", "session_id", session.id)).toEqual(entries.map((e) => e.id).sort());

    const entry = entries[1]!;
    const sets = Array.from({ length: 30 }, (_, i) => setChange(entry, { position: i }));
    expect((await sync(token, sets)).status).toBe(200);
    const staleSet = { ...sets[0]!, deleted: true, updatedAt: Date.UTC(2020, 0, 1) };
    for (let i = 0; i < 2; i++) {
      const res = await sync(token, [staleSet, setChange(entry, { position: 29 })], { lang: "ru" });
      expect(res).toMatchObject({
        status: 400,
        body: { error: { code: "validation_failed", message: "В упражнении может быть не больше 30 подходов" } },
      });
    }
    expect(await liveIn("workout_sets", "entry_id", entry.id)).toEqual(sets.map((s) => s.id).sort());
  });

  it("a removal makes room wherever it comes in the sync; a stale change to a removed record is superseded, not refused", async () => {
    const { token } = await memberOn("BASIC");
    const session = sessionChange();
    const entries = Array.from({ length: 30 }, (_, i) => entryChange(session, "push-up", { position: i }));
    expect((await sync(token, [session, ...entries])).status).toBe(200);
    const extra = entryChange(session, "barbell-curl", { position: 29 });
    const removal = { ...entries[0]!, deleted: true, updatedAt: anHourAgo() + 1000 };
    const swapped = await sync(token, [extra, removal]);
    expect(swapped.body.results.map((r: { result: string }) => r.result)).toEqual(["saved", "saved"]);
    // The removed entry, as another device had it before the removal: older, so it changes nothing.
    const replayed = await sync(token, [entries[0]!]);
    expect(replayed.body.results).toEqual([{ id: entries[0]!.id, result: "superseded" }]);
    expect(await liveIn("workout_entries", "session_id", session.id)).toHaveLength(30);

    const sets = Array.from({ length: 30 }, (_, i) => setChange(extra, { position: i }));
    expect((await sync(token, sets)).status).toBe(200);
    const setSwap = await sync(token, [
      setChange(extra, { position: 29 }),
      { ...sets[0]!, deleted: true, updatedAt: anHourAgo() + 1000 },
    ]);
    expect(setSwap.body.results.map((r: { result: string }) => r.result)).toEqual(["saved", "saved"]);
    expect((await sync(token, [sets[0]!])).body.results).toEqual([{ id: sets[0]!.id, result: "superseded" }]);
    expect(await liveIn("workout_sets", "entry_id", extra.id)).toHaveLength(30);
  });

  it("syncs at once cannot together go over a limit", async () => {
    // Four devices at once, each adding 15 exercises to one stored workout (60 for 30 places), then
    // 15 sets each to one exercise: each sync is taken whole or refused whole, so two are.
    const { token } = await memberOn("BASIC");
    const session = sessionChange();
    expect((await sync(token, [session])).status).toBe(200);
    const fifteen = () => Array.from({ length: 15 }, (_, i) => entryChange(session, "push-up", { position: i }));
    const syncs = await Promise.all(Array.from({ length: 4 }, () => sync(token, fifteen())));
    expect(syncs.map((r) => r.status).sort()).toEqual([200, 200, 400, 400]);
    for (const refused of syncs.filter((r) => r.status === 400)) {
      expect(refused.body.error).toEqual({ code: "validation_failed", message: "A workout can have up to 30 exercises" });
    }
    const taken = syncs.filter((r) => r.status === 200).flatMap((r) => r.body.results.map((x: { id: string }) => x.id));
    expect(await liveIn("workout_entries", "session_id", session.id)).toEqual(taken.sort());

    const other = sessionChange();
    const entry = entryChange(other, "push-up");
    expect((await sync(token, [other, entry])).status).toBe(200);
    const sets = () => Array.from({ length: 15 }, (_, i) => setChange(entry, { position: i }));
    const setSyncs = await Promise.all(Array.from({ length: 4 }, () => sync(token, sets(), { lang: "ru" })));
    expect(setSyncs.map((r) => r.status).sort()).toEqual([200, 200, 400, 400]);
    for (const refused of setSyncs.filter((r) => r.status === 400)) {
      expect(refused.body.error.message).toBe("В упражнении может быть не больше 30 подходов");
    }
    expect(await liveIn("workout_sets", "entry_id", entry.id)).toHaveLength(30);
  });
});

describe("who may log and read", () => {
  it("a visitor is asked to sign in on every route", async () => {
    for (const [method, path] of [
      ["GET", "/api/workouts"],
      ["GET", `/api/workouts/day?date=${today}`],
      ["POST", "/api/workouts/sync"],
      ["GET", "/api/workouts/exercises/push-up"],
      ["GET", `/api/workouts/${crypto.randomUUID()}`],
    ] as const) {
      expect((await call(method, path, method === "POST" ? { changes: [sessionChange()] } : undefined)).status, path).toBe(401);
    }
  });

  it("a Free member may not log: the day and sync answer 403 in the member's language", async () => {
    const { id, token } = await memberOn("FREE");
    const locked = {
      status: 403,
      body: { error: { code: "subscription_required", message: "A Standard or Pro subscription is required for workout plans" } },
    };
    expect(await get(token, `/api/workouts/day?date=${today}`)).toMatchObject(locked);
    expect(await sync(token, [sessionChange()])).toMatchObject(locked);
    expect((await sync(token, [sessionChange()], { lang: "ru" })).body.error.message).toBe(
      "Для планов тренировок нужен тариф «Стандарт» или Pro",
    );
    expect(await rowsOf(id)).toEqual([0, 0, 0]);
    expect((await get(token, "/api/workouts")).body).toEqual({ workouts: [], next: null });
  });

  it("a member who drops to Free mid-workout is stopped at the next sync, keeps reading the log, and picks it up on subscribing again", async () => {
    const { id, token, session, set } = await memberWithWorkout();
    await env.DB.prepare("UPDATE profiles SET plan = 'FREE' WHERE user_id = ?").bind(id).run();
    const change = { ...set, reps: 12, updatedAt: anHourAgo() + 60_000 };
    expect((await sync(token, [change])).status).toBe(403);
    const detail = await get(token, `/api/workouts/${session.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.session.sets).toEqual([expect.objectContaining({ id: set.id, reps: 8 })]);
    expect((await get(token, "/api/workouts")).body.workouts).toEqual([expect.objectContaining({ id: session.id, sets: 1 })]);
    expect((await get(token, `/api/workouts/exercises/${set.exercise}`)).status).toBe(200);

    await env.DB.prepare("UPDATE profiles SET plan = 'PRO' WHERE user_id = ?").bind(id).run();
    expect((await sync(token, [change])).body.results).toEqual([{ id: set.id, result: "saved" }]);
  });
});
