import type { Localized } from "../content";

export const muscleGroups = ["chest", "back", "legs", "shoulders", "arms", "core"] as const;
export type MuscleGroup = (typeof muscleGroups)[number];

/** Muscles as the body map draws them (front and back views). */
export const muscles = [
  "pectorals",
  "front_delts",
  "side_delts",
  "rear_delts",
  "traps",
  "lats",
  "upper_back",
  "lower_back",
  "biceps",
  "triceps",
  "forearms",
  "abs",
  "obliques",
  "hip_flexors",
  "glutes",
  "quads",
  "hamstrings",
  "adductors",
  "abductors",
  "calves",
  "serratus",
  "neck",
] as const;
export type Muscle = (typeof muscles)[number];

export const equipment = [
  "bodyweight",
  "barbell",
  "dumbbell",
  "kettlebell",
  "cable",
  "machine",
  "smith_machine",
  "ez_bar",
  "band",
  "pullup_bar",
  "dip_bars",
  "bench",
  "trap_bar",
  "medicine_ball",
  "ab_wheel",
  "suspension_trainer",
] as const;
export type Equipment = (typeof equipment)[number];

export const levels = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof levels)[number];

/** What the list, filters, search and plan engine need; small, loaded with the library. */
export interface Exercise {
  /** Lowercase words joined by hyphens, unique across all groups, e.g. "barbell-bench-press". */
  slug: string;
  group: MuscleGroup;
  name: Localized;
  /** Other names people search for (in each language), e.g. "жим лёжа" for the bench press. */
  aliases: Localized<string[]>;
  primary: Muscle[];
  secondary: Muscle[];
  /** Everything needed; "bodyweight" alone when nothing is. */
  equipment: Equipment[];
  level: Level;
  mechanics: "compound" | "isolation";
  /** Counted in repetitions or held/performed for seconds. */
  measure: "reps" | "seconds";
  defaults: {
    sets: number;
    /** Rep range for "reps" exercises, e.g. [8, 12]. */
    reps?: [number, number];
    /** Work time for "seconds" exercises. */
    seconds?: number;
    restSeconds: number;
  };
}

/** The exercise page's text; loaded only with that page. */
export interface ExerciseDetails {
  /** One or two sentences: what it trains and why it is worth doing. */
  summary: Localized;
  steps: Localized<string[]>;
  mistakes: Localized<string[]>;
  safety: Localized;
}
