// The logger's rows of one exercise: done sets are records, the rest live on the device. The rows
// follow the records (a set done or removed on another device), a change just made shows before
// the log has it, and each empty row shows the right numbers to take.
import { describe, expect, it } from "vitest";
import type { LoggedSetJson } from "../../core/training/session";
import { rowHints } from "../../web/workout/hints";
import { initialSlots, pendingOf, reconcile, renumbered, withPending, workNumber, type Slot } from "../../web/workout/rows";
import { setChange } from "../../web/workout/changes";

const entryId = "e1";
const done = (id: string, position: number, weight = 60, reps = 8, kind: "work" | "warmup" = "work"): LoggedSetJson => ({
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
const open = (key: string, kind: "work" | "warmup" = "work"): Slot => ({ key, kind, setId: null });

describe("the rows of an exercise", () => {
  it("start with the done sets in order, then the planned work sets still to do", () => {
    expect(initialSlots(entryId, [done("b", 1), done("a", 0)], 3)).toEqual([
      { key: "a", kind: "work", setId: "a" },
      { key: "b", kind: "work", setId: "b" },
      { key: "e1:0", kind: "work", setId: null },
    ]);
  });

  it("follow the records: a set removed elsewhere is to do again, one done elsewhere takes its place", () => {
    const slots: Slot[] = [{ key: "a", kind: "work", setId: "a" }, open("x"), open("y")];
    expect(reconcile(slots, [done("c", 1)])).toEqual([open("a"), { key: "c", kind: "work", setId: "c" }, open("x"), open("y")]);
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

  it("number work sets apart from warm-ups", () => {
    const slots = [open("w", "warmup"), open("1"), open("2")];
    expect(slots.map((_, i) => workNumber(slots, i))).toEqual([null, 1, 2]);
  });

  it("offer the suggestion first, then repeat the set done above; a warm-up repeats the warm-up above", () => {
    const slots: Slot[] = [{ key: "w", kind: "warmup", setId: "w" }, open("w2", "warmup"), { key: "a", kind: "work", setId: "a" }, open("b")];
    const sets = new Map([
      ["w", done("w", 0, 40, 10, "warmup")],
      ["a", done("a", 2, 65, 7)],
    ]);
    const hints = rowHints(slots, sets, { weight: 62.5, reps: 8, seconds: null, reason: "add_load" }, [{ weight: 60, reps: 8, seconds: null }]);
    expect(hints).toEqual([
      { weight: null, reps: null, seconds: null },
      { weight: 40, reps: 10, seconds: null },
      { weight: 62.5, reps: 8, seconds: null },
      { weight: 65, reps: 7, seconds: null },
    ]);
    // No suggestion: last time's set at the same place.
    expect(rowHints([open("a")], new Map(), null, [{ weight: 60, reps: 8, seconds: null }])).toEqual([{ weight: 60, reps: 8, seconds: null }]);
  });
});
