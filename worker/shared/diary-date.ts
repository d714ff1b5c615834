// A diary day is at most a week ahead by the request's clock (c.var.clock, fixed in tests): the
// shared schema checks the rest of it, as the clock is the server's to give.
import type { Context } from "hono";
import { diaryDateMessage, latestDiaryDate } from "../../core/validation/diary";
import { translateMessage } from "../../i18n/translate";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";

/** Refuses a day past the diary's latest, answered like the schema's own rules (`field` named). */
export function checkDiaryDate(c: Context<AppEnv>, date: string, field: string): void {
  if (date <= latestDiaryDate(c.var.clock.now())) return;
  throw new ApiError(400, "validation_failed", translateMessage(diaryDateMessage, c.get("locale")), { "X-Invalid-Field": field });
}
