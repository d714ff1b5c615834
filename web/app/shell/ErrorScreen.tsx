import { AlertTriangle, RefreshCw } from "lucide-react";
import { useEffect, useState, type ComponentType } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { chunkReloadDelayMs, isChunkLoadError, mayAutoReload } from "./chunk-error";

/** Root error boundary screen. */
export function ErrorScreen({ error }: { error: unknown }) {
  // Offline, a screen's file that the service worker did not keep cannot load: reloading would
  // only swap the app for the offline page, so a notice says why and opens it once online. The
  // notice is a file of its own, outside the start's budget, which the service worker keeps with
  // the app: true while it loads, then the notice, or false (no service worker yet) for the
  // error screen below.
  const chunk = isChunkLoadError(error);
  const [NotKept, setNotKept] = useState<ComponentType | boolean>(() => chunk && !navigator.onLine);
  const [reloading] = useState(() => !NotKept && chunk && mayAutoReload());
  useEffect(() => {
    if (NotKept === true)
      import("./NotKeptOffline").then(
        (mod) => setNotKept(() => mod.default),
        () => setNotKept(false),
      );
    if (!reloading) return;
    const t = setTimeout(() => location.reload(), chunkReloadDelayMs);
    return () => clearTimeout(t);
  }, [reloading, NotKept]);

  if (NotKept === true) return null;
  if (NotKept) return <NotKept />;
  if (reloading) {
    return (
      <div role="status" className="grid min-h-[60dvh] place-items-center px-6 text-center" data-testid="chunk-reload">
        <div className="grid justify-items-center gap-3">
          <RefreshCw size={40} aria-hidden="true" className="animate-spin text-accent" />
          <p className="text-xl font-bold">{m.error_reloading()}</p>
          <p className="text-muted">{m.error_reconnecting()}</p>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="grid min-h-[60dvh] place-items-center px-6 text-center" data-testid="error-screen">
      <div className="grid max-w-md justify-items-center gap-4">
        <AlertTriangle size={44} aria-hidden="true" className="text-warning" />
        <h1 className="text-2xl font-bold">{m.error_title()}</h1>
        <p className="text-muted">{m.error_text()}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className={buttonClass()} onClick={() => location.reload()}>
            {m.error_refresh()}
          </button>
          {/* A full navigation, so a broken client state does not survive. */}
          <a href="/" className={buttonClass("secondary")}>
            {m.error_home()}
          </a>
        </div>
      </div>
    </div>
  );
}
