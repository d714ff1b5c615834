import { useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Link2, Plus, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useRef, useState, type FormEvent } from "react";
import * as v from "valibot";
import type { RoutineJson } from "../../../core/api/routines";
import {
  movesSuperset,
  moveInRoutine,
  pairInRoutine,
  removeFromRoutine,
  routineToStart,
  sameExercises,
  supersetLetters,
  unpairInRoutine,
} from "../../../core/training/routines";
import { routineLimits, routineNameSchema, type RoutineExercise } from "../../../core/validation/routines";
import * as m from "../../../i18n/paraglide/messages.js";
import { FormAlert } from "../../shared/forms/FormAlert";
import { useLocale } from "../../shared/i18n/locale";
import { isGone, routineApi } from "../../shared/queries/routines";
import { buttonClass } from "../../shared/ui/button-styles";
import { notify } from "../../shared/ui/toast";
import { overlayClass, panelClass } from "../dialog-styles";
import { exerciseName, useOwnExercises } from "../exercise-names";
import { ExercisePicker } from "../ExercisePicker";
import { useNameSubmit } from "../name-form";
import { NameForm } from "../NameForm";
import { SupersetPicker } from "../SupersetPicker";
import { nameTexts, saveTexts } from "./routine-text";

type Item = RoutineExercise & { key: string };

/**
 * A routine made or changed (decision 0071): its name and its exercises, added from the library
 * and the member's own, moved up and down (a superset moves whole, as in the logger), paired into
 * supersets or taken out of them, and removed.
 * `routine` null: a new one. Own exercises removed since are left out. Needs the network. A routine
 * removed meanwhile on another device closes the dialog and says so. Mounted anew for each opening
 * (its callers key it), so it starts from the routine as it is then.
 */
