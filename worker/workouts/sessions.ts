// Reading a member's sessions as the API shows them. Every read is scoped by the member, and a
// removed record (a tombstone) never shows: a removed session is not found.
import { and, eq } from "drizzle-orm";
import type { WorkoutSessionJson } from "../../core/training/session";
import type { Db } from "../db/client";
import { workoutEntries, workoutSessions, workoutSets } from "../db/schema";
import { inIds, sessionJson } from "./rows";

/** The member's kept sessions among `ids`, in the order of `ids` (unknown, removed and others' left out). */
export async function sessionsJson(db: Db, userId: string, ids: readonly string[]): Promise<WorkoutSessionJson[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const [sessions, entries, sets] = await db.batch([
    db
      .select()
      .from(workoutSessions)
      .where(and(eq(workoutSessions.userId, userId), eq(workoutSessions.deleted, false), inIds(workoutSessions.id, wanted))),
    db
      .select()
      .from(workoutEntries)
      .where(and(eq(workoutEntries.userId, userId), eq(workoutEntries.deleted, false), inIds(workoutEntries.sessionId, wanted))),
    db
      .select()
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.deleted, false), inIds(workoutSets.sessionId, wanted))),
  ]);
  const byId = new Map(sessions.map((s) => [s.id, s]));
  return wanted.flatMap((id) => {
    const session = byId.get(id);
    if (!session) return [];
    return [
      sessionJson(
        session,
        entries.filter((e) => e.sessionId === id),
        sets.filter((x) => x.sessionId === id),
      ),
    ];
  });
}
