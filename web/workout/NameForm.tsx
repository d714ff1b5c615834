import { Dialog } from "radix-ui";
import { useId, type FormEvent, type ReactNode } from "react";
import { FormAlert } from "../shared/forms/FormAlert";
import { buttonClass } from "../shared/ui/button-styles";
import type { useNameSubmit } from "./name-form";
import { NameField } from "./NameField";

/**
 * The form inside a name dialog (an own exercise renamed, a routine saved or edited): what it is
 * about (`children`), a failure above the name, the name, what else the form holds (`after`: a
 * routine's exercises), Cancel (closes the dialog) and Save. `onSubmit` checks the rest first.
 */
export function NameForm(props: {
  form: ReturnType<typeof useNameSubmit>;
  texts: { cancel: string; save: string; saving: string };
  children?: ReactNode;
  after?: ReactNode;
  onSubmit?: (e: FormEvent) => void;
}) {
  const { field, formError, saving, submit } = props.form;
  const id = useId();
  return (
    <form className="grid gap-4" onSubmit={props.onSubmit ?? submit} noValidate>
      {props.children}
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <NameField id={`${id}-name`} {...field} />
      {props.after}
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close className={buttonClass("secondary")}>{props.texts.cancel}</Dialog.Close>
        <button type="submit" className={buttonClass("primary")} aria-disabled={saving || undefined}>
          {saving ? props.texts.saving : props.texts.save}
        </button>
      </div>
    </form>
  );
}
