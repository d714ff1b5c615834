// The time zone a member's billing dates (renewal e-mails, receipts) are written in: the one the
// member keeps for reminders, else the one their device last named at a checkout or a change of
// payment method, else UTC. Dates in UTC read a day off for a member near midnight.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { reminderSettings, users } from "../db/schema";

/** Keeps the zone a billing request's device named (none named: the one known stays). */
export async function rememberTimeZone(db: Db, userId: string, timeZone: string | undefined): Promise<void> {
  if (timeZone) await db.update(users).set({ timeZone }).where(eq(users.id, userId)).run();
}

/** What `zoneOf` reads, selected from `users` left-joined to `reminderSettings` (`withReminders`). */
export const zoneColumns = { reminderZone: reminderSettings.timeZone, deviceZone: users.timeZone };

/** The join `zoneColumns` needs. */
export const withReminders = eq(reminderSettings.userId, users.id);

/** The zone to write billing dates in, from a row with `zoneColumns`. */
export const zoneOf = (row: { reminderZone: string | null; deviceZone: string | null }): string =>
  row.reminderZone ?? row.deviceZone ?? "UTC";

/** The zone to write `userId`'s billing dates in. */
export async function billingTimeZone(db: Db, userId: string): Promise<string> {
  const row = await db
    .select(zoneColumns)
    .from(users)
    .leftJoin(reminderSettings, withReminders)
    .where(eq(users.id, userId))
    .get();
  return row ? zoneOf(row) : "UTC";
}
