// The day's other values beside energy and macros, grouped as the member reads them (their names:
// ../nutrients.ts).
import type { NutrientColumn } from "../../../core/foods/database";
import type { Label } from "../../../i18n/labels/label";
import * as m from "../../../i18n/paraglide/messages.js";
import { vitaminColumns } from "../nutrients";

export interface NutrientGroup {
  title: Label;
  columns: readonly NutrientColumn[];
}

export const nutrientGroups: readonly NutrientGroup[] = [
  { title: m.diary_day_group_carbs_fats, columns: ["fiber", "sugar", "saturatedFat", "mono", "poly", "cholesterol"] },
  {
    title: m.diary_day_group_minerals,
    columns: ["sodium", "potassium", "calcium", "iron", "magnesium", "phosphorus", "zinc", "copper", "manganese", "selenium"],
  },
  { title: m.diary_day_group_vitamins, columns: vitaminColumns },
  { title: m.diary_day_group_other, columns: ["water", "caffeine", "alcohol"] },
];
