import { useNavigate } from "@tanstack/react-router";
import { Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { WorkoutSessionJson } from "../../../core/training/session";
import { logLimits, type WorkoutChange } from "../../../core/validation/workouts";
import * as m from "../../../i18n/paraglide/messages.js";
import { FieldError } from "../../shared/forms/FieldError";
import { FormAlert } from "../../shared/forms/FormAlert";
import { inputClass } from "../../shared/forms/input-styles";
import { useLocale } from "../../shared/i18n/locale";
import { useScreenHref } from "../../shared/navigation/paths";
import { newRecordId } from "../../shared/offline/workout-log";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { ConfirmDialog } from "../../shared/ui/ConfirmDialog";
import { notify } from "../../shared/ui/toast";
import { useUnits } from "../../shared/units/units";
import {
  addedEntry,
  addedSet,
  canAddEntry,
  correctionChanges,
  withCurrentTraits,
  discardChanges,
  draftOf,
  type DraftErrors,
  type EntryDraft,
  type SessionDraft,
  type SetField,
  type WhenFields,
} from "./corrections";
import { ExercisePicker } from "../ExercisePicker";
import { WhenInputs } from "./WhenInputs";
import { exerciseTraits } from "./exercise-traits";
import { exerciseName, useOwnExercises } from "../exercise-names";
import { sessionTitle } from "./session-title";
import { EntryEditor } from "./EntryEditor";

const noErrors: DraftErrors = { notes: {}, sets: {} };

/**
 * The correction form: the name and note, each exercise's note and sets (changed, added, removed), and
 * discarding the workout. Saved as changes kept on this device first, then sent (decision 0042).
 */
export function SessionEditor(props: {
  session: WorkoutSessionJson;
  record: (changes: WorkoutChange[]) => void;
  /** A past workout logged a moment ago: it needs an exercise, and cancelling takes it back. */
  fresh?: boolean;
  onDone: () => void;
}) {
  const { session } = props;
  const locale = useLocale();
  const units = useUnits();
  const { own } = useOwnExercises();
  const [draft, setDraft] = useState<SessionDraft>(() =>
    draftOf(session, (slug, sets) => exerciseTraits(slug, locale, sets, own(slug)), units),
  );
  const [errors, setErrors] = useState<DraftErrors>(noErrors);
  const [attempt, setAttempt] = useState(0);
  const [picking, setPicking] = useState(false);
  const addExercise = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the list has changed: "Add exercise" after a removal, the first field
  // of an exercise just added.
  const focusAfter = useRef<{ entry: string } | "add" | null>(null);
  // Added exercises read as they are now (one created from the picker joined the list after it was picked).
  const traitsNow = (slug: string) => exerciseTraits(slug, locale, [], own(slug));
  const shown = withCurrentTraits(draft, traitsNow);
  const full = !canAddEntry(draft);
  const form = useRef<HTMLFormElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const href = useScreenHref();
  const navigate = useNavigate();

  // Opening the form, the focus goes to its title and the rule under it.
  useEffect(() => title.current?.focus(), []);

  // After the render that changed the list (every render checks; most find nothing to do).
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === "add") addExercise.current?.focus();
    else if (target) form.current?.querySelector<HTMLElement>(`[data-entry-id="${target.entry}"] input`)?.focus();
  });

  // After a save with errors, the first wrong field takes the focus (its error is beside it).
  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const updateEntry = (entryId: string, change: (entry: EntryDraft) => EntryDraft) =>
    setDraft((d) => ({ ...d, entries: d.entries.map((e) => (e.id === entryId ? change(e) : e)) }));
  const editSet = (entryId: string, setId: string, field: SetField, value: string) => {
    updateEntry(entryId, (e) => ({
      ...e,
      sets: e.sets.map((s) => (s.id === setId ? { ...s, fields: { ...s.fields, [field]: value } } : s)),
    }));
    // A corrected field's error goes as the member types.
    setErrors((current) =>
      current.sets[setId]?.[field]
        ? { ...current, sets: { ...current.sets, [setId]: { ...current.sets[setId], [field]: undefined } } }
        : current,
    );
  };

  const editWhen = (field: keyof WhenFields, value: string) => {
    setDraft((d) => (d.when ? { ...d, when: { ...d.when, [field]: value } } : d));
    setErrors((current) => (current.when?.[field] ? { ...current, when: { ...current.when, [field]: undefined } } : current));
  };
  const removeEntry = (entryId: string) => {
    setDraft((d) => ({ ...d, entries: d.entries.filter((e) => e.id !== entryId) }));
    // The exercise is gone: the focus waits on "Add exercise".
    focusAfter.current = "add";
  };
  const whenFailed = errors.when && Object.values(errors.when).some(Boolean);

  const [needsExercise, setNeedsExercise] = useState(false);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (props.fresh && draft.entries.length === 0) {
      setNeedsExercise(true);
      addExercise.current?.focus();
      return;
    }
    const savedAt = Date.now();
    const result = correctionChanges(session, withCurrentTraits(draft, traitsNow), savedAt);
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      return;
    }
    if (result.changes.length) {
      props.record(result.changes);
      notify.success(m.history_saved());
    } else notify.message(m.history_no_changes());
    props.onDone();
  };

  // Cancelling a past workout just logged, before any exercise was added, takes it back.
  const cancel = () => {
    if (props.fresh && session.entries.length === 0) {
      props.record(discardChanges(session, Date.now()));
      void navigate({ to: href("/workout"), search: { view: "history" } });
    }
    props.onDone();
  };

  const discard = (close: () => void) => {
    props.record(discardChanges(session, Date.now()));
    close();
    notify.message(m.history_discarded());
    void navigate({ to: href("/workout"), search: { view: "history" } });
  };

  const failed =
    errors.name !== undefined ||
    errors.note !== undefined ||
    whenFailed ||
    Object.keys(errors.notes).length > 0 ||
    Object.keys(errors.sets).length > 0;
  return (
    <form
      ref={form}
      noValidate
      onSubmit={save}
      className="grid gap-4"
      aria-labelledby={`${ids}-title`}
      data-testid="session-editor"
    >
      <div className="grid gap-2 rounded-2xl border border-accent/50 bg-accent/10 p-4">
        <h3 ref={title} id={`${ids}-title`} tabIndex={-1} className="text-lg font-semibold outline-none">
          {props.fresh ? m.history_past_form_title() : m.history_edit_title()}
        </h3>
        <p>{props.fresh ? m.history_past_form_rule() : m.history_edit_rule()}</p>
      </div>
      {failed && (
        <FormAlert tone="error">
          <p>{m.history_fix_errors()}</p>
        </FormAlert>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={`${ids}-name`} className="text-sm font-medium">
          {m.history_name()}
        </label>
        <input
          id={`${ids}-name`}
          className={inputClass}
          value={draft.name}
          placeholder={sessionTitle({ name: null, dayType: session.dayType })}
          maxLength={200}
          autoComplete="off"
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={session.dayType ? `${ids}-name-hint ${ids}-name-error` : `${ids}-name-error`}
        />
        {/* A plan day's workout is named by its day when the name is emptied; an empty workout is "Workout". */}
        {session.dayType && (
          <p id={`${ids}-name-hint`} className="text-sm text-muted">
            {m.history_name_hint()}
          </p>
        )}
        <FieldError id={`${ids}-name-error`} message={errors.name} />
      </div>
      {draft.when && <WhenInputs idBase={ids} value={draft.when} errors={errors.when} onChange={editWhen} />}
      <div className="grid gap-1.5">
        <label htmlFor={`${ids}-note`} className="text-sm font-medium">
          {m.workout_session_note_label()}
        </label>
        <textarea
          id={`${ids}-note`}
          className={cn(inputClass, "field-sizing-content h-auto min-h-20 py-2")}
          value={draft.note}
          placeholder={m.workout_session_note_placeholder()}
          maxLength={logLimits.noteLength}
          onChange={(e) => setDraft((d) => ({ ...d, note: e.target.value }))}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`${ids}-note-error`}
        />
        <FieldError id={`${ids}-note-error`} message={errors.note} />
      </div>

      {shown.entries.map((entry) => (
        <EntryEditor
          key={entry.id}
          entry={entry}
          name={exerciseName(entry.exercise, locale, own(entry.exercise))}
          units={draft.units}
          errors={errors}
          onNote={(note) => updateEntry(entry.id, (e) => ({ ...e, note }))}
          onSet={(setId, field, value) => editSet(entry.id, setId, field, value)}
          onKind={(setId, kind) =>
            updateEntry(entry.id, (e) => ({ ...e, sets: e.sets.map((s) => (s.id === setId ? { ...s, kind } : s)) }))
          }
          onRemove={(setId) => updateEntry(entry.id, (e) => ({ ...e, sets: e.sets.filter((s) => s.id !== setId) }))}
          onAdd={() => updateEntry(entry.id, (e) => ({ ...e, sets: [...e.sets, addedSet(e, newRecordId())] }))}
          onRemoveEntry={() => removeEntry(entry.id)}
        />
      ))}
      <div className="grid gap-1.5">
        <button
          ref={addExercise}
          type="button"
          className={buttonClass(props.fresh && draft.entries.length === 0 ? "primary" : "secondary", "sm", "justify-self-start")}
          onClick={() => !full && setPicking(true)}
          aria-disabled={full || undefined}
          aria-describedby={
            full ? `${ids}-full` : needsExercise && draft.entries.length === 0 ? `${ids}-needs-exercise` : undefined
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {m.workout_add_exercise()}
        </button>
        {full && (
          <p id={`${ids}-full`} className="text-xs text-muted">
            {m.validation_workout_entries({ count: String(logLimits.entries) })}
          </p>
        )}
        <FieldError
          id={`${ids}-needs-exercise`}
          message={needsExercise && draft.entries.length === 0 ? m.history_past_empty() : undefined}
        />
      </div>
      <ExercisePicker
        open={picking}
        onOpenChange={setPicking}
        title={m.workout_add_exercise()}
        onPick={(slug) => {
          setPicking(false);
          const made = addedEntry(slug, exerciseTraits(slug, locale, [], own(slug)), newRecordId(), newRecordId());
          setDraft((d) => ({ ...d, entries: [...d.entries, made] }));
          setNeedsExercise(false);
          focusAfter.current = { entry: made.id };
        }}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass("primary")}>
            {m.history_save()}
          </button>
          <button type="button" className={buttonClass("secondary")} onClick={cancel}>
            {m.history_cancel()}
          </button>
        </div>
        <ConfirmDialog
          trigger={
            <>
              <Trash2 aria-hidden="true" className="size-4" />
              {m.history_discard()}
            </>
          }
          triggerClassName="inline-flex min-h-11 items-center gap-2 rounded-xl px-4 font-semibold text-danger transition-colors hover:bg-danger/10 focus-visible:outline-2"
          title={m.history_discard_title()}
          text={m.history_discard_text()}
          cancelLabel={m.history_cancel()}
          confirmLabel={m.history_discard_confirm()}
          onConfirm={discard}
          pending={false}
        />
      </div>
    </form>
  );
}
