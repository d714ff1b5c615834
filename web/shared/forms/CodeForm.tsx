import { useForm } from "@tanstack/react-form";
import * as v from "valibot";
import type { recoveryCodeSchema, totpCodeSchema } from "../../../core/validation/security";
import { submitWith } from "./submit";
import { SubmitButton } from "./SubmitButton";
import { TextField } from "./TextField";
import { onChangeAndBlur } from "./validators";

/**
 * A one-time code (an authenticator app's, or a recovery code): one field and the submit button.
 * The code goes out as the schema reads it (spaces, dashes and capitals dropped).
 */
export function CodeForm({
  label,
  schema,
  numeric = false,
  autoFocus = false,
  pending,
  submit,
  variant,
  buttonClassName,
  onCode,
}: {
  label: string;
  schema: typeof totpCodeSchema | typeof recoveryCodeSchema;
  numeric?: boolean;
  autoFocus?: boolean;
  pending: boolean;
  submit: string;
  variant?: "primary" | "danger";
  /** The settings' forms keep their button to the start; the sign-in's is as wide as the card. */
  buttonClassName?: string;
  onCode: (code: string) => void;
}) {
  const form = useForm({
    defaultValues: { code: "" },
    onSubmit: ({ value }) => onCode(v.parse(schema, value.code)),
  });
  return (
    <form noValidate className="grid gap-2" onSubmit={submitWith(form)}>
      <form.Field name="code" validators={onChangeAndBlur(schema)}>
        {(field) => (
          <TextField
            field={field}
            label={label}
            autoComplete={numeric ? "one-time-code" : "off"}
            inputMode={numeric ? "numeric" : "text"}
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={autoFocus}
          />
        )}
      </form.Field>
      <SubmitButton pending={pending} variant={variant} className={buttonClassName}>
        {submit}
      </SubmitButton>
    </form>
  );
}
