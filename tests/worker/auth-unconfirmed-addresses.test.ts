// Someone signs up with another person's address before they do (a "pre-hijacked" account): the
// account must end up with the ways in of whoever proves the mailbox, never the first sign-up's.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { passkeys, profiles, users } from "../../worker/db/schema";
import { SoftAuthenticator } from "../support/soft-authenticator";
import { fresh, linkCookie, linkToken, mailbox, metrics, post, signIn, signUpBody } from "./auth-helpers";

const db = () => getDb(env.DB);
const attackerPassword = "Att4ckerPass";
const ownerPassword = "0wnerPassword";

/** The address may be mailed again at once (one e-mail a minute otherwise). */
const allowMail = (email: string) =>
  env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();

async function passwordSignUp(email: string, password: string, names = { firstName: "Anna", lastName: "Ivanova" }, extra = {}) {
  await allowMail(email);
  // Each sign-up's confirmation goes out after the answer: wait for it, so the newest mail is this one's.
  const before = (await mailbox(email)).length;
  const res = await post("/api/auth/sign-up", { ...signUpBody(email, { password, ...extra }), ...names });
  expect(res.status).toBe(201);
  await mailbox(email, before + 1);
}

async function passkeySignUp(auth: SoftAuthenticator, email: string, firstName = "Olga") {
  await allowMail(email);
  const options = await post("/api/auth/passkeys/sign-up-options", { email, firstName, lastName: "Petrova" });
  const response = await auth.create(options.body.options);
  const before = (await mailbox(email)).length;
  const res = await post("/api/auth/passkeys/sign-up", {
    firstName,
    lastName: "Petrova",
    email,
    acceptAgreement: true,
    metrics,
    response,
  });
  expect(res.status).toBe(201);
  await mailbox(email, before + 1);
}

async function passkeySignIn(auth: SoftAuthenticator) {
  const { body } = await post("/api/auth/passkeys/sign-in-options", undefined);
  return post("/api/auth/passkeys/sign-in", { response: await auth.get(body.options) });
}

const account = async (email: string) => (await db().select().from(users).where(eq(users.email, email)).get())!;
const passkeysOf = async (email: string) =>
  db()
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, (await account(email)).id))
    .all();

