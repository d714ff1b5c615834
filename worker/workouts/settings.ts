// GET and PUT /api/workouts/settings: the logger's settings kept with the account (decision 0070).
// One document per member; a change is kept when it is later than the one kept or was made on it,
// so a device sending what it had before it heard of another's change cannot undo that change.
import { eq, sql } from "drizzle-orm";
import type { LoggerSettingsJson } from "../../core/validation/logger-settings";
import type { Db } from "../db/client";
import { loggerSettings } from "../db/schema";

export async function loggerSettingsOf(db: Db, userId: string): Promise<LoggerSettingsJson | null> {
  const [row] = await db.select().from(loggerSettings).where(eq(loggerSettings.userId, userId));
  return row ? { ...row.settings, updatedAt: row.updatedAt } : null;
}

/**
 * Keeps `input` when it is later than what is kept, or was made on what is kept (`base`, so a
 * device whose clock runs behind still changes them); answers what is kept then.
 */
export async function saveLoggerSettings(
  db: Db,
  userId: string,
  input: LoggerSettingsJson,
  now: number,
): Promise<LoggerSettingsJson> {
  const { updatedAt, base, ...settings } = input;
  // A device whose clock runs ahead would otherwise win over every later change for as long.
  const at = Math.min(updatedAt, now);
  await db
    .insert(loggerSettings)
    .values({ userId, settings, updatedAt: at })
    .onConflictDoUpdate({
      target: loggerSettings.userId,
      // Always later than what it replaces, so the next change compares with it rightly.
      set: { settings: sql`excluded.settings`, updatedAt: sql`MAX(excluded.updated_at, ${loggerSettings.updatedAt} + 1)` },
      setWhere: sql`excluded.updated_at > ${loggerSettings.updatedAt} OR ${loggerSettings.updatedAt} = ${base ?? -1}`,
    });
  return (await loggerSettingsOf(db, userId))!;
}
