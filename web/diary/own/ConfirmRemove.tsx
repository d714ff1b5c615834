// "Remove this food?" above the sheet it is asked from (the shared ConfirmDialog waits for a
// server; a removal here is kept on the device at once, so this one only asks).
import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { dialogPanelClass } from "../../shared/ui/dialog-styles";
import { confirmLayer } from "./styles";

export function ConfirmRemove(props: {
  trigger: ReactNode;
  triggerClassName: string;
  triggerLabel?: string;
  title: string;
  text: string;
  onConfirm(): void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={props.triggerClassName} aria-label={props.triggerLabel}>
        {props.trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={`fixed inset-0 ${confirmLayer} bg-black/60`} />
        <AlertDialog.Content className={dialogPanelClass.replace("z-50", confirmLayer)}>
          <AlertDialog.Title className="text-xl font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{props.text}</AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>{m.diary_own_cancel()}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={props.onConfirm}>
              {m.diary_own_remove_confirm()}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
