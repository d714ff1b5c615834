import { describe, expect, it } from "vitest";
import { utcDay } from "../../core/validation/progress";
import { call, post } from "./auth-helpers";
import {
  anHourAgo,
  entryChange,
  fileStartedAt,
  memberOn,
  memberWithPlan,
  planDays,
  restDay,
  sessionChange,
  setChange,
  sync,
  today,
  weekdayOf,
} from "./workout-fixture";

// Logging a workout through POST /api/workouts/sync: starting from the plan or empty, on any
// day; exercises and sets added, swapped, moved and removed; warm-ups, bodyweight, holds, effort
// and notes; finishing and correcting. What the member sees is read back through the API.

const get = (token: string, path: string) => call("GET", path, undefined, { token });
const outcomes = (res: { body: { results: { result: string }[] } }) => res.body.results.map((r) => r.result);
type Weekday = NonNullable<ReturnType<typeof sessionChange>["weekday"]>;

/** The latest date (today or before) that falls on a weekday. */
const lastDateOn = (weekday: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((i) => utcDay(fileStartedAt, -i)).find((d) => weekdayOf(d) === weekday)!;

describe("starting a workout", () => {
  it("from today's plan day: the server freezes the plan's prescription, whatever the device sends", async () => {
    const { token } = await memberWithPlan();
    const day = await get(token, `/api/workouts/day?date=${today}`);
    expect(day.status).toBe(200);
    expect(day.body).toMatchObject({ active: null, previous: {} });
    expect(day.body.planDays.map((d: { weekday: string }) => d.weekday).sort()).toEqual([...planDays].sort());
    const { preview } = day.body;
    expect(preview).toMatchObject({ weekday: weekdayOf(today), blockWeek: 1, deload: false });
    expect(preview.exercises.length).toBeGreaterThanOrEqual(3);
    expect(preview.exercises[0].suggestion).toMatchObject({ reason: "first_time", weight: null });

    const session = sessionChange({ source: "plan", weekday: weekdayOf(today) as Weekday });
    // A prescription sent along is not the device's to make: it is dropped.
    const started = await sync(token, [{ ...session, plan: [{ slug: "made-up" }], dayType: "legs" } as typeof session]);
    expect(started.status).toBe(200);
    expect(started.body.results).toEqual([{ id: session.id, result: "saved" }]);
    expect(started.body.sessions).toEqual([
      {
        id: session.id,
        date: today,
        name: null,
        note: "",
        source: "plan",
        weekday: weekdayOf(today),
        dayType: preview.dayType,
        blockWeek: 1,
        deload: false,
        status: "active",
        startedAt: session.startedAt,
        finishedAt: null,
        updatedAt: session.updatedAt,
        plan: preview.exercises,
        entries: [],
        sets: [],
      },
    ]);

    // A new plan does not rewrite the session's prescription; the day shows the open session.
    const rebuilt = { goal: "GAIN_MUSCLE", tier: "popular", weekdays: planDays, equipment: ["barbell", "bench", "dumbbell"] };
    expect((await post("/api/plans/workout", rebuilt, { token })).status).toBe(200);
    expect((await get(token, `/api/workouts/${session.id}`)).body.session.plan).toEqual(preview.exercises);
    expect((await get(token, `/api/workouts/day?date=${today}`)).body.active).toMatchObject({
      id: session.id,
      plan: preview.exercises,
    });
  });

  it("empty on any day, a rest day too, or another plan day's workout on a rest day; several a day", async () => {
    const { token } = await memberWithPlan();
    const restDate = lastDateOn(restDay);
    const rest = await get(token, `/api/workouts/day?date=${restDate}`);
    expect(rest.body).toMatchObject({ active: null, preview: null });
    expect(rest.body.planDays).toHaveLength(3);

    const t = anHourAgo();
    const empty = sessionChange({ date: restDate, startedAt: t, updatedAt: t });
    const other = sessionChange({
      date: restDate,
      source: "plan",
      weekday: planDays[1] as Weekday,
      startedAt: t + 1000,
      updatedAt: t + 1000,
    });
    const res = await sync(token, [empty, other]);
    expect(outcomes(res)).toEqual(["saved", "saved"]);
    expect(res.body.sessions[0]).toMatchObject({
      id: empty.id,
      source: "free",
      weekday: null,
      dayType: null,
      blockWeek: null,
      plan: [],
    });
    const planned = res.body.sessions[1];
    expect(planned).toMatchObject({ id: other.id, source: "plan", weekday: planDays[1], blockWeek: expect.any(Number) });
    expect(planned.plan.length).toBeGreaterThan(0);
    expect(planned.dayType).toBe(rest.body.planDays.find((d: { weekday: string }) => d.weekday === planDays[1]).dayType);

    // The newest open session is the day's active one; both are in the history.
    expect((await get(token, `/api/workouts/day?date=${restDate}`)).body.active.id).toBe(other.id);
    const history = await get(token, "/api/workouts");
    expect(history.body.workouts.map((w: { id: string }) => w.id)).toEqual([other.id, empty.id]);
  });

  it("without a plan: no preview and no plan days (not an error), and a plan session has no prescription", async () => {
    const { token } = await memberOn("BASIC");
    expect((await get(token, `/api/workouts/day?date=${today}`)).body).toEqual({
      active: null,
      preview: null,
      planDays: [],
      previous: {},
      screening: "clear",
    });
    const session = sessionChange({ source: "plan", weekday: "MONDAY" });
    const res = await sync(token, [session]);
    expect(res.body.sessions[0]).toMatchObject({
      source: "plan",
      weekday: "MONDAY",
      dayType: null,
      blockWeek: null,
      deload: false,
      plan: [],
    });
  });
});

describe("changing a workout", () => {
  it("adds, swaps, moves and removes exercises, and adds and removes sets", async () => {
    const { token } = await memberOn("BASIC");
    let t = anHourAgo();
    const session = sessionChange({ startedAt: t, updatedAt: t });
    const bench = entryChange(session, "barbell-bench-press", { position: 0, updatedAt: ++t });
    const squat = entryChange(session, "barbell-back-squat", { position: 1, updatedAt: ++t });
    const b1 = setChange(bench, { position: 0, weight: 60, reps: 8, updatedAt: ++t });
    const b2 = setChange(bench, { position: 1, weight: 60, reps: 7, updatedAt: ++t });
    const q1 = setChange(squat, { weight: 100, reps: 5, updatedAt: ++t });
    const logged = await sync(token, [session, bench, squat, b1, b2, q1]);
    expect(outcomes(logged)).toEqual(Array(6).fill("saved"));
    const ids = (list: { id: string }[]) => list.map((x) => x.id);
    expect(ids(logged.body.sessions[0].entries)).toEqual([bench.id, squat.id]);
    expect(ids(logged.body.sessions[0].sets)).toEqual([b1.id, b2.id, q1.id]);

    // Swapping the exercise carries its sets along.
    const swapped = await sync(token, [{ ...bench, exercise: "dumbbell-bench-press", updatedAt: ++t }]);
    expect(swapped.body.sessions[0].entries[0]).toMatchObject({ id: bench.id, exercise: "dumbbell-bench-press" });
    expect(swapped.body.sessions[0].sets.map((s: { exercise: string }) => s.exercise)).toEqual([
      "dumbbell-bench-press",
      "dumbbell-bench-press",
      "barbell-back-squat",
    ]);

    const moved = await sync(token, [
      { ...squat, position: 0, updatedAt: ++t },
      { ...bench, exercise: "dumbbell-bench-press", position: 1, updatedAt: ++t },
    ]);
    expect(ids(moved.body.sessions[0].entries)).toEqual([squat.id, bench.id]);
    expect(ids(moved.body.sessions[0].sets)).toEqual([q1.id, b1.id, b2.id]);

    const removed = await sync(token, [
      { ...b2, deleted: true, updatedAt: ++t },
      { ...squat, position: 0, deleted: true, updatedAt: t + 1 },
    ]);
    expect(outcomes(removed)).toEqual(["saved", "saved"]);
    expect(ids(removed.body.sessions[0].entries)).toEqual([bench.id]);
    expect(ids(removed.body.sessions[0].sets)).toEqual([b1.id]);
    expect((await get(token, `/api/workouts/${session.id}`)).body.session).toEqual(removed.body.sessions[0]);
  });

  it("logs warm-ups apart, bodyweight with and without added weight, holds, RPE, RIR and notes", async () => {
    const { token } = await memberOn("BASIC");
    const t = anHourAgo();
    const session = sessionChange({ startedAt: t, updatedAt: t });
    const bench = entryChange(session, "barbell-bench-press", { note: "Pause on the chest" });
    const pull = entryChange(session, "pull-up", { position: 1 });
    const plank = entryChange(session, "front-plank", { position: 2 });
    const warm = setChange(bench, { kind: "warmup", weight: 40, reps: 10 });
    const work = setChange(bench, { position: 1, weight: 70, reps: 5, rpe: 8.5, rir: 1 });
    const bodyweight = setChange(pull, { weight: null, reps: 8 });
    const weighted = setChange(pull, { position: 1, weight: 10, reps: 5, rir: 0 });
    const hold = setChange(plank, { weight: null, reps: null, seconds: 45, rpe: 7 });
    const finish = { ...session, status: "finished" as const, finishedAt: t + 50 * 60_000, updatedAt: t + 50 * 60_000 };
    const res = await sync(token, [session, bench, pull, plank, warm, work, bodyweight, weighted, hold, finish]);
    expect(outcomes(res)).toEqual(Array(10).fill("saved"));
    const logged = res.body.sessions[0];
    expect(logged.entries[0]).toMatchObject({ exercise: "barbell-bench-press", note: "Pause on the chest" });
    expect(logged.sets).toEqual([
      expect.objectContaining({ id: warm.id, kind: "warmup", weight: 40, reps: 10, rpe: null, rir: null }),
      expect.objectContaining({ id: work.id, kind: "work", weight: 70, reps: 5, rpe: 8.5, rir: 1 }),
      expect.objectContaining({ id: bodyweight.id, exercise: "pull-up", weight: null, reps: 8 }),
      expect.objectContaining({ id: weighted.id, weight: 10, reps: 5, rir: 0 }),
      expect.objectContaining({ id: hold.id, exercise: "front-plank", weight: null, reps: null, seconds: 45, rpe: 7 }),
    ]);

    // The summary leaves the warm-up out; bodyweight counts its added weight only.
    const history = await get(token, "/api/workouts");
    expect(history.body.workouts).toEqual([
      {
        id: session.id,
        date: today,
        name: null,
        source: "free",
        dayType: null,
        status: "finished",
        startedAt: t,
        durationMinutes: 50,
        exercises: 3,
        sets: 4,
        volumeKg: 70 * 5 + 10 * 5,
        // The hold has no reps; the warm-up is left out.
        reps: 5 + 8 + 5,
        seconds: 45,
        // Each exercise with its work sets, in the workout's order (the warm-up apart).
        lines: [
          { exercise: "barbell-bench-press", sets: 1 },
          { exercise: "pull-up", sets: 2 },
          { exercise: "front-plank", sets: 1 },
        ],
      },
    ]);

    // A workout of warm-ups only counts no exercises, sets or volume, and is not a workout in the overview.
    const warmOnly = sessionChange({ status: "finished", finishedAt: t + 60_000 });
    const squat = entryChange(warmOnly, "barbell-back-squat");
    await sync(token, [warmOnly, squat, setChange(squat, { kind: "warmup", weight: 60, reps: 5 })]);
    expect((await get(token, "/api/workouts")).body.workouts.find((w: { id: string }) => w.id === warmOnly.id)).toMatchObject({
      exercises: 0,
      sets: 0,
      volumeKg: 0,
      reps: 0,
      seconds: 0,
      lines: [],
    });
    expect((await get(token, `/api/profiles/overview?today=${today}`)).body).toMatchObject({ workouts: 1, streak: 1 });

    // Bodyweight sets alone: no volume, their reps counted (what the history shows instead).
    const pushUps = sessionChange({ status: "finished", finishedAt: t + 120_000 });
    const pushUp = entryChange(pushUps, "push-up");
    await sync(token, [
      pushUps,
      pushUp,
      setChange(pushUp, { weight: null, reps: 20 }),
      setChange(pushUp, { position: 1, weight: null, reps: 15 }),
    ]);
    expect((await get(token, "/api/workouts")).body.workouts.find((w: { id: string }) => w.id === pushUps.id)).toMatchObject({
      exercises: 1,
      sets: 2,
      volumeKg: 0,
      reps: 35,
    });

    // Holds alone: no volume and no reps, the time held counted (what the history shows instead).
    const planks = sessionChange({ status: "finished", finishedAt: t + 180_000 });
    const plankEntry = entryChange(planks, "front-plank");
    await sync(token, [
      planks,
      plankEntry,
      setChange(plankEntry, { weight: null, reps: null, seconds: 60 }),
      setChange(plankEntry, { position: 1, weight: null, reps: null, seconds: 45 }),
      setChange(plankEntry, { position: 2, kind: "warmup", weight: null, reps: null, seconds: 30 }),
    ]);
    expect((await get(token, "/api/workouts")).body.workouts.find((w: { id: string }) => w.id === planks.id)).toMatchObject({
      sets: 2,
      volumeKg: 0,
      reps: 0,
      seconds: 105,
    });
  });

  it("logs drop sets and sets to failure as work sets of their own kind, and changes a set's kind", async () => {
    const { token } = await memberOn("BASIC");
    const t = anHourAgo();
    const session = sessionChange({ startedAt: t, updatedAt: t });
    const curl = entryChange(session, "dumbbell-hammer-curl");
    const warm = setChange(curl, { kind: "warmup", weight: 6, reps: 12 });
    const top = setChange(curl, { position: 1, weight: 14, reps: 10 });
    const failure = setChange(curl, { position: 2, kind: "failure", weight: 14, reps: 7 });
    const drop = setChange(curl, { position: 3, kind: "drop", weight: 8, reps: 9 });
    const finish = { ...session, status: "finished" as const, finishedAt: t + 30 * 60_000, updatedAt: t + 30 * 60_000 };
    expect(outcomes(await sync(token, [session, curl, warm, top, failure, drop, finish]))).toEqual(Array(7).fill("saved"));

    // Every one but the warm-up is a work set in the summary and the records.
    const history = await get(token, "/api/workouts");
    expect(history.body.workouts[0]).toMatchObject({ id: session.id, exercises: 1, sets: 3, volumeKg: 14 * 10 + 14 * 7 + 8 * 9 });
    const detail = await get(token, `/api/workouts/${session.id}`);
    expect(detail.body.session.sets.map((s: { kind: string }) => s.kind)).toEqual(["warmup", "work", "failure", "drop"]);
    // Last time's sets, the warm-up too, come back with their kinds beside the next workout's curl:
    // the logger starts its rows in that shape and lines each up with this time's of its kind.
    const next = sessionChange();
    await sync(token, [next, entryChange(next, "dumbbell-hammer-curl")]);
    const day = await get(token, `/api/workouts/day?date=${today}`);
    expect(
      day.body.previous["dumbbell-hammer-curl"].sets.map((s: { kind: string; weight: number }) => [s.kind, s.weight]),
    ).toEqual([
      ["warmup", 6],
      ["work", 14],
      ["failure", 14],
      ["drop", 8],
    ]);

    // A drop set made a work set again (and a later change of the other way refused as older) keeps its numbers.
    const undone = { ...drop, kind: "work" as const, updatedAt: t + 40 * 60_000 };
    expect(outcomes(await sync(token, [undone, { ...drop, kind: "warmup" as const, updatedAt: t + 35 * 60_000 }]))).toEqual([
      "saved",
      "superseded",
    ]);
    const after = await get(token, `/api/workouts/${session.id}`);
    expect(after.body.session.sets.find((s: { id: string }) => s.id === drop.id)).toMatchObject({
      kind: "work",
      weight: 8,
      reps: 9,
    });
  });

  it("finishes, renames, corrects and reopens a finished workout", async () => {
    const { token } = await memberOn("BASIC");
    let t = anHourAgo();
    const session = sessionChange({ startedAt: t, updatedAt: t });
    const bench = entryChange(session, "barbell-bench-press", { updatedAt: ++t });
    const set = setChange(bench, { weight: 60, reps: 8, updatedAt: ++t });
    await sync(token, [session, bench, set]);
    const finished = { ...session, status: "finished" as const, finishedAt: t + 1_800_000, updatedAt: t + 1_800_000 };
    t = finished.updatedAt;
    expect((await sync(token, [finished])).body.sessions[0]).toMatchObject({
      status: "finished",
      finishedAt: finished.finishedAt,
    });

    const corrected = await sync(token, [
      { ...set, weight: 62.5, reps: 6, updatedAt: ++t },
      { ...bench, note: "Felt strong", updatedAt: ++t },
      { ...finished, name: "  Push day  ", updatedAt: ++t },
    ]);
    expect(outcomes(corrected)).toEqual(["saved", "saved", "saved"]);
    expect(corrected.body.sessions[0]).toMatchObject({
      status: "finished",
      name: "Push day",
      entries: [expect.objectContaining({ note: "Felt strong" })],
      sets: [expect.objectContaining({ id: set.id, weight: 62.5, reps: 6 })],
    });
    expect((await get(token, "/api/workouts")).body.workouts[0]).toMatchObject({
      name: "Push day",
      volumeKg: 375,
      durationMinutes: 30,
    });

    // A workout left running corrected to another day, start and length: the history follows.
    const earlier = {
      ...finished,
      name: "Push day",
      date: "2026-01-05",
      startedAt: Date.UTC(2026, 0, 5, 17),
      finishedAt: Date.UTC(2026, 0, 5, 17, 45),
      updatedAt: ++t,
    };
    expect((await sync(token, [earlier])).body.sessions[0]).toMatchObject({
      date: "2026-01-05",
      startedAt: earlier.startedAt,
      finishedAt: earlier.finishedAt,
    });
    expect((await get(token, "/api/workouts")).body.workouts[0]).toMatchObject({ date: "2026-01-05", durationMinutes: 45 });

    const reopened = await sync(token, [{ ...finished, name: "Push day", status: "active", finishedAt: null, updatedAt: ++t }]);
    expect(reopened.body.sessions[0]).toMatchObject({ status: "active", finishedAt: null });
    expect((await get(token, `/api/workouts/day?date=${today}`)).body.active.id).toBe(session.id);

    // Discarding leaves nothing to read.
    const discarded = await sync(token, [{ ...finished, deleted: true, updatedAt: t + 1 }]);
    expect(discarded.body).toEqual({ results: [{ id: session.id, result: "saved" }], sessions: [] });
    expect((await get(token, `/api/workouts/${session.id}`)).status).toBe(404);
    expect((await get(token, "/api/workouts")).body).toEqual({ workouts: [], next: null });
    expect((await get(token, `/api/workouts/day?date=${today}`)).body.active).toBeNull();
  });
});
