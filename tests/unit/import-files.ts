// Import files as Strong, Hevy and a spreadsheet write them, built from their documented layouts
// (core/imports/{strong,hevy,weight}.ts describe them), for the parsers' tests, the import API's
// tests and the settings screen's. Times are the member's wall clock, as the apps write them.

/** One set as the app logged it; weight in the file's unit. */
export interface FileSet {
  weight?: number;
  reps?: number;
  seconds?: number;
  /** Distance (km or miles in Hevy, m or miles in Strong): cardio. */
  distance?: number;
  rpe?: number;
  type?: "normal" | "warmup" | "dropset" | "failure";
}

export interface FileExercise {
  name: string;
  note?: string;
  sets: FileSet[];
  /** Strong: a "Rest Timer" row of this many seconds after the first set. */
  restTimer?: number;
  /** Hevy: the superset_id of its rows (none for an exercise on its own). */
  superset?: number;
}

export interface FileWorkout {
  /** Local start, "YYYY-MM-DD HH:MM:SS". */
  start: string;
  name: string;
  minutes: number;
  note?: string;
  exercises: FileExercise[];
}

/** Three workouts of a member: warm-ups, a drop set, a timed plank, distance-only cardio, notes with commas and line breaks. */
export const sampleWorkouts: FileWorkout[] = [
  {
    start: "2024-03-04 18:05:12",
    name: "Push Day",
    minutes: 65,
    note: "Felt strong, slept well",
    exercises: [
      {
        name: "Bench Press (Barbell)",
        note: "Pause on the chest,\nelbows tucked",
        restTimer: 120,
        sets: [
          { weight: 40, reps: 10, type: "warmup" },
          { weight: 80, reps: 8, rpe: 8 },
          { weight: 80, reps: 7, rpe: 8.5 },
          { weight: 60, reps: 12, type: "dropset" },
        ],
      },
      { name: "Overhead Press (Barbell)", sets: [{ weight: 45, reps: 8 }, { weight: 45, reps: 7, type: "failure" }] },
      { name: "Triceps Pushdown (Cable - Straight Bar)", sets: [{ weight: 25, reps: 12 }, { weight: 25, reps: 11 }] },
    ],
  },
  {
    start: "2024-03-06 07:30:00",
    name: "Leg Day",
    minutes: 50,
    exercises: [
      { name: "Squat (Barbell)", sets: [{ weight: 60, reps: 8, type: "warmup" }, { weight: 100, reps: 5 }, { weight: 100, reps: 5 }] },
      { name: "Romanian Deadlift (Barbell)", sets: [{ weight: 80, reps: 10 }] },
      { name: "Plank", sets: [{ seconds: 60 }, { seconds: 45 }] },
      { name: "Running", sets: [{ distance: 5 }] },
    ],
  },
  {
    start: "2024-03-08 19:00:00",
    name: "Pull Day",
    minutes: 45,
    exercises: [
      { name: "Pull Up", sets: [{ reps: 10 }, { reps: 8 }] },
      { name: "Seated Cable Row - V Grip (Cable)", sets: [{ weight: 55, reps: 12 }] },
      { name: "Bicep Curl (Dumbbell)", sets: [{ weight: 14, reps: 10 }] },
    ],
  },
];

/** Sets in the sample the app keeps (all but the distance-only run). */
export const sampleSetCount = 18;

type Cell = string | number | undefined;
/** An empty cell for a value the set does not have. */
const num = (n: number | undefined): Cell => n;

