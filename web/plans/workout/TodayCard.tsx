import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarCheck, Dumbbell } from "lucide-react";
import { useScreenHref } from "../../shared/navigation/paths";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { useWorkoutLog } from "../../shared/offline/workout-log";
import { finishedOn, workoutHistoryQuery } from "../../shared/queries/workout";
import { dayTypeLabels } from "../../../i18n/labels/plans";

/**
 * Today in the plan: the open workout (as this device has it, unsent changes too) to continue,
 * today's finished one, the day to start, or the rest day, when a workout can still be started.
 */
export function TodayCard({ userId, today }: { userId: string; today: string }) {
  const href = useScreenHref();
  const { day, active } = useWorkoutLog(userId, today);
  // The same first page the recent workouts below read: no request of its own.
  const history = useInfiniteQuery(workoutHistoryQuery(userId));
  // Keyed apart from the card, so the card is a new box rather than the skeleton moved (QueryState).
  if (!day.data && !day.isError)
    return (
      <div key="skeleton" role="status" aria-label={m.plans_loading()} className="h-20 animate-pulse rounded-2xl bg-surface-2" />
    );
  const preview = day.data?.preview ?? null;
  const doneToday = !active && finishedOn(history.data, today) !== null;
  // An untitled workout off the plan has no name to add ("in progress: Workout").
  const name = active ? active.name?.trim() || (active.dayType ? dayTypeLabels[active.dayType]() : "") : "";
  const text = active
    ? name
      ? m.plans_today_open({ name })
      : m.plans_today_open_untitled()
    : doneToday
      ? m.plans_today_done()
      : preview
        ? `${m.plans_today()}: ${dayTypeLabels[preview.dayType]()}`
        : day.data
          ? m.plans_rest_today()
          : m.plans_today();
  const action = active
    ? { label: m.plans_continue_workout(), primary: true }
    : doneToday
      ? null
      : preview
        ? { label: m.plans_start_today(), primary: true }
        : { label: day.data ? m.plans_start_anyway() : m.history_start(), primary: false };
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent/50 bg-accent/10 p-4"
      data-testid="today-card"
    >
      <p className="flex items-center gap-3 font-medium">
        {active || preview ? (
          <Dumbbell aria-hidden="true" className="size-6 shrink-0 text-accent" />
        ) : (
          <CalendarCheck aria-hidden="true" className="size-6 shrink-0 text-accent" />
        )}
        <span>
          {text}
          {!active && !doneToday && preview?.deload && <span className="block text-sm text-muted">{m.plans_deload()}</span>}
        </span>
      </p>
      {action && (
        <Link to={href("/workout")} className={buttonClass(action.primary ? "primary" : "secondary")}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
