// A workout import taken back (decision 0065): the member's workout imports with how many of their
// workouts are still kept, and the undo, which deletes the workouts the import wrote (each names it,
// workout_sessions.import_id) with their exercises and sets, tombstones too, so importing the file
// again (in the right unit or time zone) writes them anew. Workouts another import wrote first are
// that import's; own exercises and remembered name matches stay. Weigh-in imports fill days in
// place and are not taken back here: each weigh-in is corrected or removed in the progress panel.
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { ImportRecordJson, ImportsJson, ImportUndoneJson } from "../../core/api/transfers";
import { workoutSources } from "../../core/imports/types";
import type { Db } from "../db/client";
import { dataTransfers, workoutSessions } from "../db/schema";
import { ApiError } from "../platform/errors";

const listed = 20;

export async function listImports(db: Db, userId: string): Promise<ImportsJson> {
  const rows = await db
    .select({
      id: dataTransfers.id,
      source: dataTransfers.source,
      createdAt: dataTransfers.createdAt,
      undoneAt: dataTransfers.undoneAt,
    })
    .from(dataTransfers)
    .where(
      and(eq(dataTransfers.userId, userId), eq(dataTransfers.kind, "import"), inArray(dataTransfers.source, [...workoutSources])),
    )
    .orderBy(desc(dataTransfers.createdAt))
    .limit(listed)
    .all();
  const counts = new Map<string, number>();
  const ids = rows.filter((r) => r.undoneAt === null).map((r) => r.id);
  if (ids.length > 0) {
    const kept = await db
      .select({ importId: workoutSessions.importId, n: sql<number>`count(*)` })
      .from(workoutSessions)
      .where(and(isNotNull(workoutSessions.importId), inArray(workoutSessions.importId, ids), eq(workoutSessions.userId, userId)))
      .groupBy(workoutSessions.importId)
      .all();
    for (const k of kept) counts.set(k.importId!, k.n);
  }
  return {
    imports: rows.map((r): ImportRecordJson => ({
      id: r.id,
      source: r.source as ImportRecordJson["source"],
      createdAt: r.createdAt,
      workouts: counts.get(r.id) ?? 0,
      undoneAt: r.undoneAt,
    })),
  };
}

/**
 * Takes the import back: marks it undone (once: of two undos at once one does it, the other is
 * told it is done) and deletes its workouts, in one transaction. 404 for an import that is not the
 * member's or not of workouts; 409 `import_already_undone` once done.
 */
export async function undoImport(db: Db, userId: string, id: string, now: number): Promise<ImportUndoneJson> {
  const d1 = db.$client;
  const [claimed, removed] = await d1.batch<{ id: string }>([
    d1
      .prepare(
        `UPDATE data_transfers SET undone_at = ?3
         WHERE id = ?1 AND user_id = ?2 AND kind = 'import' AND source IN (SELECT value FROM json_each(?4)) AND undone_at IS NULL
         RETURNING id`,
      )
      .bind(id, userId, now, JSON.stringify(workoutSources)),
    // Only when this request marked it: the mark's time is its own.
    d1
      .prepare(
        `DELETE FROM workout_sessions
         WHERE import_id = ?1 AND user_id = ?2
           AND EXISTS (SELECT 1 FROM data_transfers t WHERE t.id = ?1 AND t.user_id = ?2 AND t.undone_at = ?3)
         RETURNING id`,
      )
      .bind(id, userId, now),
  ]);
  if (claimed!.results.length === 0) {
    const known = await db
      .select({ undoneAt: dataTransfers.undoneAt })
      .from(dataTransfers)
      .where(
        and(
          eq(dataTransfers.id, id),
          eq(dataTransfers.userId, userId),
          eq(dataTransfers.kind, "import"),
          inArray(dataTransfers.source, [...workoutSources]),
        ),
      )
      .get();
    if (!known) throw new ApiError(404, "not_found");
    throw new ApiError(409, "import_already_undone");
  }
  console.log(JSON.stringify({ event: "import-undone", member: userId, removed: removed!.results.length }));
  return { id, removed: removed!.results.length, undoneAt: now };
}
