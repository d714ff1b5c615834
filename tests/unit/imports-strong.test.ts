import { describe, expect, it } from "vitest";
import { parseStrong, readDuration } from "../../core/imports/strong";
import { importLimits } from "../../core/imports/types";
import { logLimits } from "../../core/validation/workouts";
import { bigStrongCsv, csv, sampleSetCount, sampleWorkouts, strongCsv, type FileWorkout } from "./import-files";

// Strong's CSV exports (one row per set, in each of its layouts) read into workouts with their
// exercises and sets, weights in kg, times in the member's time zone; a bad row is named by its line.

const berlin = { unit: "kg", timeZone: "Europe/Berlin" } as const;
const utc = { unit: "kg", timeZone: "UTC" } as const;

describe("a Strong export", () => {
  it.each(["common", "semicolon", "newer", "common-12h"] as const)("in the %s layout reads into workouts, exercises and sets", (layout) => {
    const parsed = parseStrong(strongCsv(sampleWorkouts, { layout }), berlin);
    expect(parsed.problems).toEqual([]);
    expect(parsed.items.map((w) => w.name)).toEqual(["Push Day", "Leg Day", "Pull Day"]);
    const push = parsed.items[0]!;
    // The key has the start as a local date-time whatever the layout writes; the written one is kept for earlier imports.
    expect(push).toMatchObject({
      key: "2024-03-04 18:05:12|Push Day",
      keyAsWritten: `${layout === "common-12h" ? "2024-03-04 6:05:12\u202fPM" : "2024-03-04 18:05:12"}|Push Day`,
      date: "2024-03-04",
      note: "Felt strong, slept well",
    });
    // Berlin is an hour ahead of UTC in March.
    expect(push.startedAt).toBe(Date.UTC(2024, 2, 4, 17, 5, 12));
    // The older layout has no duration: the end is unknown.
    expect(push.finishedAt).toBe(layout === "semicolon" ? null : push.startedAt + 65 * 60_000);
    expect(push.exercises.map((e) => e.name)).toEqual(["Bench Press (Barbell)", "Overhead Press (Barbell)", "Triceps Pushdown (Cable - Straight Bar)"]);
    const bench = push.exercises[0]!;
    expect(bench.note).toBe("Pause on the chest,\nelbows tucked");
    // W is a warm-up, D a drop set, F a set to failure, a number a work set; RPE is kept.
    expect(bench.sets.map((s) => [s.kind, s.weightKg, s.reps, s.rpe])).toEqual([
      ["warmup", 40, 10, null],
      ["work", 80, 8, 8],
      ["work", 80, 7, 8.5],
      ["drop", 60, 12, null],
    ]);
    expect(push.exercises[1]!.sets.map((s) => s.kind)).toEqual(["work", "failure"]);
    // A plank is held for seconds, without weight; the run (distance only) is left out.
    const legs = parsed.items[1]!;
    expect(legs.exercises.map((e) => e.name)).toEqual(["Squat (Barbell)", "Romanian Deadlift (Barbell)", "Plank"]);
    expect(legs.exercises[2]!.sets.map((s) => [s.weightKg, s.reps, s.seconds])).toEqual([
      [null, null, 60],
      [null, null, 45],
    ]);
    expect(parsed.items.flatMap((w) => w.exercises.flatMap((e) => e.sets))).toHaveLength(sampleSetCount);
    // The Rest Timer row and the run.
    expect(parsed.skipped).toBe(2);
  });

  it("counts its rows and gives each set the line it was read from", () => {
    const text = strongCsv(sampleWorkouts, { layout: "common" });
    const parsed = parseStrong(text, utc);
    const lines = text.split("\n");
    // The header and the rows; the note's line break makes each Bench Press row two lines long.
    expect(parsed.rows).toBe(sampleSetCount + 2);
    for (const set of parsed.items.flatMap((w) => w.exercises.flatMap((e) => e.sets.map((s) => ({ e: e.name, line: s.line }))))) {
      expect(lines[set.line - 1], `line ${set.line}`).toContain(set.e);
    }
    expect(parsed.items[1]!.line).toBe(lines.findIndex((l) => l.includes("Leg Day")) + 1);
  });

  it("reads weights in the member's unit when the file names none, and the named unit otherwise", () => {
    const inPounds = { ...utc, unit: "lb" } as const;
    const common = parseStrong(strongCsv(sampleWorkouts, { layout: "common" }), inPounds);
    expect(common.unitInFile).toBeNull();
    expect(common.items[0]!.exercises[0]!.sets[1]!.weightKg).toBe(36.29);

    const newer = parseStrong(strongCsv(sampleWorkouts, { layout: "newer", unit: "lbs" }), utc);
    expect(newer.unitInFile).toBe("lb");
    expect(newer.items[0]!.exercises[0]!.sets[1]!.weightKg).toBe(36.29);

    const older = parseStrong(strongCsv(sampleWorkouts, { layout: "semicolon", unit: "lbs" }), utc);
    expect(older.unitInFile).toBe("lb");
    expect(older.items[1]!.exercises[0]!.sets[1]!.weightKg).toBe(45.36);
    expect(parseStrong(strongCsv(sampleWorkouts, { layout: "semicolon" }), inPounds).unitInFile).toBe("kg");
  });

  it("reads start times in the member's zone across a change of clocks", () => {
    const day = (start: string): FileWorkout => ({ start, name: "Early", minutes: 60, exercises: [{ name: "Pull Up", sets: [{ reps: 5 }] }] });
    const ny = { unit: "kg", timeZone: "America/New_York" } as const;
    // New York moved its clocks forward at 02:00 on 10 March 2024: 01:30 is EST, 03:30 is EDT.
    const [before, after] = parseStrong(strongCsv([day("2024-03-10 01:30:00"), day("2024-03-10 03:30:00")]), ny).items;
    expect(before!.startedAt).toBe(Date.UTC(2024, 2, 10, 6, 30));
    expect(after!.startedAt).toBe(Date.UTC(2024, 2, 10, 7, 30));
    expect(after!.date).toBe("2024-03-10");
    expect(after!.finishedAt! - after!.startedAt).toBe(3_600_000);
  });

  it("finds its columns in any order and without a BOM or with one", () => {
    const text = "\uFEFF" + csv([
      ["Workout Name", "Date", "Exercise Name", "Reps", "Weight", "Set Order", "Seconds", "Notes", "Workout Notes", "RPE", "Distance", "Duration"],
      ["Arms", "2023-01-15 08:30:00", "Bicep Curl (Dumbbell)", 10, 12.5, 1, 0, "", "", "", 0, "45m"],
    ]);
    const [w] = parseStrong(text, utc).items;
    expect(w).toMatchObject({ name: "Arms", startedAt: Date.UTC(2023, 0, 15, 8, 30), finishedAt: Date.UTC(2023, 0, 15, 9, 15) });
    expect(w!.exercises[0]!.sets[0]).toMatchObject({ line: 2, weightKg: 12.5, reps: 10 });
  });

  it("takes an exercise's note from a Note row, and the end from a Workout Duration column", () => {
    const text = csv(
      [
        ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps", "RPE", "Distance", "Distance Unit", "Seconds", "Notes", "Workout Notes", "Workout Duration"],
        ["2025-06-30 19:56:00", "Chest", "Bench Press (Dumbbell)", "Note", "", "", "", "", "", "", "", "Slow negatives", "", "62m"],
        ["2025-06-30 19:56:00", "Chest", "Bench Press (Dumbbell)", 1, 105.8, "lbs", 13, "", 0, "mi.", 0, "", "", "62m"],
      ],
      ";",
    );
    const parsed = parseStrong(text, utc);
    expect(parsed).toMatchObject({ unitInFile: "lb", skipped: 0, problems: [] });
    expect(parsed.items[0]).toMatchObject({ finishedAt: Date.UTC(2025, 5, 30, 20, 58), exercises: [{ note: "Slow negatives", sets: [{ line: 3, weightKg: 47.99, reps: 13 }] }] });
  });

  it("keeps a workout left open for days without an end, and an RPE outside 6–10 as none", () => {
    const text = csv([
      ["Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes", "RPE"],
      ["2023-01-15 08:30:00", "Open", "62h 43m", "Squat (Barbell)", 1, 100, 5, 0, 0, "", "", 4],
      ["2023-01-15 08:30:00", "Open", "62h 43m", "Squat (Barbell)", 2, 100, 5, 0, 0, "", "", 10.5],
    ]);
    const parsed = parseStrong(text, utc);
    expect(parsed.problems).toEqual([]);
    expect(parsed.items[0]!.finishedAt).toBeNull();
    expect(parsed.items[0]!.exercises[0]!.sets.map((s) => s.rpe)).toEqual([null, null]);
  });
});

