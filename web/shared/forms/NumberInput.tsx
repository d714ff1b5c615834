import { cn } from "../ui/cn";
import { inputClass } from "./input-styles";

/** The same typed value, allowing for float noise from unit conversions; NaN matches NaN. */
export const sameTyped = (a: number | null, b: number | null) =>
  a === null || b === null || Number.isNaN(a) || Number.isNaN(b)
    ? Object.is(a, b)
    : Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a));

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
