// /api/workouts/routines: a member's saved workouts (decision 0071), started again in one tap.
import type { RoutineExercise } from "../validation/routines";

export type RoutineErrorCode = "routine_limit"; // 409: the member keeps as many as they may

export interface RoutineJson {
  id: string;
  name: string;
  /** In order; exercises with the same `superset` number are done as a superset. */
  exercises: RoutineExercise[];
  createdAt: number;
  updatedAt: number;
}

/** GET /api/workouts/routines: the member's routines, the most recently changed first. */
export interface RoutinesJson {
  routines: RoutineJson[];
  /** How many the member may keep. */
  limit: number;
}
