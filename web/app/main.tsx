import "./styles/app.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect, useRef } from "react";
import { createRoot } from "react-dom/client";
import { OfflinePage } from "./connection/OfflinePage";
import { dropLanguageParam, useLocale } from "../shared/i18n/locale";
import { offlineStartAttribute } from "./pwa/offline-start";
import { registerServiceWorker } from "./pwa/register";
import { createAppRouter } from "./router";
import { syncThemeClass } from "../shared/theme/theme";
import { whenIdle } from "../shared/ui/idle";
import { getLocale } from "../../i18n/paraglide/runtime.js";

// A shell from the service worker's cache carries no member's theme or language: set both.
syncThemeClass();
document.documentElement.lang = getLocale();
dropLanguageParam();
const queryClient = new QueryClient({
  // A change sent while offline fails at once with its message rather than waiting for the network.
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false }, mutations: { networkMode: "always" } },
});
const router = createAppRouter(queryClient);

function App() {
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
  }, [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const root = createRoot(document.getElementById("root")!);
// Started without a network (or from the service worker's offline shell): say so instead of a
// half-loaded app.
const offline = !navigator.onLine || document.documentElement.hasAttribute(offlineStartAttribute);
root.render(<StrictMode>{offline ? <OfflinePage /> : <App />}</StrictMode>);
// After the first render and an idle moment: the service worker is never on the critical path.
whenIdle(() => void registerServiceWorker(), 4000);
