// What other features tell the reminders.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { reminderSettings } from "../db/schema";

/** The member opened the weekly adjustments: that day's check-in reminder is done. */
export async function noteCheckInSeen(db: Db, userId: string, now: number): Promise<void> {
  await db.update(reminderSettings).set({ checkInSeenAt: now }).where(eq(reminderSettings.userId, userId)).run();
}
