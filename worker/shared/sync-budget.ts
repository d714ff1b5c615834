// How many changes a member's devices may send to one log's sync route (workouts, diary) in an
// hour. Each change is a write to D1 (billed, and shared by every member), and the row caps only
// bound what is kept, not how often it is rewritten; a device's outbox sends at most 100 a
// request, and a week of offline logging is a few hundred. Over the budget the request is refused
// whole (429 with Retry-After): the device keeps its changes and sends them later.
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { formatResetUtc, limitReached } from "../platform/limit-reached";
import { take } from "../platform/rate-limit";

export const syncBudget = { max: 3_000, windowMs: 60 * 60 * 1000 } as const;

/** Counts a sync's changes against the hour's; over it, 429 `sync_limit` naming when more are taken. */
export async function spendSyncBudget(
  db: Db,
  log: "workouts" | "diary",
  userId: string,
  changes: number,
  now: number,
  locale: Locale,
): Promise<void> {
  const counted = await take(db, { key: `sync-changes:${log}:${userId}`, ...syncBudget }, now, changes);
  if (counted.taken) return;
  const count = new Intl.NumberFormat(locale).format(syncBudget.max);
  throw limitReached("sync_limit", counted.resetAt, now, m.sync_limit({ count, time: formatResetUtc(counted.resetAt, locale) }, { locale }));
}
