import { WifiOff } from "lucide-react";
import * as m from "../../../i18n/paraglide/messages.js";

export function OfflineBanner() {
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-warning px-4 py-2 text-center text-sm font-semibold text-bg"
    >
      <WifiOff size={16} aria-hidden="true" />
      {m.offline_banner()}
    </div>
  );
}
