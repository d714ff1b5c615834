// Which exercise a change of the log may name: one of the library, or one of the member's own
// (`own-<id>`). Another member's own exercise, or an unknown one, is refused (exercise_invalid).
// A removed own exercise is still taken where the member's log already holds it: a change made
// before the removal (a device offline at the time, sending late), or one to a record (an entry,
// or a set's entry) that already names it, such as a correction of a past workout.
import { and, eq } from "drizzle-orm";
import { isLibraryExercise } from "../../content/exercises/index";
import { ownExerciseIdOf } from "../../core/validation/own-exercises";
import type { EntryChange, SetChange, WorkoutChange } from "../../core/validation/workouts";
import type { Db } from "../db/client";
import { workoutEntries, workoutSets } from "../db/schema";
import { ownExerciseStates } from "../exercises/service";
import { inIds } from "./rows";

type Naming = EntryChange | SetChange;

/** The positions of the changes whose exercise the member may not log. */
export async function refusedExercises(
  db: Db,
  userId: string,
  changes: readonly WorkoutChange[],
  now: number,
): Promise<Set<number>> {
  const refused = new Set<number>();
  const own = new Map<number, string>();
  changes.forEach((c, i) => {
    if (c.type === "session" || isLibraryExercise(c.exercise)) return;
    const id = ownExerciseIdOf(c.exercise);
    if (id) own.set(i, id);
    else refused.add(i);
  });
  if (own.size === 0) return refused;

  const states = await ownExerciseStates(db, userId, [...new Set(own.values())]);
  const late: number[] = [];
  for (const [i, id] of own) {
    const state = states.get(id);
    if (!state) refused.add(i);
    // Made (by the device's clock, never later than now) after the removal: only where the log already names it.
    else if (state.deleted && Math.min(changes[i]!.updatedAt, now) > state.updatedAt) late.push(i);
  }
  if (late.length === 0) return refused;

  const naming = late.map((i) => changes[i] as Naming);
  const entryIds = naming.map((c) => (c.type === "entry" ? c.id : c.entryId));
  const setIds = naming.filter((c) => c.type === "set").map((c) => c.id);
  const [entries, sets] = await db.batch([
    db
      .select({ id: workoutEntries.id, exercise: workoutEntries.exercise })
      .from(workoutEntries)
      .where(and(eq(workoutEntries.userId, userId), inIds(workoutEntries.id, entryIds))),
    db
      .select({ id: workoutSets.id, exercise: workoutSets.exercise })
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), inIds(workoutSets.id, setIds))),
  ]);
  const holds = (rows: { id: string; exercise: string }[], id: string, exercise: string) =>
    rows.some((r) => r.id === id && r.exercise === exercise);
  late.forEach((i, k) => {
    const c = naming[k]!;
    const named = holds(entries, entryIds[k]!, c.exercise) || (c.type === "set" && holds(sets, c.id, c.exercise));
    if (!named) refused.add(i);
  });
  return refused;
}
