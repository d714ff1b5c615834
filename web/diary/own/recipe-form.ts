// The recipe builder's rules, apart from the screen: ingredients in grams, the cooked weight
// (the ingredients' together until the member weighs it), servings; a live preview per 100 g and
// per serving (core/diary/recipe.ts, from the four macros each ingredient's search result carries);
// the `recipe` change checked by the server's own schema.
import * as v from "valibot";
import type { RecipeJson } from "../../../core/api/diary";
import type { FoodResultJson } from "../../../core/api/foods";
import type { FoodRef } from "../../../core/diary/food-ref";
import { combinedPer100g, servingGrams } from "../../../core/diary/recipe";
import { columnValues, unknownValues, type ColumnValues } from "../../../core/diary/values";
import type { Locale } from "../../../core/locale";
import { diaryLimits, recipeChangeSchema, type RecipeChange } from "../../../core/validation/diary";
import { parseDecimal } from "../../shared/forms/number";
import type { Macros } from "../format";
import { decimalText, type Checked } from "./label";

export type IngredientRef = FoodRef & { kind: "db" | "custom" | "dish" };

export interface IngredientItem {
  /** A key for the list (one food may be added twice). */
  key: string;
  food: IngredientRef;
  name: { en: string; ru: string | null };
  /** The four macros per 100 g; null until read (an ingredient of a saved recipe). */
  per100g: Macros | null;
  grams: string;
}

export interface RecipeForm {
  name: string;
  items: IngredientItem[];
  /** The cooked weight as typed; null while it follows the ingredients' weight. */
  finished: string | null;
  servings: string;
}

export const emptyRecipe = (): RecipeForm => ({ name: "", items: [], finished: null, servings: "1" });

let keys = 0;
const nextKey = () => `i${++keys}`;

export function itemOf(food: FoodResultJson, grams: number, locale: Locale): IngredientItem {
  if (food.kind === "recipe") throw new Error("a recipe cannot be an ingredient");
  return {
    key: nextKey(),
    food: { kind: food.kind, id: food.id },
    name: { en: food.name.en, ru: food.name.ru },
    per100g: food.per100g,
    grams: decimalText(grams, locale, 1),
  };
}

/** A saved recipe as the form opens it: the ingredients' values are read separately. */
export function recipeFormOf(recipe: RecipeJson, locale: Locale): RecipeForm {
  const items = recipe.ingredients.map((i) => ({
    key: nextKey(),
    food: i.food as IngredientRef,
    name: i.name,
    per100g: null,
    grams: decimalText(i.grams, locale, 1),
  }));
  const raw = recipe.ingredients.reduce((sum, i) => sum + i.grams, 0);
  return {
    name: recipe.name,
    items,
    finished: Math.abs(raw - recipe.finishedGrams) < 0.05 ? null : decimalText(recipe.finishedGrams, locale, 1),
    servings: String(recipe.servings),
  };
}

const positive = (raw: string) => {
  const x = parseDecimal(raw);
  return x !== null && x > 0 ? x : null;
};

/** The ingredients' weight together (those with a weight that reads). */
export const rawGrams = (form: RecipeForm) => form.items.reduce((sum, i) => sum + (positive(i.grams) ?? 0), 0);

/** The cooked weight: as typed, or the ingredients' together. */
export function finishedGrams(form: RecipeForm): number | null {
  if (form.finished === null) return rawGrams(form);
  return parseDecimal(form.finished);
}

/** The cooked weight field's text. */
export const finishedText = (form: RecipeForm, locale: Locale) =>
  form.finished ?? (form.items.length ? decimalText(rawGrams(form), locale, 1) : "");

const macroColumns = ["kcal", "protein", "fat", "carbs"] as const;
const macrosOf = (values: ColumnValues): Macros => ({ kcal: values.kcal, protein: values.protein, fat: values.fat, carbs: values.carbs });

export interface RecipePreview {
  per100g: Macros;
  /** Null while the servings or the weight do not read. */
  serving: { grams: number; macros: Macros } | null;
}

