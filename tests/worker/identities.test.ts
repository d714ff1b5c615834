// Sign-in with another service (worker/auth/identities): the start, the provider's return, the
// development provider (worker/dev/identity-provider), linking after proof, unlinking.
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { sha256 } from "@oslojs/crypto/sha2";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fixedClock } from "../../core/clock";
import { app } from "../../worker/app";
import { getDb } from "../../worker/db/client";
import { identities, signIns, twoStep, users } from "../../worker/db/schema";
import { googleProfile, yandexProfile } from "../../worker/auth/identities/providers";
import { IdentityFailure } from "../../worker/shared/identity-client";
import { fresh, strongPassword, verifiedMember } from "./auth-helpers";

const local = "http://localhost";

// Failed returns are logged (console.error); the tests that expect them silence it.
afterEach(() => vi.restoreAllMocks());
const db = getDb(env.DB);

/** One browser: its cookies, its address. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip = fresh().ip;

  async fetch(url: string, init: RequestInit & { env?: Partial<Cloudflare.Env>; now?: number } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("CF-Connecting-IP", this.ip);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const request = new Request(new URL(url, local), { ...init, headers, redirect: "manual" });
    let res: Response;
    if (init.env || init.now !== undefined) {
      const ctx = createExecutionContext();
      res = await app.fetch(request, { ...env, ...init.env, ...(init.now !== undefined ? { clock: fixedClock(init.now) } : {}) }, ctx);
      await waitOnExecutionContext(ctx);
    } else {
      res = await SELF.fetch(request);
    }
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const name = pair!.slice(0, pair!.indexOf("="));
      const value = pair!.slice(pair!.indexOf("=") + 1);
      if (/Max-Age=0/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  json(path: string, body: unknown, init: RequestInit & { env?: Partial<Cloudflare.Env> } = {}) {
    return this.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), ...init });
  }

  async session(): Promise<{ email: string; firstName: string } | null> {
    return ((await (await this.fetch("/api/auth/session")).json()) as { user: { email: string; firstName: string } | null }).user;
  }

  async signInWithPassword(email: string) {
    const res = await this.json("/api/auth/sign-in", { email, password: strongPassword });
    expect(res.status).toBe(200);
  }
}

interface Account {
  email: string;
  verified?: boolean;
  firstName?: string;
}

/** The flow cookie's contents (the test reads and alters it as a tampering client could). */
const readFlow = (b: Browser) =>
  JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(b.cookies.get("__Host-identity-flow")!))) as Record<string, unknown>;
const writeFlow = (b: Browser, flow: Record<string, unknown>) =>
  b.cookies.set("__Host-identity-flow", encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(flow))));

async function start(b: Browser, body: { intent: "sign_in" | "link"; redirect?: string }, provider = "dev") {
  const res = await b.json(`/api/auth/identities/${provider}/start`, body);
  return { res, body: (await res.json()) as { url: string } };
}

/** Through the development provider's page, as a person would: the provider's redirect back. */
async function atProvider(b: Browser, url: string, account: Account | "cancel"): Promise<string> {
  const page = await b.fetch(url);
  expect(page.status).toBe(200);
  const form = new URLSearchParams(new URL(url).searchParams);
  if (account === "cancel") form.set("decision", "deny");
  else {
    form.set("decision", "allow");
    form.set("email", account.email);
    form.set("given_name", account.firstName ?? "Maria");
    form.set("family_name", "Smirnova");
    if (account.verified !== false) form.set("email_verified", "1");
  }
  const back = await b.fetch("/dev/identity/authorize", { method: "POST", body: form });
  expect(back.status).toBe(303);
  return back.headers.get("Location")!;
}

/** A whole sign-in (or link) through the development provider; answers where the app sent the browser. */
async function viaDev(b: Browser, account: Account, body: { intent: "sign_in" | "link"; redirect?: string } = { intent: "sign_in", redirect: "/profile" }) {
  const { body: started } = await start(b, body);
  const callback = await atProvider(b, started.url, account);
  const done = await b.fetch(callback);
  expect(done.status).toBe(303);
  return { location: done.headers.get("Location")!, callback, res: done };
}

const userByEmail = (email: string) => db.select().from(users).where(eq(users.email, email)).get();
const identitiesOf = (userId: string) => db.select().from(identities).where(eq(identities.userId, userId)).all();

