import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useLocale } from "../shared/i18n/locale";
import { HydrationMark } from "./prerender/hydration-mark";
import type { createAppRouter } from "./router";

export function createAppQueryClient() {
  return new QueryClient({
    // A change sent while offline fails at once with its message rather than waiting for the network.
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { networkMode: "always" } },
  });
}

/** The whole app: the same tree in the browser and in the prerender. */
export function AppRoot({ router, queryClient }: { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }) {
  const locale = useLocale();
  const first = useRef(true);
  // A language switch re-renders every screen: the router re-runs its matches (not on start-up).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.documentElement.lang = locale;
    void router.invalidate();
  }, [locale, router]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <HydrationMark />
    </QueryClientProvider>
  );
}
