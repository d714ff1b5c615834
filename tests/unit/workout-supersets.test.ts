// Supersets in the logger: which exercises are done in turn and where each stands (the card's
// label, whether a set done starts the rest), and the changes that make, leave and repeat them,
// as the sync sends them.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { applyChanges } from "../../core/training/apply-changes";
import type { WorkoutEntryJson } from "../../core/training/session";
import { nextInRound, supersetPlaces } from "../../core/training/supersets";
import { syncSchema, type EntryChange, type WorkoutChange } from "../../core/validation/workouts";
import { coalesce } from "../../web/shared/offline/workout-outbox";
import { entryChange } from "../../web/workout/changes";
import { leaveSupersetChanges, orderChanges, plannedMove, supersetChanges } from "../../web/workout/entry-changes";
import { repeatChanges } from "../../web/workout/start";
import { emptySession } from "./workout-session";

const id = (n: number) => `7a2d3b10-1c8e-4d2f-8a11-${String(n).padStart(12, "0")}`;
const at = Date.UTC(2026, 10, 29, 9, 30);
const [S1, S2] = [id(901), id(902)];

const entry = (n: number, exercise: string, position: number, superset: string | null = null): WorkoutEntryJson => ({
  id: id(n),
  exercise,
  position,
  note: "",
  superset,
  updatedAt: at - 60_000,
});

const bench = entry(1, "dumbbell-bench-press", 0);
const row = entry(2, "dumbbell-row", 1);
const squat = entry(3, "goblet-squat", 2);
const curl = entry(4, "dumbbell-curl", 3);

const session = (...entries: WorkoutEntryJson[]) => emptySession({ id: id(100), entries });
const entryChanges = (changes: WorkoutChange[]) => changes.filter((c): c is EntryChange => c.type === "entry");
/** The workout as the device shows it once the changes are laid over it: exercise and superset key by place. */
const after = (s: ReturnType<typeof session>, changes: WorkoutChange[]) =>
  applyChanges([s], changes)[0]!.entries.map((e) => [e.exercise, e.superset]);

describe("moving an exercise up or down", () => {
  const names = (move: ReturnType<typeof plannedMove>) => move && [move.order.map((e) => e.exercise), move.carriesSuperset];
  // bench and row in superset S1, then squat on its own, then curl.
  const paired = () => session({ ...bench, superset: S1 }, { ...row, superset: S1 }, squat, curl);

  it("changes places inside its superset: the order of the round", () => {
    expect(names(plannedMove(paired(), 1, -1))).toEqual([
      ["dumbbell-row", "dumbbell-bench-press", "goblet-squat", "dumbbell-curl"],
      false,
    ]);
    expect(names(plannedMove(paired(), 0, 1))).toEqual([
      ["dumbbell-row", "dumbbell-bench-press", "goblet-squat", "dumbbell-curl"],
      false,
    ]);
  });

  it("takes the whole superset past the next exercise from its edge", () => {
    expect(names(plannedMove(paired(), 1, 1))).toEqual([
      ["goblet-squat", "dumbbell-bench-press", "dumbbell-row", "dumbbell-curl"],
      true,
    ]);
    const s = session(squat, { ...bench, superset: S1, position: 1 }, { ...row, superset: S1, position: 2 });
    expect(names(plannedMove(s, 1, -1))).toEqual([["dumbbell-bench-press", "dumbbell-row", "goblet-squat"], true]);
  });

  it("steps an exercise on its own over a whole superset, and a superset over another whole", () => {
    expect(names(plannedMove(paired(), 2, -1))).toEqual([
      ["goblet-squat", "dumbbell-bench-press", "dumbbell-row", "dumbbell-curl"],
      false,
    ]);
    const two = session(
      { ...bench, superset: S1 },
      { ...row, superset: S1 },
      { ...squat, superset: S2 },
      { ...curl, superset: S2 },
    );
    expect(names(plannedMove(two, 2, -1))).toEqual([
      ["goblet-squat", "dumbbell-curl", "dumbbell-bench-press", "dumbbell-row"],
      true,
    ]);
    // The letters follow the places: the moved superset is A now.
    const moved = applyChanges([two], orderChanges(two, plannedMove(two, 2, -1)!.order, at))[0]!;
    expect(supersetPlaces(moved.entries).get(squat.id)?.letter).toBe("A");
  });

  it("moves nothing past the ends, and moves an exercise holding a key no other holds on its own", () => {
    expect(plannedMove(paired(), 0, -1)).toBeNull();
    expect(plannedMove(paired(), 3, 1)).toBeNull();
    const lone = session({ ...bench, superset: S1 }, row, squat);
    expect(names(plannedMove(lone, 0, 1))).toEqual([["dumbbell-row", "dumbbell-bench-press", "goblet-squat"], false]);
  });

  it("re-records only the exercises whose place changed", () => {
    const s = paired();
    expect(entryChanges(orderChanges(s, plannedMove(s, 3, -1)!.order, at)).map((c) => [c.exercise, c.position])).toEqual([
      ["dumbbell-curl", 2],
      ["goblet-squat", 3],
    ]);
  });
});

