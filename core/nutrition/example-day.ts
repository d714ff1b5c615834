// The example day: one dish per meal from the dish library, with portions fitted so the day
// lands on all four targets (calories and protein within 5 %, fat and carbohydrate within 10 %).
// Meals start from fixed shares of the calories; then each ingredient moves as little as it can
// (fit-portions.ts) within sensible bounds: a dish between half and three times its recipe
// portion, and each ingredient within half again of where its meal's share put it, so a dish keeps
// its character. Dishes are swapped in a fixed order while that brings the day closer, so the
// result is deterministic.
import type { Dish, Meal } from "./dish";
import { meals } from "./dish";
import { hash } from "../stable-hash";
import { addNutrients, nutrientsOf, roundNutrients, zero } from "./dish-nutrients";
import { type DayTargets, dayError, fitExact, type FitItem, fitPortions, perGramOf, totalsOf } from "./fit-portions";
import type { DishLibrary, FoodTable, MealPortion, Nutrients } from "./nutrition-plan";

export { type DayTargets, dayError } from "./fit-portions";

/** Each meal's share of the day's calories before the fit. */
export const mealShares: Record<Meal, number> = { breakfast: 0.25, lunch: 0.3, dinner: 0.25, snack: 0.1, evening: 0.1 };

/** The smallest and largest portion of a dish, as a multiple of its recipe's. */
export const portionBounds = { min: 0.5, max: 3 } as const;
/** How far an ingredient may move from the amount its meal's share gives it (±50 %). */
export const ingredientSpread = 0.5;
/** Good enough to stop searching: within half of every tolerance. */
const CLOSE_ENOUGH = 0.5;
const MAX_ROUNDS = 6;
const STARTS = 3;

export interface ExampleDayOptions {
  vegetarian: boolean;
  variant: number;
  chosen: Partial<Record<Meal, string>>;
}

/** A dish's recipe portion and what a gram of each ingredient gives, computed once per dish. */
interface Recipe {
  total: Nutrients;
  perGram: number[][];
}
const recipes = new WeakMap<Dish, Recipe>();
function recipeOf(dish: Dish, foods: FoodTable): Recipe {
  let r = recipes.get(dish);
  if (!r) recipes.set(dish, (r = { total: nutrientsOf(dish.ingredients, foods), perGram: dish.ingredients.map((i) => perGramOf(i.food, foods)) }));
  return r;
}

/** Every ingredient of the chosen dishes, starting where its meal's share of the calories puts it. */
function itemsOf(choice: Dish[], foods: FoodTable, targets: DayTargets): (FitItem & { dish: number; food: string })[] {
  return choice.flatMap((dish, i) => {
    const recipe = recipeOf(dish, foods);
    const scale = Math.min(portionBounds.max, Math.max(portionBounds.min, (mealShares[meals[i]!] * targets.kcal) / recipe.total.kcal));
    return dish.ingredients.map(({ food, grams }, j) => ({
      dish: i,
      food,
      perGram: recipe.perGram[j]!,
      start: grams * scale,
      min: Math.max(grams * portionBounds.min, grams * scale * (1 - ingredientSpread)),
      max: Math.min(grams * portionBounds.max, grams * scale * (1 + ingredientSpread)),
    }));
  });
}

/** How close a choice of dishes can come, from the unrounded fit (cheap: the search calls it often). */
function tryDay(choice: Dish[], foods: FoodTable, targets: DayTargets) {
  const items = itemsOf(choice, foods, targets);
  return { choice: [...choice], error: dayError(totalsOf(items, fitExact(items, targets)), targets) };
}

/** The day itself: the fit rounded to 5 g, portion by portion. */
function buildDay(choice: Dish[], foods: FoodTable, targets: DayTargets) {
  const items = itemsOf(choice, foods, targets);
  const grams = fitPortions(items, targets);
  const day: MealPortion[] = choice.map((dish, i) => {
    const ingredients = items.flatMap((it, j) => (it.dish === i ? [{ food: it.food, grams: grams[j]! }] : []));
    const n = nutrientsOf(ingredients, foods);
    return { meal: meals[i]!, dish: dish.slug, scale: Math.round((n.kcal / recipeOf(dish, foods).total.kcal) * 100) / 100, ingredients, ...roundNutrients(n) };
  });
  const totals = roundNutrients(day.reduce<Nutrients>((sum, p) => addNutrients(sum, p), zero));
  return { choice: [...choice], day, totals, error: dayError(totals, targets) };
}

/** Dishes for a meal in this variant's order; a chosen dish is the only candidate. */
function candidates(meal: Meal, dishes: DishLibrary, options: ExampleDayOptions): Dish[] {
  const picked = options.chosen[meal];
  const fixed = picked ? dishes.find((d) => d.slug === picked && d.meals.includes(meal)) : undefined;
  if (fixed) return [fixed];
  return dishes
    .filter((d) => d.meals.includes(meal) && (!options.vegetarian || d.vegetarian))
    .map((d) => ({ d, h: hash(`${options.variant}|${meal}|${d.slug}`) }))
    .sort((a, b) => a.h - b.h)
    .map((x) => x.d);
}

type Evaluate = (choice: Dish[]) => { choice: Dish[]; error: number };

/** Swaps one meal's dish at a time for one that brings the day closer, until none helps. */
function improve<T extends ReturnType<Evaluate>>(lists: Dish[][], start: Dish[], evaluate: (choice: Dish[]) => T, enough: number): T {
  const choice = [...start];
  let best = evaluate(choice);
  for (let round = 0; round < MAX_ROUNDS && best.error > enough; round++) {
    let improved = false;
    lists.forEach((list, i) => {
      for (const dish of list) {
        if (best.error <= enough) break;
        if (choice.includes(dish)) continue;
        const tried = [...choice];
        tried[i] = dish;
        const day = evaluate(tried);
        if (day.error < best.error - 1e-9) {
          best = day;
          choice[i] = dish;
          improved = true;
        }
      }
    });
    if (!improved) break;
  }
  return best;
}

/**
 * Starts from each meal's first dish in the variant's order (no dish twice) and improves it one
 * swap at a time, judging each choice by its unrounded fit, until the day is within half of every
 * tolerance; a swap can get stuck where two changes are needed, so it starts again from the next
 * dishes (three starts at most). When rounding to 5 g then leaves the day off target, the search
 * goes on from there judging the rounded days themselves (slower, and rarely needed). Throws
 * RangeError when some meal has no dish at all.
 */
export function exampleDay(targets: DayTargets, dishes: DishLibrary, foods: FoodTable, options: ExampleDayOptions) {
  const lists = meals.map((meal) => candidates(meal, dishes, options));
  const cheap = (choice: Dish[]) => tryDay(choice, foods, targets);
  let best: ReturnType<Evaluate> | null = null;
  for (let offset = 0; offset < STARTS && (!best || best.error > CLOSE_ENOUGH); offset++) {
    const start: Dish[] = [];
    for (const list of lists) {
      const fresh = list.filter((d) => !start.includes(d));
      if (fresh.length === 0) throw new RangeError("A meal has no dish to choose from");
      start.push(fresh[offset % fresh.length]!);
    }
    const day = improve(lists, start, cheap, CLOSE_ENOUGH);
    if (!best || day.error < best.error) best = day;
  }
  const day = buildDay(best!.choice, foods, targets);
  if (day.error <= 1) return day;
  return improve(lists, day.choice, (choice) => buildDay(choice, foods, targets), 1);
}
