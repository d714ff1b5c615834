import { sexOf } from "./formulas/sex";
import type { StoredNutritionPlan } from "./nutrition/nutrition-plan";
import { healthContext, type HealthContext, type LifeStage, type StoredScreening } from "./safety/health-context";
import type { ActivityLevel, Gender, Goal, Plan } from "./plans";
import type { StoredWorkoutPlan } from "./training/workout-plan";

/** The profile on the wire: GET /api/profiles/me and the create/update answers. */
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
  /** Pregnant or breastfeeding (women only; "none" otherwise). */
  lifeStage: LifeStage;
  /** Due date or the baby's birth date, YYYY-MM-DD; null when not given. */
  lifeStageDate: string | null;
  /** The pre-exercise screening; null until answered. */
  screening: StoredScreening | null;
  /**
   * The coach read eating-disorder signs in the member's messages and the member has not yet
   * confirmed talking to a doctor: no calorie or macro targets (the nutrition plan is not served).
   * The server always sends it; a copy stored on a device before it existed lacks it (none).
   */
  eatingDisorderSigns?: boolean;
  /**
   * A woman's answer to the pregnancy and breastfeeding question is on record (any answer; true
   * for anyone else): until then a deficit waits for it. The server always sends it; a copy stored
   * on a device before it existed lacks it (answered).
   */
  lifeStageAnswered?: boolean;
  /** Served only while the subscription covers it (Basic or Pro; Pro for nutrition). */
  workout_plan?: StoredWorkoutPlan;
  nutrition_plan?: StoredNutritionPlan;
  trainingPlansGenerated: number;
  mealPlansGenerated: number;
}

/** The body measurements the formulas and plans need, or null while any of them is missing. */
export function bodyOfProfile(p: Pick<ProfileJson, "weight" | "height" | "age" | "gender" | "activity" | "goal">) {
  const { weight, height, age, gender, activity, goal } = p;
  if (weight == null || height == null || age == null || gender == null || activity == null) return null;
  return { sex: sexOf(gender), weightKg: weight, heightCm: height, age, activity, goal };
}

/** The member's health context on `today` (their own calendar day), for every feature that gives a number. */
export function healthOfProfile(
  p: Pick<
    ProfileJson,
    "weight" | "height" | "age" | "gender" | "lifeStage" | "lifeStageDate" | "screening" | "eatingDisorderSigns" | "lifeStageAnswered"
  >,
  today: string,
): HealthContext {
  return healthContext(
    {
      age: p.age,
      sex: p.gender == null ? null : sexOf(p.gender),
      weightKg: p.weight,
      heightCm: p.height,
      lifeStage: p.lifeStage,
      lifeStageDate: p.lifeStageDate,
      screening: p.screening,
      eatingDisorderSigns: p.eatingDisorderSigns ?? false,
      lifeStageAnswered: p.lifeStageAnswered ?? true,
    },
    today,
  );
}
