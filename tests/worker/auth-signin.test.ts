import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { idleLifetimeMs, readSession, sessionIdFromToken } from "../../worker/shared/session/store";
import { createToken } from "../../worker/auth/tokens";
import { getDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import { maskAddress } from "../../worker/auth/link-browser";
import {
  call,
  cookieToken,
  fresh,
  linkCookie,
  linkToken,
  mailbox,
  post,
  signIn,
  signUpBody,
  verifiedMember,
} from "./auth-helpers";
import { createSession, createUser } from "./factories";

const session = (headers: Record<string, string>) =>
  SELF.fetch("https://forma.test/api/auth/session", { headers }).then(async (r) => ({
    res: r,
    body: (await r.json()) as { user: { email: string } | null },
  }));

describe("POST /api/auth/sign-in", () => {
  it("signs in with a new HttpOnly __Host- cookie every time", async () => {
    const { email, password } = await verifiedMember();
    const first = await signIn(email, password);
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ email, firstName: "Anna", plan: "FREE" });
    expect(first.body.token).toBeUndefined();
    const cookie = first.res.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}; Path=\/; Expires=.+; HttpOnly; Secure; SameSite=Lax$/);
    const second = await signIn(email, password);
    expect(cookieToken(second.res)).not.toBe(cookieToken(first.res));
    expect((await session({ Cookie: `__Host-session=${cookieToken(first.res)}` })).body.user?.email).toBe(email);
  });

  it("gives API clients the token in the body, to send as a bearer token", async () => {
    const { email, password } = await verifiedMember();
    const res = await signIn(email, password, { returnToken: true });
    expect(res.res.headers.get("Set-Cookie")).toBeNull();
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.expiresAt).toBeGreaterThan(Date.now() + idleLifetimeMs - 60_000);
    expect((await session({ Authorization: `Bearer ${res.body.token}` })).body.user?.email).toBe(email);
  });

  it("answers a wrong password and an unknown address with the same message", async () => {
    const { email } = await verifiedMember();
    const wrong = await signIn(email, "Wr0ngPassword");
    const unknown = await signIn(fresh().email, "Wr0ngPassword");
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ error: { code: "invalid_credentials", message: "Invalid email or password" } });
    }
    const russian = await post("/api/auth/sign-in", { email, password: "Wr0ngPassword" }, { lang: "ru" });
    expect(russian.body.error.message).toBe("Неверная почта или пароль");
  });

  it("keeps an unverified account out and says a link can be sent again", async () => {
    const { email } = fresh();
    await post("/api/auth/sign-up", signUpBody(email));
    const res = await signIn(email);
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({
      code: "email_not_verified",
      message: "Please confirm your email address first. We can send the link again.",
    });
    expect(res.res.headers.get("Set-Cookie")).toBeNull();
  });

  it("locks an account for 15 minutes after 5 wrong passwords, even for the right one", async () => {
    const { email, password } = await verifiedMember();
    for (let i = 0; i < 5; i++) expect((await signIn(email, "Wr0ngPassword")).status).toBe(401);
    const locked = await signIn(email, password);
    expect(locked.status).toBe(429);
    expect(Number(locked.res.headers.get("Retry-After"))).toBeGreaterThan(14 * 60);
    expect(locked.body.error.message).toBe("Too many attempts. Please try again in 15 min.");
    const ru = await post("/api/auth/sign-in", { email, password }, { lang: "ru" });
    expect(ru.body.error.message).toBe("Слишком много попыток. Попробуйте снова через 15\u00a0мин.");
  });

  it("limits failed sign-ins per IP address across accounts", async () => {
    const { ip } = fresh();
    for (let i = 0; i < 30; i++) {
      expect((await post("/api/auth/sign-in", { email: fresh().email, password: "Wr0ngPassword" }, { ip })).status).toBe(401);
    }
    const { email, password } = await verifiedMember();
    expect((await post("/api/auth/sign-in", { email, password }, { ip })).status).toBe(429);
    expect((await signIn(email, password)).status).toBe(200);
  }, 30_000);

  it("validates the input before anything else", async () => {
    expect((await post("/api/auth/sign-in", { email: "nope@", password: "x" })).body.error.message).toBe("Invalid email address");
    expect((await post("/api/auth/sign-in", { email: fresh().email, password: "" })).body.error.message).toBe(
      "Enter your password",
    );
  });
});

