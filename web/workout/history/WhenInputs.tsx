import * as m from "../../../i18n/paraglide/messages.js";
import { FieldError } from "../../shared/forms/FieldError";
import { inputClass } from "../../shared/forms/input-styles";
import { localIsoDate } from "../../shared/i18n/format";
import { cn } from "../../shared/ui/cn";
import type { WhenFields } from "./corrections";

/**
 * A workout's day, start and length (the browser's own date and time pickers, in the page's
 * language), for correcting a finished workout and for logging a past one.
 */
export function WhenInputs(props: {
  idBase: string;
  value: WhenFields;
  errors: Partial<WhenFields> | undefined;
  onChange: (field: keyof WhenFields, value: string) => void;
}) {
  const fields = [
    ["date", m.history_when_date(), { type: "date", max: localIsoDate() }],
    ["time", m.history_when_time(), { type: "time" }],
    ["minutes", m.history_when_minutes(), { type: "text", inputMode: "numeric" as const }],
  ] as const;
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{m.history_when_legend()}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(3,minmax(0,11rem))]">
        {fields.map(([field, label, attrs]) => (
          // Bottom-aligned: a label that wraps to two lines on a phone keeps the boxes of a row level.
          <div key={field} className={cn("grid content-end gap-1", field === "date" && "max-sm:col-span-2")}>
            <label htmlFor={`${props.idBase}-${field}`} className="text-sm text-muted">
              {label}
            </label>
            <input
              id={`${props.idBase}-${field}`}
              {...attrs}
              className={inputClass}
              value={props.value[field]}
              autoComplete="off"
              onChange={(e) => props.onChange(field, e.target.value)}
              aria-invalid={props.errors?.[field] ? true : undefined}
              aria-describedby={`${props.idBase}-${field}-error`}
              data-when={field}
            />
            <FieldError id={`${props.idBase}-${field}-error`} message={props.errors?.[field]} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