describe("the providers offered", () => {
  it("offers the development provider only in development on a local host, Google and Yandex ID when configured", async () => {
    const b = new Browser();
    expect(await (await b.fetch("/api/auth/providers")).json()).toEqual({ providers: ["dev"] });
    expect(await (await b.fetch("https://forma.test/api/auth/providers")).json()).toEqual({ providers: [] });
    const configured = { GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret", YANDEX_CLIENT_ID: "y-id", YANDEX_CLIENT_SECRET: "y-secret" };
    const res = await b.fetch("https://forma.test/api/auth/providers", { env: configured });
    expect(await res.json()).toEqual({ providers: ["google", "yandex"] });
    const production = await b.fetch(`${local}/api/auth/providers`, { env: { APP_ENV: "production" } });
    expect(await production.json()).toEqual({ providers: [] });
    // The development provider's pages are not there either.
    expect((await b.fetch("https://forma.test/dev/identity/authorize")).status).toBe(404);
    expect((await b.fetch(`${local}/dev/identity/authorize`, { env: { APP_ENV: "production" } })).status).toBe(404);
    const unavailable = await b.json("https://forma.test/api/auth/identities/google/start", { intent: "sign_in" });
    expect(unavailable.status).toBe(404);
    expect(((await unavailable.json()) as { error: { code: string } }).error.code).toBe("provider_unavailable");
  });

  it("starts Google and Yandex ID with state, an S256 challenge of the cookie's verifier and the registered return address", async () => {
    const configured = {
      APP_URL: "https://forma.example",
      GOOGLE_CLIENT_ID: "g-id",
      GOOGLE_CLIENT_SECRET: "g-secret",
      YANDEX_CLIENT_ID: "y-id",
      YANDEX_CLIENT_SECRET: "y-secret",
    };
    for (const [provider, host] of [
      ["google", "accounts.google.com"],
      ["yandex", "oauth.yandex.ru"],
    ] as const) {
      const b = new Browser();
      const res = await b.json(`https://forma.example/api/auth/identities/${provider}/start`, { intent: "sign_in", redirect: "/diary" }, { env: configured });
      expect(res.status).toBe(200);
      const url = new URL(((await res.json()) as { url: string }).url);
      expect(url.host).toBe(host);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-identity-flow="))!;
      expect(cookie).toMatch(/^__Host-identity-flow=[A-Za-z0-9_-]+; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      const flow = readFlow(b);
      expect(flow).toMatchObject({ provider, intent: "sign_in", redirect: "/diary" });
      expect(url.searchParams.get("state")).toBe(flow.state);
      expect(url.searchParams.get("code_challenge_method")).toBe("S256");
      const challenge = encodeBase64urlNoPadding(sha256(new TextEncoder().encode(flow.verifier as string)));
      expect(url.searchParams.get("code_challenge")).toBe(challenge);
      expect(url.searchParams.get("redirect_uri")).toBe(`https://forma.example/auth/${provider}/callback`);
      expect(url.searchParams.get("client_id")).toBe(provider === "google" ? "g-id" : "y-id");
      expect(url.searchParams.get("response_type")).toBe("code");
      // Nothing secret travels to the provider.
      expect(url.toString()).not.toContain(flow.verifier as string);
    }
  });

  it("takes only a path of this app to return to", async () => {
    const b = new Browser();
    for (const redirect of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)"]) {
      const { res } = await start(b, { intent: "sign_in", redirect });
      expect(res.status, redirect).toBe(400);
    }
  });
});

describe("signing up and in through the development provider", () => {
  it("makes an account for a confirmed address it has never seen, then signs the same identity in again", async () => {
    const email = fresh().email;
    const first = new Browser();
    const { location, res } = await viaDev(first, { email, firstName: "Maria" }, { intent: "sign_in", redirect: "/diary" });
    expect(location).toBe("/diary");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__Host-session="))).toBe(true);
    expect(first.cookies.has("__Host-identity-flow")).toBe(false);
    expect(await first.session()).toMatchObject({ email, firstName: "Maria" });
    const user = (await userByEmail(email))!;
    expect(user.passwordHash).toBeNull();
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await identitiesOf(user.id)).toMatchObject([{ provider: "dev", email }]);

    const again = new Browser();
    expect((await viaDev(again, { email })).location).toBe("/profile");
    expect((await again.session())?.email).toBe(email);
    expect(await db.select().from(users).where(eq(users.email, email)).all()).toHaveLength(1);
    const methods = await db.select({ method: signIns.method }).from(signIns).where(eq(signIns.userId, user.id)).all();
    expect(methods).toEqual([{ method: "dev" }, { method: "dev" }]);
  });

  it("makes no account for an address the provider did not confirm", async () => {
    const email = fresh().email;
    const b = new Browser();
    expect((await viaDev(b, { email, verified: false })).location).toBe("/login?notice=identity_unverified&redirect=%2Fprofile");
    expect(await userByEmail(email)).toBeUndefined();
    expect(await b.session()).toBeNull();
  });

  it("comes back from a cancel at the provider with nothing done, to the phone's sign-in when it started there", async () => {
    const b = new Browser();
    const { body } = await start(b, { intent: "sign_in", redirect: "/mprofile" });
    const back = await b.fetch(await atProvider(b, body.url, "cancel"));
    expect(back.headers.get("Location")).toBe("/mlogin?redirect=%2Fmprofile");
    expect(await b.session()).toBeNull();
  });

  it("sends a member with two-step verification on to the second step, with no session yet", async () => {
    const email = fresh().email;
    await viaDev(new Browser(), { email });
    const user = (await userByEmail(email))!;
    await db.insert(twoStep).values({ userId: user.id, secret: "c2VjcmV0", enabledAt: new Date() });
    const b = new Browser();
    const { location, res } = await viaDev(b, { email }, { intent: "sign_in", redirect: "/workout" });
    expect(location).toMatch(/^\/login\?redirect=%2Fworkout#two-step=[A-Za-z0-9_-]{43}$/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__Host-session="))).toBe(false);
    expect(await b.session()).toBeNull();
  });
});

describe("the provider's return", () => {
  const failed = "/login?notice=identity_failed&redirect=%2Fprofile";

  it("refuses a wrong state, a missing or expired flow, and another provider's return", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const email = fresh().email;
    const b = new Browser();
    const { body } = await start(b, { intent: "sign_in", redirect: "/profile" });
    const callback = await atProvider(b, body.url, { email });
    const flow = readFlow(b);

    const wrongState = new URL(callback, local);
    wrongState.searchParams.set("state", `${flow.state as string}x`);
    expect((await b.fetch(wrongState.toString())).headers.get("Location")).toBe(failed);

    // The flow works once: the return above cleared it, so even the right state is refused now.
    expect(b.cookies.has("__Host-identity-flow")).toBe(false);
    expect((await b.fetch(callback)).headers.get("Location")).toBe("/login?notice=identity_failed");

    writeFlow(b, flow);
    expect((await b.fetch(callback.replace("/auth/dev/", "/auth/google/"))).headers.get("Location")).toBe(failed);

    writeFlow(b, flow);
    const later = (flow.startedAt as number) + 10 * 60_000 + 1;
    expect((await b.fetch(callback, { now: later })).headers.get("Location")).toBe("/login?notice=identity_failed");
    expect(await userByEmail(email)).toBeUndefined();
    // The log says which provider and where, never the code, the state or the address.
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toContain(JSON.stringify({ level: "warn", event: "identity_failed", provider: "dev", step: "state" }));
    const code = new URL(callback, local).searchParams.get("code")!;
    for (const secret of [code, flow.state as string, email]) expect(lines.join("\n")).not.toContain(secret);
  });

  it("refuses a wrong PKCE verifier and a replayed code: the development provider's token endpoint says no", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const email = fresh().email;
    const b = new Browser();
    const { body } = await start(b, { intent: "sign_in", redirect: "/profile" });
    const callback = await atProvider(b, body.url, { email });
    const flow = readFlow(b);
    writeFlow(b, { ...flow, verifier: encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32))) });
    expect((await b.fetch(callback)).headers.get("Location")).toBe(failed);
    expect(await userByEmail(email)).toBeUndefined();

    // A fresh code, used once, then replayed with the same (right) flow.
    const second = await start(b, { intent: "sign_in", redirect: "/profile" });
    const callback2 = await atProvider(b, second.body.url, { email });
    const flow2 = readFlow(b);
    expect((await b.fetch(callback2)).headers.get("Location")).toBe("/profile");
    const replay = new Browser();
    writeFlow(replay, flow2);
    expect((await replay.fetch(callback2)).headers.get("Location")).toBe(failed);
    expect(await replay.session()).toBeNull();
  });

  it("has a token endpoint that checks the verifier, the return address, the client and single use", async () => {
    const b = new Browser();
    const { body } = await start(b, { intent: "sign_in" });
    const code = new URL(await atProvider(b, body.url, { email: fresh().email }), local).searchParams.get("code")!;
    const verifier = readFlow(b).verifier as string;
    const token = (fields: Record<string, string>) =>
      b.fetch("/dev/identity/token", {
        method: "POST",
        body: new URLSearchParams({ grant_type: "authorization_code", client_id: "forma-development", code, redirect_uri: `${local}/auth/dev/callback`, code_verifier: verifier, ...fields }),
      });
    expect((await token({ client_id: "someone-else" })).status).toBe(401);
    // A wrong verifier spends the code too (it is read once), as at a strict provider.
    const wrong = await token({ code_verifier: "A".repeat(43) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "invalid_grant" });
    expect((await token({})).status).toBe(400);

    const other = await start(b, { intent: "sign_in" });
    const code2 = new URL(await atProvider(b, other.body.url, { email: fresh().email }), local).searchParams.get("code")!;
    const verifier2 = readFlow(b).verifier as string;
    expect((await token({ code: code2, code_verifier: verifier2, redirect_uri: "http://localhost/elsewhere" })).status).toBe(400);
  });
});

