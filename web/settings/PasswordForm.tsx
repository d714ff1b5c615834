import { useForm } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { currentPasswordSchema, passwordSchema } from "../../core/validation/account";
import { accountApi } from "./api";
import { confirmValidators } from "../shared/forms/confirm-password";
import { toastFailure } from "../shared/api/toast-failure";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { PasswordField } from "../shared/forms/TextField";
import { onChangeAndBlur } from "../shared/forms/validators";
import * as m from "../../i18n/paraglide/messages.js";
import { notify } from "../shared/ui/toast";
import { submitWith } from "../shared/forms/submit";

/**
 * Current, new and confirm password; a change signs out the account's other devices. An account
 * without a password (passkeys, Google, Yandex) sets one: no current password to give.
 */
export function PasswordForm({ hasPassword = true, label, onChanged }: { hasPassword?: boolean; label: string; onChanged?: () => void }) {
  const change = useMutation({
    mutationFn: (value: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      accountApi.changePassword(hasPassword ? value.currentPassword : undefined, value.newPassword, value.confirmPassword),
    onSuccess: () => {
      notify.success(hasPassword ? m.settings_password_changed() : m.security_password_set_done());
      onChanged?.();
    },
    onError: (err) => toastFailure(err, m.settings_save_failed()),
  });
  const form = useForm({
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    onSubmit: ({ value, formApi }) => change.mutate(value, { onSuccess: () => formApi.reset() }),
  });
  return (
    <form noValidate className="grid gap-1" aria-label={label} onSubmit={submitWith(form)}>
      {hasPassword && (
        <form.Field name="currentPassword" validators={onChangeAndBlur(currentPasswordSchema)}>
          {(field) => <PasswordField field={field} label={m.form_current_password()} autoComplete="current-password" />}
        </form.Field>
      )}
      <form.Field name="newPassword" validators={onChangeAndBlur(passwordSchema)}>
        {(field) => (
          <PasswordField field={field} label={m.form_new_password()} autoComplete="new-password" hint={m.form_password_rules()} />
        )}
      </form.Field>
      <form.Field name="confirmPassword" validators={confirmValidators}>
        {(field) => <PasswordField field={field} label={m.form_confirm_password()} autoComplete="new-password" />}
      </form.Field>
      <p className="mb-3 text-sm text-muted">{m.settings_password_note()}</p>
      <SubmitButton pending={change.isPending} className="justify-self-start">
        {hasPassword ? m.settings_change_password() : m.security_password_set_button()}
      </SubmitButton>
    </form>
  );
}
