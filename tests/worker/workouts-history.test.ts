import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SessionChange } from "../../core/validation/workouts";
import { utcDay } from "../../core/validation/progress";
import { call, post, signIn, verifiedMember } from "./auth-helpers";
import {
  anHourAgo,
  entryChange,
  fileStartedAt,
  memberOn,
  memberWithPlan,
  sessionChange,
  setChange,
  sync,
  today,
  weekdayOf,
} from "./workout-fixture";

// Reading the log: the history a page at a time, a session with the records it set, one
// exercise's history, the day's "last time" and suggestions (work sets of the last finished
// session only), the overview's count, and nothing left after the account is deleted.

const get = (token: string, path: string) => call("GET", path, undefined, { token });
const daysAgo = (n: number) => utcDay(fileStartedAt, -n);
const ids = (list: { id: string }[]) => list.map((x) => x.id);

/** A finished workout on a date: one exercise, these sets ([weight, reps] or a warm-up). */
function workout(
  date: string,
  exercise: string,
  sets: ([number | null, number] | { warmup: [number | null, number] })[],
  over: Partial<SessionChange> = {},
) {
  const startedAt = Date.parse(`${date}T08:00:00Z`);
  const session = sessionChange({
    date,
    startedAt,
    updatedAt: anHourAgo(),
    status: "finished",
    finishedAt: startedAt + 3_600_000,
    ...over,
  });
  const entry = entryChange(session, exercise);
  const logged = sets.map((s, position) =>
    Array.isArray(s)
      ? setChange(entry, { position, weight: s[0], reps: s[1] })
      : setChange(entry, { position, kind: "warmup", weight: s.warmup[0], reps: s.warmup[1] }),
  );
  return { session, entry, sets: logged, changes: [session, entry, ...logged] };
}

describe("the history", () => {
  it("lists sessions newest first, a page at a time, never splitting a day, without removed ones", async () => {
    const { token } = await memberOn("BASIC");
    const at = (date: string, hour: number) => ({
      date,
      startedAt: Date.parse(`${date}T${String(hour).padStart(2, "0")}:00:00Z`),
    });
    const sessions = [
      sessionChange(at(today, 7)),
      sessionChange(at(daysAgo(2), 7)),
      sessionChange(at(daysAgo(4), 7)),
      sessionChange(at(daysAgo(6), 7)),
      sessionChange(at(daysAgo(8), 18)),
      sessionChange(at(daysAgo(8), 7)),
      sessionChange(at(daysAgo(10), 7)),
    ];
    const removed = sessionChange(at(daysAgo(3), 7));
    await sync(token, [...sessions, removed]);
    await sync(token, [{ ...removed, deleted: true, updatedAt: Date.now() - 1000 }]);

    const pages: { ids: string[]; next: string | null }[] = [];
    let before: string | null | undefined;
    do {
      const page = await get(token, `/api/workouts?limit=2${before ? `&before=${before}` : ""}`);
      pages.push({ ids: ids(page.body.workouts), next: page.body.next });
      before = page.body.next;
    } while (before);
    const id = (i: number) => sessions[i]!.id;
    expect(pages).toEqual([
      { ids: [id(0), id(1)], next: daysAgo(2) },
      { ids: [id(2), id(3)], next: daysAgo(6) },
      // Both sessions of one day stay on one page.
      { ids: [id(4), id(5)], next: daysAgo(8) },
      { ids: [id(6)], next: null },
    ]);
    expect(ids((await get(token, "/api/workouts")).body.workouts)).toEqual(sessions.map((s) => s.id));
  });
});

