import { describe, expect, it } from "vitest";
import { exercises } from "../../content/exercises/index";
import {
  estimatedOneRepMax,
  exerciseRecords as recordsOf,
  isBodyweight,
  recordsSetBy as setBy,
  type RecordExercise,
  type RecordSet,
} from "../../core/training/records";

let next = 0;
/** A work set of session `sessionId` (dated by it): weight (null: bodyweight) × reps, or a hold. */
function set(sessionId: string, weight: number | null, reps: number | null, more: Partial<RecordSet> = {}): RecordSet {
  next += 1;
  return {
    id: `set-${next}`,
    sessionId,
    date: `2026-11-${sessionId.slice(-2)}`,
    kind: "work",
    weight,
    reps,
    seconds: null,
    ...more,
  };
}
const hold = (sessionId: string, seconds: number) => set(sessionId, null, null, { seconds });
const warmup = (sessionId: string, weight: number, reps: number) => set(sessionId, weight, reps, { kind: "warmup" });
const barbell: RecordExercise = { bodyweight: false };
const body: RecordExercise = { bodyweight: true };
// A loaded exercise unless said otherwise.
const recordsSetBy = (earlier: RecordSet[], session: RecordSet[], exercise = barbell) => setBy(earlier, session, exercise);
const exerciseRecords = (sets: RecordSet[], exercise = barbell) => recordsOf(sets, exercise);
const marks = (earlier: RecordSet[], session: RecordSet[], exercise = barbell) =>
  Object.fromEntries(recordsSetBy(earlier, session, exercise).map((r) => [session.findIndex((s) => s.id === r.setId), r.kinds]));

describe("estimated one-rep max (Epley)", () => {
  it("is the weight for a single and w × (1 + reps / 30) up to 12 reps", () => {
    expect(estimatedOneRepMax(100, 1)).toBe(100);
    expect(estimatedOneRepMax(90, 10)).toBeCloseTo(120, 9);
    expect(estimatedOneRepMax(100, 12)).toBeCloseTo(140, 9);
  });

  it("gives none past 12 reps, without weight or without reps", () => {
    expect(estimatedOneRepMax(100, 13)).toBeNull();
    expect(estimatedOneRepMax(0, 5)).toBeNull();
    expect(estimatedOneRepMax(100, 0)).toBeNull();
  });
});

