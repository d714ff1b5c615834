import { CloudOff, CloudUpload, LoaderCircle, TriangleAlert, Check } from "lucide-react";
import { useEffect, useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import type { SyncState } from "../shared/offline/workout-log";
import { cn } from "../shared/ui/cn";

type Shown = "synced" | "unsent" | "sending" | "offline" | "failed";

const shownOf = (sync: SyncState): Shown => (!sync.online ? "offline" : sync.state);

/**
 * What is kept only on this device and what has reached the server, in a polite live region.
 * A send that is over within a moment does not flash "Sending…" (nor get read out); going
 * offline or a failure shows at once.
 */
export function SyncStatus({ sync }: { sync: SyncState }) {
  const now = shownOf(sync);
  const count = String(sync.unsent);
  const text = {
    synced: m.workout_sync_saved(),
    unsent: m.workout_sync_unsent({ count }),
    sending: m.workout_sync_sending(),
    offline: sync.unsent ? m.workout_sync_offline_unsent({ count }) : m.workout_sync_offline(),
    failed: m.workout_sync_failed({ count }),
  }[now];
  const urgent = now === "offline" || now === "failed";
  const [settled, setSettled] = useState({ kind: now, text });
  useEffect(() => {
    const id = setTimeout(() => setSettled({ kind: now, text }), urgent ? 0 : 800);
    return () => clearTimeout(id);
  }, [now, text, urgent]);
  const shown = urgent ? { kind: now, text } : settled;
  const Icon = { synced: Check, unsent: CloudUpload, sending: LoaderCircle, offline: CloudOff, failed: TriangleAlert }[shown.kind];
  return (
    <div className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="sync-status">
      <p aria-live="polite" className={cn("inline-flex items-center gap-1.5", shown.kind === "failed" ? "text-danger" : "text-muted")}>
        <Icon aria-hidden="true" className={cn("size-4 shrink-0", shown.kind === "sending" && "animate-spin", shown.kind === "synced" && "text-accent")} />
        {shown.text}
      </p>
      {shown.kind === "failed" && (
        <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline" onClick={sync.retry}>
          {m.workout_sync_retry()}
        </button>
      )}
      {sync.refused > 0 && <p className="w-full text-danger">{m.workout_sync_refused({ count: String(sync.refused) })}</p>}
    </div>
  );
}
