// Builds and stores the member's plans from their profile. The engines in core/ do
// the work; this file turns a profile row into their inputs and keeps the counters.
import { eq, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { dishes } from "../../content/dishes/dishes";
import type { Meal } from "../../core/nutrition/dish";
import { exercises } from "../../content/exercises/index";
import { bodyOfProfile } from "../../core/profile";
import { dayError } from "../../core/nutrition/example-day";
import { foodTable } from "../../content/foods/food-table";
import { caloriesBelowAllowed } from "../../core/nutrition/adjusted-targets";
import { dayTargets, generateNutritionPlan } from "../../core/nutrition/generate-nutrition";
import type { NutritionInputs, StoredNutritionPlan } from "../../core/nutrition/nutrition-plan";
import { generateWorkoutPlan } from "../../core/training/generate-workout";
import type { StoredWorkoutPlan, WorkoutInputs } from "../../core/training/workout-plan";
import type { Goal } from "../../core/plans";
import type { HealthContext } from "../../core/safety/health-context";
import { utcDay } from "../../core/validation/progress";
import type { Db } from "../db/client";
import { profiles, type Profile } from "../db/schema";
import { ApiError } from "../platform/errors";
import { findProfile } from "../shared/find-profile";
import { profileHealth } from "../shared/profile-json";

/** The profile's body for the engines; a plan cannot be built without it (409). */
export function bodyOf(profile: Profile) {
  const body = bodyOfProfile(profile);
  if (!body) throw new ApiError(409, "profile_incomplete");
  return body;
}

/** The Monday on or before a YYYY-MM-DD day. */
export function mondayOf(day: string): string {
  const t = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(t).getUTCDay() + 6) % 7;
  return new Date(t - weekday * 86_400_000).toISOString().slice(0, 10);
}

export function buildWorkout(
  profile: Profile,
  choice: Pick<WorkoutInputs, "goal" | "tier" | "weekdays" | "equipment" | "variant">,
  startMonday: string,
  now: number,
): StoredWorkoutPlan {
  const body = bodyOf(profile);
  // The body always comes from the profile, even when the choices are an older plan's inputs.
  const plan = generateWorkoutPlan({ ...choice, sex: body.sex, age: body.age, weightKg: body.weightKg }, exercises);
  return { plan, startMonday, generatedAt: now };
}

/**
 * The nutrition plan from the profile's body and health context (minor, underweight, pregnant or
 * breastfeeding decide the deficit and the extra energy), whatever an older plan's inputs say.
 * The plan records the life stage it was built for.
 */
export function buildNutrition(
  profile: Profile,
  choice: Pick<NutritionInputs, "goal" | "style" | "vegetarian" | "variant" | "chosen" | "calorieAdjustment" | "stage">,
  now: number,
): StoredNutritionPlan {
  const { goal: _profileGoal, ...body } = bodyOf(profile);
  const health = profileHealth(profile, utcDay(now));
  const inputs = { ...choice, stage: health.lifeStage, ...body };
  return { ...generateNutritionPlan(inputs, health, dishes, foodTable), generatedAt: now };
}

/** Whether the stored plan's calories lie below the lowest the member may eat now (its inputs with the profile's body). */
export function planBelowAllowed(profile: Profile, plan: StoredNutritionPlan, health: HealthContext): boolean {
  const body = bodyOfProfile(profile);
  if (!body) return false;
  const { goal: _profileGoal, ...current } = body;
  return caloriesBelowAllowed(plan.targets.calories, { ...plan.inputs, ...current }, health);
}

/**
 * The stored nutrition plan rebuilt (targets and example day, same choices) when a profile change
 * changes what the health context decides: a deficit now blocked or allowed, other extra energy,
 * or calories below what is now allowed. Null when the plan still fits (or there is none).
 */
