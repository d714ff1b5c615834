import { Dialog } from "radix-ui";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { overlayClass, panelClass } from "./dialog-styles";

const optionClass =
  "flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border border-border px-3 py-2 text-left hover:border-accent hover:bg-surface-2 focus-visible:outline-2";

/** An exercise the picked one may be paired with: its name, and its superset's letter when it is in one. */
export type SupersetOption = { key: string; name: string; letter?: string };

/**
 * The exercises to pick the one `name` is done in turn with (a superset), for the logger and the
 * routine editor alike; picking one already in a superset joins that superset. `onLeave`, when
 * given, adds "Remove from superset" (the routine editor's rows have no menu of their own).
 */
export function SupersetPicker(props: {
  name: string;
  options: readonly SupersetOption[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (option: SupersetOption) => void;
  onLeave?: () => void;
  /** Opened from a menu or a row's button: where the focus goes back when it closes. */
  returnFocus: () => void;
}) {
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
          <Dialog.Description className="text-sm text-muted">
            {props.options.length > 0 ? m.workout_superset_text() : m.workout_superset_all_paired()}
          </Dialog.Description>
          {props.options.length > 0 && (
            <ul className="grid gap-2">
              {props.options.map((option) => (
                <li key={option.key}>
                  <button type="button" className={optionClass} onClick={() => props.onPick(option)}>
                    <span className="min-w-0 font-medium">{option.name}</span>
                    {option.letter && (
                      <span className="shrink-0 text-xs font-semibold text-accent">
                        {m.workout_superset_badge({ letter: option.letter })}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            {props.onLeave && (
              <button type="button" className={buttonClass("secondary")} onClick={props.onLeave}>
                {m.workout_superset_leave()}
              </button>
            )}
            <Dialog.Close className={buttonClass("secondary")}>{m.plans_cancel()}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
