// A recipe's (or a library dish's) values per 100 g of the finished food, from its ingredients'
// values per 100 g and their grams: what the ingredients give in all, over the finished weight.
// A column some ingredient does not know is unknown for the whole: a sum that leaves a part out
// would pass for the full amount.
import { nutrientColumns } from "../foods/database";
import { roundValue, unknownValues, type ColumnValues } from "./values";

export interface ValuedAmount {
  grams: number;
  per100g: ColumnValues;
}

export function combinedPer100g(ingredients: readonly ValuedAmount[], finishedGrams: number): ColumnValues {
  const out = unknownValues();
  if (ingredients.length === 0 || !(finishedGrams > 0)) return out;
  for (const c of nutrientColumns) {
    let sum = 0;
    let known = true;
    for (const { grams, per100g } of ingredients) {
      const x = per100g[c];
      if (x === null) {
        known = false;
        break;
      }
      sum += (x * grams) / 100;
    }
    out[c] = known ? roundValue((sum / finishedGrams) * 100) : null;
  }
  return out;
}

/** The grams of one serving: the finished weight shared out. */
export const servingGrams = (finishedGrams: number, servings: number) => Math.round((finishedGrams / servings) * 10) / 10;

/** A recipe's ingredient as stored: its food, grams, and names when the recipe was saved (null on a removal never saved). */
export interface StoredIngredient {
  food: { kind: "db" | "custom" | "dish"; id: string };
  grams: number;
  name: { en: string; ru: string | null } | null;
}
