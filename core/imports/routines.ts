// Reads the routines of "Download my data" (workouts/routines.json; no I/O) that come with its
// workouts when the member chooses the ZIP: each routine is checked as the routines' own route
// checks one (core/validation/routines.ts), its supersets' letters read back as numbers. Each
// exercise keeps the id and the name the file gives it; the worker decides what it is here
// (worker/imports/routines.ts): a library exercise as it is, an own exercise of the account by its
// id, any other by its name, matched as the workouts' names are.
import * as v from "valibot";
import { routineCreateSchema, routineLimits } from "../validation/routines";
import type { ImportProblem } from "./types";

export interface ImportedRoutineExercise {
  /** The id in the account the file came from: a library slug, or `own-<id>` there. */
  exercise: string;
  /** Its name there: the library's English name or the own exercise's (null for a library slug the export could not name). */
  name: string | null;
  superset: number | null;
}

export interface ImportedRoutine {
  /** Its id in the account the file came from. */
  id: string;
  name: string;
  exercises: ImportedRoutineExercise[];
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);

const exerciseName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));
const routineId = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

/** A superset's letter (A, B, … as the logger shows them) as its number; null for none, undefined when it cannot be one. */
const supersetOf = (letter: unknown): number | null | undefined => {
  if (letter === null) return null;
  if (typeof letter !== "string" || !/^[A-Z]$/.test(letter)) return undefined;
  return letter.charCodeAt(0) - 65;
};

/** One routine of the file, or null when it is not one the app would have kept. */
function readRoutine(item: unknown): ImportedRoutine | null {
  if (!isRecord(item) || !Array.isArray(item.exercises) || !v.is(routineId, item.id)) return null;
  // More than a routine holds is refused before its exercises are read one by one.
  if (item.exercises.length > routineLimits.exercises) return null;
  const exercises: ImportedRoutineExercise[] = [];
  for (const e of item.exercises as unknown[]) {
    if (!isRecord(e)) return null;
    const superset = supersetOf(e.superset);
    const name = e.name === null ? null : v.safeParse(exerciseName, e.name);
    if (superset === undefined || name?.success === false || typeof e.exercise !== "string") return null;
    exercises.push({ exercise: e.exercise, name: name ? name.output : null, superset });
  }
  const checked = v.safeParse(routineCreateSchema, {
    name: item.name,
    exercises: exercises.map(({ exercise, superset }) => ({ exercise, superset })),
  });
  return checked.success ? { id: item.id, name: checked.output.name, exercises } : null;
}

/** The file's routines, or the problems that refuse them (the whole file, or each routine by its place). */
export function parseRoutines(text: string): { routines: ImportedRoutine[]; problems: ImportProblem[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!Array.isArray(parsed) || parsed.length > routineLimits.perMember)
    return { routines: [], problems: [{ line: 0, code: "routines_file" }] };
  const routines: ImportedRoutine[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  parsed.forEach((item, i) => {
    const routine = readRoutine(item);
    // The app writes each routine once: a second one of the same id is not its file.
    if (routine && !seen.has(routine.id)) {
      seen.add(routine.id);
      routines.push(routine);
    } else problems.push({ line: i + 1, code: "routine" });
  });
  return { routines, problems };
}
