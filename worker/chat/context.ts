// The coach's view of the member: profile, targets, plans and today's workout, compact.
import { nutritionTargets } from "../../core/nutrition/targets";
import { bodyOfProfile } from "../../core/profile";
import type { SessionUser } from "../../core/session";
import { weekdayOf } from "../../core/training/workout-plan";
import { entitlements } from "../../core/billing/entitlements";
import type { Locale } from "../../core/locale";
import type { Db } from "../db/client";
import { findProfile } from "../shared/find-profile";
import { storedNutrition, storedWorkout } from "../plans/service";
import type { CoachContext } from "../platform/ai/chat-model";

export async function coachContext(db: Db, user: SessionUser, locale: Locale, today: string): Promise<CoachContext> {
  const p = await findProfile(db, user.id);
  const body = p ? bodyOfProfile(p) : null;
  const workout = p && entitlements.workoutPlans(user.plan) ? storedWorkout(p) : null;
  const nutrition = p && entitlements.nutritionPlans(user.plan) ? storedNutrition(p) : null;
  const targets = nutrition
    ? { tdee: nutrition.tdee, split: nutrition.targets }
    : body
      ? (({ tdee, targets: split }) => ({ tdee, split }))(nutritionTargets(body))
      : null;
  return {
    locale,
    firstName: user.firstName,
    today,
    body,
    targets,
    workout,
    todayWorkout: workout?.plan.week.find((d) => d.weekday === weekdayOf(today)) ?? null,
    nutrition,
  };
}
