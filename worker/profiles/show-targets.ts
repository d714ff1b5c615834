// "I've talked to a doctor — show my targets again": POST /api/profiles/show-targets clears the
// eating-disorder signs the coach recorded (worker/shared/eating-disorder-signs.ts), so the health
// context gives calorie and macro targets again.
import { and, eq } from "drizzle-orm";
import type { SavedProfileJson } from "../../core/api/profiles";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { nutritionAfterProfileChange } from "../plans/service";
import { ApiError } from "../platform/errors";
import { findProfile } from "../shared/find-profile";
import { profileJson } from "../shared/profile-json";

/**
 * Clears the member's own signs; the stored nutrition plan is rebuilt in the same statement for
 * what the health context now allows (not counted as a new plan). Idempotent: without signs it
 * answers the profile as it is. Only the signs the member saw are cleared: one recorded meanwhile
 * stays. 404 without a profile.
 */
export async function showTargets(db: Db, userId: string, now: number): Promise<SavedProfileJson> {
  const current = await findProfile(db, userId);
  if (!current) throw new ApiError(404, "not_found");
  const seen = current.eatingDisorderSignsAt;
  if (seen === null) return { ...profileJson(current), warnings: [] };
  const set = { eatingDisorderSignsAt: null, updatedAt: new Date(now) };
  const nutritionPlan = nutritionAfterProfileChange(current, { ...current, ...set }, now);
  const cleared = await db
    .update(profiles)
    .set(nutritionPlan ? { ...set, nutritionPlan } : set)
    .where(and(eq(profiles.userId, userId), eq(profiles.eatingDisorderSignsAt, seen)))
    .returning()
    .get();
  const profile = cleared ?? (await findProfile(db, userId));
  if (!profile) throw new ApiError(404, "not_found");
  return { ...profileJson(profile), warnings: [] };
}
