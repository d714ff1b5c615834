// Two-step verification as a member and an API client see it: turning it on with an app's code,
// the second step after the password and after the e-mailed link, codes of the step before and
// after accepted once each, recovery codes used once, wrong codes limited per account before they
// are checked (also when sent together), tickets that die after wrong answers and after five
// minutes, renewing codes and turning it off. Time is the worker's injected clock.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { signIns, users } from "../../worker/db/schema";
import { SoftAuthenticator } from "../support/soft-authenticator";
import { call, cookieToken, linkCookie, linkToken, post, verifiedMember } from "./auth-helpers";
import { app, memberWithTwoStep, minute, secondStep, stepMs, stepOf, stepStart, ticketFor } from "./two-step-helpers";

const db = () => getDb(env.DB);

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

/** A six-digit code that is none of the app's codes around `at`. */
function wrongCode(code: (step: number) => string, at: number) {
  const near = [-1, 0, 1].map((d) => code(stepOf(at) + d));
  for (let n = 0; ; n++) {
    const guess = String(n).padStart(6, "0");
    if (!near.includes(guess)) return guess;
  }
}

const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)).get())!.id;

/** Forgets the account's counted code guesses, as if their 15-minute window had ended. */
const forgetGuesses = async (email: string) =>
  env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`twoStepFailuresPerAccount:${await idOf(email)}`).run();

