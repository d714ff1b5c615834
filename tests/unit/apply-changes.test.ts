// The device's view of the log: stored sessions with unsent changes laid over them, by the
// server's rule (decision 0042): per record the change made last wins, a removal is a change, a
// change no newer than the record changes nothing.
import { describe, expect, it } from "vitest";
import { applyChanges, type PlanSeed } from "../../core/training/apply-changes";
import type { LoggedSetJson, WorkoutEntryJson, WorkoutSessionJson } from "../../core/training/session";
import type { EntryChange, SessionChange, SetChange } from "../../core/validation/workouts";
import { emptySession } from "./workout-session";

const id = (n: number) => `6f1c2a9e-0b7d-4c1e-9f00-${String(n).padStart(12, "0")}`;
const at = Date.UTC(2026, 10, 29, 9);
const SESSION = id(1);
const SQUAT = id(2);
const PRESS = id(3);

const entry = (entryId: string, exercise: string, position: number, updatedAt = at): WorkoutEntryJson => ({ id: entryId, exercise, position, note: "", superset: null, updatedAt });
const loggedSet = (setId: string, entryId: string, position: number, reps: number, updatedAt = at): LoggedSetJson => ({
  id: setId,
  entryId,
  exercise: entryId === SQUAT ? "goblet-squat" : "dumbbell-bench-press",
  position,
  kind: "work",
  weight: 20,
  reps,
  seconds: null,
  rpe: null,
  rir: null,
  updatedAt,
});

/** A stored session: squats (two sets) then presses (one set), all changed at `at`. */
const stored: WorkoutSessionJson = emptySession({
  id: SESSION,
  startedAt: at - 600_000,
  updatedAt: at,
  entries: [entry(SQUAT, "goblet-squat", 0), entry(PRESS, "dumbbell-bench-press", 1)],
  sets: [loggedSet(id(10), SQUAT, 0, 10), loggedSet(id(11), SQUAT, 1, 9), loggedSet(id(12), PRESS, 0, 8)],
});

const sessionChange = (updatedAt: number, more: Partial<SessionChange> = {}): SessionChange => ({
  type: "session",
  id: SESSION,
  date: stored.date,
  name: stored.name,
  note: stored.note,
  source: stored.source,
  weekday: stored.weekday,
  status: stored.status,
  startedAt: stored.startedAt,
  finishedAt: stored.finishedAt,
  updatedAt,
  deleted: false,
  ...more,
});
const entryChange = (entryId: string, updatedAt: number, more: Partial<EntryChange> = {}): EntryChange => ({
  type: "entry",
  id: entryId,
  sessionId: SESSION,
  exercise: "goblet-squat",
  position: 0,
  note: "",
  updatedAt,
  deleted: false,
  ...more,
});
const setChange = (setId: string, updatedAt: number, more: Partial<SetChange> = {}): SetChange => {
  const current = stored.sets.find((s) => s.id === setId);
  return {
    type: "set",
    id: setId,
    sessionId: SESSION,
    entryId: current?.entryId ?? SQUAT,
    exercise: current?.exercise ?? "goblet-squat",
    position: current?.position ?? 0,
    kind: "work",
    weight: current?.weight ?? 20,
    reps: current?.reps ?? 10,
    seconds: null,
    rpe: null,
    rir: null,
    updatedAt,
    deleted: false,
    ...more,
  };
};

const only = (sessions: WorkoutSessionJson[]) => {
  expect(sessions).toHaveLength(1);
  return sessions[0]!;
};
const reps = (session: WorkoutSessionJson) => session.sets.map((s) => [s.id, s.reps]);

