// The logger's rows of one exercise: done sets are records, the rest live on the device. The rows
// follow the records (a set done or removed on another device), a change just made shows before
// the log has it, and each empty row shows the right numbers to take.
import { describe, expect, it } from "vitest";
import type { LoggedSetJson } from "../../core/training/session";
import { rowKinds, setPlaces, type SetKind } from "../../core/training/set-kinds";
import { rowHints } from "../../web/workout/hints";
import { dropSetNext, initialSlots, pendingOf, reconcile, renumbered, warmupIndex, withPending, type Slot } from "../../web/workout/rows";
import { setChange } from "../../web/workout/changes";
import { logLimits } from "../../core/validation/workouts";

const entryId = "e1";
const done = (id: string, position: number, weight = 60, reps = 8, kind: SetKind = "work"): LoggedSetJson => ({
  id,
  entryId,
  exercise: "barbell-squat",
  position,
  kind,
  weight,
  reps,
  seconds: null,
  rpe: null,
  rir: null,
  updatedAt: 100,
});
const open = (key: string, kind: SetKind = "work"): Slot => ({ key, kind, setId: null });
const work = (weight: number, reps: number, kind: SetKind = "work") => ({ weight, reps, seconds: null, kind });

describe("the rows of an exercise", () => {
  it("start with the done sets in order, then the planned work sets still to do", () => {
    expect(initialSlots(entryId, [done("b", 1), done("a", 0)], ["work", "work", "work"])).toEqual([
      { key: "a", kind: "work", setId: "a" },
      { key: "b", kind: "work", setId: "b" },
      { key: "e1:straight:2", kind: "work", setId: null },
    ]);
  });

  it("follow the records: a set removed elsewhere is to do again, one done elsewhere takes its place", () => {
    const slots: Slot[] = [{ key: "a", kind: "work", setId: "a" }, open("x"), open("y")];
    expect(reconcile(slots, [done("c", 1)])).toEqual([open("a"), { key: "c", kind: "work", setId: "c" }, open("x"), open("y")]);
  });

  it("take a kind changed on another device for the row holding the set, so nothing writes the old one back", () => {
    const slots: Slot[] = [{ key: "a", kind: "work", setId: "a" }, open("b")];
    const changed = reconcile(slots, [done("a", 0, 40, 10, "drop")]);
    expect(changed[0]).toEqual({ key: "a", kind: "drop", setId: "a" });
    expect(renumbered(changed, [done("a", 0, 40, 10, "drop")], "s1", 500)).toEqual([]);
  });

  it("key a row to do by its line and place, so what is typed stays with it when last time's warm-ups arrive above it", () => {
    const before = initialSlots(entryId, [], ["work", "work"]);
    const after = initialSlots(entryId, [], ["warmup", "warmup", "work", "work"]);
    expect(after.slice(2).map((s) => s.key)).toEqual(before.map((s) => s.key));
    expect(new Set(after.map((s) => s.key)).size).toBe(4);
  });

  it("re-record only the done sets whose place or kind changed", () => {
    const sets = [done("a", 0), done("b", 2)];
    const slots: Slot[] = [{ key: "a", kind: "work", setId: "a" }, { key: "b", kind: "warmup", setId: "b" }];
    expect(renumbered(slots, sets, "s1", 500)).toEqual([expect.objectContaining({ id: "b", position: 1, kind: "warmup", updatedAt: 500, sessionId: "s1" })]);
  });

  it("show a change just made until the log has it, and not after a newer one", () => {
    const made = pendingOf(setChange("s1", done("a", 0, 70), {}, 200));
    expect(withPending([], { a: made }).map((s) => s.weight)).toEqual([70]);
    expect(withPending([{ ...done("a", 0, 80), updatedAt: 300 }], { a: made }).map((s) => s.weight)).toEqual([80]);
    const removed = pendingOf(setChange("s1", done("a", 0), { deleted: true }, 200));
    expect(withPending([done("a", 0)], { a: removed })).toEqual([]);
  });

  it("number each kind apart, and line warm-ups, straight and drop sets up with last time's apart", () => {
    const places = setPlaces(["warmup", "work", "drop", "work", "failure", "drop", "warmup"]);
    expect(places.map((p) => p.number)).toEqual([1, 1, 1, 2, 1, 2, 2]);
    // A set to failure stands in the straight sets' line (it is a planned set taken to failure).
    expect(places.map((p) => [p.line, p.at])).toEqual([
      ["warmup", 0],
      ["straight", 0],
      ["drop", 0],
      ["straight", 1],
      ["straight", 2],
      ["drop", 1],
      ["warmup", 1],
    ]);
  });

  it("start shaped as last time: its warm-ups, the planned sets of its kinds, each with the drop sets that followed it", () => {
    const last: SetKind[] = ["warmup", "warmup", "work", "failure", "drop", "drop"];
    expect(rowKinds(last, 2)).toEqual(["warmup", "warmup", "work", "failure", "drop", "drop"]);
    // More planned than last time: work sets after; fewer: the rest and their drop sets left out.
    expect(rowKinds(last, 3)).toEqual(["warmup", "warmup", "work", "failure", "drop", "drop", "work"]);
    expect(rowKinds(last, 1)).toEqual(["warmup", "warmup", "work"]);
    // Never done: the planned work sets; a drop set before any straight one stays at the front.
    expect(rowKinds([], 3)).toEqual(["work", "work", "work"]);
    expect(rowKinds(["drop", "work"], 1)).toEqual(["drop", "work"]);
    // With nothing done yet, the rows are that shape (capped at the rows an exercise may hold).
    expect(initialSlots(entryId, [], ["warmup", "work"])).toEqual([open("e1:warmup:0", "warmup"), open("e1:straight:0")]);
    expect(initialSlots(entryId, [], Array<SetKind>(40).fill("work"))).toHaveLength(logLimits.setsPerEntry);
  });

  it("fill the plan's sets with straight sets only: a drop set done is an extra", () => {
    const slots = initialSlots(entryId, [done("a", 0), done("d", 1, 40, 10, "drop"), done("f", 2, 60, 6, "failure")], ["warmup", "work", "work", "drop", "work"]);
    // The warm-up to do after sets already done is past; the drop set planned after the second set stays.
    expect(slots.map((s) => [s.kind, s.setId])).toEqual([
      ["work", "a"],
      ["drop", "d"],
      ["failure", "f"],
      ["work", null],
      ["drop", null],
    ]);
  });

  it("put a new warm-up before the first set of any other kind, and know a drop set to do next", () => {
    expect(warmupIndex([open("w", "warmup"), open("d", "drop"), open("a")])).toBe(1);
    expect(warmupIndex([open("w", "warmup")])).toBe(1);
    const slots: Slot[] = [{ key: "a", kind: "work", setId: "a" }, open("d", "drop"), { key: "e", kind: "drop", setId: "e" }];
    expect(slots.map((_, i) => dropSetNext(slots, i))).toEqual([true, false, false]);
  });

  it("offer the suggestion first, then repeat the set done above; a warm-up repeats the warm-up above", () => {
    const slots: Slot[] = [{ key: "w", kind: "warmup", setId: "w" }, open("w2", "warmup"), { key: "a", kind: "work", setId: "a" }, open("b")];
    const sets = new Map([
      ["w", done("w", 0, 40, 10, "warmup")],
      ["a", done("a", 2, 65, 7)],
    ]);
    const hints = rowHints(slots, sets, { weight: 62.5, reps: 8, seconds: null, reason: "add_load" }, [work(60, 8)]);
    expect(hints).toEqual([
      { weight: null, reps: null, seconds: null },
      { weight: 40, reps: 10, seconds: null },
      { weight: 62.5, reps: 8, seconds: null },
      { weight: 65, reps: 7, seconds: null },
    ]);
    // No suggestion: last time's set at the same place.
    expect(rowHints([open("a")], new Map(), null, [work(60, 8)])).toEqual([{ weight: 60, reps: 8, seconds: null }]);
  });

  it("offer a warm-up last time's warm-up at its place until one is done above it", () => {
    const previous = [work(20, 12, "warmup"), work(40, 8, "warmup"), work(60, 8)];
    const slots: Slot[] = [open("w1", "warmup"), open("w2", "warmup"), open("a")];
    expect(rowHints(slots, new Map(), null, previous)).toEqual([
      { weight: 20, reps: 12, seconds: null },
      { weight: 40, reps: 8, seconds: null },
      { weight: 60, reps: 8, seconds: null },
    ]);
    const done1: Slot[] = [{ key: "w1", kind: "warmup", setId: "w1" }, open("w2", "warmup")];
    expect(rowHints(done1, new Map([["w1", done("w1", 0, 30, 10, "warmup")]]), null, previous)[1]).toEqual({ weight: 30, reps: 10, seconds: null });
  });

  it("offer a drop set last time's drop set at its place, then the drop set above, never the heavier set before it", () => {
    const previous = [work(100, 8), work(70, 10, "drop"), work(100, 6, "failure"), work(50, 12, "drop")];
    const slots: Slot[] = [{ key: "a", kind: "work", setId: "a" }, open("d1", "drop"), open("f", "failure"), open("d2", "drop"), open("d3", "drop")];
    const sets = new Map([["a", done("a", 0, 100, 8)]]);
    expect(rowHints(slots, sets, null, previous)).toEqual([
      { weight: 100, reps: 8, seconds: null },
      { weight: 70, reps: 10, seconds: null },
      // The set to failure repeats the straight set above it.
      { weight: 100, reps: 8, seconds: null },
      { weight: 50, reps: 12, seconds: null },
      // Nothing last time at the third drop set's place, and no drop set done above: empty.
      { weight: null, reps: null, seconds: null },
    ]);
    // Last time's drop set never stands for a straight set: with only drop sets before, a work set is empty.
    expect(rowHints([open("a")], new Map(), null, [work(40, 12, "drop")])).toEqual([{ weight: null, reps: null, seconds: null }]);
  });
});
