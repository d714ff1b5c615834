// Weekly diet adjustments: once a week (the cron, or opening the nutrition tab first) the plan's
// calories move toward the goal's expected rate, by the rule in core/nutrition/weekly-adjustment.
// A member who logs food gets them from the expenditure measured with the diary once it has
// enough days (docs/expenditure.md); the row keeps the figures that explain it.
// One row per member and week; the member can undo a change once. The member's health context
// decides: none with eating-disorder signs on record, in pregnancy or breastfeeding, and no cut for
// members under 18 or underweight.
import { and, desc, eq, gte, inArray, isNotNull, lte, notExists, sql } from "drizzle-orm";
import type { DietAdjustmentJson, DietAdjustmentsJson, PlanChangeJson } from "../../core/api";
import { entitlements } from "../../core/billing/entitlements";
import type { StoredNutritionPlan } from "../../core/nutrition/nutrition-plan";
import { expenditureWindowStart } from "../../core/nutrition/expenditure";
import { minWeighDays, weeklyAdjustment, windowStart, type WeeklyAdjustment } from "../../core/nutrition/weekly-adjustment";
import { targetsAllowed, type DeficitBlock, type HealthContext } from "../../core/safety/health-context";
import { adjustmentPause } from "../../core/nutrition/adjusted-targets";
import { plans } from "../../core/plans";
import { utcDay } from "../../core/validation/progress";
import type { Db } from "../db/client";
import { bodyEntries, dietAdjustments, profiles, type DietAdjustment, type Profile } from "../db/schema";
import { dailyIntake } from "../diary/service";
import { ApiError } from "../platform/errors";
import { findProfile } from "../shared/find-profile";
import { profileHealth, profileJson } from "../shared/profile-json";
import { bodyOf, buildNutrition, mondayOf, planBelowAllowed, saveNutrition, storedNutrition } from "./service";

/** How many past weeks the history answers. */
const historyWeeks = 52;

const adjustmentJson = (a: DietAdjustment): DietAdjustmentJson => ({
  id: a.id,
  week: a.week,
  fromKcal: a.fromKcal,
  toKcal: a.toKcal,
  trendKg: a.trendKg,
  expectedKg: a.expectedKg,
  reason: a.reason,
  status: a.status,
  createdAt: a.createdAt.getTime(),
  method: a.method,
  ...(a.expenditure ? { expenditure: a.expenditure } : {}),
  ...(a.goalKcal !== null ? { goalKcal: a.goalKcal } : {}),
  ...(a.aimKcal !== null ? { aimKcal: a.aimKcal } : {}),
});

/** The logged weights from `from` through `today`. */
async function loggedWeights(db: Db, userId: string, from: string, today: string) {
  const rows = await db
    .select({ date: bodyEntries.date, weight: bodyEntries.weight })
    .from(bodyEntries)
    .where(and(eq(bodyEntries.userId, userId), gte(bodyEntries.date, from), lte(bodyEntries.date, today), isNotNull(bodyEntries.weight)))
    .all();
  return rows.map((r) => ({ date: r.date, weight: r.weight! }));
}

/** The logged weights of the weight rule's window that ends on `today` (the last 14 days). */
const windowWeights = (db: Db, userId: string, today: string) => loggedWeights(db, userId, windowStart(today), today);

/** The plan rebuilt with a new calorie shift (the engine clamps it at the lowest safe intake). */
function withShift(profile: Profile, plan: StoredNutritionPlan, calorieAdjustment: number, now: number) {
  const choice = { ...plan.inputs, calorieAdjustment };
  return buildNutrition(profile, choice, now);
}

/** What the adjustments say beside the plan's goal: paused (eating-disorder signs, pregnancy, breastfeeding), or a cut withheld. */
function healthBlockOf(health: HealthContext, plan: StoredNutritionPlan): DeficitBlock | null {
  const pause = adjustmentPause(health);
  if (pause) return pause;
  return plan.inputs.goal === "LOSE_WEIGHT" ? health.deficitBlock : null;
}

