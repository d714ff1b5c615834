import { Fragment, useDeferredValue, type ReactNode } from "react";
import { cn } from "./cn";

/** The parts of a TanStack Query result this needs. */
interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A query's data once loaded; until then a named skeleton, and after a failure the failure
 * with a retry button (also when a refresh failed, so stale data is not shown as current).
 * Arriving data is rendered as deferred work, which React splits into short tasks: a query's
 * news otherwise renders the whole screen below it in one go.
 */
export function QueryState<T>(props: {
  query: QueryLike<T>;
  loadingLabel: string;
  failedText: string;
  retryLabel: string;
  /** The skeleton's size and shape, close to the content's, so the page does not jump. */
  skeletonClassName: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  const data = useDeferredValue(query.data);
  if (query.isError)
    return <LoadFailed text={props.failedText} retryLabel={props.retryLabel} onRetry={() => void query.refetch()} />;
  if (data === undefined)
    return <LoadingSkeleton key="skeleton" label={props.loadingLabel} className={props.skeletonClassName} />;
  // Keyed apart from the skeleton: React would otherwise turn the skeleton's <div> into the
  // content's first <div>, and the browser counts the pulsing box's move as a layout shift.
  return <Fragment key="data">{props.children(data)}</Fragment>;
}

/** A load that failed, said in place, with a button that tries again. */
export function LoadFailed({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-2xl border border-danger/60 bg-danger/10 p-5">
      <p>{text}</p>
      <button type="button" className="font-semibold text-accent underline-offset-4 hover:underline" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** A named, pulsing stand-in for content still loading, sized like it. */
function LoadingSkeleton({ label, className }: { label: string; className: string }) {
  return <div role="status" aria-label={label} className={cn("animate-pulse bg-surface-2", className)} />;
}