describe("records a session set", () => {
  it("marks nothing the first time an exercise is done", () => {
    expect(recordsSetBy([], [set("s-10", 100, 5), set("s-10", 110, 3)])).toEqual([]);
    // Warm-ups alone earlier do not count as having done it.
    expect(recordsSetBy([warmup("s-09", 60, 10)], [set("s-10", 100, 5)])).toEqual([]);
  });

  it("marks the heaviest, best 1RM and best volume when strictly better than every earlier session", () => {
    const earlier = [set("s-01", 100, 5), set("s-03", 95, 6)];
    const session = [set("s-10", 102.5, 6), set("s-10", 90, 4)];
    expect(marks(earlier, session)).toEqual({ 0: ["heaviest", "e1rm", "set_volume"] });
  });

  it("gives no mark for equalling a record", () => {
    expect(recordsSetBy([set("s-01", 100, 5)], [set("s-10", 100, 5)])).toEqual([]);
    // 35 × 10 and 40 × 5 both estimate a 46⅔ kg single; in floats the second comes out a hair above.
    expect(marks([set("s-01", 35, 10)], [set("s-10", 40, 5)])).toEqual({ 0: ["heaviest"] });
  });

  it("marks only the session's best set of each kind, the first one on a tie", () => {
    const session = [set("s-10", 105, 5), set("s-10", 105, 5), set("s-10", 105, 4)];
    expect(marks([set("s-01", 100, 5)], session)).toEqual({ 0: ["heaviest", "e1rm", "set_volume"] });
  });

  it("ignores warm-ups, in the session and before it", () => {
    const earlier = [warmup("s-01", 140, 1), set("s-01", 100, 5)];
    const session = [warmup("s-10", 150, 1), set("s-10", 110, 3)];
    expect(marks(earlier, session)).toEqual({ 1: ["heaviest", "e1rm"] });
  });

  it("estimates the 1RM from 12 reps but not from 13", () => {
    const earlier = [set("s-01", 100, 12)];
    // 13 reps: more reps at this weight and more volume, but no estimate to compare.
    expect(marks(earlier, [set("s-10", 100, 13)])).toEqual({ 0: ["reps_at_weight", "set_volume"] });
    expect(marks(earlier, [set("s-10", 101, 12)])).toEqual({ 0: ["heaviest", "e1rm", "set_volume"] });
    // Earlier sets of 13+ reps have no estimate: a first estimate has nothing to beat.
    expect(recordsSetBy([set("s-01", 60, 15)], [set("s-10", 50, 12)])).toEqual([]);
  });

  it("marks more reps than ever at a weight or heavier, once per weight", () => {
    const earlier = [set("s-01", 100, 5), set("s-02", 80, 8)];
    const session = [set("s-10", 80, 9), set("s-10", 90, 6), set("s-10", 70, 9), set("s-10", 95, 5)];
    // 80 × 9 beats 8 at 80+; 90 × 6 beats 5 at 90+; 70 × 9 is matched by 80 × 9; 95 × 5 equals 100 × 5.
    expect(marks(earlier, session)).toEqual({ 0: ["reps_at_weight", "set_volume"], 1: ["reps_at_weight"] });
    // A heavier set with as many reps in the same session is the best: the lighter one gets nothing.
    expect(marks(earlier, [set("s-10", 80, 10), set("s-10", 85, 10)])).toEqual({ 1: ["reps_at_weight", "set_volume"] });
  });

  it("gives a new heaviest weight the heaviest mark, not a reps one", () => {
    expect(marks([set("s-01", 100, 5)], [set("s-10", 110, 1)])).toEqual({ 0: ["heaviest"] });
  });

  it("counts bodyweight sets as weight 0 for reps, and holds by their seconds", () => {
    expect(marks([set("s-01", null, 20)], [set("s-10", null, 21), set("s-10", null, 15)])).toEqual({ 0: ["reps_at_weight"] });
    expect(recordsSetBy([set("s-01", null, 20)], [set("s-10", null, 20)])).toEqual([]);
    expect(marks([hold("s-01", 60)], [hold("s-10", 60), hold("s-10", 65), hold("s-10", 65)])).toEqual({ 1: ["longest_hold"] });
    expect(recordsSetBy([hold("s-01", 60)], [hold("s-10", 60)])).toEqual([]);
  });

  it("follows corrections of earlier sessions and of the session itself", () => {
    const session = [set("s-10", 105, 5)];
    const earlier = [set("s-01", 100, 5)];
    expect(marks(earlier, session)).toEqual({ 0: ["heaviest", "e1rm", "set_volume"] });
    // The earlier set was 110 × 5, not 100 × 5: nothing beaten now.
    expect(recordsSetBy([{ ...earlier[0]!, weight: 110 }], session)).toEqual([]);
    // This session's set was 100 × 6: more reps at 100, and more volume, but not heavier.
    expect(marks(earlier, [{ ...session[0]!, weight: 100, reps: 6 }])).toEqual({ 0: ["e1rm", "reps_at_weight", "set_volume"] });
    // The earlier session's only set was removed: a first time again.
    expect(recordsSetBy([], session)).toEqual([]);
  });
});

