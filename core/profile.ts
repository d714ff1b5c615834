import type { ActivityLevel, Gender, Goal, Plan } from "./plans";

/** The profile on the wire (SPEC section 3): GET /api/profiles/me and the create/update answers. */
export interface ProfileJson {
  id: string;
  weight: number | null;
  height: number | null;
  age: number | null;
  gender: Gender | null;
  activity: ActivityLevel | null;
  goal: Goal;
  plan: Plan;
  /** The goal weight on the progress chart, kg; null until the member sets one. */
  targetWeight: number | null;
  workout_plan?: unknown;
  nutrition_plan?: unknown;
  trainingPlansGenerated: number;
  mealPlansGenerated: number;
}
