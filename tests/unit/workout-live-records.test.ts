// The records the logger marks while a workout is open (liveRecords) are the ones the history marks
// once it is finished (recordsSetBy over every earlier set): the exercise's bests stand for all its
// earlier sets. Checked on generated histories, loaded and bodyweight, with reps, added weight,
// holds, warm-ups, drop sets and ties.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exerciseRecords, liveRecords, recordsSetBy, type RecordSet } from "../../core/training/records";
import type { SetKind } from "../../core/training/set-kinds";

const kinds: SetKind[] = ["work", "work", "work", "warmup", "drop", "failure"];
// Weights on a 2.5 kg grid (ties happen), some sets without weight, some holds.
const setArb = fc.record({
  kind: fc.constantFrom(...kinds),
  weight: fc.option(
    fc.integer({ min: 0, max: 40 }).map((w) => w * 2.5),
    { nil: null },
  ),
  reps: fc.integer({ min: 1, max: 20 }),
  hold: fc.boolean(),
});
type Drawn = { kind: SetKind; weight: number | null; reps: number; hold: boolean };

const toSets = (sessions: Drawn[][], dayOffset = 1): RecordSet[] =>
  sessions.flatMap((sets, s) =>
    sets.map((d, i) => ({
      id: `s${s}-${i}`,
      sessionId: `session-${s}`,
      date: `2026-10-${String(s + dayOffset).padStart(2, "0")}`,
      kind: d.kind,
      weight: d.hold ? null : d.weight,
      reps: d.hold ? null : d.reps,
      seconds: d.hold ? d.reps * 5 : null,
    })),
  );

describe("records marked while logging", () => {
  for (const bodyweight of [false, true]) {
    it(`are the history's for a ${bodyweight ? "bodyweight" : "loaded"} exercise, whatever came before`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.array(setArb, { maxLength: 8 }), { maxLength: 6 }),
          fc.array(setArb, { minLength: 1, maxLength: 8 }),
          (past, today) => {
            const earlier = toSets(past);
            const open = toSets([today], 29).map((s) => ({ ...s, sessionId: "open", id: `open-${s.id}` }));
            const exercise = { bodyweight };
            const live = liveRecords(exerciseRecords(earlier, exercise), "2026-10-29", open, exercise);
            expect(live).toEqual(recordsSetBy(earlier, open, exercise));
          },
        ),
        { numRuns: 400 },
      );
    });
  }

  it("mark none the first time, and none for a workout logged for a day before a best (what came before it is unknown)", () => {
    const today = toSets([[{ kind: "work", weight: 100, reps: 5, hold: false }]], 20).map((s) => ({ ...s, sessionId: "open" }));
    expect(liveRecords(exerciseRecords([], { bodyweight: false }), "2026-10-20", today, { bodyweight: false })).toEqual([]);
    const later = toSets([[{ kind: "work", weight: 60, reps: 5, hold: false }]], 25);
    expect(liveRecords(exerciseRecords(later, { bodyweight: false }), "2026-10-20", today, { bodyweight: false })).toBeNull();
  });
});
