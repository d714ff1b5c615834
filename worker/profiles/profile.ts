// Saving the member's body profile. One profile per member; a free-text activity level from an
// API client is read as the nearest known one, and the answer says so.
import { eq } from "drizzle-orm";
import type * as v from "valibot";
import type { SavedProfileJson } from "../../core/api/profiles";
import { normalizeActivity } from "../../core/plans";
import type { Locale } from "../../core/locale";
import type { profileCreateSchema, profileUpdateSchema, screeningSchema } from "../../core/validation/profile";
import type { Db } from "../db/client";
import { type Profile, profiles } from "../db/schema";
import { nutritionAfterProfileChange } from "../plans/service";
import { ApiError } from "../platform/errors";
import { findProfile } from "../shared/find-profile";
import { memberUnits } from "../shared/member-units";
import { profileJson } from "../shared/profile-json";
import {
  HealthInputError,
  healthInputFailure,
  lifeStageChange,
  storedScreening,
  underweightTargetFailure,
} from "../shared/health-input";

const warningsOf = (defaulted: boolean | undefined): SavedProfileJson["warnings"] => (defaulted ? ["activity_defaulted"] : []);

/**
 * The columns to write with the profile's new values: a stored nutrition plan the change makes
 * unsafe or outdated (a life stage, underweight, an age or sex change) is rebuilt in the same
 * statement, on the request's clock, without counting as a new plan.
 */
function withPlanForHealth<T extends Partial<Profile>>(current: Profile | undefined, set: T, now: number) {
  if (!current) return set;
  const nutritionPlan = nutritionAfterProfileChange(current, { ...current, ...set }, now);
  return nutritionPlan ? { ...set, nutritionPlan } : set;
}

/** Creating again replaces the metrics (plan and counters stay). */
export async function createProfile(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof profileCreateSchema>,
  now: number,
): Promise<SavedProfileJson> {
  const { activity, defaulted } = normalizeActivity(input.activity);
  const values = {
    weight: input.weight,
    height: input.height,
    age: input.age,
    gender: input.gender,
    activity,
    goal: input.goal,
    // Only a woman's profile keeps a life stage.
    ...(input.gender === "FEMALE" ? {} : { lifeStage: "none" as const, lifeStageDate: null }),
  };
  const current = await findProfile(db, userId);
  const profile = await db
    .insert(profiles)
    .values({ id: crypto.randomUUID(), userId, ...values })
    .onConflictDoUpdate({
      target: profiles.userId,
      set: withPlanForHealth(current, { ...values, updatedAt: new Date(now) }, now),
    })
    .returning()
    .get();
  return { ...profileJson(profile), warnings: warningsOf(defaulted) };
}

/**
 * Changes the fields sent; 404 when the member has no profile yet. The life stage and its date are
 * checked against the profile's sex and the member's today (`now`), and an adult's goal weight
 * against BMI 18.5 for the height, answering 400 in `locale`.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof profileUpdateSchema>,
  now: number,
  locale: Locale,
): Promise<SavedProfileJson> {
  const { activity: rawActivity, lifeStage, lifeStageDate, ...rest } = input;
  // The member's units name a refused goal weight as they typed it (only read when one is sent).
  const [current, units] = await Promise.all([
    findProfile(db, userId),
    input.targetWeight == null ? ("metric" as const) : memberUnits(db, userId),
  ]);
  if (!current) throw new ApiError(404, "not_found");
  let stage;
  try {
    stage = lifeStageChange(current, { gender: input.gender, lifeStage, lifeStageDate }, now);
  } catch (err) {
    throw err instanceof HealthInputError ? healthInputFailure(err, locale) : err;
  }
  const lowTarget = underweightTargetFailure(current, input, locale, units);
  if (lowTarget) throw lowTarget;
  const normalized = rawActivity === undefined ? null : normalizeActivity(rawActivity);
  const set = { ...rest, ...stage, ...(normalized ? { activity: normalized.activity } : {}), updatedAt: new Date(now) };
  const profile = await db
    .update(profiles)
    .set(withPlanForHealth(current, set, now))
    .where(eq(profiles.userId, userId))
    .returning()
    .get();
  if (!profile) throw new ApiError(404, "not_found");
  return { ...profileJson(profile), warnings: warningsOf(normalized?.defaulted) };
}

/** Stores the pre-exercise screening's answers (a new answer replaces the old); 404 without a profile. */
export async function saveScreening(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof screeningSchema>,
  now: number,
): Promise<SavedProfileJson> {
  // The clearance is kept after a "yes" or in pregnancy (screeningCallsForDoctor): read the stage first.
  const current = await db.select({ lifeStage: profiles.lifeStage }).from(profiles).where(eq(profiles.userId, userId)).get();
  if (!current) throw new ApiError(404, "not_found");
  const profile = await db
    .update(profiles)
    .set({ screening: storedScreening(input, now, current.lifeStage), updatedAt: new Date(now) })
    .where(eq(profiles.userId, userId))
    .returning()
    .get();
  if (!profile) throw new ApiError(404, "not_found");
  return { ...profileJson(profile), warnings: [] };
}
