import { Plus } from "lucide-react";
import { memo, useCallback, useMemo, useState } from "react";
import { supersetPlaces } from "../../core/training/supersets";
import { logLimits } from "../../core/validation/workouts";
import * as m from "../../i18n/paraglide/messages.js";
import type { SyncState } from "../shared/offline/workout-log";
import { buttonClass } from "../shared/ui/button-styles";
import { useAnnouncement } from "./announcer";
import { addChanges } from "./entry-changes";
import { ExerciseCard } from "./ExerciseCard";
import { ExercisePicker } from "./ExercisePicker";
import { FinishActions } from "./FinishActions";
import { useLogger } from "./logger-context";
import { ScreeningNotice } from "./ScreeningNotice";
import { SessionHeader } from "./SessionHeader";
import { SessionNote } from "./SessionNote";

/**
 * The open workout: its header, why no load is suggested (when so), each exercise with its sets,
 * adding an exercise, finishing.
 * Memoised with its exercises: what re-renders it is the session it reads (useLogger).
 */
export const ActiveWorkout = memo(function ActiveWorkout({
  sync,
  onShow,
}: {
  sync: SyncState;
  onShow: (more: { session?: string; exercise?: string }) => void;
}) {
  const { session, record, screening } = useLogger();
  const [adding, setAdding] = useState(false);
  const onHistory = useCallback((exercise: string) => onShow({ exercise }), [onShow]);
  const announcement = useAnnouncement();
  const count = session.entries.length;
  const supersets = useMemo(() => supersetPlaces(session.entries), [session.entries]);
  return (
    <div className="grid gap-4">
      <SessionHeader sync={sync} />
      <ScreeningNotice screening={screening} />
      {count === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-5 text-center text-muted">{m.workout_no_exercises()}</p>
      ) : (
        <ol className="grid gap-3" aria-label={m.workout_exercises()}>
          {session.entries.map((entry, index) => (
            <ExerciseCard
              key={entry.id}
              entry={entry}
              index={index}
              count={count}
              superset={supersets.get(entry.id)}
              onHistory={onHistory}
            />
          ))}
        </ol>
      )}
      <button
        type="button"
        className={buttonClass("secondary", "md", "w-full border-dashed")}
        disabled={count >= logLimits.entries}
        onClick={() => setAdding(true)}
      >
        <Plus aria-hidden="true" className="size-5" />
        {m.workout_add_exercise()}
      </button>
      <ExercisePicker
        open={adding}
        onOpenChange={setAdding}
        title={m.workout_add_exercise()}
        onPick={(slug) => {
          record(addChanges(session, slug));
          setAdding(false);
        }}
      />
      <SessionNote />
      <FinishActions onFinished={(id) => onShow({ session: id })} />
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {/* Room for the rest bar, which stands over the end of the page while it runs. */}
      <div className="h-20" aria-hidden="true" />
    </div>
  );
});
