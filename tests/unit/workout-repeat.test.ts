// Repeating a past workout: the changes that open it today, as the sync sends them.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { WorkoutSessionJson } from "../../core/training/session";
import { logLimits, syncSchema } from "../../core/validation/workouts";
import { repeatChanges } from "../../web/workout/start";

const at = Date.UTC(2026, 10, 20, 18);
const past = (entries: { exercise: string; position: number }[], over: Partial<WorkoutSessionJson> = {}): WorkoutSessionJson => ({
  id: "00000000-0000-4000-8000-000000000001",
  date: "2026-11-13",
  name: "Legs",
  note: "Heavy day",
  source: "plan",
  weekday: "MONDAY",
  dayType: null,
  blockWeek: 2,
  deload: false,
  status: "finished",
  startedAt: at - 7 * 86_400_000,
  finishedAt: at - 7 * 86_400_000 + 3_600_000,
  updatedAt: at,
  plan: [],
  entries: entries.map((e, i) => ({
    id: `00000000-0000-4000-8000-00000000010${i}`,
    note: "deep",
    superset: null,
    updatedAt: at,
    ...e,
  })),
  sets: [],
  ...over,
});

const all = () => true;

describe("repeating a past workout", () => {
  it("opens an empty workout today under its name with its exercises in its order, new records every one", () => {
    const changes = repeatChanges(
      "2026-11-20",
      past(
        [
          { exercise: "goblet-squat", position: 1 },
          { exercise: "romanian-deadlift", position: 0 },
        ],
        { name: " Legs ", source: "free", weekday: null },
      ),
      all,
      at,
    );
    const [session, ...entries] = changes;
    expect(session).toMatchObject({
      type: "session",
      date: "2026-11-20",
      name: "Legs",
      note: "",
      source: "free",
      weekday: null,
      status: "active",
      startedAt: at,
      finishedAt: null,
    });
    expect(entries.map((e) => e.type === "entry" && [e.exercise, e.position, e.note, e.sessionId])).toEqual([
      ["romanian-deadlift", 0, "", session!.id],
      ["goblet-squat", 1, "", session!.id],
    ]);
    const ids = changes.map((c) => c.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain(past([]).id);
    // What the server takes: the sync's own schema.
    expect(v.safeParse(syncSchema, { changes }).success).toBe(true);
  });

  it("keeps the name within the limit, none for a blank one, and no more exercises than a workout holds", () => {
    const many = Array.from({ length: logLimits.entries + 5 }, (_, i) => ({ exercise: "goblet-squat", position: i }));
    const changes = repeatChanges("2026-11-20", past(many, { name: "x".repeat(logLimits.nameLength + 10) }), all, at);
    expect(changes).toHaveLength(1 + logLimits.entries);
    expect(changes[0]).toMatchObject({ name: "x".repeat(logLimits.nameLength) });
    expect(repeatChanges("2026-11-20", past([], { name: "  " }), all, at)).toEqual([
      expect.objectContaining({ type: "session", name: null }),
    ]);
  });

  it("repeats a plan workout unnamed: its day title was the plan's, and the copy no longer follows the plan", () => {
    const [session] = repeatChanges(
      "2026-11-20",
      past([{ exercise: "goblet-squat", position: 0 }], { name: null, dayType: "lower" }),
      all,
      at,
    );
    expect(session).toMatchObject({ type: "session", name: null, source: "free", weekday: null });
  });

  it("leaves out exercises the member can no longer add, keeping the others in their order", () => {
    const removed = "own-00000000-0000-4000-8000-0000000000aa";
    const kept = "own-00000000-0000-4000-8000-0000000000bb";
    const offered = (slug: string) => slug !== removed;
    const changes = repeatChanges(
      "2026-11-20",
      past([
        { exercise: kept, position: 2 },
        { exercise: removed, position: 0 },
        { exercise: "goblet-squat", position: 1 },
      ]),
      offered,
      at,
    );
    expect(changes.slice(1).map((e) => e.type === "entry" && [e.exercise, e.position])).toEqual([
      ["goblet-squat", 0],
      [kept, 1],
    ]);
    expect(v.safeParse(syncSchema, { changes }).success).toBe(true);
  });
});