describe("applying unsent changes to stored sessions", () => {
  it("shows the stored sessions as they are without changes", () => {
    expect(applyChanges([stored], [])).toEqual([stored]);
  });

  it("takes a change made after the record was last changed", () => {
    const session = only(
      applyChanges(
        [stored],
        [
          sessionChange(at + 1, { name: "Legs", note: "Knees happy", status: "finished", finishedAt: at + 1 }),
          setChange(id(11), at + 1, { reps: 12, weight: 22.5 }),
        ],
      ),
    );
    expect(session).toMatchObject({ name: "Legs", note: "Knees happy", status: "finished", finishedAt: at + 1, updatedAt: at + 1 });
    expect(session.sets.find((s) => s.id === id(11))).toMatchObject({ reps: 12, weight: 22.5, updatedAt: at + 1 });
    // What the change does not carry stays: the session's entries and other sets.
    expect(session.entries).toEqual(stored.entries);
    expect(reps(session)).toEqual([
      [id(10), 10],
      [id(11), 12],
      [id(12), 8],
    ]);
  });

  it("ignores a change made at the same time as the record or before", () => {
    for (const when of [at, at - 1]) {
      const changes = [
        sessionChange(when, { name: "Old name" }),
        entryChange(PRESS, when, { exercise: "push-up", position: 1 }),
        setChange(id(10), when, { reps: 3 }),
        setChange(id(12), when, { deleted: true }),
      ];
      expect(applyChanges([stored], changes)).toEqual([stored]);
    }
  });

  it("hides a removed set, exercise or session", () => {
    const withoutSet = only(applyChanges([stored], [setChange(id(10), at + 1, { deleted: true })]));
    expect(withoutSet.sets.map((s) => s.id)).toEqual([id(11), id(12)]);
    // Removing an exercise hides its sets too.
    const withoutEntry = only(applyChanges([stored], [entryChange(SQUAT, at + 1, { deleted: true })]));
    expect(withoutEntry.entries.map((e) => e.id)).toEqual([PRESS]);
    expect(withoutEntry.sets.map((s) => s.id)).toEqual([id(12)]);
    expect(applyChanges([stored], [sessionChange(at + 1, { deleted: true })])).toEqual([]);
  });

  it("does not bring a removed record back with an older edit", () => {
    const removed = setChange(id(10), at + 20, { deleted: true });
    const olderEdit = setChange(id(10), at + 10, { reps: 11 });
    for (const changes of [
      [removed, olderEdit],
      [olderEdit, removed],
    ]) {
      expect(only(applyChanges([stored], changes)).sets.map((s) => s.id)).toEqual([id(11), id(12)]);
    }
    const gone = sessionChange(at + 20, { deleted: true });
    const renamed = sessionChange(at + 10, { name: "Renamed" });
    expect(applyChanges([stored], [gone, renamed])).toEqual([]);
    expect(applyChanges([stored], [renamed, gone])).toEqual([]);
  });

  it("ignores exercises and sets of a session it does not have", () => {
    const elsewhere = { sessionId: id(99) };
    const changes = [entryChange(id(98), at + 1, elsewhere), setChange(id(97), at + 1, { ...elsewhere, entryId: id(98) })];
    expect(applyChanges([stored], changes)).toEqual([stored]);
    expect(applyChanges([], changes)).toEqual([]);
  });

  it("orders exercises by position and sets by their exercise's position, then their own", () => {
    const changes = [
      // The presses move first; a set is added before the squats' first one.
      entryChange(PRESS, at + 1, { exercise: "dumbbell-bench-press", position: 0 }),
      entryChange(SQUAT, at + 1, { position: 1 }),
      setChange(id(13), at + 1, { entryId: SQUAT, position: 0, reps: 12 }),
      setChange(id(10), at + 1, { position: 1 }),
      setChange(id(11), at + 1, { position: 2 }),
    ];
    const session = only(applyChanges([stored], changes));
    expect(session.entries.map((e) => [e.id, e.position])).toEqual([
      [PRESS, 0],
      [SQUAT, 1],
    ]);
    expect(session.sets.map((s) => [s.entryId, s.position, s.id])).toEqual([
      [PRESS, 0, id(12)],
      [SQUAT, 0, id(13)],
      [SQUAT, 1, id(10)],
      [SQUAT, 2, id(11)],
    ]);
  });

  it("shows a workout started on this device with its exercises and sets, whatever order the changes come in", () => {
    const NEW = id(50);
    const ENTRY = id(51);
    const started = sessionChange(at + 5, { id: NEW, source: "plan", weekday: "SUNDAY", startedAt: at + 5 });
    const added = entryChange(ENTRY, at + 6, { sessionId: NEW });
    const done = setChange(id(52), at + 7, { sessionId: NEW, entryId: ENTRY });
    const seed: PlanSeed = { plan: [], dayType: "leg_day", blockWeek: 2, deload: false };
    const seeds: string[] = [];
    const sessions = applyChanges([stored], [done, added, started], (change) => {
      seeds.push(change.id);
      return seed;
    });
    expect(sessions.map((s) => s.id)).toEqual([SESSION, NEW]);
    expect(sessions[1]).toMatchObject({ id: NEW, source: "plan", weekday: "SUNDAY", dayType: "leg_day", blockWeek: 2, deload: false });
    expect(sessions[1]!.entries.map((e) => e.id)).toEqual([ENTRY]);
    expect(sessions[1]!.sets.map((s) => s.id)).toEqual([id(52)]);
    // A stored session keeps its own plan: only a new one is seeded.
    only(applyChanges([stored], [sessionChange(at + 1)], (change) => (seeds.push(change.id), seed)));
    expect(seeds).toEqual([NEW]);
  });

  it("leaves the stored sessions untouched", () => {
    const copy = structuredClone(stored);
    applyChanges([stored], [setChange(id(10), at + 1, { reps: 1 }), entryChange(PRESS, at + 1, { deleted: true }), sessionChange(at + 1, { name: "X" })]);
    expect(stored).toEqual(copy);
  });
});
