// Reading this app's own export of workouts (workouts/sets.csv): the columns as the export writes
// them, moments in UTC whatever the member's time zone, weights in kg, reps in reserve kept, and
// each bad cell a problem at its line.
import { describe, expect, it } from "vitest";
import { parseForma } from "../../core/imports/forma";

const header = "date,workout,started_at,finished_at,exercise,exercise_name,set,kind,weight_kg,reps,seconds,rpe,rir,note,workout_note";
const file = (...rows: string[]) => [header, ...rows].join("\n");
const options = { unit: "lb" as const, timeZone: "America/New_York", now: Date.parse("2026-12-02T12:00:00Z") };

describe("this app's own export", () => {
  it("reads workouts with their exercises, sets, notes and reps in reserve, in kg and UTC", () => {
    const parsed = parseForma(
      file(
        '2026-03-02,Legs,2026-03-02T15:05:00.000Z,2026-03-02T15:55:00.000Z,goblet-squat,Goblet Squat,1,warmup,10,10,,,,"Heels down, slow",Slept badly',
        "2026-03-02,Legs,2026-03-02T15:05:00.000Z,2026-03-02T15:55:00.000Z,goblet-squat,Goblet Squat,2,work,24,8,,8,1,,Slept badly",
        "2026-03-02,Legs,2026-03-02T15:05:00.000Z,2026-03-02T15:55:00.000Z,own-7f1,Landmine press,1,work,,12,,,,,Slept badly",
        "2026-03-04,,2026-03-04T06:00:00.000Z,,plank,Plank,1,work,,,60,,,,",
      ),
      options,
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.unitInFile).toBe("kg");
    expect(parsed.items.map((w) => [w.key, w.date, w.startedAt, w.finishedAt, w.name, w.note])).toEqual([
      ["2026-03-02T15:05:00.000Z|Legs", "2026-03-02", Date.parse("2026-03-02T15:05:00Z"), Date.parse("2026-03-02T15:55:00Z"), "Legs", "Slept badly"],
      ["2026-03-04T06:00:00.000Z|", "2026-03-04", Date.parse("2026-03-04T06:00:00Z"), null, "", ""],
    ]);
    const [legs, plank] = parsed.items;
    expect(legs!.exercises.map((e) => [e.name, e.note, e.sets.map((s) => [s.kind, s.weightKg, s.reps, s.seconds, s.rpe, s.rir])])).toEqual([
      [
        "Goblet Squat",
        "Heels down, slow",
        [
          ["warmup", 10, 10, null, null, null],
          ["work", 24, 8, null, 8, 1],
        ],
      ],
      ["Landmine press", "", [["work", null, 12, null, null, null]]],
    ]);
    expect(plank!.exercises[0]!.sets.map((s) => [s.reps, s.seconds])).toEqual([[null, 60]]);
  });

  it("names each bad line: a moment not in UTC, a day out of range, reps in reserve past 10, missing cells", () => {
    const parsed = parseForma(
      file(
        "2026-03-02,Legs,2026-03-02 15:05:00,,goblet-squat,Goblet Squat,1,work,24,8,,,,,",
        "1850-03-02,Legs,1850-03-02T15:05:00.000Z,,goblet-squat,Goblet Squat,1,work,24,8,,,,,",
        "2026-03-02,Legs,2026-03-02T15:05:00.000Z,,goblet-squat,Goblet Squat,1,work,24,8,,,11,,",
        "2026-03-02,Legs,2026-03-02T15:05:00.000Z",
      ),
      options,
    );
    expect(parsed.problems).toEqual([
      { line: 2, code: "date" },
      { line: 3, code: "date_range" },
      { line: 4, code: "rir" },
      { line: 5, code: "columns" },
    ]);
    expect(parsed.items).toEqual([]);
  });

  it("reads drop sets and sets to failure, and a kind it does not know as a work set", () => {
    const row = (set: number, kind: string, weight: number, reps: number) =>
      `2026-03-02,Push,2026-03-02T15:05:00.000Z,,bench-press,Bench Press,${set},${kind},${weight},${reps},,,,,`;
    const parsed = parseForma(file(row(1, "work", 80, 8), row(2, "failure", 80, 6), row(3, "drop", 60, 10), row(4, "cluster", 70, 3)), options);
    expect(parsed.problems).toEqual([]);
    expect(parsed.items[0]!.exercises[0]!.sets.map((s) => [s.kind, s.weightKg, s.reps])).toEqual([
      ["work", 80, 8],
      ["failure", 80, 6],
      ["drop", 60, 10],
      ["work", 70, 3],
    ]);
  });

  it("is not another app's file", () => {
    const strong = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps\n2026-03-02 18:05:00,Evening,1h,Squat (Barbell),1,60,5";
    expect(parseForma(strong, options).problems).toEqual([{ line: 1, code: "not_this_app" }]);
    // A header alone: ours with no set logged is empty; another app's is still not ours.
    expect(parseForma(`${header}\n`, options).problems).toEqual([{ line: 0, code: "empty" }]);
    expect(parseForma(strong.split("\n")[0]!, options).problems).toEqual([{ line: 1, code: "not_this_app" }]);
    expect(parseForma("", options).problems).toEqual([{ line: 0, code: "empty" }]);
  });
});
