// A logged workout as the member does it (decision 0042): a session, its exercises in the order
// done (entries), and their sets. Each record has an id made by the device that created it and
// the time the member last changed it (`updatedAt`, the device's clock, ms), so the same change
// sent twice is stored once, and of two devices' changes to one record the later one stays.
import type { LoggedSet, Suggestion } from "./double-progression";
import type { SetKind } from "./set-kinds";
import type { DayType, PlannedExercise, Weekday } from "./workout-plan";

/** A plan exercise as prescribed on the day: this block week's sets and effort, and the suggested load. */
export interface SessionExercise extends PlannedExercise {
  suggestion: Suggestion;
}

/** Started from a day of the plan, or empty (any day, exercises added by the member). */
export type SessionSource = "plan" | "free";

export interface LoggedSetJson extends LoggedSet {
  id: string;
  /** The entry (exercise in this session) the set belongs to. */
  entryId: string;
  /** The exercise's slug, as on its entry. */
  exercise: string;
  /** Order within the entry, from 0. */
  position: number;
  kind: SetKind;
  /** Rate of perceived exertion, 6-10 in halves; null when not given. */
  rpe: number | null;
  /** Reps in reserve, 0-10; null when not given. */
  rir: number | null;
  updatedAt: number;
}

/** One exercise of a session, in the order done. */
export interface WorkoutEntryJson {
  id: string;
  exercise: string;
  position: number;
  note: string;
  /**
   * The superset it belongs to: exercises sharing this key are done in turn, one set of each, with
   * the rest after the last of them (core/training/supersets.ts); null for none. A key held by one
   * exercise alone is no superset.
   */
  superset: string | null;
  updatedAt: number;
}

export interface WorkoutSessionJson {
  id: string;
  /** The member's local date the session belongs to (YYYY-MM-DD). */
  date: string;
  /** The member's own name for it; null: named by its plan day, or "Workout". */
  name: string | null;
  /** The member's note on the whole workout (how it went); "" when none. */
  note: string;
  source: SessionSource;
  /** The plan day followed (source "plan"); null for an empty workout. */
  weekday: Weekday | null;
  dayType: DayType | null;
  blockWeek: number | null;
  deload: boolean;
  status: "active" | "finished";
  startedAt: number;
  finishedAt: number | null;
  updatedAt: number;
  /** The plan's prescription when the session started (empty for an empty workout): later plan changes never rewrite it. */
  plan: SessionExercise[];
  entries: WorkoutEntryJson[];
  sets: LoggedSetJson[];
}

/** An exercise of a workout with its work sets: the history's card names what was done. */
export interface SummaryExerciseJson {
  exercise: string;
  sets: number;
}

/** One line of the history. */
export interface WorkoutSummaryJson {
  id: string;
  date: string;
  name: string | null;
  source: SessionSource;
  dayType: DayType | null;
  status: "active" | "finished";
  startedAt: number;
  durationMinutes: number | null;
  /** Exercises with at least one work set (drop and failure sets are work sets). */
  exercises: number;
  /** Work sets (warm-ups apart). */
  sets: number;
  /** Total load lifted in work sets, kg × reps (bodyweight sets count their added weight only). */
  volumeKg: number;
  /** Reps of the work sets: what a workout of bodyweight sets alone shows instead of a volume of 0. */
  reps: number;
  /** Seconds held in the work sets: what a workout of holds alone shows. */
  seconds: number;
  /** The exercises with work sets, in the workout's order. */
  lines: SummaryExerciseJson[];
}
