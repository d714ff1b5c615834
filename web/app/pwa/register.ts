import { registerSW } from "virtual:pwa-register";
import { notify } from "../../shared/ui/toast";
import * as m from "../../../i18n/paraglide/messages.js";

/** Registers /sw.js (scope /) after the first render and reports its states as toasts. */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      notify.message(m.sw_update_available(), {
        id: "sw-update",
        duration: Infinity,
        // Activates the waiting worker; the page reloads when it takes control.
        action: { label: m.sw_update_action(), onClick: () => void updateSW(true) },
      });
    },
    onOfflineReady() {
      notify.quiet(m.sw_offline_ready(), { id: "sw-offline" });
    },
  });
}