describe("records", () => {
  it("a session shows the records its work sets set over the sessions before it, and a correction moves them", async () => {
    const { token } = await memberOn("BASIC");
    const bench = "barbell-bench-press";
    const first = workout(daysAgo(2), bench, [
      [60, 5],
      [60, 5],
    ]);
    const second = workout(daysAgo(1), bench, [{ warmup: [80, 3] }, [62.5, 5], [60, 6]]);
    // Later the same day: the sessions before it include the morning's.
    const third = workout(daysAgo(1), bench, [[60, 7]], { startedAt: Date.parse(`${daysAgo(1)}T18:00:00Z`) });
    const removed = workout(daysAgo(1), bench, [[100, 10]], { startedAt: Date.parse(`${daysAgo(1)}T12:00:00Z`) });
    for (const w of [first, second, third, removed]) await sync(token, w.changes);
    await sync(token, [{ ...removed.session, deleted: true, updatedAt: Date.now() - 1000 }]);

    expect((await get(token, `/api/workouts/${first.session.id}`)).body.records).toEqual([]);
    const [, heavier, moreReps] = second.sets;
    const detail = await get(token, `/api/workouts/${second.session.id}`);
    expect(detail.body.session.id).toBe(second.session.id);
    // The warm-up (80 kg) is the heaviest set, but warm-ups never count.
    expect(detail.body.records).toEqual([
      { setId: heavier!.id, kinds: ["heaviest", "e1rm"] },
      { setId: moreReps!.id, kinds: ["reps_at_weight", "set_volume"] },
    ]);

    await sync(token, [{ ...heavier!, weight: 55, updatedAt: Date.now() - 1000 }]);
    expect((await get(token, `/api/workouts/${second.session.id}`)).body.records).toEqual([
      { setId: moreReps!.id, kinds: ["e1rm", "reps_at_weight", "set_volume"] },
    ]);
    expect((await get(token, `/api/workouts/${third.session.id}`)).body.records).toEqual([
      { setId: third.sets[0]!.id, kinds: ["e1rm", "reps_at_weight", "set_volume"] },
    ]);

    // The exercise's history: finished sessions, newest first, warm-ups marked; records over all of them.
    const open = workout(today, bench, [[120, 1]], { status: "active", finishedAt: null });
    await sync(token, open.changes);
    const history = await get(token, `/api/workouts/exercises/${bench}?limit=2`);
    expect(history.body.exercise).toBe(bench);
    expect(history.body.sessions.map((s: { id: string; date: string }) => [s.id, s.date])).toEqual([
      [third.session.id, daysAgo(1)],
      [second.session.id, daysAgo(1)],
    ]);
    expect(
      history.body.sessions[1].sets.map((s: { kind: string; weight: number; reps: number }) => [s.kind, s.weight, s.reps]),
    ).toEqual([
      ["warmup", 80, 3],
      ["work", 55, 5],
      ["work", 60, 6],
    ]);
    const record = (weight: number, reps: number, value: number, w: { session: { id: string; date: string } }) => ({
      weight,
      reps,
      seconds: null,
      value,
      date: w.session.date,
      sessionId: w.session.id,
    });
    expect(history.body.records).toEqual({
      heaviest: record(60, 5, 60, first),
      e1rm: record(60, 7, 74, third),
      setVolume: record(60, 7, 420, third),
      longestHold: null,
      mostReps: null,
      repsAtWeight: [record(60, 7, 7, third)],
    });
    expect(ids((await get(token, `/api/workouts/exercises/${bench}`)).body.sessions)).toEqual([
      third.session.id,
      second.session.id,
      first.session.id,
    ]);
    expect((await get(token, "/api/workouts/exercises/front-plank")).body).toEqual({
      exercise: "front-plank",
      sessions: [],
      records: { heaviest: null, e1rm: null, setVolume: null, longestHold: null, mostReps: null, repsAtWeight: [] },
    });
  });

  it("a bodyweight exercise's records are its most reps in a set and its heaviest added weight, with no 1RM or volume", async () => {
    const { token } = await memberOn("BASIC");
    const pullUp = "pull-up";
    const first = workout(daysAgo(3), pullUp, [
      [null, 8],
      [null, 6],
    ]);
    const second = workout(daysAgo(2), pullUp, [{ warmup: [null, 12] }, [null, 10], [null, 7]]);
    const third = workout(daysAgo(1), pullUp, [
      [5, 6],
      [null, 9],
    ]);
    for (const w of [first, second, third]) await sync(token, w.changes);

    expect((await get(token, `/api/workouts/${first.session.id}`)).body.records).toEqual([]);
    // More reps than ever in a set; the warm-up's 12 never counts.
    expect((await get(token, `/api/workouts/${second.session.id}`)).body.records).toEqual([
      { setId: second.sets[1]!.id, kinds: ["most_reps"] },
    ]);
    // The first added weight beats body weight alone; as a barbell's it would be no record at all.
    expect((await get(token, `/api/workouts/${third.session.id}`)).body.records).toEqual([
      { setId: third.sets[0]!.id, kinds: ["heaviest"] },
    ]);

    const history = await get(token, `/api/workouts/exercises/${pullUp}`);
    expect(history.body.records).toEqual({
      heaviest: { weight: 5, reps: 6, seconds: null, value: 5, date: third.session.date, sessionId: third.session.id },
      e1rm: null,
      setVolume: null,
      longestHold: null,
      mostReps: { weight: null, reps: 10, seconds: null, value: 10, date: second.session.date, sessionId: second.session.id },
      repsAtWeight: [{ weight: 5, reps: 6, seconds: null, value: 6, date: third.session.date, sessionId: third.session.id }],
    });
  });
});

