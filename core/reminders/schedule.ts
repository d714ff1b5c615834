// When a member's reminders are due, from their settings and their own clock (local-time.ts).
// A day's reminders become due at the member's chosen minute and stay due for `lateWindowMinutes`
// (the cron runs every 15 minutes and may be held back), never inside quiet hours, and never past
// the member's midnight: a reminder belongs to its day.
import type { Weekday } from "../training/workout-plan";
import type { ReminderKind } from "./kinds";
import { addDays, zonedInstant, type LocalMoment } from "../time-zone";

/** How often the sending cron runs (wrangler.toml): a reminder goes out within this after its minute. */
export const runEveryMinutes = 15;
/** How long after its minute a reminder may still go out (a late run, a push service's back-off). */
export const lateWindowMinutes = 180;

/** Quiet hours as minutes of the day; `from` after `to` spans midnight (22:00 to 07:00). */
export interface QuietHours {
  from: number;
  to: number;
}

/** The settings the schedule reads. */
export interface ReminderSchedule {
  timeZone: string;
  /** The minute of the member's day reminders go out. */
  at: number;
  quiet: QuietHours | null;
  training: boolean;
  weighInDays: readonly Weekday[];
  checkIn: boolean;
  checkInDay: Weekday;
}

/** What the member's plans allow: training days of the workout plan, a nutrition plan's check-in. */
export interface ReminderPlans {
  trainingDays: readonly Weekday[];
  checkIn: boolean;
}

export function inQuietHours(minutes: number, quiet: QuietHours | null): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  return quiet.from < quiet.to ? minutes >= quiet.from && minutes < quiet.to : minutes >= quiet.from || minutes < quiet.to;
}

/** Whether any reminder is on at all. */
export const anyReminderOn = (s: ReminderSchedule) => s.training || s.weighInDays.length > 0 || s.checkIn;

/** The reminders of a weekday, before what is done or sent is taken off. */
export function kindsOn(s: ReminderSchedule, plans: ReminderPlans, weekday: Weekday): ReminderKind[] {
  const kinds: ReminderKind[] = [];
  if (s.training && plans.trainingDays.includes(weekday)) kinds.push("training");
  if (s.weighInDays.includes(weekday)) kinds.push("weigh_in");
  if (s.checkIn && plans.checkIn && s.checkInDay === weekday) kinds.push("check_in");
  return kinds;
}

/**
 * When to look at the member again: their minute today if it is still ahead, the next run while
 * something of today is still to send (`pending`, at `retryAt` when a push service asked to wait),
 * else their minute tomorrow. Always after `now`.
 */
export function nextLook(s: ReminderSchedule, now: number, local: LocalMoment, pending: { retryAt: number } | null): number {
  const soon = now + runEveryMinutes * 60_000;
  if (local.minutes < s.at) return Math.max(zonedInstant(local.date, s.at, s.timeZone), now + 60_000);
  if (pending && local.minutes < s.at + lateWindowMinutes) return Math.max(pending.retryAt, soon);
  const tomorrow = zonedInstant(addDays(local.date, 1), s.at, s.timeZone);
  return tomorrow > now ? tomorrow : soon;
}
