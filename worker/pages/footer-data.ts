import type { Context } from "hono";
import { fillFooter, footerConfigKey, footerPart, hasFooterStandIns } from "../../core/footer-config";
import { publicConfig } from "../config/service";
import type { AppEnv } from "../env";

/**
 * A prerendered page's HTML with this deployment's operator details in its footer
 * (core/footer-config.ts), and the same details as an entry for the client's cache; null for a
 * page without the stand-ins (another build's file), whose footer then asks for them itself.
 */
export function footerData(c: Context<AppEnv>, html: string): { html: string; query: [readonly unknown[], unknown] } | null {
  if (!hasFooterStandIns(html)) return null;
  const footer = footerPart(publicConfig(c.env));
  return { html: fillFooter(html, footer), query: [footerConfigKey, footer] };
}
