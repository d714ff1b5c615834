import type { WorkoutSessionJson } from "../../core/training/session";

/** An empty workout started on 2026-11-29 at 09:00 UTC, with what a test gives it. */
export const emptySession = (over: Partial<WorkoutSessionJson> & Pick<WorkoutSessionJson, "id">): WorkoutSessionJson => ({
  date: "2026-11-29",
  name: null,
  note: "",
  source: "free",
  weekday: null,
  dayType: null,
  blockWeek: null,
  deload: false,
  status: "active",
  startedAt: Date.UTC(2026, 10, 29, 9),
  finishedAt: null,
  updatedAt: 1,
  plan: [],
  entries: [],
  sets: [],
  ...over,
});
