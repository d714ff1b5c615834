// Subscription plans and body-profile enumerations.
export const plans = ["FREE", "BASIC", "PRO"] as const;
export type Plan = (typeof plans)[number];
export const isPlan = (value: unknown): value is Plan => plans.includes(value as Plan);

export const genders = ["MALE", "FEMALE"] as const;
export type Gender = (typeof genders)[number];

export const activityLevels = ["SEDENTARY", "LIGHT", "MODERATE", "ACTIVE", "VERY_ACTIVE"] as const;
export type ActivityLevel = (typeof activityLevels)[number];

export const goals = ["LOSE_WEIGHT", "MAINTAIN", "GAIN_MUSCLE"] as const;
export type Goal = (typeof goals)[number];

/** Upper-cases a level from the wire; an unknown one becomes MODERATE, flagged for a warning. */
export function normalizeActivity(raw: string): { activity: ActivityLevel; defaulted: boolean } {
  const upper = raw.trim().toUpperCase() as ActivityLevel;
  return activityLevels.includes(upper) ? { activity: upper, defaulted: false } : { activity: "MODERATE", defaulted: true };
}
