import type { Meal } from "../../core/nutrition/dish";
import type { DietStyle } from "../../core/nutrition/nutrition-plan";
import type { DayType, Tier, Weekday } from "../../core/training/workout-plan";
import { weekdays } from "../../core/training/workout-plan";
import type { Locale } from "../../core/locale";
import { getLocale } from "../paraglide/runtime.js";
import * as m from "../paraglide/messages.js";
import type { Label } from "./label";

type Text = Label;

export const tierLabels: Record<Tier, readonly [label: Text, hint: Text]> = {
  beginner: [m.tier_beginner, m.tier_beginner_hint],
  popular: [m.tier_popular, m.tier_popular_hint],
  advanced: [m.tier_advanced, m.tier_advanced_hint],
};

export const dayTypeLabels: Record<DayType, Text> = {
  full_body: m.day_full_body,
  upper: m.day_upper,
  lower: m.day_lower,
  push_day: m.day_push_day,
  pull_day: m.day_pull_day,
  leg_day: m.day_leg_day,
};

export const mealLabels: Record<Meal, Text> = {
  breakfast: m.meal_breakfast,
  lunch: m.meal_lunch,
  dinner: m.meal_dinner,
  snack: m.meal_snack,
  evening: m.meal_evening,
};

export const styleLabels: Record<DietStyle, Text> = { dishes: m.nutrition_style_dishes, simple: m.nutrition_style_simple };

// 2024-01-01 was a Monday: the weekday names come from Intl, in the given language or the page's.
const monday = Date.UTC(2024, 0, 1);

/** The weekday as a sentence writes it ("Monday", in Russian «понедельник»). */
export function weekdayInSentence(day: Weekday, locale: Locale = getLocale(), width: "long" | "short" = "long"): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }).format(monday + weekdays.indexOf(day) * 86_400_000);
}

/** The weekday as a heading or a chip shows it, capitalised in every language. */
export function weekdayName(day: Weekday, width: "long" | "short" = "long", locale: Locale = getLocale()): string {
  const name = weekdayInSentence(day, locale, width);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
