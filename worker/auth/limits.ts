// Abuse limits for the account endpoints (docs/accounts.md lists the same numbers).
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import type { ApiError } from "../platform/errors";
import { limitReached, secondsUntil } from "../platform/limit-reached";
import { giveBack, take, type Limit, type LimitState } from "../platform/rate-limit";

const minute = 60_000;
const hour = 60 * minute;

export const authLimits = {
  signInFailuresPerAccount: { max: 5, windowMs: 15 * minute },
  signInFailuresPerIp: { max: 30, windowMs: 15 * minute },
  mailPerAddressMinute: { max: 1, windowMs: minute },
  mailPerAddressHour: { max: 5, windowMs: hour },
  signUpsPerIp: { max: 10, windowMs: hour },
  linkRequestsPerIp: { max: 20, windowMs: hour },
  resetRequestsPerIp: { max: 20, windowMs: hour },
  /** Wrong second-step codes (app or recovery), counted like wrong passwords: before the code is checked. */
  twoStepFailuresPerAccount: { max: 5, windowMs: 15 * minute },
  twoStepFailuresPerIp: { max: 30, windowMs: 15 * minute },
  /** Passkey sign-up ceremonies begun and passkey sign-ins checked, per client address. */
  passkeyAttemptsPerIp: { max: 60, windowMs: 15 * minute },
  /**
   * Passkey sign-in options, per client address: the sign-in page asks for them on every load
   * (the browser's passkey autofill), so they have their own, larger budget. Counted in the
   * attempts', a busy shared address (a mobile operator's) ran out of passkey sign-ins.
   */
  passkeyOptionsPerIp: { max: 300, windowMs: 15 * minute },
  /** Sign-ins begun at an identity provider, per client address. */
  identityStartsPerIp: { max: 30, windowMs: 15 * minute },
} as const;

type LimitName = keyof typeof authLimits;

export const limitFor = (name: LimitName, subject: string): Limit => ({ key: `${name}:${subject}`, ...authLimits[name] });

export function tooMany(locale: Locale, resetAt: number, now = Date.now()): ApiError {
  const minutes = Math.max(1, Math.ceil(secondsUntil(resetAt, now) / 60));
  return limitReached("too_many_requests", resetAt, now, m.auth_rate_limited({ minutes: String(minutes) }, { locale }));
}

/** Attempts counted against their limits; `release` hands them back (for an attempt that turned out fine). */
export interface Taken {
  release(): Promise<void>;
}

/**
 * Counts this request against every limit, or against none: when one is used up, the ones
 * already counted are handed back and the answer is the first full limit's reset time.
 */
export async function takeAll(db: Db, limits: Limit[], now: number): Promise<{ ok: true; taken: Taken } | { ok: false; resetAt: number }> {
  const held: [Limit, LimitState][] = [];
  const release = async () => {
    for (const [limit, state] of held) await giveBack(db, limit, state);
  };
  for (const limit of limits) {
    const state = await take(db, limit, now);
    if (!state.taken) {
      await release();
      return { ok: false, resetAt: state.resetAt };
    }
    held.push([limit, state]);
  }
  return { ok: true, taken: { release } };
}

/** Counts a request against each limit at `now` (the request's clock); a full one answers 429 and counts nothing. */
export async function spend(db: Db, limits: Limit[], locale: Locale, now: number): Promise<Taken> {
  const result = await takeAll(db, limits, now);
  if (!result.ok) throw tooMany(locale, result.resetAt, now);
  return result.taken;
}

/** The e-mail budget of one address: one a minute, a few an hour. */
export const mailLimits = (email: string) => [limitFor("mailPerAddressMinute", email), limitFor("mailPerAddressHour", email)];
