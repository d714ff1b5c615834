// The export's body and diet progress: every body entry (CSV and JSON) and the weekly diet adjustments.
import { and, asc, eq, sql } from "drizzle-orm";
import { bodyEntries, dietAdjustments } from "../db/schema";
import { csvFile, iso, jsonArray, keyset, type Member } from "./pages";

type BodyEntry = typeof bodyEntries.$inferSelect;

const bodyPages = (m: Member) =>
  keyset<BodyEntry, string>(
    (after, size) =>
      m.db
        .select()
        .from(bodyEntries)
        .where(and(eq(bodyEntries.userId, m.userId), after === null ? undefined : sql`${bodyEntries.date} > ${after}`))
        .orderBy(asc(bodyEntries.date))
        .limit(size)
        .all(),
    (row) => row.date,
  );

const measurementColumns = [
  "date",
  "weight_kg",
  "waist_cm",
  "neck_cm",
  "hips_cm",
  "chest_cm",
  "arm_cm",
  "thigh_cm",
  "body_fat_percent",
  "created_at",
  "updated_at",
] as const;

export const measurementsCsv = (m: Member) =>
  csvFile(measurementColumns, bodyPages(m), (e) => [
    e.date,
    e.weight,
    e.waist,
    e.neck,
    e.hips,
    e.chest,
    e.arm,
    e.thigh,
    e.bodyFat,
    iso(e.createdAt),
    iso(e.updatedAt),
  ]);

export const measurementsJson = (m: Member) =>
  jsonArray(bodyPages(m), (e) => ({
    date: e.date,
    weightKg: e.weight,
    waistCm: e.waist,
    neckCm: e.neck,
    hipsCm: e.hips,
    chestCm: e.chest,
    armCm: e.arm,
    thighCm: e.thigh,
    bodyFatPercent: e.bodyFat,
    createdAt: iso(e.createdAt),
    updatedAt: iso(e.updatedAt),
  }));

export const adjustmentsJson = (m: Member) =>
  jsonArray(
    keyset(
      (after: string | null, size) =>
        m.db
          .select()
          .from(dietAdjustments)
          .where(and(eq(dietAdjustments.userId, m.userId), after === null ? undefined : sql`${dietAdjustments.week} > ${after}`))
          .orderBy(asc(dietAdjustments.week))
          .limit(size)
          .all(),
      (row) => row.week,
    ),
    (a) => ({
      week: a.week,
      fromKcal: a.fromKcal,
      toKcal: a.toKcal,
      trendKgPerWeek: a.trendKg,
      expectedKgPerWeek: a.expectedKg,
      reason: a.reason,
      status: a.status,
      method: a.method,
      expenditure: a.expenditure,
      goalKcal: a.goalKcal,
      aimKcal: a.aimKcal,
      createdAt: iso(a.createdAt),
    }),
  );
