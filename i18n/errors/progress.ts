import * as m from "../paraglide/messages.js";
import type { ProgressErrorCode } from "../../core/api/progress";
import { catalogue } from "./catalogue";

export const progressErrors = catalogue<ProgressErrorCode>({
  progress_date_taken: m.progress_date_taken,
});
