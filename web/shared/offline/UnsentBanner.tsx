import { CloudOff, LoaderCircle, TriangleAlert } from "lucide-react";
import { cn } from "../ui/cn";

/**
 * The note a screen shows while changes are kept only on this device (the workout log's tone for
 * unsent changes): waiting, sending, or failed with a button to try again. A polite live region.
 */
export function UnsentBanner({
  text,
  kind,
  retryLabel,
  onRetry,
  testId,
}: {
  text: string;
  kind: "waiting" | "sending" | "failed";
  retryLabel: string;
  onRetry: () => void;
  testId?: string;
}) {
  const Icon = { waiting: CloudOff, sending: LoaderCircle, failed: TriangleAlert }[kind];
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-warning/50 bg-warning/10 px-4 py-3 text-sm"
    >
      <p className="flex items-center gap-2">
        <Icon
          aria-hidden="true"
          className={cn(
            "size-4 shrink-0",
            kind === "failed" ? "text-danger" : "text-warning",
            kind === "sending" && "animate-spin",
          )}
        />
        {text}
      </p>
      {kind === "failed" && (
        <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
