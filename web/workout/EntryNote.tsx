import { memo } from "react";
import type { WorkoutEntryJson } from "../../core/training/session";
import * as m from "../../i18n/paraglide/messages.js";
import { entryChange } from "./changes";
import { useLogger } from "./logger-context";
import { NoteField } from "./NoteField";

/** A note on the exercise (the seat's height, how it felt). Memoised with its card's other parts. */
export const EntryNote = memo(function EntryNote({ entry, name }: { entry: WorkoutEntryJson; name: string }) {
  const { session, record } = useLogger();
  return (
    <NoteField
      value={entry.note}
      label={m.workout_note_label({ exercise: name })}
      labelHidden
      placeholder={m.workout_note_placeholder()}
      rows={1}
      className="min-h-10 rounded-lg border border-transparent bg-surface-2/60 px-3 py-2 text-sm focus-visible:border-border"
      onSave={(text) => {
        if (text !== entry.note) record([entryChange(session.id, entry, { note: text })]);
      }}
    />
  );
});
