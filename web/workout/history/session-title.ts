// A workout's name as the history shows it: the member's own, else its plan day, else "Workout".
import type { DayType } from "../../../core/training/workout-plan";
import { dayTypeLabels } from "../../../i18n/labels/plans";
import * as m from "../../../i18n/paraglide/messages.js";

export function sessionTitle(session: { name: string | null; dayType: DayType | null }): string {
  const own = session.name?.trim();
  if (own) return own;
  return session.dayType ? dayTypeLabels[session.dayType]() : m.history_untitled();
}
