import type { Sex } from "../../core/formulas/sex";
import type { ActivityLevel, Gender, Goal } from "../../core/plans";
import * as m from "../paraglide/messages.js";
import type { Label } from "./label";

// The body-profile enums as the member reads them (sign-up, profile, calculators).
export const genderLabels: Record<Gender, Label> = { MALE: m.metrics_gender_male, FEMALE: m.metrics_gender_female };
/** The same choice as the formulas name it. */
export const sexLabels: Record<Sex, Label> = { male: genderLabels.MALE, female: genderLabels.FEMALE };
export const activityLabels: Record<ActivityLevel, readonly [label: Label, hint: Label]> = {
  SEDENTARY: [m.activity_sedentary, m.activity_sedentary_hint],
  LIGHT: [m.activity_light, m.activity_light_hint],
  MODERATE: [m.activity_moderate, m.activity_moderate_hint],
  ACTIVE: [m.activity_active, m.activity_active_hint],
  VERY_ACTIVE: [m.activity_very_active, m.activity_very_active_hint],
};
export const goalLabels: Record<Goal, Label> = { LOSE_WEIGHT: m.goal_lose_weight, MAINTAIN: m.goal_maintain, GAIN_MUSCLE: m.goal_gain_muscle };
