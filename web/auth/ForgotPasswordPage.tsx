import { useForm } from "@tanstack/react-form";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { emailSchema } from "../../core/validation/account";
import { Captcha } from "../forms/Captcha";
import { FormAlert } from "../forms/FormAlert";
import { TextField } from "../forms/TextField";
import { SubmitButton } from "../forms/SubmitButton";
import { onChangeAndBlur } from "../forms/validators";
import { useLocale } from "../i18n/locale";
import * as m from "../paraglide/messages.js";
import { authApi } from "./api";
import { AuthCard } from "./AuthCard";
import { toastFailure } from "./errors";
import { submitWith } from "../forms/submit";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string>();
  const form = useForm({
    defaultValues: { email: "" },
    onSubmit: async ({ value }) => {
      const email = v.parse(emailSchema, value.email);
      try {
        await authApi.forgotPassword(email, captcha);
        setSentTo(email);
      } catch (err) {
        toastFailure(err, m.forgot_failed());
      }
    },
  });
  return (
    <AuthCard title={m.screen_forgot_title()} lead={m.screen_forgot_lead()}>
      {sentTo && (
        <FormAlert tone="success" testId="forgot-sent">
          {m.forgot_sent({ email: sentTo })}
        </FormAlert>
      )}
      <form
        noValidate
        className="grid gap-2"
        onSubmit={submitWith(form)}
      >
        <form.Field name="email" validators={onChangeAndBlur(emailSchema)}>
          {(field) => <TextField field={field} label={m.form_email()} type="email" autoComplete="email" inputMode="email" autoFocus />}
        </form.Field>
        <Captcha onToken={setCaptcha} />
        <form.Subscribe selector={(s) => s.isSubmitting}>
          {(submitting) => <SubmitButton pending={submitting}>{sentTo ? m.forgot_send_again() : m.forgot_submit()}</SubmitButton>}
        </form.Subscribe>
      </form>
      <Link to="/login" className="text-center text-sm font-medium text-accent underline-offset-4 hover:underline">
        {m.forgot_back()}
      </Link>
    </AuthCard>
  );
}
