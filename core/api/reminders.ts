// /api/reminders: the member's reminder settings, their devices' push subscriptions, the test
// notification, and turning a reminder off from a signed link (a notification's action, an
// e-mail's unsubscribe) without signing in.
import type { Locale } from "../locale";
import type { NotificationKind, TurnOffPurpose } from "../reminders/kinds";
import type { Weekday } from "../training/workout-plan";

export type ReminderErrorCode =
  /** Push is not set up on this server (no VAPID keys): subscriptions and the test are refused. */
  | "reminder_push_unavailable"
  /** The member has no device subscribed, so a test has nowhere to go. */
  | "reminder_no_devices"
  /** A turn-off or unsubscribe link that is malformed, tampered with, or for an account that is gone. */
  | "reminder_token_invalid";

/** The settings as the screen edits them; times are "HH:MM" on the member's own clock. */
export interface ReminderSettingsJson {
  /** IANA time zone the times are in ("Europe/Moscow"); the screen sends the browser's. */
  timeZone: string;
  /** When reminders go out, "HH:MM" (sent at the first 15-minute run from then). */
  time: string;
  /** No notification between these ("22:00" to "07:00" spans midnight); null for none. */
  quietHours: { from: string; to: string } | null;
  /** On the workout plan's training days. */
  training: boolean;
  /** The weekdays of weighing in; empty when off. */
  weighInDays: Weekday[];
  /** The weekly check-in (the diet adjustment), on `checkInDay`. */
  checkIn: boolean;
  checkInDay: Weekday;
  /** The weekly check-in by e-mail when no device can receive a push. */
  emailFallback: boolean;
}

/** A device that receives pushes: the push service's address for it. */
export interface ReminderDeviceJson {
  endpoint: string;
  /** ms since 1970. */
  createdAt: number;
  lastSuccessAt: number | null;
}

/** GET and PUT /api/reminders/settings, and the subscription routes' answer. */
export interface RemindersJson {
  settings: ReminderSettingsJson;
  /** False until the member saved settings once: `settings` are then the defaults, and nothing is sent. */
  saved: boolean;
  devices: ReminderDeviceJson[];
  /** The VAPID public key (base64url) for `pushManager.subscribe`; null when push is not set up here. */
  pushKey: string | null;
  /** The workout plan's training days (empty without a plan the member's subscription allows). */
  trainingDays: Weekday[];
  /** Whether the weekly check-in can apply: a nutrition plan the member's subscription allows. */
  checkInAvailable: boolean;
}

/** POST /api/reminders/test: how many devices the push service accepted it for. */
export interface ReminderTestJson {
  delivered: number;
}

/** POST /api/reminders/off: what the link turned off. */
export interface ReminderOffJson {
  off: TurnOffPurpose;
}

/**
 * What a push carries (the service worker shows it). Never a health figure: the lock screen is
 * public. `off` is the action that turns this kind off, absent on the test notification.
 */
export interface ReminderPushJson {
  v: 1;
  kind: NotificationKind;
  lang: Locale;
  title: string;
  body: string;
  /** The app's path to open (same origin). */
  url: string;
  /** One notification per kind: a newer one replaces the older. */
  tag: string;
  off?: { label: string; token: string };
}

/** GET /api/dev/pushes (development only): what the development push double would have sent. */
export interface OutboxPushJson {
  endpoint: string;
  headers: Record<string, string>;
  /** The encrypted body (aes128gcm), base64url. */
  body: string;
  createdAt: string;
}
