import { CloudOff, LoaderCircle } from "lucide-react";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatNumber } from "../../shared/i18n/format";
import type { SyncState } from "../../shared/offline/workout-log";

/** What this device still holds for the server (the history reads what the server has). */
export function UnsentNote({ sync }: { sync: SyncState }) {
  if (sync.unsent === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-warning/50 bg-warning/10 px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2">
        {sync.state === "sending" ? (
          <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
        ) : (
          <CloudOff aria-hidden="true" className="size-4 shrink-0 text-warning" />
        )}
        {m.history_unsent({ count: formatNumber(sync.unsent) })}
      </p>
      {sync.online && sync.state === "failed" && (
        <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline" onClick={sync.retry}>
          {m.history_unsent_retry()}
        </button>
      )}
    </div>
  );
}
