import { useMutation } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { useState } from "react";
import type { LoggedSetJson, SessionExercise, WorkoutSessionJson } from "../../core/training/session";
import * as v from "valibot";
import { setFieldsSchema } from "../../core/validation/plans";
import { toastFailure } from "../shared/api/toast-failure";
import { parseDecimal } from "../shared/forms/number";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { workoutApi } from "../shared/queries/workout";

const inputClass =
  "h-11 w-full rounded-xl border border-border bg-surface px-3 text-base tabular-nums focus-visible:outline-2 aria-[invalid=true]:border-danger";

/** One set: load and reps (or seconds), logged with one tap; a logged set can be corrected or removed. */
export function SetRow(props: {
  exercise: SessionExercise;
  index: number;
  logged: LoggedSetJson | undefined;
  /** What to prefill: the set before, else the suggestion. */
  prefill: { weight: number | null; reps: number | null; seconds: number | null };
  disabled: boolean;
  /** Done with the body's own weight: reps only, an added load behind "+ weight". */
  bodyweight: boolean;
  sessionId: string;
  /** The session as the server answers it after the set is logged, or removed. */
  onLogged: (session: WorkoutSessionJson) => void;
  onRemoved: (session: WorkoutSessionJson) => void;
}) {
  const { exercise, index, logged, prefill } = props;
  const timed = exercise.seconds !== undefined && !exercise.reps;
  const start = logged ?? prefill;
  const [weight, setWeight] = useState(start.weight === null ? "" : String(start.weight));
  const [work, setWork] = useState(String((timed ? start.seconds : start.reps) ?? ""));
  const [withWeight, setWithWeight] = useState(!props.bodyweight || start.weight !== null);
  const log = useMutation({
    mutationFn: (values: { weight: number | null; reps?: number; seconds?: number }) =>
      workoutApi.logSet(props.sessionId, { exercise: exercise.slug, index, ...values }),
    onSuccess: props.onLogged,
    onError: (err) => toastFailure(err, m.workout_save_failed()),
  });
  const remove = useMutation({
    mutationFn: () => workoutApi.removeSet(props.sessionId, exercise.slug, index),
    onSuccess: props.onRemoved,
    onError: (err) => toastFailure(err, m.workout_save_failed()),
  });
  const busy = log.isPending || remove.isPending;
  const n = String(index + 1);
  const parsedWeight = parseDecimal(weight);
  const parsedWork = parseDecimal(work);
  // The server's own rules for a set (core/validation/plans.ts), checked field by field.
  const weightBad = !v.is(setFieldsSchema.entries.weight, parsedWeight);
  const workBad =
    parsedWork === null || !v.is(timed ? setFieldsSchema.entries.seconds : setFieldsSchema.entries.reps, parsedWork);
  const id = `${exercise.slug}-${index}`;
  // Column labels show on the first row only; every input keeps its own label for screen readers.
  const labelText = index === 0 ? "" : "sr-only";
  return (
    <li
      className={cn("grid grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2 rounded-xl p-1", logged && "bg-accent/10")}
      data-testid={`set-${id}`}
      data-set-open={logged ? undefined : ""}
    >
      {/* "Set 1" ("Подход 1") on one line: its column takes the label's width. */}
      <span className="pb-3 text-sm font-semibold whitespace-nowrap text-muted">{m.workout_set({ n })}</span>
      {withWeight ? (
        <label className="grid gap-1 text-xs text-muted" htmlFor={`${id}-weight`}>
          <span className={labelText}>{props.bodyweight ? m.ui_workout_added_weight() : m.workout_weight()}</span>
          <input
            id={`${id}-weight`}
            inputMode="decimal"
            autoComplete="off"
            className={inputClass}
            value={weight}
            aria-invalid={weightBad}
            autoFocus={props.bodyweight && start.weight === null}
            onChange={(e) => setWeight(e.target.value)}
          />
        </label>
      ) : (
        <button
          type="button"
          className={buttonClass("ghost", "sm", "h-11 justify-self-start px-2 text-sm whitespace-nowrap")}
          disabled={props.disabled || busy}
          aria-label={m.ui_workout_add_weight_to({ n })}
          onClick={() => setWithWeight(true)}
        >
          {m.ui_workout_add_weight()}
        </button>
      )}
      <label className="grid gap-1 text-xs text-muted" htmlFor={`${id}-work`}>
        <span className={labelText}>{timed ? m.workout_seconds() : m.workout_reps()}</span>
        <input
          id={`${id}-work`}
          inputMode="numeric"
          autoComplete="off"
          className={inputClass}
          value={work}
          aria-invalid={work !== "" && workBad}
          onChange={(e) => setWork(e.target.value)}
        />
      </label>
      <span className="flex w-[5.75rem] gap-1">
        <button
          type="button"
          className={buttonClass(logged ? "secondary" : "primary", "icon")}
          disabled={props.disabled || busy || weightBad || workBad}
          aria-label={logged ? m.workout_update_set({ n }) : m.workout_log_set({ n })}
          onClick={() => log.mutate({ weight: parsedWeight, ...(timed ? { seconds: parsedWork! } : { reps: parsedWork! }) })}
        >
          <Check aria-hidden="true" className="size-5" />
        </button>
        {logged && (
          <button
            type="button"
            className={buttonClass("ghost", "icon")}
            disabled={props.disabled || busy}
            aria-label={m.workout_remove_set({ n })}
            onClick={() => remove.mutate()}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </span>
    </li>
  );
}
