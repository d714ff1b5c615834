// The example day: one dish per meal from the dish library, with portions scaled so the day
// lands on the calorie and protein targets. Meals start from fixed shares of the calories;
// protein-dense dishes then grow and the others shrink until protein fits as well. Dishes are
// swapped in a fixed order while that brings the day closer, so the result is deterministic.
import type { Dish, Meal } from "./dish";
import { meals } from "./dish";
import { hash } from "../stable-hash";
import { addNutrients, nutrientsOf, roundNutrients, scaleItems, zero } from "./dish-nutrients";
import type { DishLibrary, FoodTable, MealPortion, Nutrients } from "./nutrition-plan";

/** Each meal's share of the day's calories before protein balancing. */
export const mealShares: Record<Meal, number> = { breakfast: 0.25, lunch: 0.3, dinner: 0.25, snack: 0.1, evening: 0.1 };

const MIN_SCALE = 0.4;
const MAX_SCALE = 3;
/** Good enough to stop searching: within 2 % of both targets. */
const CLOSE_ENOUGH = 0.02;
const MAX_ROUNDS = 6;
const STARTS = 3;

export interface DayTargets {
  kcal: number;
  protein: number;
}

export interface ExampleDayOptions {
  vegetarian: boolean;
  variant: number;
  chosen: Partial<Record<Meal, string>>;
}

/**
 * Portion scales for one dish per meal that meet the calories and protein while changing the
 * meals' shares as little as possible. Unbounded, that least-change solution moves each meal by
 * α + β × its protein density (two equations, two unknowns); a meal pushed past the smallest or
 * largest sensible portion is pinned there and the rest are solved again (an active-set loop).
 */
function scalesFor(base: Nutrients[], shares: number[], targets: DayTargets): number[] {
  const nominal = base.map((n, i) => (shares[i]! * targets.kcal) / n.kcal);
  const density = base.map((n) => n.protein / n.kcal);
  const pinned = new Map<number, number>();
  let scales = nominal;
  for (let round = 0; round < base.length; round++) {
    const free = base.map((_, i) => i).filter((i) => !pinned.has(i));
    if (free.length === 0) break;
    let kcalLeft = targets.kcal;
    let proteinLeft = targets.protein;
    for (const [i, s] of pinned) {
      kcalLeft -= s * base[i]!.kcal;
      proteinLeft -= s * base[i]!.protein;
    }
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    for (const i of free) {
      const kcal = nominal[i]! * base[i]!.kcal;
      a0 += kcal;
      a1 += kcal * density[i]!;
      a2 += kcal * density[i]! ** 2;
    }
    const det = a0 * a2 - a1 * a1;
    const alpha = Math.abs(det) > 1e-9 ? (kcalLeft * a2 - proteinLeft * a1) / det : kcalLeft / a0;
    const beta = Math.abs(det) > 1e-9 ? (proteinLeft * a0 - kcalLeft * a1) / det : 0;
    scales = base.map((_, i) => pinned.get(i) ?? nominal[i]! * (alpha + beta * density[i]!));
    // Pin the meal furthest outside the bounds, then solve the others again.
    let worst = -1;
    let worstBy = 0;
    for (const i of free) {
      const by = Math.max(MIN_SCALE - scales[i]!, scales[i]! - MAX_SCALE);
      if (by > worstBy) [worst, worstBy] = [i, by];
    }
    if (worst < 0) break;
    pinned.set(worst, scales[worst]! < MIN_SCALE ? MIN_SCALE : MAX_SCALE);
  }
  return scales.map((x) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, x)));
}

/** The larger of the relative calorie and protein misses of a day. */
export function dayError(totals: Nutrients, targets: DayTargets): number {
  return Math.max(Math.abs(totals.kcal - targets.kcal) / targets.kcal, Math.abs(totals.protein - targets.protein) / targets.protein);
}

function buildDay(choice: Dish[], foods: FoodTable, targets: DayTargets) {
  const base = choice.map((d) => nutrientsOf(d.ingredients, foods));
  const scales = scalesFor(
    base,
    meals.map((m) => mealShares[m]),
    targets,
  );
  const day: MealPortion[] = choice.map((dish, i) => {
    const ingredients = scaleItems(dish.ingredients, scales[i]!);
    return { meal: meals[i]!, dish: dish.slug, scale: Math.round(scales[i]! * 100) / 100, ingredients, ...roundNutrients(nutrientsOf(ingredients, foods)) };
  });
  const totals = roundNutrients(day.reduce<Nutrients>((sum, p) => addNutrients(sum, p), zero));
  return { day, totals, error: dayError(totals, targets) };
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

/** Swaps one meal's dish at a time for the one that brings the day closest, until none helps. */
function improve(lists: Dish[][], start: Dish[], foods: FoodTable, targets: DayTargets) {
  const choice = [...start];
  let best = buildDay(choice, foods, targets);
  for (let round = 0; round < MAX_ROUNDS && best.error > CLOSE_ENOUGH; round++) {
    let improved = false;
    lists.forEach((list, i) => {
      for (const dish of list) {
        if (choice.includes(dish)) continue;
        const tried = [...choice];
        tried[i] = dish;
        const day = buildDay(tried, foods, targets);
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
 * swap at a time until the day is within 2 % of the targets; a swap can get stuck where two
 * changes are needed, so it starts again from the next dishes (three starts at most). Throws
 * RangeError when some meal has no dish at all.
 */
export function exampleDay(targets: DayTargets, dishes: DishLibrary, foods: FoodTable, options: ExampleDayOptions) {
  const lists = meals.map((meal) => candidates(meal, dishes, options));
  let best: ReturnType<typeof buildDay> | null = null;
  for (let offset = 0; offset < STARTS && (!best || best.error > CLOSE_ENOUGH); offset++) {
    const start: Dish[] = [];
    for (const list of lists) {
      const fresh = list.filter((d) => !start.includes(d));
      if (fresh.length === 0) throw new RangeError("A meal has no dish to choose from");
      start.push(fresh[offset % fresh.length]!);
    }
    const day = improve(lists, start, foods, targets);
    if (!best || day.error < best.error) best = day;
  }
  return best!;
}
