// The columns of the diary's CSV in "Download my data" (diary/entries.csv), which the import of
// our own export reads back (core/imports/diary.ts): one list, so the two cannot drift apart.
import { nutrientColumns, type NutrientColumn } from "../foods/database";
import { columnUnits } from "./values";

/** `protein_g_per_100g`, `copper_ug_per_100g`; energy is `kcal_per_100g`. */
export const valueColumn = (c: NutrientColumn) => {
  const unit = columnUnits[c] === "µg" ? "ug" : columnUnits[c];
  const name = c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`).replace(/-/g, "_");
  return c === "kcal" ? "kcal_per_100g" : `${name}_${unit}_per_100g`;
};

/** The columns before the values per 100 g: `id` is the entry's own, which an import into the same account finds it by. */
export const entryFields = [
  "date",
  "meal",
  "food_kind",
  "food_id",
  "name_en",
  "name_ru",
  "grams",
  "portion",
  "portion_ru",
  "logged_at",
  "id",
] as const;

export const entryColumns: readonly string[] = [...entryFields, ...nutrientColumns.map(valueColumn)];

/** A portion as the CSV writes it: "2 × slice", «2 × ломтик» (the count, then the label). */
export const portionText = (count: number, label: string) => `${count} × ${label}`;
