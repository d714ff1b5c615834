// The analyzers' lookups into the library content: foods and nutrients by slug, in the page's language.
import { foods } from "../../content/foods/foods";
import { micronutrients } from "../../content/micronutrients/all";
import type { Locale } from "../../core/locale";
import type { Micronutrient } from "../../core/micronutrients/types";

export const foodBySlug = new Map(foods.map((f) => [f.slug, f]));
export const nutrientBySlug = new Map<string, Micronutrient>(micronutrients.map((n) => [n.slug, n]));

export const foodName = (slug: string, locale: Locale) => foodBySlug.get(slug)?.name[locale] ?? slug;
export const nutrientName = (slug: string, locale: Locale) => nutrientBySlug.get(slug)?.name[locale] ?? slug;
