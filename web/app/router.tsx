import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./screens/route-tree";
import { ErrorScreen } from "./shell/ErrorScreen";
import { NotFound } from "./shell/NotFound";
import { PendingScreen } from "./shell/PendingScreen";

/**
 * `origin` is for rendering outside a browser (the prerender): there is no window to ask for it,
 * and no scroll to restore.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, origin?: string) {
  return createRouter({
    routeTree,
    history,
    origin,
    context: { queryClient },
    defaultPreload: "intent",
    // Loaders read through TanStack Query, so the router keeps no cache of its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingScreen,
    // A screen that fails shows the error screen inside the shell, navigation still at hand.
    defaultErrorComponent: ({ error }) => <ErrorScreen error={error} />,
    defaultNotFoundComponent: NotFound,
    defaultPendingMs: 300,
    scrollRestoration: origin === undefined,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