describe("an exercise's records", () => {
  it("has none without work sets", () => {
    expect(exerciseRecords([warmup("s-01", 60, 10)])).toEqual({
      heaviest: null,
      e1rm: null,
      setVolume: null,
      longestHold: null,
      mostReps: null,
      repsAtWeight: [],
    });
  });

  it("keeps the first set that reached each best, with its session and date", () => {
    const sets = [set("s-01", 100, 5), warmup("s-02", 140, 1), set("s-02", 100, 3), set("s-02", 80, 12), set("s-03", 60, 20)];
    const records = exerciseRecords(sets);
    expect(records.heaviest).toEqual({ weight: 100, reps: 5, seconds: null, value: 100, date: "2026-11-01", sessionId: "s-01" });
    // 100 × 5 estimates 116.7, above 80 × 12 (112); 60 × 20 has no estimate.
    expect(records.e1rm).toMatchObject({ weight: 100, reps: 5, sessionId: "s-01" });
    expect(records.e1rm!.value).toBeCloseTo(116.667, 3);
    expect(records.setVolume).toMatchObject({ weight: 60, reps: 20, value: 1200, sessionId: "s-03" });
    expect(records.longestHold).toBeNull();
  });

  it("lists the most reps at each weight, heaviest first, without weights a heavier one matches", () => {
    const sets = [
      set("s-01", 100, 3),
      set("s-01", 90, 5),
      set("s-02", 100, 5),
      set("s-02", 80, 10),
      set("s-03", 60, 8),
      set("s-03", null, 25),
    ];
    expect(exerciseRecords(sets).repsAtWeight.map((r) => [r.weight, r.value, r.sessionId])).toEqual([
      [100, 5, "s-02"],
      [80, 10, "s-02"],
      [null, 25, "s-03"],
    ]);
  });

  it("lists every weight where no heavier one has as many reps", () => {
    const sets = Array.from({ length: 12 }, (_, i) => set("s-01", 100 - 5 * i, i + 1));
    const rows = exerciseRecords(sets).repsAtWeight;
    expect(rows).toHaveLength(12);
    expect(rows[0]!.weight).toBe(100);
    expect(rows.at(-1)!.weight).toBe(45);
  });

  it("keeps the longest hold", () => {
    expect(exerciseRecords([hold("s-01", 45), hold("s-02", 60), hold("s-03", 60)]).longestHold).toMatchObject({
      value: 60,
      sessionId: "s-02",
    });
  });
});

