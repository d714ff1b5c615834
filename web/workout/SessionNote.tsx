import { memo } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { sessionChange } from "./changes";
import { useLogger } from "./logger-context";
import { NoteField } from "./NoteField";

/**
 * The note on the whole workout (how it went, what to remember next time), as Hevy's description:
 * kept with the workout in the history and the export.
 */
export const SessionNote = memo(function SessionNote() {
  const { session, record } = useLogger();
  return (
    <NoteField
      value={session.note}
      label={m.workout_session_note_label()}
      placeholder={m.workout_session_note_placeholder()}
      rows={2}
      className="min-h-16 rounded-xl border border-border bg-surface px-3 py-2"
      onSave={(text) => {
        const note = text.trim();
        if (note !== session.note) record([sessionChange(session, { note })]);
      }}
    />
  );
});
