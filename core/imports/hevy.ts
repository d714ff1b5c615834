// Reads a Hevy app CSV export (no I/O): one row per set, every text quoted:
// "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes",
// "set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
// (weight_lbs and distance_miles in a pounds export). superset_id numbers the workout's supersets
// (empty for an exercise on its own). Times like "26 Jul 2025, 07:06" or
// "Jul 26, 2025, 7:06 AM"; set_type normal, warmup, dropset or failure (each read as its own kind).
import { cell, findColumn, openImportFile } from "./csv";
import { localTimeToMs } from "../time-zone";
import type { ImportedWorkout, ImportProblem, Parsed, ParseOptions, WeightUnit } from "./types";
import { dayOf, readDateTime, readSet } from "./values";
import { finishOf, rowStart, WorkoutCollector } from "./workouts";
import type { SetKind } from "../training/set-kinds";

/** Hevy's set types; "normal" and any other is a work set. */
const hevyKinds: Partial<Record<string, SetKind>> = { warmup: "warmup", dropset: "drop", failure: "failure" };

export function parseHevy(text: string, options: ParseOptions): Parsed<ImportedWorkout> {
  const opened = openImportFile(text);
  if ("problem" in opened) return { items: [], rows: opened.rows, unitInFile: null, skipped: 0, problems: [opened.problem] };
  const { table } = opened;
  const k = table.keys;
  const kg = findColumn(k, "weight_kg");
  const lb = findColumn(k, "weight_lbs", "weight_lb");
  const col = {
    title: findColumn(k, "title"),
    start: findColumn(k, "start_time"),
    end: findColumn(k, "end_time"),
    description: findColumn(k, "description"),
    exercise: findColumn(k, "exercise_title"),
    notes: findColumn(k, "exercise_notes"),
    superset: findColumn(k, "superset_id"),
    type: findColumn(k, "set_type"),
    weight: kg >= 0 ? kg : lb,
    reps: findColumn(k, "reps"),
    seconds: findColumn(k, "duration_seconds"),
    rpe: findColumn(k, "rpe"),
  };
  const required = [col.title, col.start, col.exercise, col.type, col.weight, col.reps];
  const base = { rows: table.rows.length, skipped: 0 };
  if (required.some((i) => i < 0)) return { ...base, items: [], unitInFile: null, problems: [{ line: 1, code: "not_this_app" }] };

  const unit: WeightUnit = kg >= 0 ? "kg" : "lb";
  const needed = Math.max(...required) + 1;
  const problems: ImportProblem[] = [];
  const collector = new WorkoutCollector(problems);
  let skipped = 0;

  for (const row of table.rows) {
    const { line } = row;
    const start = rowStart(row, needed, { start: col.start, exercise: col.exercise }, problems, options);
    if (!start) continue;
    const { startText, startKey, local, startedAt, exercise } = start;
    const endLocal = readDateTime(cell(row, col.end));
    const end = endLocal ? localTimeToMs(endLocal, options.timeZone) : null;
    const name = cell(row, col.title);
    const of = {
      key: `${startKey}|${name}`,
      keyAsWritten: `${startText}|${name}`,
      date: dayOf(local),
      startedAt,
      finishedAt: finishOf(startedAt, end, options),
      name,
      note: cell(row, col.description),
    };
    const raw = { weight: cell(row, col.weight), reps: cell(row, col.reps), seconds: cell(row, col.seconds), rpe: cell(row, col.rpe) };
    const set = readSet(raw, unit, hevyKinds[cell(row, col.type).toLowerCase()] ?? "work", line, problems);
    if (set === "bad") continue;
    if (set === null) {
      skipped += 1;
      continue;
    }
    collector.addSet(of, exercise, set, cell(row, col.superset));
    collector.addNote(of, exercise, cell(row, col.notes));
  }
  problems.sort((a, b) => a.line - b.line);
  return { ...base, items: collector.workouts(), unitInFile: unit, skipped, problems };
}
