import { Check, CloudOff, CloudUpload, LoaderCircle, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatNumber } from "../../shared/i18n/format";
import type { SyncState } from "../../shared/offline/diary-log";
import { cn } from "../../shared/ui/cn";

type Shown = "synced" | "unsent" | "sending" | "offline" | "failed";

/**
 * What of the diary is kept only on this device and what has reached the server (the workout
 * log's status line): nothing while all is sent and nothing was waiting since the screen opened;
 * a send over within a moment does not flash "Sending…". Changes the server refused are said
 * once, until the member has seen them.
 */
export function SyncLine({ sync }: { sync: SyncState }) {
  const now: Shown = !sync.online ? "offline" : sync.state;
  const count = formatNumber(sync.unsent);
  const text = {
    synced: m.diary_day_sync_saved(),
    unsent: m.diary_day_sync_unsent({ count }),
    sending: m.diary_day_sync_sending(),
    offline: sync.unsent ? m.diary_day_sync_offline_unsent({ count }) : m.diary_day_sync_offline(),
    failed: m.diary_day_sync_failed({ count }),
  }[now];
  const urgent = now === "offline" || now === "failed";
  const [settled, setSettled] = useState({ kind: now, text });
  // Shown once something waited, so "All changes saved" follows a send and does not greet an empty day.
  const [active, setActive] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => {
      setSettled({ kind: now, text });
      if (now !== "synced") setActive(true);
    }, urgent ? 0 : 800);
    return () => clearTimeout(id);
  }, [now, text, urgent]);
  const shown = urgent ? { kind: now, text } : settled;
  if (!active && shown.kind === "synced" && !sync.refused) return null;
  const Icon = { synced: Check, unsent: CloudUpload, sending: LoaderCircle, offline: CloudOff, failed: TriangleAlert }[shown.kind];
  return (
    <div className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid="diary-sync">
      <p aria-live="polite" className={cn("inline-flex items-center gap-1.5", shown.kind === "failed" ? "text-danger" : "text-muted")}>
        <Icon aria-hidden="true" className={cn("size-4 shrink-0", shown.kind === "sending" && "animate-spin", shown.kind === "synced" && "text-accent")} />
        {shown.text}
      </p>
      {shown.kind === "failed" && (
        <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline" onClick={sync.retry}>
          {m.diary_day_sync_retry()}
        </button>
      )}
      {sync.refused > 0 && (
        <p role="alert" className="flex w-full flex-wrap items-baseline gap-x-3 text-danger">
          <span>{m.diary_day_sync_refused({ count: formatNumber(sync.refused) })}</span>
          {/* Retrying with nothing to send only marks the refusal as seen. */}
          <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline" onClick={sync.retry}>
            {m.diary_day_sync_refused_ok()}
          </button>
        </p>
      )}
    </div>
  );
}
