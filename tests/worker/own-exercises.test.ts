import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SessionChange } from "../../core/validation/workouts";
import { utcDay } from "../../core/validation/progress";
import { call, post } from "./auth-helpers";
import { anHourAgo, entryChange, fileStartedAt, memberOn, sessionChange, setChange, sync } from "./workout-fixture";

// A member's own exercises (for what the library lacks): made, listed, renamed and removed through
// /api/exercises/own, capped per member even when requests race, private to the member, and logged
// like library ones (`own-<id>` in the workout log, with history and records).

const get = (token: string, path: string) => call("GET", path, undefined, { token });
const create = (token: string, body: unknown, lang?: "en" | "ru") => post("/api/exercises/own", body, { token, lang });
const rename = (token: string, id: string, name: string) => call("PATCH", `/api/exercises/own/${id}`, { name }, { token });
const remove = (token: string, id: string, now?: number) => call("DELETE", `/api/exercises/own/${id}`, undefined, { token, now });
const outcomes = (res: { body: { results: { result: string; code?: string }[] } }) =>
  res.body.results.map((r) => (r.code ? `${r.result}:${r.code}` : r.result));

interface Own {
  id: string;
  slug: string;
  name: string;
  measure: string;
  removed: boolean;
}

async function made(token: string, name: string, measure: "reps" | "time" = "reps"): Promise<Own> {
  const res = await create(token, { name, measure });
  expect(res.status).toBe(201);
  return res.body;
}

const listed = async (token: string): Promise<Own[]> => (await get(token, "/api/exercises/own")).body.exercises;

/** Live own exercises written straight to the table (as an import does), up to `count`. */
async function seed(userId: string, count: number) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => [crypto.randomUUID(), userId, `Seeded ${i}`, "reps", now, now]);
  await env.DB.prepare(
    `INSERT INTO own_exercises (id, user_id, name, measure, created_at, updated_at)
     SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'),
            json_extract(value, '$[4]'), json_extract(value, '$[5]') FROM json_each(?)`,
  )
    .bind(JSON.stringify(rows))
    .run();
}

