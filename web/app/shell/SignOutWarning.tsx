import { AlertDialog } from "radix-ui";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { dialogOverlayClass, dialogPanelClass } from "../../shared/ui/dialog-styles";

/**
 * Asked before signing out when changes (to the workout log, to the weight log) are kept only on
 * this device: signing out forgets them. Staying lets them be sent once the network is back.
 */
export default function SignOutWarning({
  count,
  workoutsOnly,
  onStay,
  onSignOut,
}: {
  count: number;
  /** All of them are workout changes (the title says so). */
  workoutsOnly: boolean;
  onStay: () => void;
  onSignOut: () => void;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onStay()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content className={dialogPanelClass}>
          <AlertDialog.Title className="text-xl font-semibold">
            {workoutsOnly ? m.sign_out_unsent_title() : m.sign_out_unsent_title_any()}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{m.sign_out_unsent_text({ count })}</AlertDialog.Description>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("primary")}>{m.sign_out_unsent_stay()}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={onSignOut}>
              {m.sign_out_unsent_confirm()}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
