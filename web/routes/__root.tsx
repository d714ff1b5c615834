import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppShell } from "../shell/AppShell";
import { ErrorScreen } from "../shell/ErrorScreen";
import { NotFound } from "../shell/NotFound";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
  notFoundComponent: NotFound,
});
