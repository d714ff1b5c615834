import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { formatNumber } from "../shared/i18n/format";

/**
 * A preview being made: a bar that fills over the expected time (the median of recent previews)
 * and waits near the end if it takes longer; the member may leave and come back.
 */
export function WorkingCard({ startedAt, estimateMs }: { startedAt: number; estimateMs: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const elapsed = Math.max(0, now - startedAt);
  const share = Math.min(0.95, elapsed / Math.max(1000, estimateMs));
  const percent = Math.round(share * 100);
  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-surface p-5" data-testid="transform-working">
      <p className="flex items-center gap-2 text-lg font-semibold" role="status">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-accent" />
        {m.transform_working()}
      </p>
      <div
        role="progressbar"
        aria-label={m.transform_working()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted">{m.transform_estimate({ seconds: formatNumber(Math.max(1, Math.round(estimateMs / 1000))) })}</p>
      <p className="text-sm text-muted">{m.transform_leave_note()}</p>
    </div>
  );
}
