import type { FoodRef } from "../../core/diary/food-ref";
import type { EntryFoodRef } from "../../core/diary/quick";
import type { Plan } from "../../core/plans";
import type { CustomFoodChange, DiaryChange, DiaryEntryChange, FavouriteChange, RecipeChange } from "../../core/validation/diary";
import { utcDay } from "../../core/validation/progress";
import type { profiles } from "../../worker/db/schema";
import { env } from "cloudflare:test";
import { call, post, type CallOptions } from "./auth-helpers";
import { createSession, createUser } from "./factories";

// Members, changes and calls for the food diary's tests (decision 0044).

/** The file's one reading of the clock for its days: a file that runs across midnight keeps its dates. */
export const fileStartedAt = Date.now();
export const today = utcDay(fileStartedAt);
export const yesterday = utcDay(fileStartedAt, -1);

/** A member with body metrics (a 30-year-old woman of normal weight) and a session. */
export async function member(plan: Plan = "FREE", profile: Partial<typeof profiles.$inferInsert> = {}) {
  const { id } = await createUser({ plan, gender: "FEMALE", age: 30, height: 165, weight: 60, activity: "LIGHT", ...profile });
  return { id, token: await createSession(id) };
}

/** A device's clock an hour ago, so changes made "now" in a test are never capped by the server. */
export const anHourAgo = () => Date.now() - 3_600_000;

/** Whole milk, 3.25 %: SR28 NDB 01077 (61 kcal, 3.15 g protein, 3.25 g fat, 113 mg calcium per 100 g). */
export const milk: FoodRef = { kind: "db", id: "01077" };

export function entryChange(food: EntryFoodRef, over: Partial<DiaryEntryChange> = {}): DiaryEntryChange {
  return {
    type: "entry",
    id: crypto.randomUUID(),
    updatedAt: anHourAgo(),
    deleted: false,
    date: today,
    meal: "breakfast",
    food,
    grams: 100,
    portion: null,
    ...over,
  };
}

/** A label's values: energy and macros, everything else unknown unless given. */
export function foodChange(
  over: Partial<CustomFoodChange> = {},
  values: Partial<CustomFoodChange["values"]> = {},
): CustomFoodChange {
  return {
    type: "food",
    id: crypto.randomUUID(),
    updatedAt: anHourAgo(),
    deleted: false,
    name: "Protein bar",
    brand: null,
    barcode: null,
    basis: "100g",
    serving: null,
    ...over,
    values: { kcal: 100, protein: 10, fat: 5, carbs: 2, ...values } as CustomFoodChange["values"],
  };
}

export function recipeChange(ingredients: RecipeChange["ingredients"], over: Partial<RecipeChange> = {}): RecipeChange {
  return {
    type: "recipe",
    id: crypto.randomUUID(),
    updatedAt: anHourAgo(),
    deleted: false,
    name: "Porridge",
    ingredients,
    finishedGrams: ingredients.reduce((sum, i) => sum + i.grams, 0),
    servings: 1,
    ...over,
  };
}

export const favouriteChange = (food: FoodRef, over: Partial<FavouriteChange> = {}): FavouriteChange => ({
  type: "favourite",
  id: `${food.kind}:${food.id}`,
  updatedAt: anHourAgo(),
  deleted: false,
  ...over,
});

export const custom = (c: { id: string }): FoodRef => ({ kind: "custom", id: c.id });
export const recipe = (c: { id: string }): FoodRef => ({ kind: "recipe", id: c.id });

/** POST /api/diary/sync with these changes. */
export const sync = (token: string, changes: readonly unknown[], opts: CallOptions = {}) =>
  post("/api/diary/sync", { changes }, { token, ...opts });

export const outcomes = (res: { body: { results: { result: string }[] } }) => res.body.results.map((r) => r.result);

export const get = (token: string, path: string, opts: CallOptions = {}) => call("GET", path, undefined, { token, ...opts });

/** GET /api/diary/day for a date. */
export const day = (token: string, date = today, opts: CallOptions = {}) => get(token, `/api/diary/day?date=${date}`, opts);

/** The day's entries, in meal order. */
export async function entriesOn(token: string, date = today) {
  const res = await day(token, date);
  return (res.body.meals as { entries: { id: string }[] }[]).flatMap((m) => m.entries) as Record<string, any>[];
}

/** How many rows of each diary table a member has (tombstones included). */
export async function rowsOf(userId: string) {
  const count = async (table: string) =>
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`).bind(userId).first<{ n: number }>())!.n;
  return {
    entries: await count("diary_entries"),
    foods: await count("diary_foods"),
    recipes: await count("diary_recipes"),
    favourites: await count("diary_favourites"),
  };
}

export type { DiaryChange };
