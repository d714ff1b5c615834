import * as m from "../paraglide/messages.js";
import type { ChatErrorCode } from "../../core/api/chat";
import { catalogue } from "./catalogue";

export const chatErrors = catalogue<ChatErrorCode>({
  chat_too_soon: m.chat_too_soon,
  chat_send_failed: m.chat_send_failed,
  // Thrown with the reset date in the message; the generic text is the fallback.
  chat_monthly_limit: m.api_error_too_many_requests,
});
