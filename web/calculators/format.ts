import { cmToFeetInches } from "../../core/formulas/units";
import { formatNumber } from "../i18n/format";
import * as m from "../paraglide/messages.js";
import { getLocale } from "../paraglide/runtime.js";
import { lengthIn, weightIn, type UnitSystem } from "./units";

// Numbers with their units in the reader's language and unit system.

export const weightUnit = (units: UnitSystem) => (units === "imperial" ? m.calc_unit_lb() : m.unit_kg());
export const lengthUnit = (units: UnitSystem) => (units === "imperial" ? m.calc_unit_in() : m.unit_cm());

/** "70.5 kg" or "155.4 lb". */
export const formatWeight = (kg: number, units: UnitSystem, digits = 1) =>
  `${formatNumber(weightIn(kg, units), digits)} ${weightUnit(units)}`;

/** "82 cm" or "32.3 in". */
export const formatLength = (cm: number, units: UnitSystem, digits = 1) =>
  `${formatNumber(lengthIn(cm, units), digits)} ${lengthUnit(units)}`;

/** "180 cm" or "5 ft 10.9 in". */
export function formatHeight(cm: number, units: UnitSystem): string {
  if (units === "metric") return `${formatNumber(cm)} ${m.unit_cm()}`;
  const { feet, inches } = cmToFeetInches(cm);
  return m.calc_height_ft_in({ feet: formatNumber(feet), inches: formatNumber(inches, 1) });
}

/** "23.4 %" in Russian, "23.4%" in English: Intl knows each language's spacing. */
export const formatPercent = (value: number, digits = 1) =>
  new Intl.NumberFormat(getLocale(), { style: "percent", maximumFractionDigits: digits }).format(value / 100);

/** "age, height and weight" / «возраст, рост и вес». */
export const formatList = (items: string[]) => new Intl.ListFormat(getLocale(), { type: "conjunction" }).format(items);

const weekWords: Record<Intl.LDMLPluralRule, () => string> = {
  zero: m.calc_unit_weeks_many,
  one: m.calc_unit_weeks_one,
  two: m.calc_unit_weeks_other,
  few: m.calc_unit_weeks_few,
  many: m.calc_unit_weeks_many,
  other: m.calc_unit_weeks_other,
};

/** "week" / "weeks"; in Russian неделя, недели or недель by the number (1,5 недели). */
export function weeksWord(weeks: number, digits: number): string {
  const rule = new Intl.PluralRules(getLocale(), { minimumFractionDigits: 0, maximumFractionDigits: digits }).select(weeks);
  return weekWords[rule]();
}

/** A value typed in a field: the same number once rounded to what the field shows. */
export function toFieldText(value: number | null, digits: number): string {
  if (value === null || Number.isNaN(value)) return "";
  return new Intl.NumberFormat(getLocale(), { maximumFractionDigits: digits, useGrouping: false }).format(value);
}

/** Numbers typed with a comma or a point; empty is null, anything else unreadable is NaN. */
export function parseFieldText(raw: string): number | null {
  const text = raw.trim().replace(/\s/g, "").replace(",", ".");
  if (text === "") return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Number(text);
}
