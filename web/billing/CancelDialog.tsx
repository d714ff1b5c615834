import { AlertDialog } from "radix-ui";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import * as m from "../paraglide/messages.js";
import { buttonClass } from "../ui/button-styles";

const dangerButton = "bg-danger text-danger-fg hover:bg-danger/90";

/** Cancelling, confirmed in a dialog that says until when the plan stays on. */
export function CancelDialog({ plan, until, onConfirm, disabled }: { plan: string; until: string; onConfirm: () => Promise<boolean>; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const ok = await onConfirm();
    setBusy(false);
    if (ok) setOpen(false);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger className={buttonClass("secondary", "sm")} disabled={disabled}>
        {m.billing_cancel()}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl border border-border bg-surface p-6 shadow-panel">
          <AlertDialog.Title className="text-xl font-semibold">{m.billing_cancel_title()}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{m.billing_cancel_text({ plan, date: until })}</AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")} disabled={busy}>
              {m.billing_cancel_keep()}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: the dialog stays open (and says so) until the server answers. */}
            <button type="button" className={buttonClass("primary", "md", dangerButton)} onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {m.billing_cancel()}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
