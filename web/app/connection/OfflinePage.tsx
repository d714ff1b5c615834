import { WifiOff } from "lucide-react";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";

/** Replaces the app when it starts without a network. */
export function OfflinePage() {
  return (
    <main className="grid min-h-dvh place-items-center px-6 text-center" data-testid="offline-page">
      <div className="grid max-w-sm justify-items-center gap-4">
        <WifiOff size={48} aria-hidden="true" className="text-muted" />
        <h1 className="text-2xl font-bold">{m.offline_title()}</h1>
        <p className="text-muted">{m.offline_text()}</p>
        <button type="button" className={buttonClass()} onClick={() => location.reload()}>
          {m.offline_retry()}
        </button>
      </div>
    </main>
  );
}
