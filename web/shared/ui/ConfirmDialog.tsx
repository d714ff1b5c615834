import { AlertDialog } from "radix-ui";
import { LoaderCircle } from "lucide-react";
import { useState, type ReactNode } from "react";
import { buttonClass } from "./button-styles";
import { dialogOverlayClass, dialogPanelClass } from "./dialog-styles";

/**
 * An action confirmed in an alert dialog (destructive unless `confirmTone` says "primary"). `onConfirm` starts the action and calls
 * `close` once it succeeds; while it is `pending` the dialog stays open and busy, and a failure
 * leaves it open, so it can be said in place.
 */
export function ConfirmDialog(props: {
  trigger: ReactNode;
  triggerClassName: string;
  triggerLabel?: string;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: (close: () => void) => void;
  pending: boolean;
  disabled?: boolean;
  /** The confirm button's look: "danger" (the default) for removals, "primary" for a choice that removes nothing. */
  confirmTone?: "danger" | "primary";
}) {
  const [open, setOpen] = useState(false);
  const busy = props.pending;
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger className={props.triggerClassName} disabled={props.disabled} aria-label={props.triggerLabel}>
        {props.trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content className={dialogPanelClass}>
          <AlertDialog.Title className="text-xl font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{props.text}</AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")} disabled={busy}>
              {props.cancelLabel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close before the server answers. */}
            <button
              type="button"
              className={buttonClass(props.confirmTone ?? "danger")}
              onClick={() => props.onConfirm(() => setOpen(false))}
              disabled={busy}
              aria-busy={busy}
            >
              {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {props.confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
