import * as m from "../paraglide/messages.js";
import type { ReminderErrorCode } from "../../core/api/reminders";
import { catalogue } from "./catalogue";

export const reminderErrors = catalogue<ReminderErrorCode>({
  reminder_push_unavailable: m.reminder_push_unavailable,
  reminder_no_devices: m.reminder_no_devices,
  reminder_token_invalid: m.reminder_token_invalid,
});