describe("linking an identity to an existing account", () => {
  it("never links by a matching address: it waits until the member signs in, then asks", async () => {
    const { email } = await verifiedMember();
    const member = (await userByEmail(email))!;
    const b = new Browser();
    const { location, res } = await viaDev(b, { email });
    expect(location).toBe("/login?notice=identity_exists&redirect=%2Fsettings%23security");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("__Host-session="))).toBe(false);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("__Host-pending-identity="))).toMatch(
      /^__Host-pending-identity=[A-Za-z0-9_-]{43}; Max-Age=900; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(await identitiesOf(member.id)).toEqual([]);
    expect(await b.session()).toBeNull();
    expect(await (await b.fetch("/api/auth/pending-identity")).json()).toEqual({ pending: null });

    // Another member signed in on this browser is not offered it, and cannot take it.
    const { email: otherEmail } = await verifiedMember();
    const stranger = new Browser();
    stranger.cookies.set("__Host-pending-identity", b.cookies.get("__Host-pending-identity")!);
    await stranger.signInWithPassword(otherEmail);
    expect(await (await stranger.fetch("/api/auth/pending-identity")).json()).toEqual({ pending: null });
    expect((await stranger.json("/api/account/identities/pending", { accept: true })).status).toBe(410);

    await b.signInWithPassword(email);
    expect(await (await b.fetch("/api/auth/pending-identity")).json()).toEqual({ pending: { provider: "dev", email } });
    const accepted = await b.json("/api/account/identities/pending", { accept: true });
    expect(accepted.status).toBe(200);
    expect(b.cookies.has("__Host-pending-identity")).toBe(false);
    expect(await identitiesOf(member.id)).toMatchObject([{ provider: "dev", email }]);
    expect((await b.json("/api/account/identities/pending", { accept: true })).status).toBe(410);

    // From now on the identity signs this member in.
    const later = new Browser();
    expect((await viaDev(later, { email })).location).toBe("/profile");
    expect((await later.session())?.email).toBe(email);
  });

  it("forgets a declined identity", async () => {
    const { email } = await verifiedMember();
    const b = new Browser();
    await viaDev(b, { email });
    await b.signInWithPassword(email);
    expect((await b.json("/api/account/identities/pending", { accept: false })).status).toBe(200);
    // From the phone shell, the sign-in screen is the phone's.
    expect((await viaDev(new Browser(), { email }, { intent: "sign_in", redirect: "/mprofile" })).location).toBe(
      "/mlogin?notice=identity_exists&redirect=%2Fsettings%23security",
    );
    expect(await (await b.fetch("/api/auth/pending-identity")).json()).toEqual({ pending: null });
    expect(await identitiesOf((await userByEmail(email))!.id)).toEqual([]);
  });

  it("connects a signed-in member's identity, and refuses one that is someone else's", async () => {
    const { email } = await verifiedMember();
    const b = new Browser();
    expect((await start(b, { intent: "link" })).res.status).toBe(401);
    await b.signInWithPassword(email);
    const providerEmail = fresh().email;
    const linked = await viaDev(b, { email: providerEmail }, { intent: "link", redirect: "/settings#security" });
    expect(linked.location).toBe("/settings?identity=linked#security");
    expect(await identitiesOf((await userByEmail(email))!.id)).toMatchObject([{ provider: "dev", email: providerEmail }]);

    const { email: otherEmail } = await verifiedMember();
    const other = new Browser();
    await other.signInWithPassword(otherEmail);
    const taken = await viaDev(other, { email: providerEmail }, { intent: "link", redirect: "/settings#security" });
    expect(taken.location).toBe("/settings?identity=taken#security");
    expect(await identitiesOf((await userByEmail(otherEmail))!.id)).toEqual([]);
  });

  it("links only to the member who started, still signed in at the return", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { email } = await verifiedMember();
    const b = new Browser();
    await b.signInWithPassword(email);
    const { body } = await start(b, { intent: "link", redirect: "/settings#security" });
    const callback = await atProvider(b, body.url, { email: fresh().email });
    await b.json("/api/auth/sign-out", {});
    expect((await b.fetch(callback)).headers.get("Location")).toBe("/settings?identity=failed#security");
    expect(await identitiesOf((await userByEmail(email))!.id)).toEqual([]);
  });
});

