import { Hono } from "hono";
import type { PublicConfig } from "../../core/public-config";
import type { AppEnv } from "../env";
import { captchaEnabled } from "../platform/captcha";

// Operator details for the footer come from configuration, not from the bundle.
export const configRoutes = new Hono<AppEnv>().get("/public", (c) => {
  const e = c.env;
  c.header("Cache-Control", "public, max-age=300");
  return c.json<PublicConfig>({
    appName: e.APP_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    messengerUrl: e.MESSENGER_URL,
    legal: { nameEn: e.LEGAL_NAME_EN, nameRu: e.LEGAL_NAME_RU, taxId: e.LEGAL_TAX_ID, regNumber: e.LEGAL_REG_NUMBER },
    turnstileSiteKey: captchaEnabled(e) ? e.TURNSTILE_SITE_KEY : null,
  });
});
