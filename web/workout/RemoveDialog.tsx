import { AlertDialog } from "radix-ui";
import { useState, type MouseEvent, type ReactNode } from "react";
import { FormAlert } from "../shared/forms/FormAlert";
import { buttonClass } from "../shared/ui/button-styles";
import { overlayClass, panelClass } from "./dialog-styles";

/**
 * A removal that needs the network (an own exercise, a routine), confirmed in an alert dialog that
 * stays open until the server has answered and says why when it could not. With `trigger` it opens
 * from its own button; without, from `open` (a menu's item), and `returnFocus` takes the focus back.
 */
export function RemoveDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: { className: string; children: ReactNode };
  returnFocus?: () => void;
  title: string;
  text: string;
  texts: { cancel: string; remove: string; saving: string; offline: () => string };
  /** Removes; what it throws is said by `problem`. */
  remove: () => Promise<void>;
  problem: (err: unknown) => string;
}) {
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const remove = async (e: MouseEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!navigator.onLine) return setError(props.texts.offline());
    setSaving(true);
    try {
      await props.remove();
      props.onOpenChange(false);
    } catch (err) {
      setError(props.problem(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <AlertDialog.Root
      open={props.open}
      onOpenChange={(next) => {
        props.onOpenChange(next);
        setError(undefined);
      }}
    >
      {props.trigger && <AlertDialog.Trigger className={props.trigger.className}>{props.trigger.children}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content
          className={panelClass}
          onCloseAutoFocus={(e) => {
            if (!props.returnFocus) return;
            e.preventDefault();
            props.returnFocus();
          }}
        >
          <AlertDialog.Title className="text-xl font-semibold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted">{props.text}</AlertDialog.Description>
          {error && <FormAlert tone="error">{error}</FormAlert>}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>{props.texts.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass("danger")} onClick={remove} aria-disabled={saving || undefined}>
              {saving ? props.texts.saving : props.texts.remove}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