export function RoutineEditor(props: {
  userId: string;
  routine: RoutineJson | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => void;
}) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const ownList = useOwnExercises();
  const addButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  // The routine as it was when the dialog opened (mounted anew for each opening, see the callers):
  // a change arriving meanwhile from another device is not undone by what this one leaves alone.
  const [routine] = useState(props.routine);
  const [start] = useState(() => (routine ? routineToStart(routine.exercises, ownList.offered) : []));
  const [items, setItems] = useState<Item[]>(() => start.map((e) => ({ ...e, key: crypto.randomUUID() })));
  const [listError, setListError] = useState<string>();
  const [picking, setPicking] = useState(false);
  // The exercise whose superset partner is being picked, and what the last pairing did (said to screen readers).
  const [pairing, setPairing] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const name = (slug: string) => exerciseName(slug, locale, ownList.own(slug));

  const form = useNameSubmit(routine?.name ?? "", routineNameSchema, saveTexts, async (typed) => {
    // A good name, no exercise yet: the list says so (see `submit`) and the dialog stays.
    if (items.length === 0) return addButton.current?.focus();
    const exercises = items.map(({ exercise, superset }) => ({ exercise, superset }));
    const named = v.parse(routineNameSchema, typed);
    if (!routine) {
      await routineApi.create(queryClient, props.userId, { name: named, exercises });
      notify.success(m.routines_saved_here());
    } else if (named !== routine.name || !sameExercises(exercises, start)) {
      try {
        await routineApi.update(queryClient, props.userId, routine.id, {
          ...(named !== routine.name && { name: named }),
          ...(!sameExercises(exercises, start) && { exercises }),
        });
      } catch (err) {
        if (!isGone(err)) throw err;
        notify.message(m.routines_gone());
      }
    }
    props.onOpenChange(false);
  });

  /** The name is checked as the form checks it (and takes the focus when wrong); an empty list is said at once too. */
  const submit = (e: FormEvent) => {
    if (items.length === 0) setListError(m.routines_no_exercises());
    void form.submit(e);
  };

  /** Moves and keeps the focus on the same button of the moved exercise (or the other one at an end). */
  const move = (index: number, by: -1 | 1, key: string) => {
    const next = moveInRoutine(items, index, by);
    if (!next) return;
    setItems(next);
    requestAnimationFrame(() => {
      const row = document.querySelector(`[data-routine-item="${key}"]`);
      const at = next.findIndex((i) => i.key === key);
      const button = row?.querySelector<HTMLButtonElement>(`[data-move="${at + by < 0 || at + by >= next.length ? -by : by}"]`);
      button?.focus();
    });
  };
  /** Focuses a button of the exercise `key` once the list has redrawn. */
  const focusLater = (key: string, selector: string) =>
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-routine-item="${key}"] ${selector}`)?.focus());
  /** Pairs (or takes out of its superset) the exercise being picked for; the focus stays on its superset button. */
  const pair = (partner: string | null) => {
    const index = items.findIndex((i) => i.key === pairing);
    const here = items[index];
    setPairing(null);
    if (!here) return;
    const other = items.find((i) => i.key === partner);
    setItems(other ? pairInRoutine(items, index, items.indexOf(other)) : unpairInRoutine(items, index));
    setSaid(
      other
        ? m.workout_superset_joined({ exercise: name(here.exercise), partner: name(other.exercise) })
        : m.workout_superset_left({ exercise: name(here.exercise) }),
    );
  };
  /** Removes; the focus goes to the next exercise's remove button (or the one before, or Add exercise). */
  const remove = (index: number) => {
    const next = removeFromRoutine(items, index);
    setItems(next);
    const then = next[Math.min(index, next.length - 1)];
    requestAnimationFrame(() => {
      const button = then && document.querySelector<HTMLButtonElement>(`[data-routine-item="${then.key}"] [data-remove]`);
      (button ?? addButton.current)?.focus();
    });
  };

  const letters = supersetLetters(items);
  const full = items.length >= routineLimits.exercises;
  const paired = items.find((i) => i.key === pairing);
  // Those of its own superset are already done in turn with it.
  const partners = paired
    ? items.filter((i) => i !== paired && (paired.superset === null || i.superset !== paired.superset))
    : [];
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          className={panelClass}
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            props.returnFocus();
          }}
        >
          <Dialog.Title className="text-xl font-semibold">{routine ? m.routines_edit_title() : m.routines_new()}</Dialog.Title>
          <NameForm
            form={form}
            texts={nameTexts()}
            onSubmit={submit}
            after={
              <fieldset className="grid gap-2">
                <legend className="mb-1.5 text-sm font-medium">{m.routines_exercises_label()}</legend>
                {listError && items.length === 0 && <FormAlert tone="error">{listError}</FormAlert>}
                {items.length > 0 && (
                  <ol className="grid gap-1.5">
                    {items.map((item, index) => {
                      const exercise = name(item.exercise);
                      const letter = item.superset === null ? null : letters.get(item.superset);
                      return (
                        <li
                          key={item.key}
                          data-routine-item={item.key}
                          className="flex flex-wrap items-center gap-x-0.5 rounded-xl border border-border bg-surface-2/60 py-1 pr-1 pl-3"
                        >
                          <span className="grid min-w-[9rem] flex-1 py-1">
                            {letter && (
                              <span className="text-xs font-semibold text-accent">{m.routines_superset({ letter })}</span>
                            )}
                            <span className="text-sm break-words">{exercise}</span>
                          </span>
                          {/* Beside the name, or below it where the name would wrap to narrow lines. */}
                          <span className="ml-auto flex">
                            {([-1, 1] as const).map((by) => {
                              const whole = movesSuperset(items, index, by);
                              const label =
                                by < 0
                                  ? whole
                                    ? m.routines_move_superset_up({ exercise })
                                    : m.routines_move_up({ exercise })
                                  : whole
                                    ? m.routines_move_superset_down({ exercise })
                                    : m.routines_move_down({ exercise });
                              const Icon = by < 0 ? ArrowUp : ArrowDown;
                              const possible = moveInRoutine(items, index, by) !== null;
                              return (
                                <button
                                  key={by}
                                  type="button"
                                  data-move={by}
                                  className={buttonClass("ghost", "icon", "size-9 shrink-0")}
                                  aria-label={label}
                                  aria-disabled={!possible || undefined}
                                  onClick={() => possible && move(index, by, item.key)}
                                >
                                  <Icon aria-hidden="true" className="size-4" />
                                </button>
                              );
                            })}
                            {/* Offered while some exercise is not already in its superset, or to take it out of one. */}
                            <button
                              type="button"
                              data-superset
                              className={buttonClass("ghost", "icon", "size-9 shrink-0")}
                              aria-label={m.routines_superset_with({ exercise })}
                              aria-disabled={(item.superset === null && items.length < 2) || undefined}
                              aria-describedby={item.superset === null && items.length < 2 ? `${ids}-pair` : undefined}
                              onClick={() => (item.superset !== null || items.length > 1) && setPairing(item.key)}
                            >
                              <Link2 aria-hidden="true" className="size-4" />
                            </button>
                            <button
                              type="button"
                              className={buttonClass("ghost", "icon", "size-9 shrink-0 text-danger")}
                              data-remove
                              aria-label={m.routines_remove_exercise({ exercise })}
                              onClick={() => remove(index)}
                            >
                              <X aria-hidden="true" className="size-4" />
                            </button>
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                )}
                <button
                  ref={addButton}
                  type="button"
                  className={buttonClass("secondary", "sm", "justify-self-start")}
                  aria-disabled={full || undefined}
                  aria-describedby={full ? `${ids}-full` : undefined}
                  onClick={() => !full && setPicking(true)}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {m.routines_add_exercise()}
                </button>
                {full && (
                  <p id={`${ids}-full`} className="text-xs text-muted">
                    {m.validation_routine_exercises()}
                  </p>
                )}
              </fieldset>
            }
          />
          <p role="status" className="sr-only">
            {said}
          </p>
          {/* Why a lone exercise's superset button does nothing. */}
          <p id={`${ids}-pair`} hidden>
            {m.routines_superset_needs_two()}
          </p>
          {paired && (
            <SupersetPicker
              name={name(paired.exercise)}
              options={partners.map((i) => ({
                key: i.key,
                name: name(i.exercise),
                letter: i.superset === null ? undefined : letters.get(i.superset),
              }))}
              open
              onOpenChange={(open) => !open && setPairing(null)}
              onPick={(option) => pair(option.key)}
              onLeave={paired.superset === null ? undefined : () => pair(null)}
              returnFocus={() => focusLater(paired.key, "[data-superset]")}
            />
          )}
          <ExercisePicker
            open={picking}
            onOpenChange={setPicking}
            title={m.routines_add_exercise()}
            onPick={(slug) => {
              setItems((list) => [...list, { exercise: slug, superset: null, key: crypto.randomUUID() }]);
              setListError(undefined);
              setPicking(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