function csvCell(value: Cell, delimiter: string, quoteAll: boolean): string {
  const text = value === undefined ? "" : String(value);
  if (quoteAll || text.includes(delimiter) || /["\r\n]/.test(text)) return `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** A CSV of the rows, "\n" between lines (Strong and Hevy write "\n"). */
export function csv(rows: Cell[][], delimiter = ",", quoteText = false): string {
  return rows.map((row) => row.map((v) => csvCell(v, delimiter, quoteText && typeof v === "string")).join(delimiter)).join("\n") + "\n";
}

// ---- Strong ----------------------------------------------------------------------------------

/**
 * Strong's layouts: "semicolon" (older: a unit per row, "kg" or "lbs"), "common" (comma, weight in
 * the member's unit, not named), "common-12h" (the same with "8:30:00 PM" times and a narrow
 * no-break space, as some phones write), "newer" (Workout #, Duration (sec), Weight (kg|lbs)).
 */
export type StrongLayout = "semicolon" | "common" | "common-12h" | "newer";

export interface StrongOptions {
  layout?: StrongLayout;
  /** The weight unit the file names (semicolon and newer layouts). */
  unit?: "kg" | "lbs";
}

const strongOrder = (set: FileSet, index: number, warmups: number) =>
  set.type === "warmup" ? "W" : set.type === "dropset" ? "D" : set.type === "failure" ? "F" : String(index + 1 - warmups);

function strongDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

function twelveHour(start: string): string {
  const [day, time] = start.split(" ");
  const [h, m, s] = time!.split(":").map(Number);
  return `${day} ${((h! + 11) % 12) + 1}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}\u202f${h! < 12 ? "AM" : "PM"}`;
}

/** One Strong set row per set, plus a Rest Timer row where asked. */
function strongRows(w: FileWorkout, each: (e: FileExercise, set: FileSet | "rest", order: Cell) => Cell[]): Cell[][] {
  const rows: Cell[][] = [];
  for (const e of w.exercises) {
    let warmups = 0;
    e.sets.forEach((set, i) => {
      if (set.type === "warmup") warmups++;
      const order = strongOrder(set, i, warmups);
      rows.push(each(e, set, /^\d+$/.test(order) ? Number(order) : order));
      if (i === 0 && e.restTimer) rows.push(each(e, "rest", "Rest Timer"));
    });
  }
  return rows;
}

export function strongCsv(workouts: FileWorkout[] = sampleWorkouts, options: StrongOptions = {}): string {
  const layout = options.layout ?? "common";
  const unit = options.unit ?? "kg";
  if (layout === "semicolon") {
    const header = ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps", "RPE", "Distance", "Distance Unit", "Seconds", "Notes", "Workout Notes"];
    const rows = workouts.flatMap((w) =>
      strongRows(w, (e, set, order) =>
        set === "rest"
          ? [w.start, w.name, e.name, order, undefined, undefined, undefined, undefined, undefined, undefined, e.restTimer, undefined, undefined]
          : [w.start, w.name, e.name, order, num(set.weight ?? 0), unit, num(set.reps ?? 0), num(set.rpe), num(set.distance ?? 0), set.distance ? "km" : "", num(set.seconds ?? 0), e.note ?? "", w.note ?? ""],
      ),
    );
    return csv([header, ...rows], ";", true);
  }
  if (layout === "newer") {
    const header = ["Workout #", "Date", "Workout Name", "Duration (sec)", "Exercise Name", "Set Order", `Weight (${unit})`, "Reps", "RPE", "Distance (meters)", "Seconds", "Notes", "Workout Notes"];
    const rows = workouts.flatMap((w, n) =>
      strongRows(w, (e, set, order) =>
        set === "rest"
          ? [n + 1, w.start, w.name, w.minutes * 60, e.name, order, "", "", "", "", e.restTimer, "", ""]
          : [n + 1, w.start, w.name, w.minutes * 60, e.name, order, num(set.weight), num(set.reps), num(set.rpe), num(set.distance && set.distance * 1000), num(set.seconds), e.note ?? "", w.note ?? ""],
      ),
    );
    return csv([header, ...rows]);
  }
  const header = ["Date", "Workout Name", "Duration", "Exercise Name", "Set Order", "Weight", "Reps", "Distance", "Seconds", "Notes", "Workout Notes", "RPE"];
  const rows = workouts.flatMap((w) => {
    const date = layout === "common-12h" ? twelveHour(w.start) : w.start;
    return strongRows(w, (e, set, order) =>
      set === "rest"
        ? [date, w.name, strongDuration(w.minutes), e.name, order, 0, 0, 0, e.restTimer, "", "", ""]
        : [date, w.name, strongDuration(w.minutes), e.name, order, set.weight ?? 0, set.reps ?? 0, set.distance ?? 0, set.seconds ?? 0, e.note ?? "", w.note ?? "", num(set.rpe)],
    );
  });
  return csv([header, ...rows], ",", true);
}

// ---- Hevy ------------------------------------------------------------------------------------

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Hevy's "26 Jul 2025, 07:06" of a local "YYYY-MM-DD HH:MM:SS", plus minutes. */
export function hevyTime(start: string, plusMinutes = 0): string {
  const [y, mo, d, h, mi] = start.split(/[- :]/).map(Number);
  const t = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi! + plusMinutes));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${t.getUTCDate()} ${monthNames[t.getUTCMonth()]} ${t.getUTCFullYear()}, ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`;
}

export function hevyCsv(workouts: FileWorkout[] = sampleWorkouts, unit: "kg" | "lb" = "kg"): string {
  const header = ["title", "start_time", "end_time", "description", "exercise_title", "superset_id", "exercise_notes", "set_index", "set_type", unit === "kg" ? "weight_kg" : "weight_lbs", "reps", unit === "kg" ? "distance_km" : "distance_miles", "duration_seconds", "rpe"];
  const rows = workouts.flatMap((w) =>
    w.exercises.flatMap((e) =>
      e.sets.map((set, i): Cell[] => [
        w.name,
        hevyTime(w.start),
        hevyTime(w.start, w.minutes),
        w.note ?? "",
        e.name,
        e.superset,
        e.note ?? "",
        i,
        set.type ?? "normal",
        set.weight,
        set.reps,
        set.distance,
        set.seconds,
        set.rpe,
      ]),
    ),
  );
  return csv([header, ...rows], ",", true);
}

// ---- Many rows -------------------------------------------------------------------------------

/** Workouts with `rows` set rows in all: a workout a day from 2020, 5 exercises of 4 sets (20 rows) each. */
export function manyWorkouts(rows = 10_000): FileWorkout[] {
  const names = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Pull Up", "Lateral Raise (Dumbbell)"];
  const workouts: FileWorkout[] = [];
  for (let left = rows, day = 0; left > 0; day++) {
    const date = new Date(Date.UTC(2020, 0, 1 + day)).toISOString().slice(0, 10);
    const exercises: FileExercise[] = [];
    for (let e = 0; e < names.length && left > 0; e++) {
      const sets = Array.from({ length: Math.min(4, left) }, (_, i) => ({ weight: 40 + ((day + i) % 40), reps: 5 + (i % 4) }));
      left -= sets.length;
      exercises.push({ name: names[e]!, sets });
    }
    workouts.push({ start: `${date} 18:00:00`, name: `Workout ${day + 1}`, minutes: 60, exercises });
  }
  return workouts;
}

/** A Strong export (common layout) of 10,000 set rows. */
export function bigStrongCsv(rows = 10_000): string {
  return strongCsv(manyWorkouts(rows));
}

/** A Hevy export (kg) of 10,000 set rows. */
export function bigHevyCsv(rows = 10_000): string {
  return hevyCsv(manyWorkouts(rows));
}

// ---- Weight ----------------------------------------------------------------------------------

export interface FileWeight {
  /** YYYY-MM-DD. */
  date: string;
  /** In the file's unit. */
  weight: number;
  bodyFat?: number;
}

export const sampleWeights: FileWeight[] = [
  { date: "2024-03-01", weight: 82.4, bodyFat: 21.5 },
  { date: "2024-03-02", weight: 82.1 },
  { date: "2024-03-04", weight: 81.8, bodyFat: 21.1 },
];

/**
 * Weight CSVs: "plain" (date,weight,body fat: the member's unit), "kg" (Date,Weight (kg),Body Fat %),
 * "lb" (Date,Weight (lbs)), "russian" (Дата;Вес (кг);Жир, DD.MM.YYYY, decimal comma), "slashes"
 * (YYYY/MM/DD with a time).
 */
export type WeightLayout = "plain" | "kg" | "lb" | "russian" | "slashes";

export function weightCsv(entries: FileWeight[] = sampleWeights, layout: WeightLayout = "plain"): string {
  switch (layout) {
    case "plain":
      return csv([["date", "weight", "body fat"], ...entries.map((e) => [e.date, e.weight, num(e.bodyFat)])]);
    case "kg":
      return csv([["Date", "Weight (kg)", "Body Fat %"], ...entries.map((e) => [e.date, e.weight, num(e.bodyFat)])]);
    case "lb":
      return csv([["Date", "Weight (lbs)"], ...entries.map((e) => [e.date, e.weight])]);
    case "russian": {
      const ru = (n: number | undefined) => (n === undefined ? "" : String(n).replace(".", ","));
      const day = (d: string) => d.split("-").reverse().join(".");
      return csv([["Дата", "Вес (кг)", "Жир"], ...entries.map((e) => [day(e.date), ru(e.weight), ru(e.bodyFat)])], ";");
    }
    case "slashes":
      return csv([["Date", "Weight", "Body fat"], ...entries.map((e) => [`${e.date.replace(/-/g, "/")} 07:45`, e.weight, num(e.bodyFat)])]);
  }
}
