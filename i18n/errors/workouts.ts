import type { WorkoutErrorCode } from "../../core/api/workouts";
import * as m from "../paraglide/messages.js";
import { catalogue } from "./catalogue";

export const workoutErrors = catalogue<WorkoutErrorCode>({
  exercise_invalid: m.api_error_exercise_invalid,
  member_mismatch: m.api_error_member_mismatch,
});
