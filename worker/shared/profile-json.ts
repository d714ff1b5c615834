// The profile on the wire, shared by the profile and plan APIs.
import { entitlements } from "../../core/billing/entitlements";
import type { StoredNutritionPlan } from "../../core/nutrition/nutrition-plan";
import { healthOfProfile, type ProfileJson } from "../../core/profile";
import { targetsAllowed, type HealthContext } from "../../core/safety/health-context";
import type { StoredScreening } from "../../core/safety/health-context";
import type { StoredWorkoutPlan } from "../../core/training/workout-plan";
import type { Profile } from "../db/schema";

/**
 * The wire shape: the agreed field names (snake case for the plans, camel case for counters).
 * With eating-disorder signs on record the nutrition plan (its targets and portions) is not served:
 * it stays stored and comes back once the member confirms talking to a doctor.
 */
export function profileJson(p: Profile): ProfileJson {
  const eatingDisorderSigns = p.eatingDisorderSignsAt !== null;
  const servesNutrition = entitlements.nutritionPlans(p.plan) && targetsAllowed({ eatingDisorderSigns });
  return {
    id: p.id,
    weight: p.weight,
    height: p.height,
    age: p.age,
    gender: p.gender,
    activity: p.activity,
    goal: p.goal,
    plan: p.plan,
    targetWeight: p.targetWeight,
    lifeStage: p.gender === "FEMALE" ? p.lifeStage : "none",
    lifeStageDate: p.gender === "FEMALE" ? p.lifeStageDate : null,
    // Asked of women only: anyone else has nothing to answer.
    lifeStageAnswered: p.gender !== "FEMALE" || p.lifeStageAnsweredAt !== null,
    screening: (p.screening as StoredScreening | null) ?? null,
    eatingDisorderSigns,
    // A plan the subscription no longer covers stays stored but is not served.
    workout_plan: entitlements.workoutPlans(p.plan) ? ((p.workoutPlan as StoredWorkoutPlan | null) ?? undefined) : undefined,
    nutrition_plan: servesNutrition ? ((p.nutritionPlan as StoredNutritionPlan | null) ?? undefined) : undefined,
    trainingPlansGenerated: p.trainingPlansGenerated,
    mealPlansGenerated: p.mealPlansGenerated,
  };
}

/** The member's health context on `today` (their own calendar day) from the stored profile. */
export const profileHealth = (p: Profile, today: string): HealthContext => healthOfProfile(profileJson(p), today);
