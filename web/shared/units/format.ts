// Weights and lengths with their unit in the reader's language and unit system (the calculators, the workout log, progress).
import { cmToFeetInches } from "../../../core/formulas/units";
import { formatAmount, formatNumber } from "../i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { lengthIn, weightIn, type UnitSystem } from "./units";

export const weightUnit = (units: UnitSystem) => (units === "imperial" ? m.calc_unit_lb() : m.unit_kg());
export const lengthUnit = (units: UnitSystem) => (units === "imperial" ? m.calc_unit_in() : m.unit_cm());

/** "70.5 kg" or "155.4 lb". */
export const formatWeight = (kg: number, units: UnitSystem, digits = 1) => formatAmount(weightIn(kg, units), weightUnit(units), digits);

/** A sentence whose last word is an abbreviated unit («до 128,1 фунт.»): one full stop, not two. */
export const oneFullStop = (sentence: string) => sentence.replace(/\.\.(?=\s|$)/g, ".");

/** "80.5 cm" or "31.7 in". */
export const formatLength = (cm: number, units: UnitSystem, digits = 1) => formatAmount(lengthIn(cm, units), lengthUnit(units), digits);

/** "180 cm" or "5 ft 10.9 in". */
export function formatHeight(cm: number, units: UnitSystem): string {
  if (units === "metric") return formatAmount(cm, m.unit_cm());
  const { feet, inches } = cmToFeetInches(cm);
  return m.calc_height_ft_in({ feet: formatNumber(feet), inches: formatNumber(inches, 1) });
}
