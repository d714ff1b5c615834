import { Link } from "@tanstack/react-router";
import { CalendarDays, Dumbbell, Plus } from "lucide-react";
import { useState } from "react";
import type { RoutineJson } from "../../core/api/routines";
import type { WorkoutDayJson } from "../../core/api/workouts";
import type { WorkoutChange } from "../../core/validation/workouts";
import * as m from "../../i18n/paraglide/messages.js";
import { localIsoDate } from "../shared/i18n/format";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";
import { keepRows } from "./kept-rows";
import { DoneToday, useFinishedToday } from "./DoneToday";
import { OtherDayDialog } from "./OtherDayDialog";
import { PlanPreview } from "./PlanPreview";
import { useOwnExercises } from "./exercise-names";
import { RoutineList } from "./routines/RoutineList";
import { rememberStart } from "./routines/started-from";
import { routineChanges, startChanges } from "./start";

/**
 * No workout open: today's plan day to start (once today's is done, beside it that it is done,
 * and starting another), or on a rest day (or without a plan) an empty
 * workout, which can be started any day, or another day of the plan; and the member's routines.
 */
export function StartWorkout(props: { userId: string; day: WorkoutDayJson; record: (changes: WorkoutChange[]) => void }) {
  const { day, record } = props;
  const href = useScreenHref();
  // Pressed once: the workout shows as soon as the device has kept it (a moment).
  const [starting, setStarting] = useState(false);
  const start = (plan: Parameters<typeof startChanges>[1]) => {
    setStarting(true);
    // Dated as it starts, not as the screen was drawn (it may have stood open since before midnight).
    const changes = startChanges(localIsoDate(), plan);
    // A workout started here has no rows on the device to read back: it shows at once.
    void keepRows(props.userId, changes[0]!.id, true);
    record(changes);
  };
  const ownList = useOwnExercises();
  const startRoutine = (routine: RoutineJson) => {
    setStarting(true);
    const changes = routineChanges(localIsoDate(), routine, ownList.offered);
    // Finished, its page offers to update the routine to what was done.
    rememberStart(props.userId, changes[0]!.id, routine.id);
    void keepRows(props.userId, changes[0]!.id, true);
    record(changes);
  };
  const doneToday = useFinishedToday(props.userId, localIsoDate());
  const routines = <RoutineList userId={props.userId} starting={starting} onStart={startRoutine} />;
  const empty = (primary: boolean) => (
    <button type="button" className={buttonClass(primary ? "primary" : "secondary", "md", "w-full sm:w-auto")} disabled={starting} onClick={() => start(null)}>
      <Plus aria-hidden="true" className="size-5" />
      {m.workout_start_empty()}
    </button>
  );
  if (day.preview) {
    const preview = day.preview;
    return (
      <div className="grid gap-4">
        {doneToday && <DoneToday workout={doneToday} />}
        <PlanPreview
          preview={preview}
          previous={day.previous}
          starting={starting}
          done={doneToday !== null}
          onStart={() => start({ weekday: preview.weekday, slugs: preview.exercises.map((e) => e.slug) })}
        />
        <div className="grid justify-items-stretch sm:justify-items-start">{empty(false)}</div>
        {routines}
      </div>
    );
  }
  const hasPlan = day.planDays.length > 0;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="start-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
        <div className="flex items-start gap-3">
          {hasPlan ? <CalendarDays aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" /> : <Dumbbell aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent" />}
          <div className="grid gap-1">
            <h2 id="start-title" className="text-lg font-semibold">
              {hasPlan ? m.workout_rest_day_title() : m.workout_no_plan_title()}
            </h2>
            <p className="text-muted">{hasPlan ? m.workout_rest_day_text() : m.workout_no_plan_text()}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {empty(true)}
          {hasPlan ? (
            <OtherDayDialog days={day.planDays} disabled={starting} onChoose={(weekday, slugs) => start({ weekday, slugs })} />
          ) : (
            <Link to={href("/profile")} className={buttonClass("secondary", "md", "w-full sm:w-auto")}>
              {m.workout_make_plan()}
            </Link>
          )}
        </div>
      </section>
      {routines}
    </div>
  );
}
