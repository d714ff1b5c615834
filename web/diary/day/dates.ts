// The diary's days as the member's own calendar dates (YYYY-MM-DD): which one an address shows,
// the days around it, and the range a day may be picked from (from 2000 to a week ahead).
import { diaryLimits } from "../../../core/validation/diary";
import { isCalendarDate } from "../../../core/validation/progress";

/** The calendar date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last day that may be logged: a week ahead of the member's today. */
export const latestDay = (today: string) => addDays(today, diaryLimits.daysAhead);

export const earliestDay = diaryLimits.earliestDate;

/** The day an address's `date` names: the member's today when absent or not a date, kept within the range. */
export function dayOfAddress(raw: string | undefined, today: string): string {
  if (!raw || !isCalendarDate(raw)) return today;
  if (raw < earliestDay) return earliestDay;
  const last = latestDay(today);
  return raw > last ? last : raw;
}

/** Whether a day can be shown and logged. */
export const dayInRange = (date: string, today: string) => isCalendarDate(date) && date >= earliestDay && date <= latestDay(today);

/** How the day stands to the member's today, for the words "Today", "Yesterday", "Tomorrow". */
export function dayRelation(date: string, today: string): "today" | "yesterday" | "tomorrow" | null {
  if (date === today) return "today";
  if (date === addDays(today, -1)) return "yesterday";
  if (date === addDays(today, 1)) return "tomorrow";
  return null;
}
