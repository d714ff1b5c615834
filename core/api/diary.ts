// /api/diary: the food diary (decision 0044). Every value is per 100 g in the food database's
// columns (core/foods/database.ts), null where the food has none: unknown, never zero.
import type { FoodRef } from "../diary/food-ref";
import type { EntryFoodRef } from "../diary/quick";
import type { NutrientTotal } from "../diary/totals";
import type { ColumnValues } from "../diary/values";
import type { NutrientColumn } from "../foods/database";
import type { Meal } from "../nutrition/dish";
import type { DeficitBlock } from "../safety/health-context";
import type { FoodResultJson } from "./foods";

export type { FoodRef, EntryFoodRef, ColumnValues, NutrientTotal };

/** The portion the member chose ("2 × 1 cup"); the entry's grams are what counts. */
export interface DiaryPortionJson {
  count: number;
  label: { en: string; ru: string };
}

/**
 * One food logged: its names and values per 100 g as they were when it was logged (or its food last
 * changed). A quick entry (`food` `{ kind: "quick", id: "quick" }`, decision 0075) has no food: its
 * `name.en` is the member's note ("" without one), and it counts as 100 g of the values typed.
 */
export interface DiaryEntryJson {
  id: string;
  date: string;
  meal: Meal;
  food: EntryFoodRef;
  grams: number;
  portion: DiaryPortionJson | null;
  /** `ru` is null where the food has no Russian name (the member's own foods have one name, in `en`). */
  name: { en: string; ru: string | null };
  per100g: ColumnValues;
  /** When it was first logged and last changed (ms, the device's clock capped at the server's). */
  loggedAt: number;
  updatedAt: number;
}

/** Each column's sum over the entries that know it, and how many do not (`amount` null when none does). */
export type DiaryTotalsJson = Record<NutrientColumn, NutrientTotal>;

export interface DiaryMealJson {
  meal: Meal;
  /** In the order logged. */
  entries: DiaryEntryJson[];
  totals: DiaryTotalsJson;
}

/**
 * The day's energy and macros to aim for: the nutrition plan's (Pro; with its weekly adjustments),
 * or the calculator's from the profile when there is no plan or the plan's calories lie below what
 * the health context now allows. `deficitWithheld` says why a loss goal gets maintenance
 * (under 18, underweight, pregnant, breastfeeding); `extraEnergyKcal` is pregnancy's or
 * breastfeeding's energy on top.
 */
export interface DiaryTargetsJson {
  source: "plan" | "calculator";
  calories: number;
  /** Grams. */
  protein: number;
  fat: number;
  carbs: number;
  deficitWithheld: DeficitBlock | null;
  extraEnergyKcal: number;
  /**
   * For a day before the member's today (decision 0074): its own targets, kept while it was
   * today (`kept`); today's, as it kept none (`today`); or today's, as its own had a deficit the
   * health context now rules out (`health`). Absent for today and later days (today's targets), in
   * a week's answer, and in day copies kept on a device before days kept their own.
   */
  of?: DiaryTargetsOf;
}

export type DiaryTargetsOf = "kept" | "today" | "health";

/**
 * No targets at all, and no figure to aim at: the member's health context allows none while
 * eating-disorder signs are on record (the screen explains why and how to turn them back on).
 */
export interface DiaryTargetsWithheldJson {
  source: "withheld";
  reason: "eating-disorder";
}

/**
 * GET /api/diary/day?date: the day's five meals (breakfast to evening), its totals, and the
 * targets (null while the profile lacks the body; withheld, with no numbers, while the health
 * context allows none).
 */
export interface DiaryDayJson {
  date: string;
  meals: DiaryMealJson[];
  totals: DiaryTotalsJson;
  targets: DiaryTargetsJson | DiaryTargetsWithheldJson | null;
}

/**
 * One day of a week: how many entries it has (0: nothing logged), its energy and macros eaten, and
 * its target energy as its own answer gives it (a past day's kept one; null without targets).
 */
