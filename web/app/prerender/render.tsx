// Build-time rendering of the public pages (scripts/prerender.mjs bundles this file for Node):
// each page as a visitor sees it, per language, theme and device, with the browser's code paths
// so that hydration finds the same markup.
import { createMemoryHistory } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import type { Locale } from "../../../core/locale";
import type { Theme } from "../../../core/theme";
import { overwriteGetLocale } from "../../../i18n/paraglide/runtime.js";
import { sessionQuery } from "../../shared/session/api";
import { setRendered } from "../../shared/ssr/rendered";
import { twinPath } from "../../shared/navigation/paths";
import { AppRoot, createAppQueryClient } from "../AppRoot";
import { createAppRouter } from "../router";
import { screens } from "../screens/table";

/** The pages a visitor can open: home and every screen not for members only, with their /m… twins. */
export const publicPaths: string[] = [
  "/",
  ...screens.filter((s) => s.access !== "member").flatMap((s) => (s.twin ? [s.path, twinPath(s.path)] : [s.path])),
];

export interface PageVariant {
  path: string;
  locale: Locale;
  theme: Theme;
  mobile: boolean;
  year: number;
}

/** The inner HTML of #root for one page. */
export async function renderPage(page: PageVariant): Promise<string> {
  overwriteGetLocale(() => page.locale);
  setRendered({ theme: page.theme, mobile: page.mobile, year: page.year });
  const queryClient = createAppQueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, { user: null });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [page.path] }), "http://localhost");
  await router.load();
  const html = renderToString(
    <StrictMode>
      <AppRoot router={router} queryClient={queryClient} />
    </StrictMode>,
  );
  queryClient.clear();
  return html;
}
