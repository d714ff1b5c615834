// /api/workouts: the day's session or its preview, sets, history.
import type { SessionExercise, WorkoutSessionJson, WorkoutSummaryJson } from "../training/session";
import type { DayType, Weekday } from "../training/workout-plan";

export type { WorkoutSessionJson, WorkoutSummaryJson };

export type WorkoutErrorCode = "rest_day" | "exercise_invalid" | "workout_finished" | "workout_empty";

/** GET /api/workouts/day: the day's session when started, else the plan's preview of it. */
export interface WorkoutDayJson {
  session: WorkoutSessionJson | null;
  preview: { weekday: Weekday; dayType: DayType; blockWeek: number; deload: boolean; exercises: SessionExercise[] } | null;
}

/** GET /api/workouts: the latest sessions. */
export interface WorkoutListJson {
  workouts: WorkoutSummaryJson[];
}
