// A day a member logs may lie only so far ahead, by the request's clock (c.var.clock, fixed in
// tests): the shared schemas check the rest of a date, as the clock is the server's to give.
import type { Context } from "hono";
import { diaryDateMessage, latestDiaryDate } from "../../core/validation/diary";
import { translateMessage } from "../../i18n/translate";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";

/** Refuses a day after `latest(now)`, answered like the schema's own rules (`field` named). */
export function refuseDayAfter(c: Context<AppEnv>, date: string, latest: (now: number) => string, message: string, field: string): void {
  if (date <= latest(c.var.clock.now())) return;
  throw new ApiError(400, "validation_failed", translateMessage(message, c.get("locale")), { "X-Invalid-Field": field });
}

/** A diary day: at most a week ahead. */
export const checkDiaryDate = (c: Context<AppEnv>, date: string, field: string): void =>
  refuseDayAfter(c, date, latestDiaryDate, diaryDateMessage, field);
