// The router's routes, built from the screen table: each screen at its desktop path and, where
// it has one, at its /m… twin, below the root that holds the shell.
import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, createRoute, lazyRouteComponent, type AnyRoute } from "@tanstack/react-router";
import * as m from "../../../i18n/paraglide/messages.js";
import { screenRoute } from "../navigation/route-options";
import { AppShell } from "../shell/AppShell";
import { ChunkLoadError } from "../shell/chunk-error";
import { ErrorScreen } from "../shell/ErrorScreen";
import { NotFound } from "../shell/NotFound";
import { twinPath } from "../../shared/navigation/paths";
import { screens } from "./table";

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
  notFoundComponent: NotFound,
});

// The home page loads with its route like every screen: visitors get it prerendered (the first
// paint needs no script), and the entry stays within its budget.
const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  component: lazyRouteComponent(() =>
    import("../../home/HomePage").catch((cause: unknown) => {
      throw new ChunkLoadError(cause);
    }),
  ),
  staticData: { title: m.nav_home },
});

// Paths come from data, so the routes are not typed path by path: links are checked by a unit
// test, and what a screen reads from its address by its entry in the table (screen.tsx).
const screenRoutes: AnyRoute[] = screens.flatMap((screen) => {
  const at = (path: string, mobile: boolean) =>
    createRoute({ getParentRoute: () => rootRoute, path, ...screenRoute(screen, mobile) });
  return screen.twin ? [at(screen.path, false), at(twinPath(screen.path), true)] : [at(screen.path, false)];
});

export const routeTree = rootRoute.addChildren([homeRoute, ...screenRoutes]);
