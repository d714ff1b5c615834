import { Link, useNavigate } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { WorkoutSessionJson } from "../../../core/training/session";
import { ownExerciseIdOf } from "../../../core/validation/own-exercises";
import * as m from "../../../i18n/paraglide/messages.js";
import { localIsoDate } from "../../shared/i18n/format";
import { useScreenHref } from "../../shared/navigation/paths";
import { useWorkoutLog } from "../../shared/offline/workout-log";
import { buttonClass } from "../../shared/ui/button-styles";
import { useOwnExercises } from "../exercise-names";
import { keepRows } from "../kept-rows";
import { repeatChanges } from "../start";

const textAction = "font-semibold text-accent underline-offset-4 hover:underline";

/** Why the button can't start the workout yet, if it can't. */
type Wait = "starting" | "open" | "failed" | "loading" | null;

/**
 * Starts a past workout again today: its exercises, in its order, under its name, then the logger.
 * One workout is open at a time, so it waits to know whether one is (the server's day, or the one
 * kept on this device) and, for a workout with own exercises, which of them are still the member's.
 * The button stays focusable while it waits; a reason shows below it and the workout's other
 * actions (`children`) where there is one to act on: the open workout, or a request to try again.
 */
export function RepeatWorkout({
  userId,
  session,
  children,
}: {
  userId: string;
  session: WorkoutSessionJson;
  children?: ReactNode;
}) {
  const { day, active, record, loaded } = useWorkoutLog(userId, localIsoDate());
  const ownList = useOwnExercises();
  const navigate = useNavigate();
  const href = useScreenHref();
  const hint = useId();
  const [starting, setStarting] = useState(false);
  const hasOwn = session.entries.some((e) => ownExerciseIdOf(e.exercise) !== null);
  const dayFailed = day.data === undefined && (day.isError || day.fetchStatus === "paused");
  const wait: Wait = starting
    ? "starting"
    : active !== null
      ? "open"
      : dayFailed || (hasOwn && ownList.failed)
        ? "failed"
        : !loaded || !day.data || (hasOwn && !ownList.loaded)
          ? "loading"
          : null;
  const repeat = () => {
    if (wait !== null) return;
    setStarting(true);
    const changes = repeatChanges(localIsoDate(), session, ownList.offered);
    // Started here: no rows on the device to read back, it shows at once.
    void keepRows(userId, changes[0]!.id, true);
    record(changes);
    void navigate({ to: href("/workout"), search: {} });
  };
  const retry = () => {
    if (dayFailed) void day.refetch();
    if (hasOwn && ownList.failed) ownList.retry();
  };
  const explained = wait === "open" || wait === "failed";
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          aria-disabled={wait !== null || undefined}
          aria-describedby={explained ? hint : undefined}
          onClick={repeat}
          data-testid="history-repeat"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {m.history_repeat()}
        </button>
        {children}
      </div>
      {explained && (
        <p className="text-xs text-muted sm:max-w-md sm:text-right">
          <span id={hint}>{wait === "open" ? m.history_repeat_busy() : m.history_repeat_failed()}</span>{" "}
          {wait === "open" ? (
            <Link to={href("/workout")} search={{}} className={textAction}>
              {m.history_repeat_open()}
            </Link>
          ) : (
            <button type="button" className={textAction} onClick={retry}>
              {m.history_repeat_check()}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
