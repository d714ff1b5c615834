import { RefreshCw, SlidersHorizontal } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useState } from "react";
import { SubmitButton } from "../forms/SubmitButton";
import * as m from "../paraglide/messages.js";
import { buttonClass } from "../ui/button-styles";
import { dialogOverlayClass } from "../ui/dialog-styles";

/**
 * A plan's two actions: draw another selection from the same choices, and change the choices in
 * a dialog. `form` gets a close function to call once the new plan is saved.
 */
export function PlanActions(props: {
  regenerateLabel: string;
  /** Absent when there is nothing else to draw. */
  onRegenerate?: () => Promise<unknown>;
  changeLabel: string;
  changeTitle: string;
  changeLead: string;
  form: (close: () => void) => ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      {props.onRegenerate && (
        <button
          type="button"
          className={buttonClass("secondary", "sm")}
          disabled={busy}
          aria-busy={busy}
          onClick={async () => {
            setBusy(true);
            await props.onRegenerate?.();
            setBusy(false);
          }}
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

/** A setup form's submit handler that keeps the button busy while the plan is built. */
export function usePendingSubmit<T>(value: T, submit: (value: T) => Promise<void>, valid = true) {
  const [pending, setPending] = useState(false);
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setPending(true);
    try {
      await submit(value);
    } finally {
      setPending(false);
    }
  };
  return { pending, onSubmit };
}

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
