import { env, SELF } from "cloudflare:test";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { devApiRoutes, devPageRoutes } from "../../worker/dev/routes";
import type { AppEnv } from "../../worker/env";
import { dbMiddleware } from "../../worker/platform/db";
import { onError } from "../../worker/platform/errors";
import { localeMiddleware } from "../../worker/platform/locale";
import { fresh, mailbox, post, signUpBody } from "./auth-helpers";

describe("development mailbox", () => {
  it("lists an address's messages newest first with to, subject, text, html, links and createdAt", async () => {
    const { email } = fresh();
    await post("/api/auth/sign-up", signUpBody(email));
    await env.DB.prepare("DELETE FROM rate_limits WHERE key = ?1").bind(`mailPerAddressMinute:${email}`).run();
    await post("/api/auth/resend-verification", { email });
    const mails = await mailbox(email, 2);
    expect(mails).toHaveLength(2);
    expect(Object.keys(mails[0]!).sort()).toEqual(["createdAt", "html", "links", "subject", "text", "to"]);
    expect(Date.parse(mails[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.createdAt));
    expect(mails[0]!.links[0]).not.toBe(mails[1]!.links[0]);
  });

  it("shows the messages on /dev/mail", async () => {
    const { email } = fresh();
    await post("/api/auth/sign-up", signUpBody(email));
    const res = await SELF.fetch(`http://localhost/dev/mail?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Confirm your email for Forma");
    expect(html).toContain(`To ${email}`);
  });

  it("lets tests clear an address's e-mail budget", async () => {
    const { email } = fresh();
    await post("/api/auth/sign-up", signUpBody(email));
    expect((await post("/api/auth/resend-verification", { email })).status).toBe(429);
    const res = await SELF.fetch(`http://localhost/api/dev/limits?subject=${encodeURIComponent(email)}`, { method: "DELETE" });
    expect(await res.json()).toEqual({ cleared: 2 });
    expect((await post("/api/auth/resend-verification", { email })).status).toBe(200);
  });

  it("answers 404 in any other environment", async () => {
    const app = new Hono<AppEnv>()
      .use(dbMiddleware)
      .use(localeMiddleware)
      .route("/api/dev", devApiRoutes())
      .route("/dev", devPageRoutes());
    app.onError(onError);
    for (const appEnv of ["production", "staging"]) {
      const production = { ...env, APP_ENV: appEnv };
      expect((await app.request("/api/dev/outbox?to=a@example.com", {}, production)).status).toBe(404);
      expect((await app.request("/dev/mail", {}, production)).status).toBe(404);
      expect((await app.request("/api/dev/limits?subject=a@example.com", { method: "DELETE" }, production)).status).toBe(404);
    }
    expect((await app.request("/api/dev/outbox", {}, env)).status).toBe(200);
  });

  it("answers only on a local host name, even with APP_ENV=development", async () => {
    for (const host of ["https://forma.test", "https://forma.example", "http://192.168.1.20:8787", "http://localhost.evil.example"]) {
      expect((await SELF.fetch(`${host}/api/dev/outbox`)).status, host).toBe(404);
      expect((await SELF.fetch(`${host}/dev/mail`)).status, host).toBe(404);
      expect((await SELF.fetch(`${host}/api/dev/limits?subject=a@example.com`, { method: "DELETE" })).status, host).toBe(404);
    }
    for (const host of ["http://localhost:8787", "http://127.0.0.1:5173", "http://[::1]"]) {
      expect((await SELF.fetch(`${host}/api/dev/outbox`)).status, host).toBe(200);
      expect((await SELF.fetch(`${host}/dev/mail`)).status, host).toBe(200);
    }
  });
});
