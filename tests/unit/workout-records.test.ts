import { describe, expect, it } from "vitest";
import { estimatedOneRepMax, exerciseRecords, recordsSetBy, type RecordSet } from "../../core/training/records";

let next = 0;
/** A work set of session `sessionId` (dated by it): weight (null: bodyweight) × reps, or a hold. */
function set(sessionId: string, weight: number | null, reps: number | null, more: Partial<RecordSet> = {}): RecordSet {
  next += 1;
  return { id: `set-${next}`, sessionId, date: `2026-11-${sessionId.slice(-2)}`, kind: "work", weight, reps, seconds: null, ...more };
}
const hold = (sessionId: string, seconds: number) => set(sessionId, null, null, { seconds });
const warmup = (sessionId: string, weight: number, reps: number) => set(sessionId, weight, reps, { kind: "warmup" });
const marks = (earlier: RecordSet[], session: RecordSet[]) =>
  Object.fromEntries(recordsSetBy(earlier, session).map((r) => [session.findIndex((s) => s.id === r.setId), r.kinds]));

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
    expect(exerciseRecords([warmup("s-01", 60, 10)])).toEqual({ heaviest: null, e1rm: null, setVolume: null, longestHold: null, repsAtWeight: [] });
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
    const sets = [set("s-01", 100, 3), set("s-01", 90, 5), set("s-02", 100, 5), set("s-02", 80, 10), set("s-03", 60, 8), set("s-03", null, 25)];
    expect(exerciseRecords(sets).repsAtWeight.map((r) => [r.weight, r.value, r.sessionId])).toEqual([
      [100, 5, "s-02"],
      [80, 10, "s-02"],
      [null, 25, "s-03"],
    ]);
  });

  it("lists at most 10 weights", () => {
    const sets = Array.from({ length: 12 }, (_, i) => set("s-01", 100 - 5 * i, i + 1));
    const rows = exerciseRecords(sets).repsAtWeight;
    expect(rows).toHaveLength(10);
    expect(rows[0]!.weight).toBe(100);
    expect(rows.at(-1)!.weight).toBe(55);
  });

  it("keeps the longest hold", () => {
    expect(exerciseRecords([hold("s-01", 45), hold("s-02", 60), hold("s-03", 60)]).longestHold).toMatchObject({ value: 60, sessionId: "s-02" });
  });
});
