import { useQuery } from "@tanstack/react-query";
import { formatDate, formatNumber } from "../../shared/i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { QueryState } from "../../shared/ui/QueryState";
import { workoutHistoryQuery } from "../../shared/queries/workout";
import { dayTypeLabels } from "../../../i18n/labels/plans";

/** The member's last ten workouts: date, day type, sets, load lifted and duration. */
export function WorkoutHistory({ userId }: { userId: string }) {
  const query = useQuery(workoutHistoryQuery(userId));
  return (
    <section aria-labelledby="history-title" className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="history-title" className="text-lg font-semibold">
        {m.plans_history_title()}
      </h2>
      <QueryState
        query={query}
        loadingLabel={m.plans_loading()}
        failedText={m.plans_history_failed()}
        retryLabel={m.workout_retry()}
        skeletonClassName="h-24 rounded-xl"
      >
        {({ workouts }) =>
          workouts.length === 0 ? (
            <p className="text-sm text-muted">{m.plans_history_empty()}</p>
          ) : (
            <ul className="divide-y divide-border" data-testid="workout-history">
              {workouts.map((w) => (
                <li key={w.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  <span className="grid">
                    <span className="font-medium">{formatDate(w.date, { weekday: "short", day: "numeric", month: "long" })}</span>
                    <span className="text-xs text-muted">{dayTypeLabels[w.dayType]()}</span>
                  </span>
                  <span className="text-sm tabular-nums text-muted">
                    {m.plans_history_line({ sets: String(w.sets), volume: formatNumber(w.volumeKg) })}
                    {" · "}
                    {w.durationMinutes === null
                      ? m.plans_history_active()
                      : m.plans_history_minutes({ minutes: String(w.durationMinutes) })}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
