// Operator details for the footer come from configuration, not from the bundle.
import type { PublicConfig } from "../../core/api/config";
import { captchaEnabled } from "../platform/captcha";

export function publicConfig(e: Cloudflare.Env): PublicConfig {
  return {
    appName: e.APP_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    messengerUrl: e.MESSENGER_URL,
    legal: { nameEn: e.LEGAL_NAME_EN, nameRu: e.LEGAL_NAME_RU, taxId: e.LEGAL_TAX_ID, regNumber: e.LEGAL_REG_NUMBER },
    turnstileSiteKey: captchaEnabled(e) ? e.TURNSTILE_SITE_KEY : null,
  };
}