describe("a bodyweight exercise's records", () => {
  const bySlug = new Map(exercises.map((e) => [e.slug, e]));
  const added = (sessionId: string, kg: number, reps: number) => set(sessionId, kg, reps);
  const bare = (sessionId: string, reps: number) => set(sessionId, null, reps);

  it("are for exercises whose weight is added to the body, as the library's equipment says", () => {
    for (const slug of ["push-up", "pull-up", "chest-dip", "bodyweight-squat", "front-plank"]) {
      expect(isBodyweight(bySlug.get(slug)!), slug).toBe(true);
    }
    for (const slug of ["barbell-bench-press", "dumbbell-bench-press", "lat-pulldown"]) {
      expect(isBodyweight(bySlug.get(slug)!), slug).toBe(false);
    }
  });

  it("mark the most reps in a set over a bodyweight-only history, and no estimate or volume", () => {
    const earlier = [bare("s-01", 12), bare("s-02", 15), bare("s-02", 11)];
    expect(marks(earlier, [bare("s-10", 16), bare("s-10", 17), bare("s-10", 10)], body)).toEqual({ 1: ["most_reps"] });
    // Weight 0 is body weight too.
    expect(marks(earlier, [added("s-10", 0, 16)], body)).toEqual({ 0: ["most_reps"] });
  });

  it("give no mark for equalling the most reps or the heaviest added weight", () => {
    expect(recordsSetBy([bare("s-01", 20)], [bare("s-10", 20), bare("s-10", 18)], body)).toEqual([]);
    expect(recordsSetBy([added("s-01", 10, 6)], [added("s-10", 10, 6)], body)).toEqual([]);
  });

  it("never count warm-ups, in the session or before it", () => {
    const earlier = [set("s-01", null, 30, { kind: "warmup" }), bare("s-01", 15)];
    const session = [set("s-10", 20, 5, { kind: "warmup" }), set("s-10", null, 40, { kind: "warmup" }), bare("s-10", 16)];
    expect(marks(earlier, session, body)).toEqual({ 2: ["most_reps"] });
    // Warm-ups alone before: a first time.
    expect(recordsSetBy([set("s-01", null, 10, { kind: "warmup" })], [bare("s-10", 12)], body)).toEqual([]);
  });

  it("earn nothing the first time the exercise is done", () => {
    expect(recordsSetBy([], [bare("s-10", 20), added("s-10", 10, 5)], body)).toEqual([]);
  });

  it("mark the heaviest added weight, the first one after body weight alone included", () => {
    expect(marks([added("s-01", 5, 8), bare("s-01", 15)], [added("s-10", 10, 6), bare("s-10", 12)], body)).toEqual({
      0: ["heaviest"],
    });
    expect(marks([bare("s-01", 15)], [added("s-10", 5, 8)], body)).toEqual({ 0: ["heaviest"] });
    // The same sets as a barbell's: the weight is the load, with its estimate and volume.
    expect(marks([added("s-01", 5, 8)], [added("s-10", 10, 6)])).toEqual({ 0: ["heaviest", "e1rm", "set_volume"] });
  });

  it("mark most reps at an added weight, but not at body weight or beside most reps in a set", () => {
    const earlier = [added("s-01", 10, 6), bare("s-01", 20)];
    expect(marks(earlier, [added("s-10", 10, 8), added("s-10", 5, 12), bare("s-10", 19)], body)).toEqual({
      0: ["reps_at_weight"],
      1: ["reps_at_weight"],
    });
    // 9 reps with +10 kg is more than ever in a set: that record says it.
    expect(marks([added("s-01", 10, 6), bare("s-01", 8)], [added("s-10", 10, 9)], body)).toEqual({ 0: ["most_reps"] });
  });

  it("list the most reps in a set and the heaviest added weight, without an estimate or a volume", () => {
    const only = recordsOf(
      [bare("s-01", 12), bare("s-02", 15), bare("s-03", 15), set("s-03", null, 30, { kind: "warmup" })],
      body,
    );
    expect(only).toEqual({
      heaviest: null,
      e1rm: null,
      setVolume: null,
      longestHold: null,
      mostReps: { weight: null, reps: 15, seconds: null, value: 15, date: "2026-11-02", sessionId: "s-02" },
      repsAtWeight: [],
    });

    const weighted = recordsOf(
      [bare("s-01", 15), added("s-02", 5, 10), added("s-03", 10, 6), added("s-04", 10, 8), bare("s-04", 18)],
      body,
    );
    expect(weighted.mostReps).toMatchObject({ weight: null, reps: 18, value: 18, sessionId: "s-04" });
    expect(weighted.heaviest).toMatchObject({ weight: 10, reps: 6, value: 10, sessionId: "s-03" });
    expect([weighted.e1rm, weighted.setVolume]).toEqual([null, null]);
    // Added weights only: at body weight the row would be the most reps in a set.
    expect(weighted.repsAtWeight.map((r) => [r.weight, r.value, r.sessionId])).toEqual([
      [10, 8, "s-04"],
      [5, 10, "s-02"],
    ]);
  });

  it("keep a timed hold's longest hold, and its heaviest added weight", () => {
    const records = recordsOf([hold("s-01", 45), set("s-02", 10, null, { seconds: 30 }), hold("s-03", 60)], body);
    expect(records.longestHold).toMatchObject({ value: 60, sessionId: "s-03" });
    expect(records.heaviest).toMatchObject({ weight: 10, seconds: 30, value: 10, sessionId: "s-02" });
    expect(records.mostReps).toBeNull();
    expect(marks([hold("s-01", 45)], [hold("s-10", 50)], body)).toEqual({ 0: ["longest_hold"] });
  });
});
