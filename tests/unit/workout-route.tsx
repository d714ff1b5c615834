// The workout screen's route in memory, for the tests of its parts: /workout (and blank routes its
// links go to), with the query cache a test seeded.
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";

export function renderAtWorkout(
  queryClient: QueryClient,
  screen: () => ReactNode,
  opts: { url?: string; blank?: string[] } = {},
) {
  const root = createRootRoute({ component: Outlet });
  const workout = createRoute({ getParentRoute: () => root, path: "/workout", component: screen });
  const blank = (opts.blank ?? []).map((path) => createRoute({ getParentRoute: () => root, path, component: () => null }));
  const router = createRouter({
    routeTree: root.addChildren([workout, ...blank]),
    history: createMemoryHistory({ initialEntries: [opts.url ?? "/workout"] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