/** Per 100 g of the cooked dish and per serving; null with no ingredient, a cooked weight out of range, or while an ingredient's values are being read. */
export function previewOf(form: RecipeForm): RecipePreview | null {
  const items = form.items.filter((i) => positive(i.grams) !== null);
  const finished = finishedGrams(form);
  const raw = rawGrams(form);
  // A cooked weight the server would refuse gives no values worth showing (40,000 kcal per 100 g).
  const { min, max } = diaryLimits.finishedShare;
  if (!items.length || finished === null || !(finished >= raw * min && finished <= raw * max)) return null;
  if (items.some((i) => i.per100g === null)) return null;
  const per100 = combinedPer100g(
    items.map((i) => ({ grams: positive(i.grams)!, per100g: columnValues(i.per100g) })),
    finished,
  );
  const servings = parseDecimal(form.servings);
  const valid = servings !== null && Number.isInteger(servings) && servings >= 1;
  const grams = valid ? servingGrams(finished, servings) : null;
  const scale = (x: number | null) => (x === null || grams === null ? null : (x * grams) / 100);
  return {
    per100g: macrosOf(per100),
    serving: grams === null ? null : { grams, macros: { kcal: scale(per100.kcal), protein: scale(per100.protein), fat: scale(per100.fat), carbs: scale(per100.carbs) } },
  };
}

/** The change the form would record (not yet checked). */
export function recipeChangeInput(form: RecipeForm, id: string, updatedAt: number) {
  return {
    type: "recipe" as const,
    id,
    updatedAt,
    deleted: false,
    name: form.name,
    ingredients: form.items.map((i) => ({ food: i.food, grams: parseDecimal(i.grams) ?? Number.NaN })),
    finishedGrams: finishedGrams(form) ?? Number.NaN,
    servings: parseDecimal(form.servings) ?? Number.NaN,
  };
}

/** Where an issue shows: "name", "ingredients", "ingredients.<index>", "finishedGrams" or "servings". */
function recipeFieldOf(path: readonly { key: unknown }[] | undefined): string {
  const [first, second] = (path ?? []).map((p) => String(p.key));
  if (first === "ingredients" && second !== undefined) return `ingredients.${second}`;
  return first === "name" || first === "finishedGrams" || first === "servings" ? first : "ingredients";
}

export function checkRecipe(form: RecipeForm, id: string, updatedAt: number): Checked<RecipeChange> {
  const result = v.safeParse(recipeChangeSchema, recipeChangeInput(form, id, updatedAt));
  if (result.success) return { ok: true, change: result.output };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.issues) errors[recipeFieldOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** The recipe as it stands once kept (its values from the preview until the server answers with its own). */
export function recipeOf(change: RecipeChange, form: RecipeForm): RecipeJson {
  const preview = previewOf(form);
  const per100g = unknownValues();
  if (preview) for (const c of macroColumns) per100g[c] = preview.per100g[c];
  return {
    id: change.id,
    name: change.name,
    ingredients: change.ingredients.map((i, at) => ({ food: i.food, grams: i.grams, name: form.items[at]?.name ?? { en: "", ru: null } })),
    finishedGrams: change.finishedGrams,
    servings: change.servings,
    servingGrams: servingGrams(change.finishedGrams, change.servings),
    per100g,
    updatedAt: change.updatedAt,
  };
}

/** A recipe as a search result: one serving offered beside grams. */
export function recipeResult(recipe: RecipeJson): FoodResultJson {
  const p = recipe.per100g;
  return {
    kind: "recipe",
    id: recipe.id,
    name: { en: recipe.name, ru: null, usda: null },
    group: null,
    per100g: { kcal: p.kcal ?? 0, protein: p.protein ?? 0, fat: p.fat ?? 0, carbs: p.carbs ?? 0 },
    serving: { grams: recipe.servingGrams, label: null },
  };
}

/** A removal: the recipe's whole record as a tombstone. */
export function recipeRemovalOf(recipe: RecipeJson): RecipeChange {
  return {
    type: "recipe",
    id: recipe.id,
    updatedAt: Math.max(Date.now(), recipe.updatedAt + 1),
    deleted: true,
    name: recipe.name,
    ingredients: recipe.ingredients.map((i) => ({ food: i.food, grams: i.grams })) as RecipeChange["ingredients"],
    finishedGrams: recipe.finishedGrams,
    servings: recipe.servings,
  };
}
