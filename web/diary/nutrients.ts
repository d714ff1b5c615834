// The food database's columns as the diary names them (day screen, own-food form, barcode card),
// with their units, in the reader's language.
import type { NutrientColumn } from "../../core/foods/database";
import { columnUnits } from "../../core/diary/values";
import type { Label } from "../../i18n/labels/label";
import * as m from "../../i18n/paraglide/messages.js";

export const nutrientNames: Record<NutrientColumn, Label> = {
  kcal: m.diary_n_kcal,
  protein: m.diary_n_protein,
  fat: m.diary_n_fat,
  carbs: m.diary_n_carbs,
  fiber: m.diary_n_fiber,
  sugar: m.diary_n_sugar,
  saturatedFat: m.diary_n_saturated_fat,
  mono: m.diary_n_mono,
  poly: m.diary_n_poly,
  cholesterol: m.diary_n_cholesterol,
  water: m.diary_n_water,
  alcohol: m.diary_n_alcohol,
  caffeine: m.diary_n_caffeine,
  calcium: m.diary_n_calcium,
  iron: m.diary_n_iron,
  magnesium: m.diary_n_magnesium,
  phosphorus: m.diary_n_phosphorus,
  potassium: m.diary_n_potassium,
  sodium: m.diary_n_sodium,
  zinc: m.diary_n_zinc,
  copper: m.diary_n_copper,
  manganese: m.diary_n_manganese,
  selenium: m.diary_n_selenium,
  "vitamin-c": m.diary_n_vitamin_c,
  thiamin: m.diary_n_thiamin,
  riboflavin: m.diary_n_riboflavin,
  niacin: m.diary_n_niacin,
  "pantothenic-acid": m.diary_n_pantothenic_acid,
  "vitamin-b6": m.diary_n_vitamin_b6,
  folate: m.diary_n_folate,
  choline: m.diary_n_choline,
  "vitamin-b12": m.diary_n_vitamin_b12,
  "vitamin-a": m.diary_n_vitamin_a,
  "vitamin-e": m.diary_n_vitamin_e,
  "vitamin-d": m.diary_n_vitamin_d,
  "vitamin-k": m.diary_n_vitamin_k,
  retinol: m.diary_n_retinol,
  folicAcid: m.diary_n_folic_acid,
  tryptophan: m.diary_n_tryptophan,
};

/** The vitamins in the order the diary lists them (the day's values and the own-food form). */
export const vitaminColumns = [
  "vitamin-a",
  "vitamin-c",
  "vitamin-d",
  "vitamin-e",
  "vitamin-k",
  "thiamin",
  "riboflavin",
  "niacin",
  "pantothenic-acid",
  "vitamin-b6",
  "folate",
  "vitamin-b12",
  "choline",
] as const satisfies readonly NutrientColumn[];

/** A unit in the reader's language. */
export function unitText(unit: "kcal" | "kJ" | "g" | "mg" | "µg"): string {
  const units = { kcal: m.calc_unit_kcal, kJ: m.diary_unit_kj, g: m.calc_unit_g, mg: m.diary_unit_mg, µg: m.diary_unit_mcg };
  return units[unit]();
}

/** A column's unit in the reader's language. */
export const columnUnitText = (column: NutrientColumn) => unitText(columnUnits[column]);
