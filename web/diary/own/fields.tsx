// The own-food and recipe forms' inputs: a labelled text field, and a number row of a nutrition
// label (name on the left, the value and its unit on the right). Numbers are typed as text so a
// decimal comma ("3,5") stays as typed; the form reads them with parseDecimal.
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { translateMessage } from "../../../i18n/translate";
import { FieldError } from "../../shared/forms/FieldError";
import { inputClass } from "../../shared/forms/input-styles";
import { cn } from "../../shared/ui/cn";

interface Common {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** A message key (or text) to show, or nothing. */
  error?: string;
  hint?: ReactNode;
}

/** The input look without its full width, for a number beside its label. */
export const narrowInputClass = inputClass.replace("w-full", "").replace(/\s+/g, " ").trim();

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "onBlur" | "id">;

/** A labelled input with its hint and error below. */
export function TextInput({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  describedBy,
  className,
  ...input
}: Common & InputProps & { className?: string; /** A note outside the field that is about it too. */ describedBy?: string }) {
  const id = useId();
  const message = error ? translateMessage(error) : undefined;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={message ? true : undefined}
        aria-describedby={cn(hint ? `${id}-hint` : null, `${id}-error`, describedBy)}
        className={inputClass}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/** One line of a nutrition label: the nutrient, then its amount and unit. */
export function NumberRow(
  props: Common & {
    unit: ReactNode;
    /** A part of the line above it (sugars of the carbohydrates). */
    indent?: boolean;
    strong?: boolean;
    testId?: string;
    autoFocus?: boolean;
    /** What an empty box will count as (quick add's energy from its macros). */
    placeholder?: string;
    /** A note outside the row that is about it too. */
    describedBy?: string;
  },
) {
  const id = useId();
  const message = props.error ? translateMessage(props.error) : undefined;
  return (
    <div className="border-b border-border py-1.5 last:border-b-0">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className={cn("min-w-0 flex-1 text-sm leading-tight", props.indent && "pl-4 text-muted", props.strong && "font-semibold")}>
          {props.label}
        </label>
        <div className="flex shrink-0 items-center gap-2">
          <input
            id={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            onBlur={props.onBlur}
            aria-invalid={message ? true : undefined}
            aria-describedby={cn(message && `${id}-error`, props.describedBy) || undefined}
            data-testid={props.testId}
            autoFocus={props.autoFocus}
            placeholder={props.placeholder}
            className={cn(narrowInputClass, "h-10 w-20 text-right tabular-nums sm:w-24")}
          />
          <span className="min-w-10 text-sm text-muted">{props.unit}</span>
        </div>
      </div>
      {message && (
        <p id={`${id}-error`} className="pt-1 text-sm text-danger" aria-live="polite">
          {message}
        </p>
      )}
    </div>
  );
}
