// /api/support: Premium support requests (sending them is Pro's). A request goes up as multipart
// form data (topic, message, an optional screenshot); the member reads their own back, newest
// first, and deletes them, on any plan.
import type { Plan } from "../plans";
import type { Locale } from "../locale";
import type { SupportStatus, SupportTopic } from "./topics";

export type SupportErrorCode = "support_rate_limited";

export interface SupportRequestJson {
  id: string;
  topic: SupportTopic;
  message: string;
  status: SupportStatus;
  locale: Locale;
  plan: Plan;
  /** Same-origin URL served only to the owner; null without a screenshot. */
  screenshotUrl: string | null;
  /** ms since the epoch. */
  createdAt: number;
}

/** GET /api/support/requests: the member's requests, newest first. */
export interface SupportRequestsJson {
  requests: SupportRequestJson[];
}

/** POST /api/support/requests (201): the stored request. */
export interface SupportRequestCreatedJson {
  request: SupportRequestJson;
}
