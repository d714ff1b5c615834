// The settings' security tab (GET /api/account/security, POST /api/account/sign-out-others) as a
// member sees it: every way in they have, their recent sign-ins with this device marked, nothing
// secret, nothing of another member; and "sign out everywhere else" keeping this session only.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock";
import type { SecurityJson } from "../../core/api/security";
import { app } from "../../worker/app";
import { getDb } from "../../worker/db/client";
import { identities, passkeys, recoveryCodes, twoStep, users } from "../../worker/db/schema";
import { call, fresh, post, strongPassword, verifiedMember } from "./auth-helpers";

const db = () => getDb(env.DB);
const chromeOnAndroid =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const safariOnMac =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";

/** A password sign-in from a browser in a country, at a moment; answers the session token. */
async function signInFrom(email: string, at: string, userAgent: string, country: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request("https://forma.test/api/auth/sign-in", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": fresh().ip, "User-Agent": userAgent, "CF-IPCountry": country },
      body: JSON.stringify({ email, password: strongPassword, returnToken: true }),
    }),
    { ...env, clock: fixedClock(at) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const overview = async (token: string) => {
  const res = await call("GET", "/api/account/security", undefined, { token });
  expect(res.status).toBe(200);
  expect(res.res.headers.get("Cache-Control")).toBe("no-store");
  return res.body as SecurityJson;
};

const whoAmI = (token: string) =>
  SELF.fetch("https://forma.test/api/auth/session", { headers: { Authorization: `Bearer ${token}` } }).then(
    async (r) => ((await r.json()) as { user: unknown }).user,
  );

const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)).get())!.id;

/** A member with every way in: a password, two passkeys, Google and Yandex, two-step with 10 codes (3 used). */
async function memberWithEveryWayIn(tag: string) {
  const { email } = await verifiedMember();
  const id = await idOf(email);
  const secret = { publicKey: `pk-${tag}-${crypto.randomUUID()}`, totp: `totp-${tag}-${crypto.randomUUID()}`, subject: `sub-${tag}-${crypto.randomUUID()}` };
  await db()
    .insert(passkeys)
    .values([
      { id: `cred-a-${tag}-${crypto.randomUUID()}`, userId: id, name: `MacBook ${tag}`, publicKey: secret.publicKey, counter: 3, deviceType: "multiDevice", backedUp: true, createdAt: new Date("2026-11-01T10:00:00Z"), lastUsedAt: new Date("2026-11-20T10:00:00Z") },
      { id: `cred-b-${tag}-${crypto.randomUUID()}`, userId: id, name: `YubiKey ${tag}`, publicKey: secret.publicKey, deviceType: "singleDevice", createdAt: new Date("2026-11-02T10:00:00Z") },
    ]);
  await db()
    .insert(identities)
    .values([
      { id: crypto.randomUUID(), userId: id, provider: "google", subject: secret.subject, email: `${tag}@gmail.com`, createdAt: new Date("2026-11-03T10:00:00Z"), lastUsedAt: new Date("2026-11-21T10:00:00Z") },
      { id: crypto.randomUUID(), userId: id, provider: "yandex", subject: `${secret.subject}-y`, email: null, createdAt: new Date("2026-11-04T10:00:00Z") },
    ]);
  await db().insert(twoStep).values({ userId: id, secret: secret.totp, enabledAt: new Date("2026-11-05T10:00:00Z"), lastStep: 1 });
  await db()
    .insert(recoveryCodes)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        id: crypto.randomUUID(),
        userId: id,
        codeHash: `hash-${tag}-${i}`,
        usedAt: i < 3 ? new Date("2026-11-06T10:00:00Z") : null,
      })),
    );
  return { email, id, secret };
}

