// A listed page's title and description for search engines and link previews, in one language.
import type { Locale } from "../../core/locale";
import type { ListedPath } from "../../core/screen-routes";
import * as m from "../../i18n/paraglide/messages.js";
import type { KnownPage } from "./known-pages";

type Text = (inputs: object, options: { locale: Locale }) => string;

/** Every listed screen's name and line; the compiler asks for one per listed path. */
const listed: Record<ListedPath, { title: Text; description?: Text }> = {
  "/login": { title: m.auth_sign_in, description: m.screen_login_lead },
  "/signup": { title: m.auth_sign_up, description: m.screen_signup_lead },
  "/agreement": { title: m.footer_agreement },
  "/billing": { title: m.nav_billing, description: m.screen_billing_lead },
};

export interface PageMeta {
  title: string;
  description: string;
}

const isListed = (path: string): path is ListedPath => Object.hasOwn(listed, path);

/** Title and description of a page search engines list; null for the others. */
export function pageMeta(page: KnownPage, locale: Locale): PageMeta | null {
  const fallback = m.meta_description({}, { locale });
  if (!page.route) return { title: m.meta_title({}, { locale }), description: fallback };
  if (!page.route.listed || !isListed(page.route.path)) return null;
  const texts = listed[page.route.path];
  const description = texts.description?.({}, { locale }) ?? fallback;
  // The dash keeps a no-break space before it in Russian, as the app's own title does.
  return { title: `${texts.title({}, { locale })}${locale === "ru" ? "\u00a0" : " "}— Forma`, description };
}