describe("own exercises", () => {
  it("are made, listed, renamed and removed; a removed one stays listed, flagged, so history keeps its name", async () => {
    const { token } = await memberOn("BASIC");
    expect((await get(token, "/api/exercises/own")).body).toEqual({ exercises: [], limit: 200 });

    const landmine = await made(token, "  Landmine   press ");
    expect(landmine).toMatchObject({ name: "Landmine press", measure: "reps", removed: false });
    expect(landmine.slug).toBe(`own-${landmine.id}`);
    const hold = await made(token, "Вис на полотенце", "time");
    expect((await listed(token)).map((e) => [e.name, e.measure])).toEqual([
      ["Landmine press", "reps"],
      ["Вис на полотенце", "time"],
    ]);

    const renamed = await rename(token, landmine.id, "Landmine press, one arm");
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: landmine.id, slug: landmine.slug, name: "Landmine press, one arm" });

    expect((await remove(token, hold.id)).status).toBe(204);
    // Removing it again (a replayed request) changes nothing.
    expect((await remove(token, hold.id)).status).toBe(204);
    expect((await listed(token)).map((e) => [e.name, e.removed])).toEqual([
      ["Landmine press, one arm", false],
      ["Вис на полотенце", true],
    ]);
    // A removed exercise is no longer the member's to rename.
    expect((await rename(token, hold.id, "Towel hang")).status).toBe(404);
  });

  it("refuse a name that is empty, too long or not one line, and a measure other than reps or time, in the member's language", async () => {
    const { token } = await memberOn("BASIC");
    const empty = await create(token, { name: "   ", measure: "reps" });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toEqual({ code: "validation_failed", message: "Give the exercise a name of 1 to 80 characters." });
    expect(empty.res.headers.get("X-Invalid-Field")).toBe("name");
    expect((await create(token, { name: "x".repeat(81), measure: "reps" })).status).toBe(400);
    expect((await create(token, { name: "x".repeat(80), measure: "reps" })).status).toBe(201);
    expect((await create(token, { name: "Two\u0000lines", measure: "reps" })).status).toBe(400);
    const measure = await create(token, { name: "Sled push", measure: "distance" }, "ru");
    expect(measure.status).toBe(400);
    expect(measure.body.error.message).toBe("Выберите, как считать упражнение: по повторениям или по времени.");
    expect((await create(token, { name: "Sled push" })).status).toBe(400);
    expect(await listed(token)).toHaveLength(1);
  });

  it("refuse a second live exercise of the same name, whatever its case or spacing, in any script", async () => {
    const { token } = await memberOn("BASIC");
    const press = await made(token, "Жим Арнольда сидя");
    const taken = await create(token, { name: "жим  арнольда СИДЯ", measure: "time" }, "ru");
    expect(taken.status).toBe(409);
    expect(taken.body.error).toEqual({
      code: "own_exercise_name_taken",
      message: "У вас уже есть упражнение с таким названием.",
    });
    const other = await made(token, "Cable Y raise");
    expect((await rename(token, other.id, "ЖИМ арнольда сидя")).status).toBe(409);
    // Its own name in another case is its own.
    expect((await rename(token, press.id, "Жим арнольда сидя")).body.name).toBe("Жим арнольда сидя");
    // Once removed, the name is free again.
    expect((await remove(token, press.id)).status).toBe(204);
    expect((await create(token, { name: "Жим Арнольда сидя", measure: "reps" })).status).toBe(201);
    // Another member's names are theirs.
    expect((await create((await memberOn("BASIC")).token, { name: "Cable Y raise", measure: "reps" })).status).toBe(201);
  });

  it("keep at most 200 live a member, even when creates race for the last place", async () => {
    const { id, token } = await memberOn("PRO");
    await seed(id, 199);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(token, { name: `Racer ${i}`, measure: "reps" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error.code).toBe("own_exercise_limit");
    expect(refused.body.error.message).toContain("200");
    expect((await listed(token)).filter((e) => !e.removed)).toHaveLength(200);

    // Removing one makes room for one.
    const first = (await listed(token))[0]!;
    expect((await remove(token, first.id)).status).toBe(204);
    expect((await create(token, { name: "One more", measure: "time" })).status).toBe(201);
    expect((await create(token, { name: "And another", measure: "time" })).status).toBe(409);
  });

  it("take one of two creates of the same name that race", async () => {
    const { token } = await memberOn("BASIC");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => create(token, { name: "Copenhagen plank", measure: "time" })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error.code)).toEqual(
      Array(3).fill("own_exercise_name_taken"),
    );
    expect(await listed(token)).toHaveLength(1);
  });

  it("are the member's own: another member's id is not found and stays as it was", async () => {
    const owner = await memberOn("BASIC");
    const other = await memberOn("PRO");
    const mine = await made(owner.token, "Pallof press");
    expect((await rename(other.token, mine.id, "Mine now")).status).toBe(404);
    expect((await remove(other.token, mine.id)).status).toBe(404);
    expect((await remove(other.token, crypto.randomUUID())).status).toBe(404);
    expect(await listed(other.token)).toEqual([]);
    expect((await listed(owner.token)).map((e) => [e.name, e.removed])).toEqual([["Pallof press", false]]);
    expect((await rename(owner.token, "not-an-id", "x")).status).toBe(400);
    expect((await get("", "/api/exercises/own")).status).toBe(401);
  });

  it("are made for logging, which needs Standard or Pro; a Free member still reads, renames and removes theirs", async () => {
    const member = await memberOn("BASIC");
    const mine = await made(member.token, "Sissy squat");
    await env.DB.prepare("UPDATE profiles SET plan = 'FREE' WHERE user_id = ?").bind(member.id).run();
    const refused = await create(member.token, { name: "Nordic curl", measure: "reps" });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("subscription_required");
    expect((await rename(member.token, mine.id, "Sissy squat, assisted")).status).toBe(200);
    expect((await remove(member.token, mine.id)).status).toBe(204);
    expect((await listed(member.token)).map((e) => e.name)).toEqual(["Sissy squat, assisted"]);
  });
});

