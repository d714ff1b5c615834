// The day's targets beside the diary (decision 0044): the nutrition plan's, with its weekly
// adjustments (Pro), or the calculator's from the profile. Both go through the health context:
// a plan whose calories lie below what the member may now eat (made before a pregnancy, or before
// turning underweight) gives way to the calculator's, which never set a deficit the context
// withholds and add pregnancy's or breastfeeding's energy. With eating-disorder signs on record the
// health context allows no targets at all: the day says so, with no numbers.
import type { DiaryTargetsJson, DiaryTargetsWithheldJson } from "../../core/api/diary";
import { entitlements } from "../../core/billing/entitlements";
import { nutritionTargets } from "../../core/nutrition/targets";
import { bodyOfProfile } from "../../core/profile";
import { targetsAllowed } from "../../core/safety/health-context";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { utcDay } from "../../core/validation/progress";
import type { Db } from "../db/client";
import { diaryDayTargets, type DiaryDayTarget, type Profile } from "../db/schema";
import { planBelowAllowed, storedNutrition } from "../plans/service";
import { profileHealth } from "../shared/profile-json";

/** Null while the profile lacks what the calculator needs and there is no plan to follow. */
export function diaryTargets(profile: Profile | undefined, today: string): DiaryTargetsJson | DiaryTargetsWithheldJson | null {
  if (!profile) return null;
  const health = profileHealth(profile, today);
  if (!targetsAllowed(health)) return { source: "withheld", reason: "eating-disorder" };
  const plan = entitlements.nutritionPlans(profile.plan) ? storedNutrition(profile) : null;
  if (plan && !planBelowAllowed(profile, plan, health)) {
    const t = plan.targets;
    return {
      source: "plan",
      calories: t.calories,
      protein: t.protein.grams,
      fat: t.fat.grams,
      carbs: t.carbs.grams,
      deficitWithheld: plan.deficitWithheld ?? null,
      extraEnergyKcal: plan.extraEnergyKcal ?? 0,
    };
  }
  const body = bodyOfProfile(profile);
  if (!body) return null;
  const { targets: t, deficitWithheld, extraEnergyKcal } = nutritionTargets(body, health);
  return {
    source: "calculator",
    calories: t.calories,
    protein: t.protein.grams,
    fat: t.fat.grams,
    carbs: t.carbs.grams,
    deficitWithheld,
    extraEnergyKcal,
  };
}

// A day's own targets (decision 0074). While a day could still be the member's today (the
// server's yesterday to tomorrow: members live east and west of UTC) its answer keeps the targets
// it gives; a day before that is judged against what it kept. A day that kept none (before days
// kept theirs, or never opened then) is judged against today's, and says so.

type Targets = DiaryTargetsJson | DiaryTargetsWithheldJson | null;

const keptJson = (row: DiaryDayTarget): DiaryTargetsJson => ({
  source: row.source,
  calories: row.calories,
  protein: row.protein,
  fat: row.fat,
  carbs: row.carbs,
  deficitWithheld: row.deficitWithheld,
  extraEnergyKcal: row.extraEnergyKcal,
});

/** Whether `date` may still be the member's today, by the server's clock (yesterday to tomorrow in UTC). */
const mayBeToday = (date: string, now: number) => date >= utcDay(now, -1) && date <= utcDay(now, 1);

/**
 * The day's targets for its answer: today's while the day may be the member's today (and kept
 * for it), the day's own kept ones for a past day, today's for a later day. The health context of
 * today rules every day: withheld targets stay withheld, and a kept deficit it now rules out gives
 * way to today's.
 */
export async function targetsOfDay(
  db: Db,
  userId: string,
  profile: Profile | undefined,
  date: string,
  now: number,
): Promise<Targets> {
  const today = diaryTargets(profile, utcDay(now));
  if (today?.source === "withheld") return today;
  if (date > utcDay(now, 1)) return today;
  if (mayBeToday(date, now)) {
    if (today) await keepTargets(db, userId, date, today, now);
    return today;
  }
  const row = await db
    .select()
    .from(diaryDayTargets)
    .where(and(eq(diaryDayTargets.userId, userId), eq(diaryDayTargets.date, date)))
    .get();
  if (!row) return today && { ...today, of: "today" };
  const kept = keptJson(row);
  if (today?.deficitWithheld && kept.calories < today.calories) return { ...today, of: "health" };
  return { ...kept, of: "kept" };
}

/** Keeps the day's targets; writes nothing when they are the ones kept already. */
async function keepTargets(db: Db, userId: string, date: string, t: DiaryTargetsJson, now: number): Promise<void> {
  const values = {
    source: t.source,
    calories: t.calories,
    protein: t.protein,
    fat: t.fat,
    carbs: t.carbs,
    deficitWithheld: t.deficitWithheld,
    extraEnergyKcal: t.extraEnergyKcal,
  };
  const changed = sql`${diaryDayTargets.source} IS NOT excluded.source OR ${diaryDayTargets.calories} IS NOT excluded.calories
    OR ${diaryDayTargets.protein} IS NOT excluded.protein OR ${diaryDayTargets.fat} IS NOT excluded.fat
    OR ${diaryDayTargets.carbs} IS NOT excluded.carbs OR ${diaryDayTargets.deficitWithheld} IS NOT excluded.deficit_withheld
    OR ${diaryDayTargets.extraEnergyKcal} IS NOT excluded.extra_energy_kcal`;
  await db
    .insert(diaryDayTargets)
    .values({ userId, date, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: [diaryDayTargets.userId, diaryDayTargets.date],
      set: { ...values, updatedAt: now },
      setWhere: changed,
    })
    .run();
}

/**
 * Each day's target energy from `from` to `to` as the day's own answer gives it (nothing is kept
 * here): null without targets, or with them withheld.
 */
export async function targetCaloriesOf(
  db: Db,
  userId: string,
  today: Targets,
  from: string,
  to: string,
  now: number,
): Promise<(date: string) => number | null> {
  if (!today || today.source === "withheld") return () => null;
  const rows = await db
    .select({ date: diaryDayTargets.date, calories: diaryDayTargets.calories })
    .from(diaryDayTargets)
    .where(and(eq(diaryDayTargets.userId, userId), gte(diaryDayTargets.date, from), lte(diaryDayTargets.date, to)))
    .all();
  const kept = new Map(rows.map((r) => [r.date, r.calories]));
  return (date) => {
    const own = kept.get(date);
    if (date >= utcDay(now, -1) || own === undefined) return today.calories;
    return today.deficitWithheld && own < today.calories ? today.calories : own;
  };
}
