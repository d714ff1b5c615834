import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarCheck, Dumbbell } from "lucide-react";
import { useScreenHref } from "../../shared/navigation/paths";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { workoutDayQuery } from "../../shared/queries/workout";
import { dayTypeLabels } from "../../../i18n/labels/plans";

/** Today in the plan: start or continue the workout, the finished note, or the rest day. */
export function TodayCard({ userId, today }: { userId: string; today: string }) {
  const href = useScreenHref();
  const { data } = useQuery(workoutDayQuery(userId, today));
  // Keyed apart from the card, so the card is a new box rather than the skeleton moved (QueryState).
  if (!data) return <div key="skeleton" role="status" aria-label={m.plans_loading()} className="h-20 animate-pulse rounded-2xl bg-surface-2" />;
  const { session, preview } = data;
  const finished = session?.status === "finished";
  const type = session?.dayType ?? preview?.dayType;
  return (
    <div
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent/50 bg-accent/10 p-4"
      data-testid="today-card"
    >
      <p className="flex items-center gap-3 font-medium">
        {finished || !type ? (
          <CalendarCheck aria-hidden="true" className="size-6 text-accent" />
        ) : (
          <Dumbbell aria-hidden="true" className="size-6 text-accent" />
        )}
        <span>
          {finished ? m.plans_today_done() : type ? `${m.plans_today()}: ${dayTypeLabels[type]()}` : m.plans_rest_today()}
          {preview?.deload && <span className="block text-sm text-muted">{m.plans_deload()}</span>}
        </span>
      </p>
      {type && !finished && (
        <Link to={href("/workout")} className={buttonClass("primary")}>
          {session ? m.plans_continue_today() : m.plans_start_today()}
        </Link>
      )}
    </div>
  );
}
