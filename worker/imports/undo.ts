// An import taken back (decision 0065): the member's workout and diary imports with how many of
// their workouts or diary entries are still kept, and the undo, which deletes what the import wrote
// (each names it: workout_sessions.import_id with their exercises and sets, diary_entries.import_id),
// tombstones too, so importing the file again (in the right unit or time zone) writes them anew.
// Records another import wrote first are that import's; own exercises and remembered name matches
// stay. Weigh-in imports fill days in place and are not taken back here: each weigh-in is corrected
// or removed in the progress panel.
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { ImportRecordJson, ImportsJson, ImportUndoneJson } from "../../core/api/transfers";
import { undoableSources, type UndoableSource } from "../../core/imports/types";
import type { Db } from "../db/client";
import { dataTransfers, diaryEntries, workoutSessions } from "../db/schema";
import { ApiError } from "../platform/errors";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";

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
      and(eq(dataTransfers.userId, userId), eq(dataTransfers.kind, "import"), inArray(dataTransfers.source, [...undoableSources])),
    )
    .orderBy(desc(dataTransfers.createdAt))
    .limit(listed)
    .all();
  const counts = new Map<string, number>();
  const kept = rows.filter((r) => r.undoneAt === null);
  const ids = (diary: boolean) => kept.filter((r) => (r.source === "diary") === diary).map((r) => r.id);
  const [workouts, entries] = [ids(false), ids(true)];
  const counted = await Promise.all([
    workouts.length === 0
      ? []
      : db
          .select({ importId: workoutSessions.importId, n: sql<number>`count(*)` })
          .from(workoutSessions)
          .where(and(isNotNull(workoutSessions.importId), inArray(workoutSessions.importId, workouts), eq(workoutSessions.userId, userId)))
          .groupBy(workoutSessions.importId)
          .all(),
    entries.length === 0
      ? []
      : db
          .select({ importId: diaryEntries.importId, n: sql<number>`count(*)` })
          .from(diaryEntries)
          // Entries removed since are tombstones: not kept.
          .where(
            and(
              isNotNull(diaryEntries.importId),
              inArray(diaryEntries.importId, entries),
              eq(diaryEntries.userId, userId),
              eq(diaryEntries.deleted, false),
            ),
          )
          .groupBy(diaryEntries.importId)
          .all(),
  ]);
  for (const k of counted.flat()) counts.set(k.importId!, k.n);
  return {
    imports: rows.map((r): ImportRecordJson => ({
      id: r.id,
      source: r.source as UndoableSource,
      createdAt: r.createdAt,
      kept: counts.get(r.id) ?? 0,
      undoneAt: r.undoneAt,
    })),
  };
}

/**
 * Takes the import back: marks it undone (once: of two undos at once one does it, the other is
 * told it is done) and deletes what it wrote, in one transaction. 404 for an import that is not the
 * member's or cannot be taken back (weigh-ins); 409 `import_already_undone` once done.
 */
export async function undoImport(db: Db, userId: string, id: string, now: number, locale: Locale): Promise<ImportUndoneJson> {
  const d1 = db.$client;
  // Only when this request marked it: the mark's time is its own.
  const markedHere = "EXISTS (SELECT 1 FROM data_transfers t WHERE t.id = ?1 AND t.user_id = ?2 AND t.undone_at = ?3)";
  const [claimed, workouts, entries] = await d1.batch<{ id: string; deleted?: number }>([
    d1
      .prepare(
        `UPDATE data_transfers SET undone_at = ?3
         WHERE id = ?1 AND user_id = ?2 AND kind = 'import' AND source IN (SELECT value FROM json_each(?4)) AND undone_at IS NULL
         RETURNING id`,
      )
      .bind(id, userId, now, JSON.stringify(undoableSources)),
    d1.prepare(`DELETE FROM workout_sessions WHERE import_id = ?1 AND user_id = ?2 AND ${markedHere} RETURNING id`).bind(id, userId, now),
    // An entry removed since is a tombstone: it goes too, but was not counted as kept.
    d1.prepare(`DELETE FROM diary_entries WHERE import_id = ?1 AND user_id = ?2 AND ${markedHere} RETURNING id, deleted`).bind(id, userId, now),
  ]);
  if (claimed!.results.length === 0) {
    const known = await db
      .select({ source: dataTransfers.source })
      .from(dataTransfers)
      .where(
        and(
          eq(dataTransfers.id, id),
          eq(dataTransfers.userId, userId),
          eq(dataTransfers.kind, "import"),
          inArray(dataTransfers.source, [...undoableSources]),
        ),
      )
      .get();
    if (!known) throw new ApiError(404, "not_found");
    throw new ApiError(
      409,
      "import_already_undone",
      known.source === "diary" ? m.import_diary_already_undone({}, { locale }) : m.api_error_import_already_undone({}, { locale }),
    );
  }
  const removed = workouts!.results.length + entries!.results.filter((e) => !e.deleted).length;
  console.log(JSON.stringify({ event: "import-undone", member: userId, removed }));
  return { id, removed, undoneAt: now };
}