describe("where each exercise stands in its superset", () => {
  it("letters supersets by their first exercise's place, numbers their exercises and names the next one", () => {
    const places = supersetPlaces([
      { ...curl, superset: S1 },
      { ...squat, superset: S2 },
      { ...bench, superset: S2 },
      { ...row, superset: S1 },
    ]);
    expect([...places.entries()].map(([entryId, p]) => [entryId, p.letter, p.index, p.size, p.later[0]?.id ?? null])).toEqual([
      [bench.id, "A", 1, 2, squat.id],
      [squat.id, "A", 2, 2, null],
      [row.id, "B", 1, 2, curl.id],
      [curl.id, "B", 2, 2, null],
    ]);
  });

  it("reads a key only one exercise holds (its partner removed or gone its own way) as no superset", () => {
    const places = supersetPlaces([{ ...bench, superset: S1 }, row, { ...squat, superset: S2 }, { ...curl, superset: S2 }]);
    expect(places.has(bench.id)).toBe(false);
    expect(places.get(squat.id)?.letter).toBe("A");
  });

  it("letters and orders exercises at the same place (two devices' moves at once) alike everywhere, by id", () => {
    const a = { ...squat, position: 1, superset: S1 };
    const b = { ...row, position: 1, superset: S1 };
    for (const order of [
      [a, b],
      [b, a],
    ]) {
      expect(supersetPlaces(order).get(row.id)).toMatchObject({ index: 1, later: [{ id: squat.id }] });
    }
  });

  it("leads a set to the next exercise of the round with sets to do, else to the rest", () => {
    const places = supersetPlaces([{ ...bench, superset: S1 }, { ...row, superset: S1 }, { ...squat, superset: S1 }, curl]);
    const open = new Set([row.id, squat.id]);
    const next = (e: WorkoutEntryJson) => nextInRound(places.get(e.id)?.later ?? [], (id) => open.has(id))?.id ?? "rest";
    expect([bench, row, squat, curl].map(next)).toEqual([row.id, squat.id, "rest", "rest"]);
    // The row done: the bench press leads to the squat; all done: the bench press's extra set rests.
    open.delete(row.id);
    expect(next(bench)).toBe(squat.id);
    open.clear();
    expect(next(bench)).toBe("rest");
  });
});

