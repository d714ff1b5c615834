// Reading the values other apps write: numbers (a decimal comma too), dates and times in the
// layouts their exports use, and one set's values checked against the logger's limits.
import { earliestYear, latestYear } from "../validation/time-span";
import { setLimits } from "../validation/workouts";
import type { LocalDateTime } from "../time-zone";
import type { ImportedSet, ImportProblem, WeightUnit } from "./types";

export const kgPerLb = 0.45359237;
/** Longest exercise name kept (import_names stores it). */
export const exerciseNameLength = 200;

/**
 * null for an empty cell, NaN for one that is not a number; "72,5" reads as 72.5, and JavaScript's
 * own text of a tiny or huge number ("1e-7", which this app's export writes) as that number.
 */
export function readNumber(raw: string): number | null {
  const text = raw.trim().replace(/^\+/, "");
  if (text === "") return null;
  if (!/^-?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i.test(text)) return Number.NaN;
  return Number(text.replace(",", "."));
}

const isoMoment = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/** A moment as this app's export writes it (ISO 8601 in UTC, ms), or null. */
export function readMoment(text: string): number | null {
  if (!isoMoment.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : at;
}

/** Weight in kg, rounded to 10 g (a set's load) or to `decimals` places (a weigh-in: 100 g, from the raw value, not twice). */
export function toKg(value: number, unit: WeightUnit, decimals = 2): number {
  const scale = 10 ** decimals;
  return Math.round((unit === "lb" ? value * kgPerLb : value) * scale) / scale;
}

const months: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
  // Russian, in either case form ("мар", "марта"; "май", "мая").
  янв: 1, фев: 2, мар: 3, апр: 4, май: 5, мая: 5, июн: 6, июл: 7, авг: 8, сен: 9, окт: 10, ноя: 11, дек: 12,
};
function monthOf(word: string): number | null {
  return months[word.toLowerCase().slice(0, 3)] ?? null;
}

function isDay(year: number, month: number, day: number): boolean {
  if (year < earliestYear || year > latestYear || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const time = String.raw`(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([ap])?\.?(?:m\.?)?`;
const isoLike = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:(?:[T ]|,\s*)${time})?$`, "i");
const dotted = new RegExp(String.raw`^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+${time})?$`, "i");
const dayFirst = new RegExp(String.raw`^(\d{1,2})\s+([\p{L}.]+)\s+(\d{4})(?:\s*г\.?)?(?:,?\s+${time})?$`, "iu");
const monthFirst = new RegExp(String.raw`^(\p{L}+)\.?\s+(\d{1,2}),?\s+(\d{4})(?:,?\s+${time})?$`, "iu");

function withTime(year: number, month: number, day: number, m: RegExpExecArray, at: number): LocalDateTime | null {
  if (!isDay(year, month, day)) return null;
  if (m[at] === undefined) return { year, month, day, hour: 0, minute: 0, second: 0 };
  let hour = Number(m[at]);
  const minute = Number(m[at + 1]);
  const second = Number(m[at + 2] ?? 0);
  const half = m[at + 3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "p" ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

/**
 * A local date and time as the apps write them: "2023-01-15 08:30:00", "2023-01-15 8:30:00 AM"
 * (Strong), "26 Jul 2025, 07:06" and "Jul 26, 2025, 7:06 AM" (Hevy), "15.01.2023 08:30"; the time
 * may be missing (midnight). Null when it is none of these or not a real day.
 */
export function readDateTime(raw: string): LocalDateTime | null {
  // Some exports put a (narrow) no-break space before AM/PM.
  const text = raw.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ").trim();
  let m = isoLike.exec(text);
  if (m) return withTime(Number(m[1]), Number(m[2]), Number(m[3]), m, 4);
  m = dotted.exec(text);
  if (m) return withTime(Number(m[3]), Number(m[2]), Number(m[1]), m, 4);
  m = dayFirst.exec(text);
  if (m) {
    const month = monthOf(m[2]!);
    return month ? withTime(Number(m[3]), month, Number(m[1]), m, 4) : null;
  }
  m = monthFirst.exec(text);
  if (m) {
    const month = monthOf(m[1]!);
    return month ? withTime(Number(m[3]), month, Number(m[2]), m, 4) : null;
  }
  return null;
}

/** The day of a local date-time, YYYY-MM-DD. */
export function dayOf(local: LocalDateTime): string {
  return `${String(local.year).padStart(4, "0")}-${String(local.month).padStart(2, "0")}-${String(local.day).padStart(2, "0")}`;
}

/** One set's cells as the file has them. */
export interface RawSet {
  weight: string;
  reps: string;
  seconds: string;
  rpe: string;
}

/**
 * The set, checked against the logger's limits; null when it holds nothing the app keeps (no
 * reps and no time: distance-only cardio, an empty row); "bad" after adding its problems.
 */
export function readSet(raw: RawSet, unit: WeightUnit, kind: ImportedSet["kind"], line: number, problems: ImportProblem[]): ImportedSet | null | "bad" {
  const before = problems.length;
  const weight = readNumber(raw.weight);
  let weightKg: number | null = null;
  if (weight !== null) {
    weightKg = Number.isNaN(weight) || weight < 0 ? Number.NaN : toKg(weight, unit);
    if (!(weightKg >= setLimits.weight.min && weightKg <= setLimits.weight.max)) problems.push({ line, code: "weight" });
    // The apps write 0 for a set without added weight (bodyweight, time).
    else if (weightKg === 0) weightKg = null;
  }
  const reps = readCount(raw.reps, setLimits.reps.max, false);
  if (reps === "bad") problems.push({ line, code: "reps" });
  const seconds = readCount(raw.seconds, setLimits.seconds.max, true);
  if (seconds === "bad") problems.push({ line, code: "seconds" });
  const rpeValue = readNumber(raw.rpe);
  let rpe: number | null = null;
  if (rpeValue !== null) {
    if (Number.isNaN(rpeValue)) problems.push({ line, code: "rpe" });
    // The app's range is 6–10 in halves; anything else is dropped, not refused.
    else if (rpeValue >= setLimits.rpe.min && rpeValue <= setLimits.rpe.max) rpe = Math.round(rpeValue * 2) / 2;
  }
  if (problems.length > before || reps === "bad" || seconds === "bad") return "bad";
  if (reps === null && seconds === null) return null;
  return { line, kind, weightKg, reps, seconds, rpe };
}

/** A count of reps or seconds: null for empty or 0; "bad" when not a whole number in 1..max. */
function readCount(raw: string, max: number, round: boolean): number | null | "bad" {
  const value = readNumber(raw);
  if (value === null || value === 0) return null;
  if (Number.isNaN(value) || value < 0) return "bad";
  const whole = round ? Math.round(value) : value;
  if (!Number.isInteger(whole) || whole > max) return "bad";
  return whole === 0 ? null : whole;
}
