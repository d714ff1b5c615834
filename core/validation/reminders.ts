// Reminder settings, a device's push subscription and the signed turn-off links, shared by the
// settings screen and the API. Messages are keys of messages/{en,ru}.json.
import * as v from "valibot";
import { isTimeZone } from "../time-zone";
import { turnOffPurposes } from "../reminders/kinds";
import { inQuietHours } from "../reminders/schedule";
import { weekdays } from "../training/workout-plan";

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "HH:MM" as minutes since midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes since midnight as "HH:MM". */
export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const timeSchema = v.pipe(v.string("validation_reminder_time"), v.regex(clockTime, "validation_reminder_time"));
const weekdaySchema = v.picklist(weekdays, "validation_reminder_weekday");
const flag = v.boolean("validation_flag_invalid");

export const reminderSettingsSchema = v.pipe(
  v.object({
    timeZone: v.pipe(v.string("validation_reminder_time_zone"), v.check(isTimeZone, "validation_reminder_time_zone")),
    time: timeSchema,
    quietHours: v.nullable(
      v.pipe(
        v.object({ from: timeSchema, to: timeSchema }),
        v.check((q) => q.from !== q.to, "validation_reminder_quiet_hours"),
      ),
    ),
    training: flag,
    weighInDays: v.pipe(
      v.array(weekdaySchema, "validation_reminder_weekday"),
      v.maxLength(weekdays.length, "validation_reminder_weekday"),
      v.check((days) => new Set(days).size === days.length, "validation_reminder_weekday"),
    ),
    checkIn: flag,
    checkInDay: weekdaySchema,
    emailFallback: flag,
  }),
  // A reminder held back by its own quiet hours would never go out.
  v.forward(
    v.check(
      (s) => !s.quietHours || !inQuietHours(minutesOf(s.time), { from: minutesOf(s.quietHours.from), to: minutesOf(s.quietHours.to) }),
      "validation_reminder_time_quiet",
    ),
    ["time"],
  ),
);
export type ReminderSettingsInput = v.InferInput<typeof reminderSettingsSchema>;

/**
 * The push services of the browsers that have one (Chrome, Edge, Opera and Samsung Internet use
 * Google's; Firefox Mozilla's; Safari Apple's; older Edge Microsoft's). The worker posts to the
 * endpoint a member sends, so it posts only to these, never to any address it is given.
 */
const pushServiceHosts = [/^fcm\.googleapis\.com$/, /^android\.googleapis\.com$/, /\.push\.services\.mozilla\.com$/, /\.push\.apple\.com$/, /\.notify\.windows\.com$/];

/** An https address on a known push service. */
export function isPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return url.protocol === "https:" && !url.username && !url.password && !url.port && pushServiceHosts.some((h) => h.test(url.hostname));
}

const endpointSchema = v.pipe(
  v.string("validation_push_endpoint"),
  v.maxLength(1024, "validation_push_endpoint"),
  v.check(isPushEndpoint, "validation_push_endpoint"),
);

/** `PushSubscription.toJSON()`: the endpoint, and the device's P-256 key (65 bytes) and auth secret (16 bytes), base64url. */
export const pushSubscriptionSchema = v.object({
  endpoint: endpointSchema,
  expirationTime: v.optional(v.nullable(v.number("validation_push_keys"))),
  keys: v.object(
    {
      // An uncompressed P-256 point starts with 0x04, which base64 writes as "B".
      p256dh: v.pipe(v.string("validation_push_keys"), v.regex(/^B[A-Za-z0-9_-]{86}=?$/, "validation_push_keys")),
      auth: v.pipe(v.string("validation_push_keys"), v.regex(/^[A-Za-z0-9_-]{22}(==)?$/, "validation_push_keys")),
    },
    "validation_push_keys",
  ),
});
export type PushSubscriptionInput = v.InferInput<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = v.object({ endpoint: endpointSchema });

/** A turn-off link's token: the member, what it turns off, and the signature (worker/reminders/tokens.ts). */
export const reminderTokenPattern = new RegExp(`^[0-9a-f-]{36}\\.(${turnOffPurposes.join("|")})\\.[A-Za-z0-9_-]{43}$`);

export const reminderTokenSchema = v.object({
  token: v.pipe(v.string("validation_reminder_token"), v.regex(reminderTokenPattern, "validation_reminder_token")),
});
