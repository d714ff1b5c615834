// Codes of authenticator apps (TOTP, RFC 6238: HMAC-SHA1, 30-second steps, 6 digits). The time
// comes from the request's clock, not the library's Date.now(), so tests can set it. A code of the
// step before or after the current one also counts (a phone's clock a little off, a code typed as
// it changed); each step's code works once (two_step.last_step, store.ts).
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { decodeBase64, encodeBase32NoPadding, encodeBase64 } from "@oslojs/encoding";

export const totpPeriodSeconds = 30;
export const totpDigits = 6;
/** Apps show this name above the account's codes. */
export const totpIssuer = "Forma";

/** The 30-second step `now` falls in. */
export const stepAt = (now: number): number => Math.floor(now / (totpPeriodSeconds * 1000));

/** A new shared secret: 160 random bits (RFC 4226's recommended length), base64 for storage. */
export function newSecret(): string {
  return encodeBase64(crypto.getRandomValues(new Uint8Array(20)));
}

/** The secret as the member types it into an app (base32, in groups of four) and as an otpauth:// address for the QR code. */
export function setupOf(secret: string, accountName: string): { secret: string; uri: string } {
  const key = decodeBase64(secret);
  const typed = encodeBase32NoPadding(key).match(/.{1,4}/g)!.join(" ");
  return { secret: typed, uri: createTOTPKeyURI(totpIssuer, accountName, key, totpPeriodSeconds, totpDigits) };
}

/** The code of one step. */
export const codeAt = (secret: string, step: number): string => generateHOTP(decodeBase64(secret), BigInt(step), totpDigits);

/** Constant-time comparison of two codes of the same length. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * The step whose code `code` is, among the step before, the current one and the one after, and
 * later than `lastStep` (a code already used is not accepted again); null when none.
 */
export function matchingStep(secret: string, code: string, now: number, lastStep: number): number | null {
  const current = stepAt(now);
  for (const step of [current, current - 1, current + 1]) {
    if (step > lastStep && same(codeAt(secret, step), code)) return step;
  }
  return null;
}