describe("a workout against the time before", () => {
  const kinds = (sets: { kind: string; weight: number | null; reps: number | null }[]) =>
    sets.map((s) => [s.kind, s.weight, s.reps]);

  it("gives each exercise's sets from the newest finished workout before this one: not a later, open or removed one", async () => {
    const { token } = await memberOn("BASIC");
    const bench = "barbell-bench-press";
    const older = workout(daysAgo(5), bench, [[55, 8]]);
    const before = workout(daysAgo(3), bench, [{ warmup: [40, 8] }, [60, 8], [60, 7]]);
    // Removed, and open: neither is the time before, though both come after `before`.
    const removed = workout(daysAgo(2), bench, [[100, 1]]);
    const open = workout(daysAgo(2), bench, [[90, 1]], {
      status: "active",
      finishedAt: null,
      startedAt: Date.parse(`${daysAgo(2)}T18:00:00Z`),
    });
    const shown = workout(daysAgo(1), bench, [[62.5, 8]]);
    // Later than the one shown: never its time before.
    const later = workout(today, bench, [[65, 8]]);
    for (const w of [older, before, removed, open, shown, later]) await sync(token, w.changes);
    await sync(token, [{ ...removed.session, deleted: true, updatedAt: Date.now() - 1000 }]);

    const detail = (await get(token, `/api/workouts/${shown.session.id}`)).body;
    expect(Object.keys(detail.previous)).toEqual([bench]);
    expect(detail.previous[bench].date).toBe(daysAgo(3));
    expect(kinds(detail.previous[bench].sets)).toEqual([
      ["warmup", 40, 8],
      ["work", 60, 8],
      ["work", 60, 7],
    ]);
    // The first time with an exercise has nothing before it.
    expect((await get(token, `/api/workouts/${older.session.id}`)).body.previous).toEqual({});
  });

  it("orders two workouts started at the same moment (an import's) by their ids, for records and the time before", async () => {
    const { token } = await memberOn("BASIC");
    const startedAt = Date.parse(`${daysAgo(1)}T08:00:00Z`);
    const [first, second] = [
      workout(daysAgo(1), "goblet-squat", [[16, 10]], { startedAt }),
      workout(daysAgo(1), "goblet-squat", [[20, 10]], { startedAt }),
    ].sort((a, b) => (a.session.id < b.session.id ? -1 : 1));
    // The lighter workout is the one with the lower id, whichever it is.
    first!.sets[0]!.weight = 16;
    second!.sets[0]!.weight = 20;
    for (const w of [first!, second!]) await sync(token, w.changes);
    const later = (await get(token, `/api/workouts/${second!.session.id}`)).body;
    expect(kinds(later.previous["goblet-squat"].sets)).toEqual([["work", 16, 10]]);
    expect(later.records).toEqual([{ setId: second!.sets[0]!.id, kinds: ["heaviest", "e1rm", "set_volume"] }]);
    expect((await get(token, `/api/workouts/${first!.session.id}`)).body).toMatchObject({ previous: {}, records: [] });
  });

  it("counts a workout earlier the same day, and a correction of the time before shows at once", async () => {
    const { token } = await memberOn("BASIC");
    const squat = "goblet-squat";
    const morning = workout(daysAgo(1), squat, [[16, 10]], { startedAt: Date.parse(`${daysAgo(1)}T07:00:00Z`) });
    const evening = workout(daysAgo(1), squat, [[20, 8]], { startedAt: Date.parse(`${daysAgo(1)}T19:00:00Z`) });
    // Another exercise done only in the evening: absent from the evening's answer.
    const plank = entryChange(evening.session, "front-plank", { position: 1 });
    const hold = setChange(plank, { position: 0, weight: null, reps: null, seconds: 45 });
    for (const changes of [morning.changes, [...evening.changes, plank, hold]]) await sync(token, changes);

    const first = (await get(token, `/api/workouts/${evening.session.id}`)).body;
    expect(Object.keys(first.previous)).toEqual([squat]);
    expect(kinds(first.previous[squat].sets)).toEqual([["work", 16, 10]]);
    await sync(token, [{ ...morning.sets[0]!, reps: 12, updatedAt: Date.now() - 1000 }]);
    expect(kinds((await get(token, `/api/workouts/${evening.session.id}`)).body.previous[squat].sets)).toEqual([
      ["work", 16, 12],
    ]);
    // Another member never sees these.
    const other = await memberOn("BASIC");
    expect((await get(other.token, `/api/workouts/${evening.session.id}`)).status).toBe(404);
  });
});