describe("an address someone else signed up with first", () => {
  it("gives the owner who opens their own link their password and names, and the first sign-up's password stops working", async () => {
    const { email } = fresh();
    await passwordSignUp(email, attackerPassword, { firstName: "Mallory", lastName: "Evil" });
    const attackerLink = await linkToken(email, "verify");
    await passwordSignUp(
      email,
      ownerPassword,
      { firstName: "Anna", lastName: "Ivanova" },
      { metrics: { ...metrics, weight: 71 } },
    );
    const ownerLink = await linkToken(email, "verify");
    expect(ownerLink).not.toBe(attackerLink);

    expect((await post("/api/auth/verify-email", { token: ownerLink })).status).toBe(200);
    expect((await signIn(email, ownerPassword)).status).toBe(200);
    const refused = await signIn(email, attackerPassword);
    expect(refused.status).toBe(401);
    expect(await account(email)).toMatchObject({ firstName: "Anna", lastName: "Ivanova" });
    const profile = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.userId, (await account(email)).id))
      .get();
    expect(profile?.weight).toBe(71);
    // Only one sign-up becomes the account: the other link is spent.
    expect((await post("/api/auth/verify-email", { token: attackerLink })).status).toBe(400);
    expect((await signIn(email, attackerPassword)).status).toBe(401);
  });

  it("drops a passkey the first sign-up made when the owner confirms with a password", async () => {
    const { email } = fresh();
    const attacker = new SoftAuthenticator();
    await passkeySignUp(attacker, email, "Mallory");
    expect(await passkeysOf(email)).toHaveLength(1);
    await passwordSignUp(email, ownerPassword);
    await post("/api/auth/verify-email", { token: await linkToken(email, "verify") });

    expect(await passkeysOf(email)).toEqual([]);
    expect((await passkeySignIn(attacker)).body.error.code).toBe("passkey_unknown");
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });

  it("keeps a later sign-up's passkey on its own link, and drops the first sign-up's password", async () => {
    const { email } = fresh();
    await passwordSignUp(email, attackerPassword);
    const owner = new SoftAuthenticator();
    await passkeySignUp(owner, email);
    // Nothing is kept on the account before the link is opened.
    expect(await passkeysOf(email)).toEqual([]);
    await post("/api/auth/verify-email", { token: await linkToken(email, "verify") });

    const signedIn = await passkeySignIn(owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email, firstName: "Olga" });
    expect((await account(email)).passwordHash).toBeNull();
    expect((await signIn(email, attackerPassword)).status).toBe(401);
  });

  it("still confirms with the first sign-up's credentials when its own link is opened", async () => {
    const { email } = fresh();
    const first = new SoftAuthenticator();
    await passkeySignUp(first, email);
    const firstLink = await linkToken(email, "verify");
    await passwordSignUp(email, ownerPassword);
    await post("/api/auth/verify-email", { token: firstLink });

    expect((await passkeySignIn(first)).status).toBe(200);
    expect((await signIn(email, ownerPassword)).status).toBe(401);
  });

  it("drops the first sign-up's passkey when the owner resets the password instead", async () => {
    const { email } = fresh();
    const attacker = new SoftAuthenticator();
    await passkeySignUp(attacker, email);
    await allowMail(email);
    await post("/api/auth/forgot-password", { email });
    await mailbox(email, 2);
    expect(
      (
        await post("/api/auth/reset-password", {
          token: await linkToken(email, "token"),
          newPassword: ownerPassword,
          confirmPassword: ownerPassword,
        })
      ).status,
    ).toBe(200);

    expect(await passkeysOf(email)).toEqual([]);
    expect((await passkeySignIn(attacker)).body.error.code).toBe("passkey_unknown");
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });

  it("signs the owner in with an e-mailed sign-in link and keeps no password or passkey from before", async () => {
    const { email } = fresh();
    await passwordSignUp(email, attackerPassword);
    await allowMail(email);
    const asked = await post("/api/auth/sign-in-link", { email });
    await mailbox(email, 2);
    const opened = await post(
      "/api/auth/sign-in-link/consume",
      { token: await linkToken(email, "link") },
      { cookie: linkCookie(asked.res) },
    );
    expect(opened.status).toBe(200);
    expect(opened.body.user.email).toBe(email);

    expect((await account(email)).passwordHash).toBeNull();
    expect((await signIn(email, attackerPassword)).status).toBe(401);
  });

  it("answers a request to send the link again, with several sign-ups waiting, with a sign-in link that keeps none of their ways in", async () => {
    const { email } = fresh();
    await passwordSignUp(email, ownerPassword);
    // Someone signs up with the owner's address after them; the owner, still waiting, asks again.
    await passwordSignUp(email, attackerPassword);
    await allowMail(email);
    const asked = await post("/api/auth/resend-verification", { email });
    expect(asked.status).toBe(200);
    const [sent] = await mailbox(email, 3);
    expect(sent!.subject).not.toMatch(/confirm/i);
    const opened = await post(
      "/api/auth/sign-in-link/consume",
      { token: await linkToken(email, "link") },
      { cookie: linkCookie(asked.res) },
    );
    expect(opened.status).toBe(200);
    expect(opened.body.user.email).toBe(email);

    expect((await account(email)).passwordHash).toBeNull();
    expect((await signIn(email, attackerPassword)).status).toBe(401);
    expect((await signIn(email, ownerPassword)).status).toBe(401);
  });

  it("sends the one waiting sign-up's link again on request", async () => {
    const { email } = fresh();
    await passwordSignUp(email, ownerPassword);
    await allowMail(email);
    expect((await post("/api/auth/resend-verification", { email })).status).toBe(200);
    await mailbox(email, 2);
    await post("/api/auth/verify-email", { token: await linkToken(email, "verify") });
    expect((await signIn(email, ownerPassword)).status).toBe(200);
  });

  it("lets one of two links opened at once decide, whole", async () => {
    const { email } = fresh();
    const attacker = new SoftAuthenticator();
    await passkeySignUp(attacker, email);
    const attackerLink = await linkToken(email, "verify");
    await passwordSignUp(email, ownerPassword);
    const ownerLink = await linkToken(email, "verify");

    const answers = await Promise.all([attackerLink, ownerLink].map((token) => post("/api/auth/verify-email", { token })));
    // The one opened second was either spent by the first (400) or found the address confirmed.
    expect(answers.map((a) => a.status)).toContain(200);
    const owner = (await signIn(email, ownerPassword)).status === 200;
    const keys = await passkeysOf(email);
    // Either the owner's password and no passkey, or the passkey and no password: never both.
    expect(owner ? keys.length : (await account(email)).passwordHash).toBe(owner ? 0 : null);
    const attackerIn = await passkeySignIn(attacker);
    expect(owner ? attackerIn.body.error.code : attackerIn.status).toBe(owner ? "passkey_unknown" : 200);
  });
});
