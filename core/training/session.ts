// A workout session as the member follows it: the plan day's exercises for this block week,
// each with the suggested load and reps from the last time it was logged.
import type { LoggedSet, Suggestion } from "./double-progression";
import type { DayType, PlannedExercise, Weekday } from "./workout-plan";

export interface SessionExercise extends PlannedExercise {
  suggestion: Suggestion;
}

export interface LoggedSetJson extends LoggedSet {
  exercise: string;
  index: number;
}

export interface WorkoutSessionJson {
  id: string;
  date: string;
  weekday: Weekday;
  dayType: DayType;
  blockWeek: number;
  deload: boolean;
  status: "active" | "finished";
  startedAt: number;
  finishedAt: number | null;
  exercises: SessionExercise[];
  sets: LoggedSetJson[];
}

/** One line of the history: what was done and the total load lifted (kg × reps). */
export interface WorkoutSummaryJson {
  id: string;
  date: string;
  dayType: DayType;
  status: "active" | "finished";
  durationMinutes: number | null;
  sets: number;
  volumeKg: number;
}
