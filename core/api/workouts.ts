// /api/workouts: the day (the open session and the plan's preview), sync, history, a session with
// its records, one exercise's history, the logger's settings.
import type { LoggerSettingsJson } from "../validation/logger-settings";
import type { ScreeningResult } from "../safety/health-context";
import type { SessionExercise, WorkoutSessionJson, WorkoutSummaryJson, LoggedSetJson } from "../training/session";
import type { DayType, Weekday } from "../training/workout-plan";

export type { LoggedSetJson, WorkoutSessionJson, WorkoutSummaryJson };

/** exercise_invalid: not a library exercise; member_mismatch: a sync made for another member (a replay after a sign-out). */
export type WorkoutErrorCode = "exercise_invalid" | "member_mismatch";

/** A day of the plan as it would be done on a date: this block week's prescription. */
export interface PlanPreviewJson {
  weekday: Weekday;
  dayType: DayType;
  blockWeek: number;
  deload: boolean;
  exercises: SessionExercise[];
}

/**
 * GET /api/workouts/day?date: the member's open session (any date; the newest when there are
 * several), the plan's preview of the date's day (null on a rest day or without a plan), the
 * plan's training days (for "do another day's workout today" on a rest day), the previous
 * numbers of the exercises in them, and the member's pre-exercise screening result.
 */
export interface WorkoutDayJson {
  active: WorkoutSessionJson | null;
  preview: PlanPreviewJson | null;
  planDays: { weekday: Weekday; dayType: DayType }[];
  /** For each exercise of the open session and the preview: its work sets the last time it was done (a finished session). */
  previous: Record<string, PreviousJson>;
  /**
   * The pre-exercise screening's result. Unless it is "clear" or "cleared" (screeningAllowsTraining)
   * there is no preview and no plan days, and the logger suggests no load and says why.
   */
  screening: ScreeningResult;
}

/** What the member did the last time they did an exercise (every set, warm-ups too), shown beside each set. */
export interface PreviousJson {
  date: string;
  sets: LoggedSetJson[];
  /** The exercise's note that time ("seat at 4"), shown again in the logger; "" when none. */
  note: string;
}

/** GET /api/workouts?limit&before: the latest sessions, newest first; `before` (a date) pages back. */
export interface WorkoutListJson {
  workouts: WorkoutSummaryJson[];
  /** Pass as `before` for the next page; null at the end. */
  next: string | null;
}

/**
 * What a set beat, among the member's earlier work sets of the same exercise. For a bodyweight
 * exercise (its weight is added to the body): `most_reps` (in one set), `heaviest` is the heaviest
 * added weight, `reps_at_weight` only with added weight, and no `e1rm` or `set_volume` (they would
 * need the member's body mass); `most_reps` is never given to a loaded exercise.
 */
export type RecordKind = "most_reps" | "heaviest" | "e1rm" | "reps_at_weight" | "set_volume" | "longest_hold";

export interface SetRecordsJson {
  setId: string;
  kinds: RecordKind[];
}

/** GET /api/workouts/:id: the session, and the records its work sets set when they were done. */
export interface WorkoutDetailJson {
  session: WorkoutSessionJson;
  records: SetRecordsJson[];
  /**
   * For each exercise the session has work sets of: its sets the last time before this session it
   * was done (a finished session, as the logger's previous column reads it); absent the first time.
   */
  previous: Record<string, PreviousJson>;
}

/** A best, with when it happened. */
export interface RecordJson {
  weight: number | null;
  reps: number | null;
  seconds: number | null;
  /** The measure the record is about: kg (added kg for a bodyweight exercise), estimated 1RM kg, kg × reps, reps, or seconds. */
  value: number;
  date: string;
  sessionId: string;
}

export interface ExerciseRecordsJson {
  /** For a bodyweight exercise, the heaviest added weight. */
  heaviest: RecordJson | null;
  /** Null for a bodyweight exercise. */
  e1rm: RecordJson | null;
  /** Null for a bodyweight exercise. */
  setVolume: RecordJson | null;
  longestHold: RecordJson | null;
  /** The most reps in one set, whatever was added: bodyweight exercises only (null for a loaded one). */
  mostReps: RecordJson | null;
  /** The most reps done at each weight (bodyweight: weight 0), heaviest first; for a bodyweight exercise, added weights only. */
  repsAtWeight: RecordJson[];
}

/**
 * GET /api/workouts/exercises/:exercise?limit: the member's sessions with this exercise, newest
 * first (finished ones; the open session's sets are on the device), and the records over all of them.
 */
export interface ExerciseHistoryJson {
  exercise: string;
  /** Each session's note on the exercise ("" when none). */
  sessions: { id: string; date: string; sets: LoggedSetJson[]; note: string }[];
  records: ExerciseRecordsJson;
}

/** How the server took one change of a sync: stored; older than what it holds (ignored); or refused, with why. */
export interface SyncResultJson {
  id: string;
  result: "saved" | "superseded" | "rejected";
  /** For "rejected": `not_found` (its session is gone or not the member's), `exercise_invalid`. */
  code?: "not_found" | "exercise_invalid";
}

/** POST /api/workouts/sync: each change's result, and the sessions it touched as they now stand. */
export interface WorkoutSyncJson {
  results: SyncResultJson[];
  sessions: WorkoutSessionJson[];
}

/**
 * GET and PUT /api/workouts/settings: the logger's settings kept with the account (null until a
 * device first sends its own). A PUT older than what is kept answers what is kept.
 */
export interface LoggerSettingsAnswerJson {
  settings: LoggerSettingsJson | null;
}
