import { Plus, Trash2 } from "lucide-react";
import { setPlaces, type SetKind } from "../../../core/training/set-kinds";
import { useId, useRef } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { FieldError } from "../../shared/forms/FieldError";
import { inputClass } from "../../shared/forms/input-styles";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { weightUnit } from "../../shared/units/format";
import type { UnitSystem } from "../../shared/units/units";
import { canAddSet, type DraftErrors, type EntryDraft, type SetField } from "./corrections";
import { SetEditRow, setRowColumns } from "./SetEditRow";

/** One exercise in the correction form: its sets as rows under one header, "Add set", and its note. */
export function EntryEditor(props: {
  entry: EntryDraft;
  name: string;
  units: UnitSystem;
  errors: DraftErrors;
  onNote: (note: string) => void;
  onSet: (setId: string, field: SetField, value: string) => void;
  onKind: (setId: string, kind: SetKind) => void;
  onRemove: (setId: string) => void;
  onAdd: () => void;
  /** Takes the exercise out of the workout (the form's save sends it). */
  onRemoveEntry: () => void;
}) {
  const { entry, errors } = props;
  const ids = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const places = setPlaces(entry.sets.map((s) => s.kind));
  const noteError = errors.notes[entry.id];
  const unit = weightUnit(props.units);
  const measure = entry.sets[0]?.measure ?? entry.measure;
  // The column headers name each row's fields (aria-labelledby); the row's group names the set.
  const columns: Record<SetField, string> = {
    weight: entry.loaded ? m.history_field_weight({ unit }) : m.history_field_added_weight({ unit }),
    work: measure === "seconds" ? m.history_field_seconds() : m.history_field_reps(),
    rpe: m.history_field_rpe(),
    rir: m.history_field_rir(),
  };
  // A phone's columns are too narrow for "Повторения" or "Усилие, RPE": the logger's short headers
  // show there, the full ones still name the fields.
  const short: Record<SetField, string> = {
    weight: columns.weight,
    work: measure === "seconds" ? m.workout_col_seconds() : m.workout_col_reps(),
    rpe: m.workout_col_rpe(),
    rir: m.workout_col_rir(),
  };
  const columnId = (field: SetField) => `${ids}-${field}`;
  return (
    <section
      aria-labelledby={`${ids}-name`}
      data-entry-id={entry.id}
      className="grid gap-3 rounded-2xl border border-border bg-surface p-3 sm:p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id={`${ids}-name`} className="text-lg font-semibold">
          {props.name}
        </h4>
        <button
          type="button"
          className={buttonClass("ghost", "icon", "size-9 shrink-0 text-danger")}
          aria-label={m.history_remove_exercise({ exercise: props.name })}
          title={m.history_remove_exercise({ exercise: props.name })}
          onClick={props.onRemoveEntry}
          data-remove-entry
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {entry.sets.length > 0 && (
        <div className="grid max-w-lg gap-2">
          <div className={cn(setRowColumns, "items-end text-xs leading-tight font-medium text-muted")} aria-hidden="true">
            <span />
            {(Object.keys(columns) as SetField[]).map((field) => (
              <span key={field} className="text-center">
                <span id={columnId(field)} className="max-sm:sr-only">
                  {columns[field]}
                </span>
                <span className="sm:hidden">{short[field]}</span>
              </span>
            ))}
            <span />
          </div>
          <ol className="grid gap-2">
            {entry.sets.map((set, i) => (
              <SetEditRow
                key={set.id}
                exercise={props.name}
                set={set}
                n={places[i]!.number}
                loaded={entry.loaded && !entry.weightOptional}
                labelIds={columnId}
                errors={errors.sets[set.id]}
                onChange={(field, value) => props.onSet(set.id, field, value)}
                onKind={(kind) => props.onKind(set.id, kind)}
                onRemove={() => {
                  props.onRemove(set.id);
                  // The row is gone: the focus waits on the exercise's "Add set".
                  addButton.current?.focus();
                }}
              />
            ))}
          </ol>
        </div>
      )}
      <button
        ref={addButton}
        type="button"
        aria-label={`${m.history_add_set()}: ${props.name}`}
        className={buttonClass("secondary", "sm", "justify-self-start")}
        onClick={props.onAdd}
        disabled={!canAddSet(entry)}
      >
        <Plus aria-hidden="true" className="size-4" />
        {m.history_add_set()}
      </button>
      <div className="grid gap-1.5">
        <label htmlFor={`${ids}-note`} className="text-sm font-medium">
          {m.history_note()}
          <span className="sr-only">: {props.name}</span>
        </label>
        <textarea
          id={`${ids}-note`}
          className={cn(inputClass, "h-auto min-h-20 py-2")}
          value={entry.note}
          rows={2}
          onChange={(e) => props.onNote(e.target.value)}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={`${ids}-note-error`}
        />
        <FieldError id={`${ids}-note-error`} message={noteError} />
      </div>
    </section>
  );
}
