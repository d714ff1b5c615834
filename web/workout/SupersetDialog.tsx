import { Dialog } from "radix-ui";
import type { WorkoutEntryJson } from "../../core/training/session";
import { supersetPlaces } from "../../core/training/supersets";
import * as m from "../../i18n/paraglide/messages.js";
import { useLocale } from "../shared/i18n/locale";
import { buttonClass } from "../shared/ui/button-styles";
import { overlayClass, panelClass } from "./dialog-styles";
import { exerciseName, useOwnExercises } from "./exercise-names";
import { useLogger } from "./logger-context";

const optionClass =
  "flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-border px-3 py-2 text-left hover:border-accent hover:bg-surface-2 focus-visible:outline-2";

/**
 * The workout's other exercises, to pick the one `entry` is done in turn with (a superset); one
 * already in a superset shows its letter, and picking it adds `entry` to that superset.
 */
export function SupersetDialog(props: {
  entry: WorkoutEntryJson;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (partner: WorkoutEntryJson, partnerName: string) => void;
  /** Opened from a menu, not a trigger of its own: where the focus goes back when it closes. */
  returnFocus: () => void;
}) {
  const locale = useLocale();
  const { session } = useLogger();
  const { own } = useOwnExercises();
  const places = supersetPlaces(session.entries);
  const mine = places.get(props.entry.id);
  // Those of its own superset are already done in turn with it.
  const others = session.entries.filter((e) => e.id !== props.entry.id && !(mine && places.get(e.id)?.letter === mine.letter));
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          className={panelClass}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            props.returnFocus();
          }}
        >
          <Dialog.Title className="text-xl font-semibold">{m.workout_superset_title({ exercise: props.name })}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted">{m.workout_superset_text()}</Dialog.Description>
          <ul className="grid gap-2">
            {others.map((e) => {
              const name = exerciseName(e.exercise, locale, own(e.exercise));
              const letter = places.get(e.id)?.letter;
              return (
                <li key={e.id}>
                  <button type="button" className={optionClass} onClick={() => props.onPick(e, name)}>
                    <span className="min-w-0 font-medium">{name}</span>
                    {letter && (
                      <span className="shrink-0 text-xs font-semibold text-accent">{m.workout_superset_badge({ letter })}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="flex justify-end">
            <Dialog.Close className={buttonClass("secondary")}>{m.plans_cancel()}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
