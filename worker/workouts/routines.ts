// A member's routines (decision 0071): list, save, change and remove. Every query is scoped by the
// member, so another member's routine is "not found". The cap holds under concurrent saves: the
// insert goes through only while the member keeps fewer, checked inside the same statement.
import { and, desc, eq } from "drizzle-orm";
import { isLibraryExercise } from "../../content/exercises/index";
import type { RoutineJson, RoutinesJson } from "../../core/api/routines";
import type { Locale } from "../../core/locale";
import { ownExerciseIdOf } from "../../core/validation/own-exercises";
import { routineLimits, type RoutineExercise } from "../../core/validation/routines";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { workoutRoutines, type WorkoutRoutine } from "../db/schema";
import { ownExerciseStates } from "../exercises/service";
import { ApiError } from "../platform/errors";
import { routineInsert } from "../shared/routine-insert";

const routineJson = (row: WorkoutRoutine): RoutineJson => ({
  id: row.id,
  name: row.name,
  exercises: row.exercises,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const notFound = () => new ApiError(404, "not_found");

export async function listRoutines(db: Db, userId: string): Promise<RoutinesJson> {
  const rows = await db
    .select()
    .from(workoutRoutines)
    .where(eq(workoutRoutines.userId, userId))
    .orderBy(desc(workoutRoutines.updatedAt), desc(workoutRoutines.id))
    .all();
  return { routines: rows.map(routineJson), limit: routineLimits.perMember };
}

/**
 * Refuses a routine naming an exercise the member can't log: not in the library, another member's
 * own exercise, or one of theirs they have removed (a workout started from it would be refused).
 */
async function checkExercises(db: Db, userId: string, exercises: readonly RoutineExercise[], locale: Locale): Promise<void> {
  const own = exercises.map((e) => (isLibraryExercise(e.exercise) ? null : ownExerciseIdOf(e.exercise)));
  const ids = [...new Set(own.filter((id): id is string => id !== null))];
  const states = await ownExerciseStates(db, userId, ids);
  const bad = exercises.findIndex((e, i) => {
    if (isLibraryExercise(e.exercise)) return false;
    const state = own[i] ? states.get(own[i]) : undefined;
    return !state || state.deleted;
  });
  if (bad >= 0) {
    throw new ApiError(400, "validation_failed", m.validation_routine_exercise_unknown({}, { locale }), {
      "X-Invalid-Field": `exercises.${bad}.exercise`,
    });
  }
}

export async function createRoutine(
  db: Db,
  userId: string,
  input: { name: string; exercises: RoutineExercise[] },
  now: number,
  locale: Locale,
): Promise<RoutineJson> {
  await checkExercises(db, userId, input.exercises, locale);
  const row: WorkoutRoutine = {
    id: crypto.randomUUID(),
    userId,
    name: input.name,
    exercises: input.exercises,
    createdAt: now,
    updatedAt: now,
  };
  const written = await routineInsert(db.$client, { ...row, now }).first<{ id: string }>();
  if (!written) {
    throw new ApiError(409, "routine_limit", m.api_error_routine_limit({ count: routineLimits.perMember }, { locale }));
  }
  return routineJson(row);
}

/** Renames a routine, gives it new exercises, or both; another member's (or no) routine is not found. */
export async function updateRoutine(
  db: Db,
  userId: string,
  id: string,
  input: { name?: string; exercises?: RoutineExercise[] },
  now: number,
  locale: Locale,
): Promise<RoutineJson> {
  if (input.exercises) await checkExercises(db, userId, input.exercises, locale);
  const [row] = await db
    .update(workoutRoutines)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.exercises && { exercises: input.exercises }),
      updatedAt: now,
    })
    .where(and(eq(workoutRoutines.id, id), eq(workoutRoutines.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return routineJson(row);
}

/** Removes a routine outright; another member's (or no) routine is not found. */
export async function removeRoutine(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(workoutRoutines)
    .where(and(eq(workoutRoutines.id, id), eq(workoutRoutines.userId, userId)))
    .returning({ id: workoutRoutines.id });
  if (gone.length === 0) throw notFound();
}
