// What the analyzers know of the member: sex, age and life stage (pregnant or breastfeeding) from
// the profile's health context, the nutrition plan (whether there is one, vegetarian or not) and
// the workout plan's training days.
import type { MicronutrientNeedsJson } from "../../core/api/micronutrients";
import { sexOf } from "../../core/formulas/sex";
import { needsFor, stageApplies } from "../../core/micronutrients/needs";
import { riskNotesFor } from "../../core/micronutrients/risk-notes";
import type { StoredNutritionPlan } from "../../core/nutrition/nutrition-plan";
import type { StoredWorkoutPlan } from "../../core/training/workout-plan";
import { micronutrients } from "../../content/micronutrients/all";
import type { Db } from "../db/client";
import { ApiError } from "../platform/errors";
import { findProfile } from "../shared/find-profile";
import { profileHealth } from "../shared/profile-json";

/** The member's needs on `today` (YYYY-MM-DD); 409 while the profile lacks sex or age. */
export async function memberNeeds(db: Db, userId: string, today: string): Promise<MicronutrientNeedsJson> {
  const profile = await findProfile(db, userId);
  if (!profile || profile.gender == null || profile.age == null) throw new ApiError(409, "micronutrients_profile_incomplete");
  const sex = sexOf(profile.gender);
  const applies = stageApplies(sex, profile.age);
  const stage = applies ? profileHealth(profile, today).lifeStage : "none";
  const nutrition = profile.nutritionPlan as StoredNutritionPlan | null;
  const workout = profile.workoutPlan as StoredWorkoutPlan | null;
  const vegetarian = nutrition?.inputs.vegetarian ?? false;
  return {
    sex,
    age: profile.age,
    stage,
    stageApplies: applies,
    needs: needsFor({ sex, age: profile.age, stage }, micronutrients),
    riskNotes: riskNotesFor({
      sex,
      age: profile.age,
      activity: profile.activity,
      vegetarian,
      trainingDays: workout?.plan.inputs.weekdays.length ?? 0,
    }),
    vegetarian,
    nutritionPlan: nutrition !== null,
  };
}
