// Saving the member's body profile. One profile per member; a free-text activity level from an
// API client is read as the nearest known one, and the answer says so.
import { eq } from "drizzle-orm";
import type * as v from "valibot";
import type { SavedProfileJson } from "../../core/api/profiles";
import { normalizeActivity } from "../../core/plans";
import type { profileCreateSchema, profileUpdateSchema } from "../../core/validation/profile";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { ApiError } from "../platform/errors";
import { profileJson } from "../shared/profile-json";

const warningsOf = (defaulted: boolean | undefined): SavedProfileJson["warnings"] => (defaulted ? ["activity_defaulted"] : []);

/** Creating again replaces the metrics (plan and counters stay). */
export async function createProfile(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof profileCreateSchema>,
): Promise<SavedProfileJson> {
  const { activity, defaulted } = normalizeActivity(input.activity);
  const values = {
    weight: input.weight,
    height: input.height,
    age: input.age,
    gender: input.gender,
    activity,
    goal: input.goal,
  };
  const profile = await db
    .insert(profiles)
    .values({ id: crypto.randomUUID(), userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning()
    .get();
  return { ...profileJson(profile), warnings: warningsOf(defaulted) };
}

/** Changes the fields sent; 404 when the member has no profile yet. */
export async function updateProfile(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof profileUpdateSchema>,
): Promise<SavedProfileJson> {
  const { activity: rawActivity, ...rest } = input;
  const normalized = rawActivity === undefined ? null : normalizeActivity(rawActivity);
  const set = { ...rest, ...(normalized ? { activity: normalized.activity } : {}), updatedAt: new Date() };
  const profile = await db.update(profiles).set(set).where(eq(profiles.userId, userId)).returning().get();
  if (!profile) throw new ApiError(404, "not_found");
  return { ...profileJson(profile), warnings: warningsOf(normalized?.defaulted) };
}
