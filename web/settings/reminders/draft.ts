// The reminder settings as the form edits them, and back to what the API takes. A member who never
// saved starts from suggestions (their plan's training days, the check-in where it applies); the
// weigh-in days stay chosen while the weigh-in is off, so turning it back on keeps them.
import * as v from "valibot";
import type { RemindersJson, ReminderSettingsJson } from "../../../core/api/reminders";
import { isTimeZone } from "../../../core/time-zone";
import type { Weekday } from "../../../core/training/workout-plan";
import { reminderSettingsSchema } from "../../../core/validation/reminders";
import { translateMessage } from "../../../i18n/translate";
import * as m from "../../../i18n/paraglide/messages.js";

export interface Draft {
  training: boolean;
  weighIn: boolean;
  weighInDays: Weekday[];
  checkIn: boolean;
  checkInDay: Weekday;
  emailFallback: boolean;
  time: string;
  quiet: boolean;
  quietFrom: string;
  quietTo: string;
}

/** The fields a message can be about. */
export type DraftField = "time" | "quietHours" | "weighInDays" | "form";
export type DraftErrors = Partial<Record<DraftField, string>>;

const defaultQuiet = { from: "22:00", to: "07:00" };

export function draftOf(view: RemindersJson): Draft {
  const s = view.settings;
  const quiet = s.quietHours ?? defaultQuiet;
  return {
    training: view.saved ? s.training : view.trainingDays.length > 0,
    weighIn: s.weighInDays.length > 0,
    weighInDays: s.weighInDays.length > 0 ? s.weighInDays : ["MONDAY"],
    checkIn: view.saved ? s.checkIn : view.checkInAvailable,
    checkInDay: s.checkInDay,
    emailFallback: s.emailFallback,
    time: s.time,
    quiet: s.quietHours !== null,
    quietFrom: quiet.from,
    quietTo: quiet.to,
  };
}

/** The zone the times are in: the browser's, or UTC when the runtime does not know its name. */
export const zoneOf = (browserZone: string) => (isTimeZone(browserZone) ? browserZone : "UTC");

export function settingsOf(draft: Draft, timeZone: string): ReminderSettingsJson {
  return {
    timeZone,
    time: draft.time,
    quietHours: draft.quiet ? { from: draft.quietFrom, to: draft.quietTo } : null,
    training: draft.training,
    weighInDays: draft.weighIn ? draft.weighInDays : [],
    checkIn: draft.checkIn,
    checkInDay: draft.checkInDay,
    emailFallback: draft.emailFallback,
  };
}

/** What is wrong with the draft, by field, in the page's language (the server's rules, checked here first). */
export function draftErrors(draft: Draft, timeZone: string): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.weighIn && draft.weighInDays.length === 0) errors.weighInDays = m.reminders_weigh_in_none();
  const parsed = v.safeParse(reminderSettingsSchema, settingsOf(draft, timeZone));
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key;
      const field: DraftField = key === "time" || key === "quietHours" || key === "weighInDays" ? key : "form";
      errors[field] ??= translateMessage(issue.message);
    }
  }
  return errors;
}
