// How much one session holds (logLimits), checked on the server as the logger checks it: the
// member's kept entries of a session, and kept sets of an entry, after this sync's changes.
import { and, eq } from "drizzle-orm";
import { logLimits, type EntryChange, type SetChange } from "../../core/validation/workouts";
import type { Db } from "../db/client";
import { workoutEntries, workoutSets } from "../db/schema";
import { inIds } from "./rows";

/** Whether any parent would hold more than it may; counts only parents this sync adds to. */
function over<C extends { id: string; deleted: boolean }>(
  stored: readonly { id: string; parent: string }[],
  changes: readonly C[],
  parentOf: (c: C) => string,
  limit: number,
): boolean {
  const kept = new Map<string, Set<string>>();
  for (const row of stored) kept.set(row.parent, (kept.get(row.parent) ?? new Set()).add(row.id));
  for (const c of changes) {
    const ids = kept.get(parentOf(c)) ?? new Set<string>();
    if (c.deleted) ids.delete(c.id);
    else ids.add(c.id);
    kept.set(parentOf(c), ids);
  }
  const adding = new Set(changes.filter((c) => !c.deleted).map(parentOf));
  return [...adding].some((parent) => kept.get(parent)!.size > limit);
}

/** "entries" or "sets" when this sync would go over a limit, else null. */
export async function limitBroken(db: Db, userId: string, entries: readonly EntryChange[], sets: readonly SetChange[]) {
  const sessionIds = [...new Set(entries.filter((c) => !c.deleted).map((c) => c.sessionId))];
  const entryIds = [...new Set(sets.filter((c) => !c.deleted).map((c) => c.entryId))];
  if (sessionIds.length === 0 && entryIds.length === 0) return null;
  const [storedEntries, storedSets] = await db.batch([
    db
      .select({ id: workoutEntries.id, parent: workoutEntries.sessionId })
      .from(workoutEntries)
      .where(
        and(eq(workoutEntries.userId, userId), eq(workoutEntries.deleted, false), inIds(workoutEntries.sessionId, sessionIds)),
      ),
    db
      .select({ id: workoutSets.id, parent: workoutSets.entryId })
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.deleted, false), inIds(workoutSets.entryId, entryIds))),
  ]);
  if (over(storedEntries, entries, (c) => c.sessionId, logLimits.entries)) return "entries";
  if (over(storedSets, sets, (c) => c.entryId, logLimits.setsPerEntry)) return "sets";
  return null;
}
