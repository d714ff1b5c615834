import type { OwnExerciseErrorCode } from "../../core/api/own-exercises";
import { ownExerciseLimits } from "../../core/validation/own-exercises";
import * as m from "../paraglide/messages.js";
import { catalogue } from "./catalogue";

export const ownExerciseErrors = catalogue<OwnExerciseErrorCode>({
  own_exercise_limit: (_, options) => m.api_error_own_exercise_limit({ count: ownExerciseLimits.perMember }, options),
  own_exercise_name_taken: m.api_error_own_exercise_name_taken,
});
