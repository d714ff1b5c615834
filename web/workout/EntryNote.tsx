import { memo, useEffect, useId, useRef, useState } from "react";
import type { WorkoutEntryJson } from "../../core/training/session";
import { logLimits } from "../../core/validation/workouts";
import * as m from "../../i18n/paraglide/messages.js";
import { entryChange } from "./changes";
import { useLogger } from "./logger-context";

/** A note on the exercise (the seat's height, how it felt): recorded when the member leaves the field. Memoised with its card's other parts. */
export const EntryNote = memo(function EntryNote({ entry, name }: { entry: WorkoutEntryJson; name: string }) {
  const { session, record } = useLogger();
  const [text, setText] = useState(entry.note);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  // A note changed on another device shows, unless the member is writing here.
  useEffect(() => {
    if (document.activeElement !== field.current) setText(entry.note);
  }, [entry.note]);
  const save = () => {
    if (text !== entry.note) record([entryChange(session.id, entry, { note: text })]);
  };
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {m.workout_note_label({ exercise: name })}
      </label>
      <textarea
        id={id}
        ref={field}
        rows={1}
        maxLength={logLimits.noteLength}
        value={text}
        placeholder={m.workout_note_placeholder()}
        onChange={(e) => setText(e.target.value)}
        onBlur={save}
        className="field-sizing-content min-h-10 w-full resize-none rounded-lg border border-transparent bg-surface-2/60 px-3 py-2 text-sm placeholder:text-muted focus-visible:border-border focus-visible:outline-2"
      />
    </div>
  );
});