describe("sessions", () => {
  it("extends the idle lifetime on use and renews the cookie", async () => {
    const { id } = await createUser();
    const token = await createSession(id, { expiresAt: Date.now() + 2 * 24 * 60 * 60 * 1000 });
    const { res } = await session({ Cookie: `__Host-session=${token}` });
    expect(res.headers.get("Set-Cookie")).toContain(`__Host-session=${token}`);
    const record = await readSession(env.SESSIONS, sessionIdFromToken(token));
    expect(record!.expiresAt).toBeGreaterThan(Date.now() + idleLifetimeMs - 60_000);
  });

  it("live in real time whatever day the request's clock says", async () => {
    const { email, password } = await verifiedMember();
    // Signed in on a request dated years back (the sign-in's history keeps that day), still signed in now.
    const then = await post("/api/auth/sign-in", { email, password, returnToken: true }, { now: "2020-01-01T09:00:00Z" });
    expect(then.status).toBe(200);
    const token = then.body.token as string;
    expect(then.body.expiresAt).toBeGreaterThan(Date.now() + idleLifetimeMs - 60_000);
    const whoAmI = async (now?: string) =>
      (await call("GET", "/api/auth/session", undefined, { token, ...(now && { now }) })).body.user;
    expect(await whoAmI()).toMatchObject({ email });
    // A request dated years ahead (a test of a later week) does not sign the member out either.
    expect(await whoAmI("2031-03-10T12:00:00Z")).toMatchObject({ email });
    expect(await whoAmI("2019-06-01T12:00:00Z")).toMatchObject({ email });
  });

  it("never extends past the absolute lifetime of 30 days", async () => {
    const { id } = await createUser();
    const createdAt = Date.now() - 29 * 24 * 60 * 60 * 1000;
    const token = await createSession(id, { createdAt, expiresAt: Date.now() + 60 * 60 * 1000 });
    await session({ Authorization: `Bearer ${token}` });
    const record = await readSession(env.SESSIONS, sessionIdFromToken(token));
    expect(record!.expiresAt).toBeLessThanOrEqual(createdAt + 30 * 24 * 60 * 60 * 1000);
  });

  it("sign-out ends the session on the server", async () => {
    const { email, password } = await verifiedMember();
    const token = cookieToken((await signIn(email, password)).res)!;
    const out = await post("/api/auth/sign-out", {}, { cookie: `__Host-session=${token}` });
    expect(out.res.headers.get("Set-Cookie")).toMatch(/^__Host-session=; Max-Age=0; Path=\/; Secure/);
    expect((await session({ Cookie: `__Host-session=${token}` })).body.user).toBeNull();
  });
});

