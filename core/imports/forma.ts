// Reads this app's own export of workouts (workouts/sets.csv in "Download my data", no I/O): one
// row per set, with columns date, workout, started_at, finished_at, exercise, exercise_name, set,
// kind (warmup or work; drop and failure since 2026-12-03), weight_kg, reps, seconds, rpe, rir,
// note, workout_note and (since 2026-12-03) superset. Moments are ISO 8601 in UTC, so a workout's key is its start as written (the same whatever the member's time zone), weights are
// kg, and an exercise is matched by the English name the file gives (a library exercise's, or the
// member's own exercise's name), as another app's names are.
import { setKinds, type SetKind } from "../training/set-kinds";
import { isWorkoutMoment } from "../validation/time-span";
import { setLimits } from "../validation/workouts";
import { exportedCell as cell, findColumn, openImportFile, readCsv } from "./csv";
import type { ImportedWorkout, ImportProblem, Parsed, ParseOptions } from "./types";
import { exerciseNameLength, readMoment, readNumber, readSet } from "./values";
import { finishOf, WorkoutCollector } from "./workouts";

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A kind this version does not know (a later one's) is read as a work set. */
const kindOf = (raw: string): SetKind => setKinds.find((k) => k === raw) ?? "work";

/** Reps in reserve: null when empty; "bad" outside the logger's 0–10 whole numbers. */
function readRir(raw: string): number | null | "bad" {
  const value = readNumber(raw);
  if (value === null) return null;
  return Number.isInteger(value) && value >= setLimits.rir.min && value <= setLimits.rir.max ? value : "bad";
}

/** The export's columns by place (-1 for one the file lacks). */
const columnsOf = (k: readonly string[]) => ({
  date: findColumn(k, "date"),
  workout: findColumn(k, "workout"),
  started: findColumn(k, "started_at"),
  finished: findColumn(k, "finished_at"),
  exerciseName: findColumn(k, "exercise_name"),
  kind: findColumn(k, "kind"),
  weight: findColumn(k, "weight_kg"),
  reps: findColumn(k, "reps"),
  seconds: findColumn(k, "seconds"),
  rpe: findColumn(k, "rpe"),
  rir: findColumn(k, "rir"),
  note: findColumn(k, "note"),
  workoutNote: findColumn(k, "workout_note"),
  // Exports made before supersets have no such column.
  superset: findColumn(k, "superset"),
});
type Columns = ReturnType<typeof columnsOf>;
const requiredOf = (col: Columns) => [col.date, col.started, col.exerciseName, col.kind, col.weight, col.reps, col.seconds];
const ours = (keys: readonly string[]) => requiredOf(columnsOf(keys)).every((i) => i >= 0);

export function parseForma(text: string, options: ParseOptions): Parsed<ImportedWorkout> {
  const opened = openImportFile(text);
  if ("problem" in opened) {
    // A header alone is ours with no set logged (a download's routines may still come with it), or another file.
    const head = opened.problem.code === "empty" ? readCsv(text) : null;
    const problem: ImportProblem = head && !ours(head.keys) ? { line: 1, code: "not_this_app" } : opened.problem;
    return { items: [], rows: opened.rows, unitInFile: null, skipped: 0, problems: [problem] };
  }
  const { table } = opened;
  const col = columnsOf(table.keys);
  const required = requiredOf(col);
  const base = { rows: table.rows.length, skipped: 0 };
  if (!ours(table.keys)) return { ...base, items: [], unitInFile: null, problems: [{ line: 1, code: "not_this_app" }] };

  const needed = Math.max(...required) + 1;
  const now = options.now ?? Date.now();
  const problems: ImportProblem[] = [];
  const collector = new WorkoutCollector(problems);
  let skipped = 0;

  for (const row of table.rows) {
    const { line } = row;
    if (row.broken || row.cells.length < needed) {
      problems.push({ line, code: "columns" });
      continue;
    }
    const startText = cell(row, col.started);
    const startedAt = readMoment(startText);
    const date = cell(row, col.date);
    if (startedAt === null || !isoDay.test(date)) {
      problems.push({ line, code: "date" });
      continue;
    }
    if (!isWorkoutMoment(startedAt, now)) {
      problems.push({ line, code: "date_range" });
      continue;
    }
    const exercise = cell(row, col.exerciseName);
    if (!exercise || exercise.length > exerciseNameLength) {
      problems.push({ line, code: "exercise_name" });
      continue;
    }
    const name = cell(row, col.workout);
    const of = {
      key: `${startText}|${name}`,
      keyAsWritten: `${startText}|${name}`,
      date,
      startedAt,
      finishedAt: finishOf(startedAt, readMoment(cell(row, col.finished)), options),
      name,
      note: cell(row, col.workoutNote),
    };
    const raw = {
      weight: cell(row, col.weight),
      reps: cell(row, col.reps),
      seconds: cell(row, col.seconds),
      rpe: cell(row, col.rpe),
    };
    const set = readSet(raw, "kg", kindOf(cell(row, col.kind).toLowerCase()), line, problems);
    const rir = readRir(cell(row, col.rir));
    if (rir === "bad") problems.push({ line, code: "rir" });
    if (set === "bad" || rir === "bad") continue;
    if (set === null) {
      skipped += 1;
      continue;
    }
    collector.addSet(of, exercise, { ...set, rir }, cell(row, col.superset));
    collector.addNote(of, exercise, cell(row, col.note));
  }
  problems.sort((a, b) => a.line - b.line);
  return { ...base, items: collector.workouts(), unitInFile: "kg", skipped, problems };
}
