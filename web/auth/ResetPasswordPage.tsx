import { useForm } from "@tanstack/react-form";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { passwordSchema } from "../../core/validation/account";
import { ApiFailure } from "../api/client";
import { FormAlert } from "../forms/FormAlert";
import { PasswordField } from "../forms/TextField";
import { SubmitButton } from "../forms/SubmitButton";
import { onChangeAndBlur } from "../forms/validators";
import { useLocale } from "../i18n/locale";
import * as m from "../paraglide/messages.js";
import { authApi } from "./api";
import { AuthCard } from "./AuthCard";
import { toastFailure } from "./errors";
import { confirmValidators } from "./confirm-password";
import { submitWith } from "../forms/submit";

/** Opened from the e-mailed link: a new password, twice; then sign in with it. */
export default function ResetPasswordPage() {
  useLocale();
  const { token } = useSearch({ strict: false }) as { token?: string };
  const navigate = useNavigate();
  const [linkBroken, setLinkBroken] = useState(!token);
  const form = useForm({
    defaultValues: { newPassword: "", confirmPassword: "" },
    onSubmit: async ({ value }) => {
      try {
        await authApi.resetPassword(token ?? "", value.newPassword, value.confirmPassword);
        await navigate({ to: "/login", search: { notice: "reset" }, replace: true });
      } catch (err) {
        if (err instanceof ApiFailure && err.code === "link_invalid") setLinkBroken(true);
        else toastFailure(err, m.reset_failed());
      }
    },
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
        <form
          noValidate
          className="grid gap-1"
          onSubmit={submitWith(form)}
        >
          <form.Field name="newPassword" validators={onChangeAndBlur(passwordSchema)}>
            {(field) => <PasswordField field={field} label={m.form_new_password()} autoComplete="new-password" hint={m.form_password_rules()} autoFocus />}
          </form.Field>
          <form.Field name="confirmPassword" validators={confirmValidators}>
            {(field) => <PasswordField field={field} label={m.form_confirm_password()} autoComplete="new-password" />}
          </form.Field>
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(submitting) => <SubmitButton pending={submitting}>{m.reset_submit()}</SubmitButton>}
          </form.Subscribe>
        </form>
      )}
    </AuthCard>
  );
}
