// A day's (or a meal's) totals: each entry's values per 100 g times its grams, per column. An
// entry whose food has no value for a column is counted apart ("iron: 12.4 mg, 2 foods without
// a value"), never as zero; a column no entry knows has no amount. Nothing logged is zero of all.
// Sums keep four decimals (no binary fractions, 0.30000000000000004): two had rounded 33.4992 g
// to 33.5, which a screen then showed as 34 where the portion's preview said 33.
import { nutrientColumns, type NutrientColumn } from "../foods/database";
import type { ValuedAmount } from "./recipe";
import { roundValue } from "./values";

export interface NutrientTotal {
  /** The sum over the entries that know the column; null when entries were logged and none does. */
  amount: number | null;
  /** How many entries have no value for it. */
  missing: number;
}

export type Totals = Record<NutrientColumn, NutrientTotal>;

export function totalsOf(entries: readonly ValuedAmount[]): Totals {
  const totals = {} as Totals;
  for (const c of nutrientColumns) {
    let sum = 0;
    let missing = 0;
    for (const { grams, per100g } of entries) {
      const x = per100g[c];
      if (x === null) missing += 1;
      else sum += (x * grams) / 100;
    }
    totals[c] = { amount: missing === entries.length && entries.length > 0 ? null : roundValue(sum), missing };
  }
  return totals;
}