export function nutritionAfterProfileChange(before: Profile, after: Profile, now: number): StoredNutritionPlan | null {
  const plan = storedNutrition(after);
  if (!plan || !bodyOfProfile(after)) return null;
  const today = utcDay(now);
  const was = profileHealth(before, today);
  const is = profileHealth(after, today);
  const changed =
    was.deficitBlock !== is.deficitBlock || was.extraEnergyKcal !== is.extraEnergyKcal || planBelowAllowed(after, plan, is);
  return changed ? buildNutrition(after, plan.inputs, now) : null;
}

/**
 * Swaps one meal's dish. The other dishes stay and the portions re-balance; when the day then
 * misses a target by more than its tolerance (5 % for calories and protein, 10 % for fat and
 * carbohydrate), the meals the member did not choose are drawn again.
 */
export function swapDish(
  profile: Profile,
  current: StoredNutritionPlan,
  meal: Meal,
  dish: string,
  now: number,
): StoredNutritionPlan {
  const entry = dishes.find((d) => d.slug === dish);
  if (!entry || !entry.meals.includes(meal) || (current.inputs.vegetarian && !entry.vegetarian))
    throw new ApiError(400, "dish_invalid");
  const keepAll = Object.fromEntries(current.day.map((p) => [p.meal, p.dish])) as Partial<Record<Meal, string>>;
  const kept = buildNutrition(profile, { ...current.inputs, chosen: { ...keepAll, [meal]: dish } }, now);
  if (dayError(kept.totals, dayTargets(kept.targets)) <= 1)
    return { ...kept, inputs: { ...kept.inputs, chosen: { ...current.inputs.chosen, [meal]: dish } } };
  return buildNutrition(profile, { ...current.inputs, chosen: { ...current.inputs.chosen, [meal]: dish } }, now);
}

function updateProfile(db: Db, userId: string, set: SQLiteUpdateSetSource<typeof profiles>) {
  return db
    .update(profiles)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(profiles.userId, userId))
    .returning()
    .get();
}

/** Stores the workout plan; `count` adds one to trainingPlansGenerated (a new build, not a reschedule). */
export const saveWorkout = (db: Db, userId: string, plan: StoredWorkoutPlan, count: boolean) =>
  updateProfile(db, userId, {
    workoutPlan: plan,
    ...(count ? { trainingPlansGenerated: sql`${profiles.trainingPlansGenerated} + 1` } : {}),
  });

/** Stores the nutrition plan; `count` adds one to mealPlansGenerated (a new build, not a swap). */
export const saveNutrition = (db: Db, userId: string, plan: StoredNutritionPlan, count: boolean) =>
  updateProfile(db, userId, {
    nutritionPlan: plan,
    ...(count ? { mealPlansGenerated: sql`${profiles.mealPlansGenerated} + 1` } : {}),
  });

/**
 * After the profile's weight followed a weigh-in (logged, edited, removed or imported; `before` is
 * the profile read before the write): the stored nutrition plan rebuilt when the new weight changes
 * what the health context allows, as a profile edit does (turning underweight takes the deficit
 * away at once, not on the next visit to the plan's tab). Answers whether it was rebuilt.
 */
export async function planAfterWeighIn(db: Db, before: Profile | undefined, now: number): Promise<boolean> {
  if (!before || !storedNutrition(before)) return false;
  const after = await findProfile(db, before.userId);
  if (!after || after.weight === before.weight) return false;
  const plan = nutritionAfterProfileChange(before, after, now);
  if (plan) await saveNutrition(db, after.userId, plan, false);
  return plan !== null;
}

export const storedWorkout = (p: Profile) => (p.workoutPlan ?? null) as StoredWorkoutPlan | null;
export const storedNutrition = (p: Profile) => (p.nutritionPlan ?? null) as StoredNutritionPlan | null;

/** "Update Plans" after new metrics: both existing plans again, on the profile's goal. */
export function refreshedPlans(profile: Profile, goal: Goal, now: number) {
  const workout = storedWorkout(profile);
  const nutrition = storedNutrition(profile);
  return {
    workout: workout && buildWorkout(profile, { ...workout.plan.inputs, goal }, workout.startMonday, now),
    nutrition: nutrition && buildNutrition(profile, { ...nutrition.inputs, goal, chosen: {} }, now),
  };
}
