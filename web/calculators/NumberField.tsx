import { useState, type ReactNode } from "react";
import { parseDecimal, toFieldText } from "../shared/forms/number";
import { FieldError } from "../shared/forms/FieldError";
import { NumberInput, sameTyped } from "../shared/forms/NumberInput";
import { cn } from "../shared/ui/cn";
import type { Typed } from "./details";

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
