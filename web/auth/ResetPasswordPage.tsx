import { useForm } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { passwordSchema } from "../../core/validation/account";
import { ApiFailure } from "../shared/api/client";
import { FormAlert } from "../shared/forms/FormAlert";
import { PasswordField } from "../shared/forms/TextField";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { onChangeAndBlur } from "../shared/forms/validators";
import { useLocale } from "../shared/i18n/locale";
import type { SearchProps } from "../shared/navigation/screen-props";
import * as m from "../../i18n/paraglide/messages.js";
import { authApi } from "./api";
import { AuthCard } from "./AuthCard";
import { toastFailure } from "../shared/api/toast-failure";
import { confirmValidators } from "../shared/forms/confirm-password";
import { submitWith } from "../shared/forms/submit";

/** Opened from the e-mailed link: a new password, twice; then sign in with it. */
export default function ResetPasswordPage({ search: { token } }: SearchProps<"token">) {
  useLocale();
  const navigate = useNavigate();
  const [linkBroken, setLinkBroken] = useState(!token);
  const reset = useMutation({
    mutationFn: (value: { newPassword: string; confirmPassword: string }) =>
      authApi.resetPassword(token ?? "", value.newPassword, value.confirmPassword),
    onSuccess: () => navigate({ to: "/login", search: { notice: "reset" }, replace: true }),
    onError: (err) => {
      if (err instanceof ApiFailure && err.code === "link_invalid") setLinkBroken(true);
      else toastFailure(err, m.reset_failed());
    },
  });
  const form = useForm({
    defaultValues: { newPassword: "", confirmPassword: "" },
    onSubmit: ({ value }) => reset.mutate(value),
  });
  return (
    <AuthCard title={m.screen_reset_title()} lead={m.screen_reset_lead()}>
      {linkBroken ? (
        <FormAlert tone="error" testId="reset-invalid">
          <p>{m.validation_link_invalid()}</p>
          <Link to="/forgot-password" className="font-semibold text-accent underline underline-offset-4">
            {m.reset_request_new()}
          </Link>
        </FormAlert>
      ) : (
        <form method="post" noValidate className="grid gap-1" onSubmit={submitWith(form)}>
          <form.Field name="newPassword" validators={onChangeAndBlur(passwordSchema)}>
            {(field) => (
              <PasswordField
                field={field}
                label={m.form_new_password()}
                autoComplete="new-password"
                hint={m.form_password_rules()}
                autoFocus
              />
            )}
          </form.Field>
          <form.Field name="confirmPassword" validators={confirmValidators}>
            {(field) => <PasswordField field={field} label={m.form_confirm_password()} autoComplete="new-password" />}
          </form.Field>
          <SubmitButton pending={reset.isPending}>{m.reset_submit()}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
