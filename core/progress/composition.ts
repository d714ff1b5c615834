// Fat and lean mass from a day's weight and body fat reading, as a body fat scale shows them beside
// the percentage: a change in weight reads differently when the lean mass held.
import type { BodyEntryJson } from "./entry";
import type { MeasurementField } from "./measurements";

type Day = Pick<BodyEntryJson, "date" | "weight" | "bodyFat">;

export interface Composition {
  date: string;
  /** Kilograms of fat, to 0.1. */
  fatKg: number;
  /** Everything else (muscle, bone, water, organs): the weight less the fat, so the two add up to it. */
  leanKg: number;
}

/** What the progress chart can show: each measurement, and the two masses a weighed body fat reading gives. */
export const compositionFields = ["fatMass", "leanMass"] as const;
export type ChartField = MeasurementField | (typeof compositionFields)[number];

const tenth = (n: number) => Math.round(n * 10) / 10;

/** A day's masses, when it holds both a weight and a body fat reading. */
export function compositionOf(day: Day): Composition | null {
  if (day.weight === null || day.bodyFat === null) return null;
  const fatKg = tenth((day.weight * day.bodyFat) / 100);
  return { date: day.date, fatKg, leanKg: tenth(day.weight - fatKg) };
}

/** The newest body fat reading's day, when that day has a weight too; none otherwise (no older day stands in). */
export function latestComposition(entries: readonly Day[]): Composition | null {
  let newest: Day | undefined;
  for (const e of entries) if (e.bodyFat !== null && (!newest || e.date > newest.date)) newest = e;
  return newest ? compositionOf(newest) : null;
}

/** A day's value of what the chart shows, null where the day has none. */
export function chartValueOf(day: BodyEntryJson, field: ChartField): number | null {
  if (field === "leanMass") return compositionOf(day)?.leanKg ?? null;
  if (field === "fatMass") return compositionOf(day)?.fatKg ?? null;
  return day[field];
}
