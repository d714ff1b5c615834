// The three ways to confirm deleting the account (worker/auth/delete-confirmation.ts): the
// password, one of the member's passkeys, or, for an account with neither, its address typed.
import { useForm } from "@tanstack/react-form";
import { KeyRound, LoaderCircle } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { currentPasswordSchema, emailSchema } from "../../core/validation/account";
import * as m from "../../i18n/paraglide/messages.js";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { submitWith } from "../shared/forms/submit";
import { PasswordField, TextField } from "../shared/forms/TextField";
import { onChangeAndBlur } from "../shared/forms/validators";
import { buttonClass } from "../shared/ui/button-styles";
import type { DeleteConfirmation } from "./api";

interface Confirm {
  pending: boolean;
  onConfirm: (confirmation: DeleteConfirmation) => void;
}

const Actions = ({ children }: { children: React.ReactNode }) => (
  <div className="mt-2 flex flex-wrap justify-end gap-3">
    <AlertDialog.Cancel className={buttonClass("secondary")}>{m.settings_cancel()}</AlertDialog.Cancel>
    {children}
  </div>
);

const DeleteForever = ({ pending }: { pending: boolean }) => (
  <Actions>
    <SubmitButton pending={pending} variant="danger">
      {m.settings_delete_forever()}
    </SubmitButton>
  </Actions>
);

export function PasswordConfirm({ pending, onConfirm, autoFocus }: Confirm & { autoFocus: boolean }) {
  const form = useForm({ defaultValues: { password: "" }, onSubmit: ({ value }) => onConfirm({ password: value.password }) });
  return (
    <form noValidate className="grid gap-1" onSubmit={submitWith(form)} data-testid="delete-with-password">
      <form.Field name="password" validators={onChangeAndBlur(currentPasswordSchema)}>
        {(field) => <PasswordField field={field} label={m.form_password()} autoComplete="current-password" autoFocus={autoFocus} />}
      </form.Field>
      <DeleteForever pending={pending} />
    </form>
  );
}

/** The address must be typed as it is (the dialog's description names it); the server compares it with the account's. */
export function EmailConfirm({ pending, onConfirm }: Confirm) {
  const form = useForm({ defaultValues: { email: "" }, onSubmit: ({ value }) => onConfirm({ email: value.email.trim().toLowerCase() }) });
  return (
    <form noValidate className="grid gap-1" onSubmit={submitWith(form)} data-testid="delete-with-email">
      <form.Field name="email" validators={onChangeAndBlur(emailSchema)}>
        {(field) => <TextField field={field} label={m.form_email()} type="email" autoComplete="off" spellCheck={false} autoFocus />}
      </form.Field>
      <DeleteForever pending={pending} />
    </form>
  );
}

/** The browser asks for one of the member's passkeys, then the account goes. */
export function PasskeyButton({ pending, onPress, alone }: { pending: boolean; onPress: () => void; alone: boolean }) {
  const button = (
    <button
      type="button"
      onClick={onPress}
      disabled={pending}
      aria-busy={pending}
      className={buttonClass(alone ? "danger" : "secondary")}
      data-testid="delete-with-passkey"
    >
      {pending ? <LoaderCircle size={18} className="animate-spin" aria-hidden="true" /> : <KeyRound size={18} aria-hidden="true" />}
      {m.settings_delete_with_passkey()}
    </button>
  );
  return alone ? <Actions>{button}</Actions> : <div className="grid">{button}</div>;
}
