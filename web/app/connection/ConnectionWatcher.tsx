import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notify } from "../../shared/ui/toast";
import { preloadToaster } from "../../shared/ui/ToastHost";
import * as m from "../../../i18n/paraglide/messages.js";
import { createConnectionMonitor, healthCheck, type Timers } from "./monitor";
import { anyUnanswered, askAgainForWaiting, onSlow, onUnanswered } from "./request-signals";
import { OfflineBanner } from "./OfflineBanner";

/** Watches the connection and reports it with toasts and the offline banner. */
export function ConnectionWatcher() {
  // The monitor alone says offline: it is told at its start when the browser already is (below).
  const [online, setOnline] = useState(true);
  const queryClient = useQueryClient();
  useEffect(() => {
    preloadToaster();
    const timers: Timers = {
      setTimer: (fn, ms) => window.setTimeout(fn, ms),
      clearTimer: (id) => window.clearTimeout(id as number),
    };
    const monitor = createConnectionMonitor({
      check: healthCheck,
      onStatus: setOnline,
      ...timers,
      onEvent: (event) => {
        if (event === "lost") notify.error(m.connection_lost(), { id: "connection", duration: Infinity });
        if (event === "restored") {
          notify.success(m.connection_restored(), { id: "connection", duration: 4000 });
          void askAgainForWaiting(queryClient);
        }
        if (event === "failed") notify.error(m.connection_failed(), { id: "connection", duration: Infinity });
      },
    });
    monitor.start();
    const off = () => monitor.wentOffline();
    const on = () => void monitor.retryNow();
    window.addEventListener("offline", off);
    window.addEventListener("online", on);
    const stopHearing = onUnanswered(queryClient, () => void monitor.unanswered());
    const stopTiming = onSlow(queryClient, () => void monitor.unanswered(), timers);
    // Back to the app (a phone unlocked between sets): check at once rather than at the next try.
    const seen = () => {
      if (document.visibilityState === "visible") void monitor.retryNow();
    };
    document.addEventListener("visibilitychange", seen);
    // The watch starts once the page is idle: what happened before it counts too (the network
    // gone between the first render and now, or the first requests unanswered).
    if (!navigator.onLine) monitor.wentOffline();
    else if (anyUnanswered(queryClient)) void monitor.unanswered();
    return () => {
      stopHearing();
      stopTiming();
      document.removeEventListener("visibilitychange", seen);
      monitor.stop();
      window.removeEventListener("offline", off);
      window.removeEventListener("online", on);
    };
  }, [queryClient]);
  return online ? null : <OfflineBanner />;
}
