import { AlertTriangle, RefreshCw, WifiOff } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { chunkReloadDelayMs, isChunkLoadError, mayAutoReload } from "./chunk-error";

/** Root error boundary screen. */
export function ErrorScreen({ error }: { error: unknown }) {
  // Offline, a screen's file that the service worker did not keep cannot load: reloading would
  // only swap the app for the offline page, so this says why and opens it once the network is back.
  const [notKept] = useState(() => isChunkLoadError(error) && typeof navigator !== "undefined" && !navigator.onLine);
  const [reloading] = useState(() => !notKept && isChunkLoadError(error) && mayAutoReload());
  useEffect(() => {
    if (!reloading) return;
    const t = setTimeout(() => location.reload(), chunkReloadDelayMs);
    return () => clearTimeout(t);
  }, [reloading]);
  useEffect(() => {
    if (!notKept) return;
    const back = () => location.reload();
    addEventListener("online", back);
    return () => removeEventListener("online", back);
  }, [notKept]);

  if (notKept) {
    return (
      <Notice
        role="status"
        testId="not-kept-offline"
        icon={<WifiOff size={44} aria-hidden="true" className="text-muted" />}
        title={m.offline_title()}
        text={m.error_not_kept_offline()}
      >
        <button type="button" className={buttonClass("secondary")} onClick={() => history.back()}>
          {m.error_go_back()}
        </button>
      </Notice>
    );
  }

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
    <Notice
      role="alert"
      testId="error-screen"
      icon={<AlertTriangle size={44} aria-hidden="true" className="text-warning" />}
      title={m.error_title()}
      text={m.error_text()}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass()} onClick={() => location.reload()}>
          {m.error_refresh()}
        </button>
        {/* A full navigation, so a broken client state does not survive. */}
        <a href="/" className={buttonClass("secondary")}>
          {m.error_home()}
        </a>
      </div>
    </Notice>
  );
}

/** A screen-high notice: an icon, a heading, a line of text and what the reader can do. */
function Notice(props: {
  role: "status" | "alert";
  testId: string;
  icon: ReactNode;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div role={props.role} className="grid min-h-[60dvh] place-items-center px-6 text-center" data-testid={props.testId}>
      <div className="grid max-w-md justify-items-center gap-4">
        {props.icon}
        <h1 className="text-2xl font-bold">{props.title}</h1>
        <p className="text-muted">{props.text}</p>
        {props.children}
      </div>
    </div>
  );
}
