import { useForm } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { emailSchema } from "../../core/validation/account";
import { Captcha } from "../shared/forms/Captcha";
import { FormAlert } from "../shared/forms/FormAlert";
import { TextField } from "../shared/forms/TextField";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { onChangeAndBlur } from "../shared/forms/validators";
import { useLocale } from "../shared/i18n/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { authApi } from "./api";
import { AuthCard } from "./AuthCard";
import { toastFailure } from "../shared/api/toast-failure";
import { submitWith } from "../shared/forms/submit";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string>();
  const request = useMutation({
    mutationFn: ({ email, captchaToken }: { email: string; captchaToken?: string }) =>
      authApi.forgotPassword(email, captchaToken),
    onSuccess: (_answer, { email }) => setSentTo(email),
    onError: (err) => toastFailure(err, m.forgot_failed()),
  });
  const form = useForm({
    defaultValues: { email: "" },
    onSubmit: ({ value }) => request.mutate({ email: v.parse(emailSchema, value.email), captchaToken: captcha }),
  });
  return (
    <AuthCard title={m.screen_forgot_title()} lead={m.screen_forgot_lead()}>
      {sentTo && (
        <FormAlert tone="success" testId="forgot-sent">
          {m.forgot_sent({ email: sentTo })}
        </FormAlert>
      )}
      <form method="post" noValidate className="grid gap-2" onSubmit={submitWith(form)}>
        <form.Field name="email" validators={onChangeAndBlur(emailSchema)}>
          {(field) => (
            <TextField field={field} label={m.form_email()} type="email" autoComplete="email" inputMode="email" autoFocus />
          )}
        </form.Field>
        <Captcha onToken={setCaptcha} />
        <SubmitButton pending={request.isPending}>{sentTo ? m.forgot_send_again() : m.forgot_submit()}</SubmitButton>
      </form>
      <Link to="/login" className="text-center text-sm font-medium text-accent underline-offset-4 hover:underline">
        {m.forgot_back()}
      </Link>
    </AuthCard>
  );
}
