// A quick entry (decision 0075): energy and, if known, protein, fat and carbohydrate typed straight
// into a meal, with no food behind them, as Cronometer's and MacroFactor's quick add. It is an entry
// like any other (its day, meal, copies, undo, totals), whose food is `quick` and whose values are
// what the member typed: it counts as 100 g of them, so every sum over entries reads it unchanged.
import { KCAL_PER_GRAM } from "../formulas/macros";
import type { FoodRef } from "./food-ref";
import { columnValues, type ColumnValues } from "./values";

export const quickRef = { kind: "quick", id: "quick" } as const;
export type QuickRef = typeof quickRef;
/** What an entry names as its food: a food, or nothing but the member's numbers. */
export type EntryFoodRef = FoodRef | QuickRef;

export const isQuick = (ref: { kind: string }): ref is QuickRef => ref.kind === "quick";

/** A quick entry's grams: its values count once. */
export const quickGrams = 100;

export const quickLimits = {
  /** One entry's energy: a whole feast, not a week's food. */
  kcal: 5000,
  /** One entry's grams of protein, fat or carbohydrate. */
  macro: 500,
  /** The note that names it ("Lunch at the café"). */
  nameLength: 80,
} as const;

export interface QuickValues {
  /** The member's note, or null: the screens then say "Quick add". */
  name: string | null;
  kcal: number;
  protein: number | null;
  fat: number | null;
  carbs: number | null;
}

/** The values a quick entry keeps per 100 g (its grams are 100): the four typed, the rest unknown. */
export const quickPer100g = (q: QuickValues): ColumnValues =>
  columnValues({ kcal: q.kcal, protein: q.protein, fat: q.fat, carbs: q.carbs });

/** What a quick entry shows: its note (empty without one) and its values. */
export const quickShown = (q: QuickValues) => ({ name: { en: q.name ?? "", ru: null }, per100g: quickPer100g(q) });

/** A quick entry's numbers read back from the entry as shown (its values per 100 g are its own). */
export const quickOf = (entry: { name: { en: string }; per100g: ColumnValues; grams: number }): QuickValues => {
  const scaled = (x: number | null) => (x === null ? null : (x * entry.grams) / 100);
  return {
    name: entry.name.en || null,
    kcal: scaled(entry.per100g.kcal) ?? 0,
    protein: scaled(entry.per100g.protein),
    fat: scaled(entry.per100g.fat),
    carbs: scaled(entry.per100g.carbs),
  };
};

/** The energy protein, fat and carbohydrate give by the general Atwater factors (4, 9, 4 kcal per g). */
export const macroKcal = (q: Pick<QuickValues, "protein" | "fat" | "carbs">) =>
  KCAL_PER_GRAM.protein * (q.protein ?? 0) + KCAL_PER_GRAM.fat * (q.fat ?? 0) + KCAL_PER_GRAM.carbs * (q.carbs ?? 0);

/** A new quick entry's food, amount and numbers, as every change of one carries them. */
export const quickEntryFields = (quick: QuickValues) =>
  ({ food: { ...quickRef }, grams: quickGrams, portion: null, quick }) as const;