describe("the security tab's overview", () => {
  it("answers 401 to a visitor", async () => {
    expect((await call("GET", "/api/account/security")).status).toBe(401);
    expect((await post("/api/account/sign-out-others", {})).status).toBe(401);
  });

  it("lists every way in and the recent sign-ins, this device marked, no secret and nothing of another member", async () => {
    const member = await memberWithEveryWayIn("one");
    const other = await memberWithEveryWayIn("two");
    // Two-step is on for these members: sign-ins made before it was turned on are the history.
    await db().update(twoStep).set({ enabledAt: null }).where(eq(twoStep.userId, member.id));
    await db().update(twoStep).set({ enabledAt: null }).where(eq(twoStep.userId, other.id));
    const phone = await signInFrom(member.email, "2026-11-28T08:00:00Z", chromeOnAndroid, "RU");
    const laptop = await signInFrom(member.email, "2026-11-29T09:30:00Z", safariOnMac, "XX");
    await signInFrom(other.email, "2026-11-29T10:00:00Z", chromeOnAndroid, "DE");
    await db().update(twoStep).set({ enabledAt: new Date("2026-11-05T10:00:00Z") }).where(eq(twoStep.userId, member.id));

    const seen = await overview(laptop);
    expect(seen).toEqual({
      hasPassword: true,
      passkeys: [
        { id: expect.stringMatching(/^cred-a-one-/), name: "MacBook one", createdAt: Date.parse("2026-11-01T10:00:00Z"), lastUsedAt: Date.parse("2026-11-20T10:00:00Z"), synced: true },
        { id: expect.stringMatching(/^cred-b-one-/), name: "YubiKey one", createdAt: Date.parse("2026-11-02T10:00:00Z"), lastUsedAt: null, synced: false },
      ],
      identities: [
        { provider: "google", email: "one@gmail.com", createdAt: Date.parse("2026-11-03T10:00:00Z"), lastUsedAt: Date.parse("2026-11-21T10:00:00Z") },
        { provider: "yandex", email: null, createdAt: Date.parse("2026-11-04T10:00:00Z"), lastUsedAt: null },
      ],
      // The tests run the development build: only the development provider is offered without credentials.
      providers: expect.any(Array),
      twoStep: { enabled: true, enabledAt: Date.parse("2026-11-05T10:00:00Z"), recoveryCodesLeft: 7 },
      // Newest first; the edge's "XX" (unknown) is no country.
      signIns: [
        { at: Date.parse("2026-11-29T09:30:00Z"), method: "password", secondStep: null, device: "Safari on Mac OS", country: null, current: true },
        { at: Date.parse("2026-11-28T08:00:00Z"), method: "password", secondStep: null, device: "Chrome on Android", country: "RU", current: false },
      ],
    });
    expect(seen.providers.every((p) => ["google", "yandex", "dev"].includes(p))).toBe(true);

    // The phone sees the same list, with its own sign-in marked.
    expect((await overview(phone)).signIns.map((s) => s.current)).toEqual([false, true]);

    const text = JSON.stringify(seen);
    for (const secret of [member.secret.publicKey, member.secret.totp, member.secret.subject, "hash-one-", "MacBook two", "two@gmail.com", "DE"]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it("shows a member without a password or two-step as such, and lets them set a first password", async () => {
    const { email } = await verifiedMember();
    const id = await idOf(email);
    const token = await signInFrom(email, "2026-11-29T10:00:00Z", safariOnMac, "FI");
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, id));
    await db().insert(twoStep).values({ userId: id, secret: "not-confirmed" });
    await db().insert(identities).values({ id: crypto.randomUUID(), userId: id, provider: "dev", subject: `dev-${id}`, email });

    const before = await overview(token);
    expect(before).toMatchObject({ hasPassword: false, passkeys: [], twoStep: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 } });
    expect(before.identities.map((i) => i.provider)).toEqual(["dev"]);

    const first = await post("/api/account/password", { newPassword: "F1rstPassword", confirmPassword: "F1rstPassword" }, { token });
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    expect((await overview(token)).hasPassword).toBe(true);
    // From now on a change needs the current password.
    const again = await post("/api/account/password", { newPassword: "Sec0ndPassword", confirmPassword: "Sec0ndPassword" }, { token });
    expect(again).toMatchObject({ status: 400, body: { error: { code: "wrong_password" } } });
    const signIn = await post("/api/auth/sign-in", { email, password: "F1rstPassword" });
    expect(signIn.status).toBe(200);
  });

  it("signs out every other session of the member and keeps this one and other members'", async () => {
    const { email } = await verifiedMember();
    const other = await verifiedMember();
    const here = await signInFrom(email, "2026-11-29T10:00:00Z", safariOnMac, "GB");
    const there = [
      await signInFrom(email, "2026-11-29T10:01:00Z", chromeOnAndroid, "GB"),
      await signInFrom(email, "2026-11-29T10:02:00Z", chromeOnAndroid, "FR"),
    ];
    const othersSession = await signInFrom(other.email, "2026-11-29T10:03:00Z", chromeOnAndroid, "FR");

    const res = await post("/api/account/sign-out-others", {}, { token: here });
    expect(res).toMatchObject({ status: 200, body: { ok: true, endedSessions: 2 } });
    expect(await whoAmI(here)).not.toBeNull();
    for (const token of there) expect(await whoAmI(token)).toBeNull();
    expect(await whoAmI(othersSession)).not.toBeNull();
    // The history stays; this device is still marked.
    expect((await overview(here)).signIns.map((s) => s.current)).toEqual([false, false, true]);
    expect((await post("/api/account/sign-out-others", {}, { token: here })).body).toEqual({ ok: true, endedSessions: 0 });
  });
});
