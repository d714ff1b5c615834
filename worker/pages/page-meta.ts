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
  "/exercises": { title: m.nav_exercises, description: m.nav_exercises_desc },
  "/exercises/$slug": { title: m.nav_exercises, description: m.nav_exercises_desc },
  "/dishes": { title: m.nav_dishes, description: m.nav_dishes_desc },
  "/dishes/$slug": { title: m.nav_dishes, description: m.nav_dishes_desc },
  "/calculators": { title: m.nav_calculators, description: m.nav_calculators_desc },
  "/articles": { title: m.nav_articles, description: m.nav_articles_desc },
  "/articles/$slug": { title: m.nav_articles, description: m.nav_articles_desc },
  "/education": { title: m.nav_education, description: m.nav_education_desc },
  "/education/$slug": { title: m.nav_education, description: m.nav_education_desc },
  "/supplement-guide": { title: m.nav_supplements, description: m.nav_supplements_desc },
  "/protein-encyclopedia": { title: m.nav_protein, description: m.nav_protein_desc },
  "/carbs-encyclopedia": { title: m.nav_carbs, description: m.nav_carbs_desc },
  "/fats-encyclopedia": { title: m.nav_fats, description: m.nav_fats_desc },
  "/advanced": { title: m.nav_advanced, description: m.nav_advanced_desc },
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
  // A library page is named by its entry, like the screen's own title.
  const name = page.entry?.title[locale] ?? texts.title({}, { locale });
  const description = page.entry?.summary?.[locale] ?? texts.description?.({}, { locale }) ?? fallback;
  return { title: `${name} — Forma`, description };
}
