// Reads a Strong app CSV export (no I/O): one row per set. Layouts read:
// - older, ";" with a unit per row: Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;
//   Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes (sometimes with Workout Duration);
// - common, ",": Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,
//   Notes,Workout Notes,RPE, weights in the member's unit (not named: options.unit);
// - newer: Workout #,Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg|lbs),Reps,
//   RPE,Distance (meters|miles),Seconds,Notes,Workout Notes.
// Set Order: a number is a work set, W a warm-up, D a drop set, F a set to failure; "Rest Timer" rows
// are left out (counted), "Note" rows carry the exercise's note.
import { cell, findColumn, openImportFile } from "./csv";
import type { ImportedWorkout, ImportProblem, Parsed, ParseOptions, WeightUnit } from "./types";
import { dayOf, readNumber, readSet } from "./values";
import type { SetKind } from "../training/set-kinds";
import { finishOf, rowStart, WorkoutCollector, type WorkoutOfRow } from "./workouts";

/** Strong's Set Order letters (a number after one is read as the letter alone). */
const strongKinds: Partial<Record<string, SetKind>> = { w: "warmup", d: "drop", f: "failure" };

/** A longer "duration" is a workout left open in the app: its end is unknown. */
const longestWorkout = 24 * 60 * 60;

function unitOf(text: string): WeightUnit | null {
  const t = text.trim().toLowerCase();
  if (/^(kg|kgs|кг)$/.test(t)) return "kg";
  if (/^(lb|lbs|фунт\S*)$/.test(t)) return "lb";
  return null;
}

/** Hours, minutes and seconds, each optional, as Strong writes them ("1h 5m", "45m", "1h 5m 30s"). */
const durationParts = /^(?:(\d{1,4})\s*h[a-z]*)?\s*(?:(\d{1,5})\s*m(?!s)[a-z]*)?\s*(?:(\d{1,6})\s*s[a-z]*)?$/;

/**
 * Seconds of "1h 5m", "45m", "1h 5m 30s" or a plain number of seconds; null when none. The whole
 * cell must be a duration and a short one: an unanchored search over a long cell of digits took
 * seconds per cell (each start position retried), enough for one file to stall the worker.
 */
export function readDuration(raw: string): number | null {
  const text = raw.trim().toLowerCase();
  if (text === "" || text.length > 32) return null;
  const plain = readNumber(text);
  if (plain !== null && !Number.isNaN(plain)) return plain > 0 ? Math.round(plain) : null;
  const parts = durationParts.exec(text);
  if (!parts) return null;
  const [, h = 0, m = 0, s = 0] = parts;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s);
  return seconds > 0 ? seconds : null;
}

export function parseStrong(text: string, options: ParseOptions): Parsed<ImportedWorkout> {
  const opened = openImportFile(text);
  if ("problem" in opened) return { items: [], rows: opened.rows, unitInFile: null, skipped: 0, problems: [opened.problem] };
  const { table } = opened;
  const k = table.keys;
  const col = {
    date: findColumn(k, "date"),
    workout: findColumn(k, "workout name"),
    exercise: findColumn(k, "exercise name"),
    order: findColumn(k, "set order"),
    weight: findColumn(k, "weight", "weight (kg)", "weight (kgs)", "weight (lbs)", "weight (lb)"),
    unit: findColumn(k, "weight unit"),
    reps: findColumn(k, "reps"),
    rpe: findColumn(k, "rpe"),
    seconds: findColumn(k, "seconds"),
    duration: findColumn(k, "duration", "workout duration", "duration (sec)", "duration (seconds)"),
    notes: findColumn(k, "notes", "exercise notes"),
    workoutNotes: findColumn(k, "workout notes"),
  };
  const required = [col.date, col.workout, col.exercise, col.order, col.weight, col.reps];
  const base = { rows: table.rows.length, skipped: 0 };
  if (required.some((i) => i < 0)) return { ...base, items: [], unitInFile: null, problems: [{ line: 1, code: "not_this_app" }] };

  const headerUnit = unitOf(/\((.+)\)/.exec(k[col.weight]!)?.[1] ?? "");
  let unitInFile: WeightUnit | null = headerUnit;
  const needed = Math.max(...required) + 1;
  const problems: ImportProblem[] = [];
  const collector = new WorkoutCollector(problems);
  let skipped = 0;

  for (const row of table.rows) {
    const { line } = row;
    const start = rowStart(row, needed, { start: col.date, exercise: col.exercise }, problems, options);
    if (!start) continue;
    const { startText: dateText, startKey, local, startedAt, exercise } = start;
    const name = cell(row, col.workout);
    const duration = readDuration(cell(row, col.duration));
    const of: WorkoutOfRow = {
      key: `${startKey}|${name}`,
      keyAsWritten: `${dateText}|${name}`,
      date: dayOf(local),
      startedAt,
      finishedAt: duration !== null && duration <= longestWorkout ? finishOf(startedAt, startedAt + duration * 1000, options) : null,
      name,
      note: cell(row, col.workoutNotes),
    };
    const order = cell(row, col.order).toLowerCase();
    if (order === "rest timer") {
      skipped += 1;
      continue;
    }
    if (order === "note") {
      collector.addNote(of, exercise, cell(row, col.notes));
      continue;
    }
    const rowUnit = headerUnit ?? unitOf(cell(row, col.unit));
    unitInFile ??= rowUnit;
    const raw = { weight: cell(row, col.weight), reps: cell(row, col.reps), seconds: cell(row, col.seconds), rpe: cell(row, col.rpe) };
    const set = readSet(raw, rowUnit ?? options.unit, strongKinds[order.replace(/\d+$/, "")] ?? "work", line, problems);
    if (set === "bad") continue;
    if (set === null) {
      skipped += 1;
      continue;
    }
    collector.addSet(of, exercise, set);
    collector.addNote(of, exercise, cell(row, col.notes));
  }
  problems.sort((a, b) => a.line - b.line);
  return { ...base, items: collector.workouts(), unitInFile, skipped, problems };
}
