// Daily water. The rule: 35 ml per kg of body weight per day, the adult maintenance figure of
// clinical practice (e.g. ESPEN home parenteral nutrition guideline, Pironi et al. 2020: 35 ml/kg
// for adults up to 60), plus a fixed allowance for the activity level to cover sweat, rounded to
// 50 ml. About 80 % of it comes from drinks and the rest from food (EFSA 2010). The sex does not
// change the personal figure.
//
// EFSA's adequate intakes (Scientific Opinion on Dietary Reference Values for water, EFSA
// Journal 2010;8(3):1459) do not depend on weight; the UI shows them beside it as a reference.
import type { ActivityLevel } from "../plans";
import type { Sex } from "./sex";

export const WATER_ML_PER_KG = 35;
/** Share of total water taken as drinks; food supplies about 20 % (EFSA 2010). */
export const DRINKS_SHARE = 0.8;

/** Extra water for the activity level, ml/day. */
export const activityWaterMl: Record<ActivityLevel, number> = {
  SEDENTARY: 0,
  LIGHT: 250,
  MODERATE: 500,
  ACTIVE: 750,
  VERY_ACTIVE: 1000,
};

export type WaterAmount = { totalMl: number; fromDrinksMl: number };

/** EFSA (2010) adequate total water intake for adults, and the 80 % of it from drinks. */
export const EFSA_WATER_AI: Record<Sex, WaterAmount> = {
  male: { totalMl: 2500, fromDrinksMl: 2000 },
  female: { totalMl: 2000, fromDrinksMl: 1600 },
};

const roundTo50 = (ml: number) => Math.round(ml / 50) * 50;

/**
 * Daily water from all sources and from drinks, in ml rounded to 50. Throws RangeError for a
 * weight that is not a positive number.
 */
export function dailyWaterMl(weightKg: number, activity: ActivityLevel): WaterAmount {
  if (!Number.isFinite(weightKg) || weightKg <= 0) throw new RangeError(`weight must be a positive number: ${weightKg}`);
  const total = WATER_ML_PER_KG * weightKg + activityWaterMl[activity];
  return { totalMl: roundTo50(total), fromDrinksMl: roundTo50(total * DRINKS_SHARE) };
}
