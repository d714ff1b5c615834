import { useEffect, useRef } from "react";
import { cn } from "../../shared/ui/cn";
import { prefersReducedMotion } from "../../shared/ui/reduced-motion";

/**
 * A progress bar: filled to `value` (0 … 1) when the share is known, else a short segment that
 * sweeps across, saying work is going on (a download whose size nobody knows up front, the server
 * writing). Under reduced motion the segment stands still; the text beside the bar says the rest.
 */
export function ProgressBar({ label, value, className }: { label: string; value: number | null; className?: string }) {
  const known = value !== null;
  const segment = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = segment.current;
    if (known || !el || typeof el.animate !== "function" || prefersReducedMotion()) return;
    const sweep = el.animate([{ transform: "translateX(-100%)" }, { transform: "translateX(300%)" }], {
      duration: 1400,
      iterations: Infinity,
      easing: "ease-in-out",
    });
    // Cancelling rejects `finished`; nobody waits on it.
    sweep.finished.catch(() => undefined);
    return () => sweep.cancel();
  }, [known]);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? 100 : undefined}
      aria-valuenow={known ? Math.round(value * 100) : undefined}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-surface-2", className)}
    >
      {known ? (
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${Math.max(2, Math.round(value * 100))}%` }} />
      ) : (
        <div ref={segment} className="h-full w-1/3 rounded-full bg-accent" />
      )}
    </div>
  );
}
