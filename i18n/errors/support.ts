import * as m from "../paraglide/messages.js";
import type { SupportErrorCode } from "../../core/support/api";
import { catalogue } from "./catalogue";

export const supportErrors = catalogue<SupportErrorCode>({
  support_rate_limited: m.support_rate_limited,
});

