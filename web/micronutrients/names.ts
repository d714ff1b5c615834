// The analyzers' lookups into the library content: foods and nutrients by slug, in the page's
// language, and a logged food's name as the diary keeps it.
import { foods } from "../../content/foods/foods";
import { micronutrients } from "../../content/micronutrients/all";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import type { FoodName } from "../../core/micronutrients/logged";
import type { Micronutrient } from "../../core/micronutrients/types";

export const foodBySlug = new Map(foods.map((f) => [f.slug, f]));
export const nutrientBySlug = new Map<string, Micronutrient>(micronutrients.map((n) => [n.slug, n]));

export const foodName = (slug: string, locale: Locale) => foodBySlug.get(slug)?.name[locale] ?? slug;
export const nutrientName = (slug: string, locale: Locale) => nutrientBySlug.get(slug)?.name[locale] ?? slug;
/**
 * A diary entry's name: the Russian one where the food has it (the member's own foods have one
 * name); a quick entry without a note has none, and is called what the diary calls it.
 */
export const loggedName = (name: FoodName, locale: Locale) =>
  (locale === "ru" ? (name.ru ?? name.en) : name.en) || m.diary_quick_add({}, { locale });
