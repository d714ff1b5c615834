import { describe, expect, it } from "vitest";
import * as m from "../../i18n/paraglide/messages.js";
import { hevyCsv, sampleWorkouts, strongCsv, type FileWorkout } from "../unit/import-files";
import { derivedId } from "../../worker/imports/ids";
import { call } from "./auth-helpers";
import { get, history, importFile, kg, preview, storedRows, workoutOf, workoutWith } from "./imports-fixture";
import { memberOn, sessionChange, sync } from "./workout-fixture";

// Importing workouts from Strong and Hevy exports: the workouts and sets a client then reads, the
// same file twice, a file with a bad row, the preview, and the messages in both languages.

const berlin = "Europe/Berlin";
/** The sample's workouts, newest first, as the history lists them. */
const sampleNames = ["Pull Day", "Leg Day", "Push Day"];

describe("importing workouts", () => {
  it("writes a Strong export (pounds) as the member's finished workouts, in kg, at the file's local times", async () => {
    const { token } = await memberOn("BASIC");
    const csv = strongCsv(sampleWorkouts, { layout: "newer", unit: "lbs" });
    const res = await importFile(token, { source: "strong", csv, timeZone: berlin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(String), source: "strong", items: 3, sets: 18, ownExercises: 0, lists: null, routines: null });

    const listed = await history(token);
    expect(listed.map((w) => [w.name, w.date, w.source, w.status, w.durationMinutes, w.exercises])).toEqual([
      ["Pull Day", "2024-03-08", "free", "finished", 45, 3],
      ["Leg Day", "2024-03-06", "free", "finished", 50, 3],
      ["Push Day", "2024-03-04", "free", "finished", 65, 3],
    ]);
    // 18:05:12 in Berlin in March is 17:05:12 UTC.
    expect(listed[2]!.startedAt).toBe(Date.parse("2024-03-04T17:05:12Z"));

    const push = await workoutOf(token, listed[2]!.id);
    // The workout's own note ("Workout Notes") is kept, as each exercise's is.
    expect(push.note).toBe("Felt strong, slept well");
    expect((await workoutOf(token, listed[1]!.id)).note).toBe("");
    expect(push.exercises).toEqual([
      {
        exercise: "barbell-bench-press",
        note: "Pause on the chest,\nelbows tucked",
        sets: [
          { kind: "warmup", weight: kg(40), reps: 10, seconds: null, rpe: null },
          { kind: "work", weight: kg(80), reps: 8, seconds: null, rpe: 8 },
          { kind: "work", weight: kg(80), reps: 7, seconds: null, rpe: 8.5 },
          { kind: "drop", weight: kg(60), reps: 12, seconds: null, rpe: null },
        ],
      },
      {
        exercise: "barbell-overhead-press",
        note: "",
        sets: [
          { kind: "work", weight: kg(45), reps: 8, seconds: null, rpe: null },
          { kind: "failure", weight: kg(45), reps: 7, seconds: null, rpe: null },
        ],
      },
      {
        exercise: "cable-straight-bar-pushdown",
        note: "",
        sets: [
          { kind: "work", weight: kg(25), reps: 12, seconds: null, rpe: null },
          { kind: "work", weight: kg(25), reps: 11, seconds: null, rpe: null },
        ],
      },
    ]);
  });

  it("writes a Hevy export: warm-ups, timed holds, and no set for distance-only cardio", async () => {
    const { token } = await memberOn("FREE");
    const res = await importFile(token, { source: "hevy", csv: hevyCsv(), timeZone: "UTC" });
    expect(res.body).toEqual({ id: expect.any(String), source: "hevy", items: 3, sets: 18, ownExercises: 0, lists: null, routines: null });

    const listed = await history(token);
    expect(listed.map((w) => w.name)).toEqual(sampleNames);
    expect(listed[1]!.startedAt).toBe(Date.parse("2024-03-06T07:30:00Z"));
    const legs = await workoutOf(token, listed[1]!.id);
    // Hevy's "description" is the workout's note.
    expect((await workoutOf(token, listed[2]!.id)).note).toBe("Felt strong, slept well");
    expect(legs.note).toBe("");
    expect(legs.exercises).toEqual([
      {
        exercise: "barbell-back-squat",
        note: "",
        sets: [
          { kind: "warmup", weight: 60, reps: 8, seconds: null, rpe: null },
          { kind: "work", weight: 100, reps: 5, seconds: null, rpe: null },
          { kind: "work", weight: 100, reps: 5, seconds: null, rpe: null },
        ],
      },
      {
        exercise: "barbell-romanian-deadlift",
        note: "",
        sets: [{ kind: "work", weight: 80, reps: 10, seconds: null, rpe: null }],
      },
      {
        exercise: "front-plank",
        note: "",
        sets: [
          { kind: "work", weight: null, reps: null, seconds: 60, rpe: null },
          { kind: "work", weight: null, reps: null, seconds: 45, rpe: null },
        ],
      },
    ]);
  });

  it("keeps a Hevy workout's supersets: exercises sharing a superset_id share a key, one alone with an id is on its own", async () => {
    const { token } = await memberOn("BASIC");
    const legs: FileWorkout = {
      start: "2024-03-06 07:30:00",
      name: "Leg Day",
      minutes: 60,
      exercises: [
        { name: "Squat (Barbell)", superset: 0, sets: [{ weight: 100, reps: 5 }] },
        { name: "Romanian Deadlift (Barbell)", superset: 0, sets: [{ weight: 80, reps: 10 }] },
        { name: "Plank", superset: 1, sets: [{ seconds: 60 }] },
      ],
    };
    const body = { source: "hevy" as const, csv: hevyCsv([legs]), timeZone: "UTC" };
    expect((await importFile(token, body)).body).toMatchObject({ items: 1, sets: 3 });
    const [listed] = await history(token);
    const entries = (await get(token, `/api/workouts/${listed!.id}`)).body.session.entries as { exercise: string; superset: string | null }[];
    const [squat, deadlift, plank] = entries.map((e) => e.superset);
    expect(squat).toMatch(/^[0-9a-f-]{36}$/);
    expect(deadlift).toBe(squat);
    expect(plank).toBeNull();
    // The same file again adds nothing and leaves the superset as it was.
    expect((await importFile(token, body)).body).toMatchObject({ items: 0, sets: 0 });
    expect(((await get(token, `/api/workouts/${listed!.id}`)).body.session.entries as { superset: string | null }[]).map((e) => e.superset)).toEqual([
      squat,
      squat,
      null,
    ]);
  });

  it("adds nothing from the same file a second time, and a workout removed after importing stays removed", async () => {
    const { id, token } = await memberOn("BASIC");
    const body = { source: "strong", csv: strongCsv(), timeZone: berlin } as const;
    expect((await importFile(token, body)).body).toMatchObject({ items: 3, sets: 18 });
    const once = await storedRows(id);

    expect((await importFile(token, body)).body).toEqual({ id: expect.any(String), source: "strong", items: 0, sets: 0, ownExercises: 0, lists: null, routines: null });
    expect(await storedRows(id)).toEqual({ ...once, transfers: once.transfers! + 1 });

    // The member removes Leg Day; importing the file again does not bring it back.
    const legs = (await history(token)).find((w) => w.name === "Leg Day")!;
    const removed = await sync(token, [
      sessionChange({
        id: legs.id,
        date: legs.date,
        name: "Leg Day",
        status: "finished",
        startedAt: legs.startedAt,
        finishedAt: legs.startedAt + 1,
        deleted: true,
        updatedAt: Date.now(),
      }),
    ]);
    expect(removed.body.results[0].result).toBe("saved");
    const shown = await preview(token, body);
    expect(shown.body).toMatchObject({ items: 3, newItems: 0, sets: 18, newSets: 0 });
    expect((await importFile(token, body)).body).toMatchObject({ items: 0, sets: 0 });
    expect((await history(token)).map((w) => w.name)).toEqual(["Pull Day", "Push Day"]);
  });

  it("finds a workout however the file writes its start: the same history in 12-hour time adds nothing", async () => {
    const { token } = await memberOn("BASIC");
    const common = { source: "strong", csv: strongCsv(), timeZone: berlin } as const;
    const twelve = { ...common, csv: strongCsv(sampleWorkouts, { layout: "common-12h" }) };
    expect((await importFile(token, common)).body).toMatchObject({ items: 3, sets: 18 });
    expect((await preview(token, twelve)).body).toMatchObject({ items: 3, newItems: 0, newSets: 0 });
    expect((await importFile(token, twelve)).body).toMatchObject({ items: 0, sets: 0 });
    expect(await history(token)).toHaveLength(3);
  });

  it("finds a workout stored by an earlier import under its start as the file wrote it", async () => {
    const { id, token } = await memberOn("BASIC");
    // Imports used to key a workout by its start as written: Push Day of the 12-hour file.
    const earlier = await derivedId(id, "strong", "2024-03-04 6:05:12\u202fPM|Push Day");
    const startedAt = Date.UTC(2024, 2, 4, 17, 5, 12);
    const stored = await sync(token, [
      sessionChange({ id: earlier, date: "2024-03-04", name: "Push Day", status: "finished", startedAt, finishedAt: startedAt + 3_600_000, updatedAt: Date.now() }),
    ]);
    expect(stored.body.results[0].result).toBe("saved");
    const twelve = { source: "strong", csv: strongCsv(sampleWorkouts, { layout: "common-12h" }), timeZone: berlin } as const;
    expect((await preview(token, twelve)).body).toMatchObject({ items: 3, newItems: 2 });
    expect((await importFile(token, twelve)).body).toMatchObject({ items: 2 });
    expect((await history(token)).map((w) => w.name).sort()).toEqual(["Leg Day", "Pull Day", "Push Day"]);
  });

  it("refuses a file with a bad row, naming its line, and writes nothing", async () => {
    const { id, token } = await memberOn("BASIC");
    const workouts: FileWorkout[] = structuredClone(sampleWorkouts);
    workouts[1]!.exercises[0]!.sets[1]!.reps = 150;
    workouts[2]!.exercises.push({ name: "Zorro Lunge Walk", sets: [{ weight: 10, reps: 10 }] });
    const csv = strongCsv(workouts);
    // Lines as the file has them (a note holds a line break): the header is line 1.
    const line = csv.split("\n").findIndex((l) => l.includes(",150,")) + 1;
    const before = await storedRows(id);
    const body = { source: "strong", csv, timeZone: berlin, matches: { "Zorro Lunge Walk": "new:reps" } } as const;

    const res = await importFile(token, body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("import_invalid");
    expect(res.body.error.message).toBe(m.import_problem_reps({ line }, { locale: "en" }));
    expect(res.body.error.message).toContain(String(line));
    expect(res.res.headers.get("X-Invalid-Line")).toBe(String(line));
    const ru = await importFile(token, body, { lang: "ru" });
    expect(ru.body.error.message).toBe(m.import_problem_reps({ line }, { locale: "ru" }));
    expect(await storedRows(id)).toEqual(before);
    expect(before).toMatchObject({
      sessions: 0,
      entries: 0,
      sets: 0,
      ownExercises: 0,
      importNames: 0,
      bodyEntries: 0,
      transfers: 0,
    });

    // The preview lists the problem, in the member's language, and the rest of the file.
    const shown = await preview(token, body, { lang: "ru" });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      problemCount: 1,
      problems: [{ line, message: m.import_problem_reps({ line }, { locale: "ru" }) }],
    });
  });

  it("keeps a history from before 2020 as it is, and the member can rename, note and remove such a workout afterwards", async () => {
    const { token } = await memberOn("BASIC");
    // The worker's clock for these requests.
    const now = Date.UTC(2026, 0, 10, 8);
    const csv = strongCsv([...workoutWith(["Bench Press (Barbell)"], "2018-05-01 18:00:00", "Old"), ...workoutWith(["Squat (Barbell)"], "1900-01-01 00:00:00", "Oldest")]);
    expect((await importFile(token, { source: "strong", csv, timeZone: "UTC" }, { now })).body).toMatchObject({ items: 2 });
    const listed = await history(token);
    expect(listed.map((w) => [w.name, w.date, w.startedAt, w.durationMinutes])).toEqual([
      ["Old", "2018-05-01", Date.UTC(2018, 4, 1, 18), 40],
      ["Oldest", "1900-01-01", Date.UTC(1900, 0, 1), 40],
    ]);

    for (const [k, w] of listed.entries()) {
      // As the history screen sends a correction: the stored record with the new name and note.
      const s = (await get(token, `/api/workouts/${w.id}`)).body.session;
      const stored = { id: s.id, date: s.date, name: s.name, note: s.note, source: s.source, weekday: s.weekday, status: s.status, startedAt: s.startedAt, finishedAt: s.finishedAt };
      const renamed = await sync(token, [sessionChange({ ...stored, name: `Renamed ${k}`, note: "From Strong", updatedAt: now + 60_000 })], { now: now + 60_000 });
      expect(renamed.status).toBe(200);
      expect(renamed.body.results).toEqual([{ id: w.id, result: "saved" }]);
      expect(await workoutOf(token, w.id)).toMatchObject({ name: `Renamed ${k}`, note: "From Strong" });
      expect((await get(token, `/api/workouts/${w.id}`)).body.session).toMatchObject({ startedAt: s.startedAt, finishedAt: s.finishedAt });
    }
    const first = (await get(token, `/api/workouts/${listed[0]!.id}`)).body.session;
    const removed = await sync(token, [sessionChange({ ...first, deleted: true, updatedAt: now + 120_000 })], { now: now + 120_000 });
    expect(removed.body.results).toEqual([{ id: first.id, result: "saved" }]);
    expect((await history(token)).map((w) => w.name)).toEqual(["Renamed 1"]);
  });

  it("refuses a workout starting later than the server's now and a day, naming its line, and writes nothing", async () => {
    const { id, token } = await memberOn("BASIC");
    const workouts = [...workoutWith(["Bench Press (Barbell)"], "2024-05-01 18:00:00", "Real"), ...workoutWith(["Squat (Barbell)"], "2150-01-01 18:00:00", "Typo")];
    const csv = strongCsv(workouts);
    const line = csv.split("\n").findIndex((l) => l.startsWith('"2150-01-01')) + 1;
    expect(line).toBe(4);
    const body = { source: "strong", csv, timeZone: "UTC" } as const;

    const res = await importFile(token, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: "import_invalid", message: "Line 4: the date is before 1900 or in the future." });
    expect(res.res.headers.get("X-Invalid-Line")).toBe("4");
    expect((await importFile(token, body, { lang: "ru" })).body.error.message).toBe("Строка 4: дата раньше 1900 года или в будущем.");
    expect(await storedRows(id)).toMatchObject({ sessions: 0, entries: 0, sets: 0, importNames: 0, transfers: 0 });

    const shown = await preview(token, body);
    expect(shown.body).toMatchObject({ problemCount: 2, problems: [{ line: 4, message: m.import_problem_date_range({ line: 4 }, { locale: "en" }) }, { line: 5 }] });
    expect(shown.body.items).toBe(1);
  });

  it("previews what the file holds and what is new, writing nothing", async () => {
    const { id, token } = await memberOn("BASIC");
    const before = await storedRows(id);
    const body = {
      source: "strong",
      csv: strongCsv(sampleWorkouts, { layout: "semicolon", unit: "lbs" }),
      timeZone: berlin,
    } as const;
    const shown = await preview(token, body);
    expect(shown.status).toBe(200);
    expect(shown.res.headers.get("Cache-Control")).toBe("no-store");
    expect(shown.body).toMatchObject({
      source: "strong",
      unit: "lb",
      unitInFile: true,
      first: "2024-03-04",
      last: "2024-03-08",
      items: 3,
      newItems: 3,
      sets: 18,
      newSets: 18,
      // The rest timer and the run.
      skipped: 2,
      conflicts: 0,
      problems: [],
      problemCount: 0,
    });
    expect(shown.body.names[0]).toEqual({
      name: "Bench Press (Barbell)",
      sets: 4,
      exercise: "barbell-bench-press",
      how: "library",
      suggestions: [],
    });
    expect(await storedRows(id)).toEqual(before);

    // After importing Push Day alone, the full file holds two new workouts and their sets.
    await importFile(token, { ...body, csv: strongCsv(sampleWorkouts.slice(0, 1), { layout: "semicolon", unit: "lbs" }) });
    expect((await preview(token, body)).body).toMatchObject({ items: 3, newItems: 2, sets: 18, newSets: 10 });
  });

  it("answers members only, and checks the request", async () => {
    const anonymous = await call("POST", "/api/imports", { source: "strong", csv: strongCsv() });
    expect(anonymous.status).toBe(401);
    const { token } = await memberOn("BASIC");
    const unknownApp = await importFile(token, { source: "fitbod" as "strong", csv: "x" }, { lang: "ru" });
    expect(unknownApp.status).toBe(400);
    expect(unknownApp.body.error.message).toBe(m.validation_import_source({}, { locale: "ru" }));
    const zone = await preview(token, { source: "strong", csv: strongCsv(), timeZone: "Mars/Olympus" });
    expect(zone.body.error.message).toBe(m.validation_time_zone({}, { locale: "en" }));
    const otherApp = await importFile(token, { source: "hevy", csv: strongCsv() });
    expect(otherApp.body.error).toEqual({
      code: "import_invalid",
      message: m.import_problem_not_this_app({ line: 1 }, { locale: "en" }),
    });
  });
});