describe("unlinking", () => {
  it("removes an identity while another way in remains, and never the last one", async () => {
    const { email } = await verifiedMember();
    const b = new Browser();
    await b.signInWithPassword(email);
    await viaDev(b, { email: fresh().email }, { intent: "link" });
    const remove = () => b.fetch("/api/account/identities/dev", { method: "DELETE" });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    expect((await b.fetch("/api/account/identities/twitter", { method: "DELETE" })).status).toBe(400);

    // An account made through the provider has no password: its identity is its only way in.
    const only = new Browser();
    const providerEmail = fresh().email;
    await viaDev(only, { email: providerEmail });
    const refused = await only.fetch("/api/account/identities/dev", { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("last_way_in");
    expect(await identitiesOf((await userByEmail(providerEmail))!.id)).toHaveLength(1);
  });

  it("keeps one of two identities when both are removed at once", async () => {
    const providerEmail = fresh().email;
    const b = new Browser();
    await viaDev(b, { email: providerEmail });
    const user = (await userByEmail(providerEmail))!;
    await db.insert(identities).values({ id: crypto.randomUUID(), userId: user.id, provider: "google", subject: `g-${user.id}`, email: providerEmail });
    const answers = await Promise.all(["dev", "google"].map((p) => b.fetch(`/api/account/identities/${p}`, { method: "DELETE" })));
    expect(answers.map((r) => r.status).sort()).toEqual([204, 409]);
    expect(await identitiesOf(user.id)).toHaveLength(1);
  });
});

describe("the development provider's page", () => {
  it("is in the visitor's language and refuses a request for another return address", async () => {
    const b = new Browser();
    const { body } = await start(b, { intent: "sign_in" });
    b.cookies.set("lang", "ru");
    const ru = await (await b.fetch(body.url)).text();
    expect(ru).toContain("Тестовый сервис входа");
    const elsewhere = new URL(body.url);
    elsewhere.searchParams.set("redirect_uri", "https://evil.example/auth/dev/callback");
    const res = await b.fetch(elsewhere.toString());
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain("evil.example");
  });
});

describe("reading Google's and Yandex ID's answers", () => {
  it("takes Google's claims only from its issuer for this client, and Yandex ID's address as confirmed", () => {
    const claims = { iss: "https://accounts.google.com", aud: "g-id", sub: "1234", email: "ann@example.com", email_verified: true, given_name: "Ann", family_name: "Lee" };
    expect(googleProfile(claims, "g-id")).toEqual({ subject: "1234", email: "ann@example.com", emailVerified: true, firstName: "Ann", lastName: "Lee" });
    expect(googleProfile({ ...claims, email_verified: false }, "g-id").emailVerified).toBe(false);
    expect(() => googleProfile(claims, "another-client")).toThrow(IdentityFailure);
    expect(() => googleProfile({ ...claims, iss: "https://evil.example" }, "g-id")).toThrow(IdentityFailure);
    expect(yandexProfile({ id: "987", default_email: "ivan@yandex.ru", first_name: "Иван", last_name: "Петров" })).toEqual({
      subject: "987",
      email: "ivan@yandex.ru",
      emailVerified: true,
      firstName: "Иван",
      lastName: "Петров",
    });
    expect(yandexProfile({ id: "987" })).toMatchObject({ email: null, emailVerified: false });
    expect(() => yandexProfile({ login: "ivan" })).toThrow(IdentityFailure);
  });
});

describe("the start's limit", () => {
  it("lets one address begin only so many sign-ins at a time", async () => {
    const b = new Browser();
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await start(b, { intent: "sign_in" })).res.status);
    expect(answers.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
