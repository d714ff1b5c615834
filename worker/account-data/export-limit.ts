// A few exports a day per member (a ZIP reads every table and every photo of theirs), counted
// atomically in D1 (worker/platform/rate-limit.ts), and each one logged in data_transfers.
import { and, desc, eq } from "drizzle-orm";
import type { ExportStatusJson } from "../../core/api/transfers";
import type { Locale } from "../../core/locale";
import * as msg from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { dataTransfers } from "../db/schema";
import { formatResetUtc, limitReached } from "../platform/limit-reached";
import { giveBack, peek, take, type Limit, type LimitState } from "../platform/rate-limit";

export const exportLimit = { max: 3, windowMs: 24 * 60 * 60 * 1000 } as const;

const limitOf = (userId: string): Limit => ({ key: `export:${userId}`, ...exportLimit });

async function lastExportAt(db: Db, userId: string): Promise<number | null> {
  const row = await db
    .select({ at: dataTransfers.createdAt })
    .from(dataTransfers)
    .where(and(eq(dataTransfers.userId, userId), eq(dataTransfers.kind, "export")))
    .orderBy(desc(dataTransfers.createdAt))
    .limit(1)
    .get();
  return row?.at ?? null;
}

export async function exportStatus(db: Db, userId: string, now: number): Promise<ExportStatusJson> {
  const [counted, lastAt] = await Promise.all([peek(db, limitOf(userId), now), lastExportAt(db, userId)]);
  const left = Math.max(0, exportLimit.max - counted.count);
  return { limit: exportLimit.max, left, resetsAt: left === 0 ? counted.resetAt : null, lastAt };
}

/**
 * Counts one export and logs it; over the limit, 429 `export_limit` naming when the next is
 * allowed, with Retry-After. Answers what `cancelExport` needs to hand the count back.
 */
export async function startExport(db: Db, userId: string, now: number, locale: Locale): Promise<LimitState> {
  const counted = await take(db, limitOf(userId), now);
  if (!counted.taken) throw limitReached("export_limit", counted.resetAt, now, msg.export_limit({ time: formatResetUtc(counted.resetAt, locale) }, { locale }));
  try {
    await db.insert(dataTransfers).values({ id: crypto.randomUUID(), userId, kind: "export", createdAt: now }).run();
  } catch (err) {
    await giveBack(db, limitOf(userId), counted);
    throw err;
  }
  // The event and whose data only: no address, no token.
  console.log(JSON.stringify({ level: "info", event: "data_export", userId }));
  return counted;
}

/** Hands an export's count back: its ZIP broke off, so the member may try again. */
export const cancelExport = (db: Db, userId: string, counted: LimitState) => giveBack(db, limitOf(userId), counted);
