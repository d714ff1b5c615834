import type { PlanErrorCode } from "../../core/api/plans";
import * as m from "../paraglide/messages.js";
import { catalogue } from "./catalogue";

export const planErrors = catalogue<PlanErrorCode>({
  profile_incomplete: m.api_error_profile_incomplete,
  no_plan: m.api_error_no_plan,
  dish_invalid: m.api_error_dish_invalid,
  stage_not_applicable: m.api_error_stage_not_applicable,
  screening_required: m.health_api_error_screening_required,
  screening_see_doctor: m.health_api_error_screening_see_doctor,
  targets_paused: m.health_api_error_targets_paused,
});
