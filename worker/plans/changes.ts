// Each change to the member's plans: read the profile, build with the engines, store, and
// answer the whole profile (the client keeps it as it is).
import type * as v from "valibot";
import type { PlanChangeJson } from "../../core/api/plans";
import { entitlements } from "../../core/billing/entitlements";
import { memberToday } from "../../core/member-today";
import type { Meal } from "../../core/nutrition/dish";
import { type LifeStage, screeningResult, type StoredScreening } from "../../core/safety/health-context";
import type { SessionUser } from "../../core/session";
import type { Weekday } from "../../core/training/workout-plan";
import type { nutritionPlanSchema, workoutPlanSchema } from "../../core/validation/plans";
import type { Db } from "../db/client";
import { ApiError } from "../platform/errors";
import { type Profile, profiles } from "../db/schema";
import { eq } from "drizzle-orm";
import { findProfile } from "../shared/find-profile";
import { profileJson } from "../shared/profile-json";
import { HealthInputError, lifeStageChange } from "../shared/health-input";
import {
  buildNutrition,
  buildWorkout,
  mondayOf,
  refreshedPlans,
  saveNutrition,
  saveWorkout,
  storedNutrition,
  storedWorkout,
  swapDish,
} from "./service";

async function profileOf(db: Db, userId: string) {
  const profile = await findProfile(db, userId);
  if (!profile) throw new ApiError(409, "profile_incomplete");
  return profile;
}

const noPlan = () => new ApiError(404, "no_plan");

/** No nutrition plan is built or changed while eating-disorder signs are on record (the member clears them: show-targets). */
function requireTargets(profile: Profile) {
  if (profile.eatingDisorderSignsAt !== null) throw new ApiError(409, "targets_paused");
}

/** A workout plan is built only after the pre-exercise screening: unanswered, or a "yes" without the doctor's clearance, is a 409. */
function requireScreening(profile: Profile) {
  const screening = screeningResult(profile.screening as StoredScreening | null, profile.lifeStage);
  if (screening === "unanswered") throw new ApiError(409, "screening_required");
  if (screening === "see-doctor") throw new ApiError(409, "screening_see_doctor");
}

/**
 * A new workout plan; regenerating draws the next variant of the same choices. Built only after
 * the pre-exercise screening: unanswered, or a "yes" without the doctor's clearance, is a 409.
 */
export async function makeWorkoutPlan(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof workoutPlanSchema>,
  now: number,
): Promise<PlanChangeJson> {
  const { regenerate, today, ...choice } = input;
  const profile = await profileOf(db, userId);
  requireScreening(profile);
  const previous = storedWorkout(profile);
  const variant = (previous?.plan.inputs.variant ?? 0) + (regenerate ? 1 : 0);
  const plan = buildWorkout(profile, { ...choice, variant }, mondayOf(memberToday(today, now)), now);
  return profileJson(await saveWorkout(db, userId, plan, true));
}

/**
 * The same plan on other days: the block keeps counting from its first Monday. The same screening
 * gate as a new plan: a later "yes" without the doctor's clearance holds the plan back here too.
 */
export async function rescheduleWorkout(db: Db, userId: string, weekdays: Weekday[], now: number): Promise<PlanChangeJson> {
  const profile = await profileOf(db, userId);
  const previous = storedWorkout(profile);
  if (!previous) throw noPlan();
  requireScreening(profile);
  const plan = buildWorkout(profile, { ...previous.plan.inputs, weekdays }, previous.startMonday, now);
  return profileJson(await saveWorkout(db, userId, plan, false));
}

export async function makeNutritionPlan(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof nutritionPlanSchema>,
  now: number,
): Promise<PlanChangeJson> {
  const { regenerate, stage, ...choice } = input;
  let profile = await profileOf(db, userId);
  requireTargets(profile);
  // The setup's pregnancy answer goes into the profile, which every plan reads.
  if (stage !== undefined) profile = await storeLifeStage(db, profile, stage, now);
  const previous = storedNutrition(profile);
  const variant = (previous?.inputs.variant ?? 0) + (regenerate ? 1 : 0);
  const plan = buildNutrition(profile, { ...choice, variant, chosen: {} }, now);
  return profileJson(await saveNutrition(db, userId, plan, true));
}

/** Stores a life stage answered in the nutrition setup; only a woman's profile takes one other than "none". */
async function storeLifeStage(db: Db, profile: Profile, stage: LifeStage, now: number): Promise<Profile> {
  let change;
  try {
    change = lifeStageChange(profile, { lifeStage: stage }, now);
  } catch (err) {
    throw err instanceof HealthInputError ? new ApiError(400, "stage_not_applicable") : err;
  }
  const same =
    (change.lifeStage ?? profile.lifeStage) === profile.lifeStage &&
    (change.lifeStageDate ?? profile.lifeStageDate) === profile.lifeStageDate &&
    (profile.gender !== "FEMALE" || profile.lifeStageAnsweredAt !== null);
  if (same) return profile;
  return (
    (await db
      .update(profiles)
      .set({ ...change, updatedAt: new Date(now) })
      .where(eq(profiles.userId, profile.userId))
      .returning()
      .get()) ?? profile
  );
}

/** One meal's dish, in a plan of dishes. */
export async function swapMealDish(db: Db, userId: string, meal: Meal, dish: string, now: number): Promise<PlanChangeJson> {
  const profile = await profileOf(db, userId);
  requireTargets(profile);
  const previous = storedNutrition(profile);
  if (!previous || previous.inputs.style !== "dishes") throw noPlan();
  return profileJson(await saveNutrition(db, userId, swapDish(profile, previous, meal, dish, now), false));
}

/** After new metrics: only the plans the subscription covers are rebuilt (and counted). */
export async function refreshPlans(db: Db, user: SessionUser, now: number): Promise<PlanChangeJson> {
  let profile = await profileOf(db, user.id);
  const rebuildsWorkout = storedWorkout(profile) !== null && entitlements.workoutPlans(user.plan);
  // The same screening gate as a new workout plan, before anything is stored.
  if (rebuildsWorkout) requireScreening(profile);
  const { workout, nutrition } = refreshedPlans(profile, profile.goal, now);
  if (workout && rebuildsWorkout) profile = await saveWorkout(db, user.id, workout, true);
  // Paused targets (eating-disorder signs) are rebuilt when the member clears them, not counted now.
  if (nutrition && entitlements.nutritionPlans(user.plan) && profile.eatingDisorderSignsAt === null) {
    profile = await saveNutrition(db, user.id, nutrition, true);
  }
  return profileJson(profile);
}
