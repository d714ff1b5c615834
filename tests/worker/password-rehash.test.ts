// A password hash made under other parameters is redone at the next sign-in, written only over the
// hash that was checked: sign-ins at once all get in (with two-step on, all finish the second step)
// and one new hash is kept, while a password change meanwhile still leaves the old password's
// sign-in no session and the new password in place. The races are made to happen on every run by
// holding one request's statements until the other's have run (held-d1.ts).
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "../../worker/auth/password";
import { getDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import { call, post, signIn, verifiedMember } from "./auth-helpers";
import { postHeld, signal, type Hold } from "./held-d1";
import { memberWithTwoStep, secondStep } from "./two-step-helpers";

const db = () => getDb(env.DB);
const newPassword = "N3wPassword";
const sessionUser = async (token: string) => (await call("GET", "/api/auth/session", undefined, { token })).body.user;
const storedHash = async (email: string) => (await db().select().from(users).where(eq(users.email, email)).get())!.passwordHash!;

const readsAccount = /^select .* from "users" where "users"\."email" = \?/;
const writesHash = /^update "users" set "password_hash"/;

/** Stores the password as hashed under parameters other than today's (as after they were raised). */
async function hashedTheOldWay(email: string, password: string) {
  const old = await hashPassword(password, { logN: 11, r: 8, p: 1 });
  expect(needsRehash(old)).toBe(true);
  await db().update(users).set({ passwordHash: old }).where(eq(users.email, email)).run();
  return old;
}

/**
 * Two sign-ins that both read the old hash, the first writing its new hash and then holding what
 * it writes next (the session, or the second step's ticket: `next`) until the second has written.
 */
async function twoSignInsRehashing(email: string, password: string, next: RegExp) {
  const secondRead = signal();
  const secondWrote = signal();
  const body = { email, password, returnToken: true };
  const second = postHeld("/api/auth/sign-in", body, [
    { sql: readsAccount, ran: secondRead },
    { sql: writesHash, ran: secondWrote },
  ]).finally(() => (secondRead.fire(), secondWrote.fire()));
  const first = postHeld("/api/auth/sign-in", body, [
    { sql: writesHash, until: secondRead.fired },
    { sql: next, until: secondWrote.fired },
  ]);
  return Promise.all([first, second]);
}

describe("redoing an old password hash at sign-in", () => {
  it("lets two sign-ins that redo it at once both in, and keeps one hash under today's parameters", async () => {
    const { email, password } = await verifiedMember();
    const old = await hashedTheOldWay(email, password);

    const answers = await twoSignInsRehashing(email, password, /^insert into "sessions"/);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    for (const a of answers) expect(await sessionUser(a.body.token)).toMatchObject({ email });
    const kept = await storedHash(email);
    expect(kept).not.toBe(old);
    expect(needsRehash(kept)).toBe(false);
    expect(await verifyPassword(password, kept)).toBe(true);
    // Nothing is left to redo: the next sign-in keeps the hash.
    expect((await signIn(email, password)).status).toBe(200);
    expect(await storedHash(email)).toBe(kept);
  });

  it("lets five sign-ins sent at once in", async () => {
    const { email, password } = await verifiedMember();
    await hashedTheOldWay(email, password);
    const answers = await Promise.all(Array.from({ length: 5 }, () => signIn(email, password, { returnToken: true })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const a of answers) expect(await sessionUser(a.body.token)).toMatchObject({ email });
    expect(needsRehash(await storedHash(email))).toBe(false);
  });

  it("with two-step on, lets both sign-ins that redo it finish their second step", async () => {
    const { email, password, recoveryCodes } = await memberWithTwoStep();
    await hashedTheOldWay(email, password);

    const firstSteps = await twoSignInsRehashing(email, password, /^insert into "auth_challenges"/);
    const finished = [];
    for (const [i, step] of firstSteps.entries()) {
      finished.push(await secondStep({ ticket: step.body.twoStep.ticket, recoveryCode: recoveryCodes[i], returnToken: true }));
    }
    expect(finished.map((a) => a.status)).toEqual([200, 200]);
    for (const a of finished) expect(await sessionUser(a.body.token)).toMatchObject({ email });
  });

  it("gives no session to a sign-in with the old password that redoes it after a change, and keeps the new password", async () => {
    const { email, password } = await verifiedMember();
    const owner = (await signIn(email, password, { returnToken: true })).body.token as string;
    await hashedTheOldWay(email, password);

    const read = signal();
    const changed = signal();
    const holds: Hold[] = [
      { sql: readsAccount, ran: read },
      { sql: writesHash, until: changed.fired },
    ];
    const late = postHeld("/api/auth/sign-in", { email, password, returnToken: true }, holds);
    await read.fired;
    const change = await post("/api/account/password", { currentPassword: password, newPassword, confirmPassword: newPassword }, { token: owner });
    expect(change.status).toBe(200);
    changed.fire();

    expect(await late).toMatchObject({ status: 401, body: { error: { code: "invalid_credentials" } } });
    expect(await sessionUser(owner)).toMatchObject({ email });
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, newPassword)).status).toBe(200);
  });
});