export interface DiaryWeekDayJson {
  date: string;
  entries: number;
  target: number | null;
  kcal: NutrientTotal;
  protein: NutrientTotal;
  fat: NutrientTotal;
  carbs: NutrientTotal;
}

/**
 * GET /api/diary/week?date: the seven days that end on `date`, oldest first, each with its energy,
 * macros and target energy, and today's targets (none, or withheld, as the day's answer says).
 */
export interface DiaryWeekJson {
  from: string;
  to: string;
  days: DiaryWeekDayJson[];
  targets: DiaryTargetsJson | DiaryTargetsWithheldJson | null;
}

/** A food of the member's own, entered from its label. */
export interface CustomFoodJson {
  id: string;
  name: string;
  brand: string | null;
  barcode: string | null;
  /** What `values` are given for: 100 g, or one serving of `serving.grams`. */
  basis: "100g" | "serving";
  serving: { label: string; grams: number } | null;
  /** As entered. */
  values: ColumnValues;
  per100g: ColumnValues;
  updatedAt: number;
}

export interface RecipeIngredientJson {
  food: FoodRef;
  grams: number;
  /** The ingredient's names when the recipe was saved. */
  name: { en: string; ru: string | null };
}

/** A recipe of the member's: its values per 100 g of the finished dish were computed when it was saved. */
export interface RecipeJson {
  id: string;
  name: string;
  ingredients: RecipeIngredientJson[];
  finishedGrams: number;
  servings: number;
  /** The finished weight shared out. */
  servingGrams: number;
  per100g: ColumnValues;
  updatedAt: number;
}

/** A favourite: its id (`<kind>:<food id>`) and the food as it is now. */
export interface FavouriteJson {
  id: string;
  food: FoodResultJson;
  updatedAt: number;
}

/** A food logged in the last 30 days: how often, and the last time's amount (for logging it again in one tap). */
export interface RecentFoodJson {
  food: FoodResultJson;
  count: number;
  last: { date: string; grams: number; portion: DiaryPortionJson | null };
}

/**
 * GET /api/diary/foods: the member's own foods and recipes (last changed first), favourites, and
 * recents (most often first, at most 20). A favourite or recent whose food is gone (removed, or a
 * dish of a plan the member no longer has) is left out.
 */
export interface DiaryFoodsJson {
  foods: CustomFoodJson[];
  recipes: RecipeJson[];
  favourites: FavouriteJson[];
  recents: RecentFoodJson[];
}

/** GET /api/diary/foods/:id: one of the member's own foods or recipes (another member's is not found). */
export type DiaryFoodJson = { kind: "custom"; food: CustomFoodJson } | { kind: "recipe"; recipe: RecipeJson };

/**
 * Why a change was refused: `not_found` (the record, or the member's own food or recipe it names,
 * is another member's or gone), `food_invalid` (no such food in the database or dish in the
 * library), `subscription_required` (a dish of the library, which the member's plan does not
 * include), `limit_reached` (a new record, a restored one or an entry moved to another day, while
 * the member keeps as many as they may: core/validation/diary.ts's diaryCaps).
 */
export type DiaryRejectCode = "not_found" | "food_invalid" | "subscription_required" | "limit_reached";

export interface DiarySyncResultJson {
  /** The change's id (a favourite's is `<kind>:<food id>`). */
  id: string;
  result: "saved" | "superseded" | "rejected";
  code?: DiaryRejectCode;
  /** With `limit_reached`: which limit, in the member's language, to show as it is. */
  message?: string;
}

/** POST /api/diary/sync: each change's result, and the records it touched as they now stand (removed ones left out). */
export interface DiarySyncJson {
  results: DiarySyncResultJson[];
  entries: DiaryEntryJson[];
  foods: CustomFoodJson[];
  recipes: RecipeJson[];
  favourites: FavouriteJson[];
}
