import { useEffect, useState } from "react";
import { notify } from "../../shared/ui/toast";
import { preloadToaster } from "../../shared/ui/ToastHost";
import * as m from "../../../i18n/paraglide/messages.js";
import { createConnectionMonitor, healthCheck } from "./monitor";
import { OfflineBanner } from "./OfflineBanner";

/** Watches the connection and reports it with toasts and the offline banner. */
export function ConnectionWatcher() {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    preloadToaster();
    const monitor = createConnectionMonitor({
      check: healthCheck,
      onStatus: setOnline,
      setTimer: (fn, ms) => window.setTimeout(fn, ms),
      clearTimer: (id) => window.clearTimeout(id as number),
      onEvent: (event) => {
        if (event === "lost") notify.error(m.connection_lost(), { id: "connection", duration: Infinity });
        if (event === "restored") notify.success(m.connection_restored(), { id: "connection", duration: 4000 });
        if (event === "failed") notify.error(m.connection_failed(), { id: "connection", duration: Infinity });
      },
    });
    monitor.start();
    const off = () => monitor.wentOffline();
    const on = () => void monitor.wentOnline();
    window.addEventListener("offline", off);
    window.addEventListener("online", on);
    return () => {
      monitor.stop();
      window.removeEventListener("offline", off);
      window.removeEventListener("online", on);
    };
  }, []);
  return online ? null : <OfflineBanner />;
}
