// A member with two-step verification on, their authenticator app, and the two steps of a sign-in,
// as an API client makes them (two-step.test.ts, two-step-stale-tickets.test.ts).
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { expect } from "vitest";
import { post, verifiedMember, type CallOptions } from "./auth-helpers";

export const stepMs = 30_000;
export const minute = 60_000;
/** A moment on a step's first second, a little ahead of the real time (sessions are issued at it). */
export const stepStart = (offsetSteps = 0) => (Math.floor(Date.now() / stepMs) + 2 + offsetSteps) * stepMs;
export const stepOf = (at: number) => Math.floor(at / stepMs);

/** The authenticator app: the secret as shown in settings, and its code for any step. */
export function app(secret: string) {
  const key = decodeBase32IgnorePadding(secret.replace(/\s+/g, ""));
  return (step: number) => generateHOTP(key, BigInt(step), 6);
}

/** A verified member who turned two-step verification on at `at` (the code of that step is then used). */
export async function memberWithTwoStep(at = stepStart()) {
  const { email, password } = await verifiedMember();
  const token = (await post("/api/auth/sign-in", { email, password, returnToken: true })).body.token as string;
  const setup = await post("/api/account/two-step/setup", undefined, { token, now: at });
  expect(setup.status).toBe(200);
  const code = app(setup.body.secret);
  const on = await post("/api/account/two-step/enable", { code: code(stepOf(at)) }, { token, now: at });
  expect(on.status).toBe(200);
  return { email, password, token, code, recoveryCodes: on.body.recoveryCodes as string[] };
}

/** The password step: answers the ticket for the second. */
export async function ticketFor(email: string, password: string, opts: CallOptions & { returnToken?: boolean } = {}) {
  const { returnToken, ...call } = opts;
  const first = await post("/api/auth/sign-in", { email, password, ...(returnToken ? { returnToken } : {}) }, call);
  expect(first.status).toBe(200);
  return first.body.twoStep.ticket as string;
}

export const secondStep = (body: Record<string, unknown>, opts: CallOptions = {}) => post("/api/auth/two-step", body, opts);
