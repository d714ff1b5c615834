import type { AnyFieldApi } from "@tanstack/react-form";
import { Eye, EyeOff } from "lucide-react";
import { useId, useState, type InputHTMLAttributes, type ReactNode } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { cn } from "../ui/cn";
import { translateMessage } from "../../../i18n/translate";
import { FieldError } from "./FieldError";
import { inputClass } from "./input-styles";

/** The field's first error, once the user has left the field or tried to submit. */
export function visibleError(field: AnyFieldApi): string | undefined {
  const shown = field.state.meta.isBlurred || field.form.state.submissionAttempts > 0;
  const error = field.state.meta.errors.find(Boolean);
  return shown && typeof error === "string" ? translateMessage(error) : undefined;
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onBlur"> {
  field: AnyFieldApi;
  label: string;
  hint?: ReactNode;
  /** Turns the text into the field's value (numbers for metrics). */
  parse?: (raw: string) => unknown;
  /** Writes a number value set from outside as text (a weight kept in kg shown in lb). */
  format?: (value: number) => string;
  trailing?: ReactNode;
}

/** A labelled input bound to a TanStack Form field, with its hint and error beside it. */
export function TextField({ field, label, hint, parse, format, trailing, className, ...input }: Props) {
  // Unique per instance: two forms on one screen (the profile and a dialog) share field names.
  const id = `f-${field.name}-${useId()}`;
  const error = visibleError(field);
  const value = field.state.value as string | number | undefined;
  // A parsed field keeps what was typed ("62." or "62,5" on the way to 62.5) while it still
  // reads as the field's value; a value set from outside (a reset, a refresh) shows as is.
  const [typed, setTyped] = useState<string | null>(null);
  // An unreadable number set from outside (typed in another field's units) is shown empty, not "NaN".
  const outside = typeof value === "number" ? (Number.isNaN(value) ? "" : format ? format(value) : value) : (value ?? "");
  const shown = parse && typed !== null && Object.is(parse(typed), value) ? typed : outside;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={field.name}
          value={shown}
          onChange={(e) => {
            setTyped(e.target.value);
            field.handleChange(parse ? parse(e.target.value) : e.target.value);
            // The error found on leaving the field is checked again as the member types: it goes
            // once the value is right, not on the next tap elsewhere, which its line's height would move.
            if (field.state.meta.errorMap.onBlur) void field.validate("blur");
          }}
          onBlur={field.handleBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={cn(hint ? `${id}-hint` : null, `${id}-error`)}
          className={cn(inputClass, trailing ? "pr-12" : null)}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<Props, "type" | "trailing">) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? "text" : "password"}
      trailing={
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? m.form_password_hide() : m.form_password_show()}
          aria-pressed={shown}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-muted hover:text-text"
        >
          {shown ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
        </button>
      }
    />
  );
}
