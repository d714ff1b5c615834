// The workout plan's shape and inputs. The engine (generate-workout.ts) is pure: the
// same inputs always give the same plan, so a stored plan can be checked and regenerated.
import type { Equipment, MuscleGroup } from "./exercise";
import type { Sex } from "../formulas/sex";
import type { Goal } from "../plans";
import type { Dose } from "./dose";

export const weekdays = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"] as const;
export type Weekday = (typeof weekdays)[number];

/** The three plan levels the profile offers: beginner, popular, advanced. */
export const tiers = ["beginner", "popular", "advanced"] as const;
export type Tier = (typeof tiers)[number];

export const dayTypes = ["full_body", "upper", "lower", "push_day", "pull_day", "leg_day"] as const;
export type DayType = (typeof dayTypes)[number];

export const MIN_DAYS = 2;
export const MAX_DAYS = 6;

export interface WorkoutInputs {
  sex: Sex;
  age: number;
  weightKg: number;
  goal: Goal;
  tier: Tier;
  /** The training days, MONDAY to SUNDAY; their count is the days per week (2 to 6). */
  weekdays: Weekday[];
  /** What the member has; bodyweight exercises are always possible. */
  equipment: Equipment[];
  /** Bumped by "regenerate" to draw another selection from the same inputs. */
  variant: number;
}

/**
 * Hard work is the day's real training stimulus; light work is a shorter technique session of
 * the same movements (two sets, far from failure), so a group is never trained hard two days
 * running.
 */
export type Intensity = "hard" | "light";

export interface PlannedExercise extends Dose {
  slug: string;
  group: MuscleGroup;
  intensity: Intensity;
  /** Reps in reserve to aim for on the last set in a normal (not deload) week. */
  rir: number;
}

export interface PlanDay {
  weekday: Weekday;
  /** null on a rest day. */
  type: DayType | null;
  exercises: PlannedExercise[];
}

/** One week of the progression block: how volume and effort change before the deload. */
export interface BlockWeek {
  week: number;
  kind: "build" | "deload";
  /** Added to every exercise's RIR that week (deload: far from failure). */
  rirDelta: number;
  /** Multiplies the sets (rounded, never below 1): 1 in build weeks, 0.5 in the deload. */
  setsFactor: number;
  /** Multiplies the loads: 1 in build weeks, 0.9 in the deload. */
  loadFactor: number;
}

export interface WorkoutPlan {
  inputs: WorkoutInputs;
  /** Always seven days, MONDAY first. */
  week: PlanDay[];
  /** Repeats from week 1 after the deload. */
  block: BlockWeek[];
  /** Muscle groups the equipment cannot train (no exercise in the library fits). */
  uncovered: MuscleGroup[];
}

/** A workout plan as stored on the profile and sent to the member. */
export interface StoredWorkoutPlan {
  plan: WorkoutPlan;
  /** The Monday (member's calendar) of the plan's first week: block weeks count from it. */
  startMonday: string;
  generatedAt: number;
}

/** The weekday of a YYYY-MM-DD calendar day. */
export function weekdayOf(date: string): Weekday {
  return weekdays[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}
