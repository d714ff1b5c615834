import { useInfiniteQuery } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import type { WorkoutSummaryJson } from "../../core/api/workouts";
import * as m from "../../i18n/paraglide/messages.js";
import { finishedOn, workoutHistoryQuery } from "../shared/queries/workout";
import { HistoryLink, textLinkClass } from "./history/links";

/** Today's finished workout, from the history's first page (the one the History tab reads). */
export function useFinishedToday(userId: string, today: string): WorkoutSummaryJson | null {
  const history = useInfiniteQuery(workoutHistoryQuery(userId));
  return finishedOn(history.data, today);
}

/** Above today's plan once it is done: the member sees it counted, and can open it. */
export function DoneToday({ workout }: { workout: WorkoutSummaryJson }) {
  return (
    <section
      aria-labelledby="done-today-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-accent/50 bg-accent/10 p-4"
      data-testid="done-today"
    >
      <p id="done-today-title" className="flex items-center gap-3 font-medium">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-accent" />
        {m.plans_today_done()}
      </p>
      <HistoryLink to={{ session: workout.id }} className={textLinkClass}>
        {m.workout_done_today_open()}
      </HistoryLink>
    </section>
  );
}
