// How the diary writes its numbers and names in the reader's language: energy whole, a macro's
// grams with one decimal below 10 (2,5 г) and whole above, vitamins and minerals with the decimals
// their size needs; a food's name in the member's language and an entry's amount ("80 g",
// "2 × 1 cup (240 g)"). Every diary screen (day, add, own food, barcode) writes them with these.
import type { DiaryEntryJson, DiaryPortionJson } from "../../core/api/diary";
import type { FoodResultJson } from "../../core/api/foods";
import { isQuick } from "../../core/diary/quick";
import { columnUnits } from "../../core/diary/values";
import type { NutrientColumn } from "../../core/foods/database";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { formatNumber, plural, withUnit } from "../shared/i18n/format";
import { columnUnitText, unitText } from "./nutrients";

/** A macro's grams as a number: one decimal below 10, whole above. */
export const macroNumber = (grams: number) => formatNumber(grams, grams < 10 ? 1 : 0);
/** "310 kcal". */
export const kcalText = (kcal: number) => withUnit(formatNumber(kcal), unitText("kcal"));
/** Grams of a macro or as logged: "2.5 g", "45 g". */
export const gramsText = (grams: number) => withUnit(macroNumber(grams), unitText("g"));
/** A weight to a tenth of a gram, as the add-food screens print a portion's grams: "168.5 g". */
export const weightText = (grams: number) => withUnit(formatNumber(grams, 1), unitText("g"));

/** Decimals worth showing for an amount of a column: none for energy, fewer as the number grows. */
export function decimalsOf(column: NutrientColumn, amount: number): number {
  const unit = columnUnits[column];
  const size = Math.abs(amount);
  if (unit === "kcal" || size === 0) return 0;
  if (size < 1) return 2;
  if (size < 10) return 1;
  return unit !== "g" && size < 100 ? 1 : 0;
}

/** "12.4 mg", «12,4 мг». */
export const formatColumn = (column: NutrientColumn, amount: number) =>
  withUnit(formatNumber(amount, decimalsOf(column, amount)), columnUnitText(column));

/** "P 27.3 · F 13.6 · C 0" (Б/Ж/У in Russian), and the words for a screen reader. */
export function macrosText(values: { protein: number; fat: number; carbs: number }) {
  const numbers = { protein: macroNumber(values.protein), fat: macroNumber(values.fat), carbs: macroNumber(values.carbs) };
  return { short: m.diary_add_macros_short(numbers), long: m.diary_add_macros_long(numbers) };
}

export interface Macros {
  kcal: number | null;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
}

/** The four numbers scaled from per 100 g to `grams`. */
export const macrosFor = (per100g: Macros, grams: number): Macros => ({
  kcal: per100g.kcal === null ? null : (per100g.kcal * grams) / 100,
  protein: per100g.protein === null ? null : (per100g.protein * grams) / 100,
  fat: per100g.fat === null ? null : (per100g.fat * grams) / 100,
  carbs: per100g.carbs === null ? null : (per100g.carbs * grams) / 100,
});

/** The name in the member's language, English where the food has no Russian one (own foods have one name). */
export const nameIn = (name: { en: string; ru: string | null }, locale: Locale) =>
  locale === "ru" && name.ru ? name.ru : name.en;

/** A search result's name in the reader's language, and the longer description under it. */
export function namesOf(food: FoodResultJson, locale: Locale): { name: string; detail: string | null } {
  const name = nameIn(food.name, locale);
  const detail = food.name.usda && food.name.usda !== name ? food.name.usda : null;
  return { name, detail };
}

/**
 * Labels whose "1" can be replaced by the count as they stand: a size alone ("2 large (3" dia)")
 * and «шт.», whose words do not change with the number. Others keep it ("2 × 1 cup", «2 × 1 ст.
 * ложка»: «ложка» would need «ложки»).
 */
