// Build-time rendering of the pages (scripts/prerender.mjs bundles this file for Node): each
// public page as a visitor sees it, and each members' page as its frame (member-frame.ts), per
// language, theme and device, with the browser's code paths so that hydration finds the same markup.
import { createMemoryHistory } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import type { Locale } from "../../../core/locale";
import type { Theme } from "../../../core/theme";
import { overwriteGetLocale } from "../../../i18n/paraglide/runtime.js";
import { sessionQuery } from "../../shared/session/api";
import { footerConfigKey, footerStandIns } from "../../../core/footer-config";
import { providersQueryKey, type ProvidersJson } from "../../../core/api/security";
import { identityProviders } from "../../../core/auth/ways-in";
import { setRendered } from "../../shared/ssr/rendered";
import { loadDeclaredTexts } from "../../shared/ssr/lazy-text";
import { twinPath } from "../../shared/navigation/paths";
import { AppRoot, createAppQueryClient } from "../AppRoot";
import { createAppRouter } from "../router";
import { screens } from "../screens/table";
import type { Plan } from "../../../core/plans";
import type { SlugSource } from "../../../core/screen-routes";
import { articles } from "../../../content/articles/catalog";
import { dishes } from "../../../content/dishes/dishes";
import { course } from "../../../content/education/course";
import { exercises } from "../../../content/exercises/index";
import { frameMember } from "../../shared/ssr/member-frame";

/** The pages a visitor can open: home and every screen not for members only, with their /m… twins. */
export const publicPaths: string[] = [
  "/",
  ...screens.filter((s) => s.access !== "member").flatMap((s) => (s.twin ? [s.path, twinPath(s.path)] : [s.path])),
];

const slugsOf: Record<SlugSource, () => string[]> = {
  exercises: () => exercises.map((e) => e.slug),
  articles: () => articles.map((a) => a.slug),
  lessons: () => course.map((l) => l.slug),
  dishes: () => dishes.map((d) => d.slug),
};

/**
 * The content module a library entry's page loads its text from (its screen's `data` in the
 * table), so the page can preload it with the screen's own scripts.
 */
const contentOf: Record<SlugSource, (slug: string) => string | null> = {
  exercises: (slug) => `content/exercises/${exercises.find((e) => e.slug === slug)!.group}.details`,
  articles: (slug) => `content/articles/bodies/${slug}`,
  lessons: (slug) => `content/education/lessons/${slug}`,
  dishes: () => null,
};

/** A members' page: its path and its phone twin (rendered for phones only). */
export interface MemberPage {
  path: string;
  /** The screen's pattern in the table (`/exercises/$slug`), for its chunks. */
  screen: string;
  /** The source of the content its data loads, without extension; null when it loads none. */
  content: string | null;
  twin: string | null;
}

/**
 * Every page a member opens: each members' screen and each library entry of a `$slug` screen, and
 * the pages for everyone (home, which the installed app opens at, the agreement and billing), which
 * a member would otherwise get as the plain shell and render from scratch.
 */
export function memberPages(): MemberPage[] {
  const home: MemberPage = { path: "/", screen: "/", content: null, twin: null };
  const screenPages = screens
    .filter((s) => s.access !== "visitor")
    .flatMap((s) => {
      const source = s.slugs;
      if (!source) return [{ path: s.path, screen: s.path, content: null, twin: s.twin ? twinPath(s.path) : null }];
      return slugsOf[source]().map((slug) => {
        const path = s.path.replace("$slug", slug);
        return { path, screen: s.path, content: contentOf[source](slug), twin: s.twin ? twinPath(path) : null };
      });
    });
  return [home, ...screenPages];
}

export interface PageVariant {
  path: string;
  locale: Locale;
  theme: Theme;
  mobile: boolean;
  year: number;
  /** A members' page: rendered as the frame's stand-in member on this plan (member-frame.ts). */
  member?: Plan;
}

/** The inner HTML of #root for one page. */
export async function renderPage(page: PageVariant): Promise<string> {
  overwriteGetLocale(() => page.locale);
  setRendered({ theme: page.theme, mobile: page.mobile, year: page.year });
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, { user: page.member ? frameMember("", page.member) : null });
  // Every identity provider's button: the worker removes the ones a deployment does not offer.
  queryClient.setQueryData(providersQueryKey, { providers: [...identityProviders] } satisfies ProvidersJson);
  // Stand-ins for the operator's details in the footer: the worker writes in the deployment's.
  queryClient.setQueryData(footerConfigKey, footerStandIns);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [page.path] }), "http://localhost");
  await router.load();
  // Long texts load apart from their screens (lazy-text.ts); renderToString cannot wait for them.
  await loadDeclaredTexts();
  const html = renderToString(
    <StrictMode>
      <AppRoot router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  queryClient.clear();
  return html;
}
