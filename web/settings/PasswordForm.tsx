import { useForm } from "@tanstack/react-form";
import { currentPasswordSchema, passwordSchema } from "../../core/validation/account";
import { authApi } from "../auth/api";
import { confirmValidators } from "../auth/confirm-password";
import { toastFailure } from "../auth/errors";
import { SubmitButton } from "../forms/SubmitButton";
import { PasswordField } from "../forms/TextField";
import { onChangeAndBlur } from "../forms/validators";
import * as m from "../paraglide/messages.js";
import { notify } from "../ui/toast";
import { submitWith } from "../forms/submit";

/** Current, new and confirm password; a change signs out the account's other devices. */
export function PasswordForm() {
  const form = useForm({
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    onSubmit: async ({ value, formApi }) => {
      try {
        await authApi.changePassword(value.currentPassword, value.newPassword, value.confirmPassword);
        formApi.reset();
        notify.success(m.settings_password_changed());
      } catch (err) {
        toastFailure(err, m.settings_save_failed());
      }
    },
  });
  return (
    <form
      noValidate
      className="grid gap-1"
      aria-label={m.settings_tab_security()}
      onSubmit={submitWith(form)}
    >
      <form.Field name="currentPassword" validators={onChangeAndBlur(currentPasswordSchema)}>
        {(field) => <PasswordField field={field} label={m.form_current_password()} autoComplete="current-password" />}
      </form.Field>
      <form.Field name="newPassword" validators={onChangeAndBlur(passwordSchema)}>
        {(field) => <PasswordField field={field} label={m.form_new_password()} autoComplete="new-password" hint={m.form_password_rules()} />}
      </form.Field>
      <form.Field name="confirmPassword" validators={confirmValidators}>
        {(field) => <PasswordField field={field} label={m.form_confirm_password()} autoComplete="new-password" />}
      </form.Field>
      <p className="mb-3 text-sm text-muted">{m.settings_password_note()}</p>
      <form.Subscribe selector={(s) => s.isSubmitting}>
        {(submitting) => (
          <SubmitButton pending={submitting} className="justify-self-start">
            {m.settings_change_password()}
          </SubmitButton>
        )}
      </form.Subscribe>
    </form>
  );
}
