import type { CoachContext } from "../../worker/platform/ai/chat-model";

/** What the coach knows of a member who has set up nothing yet. */
export const newMember = (locale: CoachContext["locale"], firstName: string): CoachContext => ({
  locale,
  firstName,
  today: "2026-11-21",
  body: null,
  targets: null,
  workout: null,
  todayWorkout: null,
  doneToday: false,
  nutrition: null,
  health: null,
});