describe("in the workout log", () => {
  it("the member's own exercise is logged; another member's, or an unknown one, is refused", async () => {
    const { token } = await memberOn("BASIC");
    const mine = await made(token, "Landmine press");
    const theirs = await made((await memberOn("BASIC")).token, "Landmine press");
    const session = sessionChange();
    const entry = entryChange(session, mine.slug);
    const set = setChange(entry, { weight: 25, reps: 10 });
    const foreign = entryChange(session, theirs.slug, { position: 1 });
    const unknown = entryChange(session, `own-${crypto.randomUUID()}`, { position: 2 });
    const notOwn = entryChange(session, "own-exercise", { position: 3 });
    const answer = await sync(token, [session, entry, set, foreign, setChange(foreign), unknown, notOwn]);
    expect(outcomes(answer)).toEqual([
      "saved",
      "saved",
      "saved",
      "rejected:exercise_invalid",
      "rejected:exercise_invalid",
      "rejected:exercise_invalid",
      "rejected:exercise_invalid",
    ]);
    expect(answer.body.sessions[0].entries.map((e: { exercise: string }) => e.exercise)).toEqual([mine.slug]);
  });

  it("a removed one is taken where the log already holds it, or for changes made before the removal; not for new ones", async () => {
    const { token } = await memberOn("BASIC");
    const mine = await made(token, "Towel row");
    const t = anHourAgo();
    const session = sessionChange({ startedAt: t, updatedAt: t });
    const entry = entryChange(session, mine.slug, { updatedAt: t });
    const set = setChange(entry, { weight: 30, reps: 8, updatedAt: t });
    expect(outcomes(await sync(token, [session, entry, set]))).toEqual(["saved", "saved", "saved"]);
    // A phone, offline, logged another set before the member removed the exercise on the computer.
    const offline = setChange(entry, { position: 1, weight: 30, reps: 7, updatedAt: t + 60_000 });
    expect((await remove(token, mine.id, t + 120_000)).status).toBe(204);

    const now = Date.now();
    const later = sessionChange({ startedAt: now - 1000, updatedAt: now - 1000 });
    const fresh = entryChange(later, mine.slug, { updatedAt: now - 1000 });
    const answer = await sync(token, [
      offline,
      // A correction of the logged set, and another set of the workout that already holds it.
      { ...set, weight: 32.5, updatedAt: now - 1000 },
      setChange(entry, { position: 2, reps: 6, updatedAt: now - 1000 }),
      later,
      fresh,
    ]);
    expect(outcomes(answer)).toEqual(["saved", "saved", "saved", "saved", "rejected:exercise_invalid"]);
    const stored = (await get(token, `/api/workouts/${session.id}`)).body.session;
    expect(stored.sets.map((s: { weight: number; reps: number }) => [s.weight, s.reps])).toEqual([
      [32.5, 8],
      [30, 7],
      [20, 6],
    ]);
    // Its name is still there for the history.
    expect((await listed(token)).map((e) => [e.slug, e.name, e.removed])).toEqual([[mine.slug, "Towel row", true]]);
  });

  it("an own exercise has a history and records like a library one", async () => {
    const { token } = await memberOn("BASIC");
    const mine = await made(token, "Belt squat");
    const day = (n: number) => utcDay(fileStartedAt, -n);
    const finished = (date: string, sets: [number, number][]) => {
      const startedAt = Date.parse(`${date}T08:00:00Z`);
      const over: Partial<SessionChange> = { date, startedAt, status: "finished", finishedAt: startedAt + 3_600_000 };
      const session = sessionChange(over);
      const entry = entryChange(session, mine.slug);
      const logged = sets.map(([weight, reps], position) => setChange(entry, { position, weight, reps }));
      return { session, sets: logged, changes: [session, entry, ...logged] };
    };
    const first = finished(day(2), [[60, 8]]);
    const second = finished(day(1), [[70, 8]]);
    for (const w of [first, second]) expect(outcomes(await sync(token, w.changes)).every((r) => r === "saved")).toBe(true);

    const detail = await get(token, `/api/workouts/${second.session.id}`);
    expect(detail.body.records).toEqual([{ setId: second.sets[0]!.id, kinds: ["heaviest", "e1rm", "set_volume"] }]);
    const history = await get(token, `/api/workouts/exercises/${mine.slug}`);
    expect(history.status).toBe(200);
    expect(history.body.sessions.map((s: { id: string }) => s.id)).toEqual([second.session.id, first.session.id]);
    expect(history.body.records.heaviest).toMatchObject({ weight: 70, reps: 8, sessionId: second.session.id });
    // Another member asking for it sees nothing of it.
    const other = await get((await memberOn("BASIC")).token, `/api/workouts/exercises/${mine.slug}`);
    expect(other.body.sessions).toEqual([]);
  });
});
