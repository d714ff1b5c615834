// The nutrition plan's shape and inputs. The engine is pure: the same profile, goal
// and choices always give the same plan.
import type { Dish, Meal } from "./dish";
import type { Food } from "./food";
import type { MacroSplit } from "../formulas/macros";
import type { TargetInputs } from "./targets";
import type { DeficitBlock } from "../safety/health-context";

export const dietStyles = ["dishes", "simple"] as const;
/** "dishes": an example day of real dishes; "simple": the raw-weight example diet. */
export type DietStyle = (typeof dietStyles)[number];

export interface NutritionInputs extends TargetInputs {
  style: DietStyle;
  vegetarian: boolean;
  /** Bumped by "regenerate" to draw other dishes. */
  variant: number;
  /** Dishes the member chose for some meals; the other meals are re-balanced around them. */
  chosen: Partial<Record<Meal, string>>;
  /** The weekly adjustments' shift from the engine's calorie target, kcal (missing: none). */
  calorieAdjustment?: number;
}

export type FoodTable = ReadonlyMap<string, Food>;
export type DishLibrary = readonly Dish[];

export interface Nutrients {
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
  fiber: number;
}

export interface PortionItem {
  food: string;
  grams: number;
}

/** A dish on the example day, scaled to the member: its portion's ingredients and what they give. */
export interface MealPortion extends Nutrients {
  meal: Meal;
  dish: string;
  /** The portion against the library's standard one (1 = as written), for "×1.5" labels. */
  scale: number;
  ingredients: PortionItem[];
}

export interface NutritionPlan {
  inputs: NutritionInputs;
  tdee: number;
  targets: MacroSplit;
  /** The example day: one portion per meal, breakfast to evening. */
  day: MealPortion[];
  totals: Nutrients;
  /** The member asked to lose weight, but the plan keeps maintenance calories for this reason. */
  deficitWithheld?: DeficitBlock;
  /** Energy added over maintenance in pregnancy or breastfeeding, kcal a day (0 in the first trimester); missing otherwise. */
  extraEnergyKcal?: number;
}

/** A nutrition plan as stored on the profile and sent to the member. */
export interface StoredNutritionPlan extends NutritionPlan {
  generatedAt: number;
}
