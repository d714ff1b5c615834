import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * Native radio buttons drawn as a segmented control: arrow keys move between the options and
 * screen readers announce a radio group with its legend.
 */
export function Segmented<T extends string>(props: {
  name: string;
  legend: string;
  /** Keeps the legend for screen readers only (a heading nearby already says it). */
  legendHidden?: boolean;
  /** An option with `disabled` cannot be chosen (say why beside the control). */
  options: readonly { value: T; label: ReactNode; disabled?: boolean }[];
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
  /** Grid columns for the options (e.g. "grid-cols-3"), letting long labels wrap; a single wrapping row otherwise. */
  columns?: string;
  testId?: string;
  /** The fieldset's id, for a note elsewhere that leads to the question. */
  id?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset
      id={props.id}
      className={cn("grid content-start gap-1", props.className)}
      data-testid={props.testId}
      disabled={props.disabled}
    >
      <legend className={props.legendHidden ? "sr-only" : "mb-1 text-sm font-medium"}>{props.legend}</legend>
      <div
        className={cn(
          "gap-1 rounded-xl border border-border bg-surface-2 p-1",
          props.columns ? cn("grid", props.columns) : "flex flex-wrap",
        )}
      >
        {props.options.map((o) => {
          const checked = props.value === o.value;
          return (
            <label
              key={o.value}
              className={cn(
                "flex min-h-9 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-1 text-center text-sm leading-tight font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                props.columns ? null : "flex-1 whitespace-nowrap",
                checked ? "bg-accent text-accent-fg shadow-sm" : "text-muted hover:text-text",
                o.disabled && "cursor-not-allowed opacity-50 hover:text-muted",
              )}
            >
              <input
                type="radio"
                name={props.name}
                value={o.value}
                checked={checked}
                disabled={o.disabled}
                onChange={() => props.onChange(o.value)}
                className="sr-only"
              />
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
