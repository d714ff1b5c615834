import type { WorkoutErrorCode } from "../../core/api/workouts";
import * as m from "../paraglide/messages.js";
import { catalogue } from "./catalogue";

export const workoutErrors = catalogue<WorkoutErrorCode>({
  rest_day: m.api_error_rest_day,
  exercise_invalid: m.api_error_exercise_invalid,
  workout_finished: m.api_error_workout_finished,
  workout_empty: m.api_error_workout_empty,
});
