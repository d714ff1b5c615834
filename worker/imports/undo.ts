// An import taken back (decision 0065): the member's workout, diary and weigh-in imports with how
// much of what each wrote is still kept, and the undo. Workouts (with their exercises and sets) and
// diary entries name their import and are deleted, tombstones too, so importing the file again (in
// the right unit or time zone) writes them anew; records another import wrote first are that
// import's; own exercises and remembered name matches stay. Weigh-ins (weight, body fat and
// circumferences) fill days in place: the undo clears the values that still hold what the import
// wrote, removes a day left empty, and moves the profile's weight as removing the newest weighed
// day's weight does.
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { ImportRecordJson, ImportsJson, ImportUndoneJson } from "../../core/api/transfers";
import { importKind, undoableSources, type ImportKind, type UndoableSource } from "../../core/imports/types";
import type { Db } from "../db/client";
import { dataTransfers, diaryEntries, workoutSessions } from "../db/schema";
import { weighInMarks, type WeighInMark } from "../db/weigh-in-marks";
import { ApiError } from "../platform/errors";
import { planAfterWeighIn } from "../plans/service";
import { findProfile } from "../shared/find-profile";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";

const listed = 20;

type Names = WeighInMark["sql"];

/** A day's value as a weigh-in import wrote it (the progress panel keeps values to 0.1). */
const still = (c: Names) => `${c.value} IS NOT NULL AND ${c.imported} IS NOT NULL AND abs(${c.value} - ${c.imported}) < 0.05`;
/** A value import ?1 wrote that still holds what it wrote: one changed since is the member's. */
const heldBy = (c: Names, importId = "?1") => `${c.importId} = ${importId} AND ${still(c)}`;
const names = weighInMarks.map((mark) => mark.sql);
const weightNames = weighInMarks.find((mark) => mark.field === "weight")!.sql;
const anyHeldBy = (importId = "?1") => names.map((c) => `(${heldBy(c, importId)})`).join(" OR ");
const anyWrittenBy = names.map((c) => `${c.importId} = ?1`).join(" OR ");

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
      and(
        eq(dataTransfers.userId, userId),
        eq(dataTransfers.kind, "import"),
        inArray(dataTransfers.source, [...undoableSources]),
      ),
    )
    .orderBy(desc(dataTransfers.createdAt))
    .limit(listed)
    .all();
  const counts = new Map<string, number>();
  const kept = rows.filter((r) => r.undoneAt === null);
  const ids = (kind: ImportKind) => kept.filter((r) => importKind(r.source as UndoableSource) === kind).map((r) => r.id);
  const [workouts, entries, weighIns] = [ids("workouts"), ids("diary"), ids("weight")];
  const counted = await Promise.all([
    workouts.length === 0
      ? []
      : db
          .select({ importId: workoutSessions.importId, n: sql<number>`count(*)` })
          .from(workoutSessions)
          .where(
            and(
              isNotNull(workoutSessions.importId),
              inArray(workoutSessions.importId, workouts),
              eq(workoutSessions.userId, userId),
            ),
          )
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
    weighIns.length === 0
      ? []
      : // The days still holding a value each import wrote (each value names its import): for each of
        // the (at most 20) imports, the member's days (CROSS JOIN keeps that order: the other way
        // would read the list again for every day).
        db.$client
          .prepare(
            `SELECT t.value AS importId, COUNT(*) AS n FROM json_each(?2) t CROSS JOIN body_entries b ON b.user_id = ?1
             WHERE ${anyHeldBy("t.value")} GROUP BY t.value`,
          )
          .bind(userId, JSON.stringify(weighIns))
          .all<{ importId: string; n: number }>()
          .then((r) => r.results),
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
 * member's or not there; 409 `import_already_undone` once done.
 */
export async function undoImport(db: Db, userId: string, id: string, now: number, locale: Locale): Promise<ImportUndoneJson> {
  const d1 = db.$client;
  // The profile as it was, so a weight the undo moves can rebuild the nutrition plan after.
  const before = await findProfile(db, userId);
  // Only when this request marked it: the mark's time is its own.
  const markedHere = "EXISTS (SELECT 1 FROM data_transfers t WHERE t.id = ?1 AND t.user_id = ?2 AND t.undone_at = ?3)";
  // The weigh-ins' statements (ahead of the clearing, which they read): the profile's weight, when
  // the newest weighed day is one this import wrote, follows the newest weighed day left (with
  // none, it keeps its weight), as when the member removes that day's weight; the count.
  const newestWeighed =
    "SELECT weight_import_id, weight, imported_weight FROM body_entries WHERE user_id = ?2 AND weight IS NOT NULL ORDER BY date DESC LIMIT 1";
  const nextWeight = `SELECT weight FROM body_entries WHERE user_id = ?2 AND weight IS NOT NULL AND NOT (${heldBy(weightNames)}) ORDER BY date DESC LIMIT 1`;
  const [claimed, workouts, entries, , weighIns] = await d1.batch<{ id: string; deleted?: number; n?: number }>([
    d1
      .prepare(
        `UPDATE data_transfers SET undone_at = ?3
         WHERE id = ?1 AND user_id = ?2 AND kind = 'import' AND source IN (SELECT value FROM json_each(?4)) AND undone_at IS NULL
         RETURNING id`,
      )
      .bind(id, userId, now, JSON.stringify(undoableSources)),
    d1
      .prepare(`DELETE FROM workout_sessions WHERE import_id = ?1 AND user_id = ?2 AND ${markedHere} RETURNING id`)
      .bind(id, userId, now),
    // An entry removed since is a tombstone: it goes too, but was not counted as kept.
    d1
      .prepare(`DELETE FROM diary_entries WHERE import_id = ?1 AND user_id = ?2 AND ${markedHere} RETURNING id, deleted`)
      .bind(id, userId, now),
    d1
      .prepare(
        `UPDATE profiles SET weight = (${nextWeight}), updated_at = ?3
         WHERE user_id = ?2 AND ${markedHere} AND (${nextWeight}) IS NOT NULL
           AND EXISTS (SELECT 1 FROM (${newestWeighed}) n WHERE n.weight_import_id = ?1 AND n.imported_weight IS NOT NULL AND abs(n.weight - n.imported_weight) < 0.05)`,
      )
      .bind(id, userId, now),
    d1
      .prepare(`SELECT COUNT(*) AS n FROM body_entries WHERE user_id = ?2 AND (${anyHeldBy()}) AND ${markedHere}`)
      .bind(id, userId, now),
    // A day left with nothing goes; another keeps what the member or another import wrote there.
    d1
      .prepare(
        `DELETE FROM body_entries WHERE user_id = ?2 AND (${anyWrittenBy}) AND ${markedHere}
           AND ${names.map((c) => `(${c.value} IS NULL OR (${heldBy(c)}))`).join(" AND ")}`,
      )
      .bind(id, userId, now),
    d1
      .prepare(
        `UPDATE body_entries SET
           ${names.map((c) => `${c.value} = CASE WHEN ${heldBy(c)} THEN NULL ELSE ${c.value} END`).join(",\n           ")},
           ${names.map((c) => `${c.imported} = CASE WHEN ${c.importId} = ?1 THEN NULL ELSE ${c.imported} END`).join(",\n           ")},
           ${names.map((c) => `${c.importId} = CASE WHEN ${c.importId} = ?1 THEN NULL ELSE ${c.importId} END`).join(",\n           ")},
           updated_at = ?3
         WHERE user_id = ?2 AND (${anyWrittenBy}) AND ${markedHere}`,
      )
      .bind(id, userId, now),
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
    const already =
      known.source === "diary"
        ? m.import_diary_already_undone
        : known.source === "weight"
          ? m.import_weight_already_undone
          : m.api_error_import_already_undone;
    throw new ApiError(409, "import_already_undone", already({}, { locale }));
  }
  await planAfterWeighIn(db, before, now);
  const removed = workouts!.results.length + entries!.results.filter((e) => !e.deleted).length + (weighIns!.results[0]?.n ?? 0);
  console.log(JSON.stringify({ event: "import-undone", member: userId, removed }));
  return { id, removed, undoneAt: now };
}
