import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../api/client";

export const measurementKeys = ["waist", "neck", "hips", "chest", "arm", "thigh"] as const;
export type MeasurementKey = (typeof measurementKeys)[number];
export type ValueKey = "weight" | MeasurementKey;

/** One day's log (GET /api/progress/entries): null where nothing was measured. */
export type BodyEntry = { id: string; date: string } & Record<ValueKey, number | null>;
export type EntryInput = { date: string } & Partial<Record<ValueKey, number | null>>;

export const entriesQuery = (userId: string) =>
  queryOptions({
    queryKey: ["progress", userId],
    queryFn: () => apiFetch<{ entries: BodyEntry[] }>("/api/progress/entries").then((r) => r.entries),
    staleTime: 60_000,
  });

export const progressApi = {
  log: (input: EntryInput) => apiFetch<BodyEntry>("/api/progress/entries", { method: "POST", json: input }),
  edit: (id: string, input: EntryInput) => apiFetch<BodyEntry>(`/api/progress/entries/${encodeURIComponent(id)}`, { method: "PATCH", json: input }),
  remove: (id: string) => apiFetch<void>(`/api/progress/entries/${encodeURIComponent(id)}`, { method: "DELETE" }),
};

/** The newest value of each measurement, for the body-fat calculator and the summary. */
export function latestMeasurements(entries: readonly BodyEntry[]): Partial<Record<ValueKey, { value: number; date: string }>> {
  const out: Partial<Record<ValueKey, { value: number; date: string }>> = {};
  for (const e of [...entries].sort((a, b) => a.date.localeCompare(b.date))) {
    for (const key of ["weight", ...measurementKeys] as const) {
      const value = e[key];
      if (value !== null) out[key] = { value, date: e.date };
    }
  }
  return out;
}
