// Which of the food database's columns the own-food form asks for, and in which groups (their
// names and units: ../nutrients.ts).
import type { NutrientColumn } from "../../../core/foods/database";
import { vitaminColumns } from "../nutrients";

/** Behind "Vitamins, minerals and more". Water, retinol, folic acid and tryptophan are rarely printed: shown only when they hold a value. */
export const moreColumns = {
  minerals: ["calcium", "iron", "magnesium", "phosphorus", "potassium", "zinc", "copper", "manganese", "selenium"],
  vitamins: vitaminColumns,
  other: ["mono", "poly", "alcohol", "caffeine"],
  rare: ["water", "retinol", "folicAcid", "tryptophan"],
} as const satisfies Record<string, readonly NutrientColumn[]>;