describe("making and leaving a superset", () => {
  it("pairs two exercises under a new key and moves the chosen one to follow its partner", () => {
    const s = session(bench, row, squat, curl);
    const changes = supersetChanges(s, curl, bench, at);
    const shown = after(s, changes);
    expect(shown.map(([exercise]) => exercise)).toEqual([
      "dumbbell-bench-press",
      "dumbbell-curl",
      "dumbbell-row",
      "goblet-squat",
    ]);
    const key = shown[0]![1];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(shown.map(([, superset]) => superset)).toEqual([key, key, null, null]);
    // Each change is the whole entry as it now stands, and the server takes it.
    expect(entryChanges(changes).every((c) => c.updatedAt === at && !c.deleted)).toBe(true);
    expect(v.safeParse(syncSchema, { changes }).success).toBe(true);
  });

  it("adds a third exercise after the superset's last, leaving the one it was in", () => {
    const s = session(
      { ...bench, superset: S1 },
      { ...row, superset: S1 },
      { ...squat, superset: S2 },
      { ...curl, superset: S2 },
    );
    const shown = after(s, supersetChanges(s, squat, bench, at));
    expect(shown).toEqual([
      ["dumbbell-bench-press", S1],
      ["dumbbell-row", S1],
      ["goblet-squat", S1],
      ["dumbbell-curl", S2],
    ]);
    // The curl, alone with its key now, is on its own again.
    expect(supersetPlaces(applyChanges([s], supersetChanges(s, squat, bench, at))[0]!.entries).has(curl.id)).toBe(false);
  });

  it("sends only the exercises whose place or superset changed", () => {
    const s = session(bench, row, squat);
    expect(entryChanges(supersetChanges(s, row, bench, at)).map((c) => [c.id, c.position, c.superset])).toEqual([
      [bench.id, 0, expect.any(String)],
      [row.id, 1, expect.any(String)],
    ]);
  });

  it("takes one exercise out where it stands, the others of a larger superset staying together", () => {
    const s = session({ ...bench, superset: S1 }, { ...row, superset: S1 }, { ...squat, superset: S1 });
    const changes = leaveSupersetChanges(s, row, at);
    expect(after(s, changes)).toEqual([
      ["dumbbell-bench-press", S1],
      ["dumbbell-row", null],
      ["goblet-squat", S1],
    ]);
    expect(supersetPlaces(applyChanges([s], changes)[0]!.entries).get(bench.id)?.later[0]?.id).toBe(squat.id);
  });

  it("leaves the superset out of a change that does not set it, so a stale device's move cannot undo another's pairing", () => {
    const s = session({ ...bench, superset: S1 }, { ...row, superset: S1 }, squat);
    const moves = entryChanges(orderChanges(s, plannedMove(s, 2, -1)!.order, at));
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((c) => c.superset === undefined)).toBe(true);
    expect(entryChange(s.id, s.entries[0]!, { note: "Slow" }, at).superset).toBeUndefined();
  });

  it("keeps an unsent pairing in the outbox when a later change of the same exercise does not name it", () => {
    const s = session(bench, row);
    const paired = supersetChanges(s, row, bench, at);
    const key = entryChanges(paired).find((c) => c.id === row.id)!.superset!;
    const outbox = coalesce(coalesce({}, paired), [entryChange(s.id, row, { note: "Slow" }, at + 1_000)]);
    expect(outbox[`entry:${row.id}`]).toMatchObject({ note: "Slow", superset: key, updatedAt: at + 1_000 });
    // A later change that takes it out wins.
    expect(coalesce(outbox, leaveSupersetChanges(s, row, at + 2_000))[`entry:${row.id}`]).toMatchObject({ superset: null });
  });

  it("pairs with nothing when the partner is gone meanwhile", () => {
    const s = session(bench, row);
    expect(supersetChanges(s, row, squat, at)).toEqual([]);
  });

  it("keeps the superset of an entry when a change made before supersets (none named) lands on it", () => {
    const s = session({ ...bench, superset: S1 }, { ...row, superset: S1 });
    const old: EntryChange = {
      type: "entry",
      id: bench.id,
      sessionId: s.id,
      exercise: "dumbbell-bench-press",
      position: 0,
      note: "Slow",
      deleted: false,
      updatedAt: at,
    };
    expect(v.safeParse(syncSchema, { changes: [old] }).success).toBe(true);
    const [shown] = applyChanges([s], [old]);
    expect(shown!.entries[0]).toMatchObject({ note: "Slow", superset: S1 });
  });

  it("refuses a superset key that is not an id", () => {
    const s = session(bench, row);
    const [change] = supersetChanges(s, row, bench, at);
    expect(v.safeParse(syncSchema, { changes: [{ ...change, superset: "A" }] }).success).toBe(false);
  });
});

describe("repeating a workout with supersets", () => {
  const past = emptySession({
    id: id(200),
    status: "finished",
    finishedAt: at,
    entries: [
      { ...bench, superset: S1 },
      { ...row, superset: S1 },
      { ...squat, superset: S2 },
      { ...curl, superset: S2 },
    ],
  });

  it("keeps its supersets under new keys", () => {
    const entries = entryChanges(repeatChanges("2026-12-06", past, () => true, at));
    const keys = entries.map((e) => e.superset);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).toBe(keys[3]);
    expect(keys[0]).not.toBe(keys[2]);
    expect(keys.some((k) => k === S1 || k === S2 || k === null)).toBe(false);
  });

  it("leaves on its own an exercise whose partner is no longer offered", () => {
    const entries = entryChanges(repeatChanges("2026-12-06", past, (slug) => slug !== "goblet-squat", at));
    expect(entries.map((e) => [e.exercise, e.superset === null])).toEqual([
      ["dumbbell-bench-press", false],
      ["dumbbell-row", false],
      ["dumbbell-curl", true],
    ]);
  });
});
