// The routines that come with our own workouts (workouts/routines.json of "Download my data",
// read by core/imports/routines.ts), written in the workouts' batch. A routine of the account
// the file came from (its id is the member's) is already here; any other gets an id made from the
// member and its id there, so the same download again writes nothing twice. Its exercises are
// those of the library as they are, the member's own by their id here, and any other by its name,
// matched as the workouts' names are (worker/imports/names.ts: the file's own exercises, made or
// chosen). Routines are kept on Standard and Pro, as saving one is (decision 0071); on Free, and
// past the 50 a member keeps (checked inside each insert, so imports racing cannot pass it), they
// are left out and counted.
import { and, eq } from "drizzle-orm";
import { isLibraryExercise } from "../../content/exercises/index";
import type { ImportListPreviewJson } from "../../core/api/transfers";
import { entitlements } from "../../core/billing/entitlements";
import { normaliseName } from "../../core/imports/names";
import type { ImportedRoutine } from "../../core/imports/routines";
import type { Plan } from "../../core/plans";
import { ownExerciseIdOf } from "../../core/validation/own-exercises";
import { routineLimits, type RoutineExercise } from "../../core/validation/routines";
import type { Db } from "../db/client";
import { ownExercises, workoutRoutines } from "../db/schema";
import { routineInsert } from "../shared/routine-insert";
import { derivedId } from "./ids";
import type { NameUse } from "./names";

export interface RoutinesPlan {
  /** The routines to write, their exercises as they are here (an exercise without one yet: null). */
  fresh: { id: string; name: string; exercises: (RoutineExercise | null)[] }[];
  counts: ImportListPreviewJson & { needsPlan: boolean };
}

/** The routines an import would write (new here, on a plan that keeps them, within the room left), with what the member has. */
export interface RoutineSelection {
  chosen: (ImportedRoutine & { hereId: string })[];
  counts: RoutinesPlan["counts"];
  ownHere: ReadonlySet<string>;
}

/** What the member has that the routines may name: their live own exercises and their routines' ids. */
async function readHere(db: Db, userId: string) {
  const [own, routines] = await db.batch([
    db
      .select({ id: ownExercises.id })
      .from(ownExercises)
      .where(and(eq(ownExercises.userId, userId), eq(ownExercises.deleted, false))),
    db.select({ id: workoutRoutines.id }).from(workoutRoutines).where(eq(workoutRoutines.userId, userId)),
  ]);
  return { own: new Set(own.map((o) => o.id)), routines: new Set(routines.map((r) => r.id)) };
}

/** An exercise of a routine the member can log as it is: the library's, or one of their own live ones. */
const asItIs = (exercise: string, own: ReadonlySet<string>) =>
  isLibraryExercise(exercise) || own.has(ownExerciseIdOf(exercise) ?? "");

/**
 * Which routines are new here and would be written: a plan that keeps routines, and no more than
 * the 50 allow. Only their exercises' names are then asked for (`routineNames`).
 */
export async function selectRoutines(
  db: Db,
  member: { id: string; plan: Plan },
  routines: readonly ImportedRoutine[],
): Promise<RoutineSelection> {
  const here = await readHere(db, member.id);
  const fresh: RoutineSelection["chosen"] = [];
  // An exercise the export could not name and the library does not have here: its routine cannot be kept.
  let unreadable = 0;
  for (const r of routines) {
    if (here.routines.has(r.id)) continue;
    if (r.exercises.some((e) => e.name === null && !asItIs(e.exercise, here.own))) {
      unreadable++;
      continue;
    }
    const hereId = await derivedId(member.id, "routine", r.id);
    if (!here.routines.has(hereId)) fresh.push({ ...r, hereId });
  }
  const entitled = entitlements.workoutPlans(member.plan);
  const room = entitled ? Math.max(0, routineLimits.perMember - here.routines.size) : 0;
  const chosen = fresh.slice(0, room);
  return {
    chosen,
    ownHere: here.own,
    counts: {
      items: routines.length,
      newItems: chosen.length,
      skipped: fresh.length - chosen.length + unreadable,
      needsPlan: !entitled && fresh.length > 0,
    },
  };
}

/**
 * The chosen routines' exercises that need a name matched (with no sets): those neither in the
 * library nor the member's own here (another account's own).
 */
export const routineNameUses = (selection: RoutineSelection): NameUse[] =>
  selection.chosen.flatMap((r) =>
    r.exercises.flatMap((e) => (e.name === null || asItIs(e.exercise, selection.ownHere) ? [] : [{ name: e.name, sets: 0 }])),
  );

/** The chosen routines with their exercises as they are here, once the names are matched. */
export const planRoutines = (selection: RoutineSelection, exerciseOf: ReadonlyMap<string, string>): RoutinesPlan => ({
  fresh: selection.chosen.map((r) => ({
    id: r.hereId,
    name: r.name,
    exercises: r.exercises.map((e) => {
      const exercise = asItIs(e.exercise, selection.ownHere)
        ? e.exercise
        : e.name === null
          ? undefined
          : exerciseOf.get(normaliseName(e.name));
      return exercise ? { exercise, superset: e.superset } : null;
    }),
  })),
  counts: selection.counts,
});

/** The routines to write, each by the routines' own insert (the cap inside it): what returns a row was written. */
export function routineStatements(d1: D1Database, userId: string, plan: RoutinesPlan, now: number): D1PreparedStatement[] {
  // Every name is matched before an import writes (worker/imports/service.ts); a routine with an exercise left without one is not written.
  return plan.fresh.flatMap((r) =>
    r.exercises.every((e): e is RoutineExercise => e !== null)
      ? [routineInsert(d1, { id: r.id, userId, name: r.name, exercises: r.exercises, now })]
      : [],
  );
}
