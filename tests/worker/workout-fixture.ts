import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import type { Plan } from "../../core/plans";
import { utcDay } from "../../core/validation/progress";
import { post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

export const today = utcDay(Date.now());
const weekdays = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;
const todayName = weekdays[new Date(`${today}T00:00:00Z`).getUTCDay()]!;

/** A member with body metrics and a session; `plan` is the profile's plan. */
export async function memberOn(plan: Plan) {
  const { id } = await createUser({ plan, gender: "FEMALE", age: 28, height: 165, weight: 60, activity: "LIGHT" });
  return { id, token: await createSession(id) };
}

/**
 * A member whose workout plan trains today, with today's workout started and one set logged.
 * The plan is built while entitled (Standard unless Pro is asked for); `exercise` is the set's.
 */
export async function memberWithWorkout(plan: "BASIC" | "PRO" = "BASIC") {
  const member = await memberOn(plan);
  const others = weekdays.filter((d) => d !== todayName);
  const choice = { goal: "GAIN_MUSCLE", tier: "beginner", weekdays: [todayName, others[1], others[3]], equipment: ["dumbbell", "bench"] };
  expect((await post("/api/plans/workout", choice, { token: member.token })).status).toBe(200);
  const started = await post("/api/workouts", { date: today }, { token: member.token });
  expect(started.status).toBe(201);
  const exercise = (started.body.exercises as { slug: string; reps?: number[] }[]).find((e) => e.reps)!.slug;
  const set = await SELF.fetch(`https://forma.test/api/workouts/${started.body.id}/sets`, {
    method: "PUT",
    headers: { Authorization: `Bearer ${member.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ exercise, index: 0, weight: 20, reps: 8 }),
  });
  expect(set.status).toBe(200);
  return { ...member, workoutId: started.body.id as string, exercise };
}
