// Payloads of the plan and workout APIs, shared by the tabs' forms and the worker.
// Messages are keys of messages/{en,ru}.json.
import * as v from "valibot";
import { meals } from "../nutrition/dish";
import { equipment } from "../training/exercise";
import { dietStyles } from "../nutrition/nutrition-plan";
import { goals } from "../plans";
import { MAX_DAYS, MIN_DAYS, tiers, weekdays } from "../training/workout-plan";
import { isCalendarDate } from "./progress";
import { lifeStageSchema } from "./profile";

const dateSchema = v.pipe(v.string("validation_date_invalid"), v.check(isCalendarDate, "validation_date_invalid"));

export const weekdaysSchema = v.pipe(
  v.array(v.picklist(weekdays, "validation_weekdays_invalid"), "validation_weekdays_invalid"),
  v.check((days) => new Set(days).size === days.length, "validation_weekdays_invalid"),
  v.check((days) => days.length >= MIN_DAYS && days.length <= MAX_DAYS, "validation_weekdays_count"),
);

export const workoutPlanSchema = v.object({
  goal: v.picklist(goals, "validation_goal_required"),
  tier: v.picklist(tiers, "validation_tier_invalid"),
  weekdays: weekdaysSchema,
  equipment: v.pipe(
    v.array(v.picklist(equipment, "validation_equipment_invalid"), "validation_equipment_invalid"),
    v.maxLength(equipment.length, "validation_equipment_invalid"),
  ),
  /** Draw another selection of exercises from the same choices. */
  regenerate: v.optional(v.boolean("validation_flag_invalid"), false),
  /** The member's own calendar day, so the plan's first week starts on their Monday. */
  today: v.optional(dateSchema),
});

export const scheduleSchema = v.object({ weekdays: weekdaysSchema, today: v.optional(dateSchema) });

export const nutritionPlanSchema = v.object({
  goal: v.picklist(goals, "validation_goal_required"),
  style: v.optional(v.picklist(dietStyles, "validation_style_invalid"), "dishes"),
  vegetarian: v.optional(v.boolean("validation_flag_invalid"), false),
  /**
   * Pregnant or breastfeeding, answered in the setup: stored in the profile (the source of truth)
   * before the plan is built. Missing: the profile's answer. Only women may answer other than "none".
   */
  stage: v.optional(lifeStageSchema),
  regenerate: v.optional(v.boolean("validation_flag_invalid"), false),
});

export const dishSwapSchema = v.object({
  meal: v.picklist(meals, "validation_meal_invalid"),
  dish: v.pipe(v.string("validation_dish_invalid"), v.maxLength(100, "validation_dish_invalid")),
});

export type WorkoutPlanInput = v.InferInput<typeof workoutPlanSchema>;
export type NutritionPlanInput = v.InferInput<typeof nutritionPlanSchema>;
