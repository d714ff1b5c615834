// The vitamins and minerals the analyzers cover (the slugs of content/micronutrients) and the
// per-100 g values a food of the table carries for them.

export const vitaminSlugs = [
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
  "biotin",
  "folate",
  "vitamin-b12",
] as const;

export const mineralSlugs = [
  "calcium",
  "phosphorus",
  "magnesium",
  "sodium",
  "potassium",
  "chloride",
  "iron",
  "zinc",
  "copper",
  "manganese",
  "selenium",
  "iodine",
  "chromium",
  "molybdenum",
  "fluoride",
] as const;

export type VitaminSlug = (typeof vitaminSlugs)[number];
export type MineralSlug = (typeof mineralSlugs)[number];
export type MicronutrientSlug = VitaminSlug | MineralSlug;
export const micronutrientSlugs: readonly MicronutrientSlug[] = [...vitaminSlugs, ...mineralSlugs];

export const micronutrientKinds = ["vitamin", "mineral"] as const;
export type MicronutrientKind = (typeof micronutrientKinds)[number];

/**
 * What a food's values are given for: the analyzed nutrients the food table has data on, plus
 * choline (no intake in the reference table). Units are the reference table's: µg RAE for
 * vitamin A, µg DFE for folate, µg for copper, mg α-tocopherol for vitamin E, mg niacin
 * equivalents (NE) for niacin.
 */
export type FoodNutrientKey = MicronutrientSlug | "choline";

/**
 * What the engine reads of a food: its vitamins and minerals per 100 g. A nutrient absent from
 * `per100g` has no value for that food: unknown, not zero.
 */
export interface NutrientValues {
  per100g: Partial<Record<FoodNutrientKey, number>>;
  /** Preformed vitamin A (retinol), µg: what vitamin A's upper limit counts. */
  retinol?: number;
  /** Synthetic folic acid, µg: what folate's upper limit counts. */
  folicAcid?: number;
  /**
   * Values that leave a part out, so the food's share is a lower bound: niacin is in niacin
   * equivalents (preformed niacin + tryptophan ÷ 60), and a food without a tryptophan value gives
   * its preformed niacin only.
   */
  partial?: FoodNutrientKey[];
}

/** A food of the table's values, from the same USDA SR Legacy entry as its macros. */
export interface FoodMicronutrients extends NutrientValues {
  /** The SR28 NDB number of that entry. */
  ndb: string;
  /** Preformed niacin (mg) and tryptophan (mg) of the entry, which niacin equivalents are computed from. */
  niacin?: { preformed: number; tryptophan: number | null };
  /** Values taken from another SR28 entry of the same food, by NDB number (a raw fish's vitamin D). */
  borrowed?: Partial<Record<FoodNutrientKey, string>>;
  /** Values the entry has but left out because a brand added them (a fortified kefir's vitamins A and D). */
  withoutAdded?: FoodNutrientKey[];
  /**
   * The entry's energy and macros per 100 g (sugars null where it has none), as the values were
   * generated against: the food table's own must stay equal to them.
   */
  entry: { kcal: number; protein: number; fat: number; carbs: number; fiber: number; sugar: number | null; saturatedFat: number };
}
