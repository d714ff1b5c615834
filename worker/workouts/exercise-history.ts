// GET /api/workouts/exercises/:exercise: the member's finished sessions with an exercise, newest
// first, with every set of it (warm-ups marked), and the records over all of them.
import { sql } from "drizzle-orm";
import type { ExerciseHistoryJson } from "../../core/api/workouts";
import { exerciseRecords, type RecordSet } from "../../core/training/records";
import type { LoggedSetJson } from "../../core/training/session";
import { countsAsWork } from "../../core/training/set-kinds";
import type { Db } from "../db/client";
import { recordExercise } from "./record-exercise";
import { setJson, setOfSessionColumns, type SetOfSession } from "./rows";

export async function exerciseHistory(db: Db, userId: string, exercise: string, limit: number): Promise<ExerciseHistoryJson> {
  // Newest session first; within one, in the order done. Read through the (user_id, exercise) index.
  const rows = await db.all<SetOfSession>(sql`
    SELECT ${setOfSessionColumns}
    FROM workout_sets st
    JOIN workout_sessions s ON s.id = st.session_id
    JOIN workout_entries e ON e.id = st.entry_id
    WHERE st.user_id = ${userId} AND st.exercise = ${exercise}
      AND st.deleted = 0 AND e.deleted = 0 AND s.deleted = 0 AND s.status = 'finished'
    ORDER BY s.date DESC, s.started_at DESC, s.id DESC, e.position, st.position`);
  const sessions: ExerciseHistoryJson["sessions"] = [];
  for (const r of rows) {
    let session = sessions.at(-1);
    if (session?.id !== r.sessionId) {
      session = { id: r.sessionId, date: r.date, sets: [] as LoggedSetJson[], note: "" };
      sessions.push(session);
    }
    session.sets.push(setJson(r));
    if (!session.note) session.note = r.entryNote;
  }
  // Warm-ups never count for records.
  const oldestFirst: RecordSet[] = sessions.toReversed().flatMap((s) =>
    s.sets
      .filter((x) => countsAsWork(x.kind))
      .map((x) => ({
        id: x.id,
        sessionId: s.id,
        date: s.date,
        kind: x.kind,
        weight: x.weight,
        reps: x.reps,
        seconds: x.seconds,
      })),
  );
  return { exercise, sessions: sessions.slice(0, limit), records: exerciseRecords(oldestFirst, recordExercise(exercise)) };
}
