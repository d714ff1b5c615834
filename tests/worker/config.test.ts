import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("GET /api/config/public", () => {
  it("gives the footer's operator details from configuration", async () => {
    const res = await SELF.fetch("https://forma.test/api/config/public");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      appName: env.APP_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      messengerUrl: env.MESSENGER_URL,
      legal: { nameEn: env.LEGAL_NAME_EN, nameRu: env.LEGAL_NAME_RU, taxId: env.LEGAL_TAX_ID, regNumber: env.LEGAL_REG_NUMBER },
      // No Turnstile secret in local runs: the captcha is off.
      turnstileSiteKey: null,
    });
  });
});