describe("a Strong workout's duration", () => {
  it("reads hours, minutes and seconds as Strong writes them, or a number of seconds", () => {
    expect(["1h", "45m", "1h 5m", "1h5m", "1h 5m 30s", "62h 43m", "90", "2 min"].map(readDuration)).toEqual([3600, 2700, 3900, 3900, 3930, 225_780, 90, 120]);
    expect(["", "0", "ms", "45ms", "soon", "1h later", "-5"].map(readDuration)).toEqual([null, null, null, null, null, null, null]);
  });

  it("gives up on a cell that is no duration, however long (a file could make the import search it for minutes)", () => {
    expect(readDuration(`${"1".repeat(100_000)}x`)).toBeNull();
    expect(readDuration(`${"1 ".repeat(50_000)}h`)).toBeNull();
  });
});

describe("a Strong file that cannot be imported", () => {
  const header = ["Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes", "RPE"];
  const row = (over: Partial<Record<(typeof header)[number], string | number>> = {}) =>
    header.map((h) => over[h] ?? ({ Date: "2023-01-15 08:30:00", "Workout Name": "Push", Duration: "1h", "Exercise Name": "Bench Press (Barbell)", "Set Order": 1, Weight: 80, Reps: 8 } as Record<string, string | number>)[h] ?? "");

  it("names the line of every bad value, counting the lines of a quoted note before it", () => {
    const text = csv([
      header,
      row({ Notes: "first line,\nsecond line\nthird" }),
      row({ Weight: "eighty" }),
      row({ Reps: 0, Seconds: 0, Distance: 3 }),
      row({ Date: "15/01/2023 8:30" }),
      row({ Reps: 101 }),
      row({ Reps: 7.5 }),
      row({ Seconds: 4000, Reps: 0 }),
      row({ Weight: 501 }),
      row({ RPE: "hard" }),
      row({ "Exercise Name": "" }),
    ]);
    const parsed = parseStrong(text, utc);
    expect(parsed.problems).toEqual([
      { line: 5, code: "weight" },
      { line: 7, code: "date" },
      { line: 8, code: "reps" },
      { line: 9, code: "reps" },
      { line: 10, code: "seconds" },
      { line: 11, code: "weight" },
      { line: 12, code: "rpe" },
      { line: 13, code: "exercise_name" },
    ]);
    // The distance-only row is left out, not refused.
    expect(parsed.skipped).toBe(1);
    expect(parsed.rows).toBe(10);
  });

  it("names a workout starting before 1900 or later than the server's now and a day, on the clock it is given", () => {
    // A workout may start up to a day past the server's now (a device's clock): here 08:00 UTC on 11 January 2026.
    const now = Date.UTC(2026, 0, 10, 8);
    const tokyo = { unit: "kg", timeZone: "Asia/Tokyo", now } as const;
    const text = csv([
      header,
      // 09:00 in Tokyo (UTC+9) is the first moment of 1900 in UTC; a second earlier is 1899 there.
      row({ Date: "1900-01-01 09:00:00" }),
      row({ Date: "1900-01-01 08:59:59" }),
      row({ Date: "2026-01-11 17:00:00", Duration: "" }),
      row({ Date: "2026-01-11 17:00:01" }),
      row({ Date: "2150-01-01 08:00:00" }),
      row({ Date: "1899-12-31 12:00:00" }),
    ]);
    const parsed = parseStrong(text, tokyo);
    expect(parsed.problems).toEqual([
      { line: 3, code: "date_range" },
      { line: 5, code: "date_range" },
      { line: 6, code: "date_range" },
      { line: 7, code: "date" },
    ]);
    expect(parsed.items.map((w) => [w.startedAt, w.finishedAt])).toEqual([
      [Date.UTC(1900, 0, 1), Date.UTC(1900, 0, 1, 1)],
      [now + 86_400_000, null],
    ]);
    // An end later than a workout may end is not kept; the workout is.
    const late = parseStrong(csv([header, row({ Date: "2026-01-11 16:00:00", Duration: "1h" })]), tokyo);
    expect(late.problems).toEqual([]);
    expect(late.items[0]).toMatchObject({ startedAt: now + 86_400_000 - 3_600_000, finishedAt: now + 86_400_000 });
    const later = parseStrong(csv([header, row({ Date: "2026-01-11 16:00:00", Duration: "1h 1m" })]), tokyo);
    expect(later.items[0]).toMatchObject({ startedAt: now + 86_400_000 - 3_600_000, finishedAt: null });
    // A millisecond later on the clock, the start a second too late is in.
    expect(parseStrong(text, { ...tokyo, now: now + 1000 }).problems.map((p) => p.line)).toEqual([3, 6, 7]);
  });

  it("names a row whose quote is never closed, or with too few cells", () => {
    const text = `${header.join(",")}\n${row().join(",")}\n2023-01-15 08:30:00,Push\n${row().join(",")}\n"2023-01-15 08:30:00,Push,1h,Bench Press (Barbell),1,80,8\n`;
    expect(parseStrong(text, utc).problems).toEqual([
      { line: 3, code: "columns" },
      { line: 5, code: "columns" },
    ]);
  });

  it("refuses a file of another app at its header, and an empty one", () => {
    expect(parseStrong('"title","start_time","end_time","exercise_title","set_type","weight_kg","reps"\n"A","1 Jan 2024, 08:00","","Squat","normal",100,5\n', utc).problems).toEqual([{ line: 1, code: "not_this_app" }]);
    expect(parseStrong("", utc).problems).toEqual([{ line: 0, code: "empty" }]);
    expect(parseStrong("\n\n", utc).problems).toEqual([{ line: 0, code: "empty" }]);
    expect(parseStrong(`${header.join(",")}\n`, utc)).toMatchObject({ rows: 0, problems: [{ line: 0, code: "empty" }] });
  });

  it("refuses more rows than an import holds", () => {
    const parsed = parseStrong(bigStrongCsv(importLimits.rows + 1), utc);
    expect(parsed).toMatchObject({ rows: importLimits.rows + 1, items: [], problems: [{ line: 0, code: "too_many_rows" }] });
  });

  it("names the first line over the limits of exercises in a workout and of sets in an exercise", () => {
    const many: FileWorkout = {
      start: "2024-01-01 10:00:00",
      name: "Everything",
      minutes: 90,
      exercises: [
        { name: "Squat (Barbell)", sets: Array.from({ length: logLimits.setsPerEntry + 2 }, () => ({ weight: 60, reps: 5 })) },
        ...Array.from({ length: logLimits.entries + 1 }, (_, i) => ({ name: `Exercise ${i + 1}`, sets: [{ reps: 10 }] })),
      ],
    };
    const parsed = parseStrong(strongCsv([many]), utc);
    // Line 1 is the header; the squat's sets are lines 2–33, the other exercises one line each.
    expect(parsed.problems).toEqual([
      { line: 2 + logLimits.setsPerEntry, code: "too_many_sets" },
      { line: 2 + logLimits.setsPerEntry + 2 + logLimits.entries - 1, code: "too_many_exercises" },
    ]);
    expect(parsed.items[0]!.exercises).toHaveLength(logLimits.entries);
    expect(parsed.items[0]!.exercises[0]!.sets).toHaveLength(logLimits.setsPerEntry);
  });
});

describe("a Strong export of 10,000 rows", () => {
  it("reads whole", () => {
    const parsed = parseStrong(bigStrongCsv(), utc);
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows).toBe(10_000);
    expect(parsed.items.flatMap((w) => w.exercises.flatMap((e) => e.sets))).toHaveLength(10_000);
    expect(parsed.items).toHaveLength(500);
    expect(new Set(parsed.items.map((w) => w.key)).size).toBe(500);
  });
});