describe("the day", () => {
  it("shows last time's sets and suggests the next loads from its work sets in the last finished session only", async () => {
    const { token } = await memberWithPlan();
    const preview = (await get(token, `/api/workouts/day?date=${today}`)).body.preview;
    const exercise = preview.exercises.find((e: { reps?: number[]; slug: string }) => e.reps && e.slug.includes("dumbbell"));
    const [low, high] = exercise.reps as [number, number];
    // A week ago, the same plan day: heavy warm-ups, then every work set at the top of the range.
    const weekAgo = daysAgo(7);
    const done = workout(
      weekAgo,
      exercise.slug,
      [{ warmup: [30, high] }, ...Array.from({ length: exercise.sets }, () => [10, high] as [number, number])],
      {
        source: "plan",
        weekday: weekdayOf(weekAgo) as SessionChange["weekday"],
      },
    );
    await sync(token, done.changes);
    const day = await get(token, `/api/workouts/day?date=${today}`);
    expect(day.body.preview.exercises.find((e: { slug: string }) => e.slug === exercise.slug).suggestion).toEqual({
      weight: 12,
      reps: low,
      seconds: null,
      reason: "add_load",
    });
    // Last time's sets, the warm-up with its kind too (the logger starts the rows in that shape);
    // the heavy warm-up moved no suggestion.
    expect(day.body.previous[exercise.slug]).toEqual({
      date: weekAgo,
      sets: [
        expect.objectContaining({ id: done.sets[0]!.id, kind: "warmup", weight: 30, reps: high }),
        ...done.sets.slice(1).map((s) => expect.objectContaining({ id: s.id, kind: "work", weight: 10, reps: high })),
      ],
      note: "",
    });
    // The exercise's note that time comes with it, for the logger and the exercise's history.
    await sync(token, [{ ...done.entry, note: "Bench at 30°", updatedAt: Date.now() - 2000 }]);
    expect((await get(token, `/api/workouts/day?date=${today}`)).body.previous[exercise.slug].note).toBe("Bench at 30°");
    expect((await get(token, `/api/workouts/exercises/${exercise.slug}`)).body.sessions[0]).toMatchObject({
      id: done.session.id,
      note: "Bench at 30°",
    });

    // An open session is not "last time"; its exercises get their previous numbers too.
    const open = workout(daysAgo(3), exercise.slug, [[14, 3]], { status: "active", finishedAt: null });
    const other = entryChange(open.session, "push-up", { position: 1 });
    await sync(token, [...open.changes, other]);
    const withOpen = await get(token, `/api/workouts/day?date=${today}`);
    expect(withOpen.body.active.id).toBe(open.session.id);
    expect(withOpen.body.previous[exercise.slug].date).toBe(weekAgo);
    expect(withOpen.body.previous["push-up"]).toBeUndefined();

    // Correcting last time's session changes the suggestion.
    await sync(token, [{ ...done.sets[1]!, reps: low, updatedAt: Date.now() - 1000 }]);
    const corrected = await get(token, `/api/workouts/day?date=${today}`);
    expect(corrected.body.preview.exercises.find((e: { slug: string }) => e.slug === exercise.slug).suggestion).toEqual({
      weight: 10,
      reps: low + 1,
      seconds: null,
      reason: "add_reps",
    });

    // Once the newer session is finished, it is last time.
    await sync(token, [{ ...open.session, status: "finished", finishedAt: Date.now() - 1000, updatedAt: Date.now() - 1000 }]);
    const after = await get(token, `/api/workouts/day?date=${today}`);
    expect(after.body.active).toBeNull();
    expect(after.body.previous[exercise.slug]).toEqual({
      date: daysAgo(3),
      sets: [expect.objectContaining({ id: open.sets[0]!.id, weight: 14, reps: 3 })],
      // The newer session's note: none (the older one's stays with it).
      note: "",
    });
    expect(after.body.preview.exercises.find((e: { slug: string }) => e.slug === exercise.slug).suggestion).toMatchObject({
      weight: 14,
      reps: low,
      reason: "add_reps",
    });

    // Newer sessions with only a warm-up of it, with its entry removed, or removed whole are not last time.
    const warmOnly = workout(daysAgo(2), exercise.slug, [{ warmup: [20, 5] }]);
    const emptied = workout(daysAgo(1), exercise.slug, [[30, 5]]);
    const removed = workout(today, exercise.slug, [[40, 5]]);
    for (const w of [warmOnly, emptied, removed]) await sync(token, w.changes);
    const later = Date.now() - 500;
    await sync(token, [
      { ...emptied.entry, deleted: true, updatedAt: later },
      { ...removed.session, deleted: true, updatedAt: later },
    ]);
    expect((await get(token, `/api/workouts/day?date=${today}`)).body.previous[exercise.slug]).toEqual({
      date: daysAgo(3),
      sets: [expect.objectContaining({ id: open.sets[0]!.id, weight: 14, reps: 3 })],
      // The newer session's note: none (the older one's stays with it).
      note: "",
    });
  });
});

