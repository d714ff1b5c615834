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
import { and, eq, gte, lte } from "drizzle-orm";
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

// A day's own targets (decision 0074). The member's today keeps the targets its answer gives
// (written only when they differ from those kept, so a read of the day is a read); a day before it
// is judged against what it kept. A day that kept none (before days kept theirs, or never opened on
// its day) is judged against today's, and says so. Today's health context rules every day.
// (`todays` is never withheld past the first check in targetsOfDay.)

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

/**
 * The member's today: the device's, when it lies within the server's yesterday to tomorrow
 * (members live east and west of UTC), else the server's.
 */
export function memberToday(asked: string | undefined, now: number): string {
  return asked !== undefined && asked >= utcDay(now, -1) && asked <= utcDay(now, 1) ? asked : utcDay(now);
}

/** The day's kept targets, when it has them. */
export const keptTargetsOf = (db: Db, userId: string, date: string) =>
  db
    .select()
    .from(diaryDayTargets)
    .where(and(eq(diaryDayTargets.userId, userId), eq(diaryDayTargets.date, date)))
    .get();

/**
 * A past day's kept calories judged by today's health context: a deficit it now rules out
 * (pregnancy, breastfeeding, underweight, a minor, whatever the goal) gives way to today's energy,
 * or to no numbers when today has none (the kept ones may be a deficit, and nothing says they are not).
 */
function ruledOut(profile: Profile | undefined, today: string, keptCalories: number, todays: Targets): boolean {
  if (!profile || todays?.source === "withheld") return false;
  return profileHealth(profile, today).deficitBlock !== null && (!todays || keptCalories < todays.calories);
}

/**
 * The day's targets for its answer: today's for the member's today (kept for it when `keep`) and
 * later days, the day's own kept ones for an earlier day. Withheld targets stay withheld.
 */
export async function targetsOfDay(
  db: Db,
  day: { userId: string; profile: Profile | undefined; kept: DiaryDayTarget | undefined },
  date: string,
  today: string,
  now: number,
  keep: boolean,
): Promise<Targets> {
  const todays = diaryTargets(day.profile, today);
  if (todays?.source === "withheld") return todays;
  if (date >= today) {
    if (date === today && keep && todays && !sameTargets(day.kept, todays)) await keepTargets(db, day.userId, date, todays, now);
    return todays;
  }
  if (!day.kept) return todays && { ...todays, of: "today" };
  if (ruledOut(day.profile, today, day.kept.calories, todays)) return todays && { ...todays, of: "health" };
  return { ...keptJson(day.kept), of: "kept" };
}

const sameTargets = (row: DiaryDayTarget | undefined, t: DiaryTargetsJson) =>
  row !== undefined &&
  row.source === t.source &&
  row.calories === t.calories &&
  row.protein === t.protein &&
  row.fat === t.fat &&
  row.carbs === t.carbs &&
  row.deficitWithheld === t.deficitWithheld &&
  row.extraEnergyKcal === t.extraEnergyKcal;

/**
 * Keeps the day's targets. Two reads at once may both find them changed: the upsert takes either
 * (they are the same), and a write that finds them kept already changes nothing.
 */
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
  await db
    .insert(diaryDayTargets)
    .values({ userId, date, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: [diaryDayTargets.userId, diaryDayTargets.date], set: { ...values, updatedAt: now } })
    .run();
}

/** The kept calories of the days from `from` to `to`. */
export async function keptCaloriesOf(db: Db, userId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: diaryDayTargets.date, calories: diaryDayTargets.calories })
    .from(diaryDayTargets)
    .where(and(eq(diaryDayTargets.userId, userId), gte(diaryDayTargets.date, from), lte(diaryDayTargets.date, to)))
    .all();
  return new Map(rows.map((r) => [r.date, r.calories]));
}

/**
 * Each day's target energy as the day's own answer gives it (nothing is kept here): null with the
 * targets withheld, or where neither the day nor today has any.
 */
export function targetCaloriesOf(
  profile: Profile | undefined,
  todays: Targets,
  kept: Map<string, number>,
  today: string,
): (date: string) => number | null {
  if (todays?.source === "withheld") return () => null;
  const current = todays?.calories ?? null;
  return (date) => {
    const own = kept.get(date);
    if (date >= today || own === undefined) return current;
    return ruledOut(profile, today, own, todays) ? current : own;
  };
}
