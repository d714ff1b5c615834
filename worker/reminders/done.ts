// What the member already did on their day, so a reminder never asks for it again: a workout
// logged that day (started or finished), a weigh-in logged that day, the weekly adjustments
// opened that day. Days are the member's own, like the logs' dates.
import { and, eq, isNotNull } from "drizzle-orm";
import type { ReminderKind } from "../../core/reminders/kinds";
import { localMoment } from "../../core/time-zone";
import type { Db } from "../db/client";
import { bodyEntries, workoutSessions } from "../db/schema";

export interface DoneInput {
  userId: string;
  /** The member's day, YYYY-MM-DD. */
  date: string;
  timeZone: string;
  checkInSeenAt: number | null;
}

async function isDone(db: Db, kind: ReminderKind, { userId, date, timeZone, checkInSeenAt }: DoneInput): Promise<boolean> {
  switch (kind) {
    case "training":
      return !!(await db
        .select({ id: workoutSessions.id })
        .from(workoutSessions)
        .where(and(eq(workoutSessions.userId, userId), eq(workoutSessions.date, date), eq(workoutSessions.deleted, false)))
        .get());
    case "weigh_in":
      return !!(await db
        .select({ id: bodyEntries.id })
        .from(bodyEntries)
        .where(and(eq(bodyEntries.userId, userId), eq(bodyEntries.date, date), isNotNull(bodyEntries.weight)))
        .get());
    case "check_in":
      return checkInSeenAt !== null && localMoment(checkInSeenAt, timeZone).date === date;
  }
}

/** The kinds, less those already done on the member's day. */
export async function notDone(db: Db, kinds: readonly ReminderKind[], input: DoneInput): Promise<ReminderKind[]> {
  const done = await Promise.all(kinds.map((kind) => isDone(db, kind, input)));
  return kinds.filter((_, i) => !done[i]);
}
