import { escapeHtml } from "./escape-html";
import type { PublicConfig } from "./public-config";

// The footer shows the operator's details from the deployment's configuration. Pages are
// prerendered before any deployment is known, so the prerender writes stand-ins where those
// details go, and the worker puts the deployment's values in their place and hands the client
// the same values: the footer is whole on the first paint and hydrates as it is, where it used
// to show a skeleton, ask for the configuration and render again when it came.

/** What the footer shows of the configuration. */
export type FooterConfig = Pick<PublicConfig, "supportEmail" | "messengerUrl" | "legal">;

/** The query cache's key for it (web/shared/config/api.ts). */
export const footerConfigKey = ["config", "footer"] as const;

export const footerPart = (config: PublicConfig): FooterConfig => ({
  supportEmail: config.supportEmail,
  messengerUrl: config.messengerUrl,
  legal: config.legal,
});

/** The stand-ins: words no page has otherwise, and none a part of another. */
export const footerStandIns: FooterConfig = {
  supportEmail: "forma-config-support-email",
  messengerUrl: "forma-config-messenger-url",
  legal: {
    nameEn: "forma-config-legal-name-en",
    nameRu: "forma-config-legal-name-ru",
    taxId: "forma-config-legal-tax-id",
    regNumber: "forma-config-legal-reg-number",
  },
};

const flat = (config: FooterConfig) => [config.supportEmail, config.messengerUrl, ...Object.values(config.legal)];

/** Whether a prerendered page's HTML has the footer's stand-ins. */
export const hasFooterStandIns = (html: string) => html.includes(footerStandIns.supportEmail);

/** The page's HTML with the deployment's values in place of the stand-ins (escaped: they sit in text and in links). */
export function fillFooter(html: string, config: FooterConfig): string {
  const values = flat(config);
  return flat(footerStandIns).reduce((out, standIn, i) => out.replaceAll(standIn, escapeHtml(values[i]!)), html);
}
