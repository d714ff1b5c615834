// Fat and lean mass from a day's weight and body fat reading, as a body fat scale shows them beside
// the percentage: a change in weight reads differently when the lean mass held.
import type { BodyEntryJson } from "./entry";

export interface Composition {
  date: string;
  /** Kilograms of fat, to 0.1. */
  fatKg: number;
  /** Everything else (muscle, bone, water, organs): the weight less the fat, so the two add up to it. */
  leanKg: number;
}

/** The newest body fat reading's day, when that day has a weight too; none otherwise (no older day stands in). */
export function latestComposition(entries: readonly Pick<BodyEntryJson, "date" | "weight" | "bodyFat">[]): Composition | null {
  let newest: Pick<BodyEntryJson, "date" | "weight" | "bodyFat"> | undefined;
  for (const e of entries) if (e.bodyFat !== null && (!newest || e.date > newest.date)) newest = e;
  if (!newest || newest.weight === null || newest.bodyFat === null) return null;
  const tenth = (n: number) => Math.round(n * 10) / 10;
  const fatKg = tenth((newest.weight * newest.bodyFat) / 100);
  return { date: newest.date, fatKg, leanKg: tenth(newest.weight - fatKg) };
}
