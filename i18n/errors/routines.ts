import type { RoutineErrorCode } from "../../core/api/routines";
import { routineLimits } from "../../core/validation/routines";
import * as m from "../paraglide/messages.js";
import { catalogue } from "./catalogue";

export const routineErrors = catalogue<RoutineErrorCode>({
  routine_limit: (_, options) => m.api_error_routine_limit({ count: routineLimits.perMember }, options),
});
