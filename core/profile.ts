import type { StoredNutritionPlan } from "./nutrition/nutrition-plan";
import type { ActivityLevel, Gender, Goal, Plan } from "./plans";
import type { StoredWorkoutPlan } from "./training/workout-plan";

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
  /** Served only while the subscription covers it (Basic or Pro; Pro for nutrition). */
  workout_plan?: StoredWorkoutPlan;
  nutrition_plan?: StoredNutritionPlan;
  trainingPlansGenerated: number;
  mealPlansGenerated: number;
}
