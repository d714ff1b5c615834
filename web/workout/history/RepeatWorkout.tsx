import { useNavigate } from "@tanstack/react-router";
import { RotateCcw } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { WorkoutSessionJson } from "../../../core/training/session";
import * as m from "../../../i18n/paraglide/messages.js";
import { localIsoDate } from "../../shared/i18n/format";
import { useScreenHref } from "../../shared/navigation/paths";
import { useWorkoutLog } from "../../shared/offline/workout-log";
import { buttonClass } from "../../shared/ui/button-styles";
import { useOwnExercises } from "../exercise-names";
import { keepRows } from "../kept-rows";
import { repeatChanges } from "../start";
import { sessionTitle } from "./session-title";

/**
 * Starts a past workout again today: its exercises, in its order, under its name, then the logger.
 * One workout is open at a time: while another is, the button says what to do first, below it and
 * the workout's other actions (`children`) in one row.
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
  const { own } = useOwnExercises();
  const navigate = useNavigate();
  const href = useScreenHref();
  const hint = useId();
  const [starting, setStarting] = useState(false);
  const busy = active !== null && !starting;
  const repeat = () => {
    setStarting(true);
    // An own exercise removed since is no longer offered (the server takes it only where the log holds it).
    const past = { ...session, entries: session.entries.filter((e) => !own(e.exercise)?.removed) };
    const changes = repeatChanges(localIsoDate(), past, session.name ?? (session.dayType ? sessionTitle(session) : null));
    // Started here: no rows on the device to read back, it shows at once.
    void keepRows(userId, changes[0]!.id, true);
    record(changes);
    void navigate({ to: href("/workout"), search: {} });
  };
  return (
    <div className="grid justify-items-start gap-1 sm:justify-items-end">
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          // Until the open workout is known (the server's day, or the one kept here), none is started.
          disabled={busy || starting || !loaded || !day.data}
          aria-describedby={busy ? hint : undefined}
          onClick={repeat}
          data-testid="history-repeat"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {m.history_repeat()}
        </button>
        {children}
      </div>
      {busy && (
        <p id={hint} className="max-w-64 text-xs text-muted sm:text-right">
          {m.history_repeat_busy()}
        </p>
      )}
    </div>
  );
}
