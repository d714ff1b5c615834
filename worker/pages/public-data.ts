import type { Context } from "hono";
import { providersQueryKey, type ProvidersJson } from "../../core/api/security";
import { offeredProviders } from "../auth/service";
import type { AppEnv } from "../env";
import type { PageData } from "./member-data";

// The sign-in and sign-up pages are prerendered with every identity provider's button (Google,
// Yandex ID, the development one). The deployment's own set is known only here: the worker removes
// the buttons it does not offer (the whole group when none) and hands the client the same list, so
// the buttons are on the first paint and hydration matches. Fetched by the app instead, they
// appeared seconds later on a slow phone and became the page's largest paint.

const group = '[data-testid="provider-buttons"]';

/** The data a public page needs from this deployment, or null when it shows none. */
export function publicPageData(c: Context<AppEnv>, frame: string): PageData | null {
  if (!frame.includes('data-testid="provider-buttons"')) return null;
  const providers = offeredProviders(c.env, c.req.url);
  return {
    queries: [[providersQueryKey, { providers } satisfies ProvidersJson]],
    private: false,
    fill: (html) =>
      new HTMLRewriter()
        .on(group, {
          element(el) {
            if (providers.length === 0) el.remove();
          },
        })
        .on(`${group} [data-provider]`, {
          element(el) {
            if (!providers.includes(el.getAttribute("data-provider") as ProvidersJson["providers"][number])) el.remove();
          },
        })
        .transform(new Response(html))
        .text(),
  };
}
