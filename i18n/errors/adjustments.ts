import type { AdjustmentErrorCode } from "../../core/api/adjustments";
import * as m from "../paraglide/messages.js";
import { catalogue } from "./catalogue";

export const adjustmentErrors = catalogue<AdjustmentErrorCode>({
  adjustment_not_found: m.api_error_adjustment_not_found,
  adjustment_already_undone: m.api_error_adjustment_already_undone,
});
