import { RefreshCw, SlidersHorizontal } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useState } from "react";
import { SubmitButton } from "../shared/forms/SubmitButton";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { dialogOverlayClass } from "../shared/ui/dialog-styles";

/**
 * A plan's two actions: draw another selection from the same choices, and change the choices in
 * a dialog. `form` gets a close function to call once the new plan is saved.
 */
export function PlanActions(props: {
  regenerateLabel: string;
  /** Absent when there is nothing else to draw. */
  onRegenerate?: () => void;
  /** Another selection is being drawn. */
  regenerating: boolean;
  changeLabel: string;
  changeTitle: string;
  changeLead: string;
  form: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const busy = props.regenerating;
  return (
    <div className="flex flex-wrap gap-2">
      {props.onRegenerate && (
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={busy}
          aria-busy={busy}
          onClick={props.onRegenerate}
        >
          <RefreshCw aria-hidden="true" className={busy ? "size-4 animate-spin" : "size-4"} />
          {props.regenerateLabel}
        </button>
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={buttonClass("secondary", "sm")}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {props.changeLabel}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className={dialogOverlayClass} />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[92dvh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-surface p-6 shadow-panel">
            <Dialog.Title className="text-xl font-semibold">{props.changeTitle}</Dialog.Title>
            <Dialog.Description className="sr-only">{props.changeLead}</Dialog.Description>
            {props.form(() => setOpen(false))}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

/** A setup form's onSubmit: the browser does not submit; a valid choice goes to `submit`. */
export const submitChoice =
  <T,>(value: T, submit: (value: T) => void, valid = true) =>
  (e: FormEvent) => {
    e.preventDefault();
    if (valid) submit(value);
  };

/** The setup form's buttons: build (busy while it runs) and, in the change dialog, cancel. */
export function SetupButtons({
  pending,
  label,
  disabled,
  onCancel,
}: {
  pending: boolean;
  label: string;
  disabled?: boolean;
  onCancel?: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton pending={pending} disabled={disabled}>
        {label}
      </SubmitButton>
      {onCancel && (
        <button type="button" className={buttonClass("ghost")} onClick={onCancel}>
          {m.plans_cancel()}
        </button>
      )}
    </div>
  );
}
