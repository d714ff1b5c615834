import type { Ref } from "react";
import { logLimits } from "../../core/validation/workouts";
import * as m from "../../i18n/paraglide/messages.js";
import { FieldError } from "../shared/forms/FieldError";
import { inputClass } from "../shared/forms/input-styles";

/** The name of an own exercise or a routine (at most 80 characters either): a labelled text field with its error under it. */
export function NameField({
  id,
  value,
  error,
  onChange,
  ref,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {m.own_exercise_name()}
      </label>
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        // Room for spaces the name loses when it is tidied; the rule's own check says when it is too long.
        maxLength={logLimits.nameLength + 20}
        autoComplete="off"
        enterKeyHint="done"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={inputClass}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
