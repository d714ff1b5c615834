import { Check, Trophy } from "lucide-react";
import { memo, useRef, useState, type KeyboardEvent } from "react";
import type { LoggedSet } from "../../core/training/double-progression";
import type { RecordKind } from "../../core/api/workouts";
import type { SetKind } from "../../core/training/set-kinds";
import * as m from "../../i18n/paraglide/messages.js";
import { cn } from "../shared/ui/cn";
import { weightUnit } from "../shared/units/format";
import { afterPaint } from "../shared/ui/idle";
import { setInputClass } from "./field-styles";
import { keepNextSetInView } from "./keep-in-view";
import { emptyDraft, useRowDraft, type Draft } from "./row-store";
import {
  draftOf,
  fieldNumber,
  readEdit,
  readSet,
  weightField,
  type FieldErrors,
  type SetContext,
  type SetValues,
} from "./set-fields";
import { recordSentence } from "./history/record-labels";
import { SetMenu } from "./SetMenu";
import type { SetActions } from "./use-entry-sets";

export interface SetRowProps {
  /** For the fields' labels: "Bench press, set 2: reps". */
  exerciseName: string;
  /** "set 2" or "warm-up 1", as the labels say it. */
  setName: string;
  /** What the number cell shows: "2", or the kind's letter ("W" for a warm-up). */
  mark: string;
  kind: SetKind;
  /** The set recorded for this row, once done. */
  done: SetValues | undefined;
  /** The records it set, once done (live-records.ts). */
  records: readonly RecordKind[] | undefined;
  /** What an empty field takes (the placeholder): the set above, the suggestion, or last time. */
  hint: LoggedSet;
  previous: string;
  ctx: SetContext;
  idBase: string;
  /** The row's exercise and place: what is typed in it is read from the rows' store. */
  entryId: string;
  slotKey: string;
  index: number;
  /** The exercise's actions (the same functions on every render). */
  actions: SetActions;
}

/**
 * One set: the number (a menu: the set's type, remove), last time's numbers, the fields and
 * the done check. A row becomes a record when checked with valid values; a done row's edits are
 * recorded when the member leaves the field. Memoised (placeholders and done sets compared by
 * their values): a key typed in one row renders that row alone.
 *
 * A check paints at once: the row shows itself done with the values it read in the press's own
 * frame, and the workout takes the set (its record, the card's other rows, the rest) once that
 * frame has painted. A slow phone's tap used to wait for all of it (docs/benchmarks.md).
 */
