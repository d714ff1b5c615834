// The dishes list's filters as they travel in the address:
// ?q=&meal=&veg=1&protein=1&time=30&kcal=500
import type { DishSummaryJson } from "../../core/api/dishes";
import { meals, type Meal } from "../../core/nutrition/dish";

/** Time limits offered, in minutes. */
export const timeLimits = [15, 30, 60] as const;
/** Energy limits per portion offered, in kcal. */
export const kcalLimits = [300, 500, 700] as const;
/** A dish with at least this much protein per portion counts as high in protein. */
export const highProteinGrams = 25;

export interface DishFilters {
  q: string;
  meal: Meal | null;
  vegetarian: boolean;
  highProtein: boolean;
  maxMinutes: number | null;
  maxKcal: number | null;
}

type Raw = { q?: string; meal?: string; veg?: string; protein?: string; time?: string; kcal?: string };

const oneOf = <T extends number>(raw: string | undefined, allowed: readonly T[]): T | null =>
  allowed.find((x) => String(x) === raw) ?? null;

export function readFilters(search: Raw): DishFilters {
  return {
    q: search.q ?? "",
    meal: (meals as readonly string[]).includes(search.meal ?? "") ? (search.meal as Meal) : null,
    vegetarian: search.veg === "1",
    highProtein: search.protein === "1",
    maxMinutes: oneOf(search.time, timeLimits),
    maxKcal: oneOf(search.kcal, kcalLimits),
  };
}

export function writeFilters(f: DishFilters): Raw {
  return {
    q: f.q || undefined,
    meal: f.meal ?? undefined,
    veg: f.vegetarian ? "1" : undefined,
    protein: f.highProtein ? "1" : undefined,
    time: f.maxMinutes === null ? undefined : String(f.maxMinutes),
    kcal: f.maxKcal === null ? undefined : String(f.maxKcal),
  };
}

export const noFilters: DishFilters = {
  q: "",
  meal: null,
  vegetarian: false,
  highProtein: false,
  maxMinutes: null,
  maxKcal: null,
};

/** The dishes to show, in search order, that pass every chosen filter. */
export function applyFilters(dishes: readonly DishSummaryJson[], ranked: readonly string[], f: DishFilters): DishSummaryJson[] {
  const bySlug = new Map(dishes.map((d) => [d.slug, d]));
  return ranked
    .map((slug) => bySlug.get(slug))
    .filter((d): d is DishSummaryJson => !!d)
    .filter((d) => !f.meal || d.meals.includes(f.meal))
    .filter((d) => !f.vegetarian || d.vegetarian)
    .filter((d) => !f.highProtein || d.nutrients.protein >= highProteinGrams)
    .filter((d) => f.maxMinutes === null || d.minutes <= f.maxMinutes)
    .filter((d) => f.maxKcal === null || d.nutrients.kcal <= f.maxKcal);
}
