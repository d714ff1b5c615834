// The push port: one interface for sending a Web Push message (RFC 8030) to a device, encrypted
// for it (RFC 8291) and signed with the server's VAPID key (RFC 8292); one adapter chosen from
// configuration (select.ts).

/** A device's subscription: the push service's address for it and its keys (base64url). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  /** A newer message with the same topic replaces one the device has not received yet. */
  topic?: string;
  urgency?: "very-low" | "low" | "normal" | "high";
}

/** What the push service said. */
export type PushOutcome =
  | { kind: "delivered" }
  /** 404 or 410: the subscription is gone for good (or its keys can never be encrypted to). */
  | { kind: "gone" }
  /** 429 (or 503 with Retry-After): try again from `at` (ms since 1970). */
  | { kind: "retry"; at: number }
  /** Anything else; `status` 0 when the service could not be reached. */
  | { kind: "failed"; status: number };

export interface PushPort {
  /** The VAPID public key (base64url) the browser subscribes with. */
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushOptions, now: number): Promise<PushOutcome>;
}

/** How long to wait when a push service asks to slow down without saying for how long. */
export const defaultRetryMs = 15 * 60_000;
const maxRetryMs = 24 * 60 * 60_000;

/** Retry-After as an instant: delta-seconds or an HTTP date (RFC 9110), at most a day ahead. */
export function retryAt(header: string | null, now: number): number {
  const value = header?.trim() ?? "";
  let wait = defaultRetryMs;
  if (/^\d+$/.test(value)) wait = Number(value) * 1000;
  else if (value && !Number.isNaN(Date.parse(value))) wait = Date.parse(value) - now;
  return now + Math.min(Math.max(wait, 0), maxRetryMs);
}

/** The outcome of a push service's answer status. */
export function outcomeOf(status: number, retryAfter: string | null, now: number): PushOutcome {
  if (status >= 200 && status < 300) return { kind: "delivered" };
  if (status === 404 || status === 410) return { kind: "gone" };
  if (status === 429 || (status === 503 && retryAfter)) return { kind: "retry", at: retryAt(retryAfter, now) };
  return { kind: "failed", status };
}
