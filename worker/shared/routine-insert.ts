// The one insert of a routine (decision 0071), for the routines' route and the import alike: it
// goes through only while the member keeps fewer than the cap, checked inside the statement, so
// saves or imports at once cannot pass it; an id already taken writes nothing. A row returned is
// a routine written.
import { routineLimits, type RoutineExercise } from "../../core/validation/routines";

export const routineInsert = (
  d1: D1Database,
  row: { id: string; userId: string; name: string; exercises: readonly RoutineExercise[]; now: number },
): D1PreparedStatement =>
  d1
    .prepare(
      `INSERT INTO workout_routines (id, user_id, name, exercises, created_at, updated_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?5
       WHERE (SELECT COUNT(*) FROM workout_routines WHERE user_id = ?2) < ?6
       ON CONFLICT (id) DO NOTHING
       RETURNING id`,
    )
    .bind(row.id, row.userId, row.name, JSON.stringify(row.exercises), row.now, routineLimits.perMember);
