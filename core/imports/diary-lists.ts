// Reads the diary's lists of "Download my data" (diary/own-foods.json, recipes.json,
// favourites.json; no I/O) that come with its entries: each record is checked as the diary's sync
// checks what a device sends (core/validation/diary.ts), so nothing comes in that the app would
// not have taken from the member. Ids stay those of the account the file came from; the worker
// decides what they become here (worker/imports/diary-lists.ts).
import * as v from "valibot";
import { favouriteIdOf, favouriteRef, type FoodRef } from "../diary/food-ref";
import {
  diaryCaps,
  favouriteChangeSchema,
  foodChangeSchema,
  recipeChangeSchema,
  type CustomFoodChange,
  type RecipeChange,
} from "../validation/diary";
import type { DiaryList, DiaryListTexts, ImportProblem, ImportProblemCode } from "./types";

export interface ImportedDiaryLists {
  foods: CustomFoodChange[];
  recipes: RecipeChange[];
  favourites: FoodRef[];
}

const fileProblem: Record<DiaryList, ImportProblemCode> = {
  foods: "foods_file",
  recipes: "recipes_file",
  favourites: "favourites_file",
};
const itemProblem: Record<DiaryList, ImportProblemCode> = { foods: "own_food", recipes: "recipe", favourites: "favourite" };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

/** A record of the file as the sync's change of the same record (made now: `updatedAt` is the reader's clock). */
const asChange: Record<DiaryList, (item: Record<string, unknown>, now: number) => unknown> = {
  foods: (f, now) => ({
    type: "food",
    id: f.id,
    updatedAt: now,
    name: f.name,
    brand: f.brand ?? null,
    barcode: f.barcode ?? null,
    basis: f.basis,
    serving: f.serving ?? null,
    // The values as the member entered them, per 100 g or per serving; per 100 g is worked out again.
    values: f.entered,
  }),
  recipes: (r, now) => ({
    type: "recipe",
    id: r.id,
    updatedAt: now,
    name: r.name,
    // The names kept with each ingredient are read again from its food.
    ingredients: Array.isArray(r.ingredients)
      ? r.ingredients.map((i: unknown) => (isRecord(i) ? { food: i.food, grams: i.grams } : i))
      : r.ingredients,
    finishedGrams: r.finishedGrams,
    servings: r.servings,
  }),
  favourites: (f, now) => ({
    type: "favourite",
    id:
      isRecord(f.food) && typeof f.food.kind === "string" && typeof f.food.id === "string"
        ? favouriteIdOf(f.food as unknown as FoodRef)
        : null,
    updatedAt: now,
  }),
};

const schemas = { foods: foodChangeSchema, recipes: recipeChangeSchema, favourites: favouriteChangeSchema } as const;

/** One list's records, or the problems that refuse them (the whole file, or each record by its place). */
function readList(list: DiaryList, text: string, now: number): { items: { id: string }[]; problems: ImportProblem[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length > diaryCaps[list])
    return { items: [], problems: [{ line: 0, code: fileProblem[list] }] };
  const items: { id: string }[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  parsed.forEach((item, i) => {
    const read = isRecord(item) ? v.safeParse(schemas[list], asChange[list](item, now)) : null;
    // The app writes each record once: a second one of the same id is not its file.
    if (read?.success && !seen.has(read.output.id)) {
      seen.add(read.output.id);
      items.push(read.output);
    } else problems.push({ line: i + 1, code: itemProblem[list] });
  });
  return { items, problems };
}

/** The lists the request brought (each left out is empty), and their problems. */
export function parseDiaryLists(texts: DiaryListTexts, now: number): { lists: ImportedDiaryLists; problems: ImportProblem[] } {
  const read = (list: DiaryList) => (texts[list] === undefined ? { items: [], problems: [] } : readList(list, texts[list], now));
  const foods = read("foods");
  const recipes = read("recipes");
  const favourites = read("favourites");
  return {
    lists: {
      foods: foods.items as CustomFoodChange[],
      recipes: recipes.items as RecipeChange[],
      favourites: (favourites.items as { id: string }[]).map((f) => favouriteRef(f.id)!),
    },
    problems: [...foods.problems, ...recipes.problems, ...favourites.problems],
  };
}
