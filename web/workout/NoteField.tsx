import { useEffect, useId, useRef, useState } from "react";
import { logLimits } from "../../core/validation/workouts";
import { cn } from "../shared/ui/cn";

/**
 * A note of the open workout (on an exercise, or on the whole workout): kept as typed, recorded
 * when the member leaves the field. A note changed on another device shows, unless the member is
 * writing here.
 */
export function NoteField(props: {
  value: string;
  label: string;
  /** The label is read, not shown (the exercise's card names what the note is on). */
  labelHidden?: boolean;
  placeholder: string;
  rows: number;
  className: string;
  onSave: (note: string) => void;
}) {
  const [text, setText] = useState(props.value);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  useEffect(() => {
    if (document.activeElement !== field.current) setText(props.value);
  }, [props.value]);
  return (
    <div className={props.labelHidden ? undefined : "grid gap-1.5"}>
      <label htmlFor={id} className={props.labelHidden ? "sr-only" : "text-sm font-medium"}>
        {props.label}
      </label>
      <textarea
        id={id}
        ref={field}
        rows={props.rows}
        maxLength={logLimits.noteLength}
        value={text}
        placeholder={props.placeholder}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => props.onSave(text)}
        className={cn("field-sizing-content w-full resize-none placeholder:text-muted focus-visible:outline-2", props.className)}
      />
    </div>
  );
}
