// Every error code of the API and its message: one catalogue per feature, merged here. The
// codes are core/api's ErrorCode, so the worker cannot throw, and the client cannot test for,
// a code that has no message.
import type { ErrorCode } from "../../core/api/errors";
import { adjustmentErrors } from "./adjustments";
import { authErrors } from "./auth";
import { billingErrors } from "./billing";
import type { ErrorMessage } from "./catalogue";
import { chatErrors } from "./chat";
import { foodErrors } from "./foods";
import { generalErrors } from "./general";
import { micronutrientErrors } from "./micronutrients";
import { ownExerciseErrors } from "./own-exercises";
import { planErrors } from "./plans";
import { progressErrors } from "./progress";
import { reminderErrors } from "./reminders";
import { routineErrors } from "./routines";
import { securityErrors } from "./security";
import { transformErrors } from "./transform";
import { supportErrors } from "./support";
import { transferErrors } from "./transfers";
import { workoutErrors } from "./workouts";

export const errorMessages: Record<ErrorCode, ErrorMessage> = {
  ...generalErrors,
  ...authErrors,
  ...billingErrors,
  ...planErrors,
  ...workoutErrors,
  ...ownExerciseErrors,
  ...routineErrors,
  ...progressErrors,
  ...chatErrors,
  ...transformErrors,
  ...micronutrientErrors,
  ...adjustmentErrors,
  ...supportErrors,
  ...foodErrors,
  ...transferErrors,
  ...reminderErrors,
  ...securityErrors,
};
