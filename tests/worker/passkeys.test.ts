import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { challengeLifetimesMs } from "../../core/auth/ways-in";
import { app } from "../../worker/app";
import { authLimits } from "../../worker/auth/limits";
import { getDb } from "../../worker/db/client";
import { passkeys, signIns, twoStep, users } from "../../worker/db/schema";
import { SoftAuthenticator } from "../support/soft-authenticator";
import { call, cookieToken, fresh, linkToken, mailbox, metrics, post, signIn, verifiedMember } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const db = () => getDb(env.DB);
const session = (token: string) => ({ cookie: `__Host-session=${token}` });

/** Adds a passkey from the settings of the session's member; answers the passkey as the API gives it. */
async function addPasskey(auth: SoftAuthenticator, token: string, name?: string) {
  const { body } = await post("/api/account/passkeys/options", undefined, session(token));
  const response = await auth.create(body.options);
  return post("/api/account/passkeys", { response, ...(name ? { name } : {}) }, session(token));
}

async function signInOptions() {
  const res = await post("/api/auth/passkeys/sign-in-options", undefined);
  expect(res.status).toBe(200);
  return res.body.options;
}

async function passkeySignIn(auth: SoftAuthenticator, bend: Parameters<SoftAuthenticator["get"]>[2] = {}, extra: Record<string, unknown> = {}) {
  const response = await auth.get(await signInOptions(), undefined, bend);
  return post("/api/auth/passkeys/sign-in", { response, ...extra });
}

