// GET and PUT /api/workouts/settings: the logger's settings kept with the account (decision 0070).
// One document per member; a change is kept only when it is later than the one kept, so a device
// sending what it had before it heard of another's change cannot undo that change.
import { eq, sql } from "drizzle-orm";
import type { LoggerSettingsJson } from "../../core/validation/logger-settings";
import type { Db } from "../db/client";
import { loggerSettings } from "../db/schema";

export async function loggerSettingsOf(db: Db, userId: string): Promise<LoggerSettingsJson | null> {
  const [row] = await db.select().from(loggerSettings).where(eq(loggerSettings.userId, userId));
  return row ? { ...row.settings, updatedAt: row.updatedAt } : null;
}

/** Keeps `input` unless what is kept is as late or later; answers what is kept then. */
export async function saveLoggerSettings(
  db: Db,
  userId: string,
  input: LoggerSettingsJson,
  now: number,
): Promise<LoggerSettingsJson> {
  const { updatedAt, ...settings } = input;
  // A device whose clock runs ahead would otherwise win over every later change for as long.
  const at = Math.min(updatedAt, now);
  await db
    .insert(loggerSettings)
    .values({ userId, settings, updatedAt: at })
    .onConflictDoUpdate({
      target: loggerSettings.userId,
      set: { settings: sql`excluded.settings`, updatedAt: sql`excluded.updated_at` },
      setWhere: sql`excluded.updated_at > ${loggerSettings.updatedAt}`,
    });
  return (await loggerSettingsOf(db, userId))!;
}
