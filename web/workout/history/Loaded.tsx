// A history query's states: its data (kept when a later refresh fails: a member in a basement
// gym still reads the last list), a named skeleton sized like the content, the offline note when
// the query waits for a network, or the failure with a retry.
import { WifiOff } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { LoadFailed } from "../../shared/ui/QueryState";
import * as m from "../../../i18n/paraglide/messages.js";

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  fetchStatus: "fetching" | "paused" | "idle";
  refetch: () => unknown;
}

export function Loaded<T>(props: {
  query: QueryLike<T>;
  loadingLabel: string;
  failedText: string;
  offlineText: string;
  skeletonClassName: string;
  /** Shown instead of the failure for an error that has its own words (a workout not found). */
  failure?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.data !== undefined) return <Fragment key="data">{props.children(query.data)}</Fragment>;
  if (query.fetchStatus === "paused" || (query.isError && !navigator.onLine)) return <OfflineNote text={props.offlineText} />;
  if (query.isError)
    return (
      props.failure ?? <LoadFailed text={props.failedText} retryLabel={m.history_retry()} onRetry={() => void query.refetch()} />
    );
  return (
    <div
      key="skeleton"
      role="status"
      aria-label={props.loadingLabel}
      className={`animate-pulse bg-surface-2 ${props.skeletonClassName}`}
    />
  );
}

export function OfflineNote({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-5">
      <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <span>{text}</span>
    </p>
  );
}
