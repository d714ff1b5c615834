import { Dialog } from "radix-ui";
import { useId, type ReactNode } from "react";
import { FormAlert } from "../shared/forms/FormAlert";
import { buttonClass } from "../shared/ui/button-styles";
import type { useNameSubmit } from "./name-form";
import { NameField } from "./NameField";

/**
 * The form inside a name dialog (an own exercise renamed, a routine saved or renamed): what it is
 * about (`children`), a failure above the name, the name, Cancel (closes the dialog) and Save.
 */
export function NameForm(props: {
  form: ReturnType<typeof useNameSubmit>;
  texts: { cancel: string; save: string; saving: string };
  children?: ReactNode;
}) {
  const { field, formError, saving, submit } = props.form;
  const id = useId();
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {props.children}
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <NameField id={`${id}-name`} {...field} />
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close className={buttonClass("secondary")}>{props.texts.cancel}</Dialog.Close>
        <button type="submit" className={buttonClass("primary")} aria-disabled={saving || undefined}>
          {saving ? props.texts.saving : props.texts.save}
        </button>
      </div>
    </form>
  );
}