export const SetRow = memo(function SetRow(p: SetRowProps) {
  const { ctx, actions, index } = p;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [taking, setTaking] = useState<SetValues | null>(null);
  const done = p.done ?? taking ?? undefined;
  const row = useRef<HTMLTableRowElement>(null);
  const draft = useRowDraft(p.entryId, p.slotKey);
  const shown: Draft = (!taking && draft) || (done ? draftOf(done, ctx) : emptyDraft);
  const hintWork = ctx.measure === "seconds" ? p.hint.seconds : p.hint.reps;
  const hintText = {
    weight: weightField(p.hint.weight, ctx.units),
    work: hintWork === null ? "" : fieldNumber(hintWork),
  };

  const change = (field: keyof Draft, value: string) => {
    actions.setDraft(p.slotKey, { ...shown, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const check = () => {
    if (taking) return;
    const read = readSet(shown, p.hint, ctx);
    if (!read.ok) {
      setErrors(read.errors);
      const first = (["weight", "work", "effort"] as const).find((f) => read.errors[f]);
      document.getElementById(`${p.idBase}-${first}`)?.focus();
      return;
    }
    setErrors({});
    const values = keepEffort(read.values, undefined, ctx);
    setTaking(values);
    afterPaint(() => {
      actions.check(index, values);
      setTaking(null);
      keepNextSetInView(row.current);
    });
  };

  // A done row's edit is recorded once the member leaves a changed field.
  const commit = () => {
    if (taking || !done || !draft) return;
    const read = readEdit(draft, done, ctx);
    if (!read.ok) return setErrors(read.errors);
    setErrors({});
    const values = keepEffort(read.values, done, ctx);
    if (sameValues(values, done)) actions.setDraft(p.slotKey, null);
    else actions.edit(index, values);
  };

  // Enter (a phone keyboard's "next") in the weight moves on to the reps or time, as in Hevy and
  // Strong; in the reps, time or effort it checks the set (a done one's edit is recorded).
  const onKey = (e: KeyboardEvent, name: keyof Draft) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    if (name === "weight") document.getElementById(`${p.idBase}-work`)?.focus();
    else if (done) commit();
    else check();
  };

  const unit = weightUnit(ctx.units);
  const field = (name: keyof Draft, label: string, mode: "decimal" | "numeric", placeholder: string) => (
    <input
      id={`${p.idBase}-${name}`}
      aria-label={label}
      inputMode={mode}
      autoComplete="off"
      enterKeyHint={name === "weight" ? "next" : "done"}
      className={setInputClass}
      value={shown[name]}
      placeholder={done ? undefined : placeholder}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={errors[name] ? `${p.idBase}-${name}-error` : undefined}
      onChange={(e) => change(name, e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => onKey(e, name)}
    />
  );
  const who = { exercise: p.exerciseName, set: p.setName };
  const failed = (["weight", "work", "effort"] as const).filter((f) => errors[f]);
  return (
    <>
      <tr
        ref={row}
        className={cn(done && "bg-accent/10")}
        data-set-open={done ? undefined : ""}
        data-taking={taking ? "" : undefined}
      >
        <td className="rounded-l-lg py-1 pl-0.5">
          <SetMenu label={m.workout_set_options(who)} mark={p.mark} kind={p.kind} index={index} actions={actions} />
        </td>
        <td className="px-1 py-1 text-[11px] leading-tight break-words text-muted tabular-nums min-[400px]:text-xs sm:text-sm">
          {p.previous}
          {p.records && (
            // Shown here, said with the done check it belongs to (not as part of last time's numbers).
            <span
              aria-hidden="true"
              className="mt-0.5 flex items-center gap-0.5 font-semibold text-warning"
              data-testid="live-record"
              title={recordSentence(p.records, ctx.loaded)}
            >
              <Trophy className="size-3 shrink-0" />
              {m.workout_record_badge()}
            </span>
          )}
        </td>
        <td className="px-0.5 py-1">
          {field(
            "weight",
            ctx.loaded ? m.workout_weight_label({ ...who, unit }) : m.workout_added_label({ ...who, unit }),
            "decimal",
            hintText.weight,
          )}
        </td>
        <td className="px-0.5 py-1">
          {field(
            "work",
            ctx.measure === "seconds" ? m.workout_seconds_label(who) : m.workout_reps_label(who),
            "numeric",
            hintText.work,
          )}
        </td>
        {ctx.effort !== "off" && (
          <td className="px-0.5 py-1">
            {field("effort", ctx.effort === "rpe" ? m.workout_rpe_label(who) : m.workout_rir_label(who), "decimal", "")}
          </td>
        )}
        <td className="rounded-r-lg py-1 pr-0.5 pl-0.5 text-right">
          <button
            type="button"
            role="checkbox"
            aria-checked={!!done}
            aria-label={m.workout_done_label(who)}
            aria-describedby={p.records ? `${p.idBase}-record` : undefined}
            className={cn(
              "inline-flex size-10 items-center justify-center rounded-lg border transition-colors focus-visible:outline-2",
              done
                ? "border-accent bg-accent text-accent-fg"
                : "border-border bg-surface-2 text-muted hover:border-accent hover:text-text",
            )}
            onClick={() => (done ? actions.uncheck(index, shown) : check())}
          >
            <Check aria-hidden="true" className="size-5" strokeWidth={done ? 3 : 2} />
          </button>
          {p.records && (
            <span id={`${p.idBase}-record`} className="sr-only">
              {recordSentence(p.records, ctx.loaded)}
            </span>
          )}
        </td>
      </tr>
      {failed.length > 0 && (
        <tr>
          <td colSpan={ctx.effort === "off" ? 5 : 6} className="px-1 pb-1">
            {failed.map((f) => (
              <p key={f} id={`${p.idBase}-${f}-error`} className="text-sm text-danger">
                {errors[f]}
              </p>
            ))}
          </td>
        </tr>
      )}
    </>
  );
}, sameRow);

/** Props equal but for new objects with the same values (a re-read session, a recomputed placeholder). */
function sameRow(a: SetRowProps, b: SetRowProps): boolean {
  for (const key of Object.keys(a) as (keyof SetRowProps)[]) {
    if (key === "hint") {
      if (!sameSet(a.hint, b.hint)) return false;
    } else if (key === "done") {
      if (a.done !== b.done && !(a.done && b.done && sameSet(a.done, b.done) && sameValues(a.done, b.done))) return false;
    } else if (key === "records") {
      if (a.records?.join() !== b.records?.join()) return false;
    } else if (key === "ctx") {
      if (!sameContext(a.ctx, b.ctx)) return false;
    } else if (!Object.is(a[key], b[key])) return false;
  }
  return true;
}

const sameSet = (a: LoggedSet, b: LoggedSet) => a.weight === b.weight && a.reps === b.reps && a.seconds === b.seconds;

const sameContext = (a: SetContext, b: SetContext) =>
  a.measure === b.measure &&
  a.loaded === b.loaded &&
  a.weightOptional === b.weightOptional &&
  a.units === b.units &&
  a.effort === b.effort;

/** Effort the member does not log on this device stays as the set had it. */
function keepEffort(values: SetValues, done: SetValues | undefined, ctx: SetContext): SetValues {
  return {
    ...values,
    rpe: ctx.effort === "rpe" ? values.rpe : (done?.rpe ?? null),
    rir: ctx.effort === "rir" ? values.rir : (done?.rir ?? null),
  };
}

const sameValues = (a: SetValues, b: SetValues) =>
  a.weight === b.weight && a.reps === b.reps && a.seconds === b.seconds && a.rpe === b.rpe && a.rir === b.rir;
