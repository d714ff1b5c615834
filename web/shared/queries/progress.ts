import { queryOptions } from "@tanstack/react-query";
import type { BodyEntryJson } from "../../../core/api/progress";
import { measurementFields, type Circumference, type MeasurementField } from "../../../core/progress/measurements";
import type { BodyEntryCreateInput, BodyEntryUpdateInput } from "../../../core/validation/progress";
import { api } from "../api/client";

/** The names the calculators read the log by. */
export type BodyEntry = BodyEntryJson;
export type MeasurementKey = Circumference;

export const progressKeys = {
  entries: (userId: string) => ["progress", userId] as const,
};

export const entriesQuery = (userId: string) =>
  queryOptions({
    queryKey: progressKeys.entries(userId),
    queryFn: () => api("GET /api/progress/entries").then((r) => r.entries),
    staleTime: 60_000,
  });

export const progressApi = {
  log: (input: BodyEntryCreateInput) => api("POST /api/progress/entries", { body: input }),
  edit: (id: string, input: BodyEntryUpdateInput) => api("PATCH /api/progress/entries/:id", { params: { id }, body: input }),
  remove: (id: string) => api("DELETE /api/progress/entries/:id", { params: { id } }),
};

/**
 * The newest value of each measurement, for the body-fat calculator and the summary. The API
 * answers in date order, so a later entry's value replaces an earlier one.
 */
export function latestMeasurements(
  entries: readonly BodyEntryJson[],
): Partial<Record<MeasurementField, { value: number; date: string }>> {
  const out: Partial<Record<MeasurementField, { value: number; date: string }>> = {};
  for (const e of entries) {
    for (const key of measurementFields) {
      const value = e[key];
      if (value !== null) out[key] = { value, date: e.date };
    }
  }
  return out;
}