describe("e-mailed sign-in link", () => {
  it("answers the same for any address and mails only real accounts", async () => {
    const { email } = await verifiedMember();
    const stranger = fresh().email;
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    const known = await post("/api/auth/sign-in-link", { email });
    const unknown = await post("/api/auth/sign-in-link", { email: stranger });
    expect(known).toMatchObject({ status: 200, body: { ok: true } });
    expect(unknown).toMatchObject({ status: 200, body: { ok: true } });
    expect(await mailbox(stranger)).toEqual([]);
    expect((await mailbox(email, 2))[0]!.subject).toBe("Your Forma sign-in link");
  });

  it("signs in once with the link in the browser that asked for it, and verifies the address", async () => {
    const { email } = fresh();
    await post("/api/auth/sign-up", signUpBody(email));
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    const asked = await post("/api/auth/sign-in-link", { email });
    const browser = linkCookie(asked.res);
    const token = await linkToken(email, "link");
    const res = await post("/api/auth/sign-in-link/consume", { token }, { cookie: browser });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    expect(cookieToken(res.res)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The nonce has done its work.
    expect(res.res.headers.get("Set-Cookie")).toMatch(/__Host-sign-in-link=; Max-Age=0; Path=\/; Secure/);
    const user = await getDb(env.DB).select().from(users).where(eq(users.email, email)).get();
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect((await post("/api/auth/sign-in-link/consume", { token }, { cookie: browser })).body.error.code).toBe("link_invalid");
    expect((await post("/api/auth/sign-in-link/consume", { token, confirm: true })).body.error.code).toBe("link_invalid");
  });

  it("gives the asking browser a short-lived __Host- cookie, for any address", async () => {
    const { email } = await verifiedMember();
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    for (const address of [email, fresh().email]) {
      const asked = await post("/api/auth/sign-in-link", { email: address });
      expect(asked.res.headers.get("Set-Cookie")).toMatch(
        /^__Host-sign-in-link=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
    }
  });

  it("in another browser only names the account, masked, and signs in once when confirmed", async () => {
    const { email } = await verifiedMember();
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    const asked = await post("/api/auth/sign-in-link", { email });
    const token = await linkToken(email, "link");
    // Another browser: none of the asking browser's cookie, or a nonce of its own from a request of its own.
    const own = linkCookie((await post("/api/auth/sign-in-link", { email: fresh().email })).res);
    for (const cookie of [undefined, own, "__Host-sign-in-link=not-a-nonce"]) {
      const elsewhere = await post("/api/auth/sign-in-link/consume", { token }, { cookie });
      expect(elsewhere.status).toBe(200);
      expect(elsewhere.body).toEqual({ confirmation: { email: `u•••@example.com` } });
      expect(JSON.stringify(elsewhere.body)).not.toContain(email.split("@")[0]);
      expect(cookieToken(elsewhere.res)).toBeNull();
      expect(elsewhere.res.headers.get("Cache-Control")).toBe("no-store");
    }
    const confirmed = await post("/api/auth/sign-in-link/consume", { token, confirm: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe(email);
    expect(cookieToken(confirmed.res)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await session({ Cookie: `__Host-session=${cookieToken(confirmed.res)}` })).body.user?.email).toBe(email);
    // Used: neither a second confirmation nor the asking browser gets in with it.
    for (const [body, cookie] of [
      [{ token, confirm: true }, undefined],
      [{ token }, undefined],
      [{ token }, linkCookie(asked.res)],
    ] as const) {
      const again = await post("/api/auth/sign-in-link/consume", body, { cookie, lang: "ru" });
      expect(again).toMatchObject({
        status: 400,
        body: { error: { code: "link_invalid", message: "Ссылка недействительна или устарела." } },
      });
      expect(cookieToken(again.res)).toBeNull();
    }
  });

  it("answers an unknown or expired link as invalid, never with a confirmation", async () => {
    const { id } = await createUser();
    const expired = await createToken(getDb(env.DB), id, "sign_in", Date.now() - 10 * 60 * 1000 - 1000);
    for (const token of [expired, "A".repeat(43)]) {
      for (const body of [{ token }, { token, confirm: true }]) {
        expect(await post("/api/auth/sign-in-link/consume", body)).toMatchObject({
          status: 400,
          body: { error: { code: "link_invalid" } },
        });
      }
    }
  });

  it("refuses a confirmation sent by another site's page", async () => {
    const { email } = await verifiedMember();
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    await post("/api/auth/sign-in-link", { email });
    const token = await linkToken(email, "link");
    const res = await SELF.fetch("https://forma.test/api/auth/sign-in-link/consume", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify({ token, confirm: true }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    // The link is still unused: its owner can go on.
    expect((await post("/api/auth/sign-in-link/consume", { token, confirm: true })).status).toBe(200);
  });

  it("masks the address to its first letter and its domain", () => {
    expect(maskAddress("anna@example.com")).toBe("a•••@example.com");
    expect(maskAddress("a@example.com")).toBe("a•••@example.com");
    expect(maskAddress("ёлка.иванова@почта.рф")).toBe("ё•••@почта.рф");
    expect(maskAddress("😀x@example.com")).toBe("😀•••@example.com");
  });

  it("refuses a link older than 10 minutes", async () => {
    const { id } = await createUser();
    const token = await createToken(getDb(env.DB), id, "sign_in", Date.now() - 10 * 60 * 1000 - 1000);
    const res = await post("/api/auth/sign-in-link/consume", { token }, { lang: "ru" });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: "link_invalid", message: "Ссылка недействительна или устарела." } },
    });
  });

  it("sends at most one e-mail a minute and five an hour to an address", async () => {
    const { email } = await verifiedMember();
    const key = `mailPerAddressMinute:${email}`;
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(key).run();
    expect((await post("/api/auth/sign-in-link", { email })).status).toBe(200);
    const soon = await post("/api/auth/sign-in-link", { email });
    expect(soon.status).toBe(429);
    expect(soon.body.error.message).toBe("Too many attempts. Please try again in 1 min.");
    // Four messages so far this hour (verification, link); three more minutes' worth reach five.
    for (let i = 0; i < 3; i++) {
      await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(key).run();
      await post("/api/auth/sign-in-link", { email });
    }
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(key).run();
    const hourly = await post("/api/auth/sign-in-link", { email });
    expect(hourly.status).toBe(429);
    expect(Number(hourly.res.headers.get("Retry-After"))).toBeGreaterThan(50 * 60);
  });
});
