import * as v from "valibot";
import { CHAT_MAX_LENGTH } from "../chat/limits";
import { isCalendarDate } from "./progress";

export const chatSendSchema = v.object({
  content: v.pipe(v.string("validation_chat_empty"), v.trim(), v.minLength(1, "validation_chat_empty"), v.maxLength(CHAT_MAX_LENGTH, "validation_chat_too_long")),
  /** The member's own calendar day, so "today's workout" is their today. */
  today: v.optional(v.pipe(v.string("validation_date_invalid"), v.check(isCalendarDate, "validation_date_invalid"))),
});
