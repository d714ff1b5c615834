import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import type { WorkoutSummaryJson } from "../../../core/api/workouts";
import { formatDate } from "../../shared/i18n/format";
import { useScreenHref } from "../../shared/navigation/paths";
import * as m from "../../../i18n/paraglide/messages.js";
import { QueryState } from "../../shared/ui/QueryState";
import { workoutHistoryQuery } from "../../shared/queries/workout";
import { useUnits } from "../../shared/units/units";
import { dayTypeLabels } from "../../../i18n/labels/plans";
import { historyLine } from "./history-line";

/** How many of the latest workouts the plan tab lists; the rest are in the workout screen's history. */
const shown = 5;

const title = (w: WorkoutSummaryJson) => w.name?.trim() || (w.dayType ? dayTypeLabels[w.dayType]() : m.history_untitled());

/** The member's latest workouts: date, name, sets, load lifted and duration, each opening in the history. */
export function WorkoutHistory({ userId }: { userId: string }) {
  const query = useInfiniteQuery(workoutHistoryQuery(userId));
  const href = useScreenHref();
  const units = useUnits();
  return (
    <section aria-labelledby="history-title" className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="history-title" className="text-lg font-semibold">
          {m.plans_history_title()}
        </h2>
        <Link
          to={href("/workout")}
          search={{ view: "history" }}
          className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {m.plans_history_all()}
        </Link>
      </div>
      <QueryState
        query={query}
        loadingLabel={m.plans_loading()}
        failedText={m.plans_history_failed()}
        retryLabel={m.workout_retry()}
        skeletonClassName="h-24 rounded-xl"
      >
        {({ pages }) => {
          const workouts = pages[0]?.workouts.slice(0, shown) ?? [];
          return workouts.length === 0 ? (
            <p className="text-sm text-muted">{m.plans_history_empty()}</p>
          ) : (
            <ul className="divide-y divide-border" data-testid="workout-history">
              {workouts.map((w) => {
                const date = formatDate(w.date, { weekday: "short", day: "numeric", month: "long" });
                return (
                  <li key={w.id} className="relative flex items-center justify-between gap-3 py-2">
                    <span className="grid gap-0.5">
                      <Link
                        to={href("/workout")}
                        search={{ view: "history", session: w.id }}
                        aria-label={`${date}: ${title(w)}`}
                        className="font-medium after:absolute after:inset-0 after:content-[''] hover:text-accent focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
                      >
                        {date}
                      </Link>
                      <span className="text-xs text-muted">{title(w)}</span>
                      <span className="text-sm tabular-nums text-muted">{historyLine(w, units)}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
                  </li>
                );
              })}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
