import type { AnyFieldApi } from "@tanstack/react-form";
import { useId } from "react";
import { cn } from "../ui/cn";
import { FieldError } from "./FieldError";
import { visibleError } from "./TextField";

export interface Choice {
  value: string;
  label: string;
  hint?: string;
}

/** Radio buttons as cards in a fieldset: arrow keys move between them, as native radios do. */
export function ChoiceGroup({
  field,
  legend,
  choices,
  columns = 2,
}: {
  field: AnyFieldApi;
  legend: string;
  choices: Choice[];
  columns?: 1 | 2 | 3;
}) {
  const error = visibleError(field);
  const errorId = `f-${field.name}-error-${useId()}`;
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className={cn("grid gap-2", columns === 2 && "grid-cols-2", columns === 3 && "sm:grid-cols-3")}>
        {choices.map((c) => {
          const checked = field.state.value === c.value;
          return (
            <label
              key={c.value}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                checked ? "border-accent bg-accent/10" : "border-border bg-surface hover:border-accent/60",
              )}
            >
              <input
                type="radio"
                name={field.name}
                value={c.value}
                checked={checked}
                onChange={() => field.handleChange(c.value)}
                onBlur={field.handleBlur}
                className="mt-1 size-4 shrink-0 accent-[var(--accent)]"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{c.label}</span>
                {c.hint && <span className="text-sm text-muted">{c.hint}</span>}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
