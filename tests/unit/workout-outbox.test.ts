// The device's outbox of workout changes: one change per record, the newest kept, answered ones
// removed unless changed again since, parents sent before children (decision 0042).
import { describe, expect, it } from "vitest";
import type { WorkoutChange } from "../../core/validation/workouts";
import { changeKey, coalesce, inSendingOrder, withoutAnswered } from "../../web/shared/offline/workout-outbox";

const session = "6f1c2a9e-0b7d-4c1e-9f00-000000000001";
const entry = "6f1c2a9e-0b7d-4c1e-9f00-000000000002";
const setId = "6f1c2a9e-0b7d-4c1e-9f00-000000000003";
const at = Date.UTC(2026, 10, 29, 9);

const setChange = (updatedAt: number, reps: number): WorkoutChange => ({
  type: "set",
  id: setId,
  sessionId: session,
  entryId: entry,
  exercise: "goblet-squat",
  position: 0,
  kind: "work",
  weight: 20,
  reps,
  seconds: null,
  rpe: null,
  rir: null,
  updatedAt,
  deleted: false,
});
const sessionChange: WorkoutChange = {
  type: "session",
  id: session,
  date: "2026-11-29",
  name: null,
  note: "",
  source: "free",
  weekday: null,
  status: "active",
  startedAt: at,
  finishedAt: null,
  updatedAt: at,
  deleted: false,
};
const entryChange: WorkoutChange = { type: "entry", id: entry, sessionId: session, exercise: "goblet-squat", position: 0, note: "", updatedAt: at + 1, deleted: false };

describe("the workout outbox", () => {
  it("keeps one change per record, the one made last", () => {
    const box = coalesce(coalesce({}, [setChange(at + 10, 8)]), [setChange(at + 20, 10), setChange(at + 5, 6)]);
    expect(Object.values(box)).toEqual([setChange(at + 20, 10)]);
  });

  it("removes an answered change, but not one made again after it was sent", () => {
    const sent = setChange(at + 10, 8);
    const box = coalesce({}, [sent, sessionChange]);
    expect(Object.keys(withoutAnswered(box, [sent]))).toEqual([changeKey(sessionChange)]);
    const changedSince = coalesce(box, [setChange(at + 30, 9)]);
    expect(withoutAnswered(changedSince, [sent])[changeKey(sent)]).toEqual(setChange(at + 30, 9));
  });

  it("sends a workout before its exercises and its exercises before their sets", () => {
    const box = coalesce({}, [setChange(at - 100, 8), entryChange, sessionChange]);
    expect(inSendingOrder(box).map((c) => c.type)).toEqual(["session", "entry", "set"]);
  });
});
