// How often a member may import: a file is up to 20,000 rows, read again and written in one batch,
// so a script on any plan could otherwise add rows without end (D1 bills rows written, and its
// size is shared by every member). Counted atomically in D1 (worker/platform/rate-limit.ts).
import type { Locale } from "../../core/locale";
import * as msg from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { formatResetUtc, limitReached } from "../platform/limit-reached";
import { giveBack, take, type Limit } from "../platform/rate-limit";

const hour = 60 * 60 * 1000;
/** Imports written a day; one the server refuses (a problem in the file) is handed back. */
export const importLimit = { max: 10, windowMs: 24 * hour } as const;
/**
 * Files read an hour, previews and imports alike, never handed back: each is read whole, and a
 * refused import (whose day's slot is handed back) would otherwise let a script have a large file
 * read again and again.
 */
export const previewLimit = { max: 60, windowMs: hour } as const;

async function spend(db: Db, limit: Limit, now: number, locale: Locale, message: typeof msg.import_limit) {
  const counted = await take(db, limit, now);
  if (counted.taken) return counted;
  throw limitReached("import_limit", counted.resetAt, now, message({ time: formatResetUtc(counted.resetAt, locale) }, { locale }));
}

/** Counts one file read (a preview or an import); over the limit, 429 `import_limit` naming when the next is allowed. */
export async function countPreview(db: Db, userId: string, now: number, locale: Locale): Promise<void> {
  await spend(db, { key: `import-preview:${userId}`, ...previewLimit }, now, locale, msg.import_preview_limit);
}

/**
 * Runs an import counted against the day's: over the limit, 429 `import_limit`; an import that
 * writes nothing because the server refused it (its file's problem, a name to choose) is handed back.
 */
export async function countedImport<T>(db: Db, userId: string, now: number, locale: Locale, run: () => Promise<T>): Promise<T> {
  const limit = { key: `import:${userId}`, ...importLimit };
  const counted = await spend(db, limit, now, locale, msg.import_limit);
  try {
    return await run();
  } catch (err) {
    await giveBack(db, limit, counted);
    throw err;
  }
}
