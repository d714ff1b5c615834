// How long a steady calorie deficit or surplus takes to reach a target weight. It uses the
// static energy content of body-weight change: Wishnofsky's (1958) 3500 kcal per pound, which
// is 3500 / 0.45359237 ≈ 7716 kcal/kg, commonly rounded to 7700 kcal/kg. The static rule
// ignores metabolic adaptation (Hall et al. 2011), so the UI presents its result as a rough
// estimate; it is the figure most coaching and clinical handouts use.

/** Energy in one kilogram of body-weight change (Wishnofsky 1958, rounded from 7716). */
export const KCAL_PER_KG = 7700;

/** About 1 % of body weight a week is the usual upper guideline for safe loss; above it the UI warns. */
export const SAFE_WEEKLY_LOSS_SHARE = 0.01;

export type WeightDirection = "lose" | "gain" | "none";

export type WeeksToTargetResult =
  | { weeks: number; weeklyKg: number; direction: WeightDirection }
  | { error: "wrong_direction" | "no_change" };

/**
 * Weeks to move from currentKg to targetKg with dailyKcalChange kcal a day below (negative)
 * or above (positive) maintenance. weeklyKg is the rate toward the target, always ≥ 0.
 * - target equals current: { weeks: 0, weeklyKg: 0, direction: "none" };
 * - a zero change that would have to move the weight: { error: "no_change" };
 * - a deficit for a heavier target or a surplus for a lighter one: { error: "wrong_direction" }.
 * Throws RangeError for weights that are not positive numbers or a change that is not finite.
 */
export function weeksToTarget(currentKg: number, targetKg: number, dailyKcalChange: number): WeeksToTargetResult {
  if (![currentKg, targetKg].every((kg) => Number.isFinite(kg) && kg > 0) || !Number.isFinite(dailyKcalChange)) {
    throw new RangeError("weeksToTarget needs positive weights and a finite daily change");
  }
  const toGo = targetKg - currentKg;
  if (toGo === 0) return { weeks: 0, weeklyKg: 0, direction: "none" };
  if (dailyKcalChange === 0) return { error: "no_change" };
  if (Math.sign(toGo) !== Math.sign(dailyKcalChange)) return { error: "wrong_direction" };
  const weeklyKg = (Math.abs(dailyKcalChange) * 7) / KCAL_PER_KG;
  return { weeks: Math.abs(toGo) / weeklyKg, weeklyKg, direction: toGo < 0 ? "lose" : "gain" };
}

/** Weekly change as a fraction of body weight (0.01 = 1 % a week), whichever the direction. */
export function weeklyChangeShare(currentKg: number, weeklyKg: number): number {
  if (!Number.isFinite(currentKg) || currentKg <= 0 || !Number.isFinite(weeklyKg)) return Number.NaN;
  return Math.abs(weeklyKg) / currentKg;
}
