import { WifiOff } from "lucide-react";
import { useEffect } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { healthCheck } from "../connection/monitor";

/** Checks until the server answers (up to ten times, a second apart) before reloading. */
const reloadCheckMs = 1000;
const reloadChecks = 10;

/**
 * Offline, a screen whose file the service worker did not keep (an article or a lesson never
 * opened, a chart): says why it cannot open. The error screen loads it; the page reloads by
 * itself once the network is back: once the server answers, as the browser says "online" before
 * the service worker's requests go through again, and a reload then would land on the offline
 * page. The error screen's layout, written again here: a component shared with it would sit in
 * the start, whose budget this notice does not fit.
 */
export default function NotKeptOffline() {
  useEffect(() => {
    let timer: number | undefined;
    const check = (left: number) =>
      void healthCheck().then((ok) => {
        if (ok) location.reload();
        else if (left > 1) timer = window.setTimeout(() => check(left - 1), reloadCheckMs);
      });
    const back = () => check(reloadChecks);
    addEventListener("online", back);
    return () => {
      removeEventListener("online", back);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <div role="status" className="grid min-h-[60dvh] place-items-center px-6 text-center" data-testid="not-kept-offline">
      <div className="grid max-w-md justify-items-center gap-4">
        <WifiOff size={44} aria-hidden="true" className="text-muted" />
        <h1 className="text-2xl font-bold">{m.offline_title()}</h1>
        <p className="text-muted">{m.error_not_kept_offline()}</p>
        <button type="button" className={buttonClass("secondary")} onClick={() => history.back()}>
          {m.error_go_back()}
        </button>
      </div>
    </div>
  );
}
