import { isCalendarDate, utcDay } from "./validation/progress";

/**
 * The member's "today" as their browser sent it, trusted only within a day of UTC's (time
 * zones span about ±14 h); anything else falls back to UTC's day.
 */
export function memberToday(raw: string | undefined, now: number): string {
  if (raw && isCalendarDate(raw) && raw >= utcDay(now, -1) && raw <= utcDay(now, 1)) return raw;
  return utcDay(now);
}