describe("passkeys added in settings, then used to sign in", () => {
  const auth = new SoftAuthenticator();
  let member: { id: string; token: string };
  beforeAll(async () => {
    const { id } = await createUser();
    member = { id, token: await createSession(id) };
  });

  it("adds a discoverable passkey named after the device, and signs in with it as a cookie or a token", async () => {
    const options = await post("/api/account/passkeys/options", undefined, session(member.token));
    expect(options.status).toBe(200);
    expect(options.body.options).toMatchObject({
      rp: { id: "forma.test", name: "Forma" },
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    // The user handle is the account's id, never its address.
    expect(options.body.options.user.id).toBe(Buffer.from(member.id).toString("base64url"));
    const response = await auth.create(options.body.options);
    const added = await call("POST", "/api/account/passkeys", { response }, { ...session(member.token) });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ id: response.id, name: expect.any(String), createdAt: expect.any(Number), lastUsedAt: null, synced: true });

    const cookie = await passkeySignIn(auth);
    expect(cookie.status).toBe(200);
    expect(cookie.body.user.id).toBe(member.id);
    expect(cookieToken(cookie.res)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = await passkeySignIn(auth, {}, { returnToken: true });
    expect(token.body).toMatchObject({ user: { id: member.id }, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(token.res.headers.get("Set-Cookie")).toBeNull();

    const row = await db().select().from(passkeys).where(eq(passkeys.id, response.id)).get();
    expect(row).toMatchObject({ counter: 2, lastUsedAt: expect.any(Date) });
    const recorded = await db().select().from(signIns).where(eq(signIns.userId, member.id)).all();
    expect(recorded.map((s) => s.method)).toEqual(["passkey", "passkey"]);
  });

  it("refuses a replayed answer, an expired challenge and another purpose's challenge", async () => {
    const response = await auth.get(await signInOptions());
    expect((await post("/api/auth/passkeys/sign-in", { response })).status).toBe(200);
    const replay = await post("/api/auth/passkeys/sign-in", { response });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe("challenge_expired");

    const late = await auth.get(await signInOptions());
    const expired = await call("POST", "/api/auth/passkeys/sign-in", { response: late }, { now: Date.now() + challengeLifetimesMs.passkey_sign_in + 1000 });
    expect(expired.body.error.code).toBe("challenge_expired");
    // Still unused, it works in time; the late attempt did not spend it.
    expect((await post("/api/auth/passkeys/sign-in", { response: late })).status).toBe(200);

    // A registration challenge does not sign anyone in.
    const registration = await post("/api/account/passkeys/options", undefined, session(member.token));
    const wrongPurpose = await auth.get(await signInOptions(), undefined, { challenge: registration.body.options.challenge });
    expect((await post("/api/auth/passkeys/sign-in", { response: wrongPurpose })).body.error.code).toBe("challenge_expired");
    // A made-up challenge neither.
    const invented = await auth.get(await signInOptions(), undefined, { challenge: "A".repeat(43) });
    expect((await post("/api/auth/passkeys/sign-in", { response: invented })).body.error.code).toBe("challenge_expired");
  });

  it("refuses a counter that did not rise, another site's origin and another host's passkey", async () => {
    const stored = (await db().select().from(passkeys).where(eq(passkeys.userId, member.id)).get())!;
    expect(stored.counter).toBeGreaterThan(0);
    for (const bend of [{ counter: stored.counter }, { counter: 0 }, { origin: "https://evil.test" }, { rpId: "evil.test" }]) {
      const res = await passkeySignIn(auth, bend);
      expect(res.status, JSON.stringify(bend)).toBe(401);
      expect(res.body.error).toEqual({ code: "passkey_failed", message: "The passkey could not be checked. Try again, or sign in another way." });
      expect(res.res.headers.get("Set-Cookie")).toBeNull();
    }
    const stranger = new SoftAuthenticator();
    await stranger.create((await post("/api/auth/passkeys/sign-up-options", { email: fresh().email, firstName: "Olga", lastName: "Petrova" })).body.options);
    const unknown = await passkeySignIn(stranger);
    expect(unknown.body.error.code).toBe("passkey_unknown");
    const ru = await call("POST", "/api/auth/passkeys/sign-in", { response: await stranger.get(await signInOptions()) }, { lang: "ru" });
    expect(ru.body.error.message).toBe("Этот ключ доступа не зарегистрирован в Forma. Возможно, его удалили\u00a0— войдите другим способом.");
  });

  it("counts as both steps: no second step with two-step verification on, unless the member was not verified", async () => {
    await db().insert(twoStep).values({ userId: member.id, secret: "c2VjcmV0", enabledAt: new Date() });
    const both = await passkeySignIn(auth);
    expect(both.status).toBe(200);
    expect(both.body.twoStep).toBeUndefined();
    expect(both.body.user.id).toBe(member.id);
    const presenceOnly = await passkeySignIn(auth, { userVerified: false });
    expect(presenceOnly.status).toBe(401);
    await db().delete(twoStep).where(eq(twoStep.userId, member.id));
  });

  it("renames and removes passkeys, never the last way in nor another member's", async () => {
    const second = await addPasskey(auth, member.token, "  Work laptop ");
    expect(second.body.name).toBe("Work laptop");
    const renamed = await call("PATCH", `/api/account/passkeys/${second.body.id}`, { name: "Home" }, session(member.token));
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Home");
    expect((await call("PATCH", `/api/account/passkeys/${second.body.id}`, { name: "" }, session(member.token))).status).toBe(400);

    const other = await createUser();
    const otherToken = await createSession(other.id);
    expect((await call("DELETE", `/api/account/passkeys/${second.body.id}`, undefined, session(otherToken))).status).toBe(404);
    expect((await call("PATCH", `/api/account/passkeys/${second.body.id}`, { name: "Mine" }, session(otherToken))).status).toBe(404);

    const rows = await db().select().from(passkeys).where(eq(passkeys.userId, member.id)).all();
    expect(rows).toHaveLength(2);
    // Both at once: one goes, the other is the last way into this password-less account.
    const removals = await Promise.all(rows.map((r) => call("DELETE", `/api/account/passkeys/${r.id}`, undefined, session(member.token))));
    expect(removals.map((r) => r.status).sort()).toEqual([204, 409]);
    expect(removals.find((r) => r.status === 409)!.body.error.code).toBe("last_way_in");
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, member.id)).all()).toHaveLength(1);
  });

  it("takes a registration only for the member whose options it answers, and a credential only once", async () => {
    const other = await createUser();
    const otherToken = await createSession(other.id);
    const options = await post("/api/account/passkeys/options", undefined, session(member.token));
    const response = await auth.create(options.body.options);
    const stolen = await post("/api/account/passkeys", { response }, session(otherToken));
    expect(stolen.body.error.code).toBe("challenge_expired");

    const again = await post("/api/account/passkeys/options", undefined, session(otherToken));
    const existing = (await db().select().from(passkeys).where(eq(passkeys.userId, member.id)).get())!.id;
    // A registered credential offered again, for another account: refused, its owner keeps it.
    const duplicate = await auth.create(again.body.options, { reuse: existing });
    const refused = await post("/api/account/passkeys", { response: duplicate }, session(otherToken));
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("passkey_failed");
    const kept = await db().select().from(passkeys).where(eq(passkeys.id, existing)).get();
    expect(kept?.userId).toBe(member.id);
    expect((await post("/api/account/passkeys/options", undefined)).status).toBe(401);
  });

  it("keeps the cap of 20 when the last places are taken by registrations at once", async () => {
    const { id } = await createUser();
    const token = await createSession(id);
    for (let i = 0; i < 19; i++) {
      await db().insert(passkeys).values({ id: `old-${id}-${i}`, userId: id, name: `Key ${i}`, publicKey: "AA", deviceType: "singleDevice" });
    }
    const authenticators = Array.from({ length: 5 }, () => new SoftAuthenticator());
    const responses = [];
    for (const a of authenticators) {
      const { body } = await post("/api/account/passkeys/options", undefined, session(token));
      responses.push(await a.create(body.options));
    }
    const answers = await Promise.all(responses.map((response) => post("/api/account/passkeys", { response }, session(token))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error.message).toBe("You can keep up to 20 passkeys. Remove one before adding another.");
    }
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, id)).all()).toHaveLength(20);
    expect((await post("/api/account/passkeys/options", undefined, session(token))).status).toBe(409);
  });
});