describe("the overview and the account", () => {
  it("counts finished workouts with work sets; removed ones and warm-ups alone never count", async () => {
    const { token } = await memberOn("BASIC");
    const counted = workout(today, "goblet-squat", [[20, 10]]);
    const warmOnly = workout(today, "goblet-squat", [{ warmup: [10, 10] }]);
    const removed = workout(daysAgo(1), "goblet-squat", [[20, 10]]);
    const emptied = workout(daysAgo(2), "goblet-squat", [[20, 10]]);
    const open = workout(daysAgo(3), "goblet-squat", [[20, 10]], { status: "active", finishedAt: null });
    for (const w of [counted, warmOnly, removed, emptied, open]) await sync(token, w.changes);
    const later = Date.now() - 1000;
    await sync(token, [
      { ...removed.session, deleted: true, updatedAt: later },
      { ...emptied.entry, deleted: true, updatedAt: later },
    ]);
    expect((await get(token, `/api/profiles/overview?today=${today}`)).body).toMatchObject({ workouts: 1, streak: 1 });
  });

  it("deleting the account leaves no workout rows", async () => {
    const creds = await verifiedMember();
    const token = (await signIn(creds.email, creds.password, { returnToken: true })).body.token as string;
    const userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(creds.email).first<{ id: string }>())!.id;
    await env.DB.prepare("UPDATE profiles SET plan = 'BASIC' WHERE user_id = ?").bind(userId).run();
    const w = workout(today, "push-up", [{ warmup: [null, 5] }, [null, 12]]);
    expect((await sync(token, w.changes)).status).toBe(200);
    const rows = async () =>
      Promise.all(
        ["workout_sessions", "workout_entries", "workout_sets"].map(
          async (table) =>
            (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())!.n,
        ),
      );
    expect(await rows()).toEqual([1, 1, 2]);
    expect((await post("/api/account/delete", { password: creds.password }, { token })).status).toBe(200);
    expect(await rows()).toEqual([0, 0, 0]);
  });
});
