import * as m from "../paraglide/messages.js";
import type { MicronutrientErrorCode } from "../../core/api/micronutrients";
import { catalogue } from "./catalogue";

export const micronutrientErrors = catalogue<MicronutrientErrorCode>({
  micronutrients_profile_incomplete: m.micronutrients_profile_incomplete,
});
