import { useForm } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import * as v from "valibot";
import { accountFieldsSchema, type Metrics } from "../../core/validation/account";
import { Captcha } from "../shared/forms/Captcha";
import { FieldError } from "../shared/forms/FieldError";
import { PasswordField, TextField, visibleError } from "../shared/forms/TextField";
import { SubmitButton } from "../shared/forms/SubmitButton";
import { onChangeAndBlur } from "../shared/forms/validators";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { authApi } from "./api";
import { toastFailure } from "../shared/api/toast-failure";
import { submitWith } from "../shared/forms/submit";
import { passkeyApi, type PasskeySignUpInput } from "../shared/passkeys/api";
import { createPasskey, passkeysSupported, toastPasskeyFailure } from "../shared/passkeys/ceremony";

/** Sign-up with a passkey: options for this address and name, the new passkey, then the account. */
async function signUpWithPasskey(input: PasskeySignUpInput) {
  const { options } = await passkeyApi.signUpOptions(input.email, input.firstName, input.lastName);
  return passkeyApi.signUp(input, await createPasskey(options));
}

const withoutPassword = v.omit(accountFieldsSchema, ["password"]);

/** Step 2: names, e-mail, password (or a passkey instead) and the agreement; creates the account. */
export function AccountStep({
  metrics,
  onBack,
  onDone,
}: {
  metrics: Metrics;
  onBack: () => void;
  onDone: (email: string) => void;
}) {
  const [captcha, setCaptcha] = useState<string>();
  const signUp = useMutation({
    mutationFn: authApi.signUp,
    onSuccess: (res) => onDone(res.email),
    onError: (err) => toastFailure(err, m.signup_failed()),
  });
  // A passkey instead of a password: the password field goes (and its rule with it).
  const [withPasskey, setWithPasskey] = useState(false);
  const passkeySignUp = useMutation({
    mutationFn: signUpWithPasskey,
    onSuccess: (res) => onDone(res.email),
    onError: toastPasskeyFailure,
  });
  const form = useForm({
    defaultValues: { firstName: "", lastName: "", email: "", password: "", acceptAgreement: false },
    onSubmit: ({ value }) =>
      withPasskey
        ? passkeySignUp.mutate({ ...v.parse(withoutPassword, value), metrics, captchaToken: captcha })
        : signUp.mutate({ ...v.parse(accountFieldsSchema, value), metrics, captchaToken: captcha }),
  });
  const e = accountFieldsSchema.entries;
  return (
    <form method="post" noValidate aria-label={m.signup_step_account()} className="grid gap-1" onSubmit={submitWith(form)}>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <form.Field name="firstName" validators={onChangeAndBlur(e.firstName)}>
          {(field) => <TextField field={field} label={m.form_first_name()} autoComplete="given-name" autoFocus />}
        </form.Field>
        <form.Field name="lastName" validators={onChangeAndBlur(e.lastName)}>
          {(field) => <TextField field={field} label={m.form_last_name()} autoComplete="family-name" />}
        </form.Field>
      </div>
      <form.Field name="email" validators={onChangeAndBlur(e.email)}>
        {(field) => <TextField field={field} label={m.form_email()} type="email" autoComplete="email" inputMode="email" />}
      </form.Field>
      {withPasskey ? (
        <p className="mb-3 flex items-start gap-2 text-sm text-muted" data-testid="signup-passkey-hint">
          <KeyRound size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
          {m.signup_passkey_hint()}
        </p>
      ) : (
        <form.Field name="password" validators={onChangeAndBlur(e.password)}>
          {(field) => (
            <PasswordField field={field} label={m.form_password()} autoComplete="new-password" hint={m.form_password_rules()} />
          )}
        </form.Field>
      )}
      {/* Offered where the browser has WebAuthn; the prerendered page shows it too, and a browser without says so. */}
      <button
        type="button"
        onClick={() => (withPasskey || passkeysSupported() ? setWithPasskey(!withPasskey) : toastPasskeyFailure(null))}
        className="mb-2 justify-self-start text-sm font-medium text-accent underline-offset-4 hover:underline"
        data-testid="signup-passkey-toggle"
      >
        {withPasskey ? m.signup_use_password() : m.signup_use_passkey()}
      </button>
      <form.Field name="acceptAgreement" validators={onChangeAndBlur(e.acceptAgreement)}>
        {(field) => (
          <div className="grid gap-1">
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                name={field.name}
                checked={field.state.value}
                onChange={(ev) => field.handleChange(ev.target.checked)}
                onBlur={field.handleBlur}
                aria-describedby="f-acceptAgreement-error"
                aria-invalid={visibleError(field) ? true : undefined}
                className="mt-0.5 size-4 accent-[var(--accent)]"
              />
              <span>
                {m.signup_agree_prefix()}{" "}
                <Link to="/agreement" target="_blank" className="font-semibold text-accent underline underline-offset-4">
                  {m.signup_agree_link()}
                </Link>
              </span>
            </label>
            <FieldError id="f-acceptAgreement-error" message={visibleError(field)} />
          </div>
        )}
      </form.Field>
      <Captcha onToken={setCaptcha} />
      <div className="mt-2 grid gap-3 sm:grid-cols-[auto_1fr]">
        <button type="button" onClick={onBack} className={buttonClass("secondary")}>
          {m.signup_back()}
        </button>
        <SubmitButton pending={signUp.isPending || passkeySignUp.isPending}>
          {withPasskey ? m.signup_create_passkey() : m.signup_create()}
        </SubmitButton>
      </div>
    </form>
  );
}
