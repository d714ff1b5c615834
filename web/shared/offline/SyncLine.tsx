import { Check, CloudOff, CloudUpload, LoaderCircle, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatNumber } from "../i18n/format";
import { cn } from "../ui/cn";
import type { SyncState } from "./workout-log";

type Shown = "synced" | "unsent" | "sending" | "offline" | "failed";

/**
 * What of a log kept on this device (the workout, the food diary) has reached the server, in a
 * polite live region. A send over within a moment does not flash "Sending…" (nor get read out);
 * going offline or a failure shows at once. With `quietUntilActive` nothing shows until something
 * has waited, so "All changes saved" follows a send and does not greet an empty day. Changes the
 * server refused are said with `refusedText` (why, in the log's own words) until the member has
 * seen them.
 */
export function SyncLine({
  sync,
  refusedText,
  testId,
  quietUntilActive = false,
}: {
  sync: SyncState;
  refusedText: (count: string) => string;
  testId: string;
  quietUntilActive?: boolean;
}) {
  const now: Shown = !sync.online ? "offline" : sync.state;
  const count = formatNumber(sync.unsent);
  const text = {
    synced: m.sync_saved(),
    unsent: m.sync_unsent({ count }),
    sending: m.sync_sending(),
    offline: sync.unsent ? m.sync_offline_unsent({ count }) : m.sync_offline(),
    failed: m.sync_failed({ count }),
  }[now];
  const urgent = now === "offline" || now === "failed";
  const [settled, setSettled] = useState({ kind: now, text });
  const [active, setActive] = useState(!quietUntilActive);
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
    <div className="flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm" data-testid={testId}>
      <p aria-live="polite" className={cn("inline-flex items-center gap-1.5", shown.kind === "failed" ? "text-danger" : "text-muted")}>
        <Icon aria-hidden="true" className={cn("size-4 shrink-0", shown.kind === "sending" && "animate-spin", shown.kind === "synced" && "text-accent")} />
        {shown.text}
      </p>
      {shown.kind === "failed" && (
        <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline" onClick={sync.retry}>
          {m.sync_retry()}
        </button>
      )}
      {sync.refused > 0 && (
        <p role="alert" className="flex w-full flex-wrap items-baseline gap-x-3 text-danger">
          <span>{refusedText(formatNumber(sync.refused))}</span>
          {/* Retrying with nothing to send only marks the refusal as seen. */}
          <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline" onClick={sync.retry}>
            {m.sync_refused_ok()}
          </button>
        </p>
      )}
    </div>
  );
}
