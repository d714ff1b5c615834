import { useInfiniteQuery } from "@tanstack/react-query";
import { Dumbbell, LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import type { WorkoutChange } from "../../../core/validation/workouts";
import * as m from "../../../i18n/paraglide/messages.js";
import { workoutHistoryQuery } from "../../shared/queries/workout";
import { buttonClass } from "../../shared/ui/button-styles";
import { LoadFailed } from "../../shared/ui/QueryState";
import { useDeviceLog } from "./device-log";
import { HistoryLink } from "./links";
import { listWithChanges, withStaying, type ListedWorkout } from "./list-with-changes";
import { Loaded } from "./Loaded";
import { PastWorkoutDialog } from "./PastWorkoutDialog";
import { UnsentNote } from "./UnsentNote";
import { WorkoutCard } from "./WorkoutCard";

/**
 * The past workouts, newest first, a page at a time, with what this device has not sent yet laid
 * over them; with no network, the workouts this device holds under the offline note.
 */
export function HistoryList({ userId }: { userId: string }) {
  const query = useInfiniteQuery(workoutHistoryQuery(userId));
  const { sync, changes, device } = useDeviceLog(userId);
  const server = query.data ? query.data.pages.flatMap((p) => p.workouts) : null;
  const workouts = useSentStaying(listWithChanges(server, changes, { ...device, more: query.hasNextPage }), changes, query.isFetching);
  const unreachable = !query.data && (query.fetchStatus === "paused" || query.isError);
  return (
    <div className="grid gap-6" data-testid="workout-history-list">
      {/* Under the screen's heading and its History tab: a heading for moving by headings, and the lead. */}
      <header className="grid gap-3">
        <h2 className="sr-only">{m.history_title()}</h2>
        <p className="text-muted">{m.history_lead()}</p>
        <PastWorkoutDialog userId={userId} />
      </header>
      <UnsentNote sync={sync} />
      <Loaded
        query={query}
        loadingLabel={m.history_loading()}
        failedText={m.history_failed()}
        offlineText={m.history_offline()}
        skeletonClassName="h-80 rounded-2xl"
      >
        {() =>
          workouts.length === 0 ? (
            <Empty />
          ) : (
            <Workouts
              workouts={workouts}
              more={query.hasNextPage}
              loadingMore={query.isFetchingNextPage}
              moreFailed={query.isFetchNextPageError}
              onMore={() => query.fetchNextPage()}
            />
          )
        }
      </Loaded>
      {unreachable && workouts.length > 0 && <Workouts workouts={workouts} more={false} loadingMore={false} moreFailed={false} onMore={async () => {}} />}
    </div>
  );
}

/**
 * A workout listed from this device stays while the server's list is read again after it was
 * sent: the outbox lets it go when the server answers, a moment before the new list has it.
 */
function useSentStaying(workouts: ListedWorkout[], changes: readonly WorkoutChange[], refreshing: boolean): ListedWorkout[] {
  const [held, setHeld] = useState<{ key: string; workouts: ListedWorkout[] }>({ key: "[]", workouts: [] });
  const next = withStaying(held.workouts, workouts, changes, refreshing);
  const key = JSON.stringify(next.held);
  if (key !== held.key) setHeld({ key, workouts: next.held });
  return next.shown;
}

function Workouts(props: {
  workouts: ListedWorkout[];
  more: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore: () => Promise<unknown>;
}) {
  const list = useRef<HTMLOListElement>(null);
  // After "Show more", focus goes to the first workout it brought, not back to the page's top.
  const more = () => {
    const first = props.workouts.length;
    void props.onMore().then(() => list.current?.querySelector<HTMLElement>(`[data-index="${first}"] a`)?.focus());
  };
  return (
    <div className="grid gap-4">
      <ol ref={list} className="grid gap-3" aria-label={m.history_title()}>
        {props.workouts.map((w, i) => (
          <li key={w.id} data-index={i}>
            <WorkoutCard workout={w} unsent={w.unsent} />
          </li>
        ))}
      </ol>
      {props.moreFailed && <LoadFailed text={m.history_failed()} retryLabel={m.history_retry()} onRetry={more} />}
      {props.more && !props.moreFailed && (
        <button
          type="button"
          className={buttonClass("secondary", "md", "justify-self-center")}
          onClick={more}
          disabled={props.loadingMore}
          aria-busy={props.loadingMore}
        >
          {props.loadingMore && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {props.loadingMore ? m.history_more_loading() : m.history_more()}
        </button>
      )}
    </div>
  );
}

function Empty() {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-border p-8 text-center">
      <Dumbbell aria-hidden="true" className="size-8 text-muted" />
      <h3 className="text-lg font-semibold">{m.history_empty()}</h3>
      <p className="text-muted">{m.history_empty_text()}</p>
      <HistoryLink to="logger" className={buttonClass("primary")}>
        {m.history_start()}
      </HistoryLink>
    </div>
  );
}
