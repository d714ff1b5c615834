// The Time machine's rows in D1: previews, and the monthly allowance on the subscription row.
// Every query is filtered by the member; spending is one atomic batch, so two requests with one
// preview left make one preview and one refusal.
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import type { PreviewEngine } from "../../core/api/transform";
import { allowances } from "../../core/billing/catalog";
import type { TransformType } from "../../core/transform/rules";
import type { Db } from "../db/client";
import { subscriptions, transformPreviews, type TransformPreview } from "../db/schema";
import { planGrantedSql } from "../shared/plan-granted";

const total = allowances.PRO.transformations;

/** A preview being made for longer than this has been lost (a worker may work 30 s after answering). */
export const STALE_AFTER_MS = 3 * 60 * 1000;

/**
 * Previews left this month: 0 without a Pro subscription that still grants Pro at `now` (another
 * plan keeps the count but grants none; a period over grants nothing, even before the daily run
 * marks the row expired).
 */
export async function previewsLeft(db: Db, userId: string, now: number): Promise<number> {
  const row = await db
    .select({ left: subscriptions.predicatesLeft })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.status, "expired"),
        eq(subscriptions.plan, "PRO"),
        sql.raw(planGrantedSql(now)),
      ),
    )
    .get();
  return row?.left ?? 0;
}

export interface NewPreview {
  id: string;
  userId: string;
  type: TransformType;
  months: number;
  variation: number;
  engine: PreviewEngine;
  originalKey: string;
  width: number;
  height: number;
  weightKg: number | null;
  heightCm: number | null;
  createdAt: number;
}

export type SpendResult = { ok: true; left: number } | { ok: false; reason: "no_allowance" | "busy" };

const isUniqueViolation = (err: unknown) => err instanceof Error && /UNIQUE constraint failed/i.test(`${err.message} ${String(err.cause ?? "")}`);

/**
 * Takes one preview from the allowance and records the new preview as being made, in one
 * transaction: the row is inserted only while a preview is left, and the allowance goes down only
 * when the row is there. A member with a preview already being made is refused by the unique index.
 * Only while the subscription still grants Pro at `createdAt` (a period over spends nothing).
 */
export async function spendAndInsert(db: Db, p: NewPreview): Promise<SpendResult> {
  const d1 = db.$client;
  const insert = d1
    .prepare(
      `INSERT INTO transform_previews
         (id, user_id, type, months, variation, status, engine, original_key, width, height, weight_kg, height_cm, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, 'processing', ?6, ?7, ?8, ?9, ?10, ?11, ?12
       FROM subscriptions
       WHERE user_id = ?2 AND predicates_left > 0 AND status <> 'expired' AND plan = 'PRO' AND ${planGrantedSql(p.createdAt)}`,
    )
    .bind(p.id, p.userId, p.type, p.months, p.variation, p.engine, p.originalKey, p.width, p.height, p.weightKg, p.heightCm, p.createdAt);
  const spend = d1
    .prepare(
      `UPDATE subscriptions SET predicates_left = predicates_left - 1, updated_at = ?3
       WHERE user_id = ?1 AND predicates_left > 0 AND EXISTS (SELECT 1 FROM transform_previews WHERE id = ?2)
       RETURNING predicates_left AS left`,
    )
    .bind(p.userId, p.id, p.createdAt);
  try {
    const [, spent] = await d1.batch<{ left: number }>([insert, spend]);
    const left = spent?.results[0]?.left;
    return left === undefined ? { ok: false, reason: "no_allowance" } : { ok: true, left };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, reason: "busy" };
    throw err;
  }
}

/** Gives previews back (never above the monthly allowance). */
export async function refund(db: Db, userId: string, count: number, now: number): Promise<void> {
  if (count <= 0) return;
  await db
    .update(subscriptions)
    .set({ predicatesLeft: sql`MIN(${subscriptions.predicatesLeft} + ${count}, ${total})`, updatedAt: new Date(now) })
    .where(eq(subscriptions.userId, userId))
    .run();
}

/** Whether the member has a preview being made right now. */
export async function isBusy(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ id: transformPreviews.id })
    .from(transformPreviews)
    .where(and(eq(transformPreviews.userId, userId), eq(transformPreviews.status, "processing")))
    .get();
  return !!row;
}

/**
 * Marks a preview failed if it is still being made; true when this call did it (and so the
 * caller gives the preview back: only one call can).
 */
export async function markFailed(db: Db, id: string, now: number): Promise<boolean> {
  const rows = await db
    .update(transformPreviews)
    .set({ status: "failed", finishedAt: new Date(now) })
    .where(and(eq(transformPreviews.id, id), eq(transformPreviews.status, "processing")))
    .returning({ id: transformPreviews.id });
  return rows.length > 0;
}

/** Records the finished picture; false when the preview is no longer being made (deleted, or given up). */
export async function markDone(
  db: Db,
  id: string,
  result: { key: string; contentType: string; durationMs: number },
  now: number,
): Promise<boolean> {
  const rows = await db
    .update(transformPreviews)
    .set({ status: "done", resultKey: result.key, resultType: result.contentType, durationMs: result.durationMs, finishedAt: new Date(now) })
    .where(and(eq(transformPreviews.id, id), eq(transformPreviews.status, "processing")))
    .returning({ id: transformPreviews.id });
  return rows.length > 0;
}

/** Gives up previews that have been "being made" too long, and gives them back. */
export async function failStale(db: Db, userId: string, now: number): Promise<void> {
  const stale = await db
    .update(transformPreviews)
    .set({ status: "failed", finishedAt: new Date(now) })
    .where(
      and(
        eq(transformPreviews.userId, userId),
        eq(transformPreviews.status, "processing"),
        lt(transformPreviews.createdAt, new Date(now - STALE_AFTER_MS)),
      ),
    )
    .returning({ id: transformPreviews.id });
  await refund(db, userId, stale.length, now);
}

export const findPreview = (db: Db, userId: string, id: string) =>
  db
    .select()
    .from(transformPreviews)
    .where(and(eq(transformPreviews.id, id), eq(transformPreviews.userId, userId)))
    .get();

/** Reads a preview by id alone: only for the work that runs after the member's request. */
export const previewById = (db: Db, id: string) => db.select().from(transformPreviews).where(eq(transformPreviews.id, id)).get();

/** The member's previews, newest first. */
export const listPreviews = (db: Db, userId: string, limit = 50): Promise<TransformPreview[]> =>
  db
    .select()
    .from(transformPreviews)
    .where(eq(transformPreviews.userId, userId))
    .orderBy(desc(transformPreviews.createdAt))
    .limit(limit)
    .all();

/** Deletes a member's preview row; its object keys, or undefined when there was none. */
export async function deletePreviewRow(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(transformPreviews)
    .where(and(eq(transformPreviews.id, id), eq(transformPreviews.userId, userId)))
    .returning({ originalKey: transformPreviews.originalKey, resultKey: transformPreviews.resultKey });
  return rows[0];
}

/** How long recent previews of an engine took (ms), newest first. */
export async function recentDurations(db: Db, engine: PreviewEngine, limit = 25): Promise<number[]> {
  const rows = await db
    .select({ ms: transformPreviews.durationMs })
    .from(transformPreviews)
    .where(and(eq(transformPreviews.engine, engine), eq(transformPreviews.status, "done")))
    .orderBy(desc(transformPreviews.finishedAt))
    .limit(limit)
    .all();
  return rows.map((r) => r.ms).filter((ms): ms is number => ms != null && ms > 0);
}
