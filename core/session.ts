import type { Plan } from "./plans";
import type { UnitSystem } from "./validation/account";

/** What GET /api/auth/session answers: the signed-in member, or null for a visitor. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** When the account was created (ISO 8601), shown as "member since". */
  memberSince: string;
  plan: Plan;
  hasWorkoutPlan: boolean;
  hasNutritionPlan: boolean;
  /** The units chosen for every device; null until the member chooses (each device keeps its own). */
  units: UnitSystem | null;
}

export interface SessionState {
  user: SessionUser | null;
}

/** The pulsing dot on Pro: a signed-in member without a workout or a nutrition plan. */
export function needsPlans(user: SessionUser | null): boolean {
  return user !== null && (!user.hasWorkoutPlan || !user.hasNutritionPlan);
}
