import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dummyHash, hashPassword, needsRehash, productionParams, verifyPassword } from "../../worker/auth/password";
import { verifyCaptcha } from "../../worker/platform/captcha";
import { mailerFor } from "../../worker/platform/mail/select";
import { getDb } from "../../worker/db/client";

describe("password hashing", () => {
  it("stores scrypt with its parameters and a random salt, and verifies only the right password", async () => {
    const a = await hashPassword("Str0ngPass");
    const b = await hashPassword("Str0ngPass");
    expect(a).not.toBe(b);
    expect(await verifyPassword("Str0ngPass", a)).toBe(true);
    expect(await verifyPassword("str0ngPass", a)).toBe(false);
    expect(await verifyPassword("Str0ngPass", "plain-text")).toBe(false);
    expect(await verifyPassword("anything", dummyHash)).toBe(false);
    expect(needsRehash(a)).toBe(false);
    expect(needsRehash(await hashPassword("Str0ngPass", { logN: 12, r: 8, p: 1 }))).toBe(true);
  });

  it("hashes at OWASP's scrypt setting in production (the tests lower it for their many members)", async () => {
    expect(productionParams).toEqual({ logN: 14, r: 8, p: 5 });
    const stored = await hashPassword("Str0ngPass", productionParams);
    expect(stored).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifyPassword("Str0ngPass", stored)).toBe(true);
    expect(dummyHash.startsWith("$scrypt$ln=14,r=8,p=5$")).toBe(true);
  });
});

describe("captcha port", () => {
  const fake = (success: boolean) => (async () => Response.json({ success })) as unknown as typeof fetch;
  const withCaptcha = { ...env, TURNSTILE_SECRET_KEY: "secret", TURNSTILE_SITE_KEY: "site" };

  it("is off without a secret", async () => {
    expect(await verifyCaptcha(env, undefined, null, fake(false))).toBe(true);
  });

  it("needs a token that Turnstile accepts when configured", async () => {
    expect(await verifyCaptcha(withCaptcha, undefined, null, fake(true))).toBe(false);
    expect(await verifyCaptcha(withCaptcha, "token", "1.2.3.4", fake(false))).toBe(false);
    expect(await verifyCaptcha(withCaptcha, "token", "1.2.3.4", fake(true))).toBe(true);
  });
});

describe("mail port selection", () => {
  it("refuses to send outside development without a provider key", async () => {
    const mailer = mailerFor({ ...env, APP_ENV: "production" }, getDb(env.DB));
    await expect(mailer.send({ to: "a@example.com", subject: "s", text: "t", html: "h" })).rejects.toThrow(/RESEND_API_KEY/);
  });
});