/**
 * This week's verdict for the member's plan, from the plan's inputs with the profile's current
 * body: the weights and the diary's daily energy of the expenditure's window (the 28 days before
 * today; food through yesterday, whose log is finished). A member who logged no food in it gets
 * the weight-only rule.
 */
async function verdictFor(db: Db, profile: Profile, plan: StoredNutritionPlan, today: string, now: number): Promise<WeeklyAdjustment> {
  const { goal: _profileGoal, ...body } = bodyOf(profile);
  const from = expenditureWindowStart(today);
  const [weights, intake] = await Promise.all([
    loggedWeights(db, profile.userId, from, today),
    dailyIntake(db, profile.userId, from, utcDay(now, -1)),
  ]);
  return weeklyAdjustment({
    inputs: { ...plan.inputs, ...body },
    health: profileHealth(profile, today),
    calories: plan.targets.calories,
    weights,
    today,
    ...(intake.length > 0 ? { intake } : {}),
  });
}

/**
 * A plan whose calories lie below the lowest the member may eat now (made before a pregnancy,
 * breastfeeding, turning underweight or under 18) rebuilt from its own choices and saved; null
 * when it fits. This runs whatever the week's verdict: paused, waiting for weights or on track.
 */
async function raiseBelowAllowed(db: Db, profile: Profile, plan: StoredNutritionPlan, now: number): Promise<Profile | null> {
  if (!planBelowAllowed(profile, plan, profileHealth(profile, utcDay(now)))) return null;
  return (await saveNutrition(db, profile.userId, buildNutrition(profile, plan.inputs, now), false)) ?? null;
}

/**
 * Makes this week's adjustment unless the week has one. The row is inserted first and only the
 * request that inserted it changes the plan, so the cron and a catch-up racing each other make
 * one adjustment. Answers the verdict and the saved profile when the calories changed.
 */
export async function adjustThisWeek(db: Db, profile: Profile, now: number) {
  const plan = storedNutrition(profile);
  if (!plan) return null;
  const today = utcDay(now);
  const verdict = await verdictFor(db, profile, plan, today, now);
  // Paused (eating-disorder signs, pregnancy, breastfeeding) or waiting for weights: no row, so a later run still can.
  if (verdict.kind !== "adjustment") return { verdict, saved: await raiseBelowAllowed(db, profile, plan, now) };
  const inserted = await db
    .insert(dietAdjustments)
    .values({
      id: crypto.randomUUID(),
      userId: profile.userId,
      week: mondayOf(today),
      fromKcal: verdict.fromKcal,
      toKcal: verdict.toKcal,
      trendKg: verdict.trendKg,
      expectedKg: verdict.expectedKg,
      reason: verdict.reason,
      createdAt: new Date(now),
      method: verdict.method,
      expenditure: verdict.expenditure ?? null,
      goalKcal: verdict.goalKcal ?? null,
      aimKcal: verdict.aimKcal ?? null,
    })
    .onConflictDoNothing({ target: [dietAdjustments.userId, dietAdjustments.week] })
    .returning({ id: dietAdjustments.id })
    .get();
  if (!inserted || verdict.toKcal === verdict.fromKcal) return { verdict, saved: null };
  const saved = await saveNutrition(db, profile.userId, withShift(profile, plan, verdict.calorieAdjustment, now), false);
  return { verdict, saved };
}

