// Groups the set rows of a workout export into workouts: the rows sharing a start (as written)
// and a workout name are one workout, its exercises in the order first seen and their sets in
// file order, within the logger's limits (exercises per workout, sets per exercise). A workout's
// start and end are the logger's too: from 1900 to the server's now and a device clock's allowance.
import { localTimeToMs, type LocalDateTime } from "../time-zone";
import { isWorkoutMoment } from "../validation/time-span";
import { logLimits } from "../validation/workouts";
import { cell, type CsvRow } from "./csv";
import type { ImportedExercise, ImportedSet, ImportedWorkout, ImportProblem, ParseOptions } from "./types";
import { dayOf, exerciseNameLength, readDateTime } from "./values";

/**
 * A set row's first checks, the same in every app's layout: all its cells, a start that reads and
 * that a workout may have (startedAt: that moment in the member's time zone), an exercise name. A
 * failed check is a problem at the row's line and the row is left out (null).
 */
export function rowStart(
  row: CsvRow,
  needed: number,
  columns: { start: number; exercise: number },
  problems: ImportProblem[],
  options: ParseOptions,
): { startText: string; startKey: string; local: LocalDateTime; startedAt: number; exercise: string } | null {
  const { line } = row;
  if (row.broken || row.cells.length < needed) {
    problems.push({ line, code: "columns" });
    return null;
  }
  const startText = cell(row, columns.start);
  const local = readDateTime(startText);
  if (!local) {
    problems.push({ line, code: "date" });
    return null;
  }
  const startedAt = localTimeToMs(local, options.timeZone);
  if (!isWorkoutMoment(startedAt, nowOf(options))) {
    problems.push({ line, code: "date_range" });
    return null;
  }
  const exercise = cell(row, columns.exercise);
  if (!exercise || exercise.length > exerciseNameLength) {
    problems.push({ line, code: "exercise_name" });
    return null;
  }
  return { startText, startKey: startKeyOf(local), local, startedAt, exercise };
}

const two = (n: number) => String(n).padStart(2, "0");

/** A start as a workout's key has it, whatever the file's format: "2024-03-04 18:05:12". */
export const startKeyOf = (l: LocalDateTime): string => `${dayOf(l)} ${two(l.hour)}:${two(l.minute)}:${two(l.second)}`;

const nowOf = (options: ParseOptions) => options.now ?? Date.now();

/** A workout's end as the file gives it (ms), kept when it is at or after the start and not later than a workout may end. */
export function finishOf(startedAt: number, end: number | null, options: ParseOptions): number | null {
  return end !== null && end >= startedAt && isWorkoutMoment(end, nowOf(options)) ? end : null;
}

/** What a row tells of its workout. */
export interface WorkoutOfRow {
  /** The start as a local date-time + "|" + the name (ImportedWorkout). */
  key: string;
  /** The start as written + "|" + the name: the key of imports made before. */
  keyAsWritten: string;
  date: string;
  startedAt: number;
  finishedAt: number | null;
  name: string;
  note: string;
}

interface Building {
  workout: ImportedWorkout;
  byName: Map<string, ImportedExercise & { notes: string[] }>;
  full: boolean;
}

function clip(text: string, max: number): string {
  const trimmed = text.trim();
  return trimmed.length > max ? trimmed.slice(0, max).trimEnd() : trimmed;
}

export class WorkoutCollector {
  private readonly building = new Map<string, Building>();
  private readonly fullExercises = new Set<ImportedExercise>();

  constructor(private readonly problems: ImportProblem[]) {}

  private workoutOf(of: WorkoutOfRow, line: number): Building {
    let b = this.building.get(of.key);
    if (!b) {
      b = {
        workout: {
          key: of.key,
          keyAsWritten: of.keyAsWritten,
          line,
          date: of.date,
          startedAt: of.startedAt,
          finishedAt: of.finishedAt,
          name: clip(of.name, logLimits.nameLength),
          note: clip(of.note, logLimits.noteLength),
          exercises: [],
        },
        byName: new Map(),
        full: false,
      };
      this.building.set(of.key, b);
    } else if (!b.workout.note && of.note.trim()) {
      b.workout.note = clip(of.note, logLimits.noteLength);
    }
    return b;
  }

  /** The exercise, created in its workout when there is room (null otherwise, the problem noted). */
  private exerciseOf(b: Building, name: string, line: number) {
    let e = b.byName.get(name);
    if (e) return e;
    if (b.workout.exercises.length >= logLimits.entries) {
      if (!b.full) this.problems.push({ line, code: "too_many_exercises" });
      b.full = true;
      return null;
    }
    e = { name, note: "", superset: null, sets: [], notes: [] };
    b.byName.set(name, e);
    b.workout.exercises.push(e);
    return e;
  }

  /** Adds a set of the named exercise to its workout; `superset` is the row's label of its superset ("" for none). */
  addSet(of: WorkoutOfRow, exercise: string, set: ImportedSet, superset = ""): void {
    const e = this.exerciseOf(this.workoutOf(of, set.line), exercise, set.line);
    if (!e) return;
    // The first non-empty label an exercise's rows give is its superset.
    e.superset ??= superset.trim().slice(0, 40) || null;
    if (e.sets.length >= logLimits.setsPerEntry) {
      if (!this.fullExercises.has(e)) this.problems.push({ line: set.line, code: "too_many_sets" });
      this.fullExercises.add(e);
      return;
    }
    e.sets.push(set);
  }

  /** Keeps an exercise's note (the apps repeat it on every set row, or give it a row of its own). */
  addNote(of: WorkoutOfRow, exercise: string, note: string): void {
    const text = note.trim();
    if (!text) return;
    const e = this.building.get(of.key)?.byName.get(exercise);
    if (e) {
      if (!e.notes.includes(text)) e.notes.push(text);
      return;
    }
    this.pending.push({ key: of.key, exercise, text });
  }

  private readonly pending: { key: string; exercise: string; text: string }[] = [];

  /** The workouts in the order first seen, each with at least one set. */
  workouts(): ImportedWorkout[] {
    // A note row may come before the exercise's first set.
    for (const p of this.pending) {
      const e = this.building.get(p.key)?.byName.get(p.exercise);
      if (e && !e.notes.includes(p.text)) e.notes.unshift(p.text);
    }
    const out: ImportedWorkout[] = [];
    for (const b of this.building.values()) {
      const exercises = b.workout.exercises.map(({ name, sets, superset }) => {
        const notes = b.byName.get(name)?.notes ?? [];
        return { name, sets, superset, note: clip(notes.join("\n"), logLimits.noteLength) };
      });
      out.push({ ...b.workout, exercises });
    }
    return out;
  }
}