const countable = /^1 (?=(?:small|medium|large|extra large|jumbo)(?: \(|$)|шт\.)/;

/**
 * A label that is nothing but a weight: the Russian of a US weight measure ("3 oz" is «85 г»). It
 * is shown as the grams it stands for, so that its own rounding never stands beside them («455 г
 * (454 г)» for "1 lb").
 */
export const onlyAWeight = (label: string) => /^\d+(?:,\d+)? (?:г|кг)$/.test(label);

/**
 * A label where the exact grams stand beside it: without a bracket that holds only a weight
 * («1 упаковка (905 г)», the Russian of "(32 oz)" rounded to 5 g), which would read «1 упаковка
 * (905 г) · 907 г».
 */
export const besideGrams = (label: string) => label.replace(/\s\(\d+(?:[.,]\d+)?\s(?:г|кг|g|kg)\)/g, "");

/** A portion as a person says it: "1 cup", "2 × 1 cup", "2 large", «2 шт. крупного размера». */
export function portionShown(portion: DiaryPortionJson, locale: Locale): string {
  const label = portion.label[locale];
  if (portion.count === 1) return label;
  const count = formatNumber(portion.count, 2);
  return countable.test(label) ? `${count} ${label.slice(2)}` : `${count} × ${label}`;
}

/** "80 g", or the portion chosen with its grams: "2 × 1 cup (240 g)". */
export function amountText(entry: { grams: number; portion: DiaryPortionJson | null }, locale: Locale): string {
  if (!entry.portion || onlyAWeight(entry.portion.label[locale])) return gramsText(entry.grams);
  return `${besideGrams(portionShown(entry.portion, locale))} (${gramsText(entry.grams)})`;
}

type ShownEntry = Pick<DiaryEntryJson, "food" | "name" | "grams" | "portion" | "per100g">;

/** An entry's name: its food's, or a quick entry's note ("Quick add" without one). */
export const entryName = (entry: ShownEntry, locale: Locale) =>
  isQuick(entry.food) ? entry.name.en || m.diary_quick_add() : nameIn(entry.name, locale);

/**
 * Under an entry's name: its amount, or a quick entry's macros ("Quick add · P 30 g" with a note),
 * with the words a screen reader says for them ("protein 30 g").
 */
export function entryDetail(entry: ShownEntry, locale: Locale): { short: string; long: string } {
  if (!isQuick(entry.food)) {
    const amount = amountText(entry, locale);
    return { short: amount, long: amount };
  }
  const parts = [
    [m.diary_quick_part_protein, m.diary_quick_part_protein_long, entryAmount(entry, "protein")],
    [m.diary_quick_part_fat, m.diary_quick_part_fat_long, entryAmount(entry, "fat")],
    [m.diary_quick_part_carbs, m.diary_quick_part_carbs_long, entryAmount(entry, "carbs")],
  ] as const;
  const known = parts.filter(([, , grams]) => grams !== null);
  const say = (pick: (part: (typeof parts)[number]) => string) => {
    const macros = known.length > 0 ? known.map(pick) : [m.diary_quick_energy_only()];
    return entry.name.en ? [m.diary_quick_add(), ...macros] : macros;
  };
  return {
    short: say(([short, , grams]) => short({ grams: gramsText(grams!) })).join(" · "),
    long: say(([, long, grams]) => long({ grams: gramsText(grams!) })).join(", "),
  };
}

/** What an entry gives of a column, or null when its food has no value for it. */
export function entryAmount(entry: Pick<DiaryEntryJson, "grams" | "per100g">, column: NutrientColumn): number | null {
  const per100 = entry.per100g[column];
  return per100 === null ? null : (per100 * entry.grams) / 100;
}

/** "310 kcal"; null when the food's energy is unknown. */
export function entryKcalText(entry: Pick<DiaryEntryJson, "grams" | "per100g">): string | null {
  const kcal = entryAmount(entry, "kcal");
  return kcal === null ? null : kcalText(kcal);
}

/** "3 foods"; in Russian продукт, продукта or продуктов by the number. */
export const foodsText = plural({
  zero: m.diary_day_foods_many,
  one: m.diary_day_foods_one,
  two: m.diary_day_foods_other,
  few: m.diary_day_foods_few,
  many: m.diary_day_foods_many,
  other: m.diary_day_foods_other,
});
