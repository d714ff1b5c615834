// A second-step ticket is bound to the account's password as it was at the first step: a reset, a
// change or a first password set before the second step ends the sign-in, whichever way its first
// step was made, with the answer of an expired ticket; the code sent with it is not even checked.
// Second steps answered while a reset goes through leave no session either, even one whose session
// is written after the reset ended the account's sessions.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import { call, cookieToken, linkCookie, linkToken, mailbox, post } from "./auth-helpers";
import { postHeld, signal } from "./held-d1";
import { memberWithTwoStep, minute, secondStep, stepOf, stepStart, ticketFor } from "./two-step-helpers";

const newPassword = "N3wPassword";
const sessionUser = async (token: string) => (await call("GET", "/api/auth/session", undefined, { token })).body.user;

/** Lets the next e-mail to the address go out this minute (the sign-up's used the minute's one). */
const clearMinute = (email: string) =>
  env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();

/** The reset link's token, mailed after "forgot password". */
async function resetToken(email: string) {
  await clearMinute(email);
  await post("/api/auth/forgot-password", { email });
  await mailbox(email, 2);
  return linkToken(email, "token");
}

const reset = (token: string) => post("/api/auth/reset-password", { token, newPassword, confirmPassword: newPassword });

const expired = { status: 401, body: { error: { code: "ticket_expired", message: "The sign-in has expired. Please sign in again." } } };

describe("a second-step ticket after the password changed", () => {
  it("ends when the password is reset before the second step, and the code sent with it stays unused", async () => {
    const at = stepStart();
    const { email, password, code } = await memberWithTwoStep(at);
    const now = at + minute;
    const ticket = await ticketFor(email, password, { now });
    expect((await reset(await resetToken(email))).status).toBe(200);

    const late = await secondStep({ ticket, code: code(stepOf(now)) }, { now });
    expect(late).toMatchObject(expired);
    expect(cookieToken(late.res)).toBeNull();
    // The code was not checked, so not used: the new password's sign-in takes it.
    const again = await secondStep({ ticket: await ticketFor(email, newPassword, { now }), code: code(stepOf(now)) }, { now });
    expect(again.status).toBe(200);
  });

  it("ends when the password is changed in settings, in the member's language", async () => {
    const at = stepStart();
    const { email, password, token, recoveryCodes } = await memberWithTwoStep(at);
    const ticket = await ticketFor(email, password);
    const changed = await post("/api/account/password", { currentPassword: password, newPassword, confirmPassword: newPassword }, { token });
    expect(changed.status).toBe(200);

    const late = await secondStep({ ticket, recoveryCode: recoveryCodes[0] }, { lang: "ru" });
    expect(late).toMatchObject({ status: 401, body: { error: { code: "ticket_expired", message: "Время входа истекло. Войдите ещё раз." } } });
    // The recovery code is still there for a sign-in with the new password.
    expect((await secondStep({ ticket: await ticketFor(email, newPassword), recoveryCode: recoveryCodes[0] })).status).toBe(200);
  });

  it("ends a ticket of the e-mailed link when an account without a password sets its first one", async () => {
    const at = stepStart();
    const { email, token, recoveryCodes } = await memberWithTwoStep(at);
    // As an account made with a passkey or a provider: no password.
    await getDb(env.DB).update(users).set({ passwordHash: null }).where(eq(users.email, email)).run();
    await clearMinute(email);
    const asked = await post("/api/auth/sign-in-link", { email });
    const byLink = await post("/api/auth/sign-in-link/consume", { token: await linkToken(email, "link") }, { cookie: linkCookie(asked.res) });
    const ticket = byLink.body.twoStep.ticket as string;

    const first = await post("/api/account/password", { newPassword, confirmPassword: newPassword }, { token });
    expect(first.status).toBe(200);
    expect(await secondStep({ ticket, recoveryCode: recoveryCodes[0] })).toMatchObject(expired);
  });

  it("ends when the member signs out everywhere else, and the code stays unused", async () => {
    const at = stepStart();
    const { email, password, token, code } = await memberWithTwoStep(at);
    const now = at + minute;
    const ticket = await ticketFor(email, password, { now });
    expect((await post("/api/account/sign-out-others", {}, { token, now })).status).toBe(200);
    expect(await secondStep({ ticket, code: code(stepOf(now)) }, { now })).toMatchObject(expired);
    expect((await secondStep({ ticket: await ticketFor(email, password, { now }), code: code(stepOf(now)) }, { now })).status).toBe(200);
  });

  it("gives no session to a second step whose session is written after a reset went through", async () => {
    const { email, password, recoveryCodes } = await memberWithTwoStep();
    const ticket = await ticketFor(email, password);
    const token = await resetToken(email);
    const used = signal();
    const resetDone = signal();
    // The code is right and the ticket used; its session waits until the reset has answered.
    const late = postHeld("/api/auth/two-step", { ticket, recoveryCode: recoveryCodes[0], returnToken: true }, [
      { sql: /^update "auth_challenges" set "used_at"/, ran: used },
      { sql: /^insert into "sessions"/, until: resetDone.fired },
    ]).finally(used.fire);
    await used.fired;
    expect((await reset(token)).status).toBe(200);
    resetDone.fire();
    expect(await late).toMatchObject(expired);
  });

  it("leaves no session from second steps answered while a reset goes through", async () => {
    const { email, password, recoveryCodes } = await memberWithTwoStep();
    const tickets: string[] = [];
    for (let i = 0; i < 6; i++) tickets.push(await ticketFor(email, password));
    const finish = (i: number) => secondStep({ ticket: tickets[i], recoveryCode: recoveryCodes[i], returnToken: true });
    const token = await resetToken(email);

    const [done, ...together] = await Promise.all([reset(token), ...[0, 1, 2, 3].map(finish)]);
    expect(done.status).toBe(200);
    const after = [await finish(4), await finish(5)];
    for (const answer of after) expect(answer).toMatchObject(expired);
    for (const answer of together) {
      // In before the reset (then ended by it), or too late.
      if (answer.status === 200) expect(await sessionUser(answer.body.token)).toBeNull();
      else expect(answer).toMatchObject(expired);
    }
  });
});