describe("turning two-step verification on", () => {
  it("shows the secret once as text and as an otpauth address, turns on with a right code and answers ten recovery codes", async () => {
    const { email, password } = await verifiedMember();
    const token = (await post("/api/auth/sign-in", { email, password, returnToken: true })).body.token as string;
    const at = stepStart();
    expect((await post("/api/account/two-step/setup", undefined, { now: at })).status).toBe(401);

    const setup = await post("/api/account/two-step/setup", undefined, { token, now: at });
    expect(setup.status).toBe(200);
    expect(setup.res.headers.get("Cache-Control")).toBe("no-store");
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
    const uri = new URL(setup.body.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe(`/Forma:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ issuer: "Forma", secret: setup.body.secret.replace(/ /g, ""), digits: "6", period: "30" });
    // Not on until a right code: sign-in still takes the password alone.
    expect((await post("/api/auth/sign-in", { email, password })).body.user.email).toBe(email);

    const code = app(setup.body.secret);
    const wrong = await post("/api/account/two-step/enable", { code: wrongCode(code, at) }, { token, now: at, lang: "ru" });
    expect(wrong).toMatchObject({ status: 400, body: { error: { code: "two_step_invalid", message: "Код неверный. Проверьте время на телефоне и попробуйте ещё раз." } } });
    const malformed = await post("/api/account/two-step/enable", { code: "12345" }, { token, now: at });
    expect(malformed.body.error).toEqual({ code: "validation_failed", message: "Enter the 6-digit code from your authenticator app." });

    // Spaces typed between the digits are fine.
    const typed = code(stepOf(at)).replace(/^(\d{3})/, "$1 ");
    const on = await post("/api/account/two-step/enable", { code: typed }, { token, now: at });
    expect(on.status).toBe(200);
    expect(on.res.headers.get("Cache-Control")).toBe("no-store");
    expect(on.body.recoveryCodes).toHaveLength(10);
    for (const c of on.body.recoveryCodes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);

    const overview = await call("GET", "/api/account/security", undefined, { token, now: at });
    expect(overview.body.twoStep).toEqual({ enabled: true, enabledAt: at, recoveryCodesLeft: 10 });
    // Once on, a new set-up (another app) needs it turned off first.
    expect((await post("/api/account/two-step/setup", undefined, { token, now: at })).status).toBe(409);
    expect(await ticketFor(email, password)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("signing in with two-step verification on", () => {
  it("asks after the password and after the e-mailed link, with no session until the code; the code's sign-in is recorded", async () => {
    const at = stepStart();
    const { email, password, code } = await memberWithTwoStep(at);

    const later = at + 2 * minute;
    const first = await post("/api/auth/sign-in", { email, password }, { now: later });
    expect(first.status).toBe(200);
    expect(cookieToken(first.res)).toBeNull();
    expect(first.body).toEqual({ twoStep: { ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresAt: later + 5 * minute } });
    const done = await secondStep({ ticket: first.body.twoStep.ticket, code: code(stepOf(later)) }, { now: later });
    expect(done.status).toBe(200);
    expect(done.body.user.email).toBe(email);
    expect(cookieToken(done.res)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The e-mailed link proves the address, not the second step. (The sign-up's e-mail used this minute's one.)
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    const asked = await post("/api/auth/sign-in-link", { email });
    const byLink = await post(
      "/api/auth/sign-in-link/consume",
      { token: await linkToken(email, "link") },
      { now: later + minute, cookie: linkCookie(asked.res) },
    );
    expect(cookieToken(byLink.res)).toBeNull();
    const afterLink = await secondStep({ ticket: byLink.body.twoStep.ticket, code: code(stepOf(later + minute)) }, { now: later + minute });
    expect(afterLink.status).toBe(200);
    expect(cookieToken(afterLink.res)).not.toBeNull();

    const recorded = await db()
      .select({ method: signIns.method, secondStep: signIns.secondStep })
      .from(signIns)
      .where(and(eq(signIns.userId, await idOf(email))))
      .all();
    expect(recorded).toEqual(expect.arrayContaining([{ method: "password", secondStep: "totp" }, { method: "link", secondStep: "totp" }]));

    // An API client asked for the token at the password step and gets it after the code.
    const apiTicket = await ticketFor(email, password, { returnToken: true, now: later + 2 * minute });
    const api = await secondStep({ ticket: apiTicket, code: code(stepOf(later + 2 * minute)) }, { now: later + 2 * minute });
    expect(cookieToken(api.res)).toBeNull();
    expect(api.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The ticket worked once.
    const again = await secondStep({ ticket: apiTicket, code: code(stepOf(later + 2 * minute) + 1) }, { now: later + 2 * minute });
    expect(again).toMatchObject({ status: 401, body: { error: { code: "ticket_expired", message: "The sign-in has expired. Please sign in again." } } });
  });

  it("accepts the codes of the step before, the current step and the step after, each once and never an older one", async () => {
    const at = stepStart();
    const { email, password, code } = await memberWithTwoStep(at);
    const now = at + 10 * stepMs;
    const s = stepOf(now);
    const tryCode = async (step: number) =>
      (await secondStep({ ticket: await ticketFor(email, password, { now }), code: code(step) }, { now })).status;

    expect(await tryCode(s - 2)).toBe(401);
    expect(await tryCode(s + 2)).toBe(401);
    expect(await tryCode(s - 1)).toBe(200);
    // The same code again: replayed.
    expect(await tryCode(s - 1)).toBe(401);
    expect(await tryCode(s)).toBe(200);
    expect(await tryCode(s + 1)).toBe(200);
    await forgetGuesses(email);
    // Once a later step's code is used, an earlier one no longer works.
    expect(await tryCode(s)).toBe(401);
    const wrong = await secondStep({ ticket: await ticketFor(email, password, { now }), code: code(s - 1) }, { now });
    expect(wrong.body.error).toEqual({ code: "two_step_invalid", message: "That code is not right. Check the time on your phone and try again." });
    expect(wrong.res.headers.get("X-Invalid-Field")).toBe("code");
  });

  it("takes a recovery code once, typed with or without its dash and in capitals", async () => {
    const at = stepStart();
    const { email, password, token, recoveryCodes } = await memberWithTwoStep(at);
    const [first, second] = recoveryCodes as [string, string];

    const used = await secondStep({ ticket: await ticketFor(email, password), recoveryCode: first.toUpperCase() });
    expect(used.status).toBe(200);
    expect(used.body.user.email).toBe(email);
    const reused = await secondStep({ ticket: await ticketFor(email, password), recoveryCode: first });
    expect(reused).toMatchObject({ status: 401, body: { error: { code: "two_step_invalid" } } });
    expect(reused.res.headers.get("X-Invalid-Field")).toBe("recoveryCode");
    expect((await secondStep({ ticket: await ticketFor(email, password), recoveryCode: second.replace("-", "") })).status).toBe(200);

    const overview = await call("GET", "/api/account/security", undefined, { token });
    expect(overview.body.twoStep.recoveryCodesLeft).toBe(8);
    const recorded = await db().select({ secondStep: signIns.secondStep }).from(signIns).where(eq(signIns.userId, await idOf(email))).all();
    expect(recorded.filter((r) => r.secondStep === "recovery")).toHaveLength(2);
  });

  it("lets the same code or recovery code sent twice at once in once", async () => {
    const at = stepStart();
    const { email, password, code, recoveryCodes } = await memberWithTwoStep(at);
    const now = at + 5 * stepMs;
    const tickets = await Promise.all([ticketFor(email, password, { now }), ticketFor(email, password, { now })]);
    const byCode = await Promise.all(tickets.map((ticket) => secondStep({ ticket, code: code(stepOf(now)) }, { now })));
    expect(tally(byCode.map((a) => a.status))).toEqual({ 200: 1, 401: 1 });

    const more = await Promise.all([ticketFor(email, password, { now }), ticketFor(email, password, { now })]);
    const byRecovery = await Promise.all(more.map((ticket) => secondStep({ ticket, recoveryCode: recoveryCodes[0] }, { now })));
    expect(tally(byRecovery.map((a) => a.status))).toEqual({ 200: 1, 401: 1 });
  });
});

describe("a passkey", () => {
  it("signs in without the second step: it is both something held and something known or one's body", async () => {
    const { email, token } = await memberWithTwoStep();
    const auth = new SoftAuthenticator();
    const options = await post("/api/account/passkeys/options", undefined, { token });
    const added = await post("/api/account/passkeys", { response: await auth.create(options.body.options) }, { token });
    expect(added.status).toBe(201);
    const challenge = await post("/api/auth/passkeys/sign-in-options", undefined);
    const signedIn = await post("/api/auth/passkeys/sign-in", { response: await auth.get(challenge.body.options) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ user: expect.objectContaining({ email }) });
    expect(cookieToken(signedIn.res)).not.toBeNull();
  });
});

describe("guessing the second step", () => {
  it("checks at most 5 of 20 wrong codes sent at once (the rest 429), and the ticket dies with its fifth wrong answer", async () => {
    const at = stepStart();
    const { email, password, code } = await memberWithTwoStep(at);
    const now = at + minute;
    const ticket = await ticketFor(email, password, { now });
    const guess = wrongCode(code, now);
    const answers = await Promise.all(Array.from({ length: 20 }, () => secondStep({ ticket, code: guess }, { now })));
    expect(tally(answers.map((a) => a.status))).toEqual({ 401: 5, 429: 15 });
    expect(answers.filter((a) => a.status === 401).every((a) => a.body.error.code === "two_step_invalid")).toBe(true);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error).toEqual({ code: "too_many_requests", message: "Too many attempts. Please try again in 15 min." });
    expect(Number(refused.res.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);

    // Locked: the right code is not even checked, and a new ticket does not help.
    expect((await secondStep({ ticket, code: code(stepOf(now)) }, { now })).status).toBe(429);
    expect((await secondStep({ ticket: await ticketFor(email, password, { now }), code: code(stepOf(now)) }, { now })).status).toBe(429);
    // Once the window has passed, the ticket the guesses were made with stays dead; a new one works.
    await forgetGuesses(email);
    expect((await secondStep({ ticket, code: code(stepOf(now)) }, { now })).body.error.code).toBe("ticket_expired");
    expect((await secondStep({ ticket: await ticketFor(email, password, { now }), code: code(stepOf(now)) }, { now })).status).toBe(200);
  }, 60_000);

  it("ends a ticket after five wrong answers sent one by one", async () => {
    const at = stepStart();
    const { email, password, code } = await memberWithTwoStep(at);
    const now = at + minute;
    const ticket = await ticketFor(email, password, { now });
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep({ ticket, recoveryCode: `wrong${i}abcd` }, { now });
      expect(wrong.body.error.code).toBe("two_step_invalid");
    }
    await forgetGuesses(email);
    const late = await secondStep({ ticket, code: code(stepOf(now)) }, { now, lang: "ru" });
    expect(late).toMatchObject({ status: 401, body: { error: { code: "ticket_expired", message: "Время входа истекло. Войдите ещё раз." } } });
  });

  it("ends a ticket five minutes after the password, without counting a guess", async () => {
    const at = stepStart();
    const { email, password, code } = await memberWithTwoStep(at);
    const issued = at + minute;
    const inTime = await ticketFor(email, password, { now: issued });
    const tooLate = await ticketFor(email, password, { now: issued });
    const justBefore = issued + 5 * minute - 1000;
    expect((await secondStep({ ticket: inTime, code: code(stepOf(justBefore)) }, { now: justBefore })).status).toBe(200);
    const expired = await secondStep({ ticket: tooLate, code: code(stepOf(issued + 5 * minute) + 1) }, { now: issued + 5 * minute });
    expect(expired).toMatchObject({ status: 401, body: { error: { code: "ticket_expired" } } });
    const counted = await env.DB.prepare("SELECT count FROM rate_limits WHERE key = ?1")
      .bind(`twoStepFailuresPerAccount:${await idOf(email)}`)
      .first<{ count: number }>();
    expect(counted?.count ?? 0).toBe(0);
    // An unknown ticket says the same.
    const unknown = await secondStep({ ticket: "A".repeat(43), code: "123456" });
    expect(unknown).toMatchObject({ status: 401, body: { error: { code: "ticket_expired" } } });
  });
});

describe("renewing recovery codes and turning two-step verification off", () => {
  it("renews the codes with an app code (the old ones stop working) and turns off with the password", async () => {
    const at = stepStart();
    const { email, password, token, code, recoveryCodes } = await memberWithTwoStep(at);
    const now = at + minute;
    const renewed = await post("/api/account/two-step/recovery-codes", { code: code(stepOf(now)) }, { token, now });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    expect((await secondStep({ ticket: await ticketFor(email, password), recoveryCode: recoveryCodes[0] })).status).toBe(401);
    expect((await secondStep({ ticket: await ticketFor(email, password), recoveryCode: renewed.body.recoveryCodes[0] })).status).toBe(200);

    const wrongPassword = await post("/api/account/two-step/disable", { currentPassword: "Wr0ngPassword" }, { token });
    expect(wrongPassword).toMatchObject({ status: 400, body: { error: { code: "wrong_password" } } });
    expect((await post("/api/account/two-step/disable", {}, { token })).body.error.code).toBe("validation_failed");
    expect((await post("/api/account/two-step/disable", { currentPassword: password }, { token })).body).toEqual({ ok: true });
    const plain = await post("/api/auth/sign-in", { email, password });
    expect(plain.body.user.email).toBe(email);
    expect((await call("GET", "/api/account/security", undefined, { token })).body.twoStep).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
  });

  it("turns off with an app code, not with a wrong or used one", async () => {
    const at = stepStart();
    const { email, password, token, code } = await memberWithTwoStep(at);
    const now = at + minute;
    // The code turning it on was that step's: used.
    expect((await post("/api/account/two-step/disable", { code: code(stepOf(at)) }, { token, now })).body.error.code).toBe("two_step_invalid");
    expect((await post("/api/account/two-step/disable", { code: code(stepOf(now)) }, { token, now })).status).toBe(200);
    expect((await post("/api/auth/sign-in", { email, password })).body.user.email).toBe(email);
  });
});