/** The tab's view: this week's adjustment made if it is due, the weight days, and the history. */
export async function adjustmentsView(db: Db, userId: string, now: number): Promise<DietAdjustmentsJson> {
  const profile = await findProfile(db, userId);
  const plan = profile && storedNutrition(profile);
  if (!profile || !plan) throw new ApiError(404, "no_plan");
  const week = mondayOf(utcDay(now));
  const done = await db
    .select({ id: dietAdjustments.id })
    .from(dietAdjustments)
    .where(and(eq(dietAdjustments.userId, userId), eq(dietAdjustments.week, week)))
    .get();
  let profileAfter: Profile | null;
  let days: number;
  if (done) {
    days = (await windowWeights(db, userId, utcDay(now))).length;
    profileAfter = await raiseBelowAllowed(db, profile, plan, now);
  } else {
    const made = await adjustThisWeek(db, profile, now);
    profileAfter = made?.saved ?? null;
    days = made?.verdict.kind === "not_enough_data" ? made.verdict.days : (await windowWeights(db, userId, utcDay(now))).length;
  }
  const health = profileHealth(profile, utcDay(now));
  // With eating-disorder signs on record the history's calories are withheld like the plan's.
  const history = targetsAllowed(health)
    ? await db
        .select()
        .from(dietAdjustments)
        .where(eq(dietAdjustments.userId, userId))
        .orderBy(desc(dietAdjustments.week))
        .limit(historyWeeks)
        .all()
    : [];
  return {
    data: { days, needed: minWeighDays },
    healthBlock: healthBlockOf(health, plan),
    history: history.map(adjustmentJson),
    ...(profileAfter ? { profile: profileJson(profileAfter) } : {}),
  };
}

/**
 * Undoes an adjustment: its calorie change comes off the plan and it is marked undone. The
 * status flips in one conditional statement, so a second (or concurrent) undo answers 409.
 */
export async function undoAdjustment(db: Db, userId: string, id: string, now: number): Promise<PlanChangeJson> {
  const own = and(eq(dietAdjustments.userId, userId), eq(dietAdjustments.id, id));
  const row = await db.select().from(dietAdjustments).where(own).get();
  if (!row) throw new ApiError(404, "adjustment_not_found");
  const profile = await findProfile(db, userId);
  const plan = profile && storedNutrition(profile);
  if (!profile || !plan) throw new ApiError(404, "no_plan");
  const claimed = await db
    .update(dietAdjustments)
    .set({ status: "undone" })
    .where(and(own, eq(dietAdjustments.status, "applied")))
    .returning({ id: dietAdjustments.id })
    .get();
  if (!claimed) throw new ApiError(409, "adjustment_already_undone");
  // A plan built afresh since then (setup form, Regenerate) no longer carries any shift.
  const current = plan.inputs.calorieAdjustment ?? 0;
  if (row.toKcal === row.fromKcal || current === 0) return profileJson(profile);
  const shift = current - (row.toKcal - row.fromKcal);
  return profileJson(await saveNutrition(db, userId, withShift(profile, plan, shift, now), false));
}

/**
 * Whom the weekly run adjusts in `week`: a plan that includes nutrition plans, a nutrition plan,
 * and no adjustment that week. The cron pages through it, and the queue's consumer checks it again
 * (a member may have opened the tab, or lapsed, since).
 */
export function dueForAdjustment(db: Db, week: string) {
  const covered = plans.filter((p) => entitlements.nutritionPlans(p));
  return and(
    inArray(profiles.plan, covered),
    isNotNull(profiles.nutritionPlan),
    notExists(
      db
        .select({ one: sql`1` })
        .from(dietAdjustments)
        .where(and(eq(dietAdjustments.userId, profiles.userId), eq(dietAdjustments.week, week))),
    ),
  );
}

export type RunOutcome = "changed" | "unchanged" | "waiting" | "paused";

/** The weekly run's adjustment of one member, as the run counts it. */
export async function adjustForRun(db: Db, profile: Profile, now: number): Promise<RunOutcome> {
  const made = await adjustThisWeek(db, profile, now);
  if (made?.saved) return "changed";
  if (made?.verdict.kind === "paused") return "paused";
  if (made?.verdict.kind !== "adjustment") return "waiting";
  return "unchanged";
}