describe("deleting an account without a password", () => {
  const gone = async (id: string) => !(await db().select().from(users).where(eq(users.id, id)).get());
  const confirmOptions = (token: string) => post("/api/account/passkeys/confirm-options", undefined, session(token));

  it("is confirmed with one of the member's own passkeys, verified by the authenticator, in either language", async () => {
    const auth = new SoftAuthenticator();
    const { id } = await createUser();
    const token = await createSession(id);
    expect((await addPasskey(auth, token)).status).toBe(201);
    const options = await confirmOptions(token);
    expect(options.status).toBe(200);
    // Only this member's passkeys are offered, and the person must be verified (PIN, fingerprint, face).
    expect(options.body.options).toMatchObject({ userVerification: "required", allowCredentials: [{ id: [...auth.credentials.keys()][0] }] });
    // Without the person verified: refused, nothing deleted.
    const unverified = await auth.get(options.body.options, undefined, { userVerified: false });
    const refused = await post("/api/account/delete", { passkey: unverified }, { ...session(token), lang: "ru" });
    expect([refused.status, refused.body.error.code]).toEqual([401, "passkey_failed"]);
    expect(await gone(id)).toBe(false);
    // A challenge is used once: the next answer needs new options.
    const again = await post("/api/account/delete", { passkey: await auth.get(options.body.options) }, session(token));
    expect([again.status, again.body.error.code]).toEqual([400, "challenge_expired"]);
    const answer = await auth.get((await confirmOptions(token)).body.options);
    expect(await post("/api/account/delete", { passkey: answer }, session(token))).toMatchObject({ status: 200, body: { ok: true } });
    expect(await gone(id)).toBe(true);
  });

  it("takes no other account's passkey, and no sign-in challenge", async () => {
    const mine = new SoftAuthenticator();
    const theirs = new SoftAuthenticator();
    const me = await createUser();
    const them = await createUser();
    const myToken = await createSession(me.id);
    const theirToken = await createSession(them.id);
    expect((await addPasskey(mine, myToken)).status).toBe(201);
    expect((await addPasskey(theirs, theirToken)).status).toBe(201);
    // Their passkey answering my confirmation's challenge.
    const options = (await confirmOptions(myToken)).body.options;
    const foreign = await theirs.get({ ...options, allowCredentials: [] });
    expect((await post("/api/account/delete", { passkey: foreign }, session(myToken))).status).toBe(401);
    // My passkey answering a sign-in's challenge (anyone may ask for those).
    const signInAnswer = await mine.get(await signInOptions());
    expect((await post("/api/account/delete", { passkey: signInAnswer }, session(myToken))).status).toBe(400);
    // My confirmation answered by them, sent with their session.
    const mineForThem = await mine.get((await confirmOptions(myToken)).body.options);
    expect((await post("/api/account/delete", { passkey: mineForThem }, session(theirToken))).status).toBe(401);
    expect([await gone(me.id), await gone(them.id)]).toEqual([false, false]);
  });

  it("is confirmed by typing the account's address when it has neither a password nor a passkey; a member with either must use it", async () => {
    // Signed up through Google or Yandex: no password, no passkey.
    const { id } = await createUser();
    const token = await createSession(id);
    const email = (await db().select().from(users).where(eq(users.id, id)).get())!.email;
    expect((await confirmOptions(token)).status).toBe(404);
    const wrong = await post("/api/account/delete", { email: "someone@example.com" }, { ...session(token), lang: "ru" });
    expect([wrong.status, wrong.body.error]).toEqual([400, { code: "wrong_email", message: "Это не адрес почты вашего аккаунта" }]);
    const nothing = await post("/api/account/delete", {}, session(token));
    expect([nothing.status, nothing.body.error.message]).toEqual([400, "Confirm with your password, a passkey or your e-mail address"]);
    expect(await gone(id)).toBe(false);
    // With a passkey added, the address no longer does.
    const auth = new SoftAuthenticator();
    expect((await addPasskey(auth, token)).status).toBe(201);
    const stronger = await post("/api/account/delete", { email }, session(token));
    expect([stronger.status, stronger.body.error]).toEqual([400, { code: "confirmation_required", message: "Confirm with your password or a passkey" }]);
    expect(await gone(id)).toBe(false);
    await db().delete(passkeys).where(eq(passkeys.userId, id));
    expect(await post("/api/account/delete", { email }, session(token))).toMatchObject({ status: 200, body: { ok: true } });
    expect(await gone(id)).toBe(true);
  });
});

