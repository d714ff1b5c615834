import { describe, expect, it } from "vitest";
import { parseHevy } from "../../core/imports/hevy";
import { parseImport } from "../../core/imports/parse";
import { bigHevyCsv, csv, hevyCsv, sampleSetCount, sampleWorkouts, strongCsv } from "./import-files";

// Hevy's CSV export (every text quoted, a start and an end per row, kg or lb named in the header)
// reads into workouts like Strong's.

const utc = { unit: "kg", timeZone: "UTC" } as const;
const header = ["title", "start_time", "end_time", "description", "exercise_title", "superset_id", "exercise_notes", "set_index", "set_type", "weight_kg", "reps", "distance_km", "duration_seconds", "rpe"];

describe("a Hevy export", () => {
  it("in kg reads into workouts, exercises and sets", () => {
    const parsed = parseHevy(hevyCsv(sampleWorkouts, "kg"), { unit: "lb", timeZone: "Europe/Berlin" });
    expect(parsed.problems).toEqual([]);
    expect(parsed.unitInFile).toBe("kg");
    expect(parsed.items.map((w) => w.key)).toEqual(["2024-03-04 18:05:00|Push Day", "2024-03-06 07:30:00|Leg Day", "2024-03-08 19:00:00|Pull Day"]);
    expect(parsed.items.map((w) => w.keyAsWritten)).toEqual(["4 Mar 2024, 18:05|Push Day", "6 Mar 2024, 07:30|Leg Day", "8 Mar 2024, 19:00|Pull Day"]);
    const push = parsed.items[0]!;
    expect(push).toMatchObject({ date: "2024-03-04", note: "Felt strong, slept well", startedAt: Date.UTC(2024, 2, 4, 17, 5), finishedAt: Date.UTC(2024, 2, 4, 18, 10) });
    expect(push.exercises[0]!.note).toBe("Pause on the chest,\nelbows tucked");
    // Each set_type is read as its kind (dropset a drop set). The member's unit is not used.
    expect(push.exercises[0]!.sets.map((s) => [s.kind, s.weightKg, s.reps, s.rpe])).toEqual([
      ["warmup", 40, 10, null],
      ["work", 80, 8, 8],
      ["work", 80, 7, 8.5],
      ["drop", 60, 12, null],
    ]);
    expect(push.exercises[1]!.sets.map((s) => s.kind)).toEqual(["work", "failure"]);
    expect(parsed.items[2]!.exercises[0]!.sets[0]).toMatchObject({ weightKg: null, reps: 10, seconds: null });
    expect(parsed.items.flatMap((w) => w.exercises.flatMap((e) => e.sets))).toHaveLength(sampleSetCount);
    // The run has a distance only.
    expect(parsed.skipped).toBe(1);
  });

  it("reads supersets: exercises sharing a superset_id within a workout, the others on their own", () => {
    const set = { weight: 20, reps: 10 };
    const parsed = parseHevy(
      hevyCsv([
        {
          start: "2024-03-04 18:05:00",
          name: "Upper",
          minutes: 50,
          exercises: [
            { name: "Bench Press (Dumbbell)", superset: 0, sets: [set, set] },
            { name: "Bent Over Row (Barbell)", superset: 0, sets: [set, set] },
            { name: "Lateral Raise (Dumbbell)", sets: [set] },
            { name: "Bicep Curl (Dumbbell)", superset: 1, sets: [set] },
            { name: "Triceps Pushdown", superset: 1, sets: [set] },
          ],
        },
      ]),
      utc,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.items[0]!.exercises.map((e) => [e.name, e.superset])).toEqual([
      ["Bench Press (Dumbbell)", "0"],
      ["Bent Over Row (Barbell)", "0"],
      ["Lateral Raise (Dumbbell)", null],
      ["Bicep Curl (Dumbbell)", "1"],
      ["Triceps Pushdown", "1"],
    ]);
  });

  it("in lb converts weights to kg", () => {
    const parsed = parseHevy(hevyCsv(sampleWorkouts, "lb"), utc);
    expect(parsed.unitInFile).toBe("lb");
    expect(parsed.items[0]!.exercises[0]!.sets[1]!.weightKg).toBe(36.29);
    expect(parsed.items[1]!.exercises[0]!.sets[1]!.weightKg).toBe(45.36);
  });

  it("reads the US layout of times and a workout that ran past midnight", () => {
    const text = csv(
      [header, ["Late", "Jul 26, 2025, 11:40 PM", "Jul 27, 2025, 12:35 AM", "", "Plank", "", "", 0, "normal", "", "", "", 90, ""]],
      ",",
      true,
    );
    const [w] = parseHevy(text, { unit: "kg", timeZone: "America/New_York" }).items;
    expect(w).toMatchObject({ date: "2025-07-26", startedAt: Date.UTC(2025, 6, 27, 3, 40), finishedAt: Date.UTC(2025, 6, 27, 4, 35) });
    expect(w!.exercises[0]!.sets[0]).toMatchObject({ seconds: 90, reps: null, weightKg: null });
  });

  it("names the lines of bad values after a multi-line note", () => {
    const row = (over: Record<number, string | number>) => header.map((_, i) => over[i] ?? ["Push", "26 Jul 2025, 07:06", "26 Jul 2025, 08:00", "", "Bench Press (Barbell)", "", "", 0, "normal", 80, 8, "", "", ""][i]);
    const text = csv([header, row({ 6: "one\ntwo\nthree" }), row({ 1: "yesterday" }), row({ 9: -5 }), row({ 10: 0, 12: 0, 11: 5 }), row({ 13: "x" })], ",", true);
    const parsed = parseHevy(text, utc);
    expect(parsed.problems).toEqual([
      { line: 5, code: "date" },
      { line: 6, code: "weight" },
      { line: 8, code: "rpe" },
    ]);
    expect(parsed.skipped).toBe(1);
  });

  it("names a workout starting later than the server's now and a day, and keeps no end past it", () => {
    const now = Date.UTC(2026, 0, 10, 8);
    const row = (start: string, end: string) => ["Late", start, end, "", "Plank", "", "", 0, "normal", "", "", "", 90, ""];
    const text = csv(
      [header, row("11 Jan 2026, 07:00", "11 Jan 2026, 08:00"), row("11 Jan 2026, 07:30", "11 Jan 2026, 08:01"), row("11 Jan 2026, 08:01", "11 Jan 2026, 09:00")],
      ",",
      true,
    );
    const parsed = parseHevy(text, { ...utc, now });
    expect(parsed.problems).toEqual([{ line: 4, code: "date_range" }]);
    expect(parsed.items.map((w) => [w.startedAt, w.finishedAt])).toEqual([
      [Date.UTC(2026, 0, 11, 7), now + 86_400_000],
      [Date.UTC(2026, 0, 11, 7, 30), null],
    ]);
  });

  it("refuses a Strong file at its header", () => {
    expect(parseHevy(strongCsv(), utc).problems).toEqual([{ line: 1, code: "not_this_app" }]);
  });

  it("of 10,000 rows reads whole", () => {
    const parsed = parseHevy(bigHevyCsv(), utc);
    expect(parsed.problems).toEqual([]);
    expect(parsed.items.flatMap((w) => w.exercises.flatMap((e) => e.sets))).toHaveLength(10_000);
  });
});

describe("an import file of any source", () => {
  it("reads as workouts or weigh-ins by its source", () => {
    expect(parseImport("hevy", hevyCsv(), utc)).toMatchObject({ kind: "workouts", rows: sampleSetCount + 1 });
    expect(parseImport("strong", strongCsv(), utc)).toMatchObject({ kind: "workouts", rows: sampleSetCount + 2 });
    expect(parseImport("weight", "date,weight\n2024-01-01,80\n", utc)).toMatchObject({ kind: "weights", items: [{ date: "2024-01-01", weightKg: 80 }] });
    expect(parseImport("strong", hevyCsv(), utc).problems).toEqual([{ line: 1, code: "not_this_app" }]);
  });
});
