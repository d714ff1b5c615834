// The coach's view of the member: profile, targets, plans and today's workout, compact.
import { eq } from "drizzle-orm";
import { nutritionTargets } from "../../core/nutrition/targets";
import { sexOf } from "../../core/formulas/sex";
import type { SessionUser } from "../../core/session";
import { weekdayOf } from "../../core/training/workout-plan";
import { entitlements } from "../../core/billing/catalog";
import type { Locale } from "../../core/locale";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { storedNutrition, storedWorkout } from "../plans/service";
import type { CoachContext } from "../platform/ai/chat-model";

export async function coachContext(db: Db, user: SessionUser, locale: Locale, today: string): Promise<CoachContext> {
  const p = await db.select().from(profiles).where(eq(profiles.userId, user.id)).get();
  const complete = p && p.weight != null && p.height != null && p.age != null && p.gender != null && p.activity != null;
  const body = complete ? { sex: sexOf(p.gender!), age: p.age!, heightCm: p.height!, weightKg: p.weight!, activity: p.activity!, goal: p.goal } : null;
  const workout = p && entitlements.workoutPlans(user.plan) ? storedWorkout(p) : null;
  const nutrition = p && entitlements.nutritionPlans(user.plan) ? storedNutrition(p) : null;
  const targets = nutrition ? { tdee: nutrition.tdee, split: nutrition.targets } : body ? (({ tdee, targets: split }) => ({ tdee, split }))(nutritionTargets(body)) : null;
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