describe("the budgets of one client address", () => {
  it("lets sign-in pages load (each asks for options) without using up passkey sign-ins; the options' own budget holds exactly under concurrent loads", async () => {
    const auth = new SoftAuthenticator();
    const { id } = await createUser();
    const token = await createSession(id);
    expect((await addPasskey(auth, token)).status).toBe(201);
    const ip = fresh().ip;
    const at = (minutes: number) => new Date(Date.parse("2026-04-01T09:00:00Z") + minutes * 60_000).toISOString();
    const options = (now = at(0)) => call("POST", "/api/auth/passkeys/sign-in-options", undefined, { ip, now });
    // More sign-in page loads than the sign-in attempts' 60, behind one shared address, at once.
    const { max } = authLimits.passkeyOptionsPerIp;
    const loads = await Promise.all(Array.from({ length: max + 10 }, () => options()));
    const statuses = loads.map((l) => l.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(Number(loads.find((l) => l.status === 429)!.res.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The sign-in itself still has its budget: options from the page loaded before, the answer now.
    const response = await auth.get(loads.find((l) => l.status === 200)!.body.options);
    const signedIn = await call("POST", "/api/auth/passkeys/sign-in", { response }, { ip, now: at(1) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(id);
    // Still refused within the quarter of an hour; heard again after it (the request's clock).
    expect((await options(at(14))).status).toBe(429);
    expect((await options(at(16))).status).toBe(200);
  });
});

describe("the relying party", () => {
  it("is APP_URL's host when it is set, whatever host the request names", async () => {
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request("https://forma.test/api/auth/passkeys/sign-in-options", { method: "POST", headers: { "CF-Connecting-IP": fresh().ip } }),
      { ...env, APP_URL: "https://app.forma.example" },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(((await res.json()) as { options: { rpId: string } }).options.rpId).toBe("app.forma.example");
  });
});

describe("sign-up with a passkey instead of a password", () => {
  const signUpWith = async (auth: SoftAuthenticator, email: string, lang: "en" | "ru" = "en") => {
    const options = await post("/api/auth/passkeys/sign-up-options", { email, firstName: "Olga", lastName: "Petrova" }, { lang });
    expect(options.status).toBe(200);
    const response = await auth.create(options.body.options);
    return post("/api/auth/passkeys/sign-up", { firstName: "Olga", lastName: "Petrova", email, acceptAgreement: true, metrics, response }, { lang });
  };

  it("makes an account without a password, signs in with the passkey once the address is confirmed", async () => {
    const auth = new SoftAuthenticator();
    const { email } = fresh();
    const res = await signUpWith(auth, email);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, email, warnings: [] });
    const user = (await db().select().from(users).where(eq(users.email, email)).get())!;
    expect(user.passwordHash).toBeNull();
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, user.id)).all()).toHaveLength(1);

    const early = await passkeySignIn(auth);
    expect(early.status).toBe(403);
    expect(early.body.error.code).toBe("email_not_verified");
    await post("/api/auth/verify-email", { token: await linkToken(email, "verify") });
    const signedIn = await passkeySignIn(auth);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email, firstName: "Olga" });
  });

  it("answers a known address exactly alike, keeps no passkey, and tells the owner", async () => {
    const { email } = await verifiedMember();
    // The confirmation just went out: the next e-mail may follow at once.
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    const auth = new SoftAuthenticator();
    const res = await signUpWith(auth, email);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, email, warnings: [] });
    const owner = (await db().select().from(users).where(eq(users.email, email)).get())!;
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, owner.id)).all()).toHaveLength(0);
    const [latest] = await mailbox(email, 2);
    expect(latest!.subject).toBe("You already have a Forma account");
    expect((await passkeySignIn(auth)).body.error.code).toBe("passkey_unknown");
    // The password still works as before.
    expect((await signIn(email)).status).toBe(200);
  });

  it("refuses a passkey made for another address's options, and a replayed sign-up", async () => {
    const auth = new SoftAuthenticator();
    const { email } = fresh();
    const options = await post("/api/auth/passkeys/sign-up-options", { email, firstName: "Olga", lastName: "Petrova" });
    const response = await auth.create(options.body.options);
    const body = { firstName: "Olga", lastName: "Petrova", acceptAgreement: true, metrics, response };
    const other = await post("/api/auth/passkeys/sign-up", { ...body, email: fresh().email });
    expect(other.status).toBe(400);
    expect(other.body.error.code).toBe("passkey_failed");
    // The challenge was used by that attempt.
    expect((await post("/api/auth/passkeys/sign-up", { ...body, email })).body.error.code).toBe("challenge_expired");
    expect(await db().select().from(users).where(eq(users.email, email)).get()).toBeUndefined();
  });
});
