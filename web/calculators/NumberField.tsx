import { useState, type ReactNode } from "react";
import { parseDecimal } from "../shared/forms/number";
import { FieldError } from "../shared/forms/FieldError";
import { inputClass } from "../shared/forms/input-styles";
import { cn } from "../shared/ui/cn";
import { toFieldText } from "./format";
import type { Typed } from "./details";

/** The same typed value, allowing for float noise from unit conversions; NaN matches NaN. */
export const sameTyped = (a: Typed, b: Typed) =>
  a === null || b === null || Number.isNaN(a) || Number.isNaN(b)
    ? Object.is(a, b)
    : Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a));

/**
 * The text a member types for a number. It follows the value when it changes from outside
 * (profile reset, unit switch) but never rewrites what is being typed ("70," stays "70,").
 */
function useFieldText(value: Typed, digits: number): [string, (text: string) => Typed] {
  const [text, setText] = useState(() => toFieldText(value, digits));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!sameTyped(parseDecimal(text), value)) setText(toFieldText(value, digits));
  }
  const type = (next: string) => {
    setText(next);
    return parseDecimal(next);
  };
  return [text, type];
}

type NumberFieldProps = {
  id: string;
  label: string;
  /** Shown inside the field and read after the label. */
  unit?: string;
  /** In the units shown. */
  value: Typed;
  onChange: (value: Typed) => void;
  error?: string;
  hint?: ReactNode;
  integer?: boolean;
  className?: string;
};

/** A labelled number input with its unit, a hint and an inline error that never shifts the layout. */
export function NumberField({ id, label, unit, value, onChange, error, hint, integer, className }: NumberFieldProps) {
  // One decimal is enough for every value the calculators take (kg, lb, cm, in, %).
  const [text, type] = useFieldText(value, integer ? 0 : 1);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={cn("grid content-start gap-1", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {unit && <span className="sr-only">, {unit}</span>}
      </label>
      <NumberInput
        id={id}
        text={text}
        onText={(t) => onChange(type(t))}
        unit={unit}
        invalid={!!error}
        describedBy={cn(hint ? hintId : null, errorId)}
        integer={integer}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The bare input with its unit drawn inside, shared by the number and the feet-and-inches fields. */
export function NumberInput(props: {
  id: string;
  text: string;
  onText: (text: string) => void;
  unit?: string;
  invalid: boolean;
  describedBy?: string;
  integer?: boolean;
  ariaLabel?: string;
}) {
  return (
    <div className="relative">
      <input
        id={props.id}
        type="text"
        inputMode={props.integer ? "numeric" : "decimal"}
        autoComplete="off"
        value={props.text}
        onChange={(e) => props.onText(e.target.value)}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        aria-label={props.ariaLabel}
        className={cn(inputClass, "tabular-nums", props.unit ? "pr-14" : null)}
      />
      {props.unit && (
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">
          {props.unit}
        </span>
      )}
    </div>
  );
}
