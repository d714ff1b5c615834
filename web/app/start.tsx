// The app proper, started by main.ts once the page's HTML has been painted.
import { StrictMode } from "react";
import { dropLanguageParam } from "../shared/i18n/locale";
import { AppRoot, createAppQueryClient } from "./AppRoot";
import type { EarlyInput } from "./prerender/early-input";
import { memberOfFrame } from "../shared/ssr/member-frame";
import { seedPageData } from "./prerender/page-data";
import { mountApp } from "./prerender/mount";
import { startsApp } from "./pwa/offline-start";
import { createAppRouter } from "./router";
import { sessionQuery } from "../shared/session/api";
import { syncThemeClass } from "../shared/theme/theme";
import { nextTask, whenIdle } from "../shared/ui/idle";
import { getLocale } from "../../i18n/paraglide/runtime.js";

async function loadOfflinePage() {
  try {
    return (await import("./connection/OfflinePage")).OfflinePage;
  } catch {
    addEventListener("online", () => location.reload());
    return new Promise<never>(() => {});
  }
}

/** Starts the app: takes over the prerendered HTML (replaying what was done on it so far) or renders it. */
export async function start(earlyInput: EarlyInput | null): Promise<void> {
  // A shell from the service worker's cache carries no member's theme or language: set both.
  syncThemeClass();
  // Only when it differs: setting it, even to the same language, makes the browser restyle every element.
  if (document.documentElement.lang !== getLocale()) document.documentElement.lang = getLocale();
  dropLanguageParam();
  const queryClient = createAppQueryClient();
  // The app's modules were evaluated in this task: building the router (code run for the first
  // time, a slow phone's 60 ms) gets a task of its own.
  await nextTask();
  const router = createAppRouter(queryClient);
  // And matching the address and loading the screen (prepare, below) another.
  await nextTask();

  // Started without a network (or from the service worker's offline shell): say so instead of a
  // half-loaded app, except on a kept copy of a screen that works offline (the workout log).
  const online = startsApp(location.pathname, navigator.onLine);
  // The offline page is a file of its own, which the service worker keeps: most starts never
  // show it, and the start's bytes are budgeted. Without that copy the boot spinner stays, and
  // the page starts again once the network is back.
  const OfflinePage = online ? null : await loadOfflinePage();
  void mountApp(
    document.getElementById("root")!,
    <StrictMode>{OfflinePage ? <OfflinePage /> : <AppRoot router={router} queryClient={queryClient} />}</StrictMode>,
    {
      hydrate: online,
      earlyInput,
      prepare: () => {
        // Prerendered HTML is a visitor's page, or a member's frame rendered as a stand-in member
        // (member-frame.ts): hydration starts from the same session.
        const root = document.getElementById("root")!;
        queryClient.setQueryData(sessionQuery.queryKey, { user: memberOfFrame(root) });
        seedPageData(queryClient);
        return router.load();
      },
      // Then the session is checked (the member's names come from there, and the HTML may have come
      // from a cache), once nothing of the page is left to hydrate.
      hydrated: () => void queryClient.refetchQueries({ queryKey: sessionQuery.queryKey }),
      // Once the page is idle: the theme and language of the member's cookies, and the service
      // worker, whose install downloads the whole app (not while the page is still fetching and
      // hydrating its own scripts). Their code (and its notices' texts) loads then too, outside
      // the start's budget.
      ready: () =>
        whenIdle(
          () =>
            void import("./at-idle")
              .then((mod) => mod.atIdle())
              .catch(() => {
                // Offline or a stale deploy: the next page load does it.
              }),
          4000,
        ),
    },
  );
}
