import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ListChecks } from "lucide-react";
import { useState } from "react";
import { routineFromEntries, routineToStart, sameExercises } from "../../../core/training/routines";
import type { WorkoutSessionJson } from "../../../core/training/session";
import * as m from "../../../i18n/paraglide/messages.js";
import { routineApi, routinesQuery } from "../../shared/queries/routines";
import { buttonClass } from "../../shared/ui/button-styles";
import { notify } from "../../shared/ui/toast";
import { useOwnExercises } from "../exercise-names";
import { problemText } from "../name-form";
import { saveTexts } from "./routine-text";
import { forgetStart, startedFrom } from "./started-from";

/**
 * On a finished workout started from a routine on this device, when its exercises (order,
 * supersets) differ from the routine's: update the routine to them, or keep it. Asked once.
 */
export function UpdateRoutine({ userId, session }: { userId: string; session: WorkoutSessionJson }) {
  const queryClient = useQueryClient();
  const ownList = useOwnExercises();
  const [answered, setAnswered] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const routineId = startedFrom(userId, session.id);
  const routine = useQuery({ ...routinesQuery(userId), enabled: routineId !== null }).data?.routines.find(
    (r) => r.id === routineId,
  );
  if (answered || !routine || !ownList.loaded) return null;
  const done = routineFromEntries(session.entries, ownList.offered);
  if (done.length === 0 || sameExercises(done, routineToStart(routine.exercises, ownList.offered))) return null;

  const finish = () => {
    forgetStart(session.id);
    setAnswered(true);
  };
  const update = async () => {
    if (saving) return;
    if (!navigator.onLine) return setError(m.routines_offline());
    setSaving(true);
    try {
      await routineApi.update(queryClient, userId, routine.id, { exercises: done });
      notify.success(m.routines_updated({ name: routine.name }));
      finish();
    } catch (err) {
      setError(problemText(err, saveTexts));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section
      aria-labelledby="update-routine"
      className="grid gap-3 rounded-2xl border border-accent/50 bg-accent/5 p-4"
      data-testid="update-routine"
    >
      <p id="update-routine" className="flex items-start gap-2 font-medium">
        <ListChecks aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        {m.routines_differs({ name: routine.name })}
      </p>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass("primary", "sm")}
          aria-disabled={saving || undefined}
          onClick={() => void update()}
        >
          {saving ? m.routines_saving() : m.routines_update()}
        </button>
        <button type="button" className={buttonClass("secondary", "sm")} onClick={finish}>
          {m.routines_keep()}
        </button>
      </div>
    </section>
  );
}
