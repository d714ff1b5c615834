import { useForm } from "@tanstack/react-form";
import { useMutation } from "@tanstack/react-query";
import { currentPasswordSchema } from "../../../core/validation/account";
import { totpCodeSchema } from "../../../core/validation/security";
import * as m from "../../../i18n/paraglide/messages.js";
import { toastFailure } from "../../shared/api/toast-failure";
import { CodeForm } from "../../shared/forms/CodeForm";
import { submitWith } from "../../shared/forms/submit";
import { SubmitButton } from "../../shared/forms/SubmitButton";
import { PasswordField } from "../../shared/forms/TextField";
import { onChangeAndBlur } from "../../shared/forms/validators";
import { twoStepApi } from "./two-step-api";

/** Turning two-step verification off: the current password, or an app code for an account without one. */
export function TurnOffForm({ hasPassword, onOff }: { hasPassword: boolean; onOff: () => void }) {
  const off = useMutation({
    mutationFn: twoStepApi.disable,
    onSuccess: onOff,
    onError: (err) => toastFailure(err, m.settings_save_failed()),
  });
  const form = useForm({
    defaultValues: { currentPassword: "" },
    onSubmit: ({ value }) => off.mutate({ currentPassword: value.currentPassword }),
  });
  return (
    <div className="grid gap-2" data-testid="two-step-off">
      <h3 className="font-semibold">{m.two_step_turn_off_title()}</h3>
      <p className="text-sm text-muted">{hasPassword ? m.two_step_turn_off_password() : m.two_step_turn_off_code()}</p>
      {hasPassword ? (
        <form noValidate className="grid gap-1" onSubmit={submitWith(form)}>
          <form.Field name="currentPassword" validators={onChangeAndBlur(currentPasswordSchema)}>
            {(field) => <PasswordField field={field} label={m.form_current_password()} autoComplete="current-password" />}
          </form.Field>
          <SubmitButton pending={off.isPending} variant="danger" className="justify-self-start">
            {m.two_step_turn_off()}
          </SubmitButton>
        </form>
      ) : (
        <CodeForm
          label={m.two_step_code_label()}
          schema={totpCodeSchema}
          numeric
          pending={off.isPending}
          submit={m.two_step_turn_off()}
          variant="danger"
          buttonClassName="justify-self-start"
          onCode={(code) => off.mutate({ code })}
        />
      )}
    </div>
  );
}
