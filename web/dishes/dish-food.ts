// A library dish as a food to log in the diary (docs/food-diary.md, Values): its standard portion
// is its ingredients' grams together, as the search offers it; its values per 100 g from the
// portion's (the server keeps its own, from the food database, once the entry reaches it).
import * as v from "valibot";
import type { DishDetailJson } from "../../core/api/dishes";
import type { FoodResultJson } from "../../core/api/foods";
import { columnValues } from "../../core/diary/values";
import type { Meal } from "../../core/nutrition/dish";
import { diaryDateMessage, entryChangeSchema, latestDiaryDate } from "../../core/validation/diary";
import { parseDecimal } from "../shared/forms/number";
import type { DiaryEntryOutboxChange } from "../shared/offline/diary-outbox";

type Dish = Pick<DishDetailJson, "slug" | "name" | "ingredients" | "nutrients">;

/** One standard portion's grams: the ingredients' together. */
export const portionGrams = (dish: Pick<DishDetailJson, "ingredients">) => dish.ingredients.reduce((sum, i) => sum + i.grams, 0);

export function dishFood(dish: Dish): FoodResultJson {
  const grams = portionGrams(dish);
  const per100 = (x: number) => (grams > 0 ? Math.round(((x * 100) / grams) * 100) / 100 : 0);
  const n = dish.nutrients;
  return {
    kind: "dish",
    id: dish.slug,
    name: { en: dish.name.en, ru: dish.name.ru, usda: null },
    group: null,
    per100g: { kcal: per100(n.kcal), protein: per100(n.protein), fat: per100(n.fat), carbs: per100(n.carbs) },
    serving: { grams, label: null },
  };
}

/** The meal a dish is most likely eaten at by the clock, if the dish suits it; else the first it suits. */
export function mealNow(hour: number, suits: readonly Meal[]): Meal {
  const byClock: Meal = hour < 11 ? "breakfast" : hour < 16 ? "lunch" : hour < 21 ? "dinner" : "evening";
  return suits.length === 0 || suits.includes(byClock) ? byClock : suits[0]!;
}

/** The amount as typed: portions (logged as "1.5 × serving") or grams, whichever was typed last. */
export interface DishAmountInput {
  by: "portions" | "grams";
  portions: string;
  grams: string;
}

/** The grams of the amount typed, or null while it does not read. */
export function amountGrams(input: DishAmountInput, portion: number): number | null {
  const x = parseDecimal(input.by === "portions" ? input.portions : input.grams);
  if (x === null || Number.isNaN(x)) return null;
  return input.by === "portions" ? Math.round(x * portion * 10) / 10 : x;
}

/**
 * The diary entry to record, checked as the server checks it, or the message of what is wrong.
 * `servingLabel` names a portion in both languages ("serving", «порция»).
 */
export function dishEntry(args: {
  dish: Dish;
  id: string;
  updatedAt: number;
  date: string;
  meal: Meal;
  input: DishAmountInput;
  servingLabel: { en: string; ru: string };
}): { ok: true; change: DiaryEntryOutboxChange } | { ok: false; message: string } {
  const portion = portionGrams(args.dish);
  const grams = amountGrams(args.input, portion) ?? Number.NaN;
  const count = parseDecimal(args.input.portions) ?? Number.NaN;
  const food = dishFood(args.dish);
  const change = {
    type: "entry" as const,
    id: args.id,
    updatedAt: args.updatedAt,
    deleted: false,
    date: args.date,
    meal: args.meal,
    food: { kind: "dish" as const, id: args.dish.slug },
    grams,
    portion: args.input.by === "portions" ? { count, label: args.servingLabel } : null,
  };
  const checked = v.safeParse(entryChangeSchema, change);
  if (!checked.success) return { ok: false, message: checked.issues[0].message };
  // The week ahead by the device's clock (the moment of the change), as the server checks by its own.
  if (change.date > latestDiaryDate(args.updatedAt)) return { ok: false, message: diaryDateMessage };
  return {
    ok: true,
    change: { ...checked.output, shown: { name: { en: food.name.en, ru: food.name.ru }, per100g: columnValues(food.per100g) } },
  };
}
