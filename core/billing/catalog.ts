// The subscription catalogue: prices, allowances and features per plan, in one table.
// Prices are in minor units (cents, kopecks); annual = twelve months less 20%.
import type { Plan } from "../plans";

export const paidPlans = ["BASIC", "PRO"] as const;
export type PaidPlan = (typeof paidPlans)[number];
export const intervals = ["month", "year"] as const;
export type Interval = (typeof intervals)[number];
export const currencies = ["USD", "RUB"] as const;
export type Currency = (typeof currencies)[number];

export const annualDiscount = 0.2;

const monthlyPrice: Record<PaidPlan, Record<Currency, number>> = {
  BASIC: { USD: 499, RUB: 39900 },
  PRO: { USD: 999, RUB: 79900 },
};

/** Rubles are priced in whole rubles; dollars keep their cents. */
const wholeUnits: Record<Currency, boolean> = { USD: false, RUB: true };
const rounded = (minor: number, currency: Currency) => (wholeUnits[currency] ? Math.round(minor / 100) * 100 : Math.round(minor));

/** The price of one billing period in minor units. */
export function priceFor(plan: PaidPlan, interval: Interval, currency: Currency): number {
  const month = monthlyPrice[plan][currency];
  return interval === "month" ? month : rounded(month * 12 * (1 - annualDiscount), currency);
}

/** What a plan costs a month on the chosen billing (annual: its monthly equivalent), rounded like prices. */
export const monthlyEquivalent = (plan: PaidPlan, interval: Interval, currency: Currency) =>
  interval === "month" ? priceFor(plan, "month", currency) : rounded(priceFor(plan, "year", currency) / 12, currency);

/** What each plan includes each month (Pro: 100 coach messages and 10 previews). */
export const allowances: Record<Plan, { chatMessages: number; transformations: number }> = {
  FREE: { chatMessages: 0, transformations: 0 },
  BASIC: { chatMessages: 0, transformations: 0 },
  PRO: { chatMessages: 100, transformations: 10 },
};

/** The features listed on the billing page, and which plans include them. */
export const features = [
  "workout_plan",
  "ai_assistant",
  "chat_24_7",
  "progress_tracking",
  "exercise_library",
  "dishes_library",
  "nutrition_plan",
  "vitamin_guidelines",
  "mineral_guidelines",
  "transformation_preview",
  "weekly_diet_adjustments",
  "premium_support",
] as const;
export type Feature = (typeof features)[number];

export const planFeatures: Record<Plan, readonly Feature[]> = {
  FREE: ["progress_tracking", "exercise_library"],
  BASIC: ["workout_plan", "progress_tracking", "exercise_library", "dishes_library"],
  PRO: features,
};

/** RUB for Russian, otherwise USD. */
export const currencyFor = (locale: string): Currency => (locale === "ru" ? "RUB" : "USD");
