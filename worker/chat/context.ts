// The coach's view of the member: profile, health context, targets, plans and today's workout
// (and whether it is done), compact.
// With eating-disorder signs on record it has no targets and no nutrition plan to quote.
import { screeningAllowsTraining } from "../../core/safety/health-context";
import { nutritionTargets } from "../../core/nutrition/targets";
import { bodyOfProfile } from "../../core/profile";
import type { SessionUser } from "../../core/session";
import { weekdayOf } from "../../core/training/workout-plan";
import { entitlements } from "../../core/billing/entitlements";
import type { Locale } from "../../core/locale";
import { targetsAllowed } from "../../core/safety/health-context";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { workoutSessions } from "../db/schema";
import { findProfile } from "../shared/find-profile";
import { profileHealth } from "../shared/profile-json";
import { storedNutrition, storedWorkout } from "../plans/service";
import type { CoachContext } from "../platform/ai/chat-model";

export async function coachContext(db: Db, user: SessionUser, locale: Locale, today: string): Promise<CoachContext> {
  const [p, finished] = await Promise.all([
    findProfile(db, user.id),
    db
      .select({ id: workoutSessions.id })
      .from(workoutSessions)
      .where(
        and(
          eq(workoutSessions.userId, user.id),
          eq(workoutSessions.deleted, false),
          eq(workoutSessions.status, "finished"),
          eq(workoutSessions.date, today),
        ),
      )
      .limit(1)
      .get(),
  ]);
  const body = p ? bodyOfProfile(p) : null;
  const health = p ? profileHealth(p, today) : null;
  // After a "yes" in the pre-exercise screening the plan waits for the doctor's clearance, for the
  // coach too: neither model sees its exercises (the offline coach says to see a doctor). So does
  // a plan kept from before the screening was asked, until it is answered.
  const workout = p && health && entitlements.workoutPlans(user.plan) && screeningAllowsTraining(health.screening) ? storedWorkout(p) : null;
  const shown = health !== null && targetsAllowed(health);
  const nutrition = p && shown && entitlements.nutritionPlans(user.plan) ? storedNutrition(p) : null;
  // A stored plan may predate a pregnancy or a birthday: while a deficit is not allowed, the
  // coach's numbers come from today's health context, not from the plan.
  const fromBody = body && health && shown ? (({ tdee, targets: split }) => ({ tdee, split }))(nutritionTargets(body, health)) : null;
  const targets = nutrition && !health?.deficitBlock ? { tdee: nutrition.tdee, split: nutrition.targets } : fromBody;
  return {
    locale,
    firstName: user.firstName,
    today,
    body,
    targets,
    workout,
    todayWorkout: workout?.plan.week.find((d) => d.weekday === weekdayOf(today)) ?? null,
    doneToday: finished !== undefined,
    nutrition,
    health,
  };
}
