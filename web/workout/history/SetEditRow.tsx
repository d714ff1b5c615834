import { Trash2 } from "lucide-react";
import { useId } from "react";
import { cn } from "../../shared/ui/cn";
import type { SetKind } from "../../../core/training/set-kinds";
import * as m from "../../../i18n/paraglide/messages.js";
import { badgeTone, removeLabel, setMark, setName, setTitle } from "../set-kind-text";
import { SetMenu } from "../SetMenu";
import type { SetDraft, SetField, SetFields } from "./corrections";

/** The row's columns: the set's mark, weight, reps or seconds, RPE, reps in reserve, remove (shared with the header). */
// The weight takes the most room ("132.5" in pounds); effort the least. Sized for a 360 px phone.
export const setRowColumns =
  "grid grid-cols-[1.5rem_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.9fr)_minmax(0,0.9fr)_2.25rem] gap-1 sm:gap-2";

/** A narrow field: the form fields' look (input-styles.ts) with a small padding, the number centred. */
const cellClass =
  "h-11 w-full min-w-0 rounded-xl border border-border bg-surface px-1 text-center text-base text-text tabular-nums placeholder:text-muted/80 focus-visible:outline-2 aria-[invalid=true]:border-danger";

const fields: { field: SetField; mode: "decimal" | "numeric" }[] = [
  { field: "weight", mode: "decimal" },
  { field: "work", mode: "numeric" },
  { field: "rpe", mode: "decimal" },
  { field: "rir", mode: "numeric" },
];

/**
 * One set's fields in the correction form, as a row under the exercise's column headers (which
 * name each field); its group names the set, and its errors follow under the row.
 */
export function SetEditRow(props: {
  /** The exercise's name, for the type menu's label. */
  exercise: string;
  set: SetDraft;
  /** Its number among its kind (set-kinds.ts setPlaces). */
  n: number;
  loaded: boolean;
  labelIds: (field: SetField) => string;
  errors: Partial<SetFields> | undefined;
  onChange: (field: SetField, value: string) => void;
  onKind: (kind: SetKind) => void;
  onRemove: () => void;
}) {
  const { set, errors } = props;
  const id = useId();
  const failed = fields.filter(({ field }) => errors?.[field]);
  return (
    <li>
      <div role="group" aria-labelledby={`${id}-name`} className="grid gap-1" data-testid="set-editor">
        <div className={cn(setRowColumns, "items-center")}>
          <span id={`${id}-name`} className="sr-only">
            {setTitle(set.kind, props.n)}
          </span>
          {/* Its type, changed as in the logger (a drop set marked after the workout). */}
          <SetMenu
            label={m.workout_set_options({ exercise: props.exercise, set: setName(set.kind, props.n) })}
            mark={setMark(set.kind, props.n)}
            kind={set.kind}
            index={0}
            actions={{ setKind: (_, kind) => props.onKind(kind) }}
            className={cn("grid size-6 place-items-center rounded-full font-bold focus-visible:outline-2", badgeTone[set.kind])}
          />
          {fields.map(({ field, mode }) => (
            <input
              key={field}
              aria-labelledby={props.labelIds(field)}
              className={cellClass}
              inputMode={mode}
              autoComplete="off"
              enterKeyHint="done"
              value={set.fields[field]}
              placeholder={field === "rpe" || field === "rir" || (field === "weight" && !props.loaded) ? "—" : undefined}
              onChange={(e) => props.onChange(field, e.target.value)}
              aria-invalid={errors?.[field] ? true : undefined}
              aria-describedby={errors?.[field] ? `${id}-${field}-error` : undefined}
            />
          ))}
          <button
            type="button"
            className="grid size-9 place-items-center rounded-xl text-danger transition-colors hover:bg-surface-2 focus-visible:outline-2"
            onClick={props.onRemove}
            aria-label={removeLabel(set.kind, props.n)}
          >
            <Trash2 aria-hidden="true" className="size-5" />
          </button>
        </div>
        {failed.length > 0 && (
          <ul className="grid gap-0.5 text-sm text-danger">
            {failed.map(({ field }) => (
              <li key={field} id={`${id}-${field}-error`}>
                {errors![field]}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
