// Premium support's fixed choices and limits, shared by the form and the API.

/** What a request is about, in the order the form lists them. */
export const supportTopics = ["account", "billing", "plans", "workouts", "nutrition", "bug", "other"] as const;
export type SupportTopic = (typeof supportTopics)[number];

/** Where a request stands: new requests are open until the team answers or closes them. */
export const supportStatuses = ["open", "answered", "closed"] as const;
export type SupportStatus = (typeof supportStatuses)[number];

/** A message is at least this many characters (after trimming) and at most the second. */
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 4000;

/** Requests a member may send in one window (an hour). */
export const SUPPORT_REQUESTS_PER_WINDOW = 5;
export const SUPPORT_WINDOW_MS = 60 * 60 * 1000;
