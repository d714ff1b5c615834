// A member's own exercises (what other features use of this folder): list, create, rename,
// remove, and which of them a workout change may name. Every query is scoped by the member, so
// another member's exercise is "not found". A removal keeps the row (`deleted`) so workouts that
// name it keep its name.
//
// The cap and the "one live exercise per name" rule hold under concurrent requests: names are
// compared in JavaScript (SQLite's lower() folds ASCII only, and "Жим" is "жим"), and the write
// goes through only while the member's live exercises are still the ones compared with, checked
// inside the same statement; when another write came in between, it is read and decided again.
// Imports make own exercises under the same condition (worker/imports/workout-statements.ts).
import { and, asc, eq, sql } from "drizzle-orm";
import type { OwnExerciseJson, OwnExercisesJson } from "../../core/api/own-exercises";
import type { Locale } from "../../core/locale";
import { ownExerciseLimits, ownExerciseSlug, ownNameKey, type OwnMeasure } from "../../core/validation/own-exercises";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { ownExercises, type OwnExercise } from "../db/schema";
import { ApiError } from "../platform/errors";

/** Reads and tries again when another write slipped in between; more than this is not a member's doing. */
const attempts = 5;

export function ownExerciseJson(row: OwnExercise): OwnExerciseJson {
  return {
    id: row.id,
    slug: ownExerciseSlug(row.id),
    name: row.name,
    measure: row.measure,
    removed: row.deleted,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const notFound = () => new ApiError(404, "not_found");
const nameTaken = (locale: Locale) =>
  new ApiError(409, "own_exercise_name_taken", m.api_error_own_exercise_name_taken({}, { locale }), {
    "X-Invalid-Field": "name",
  });
const limitReached = (locale: Locale) =>
  new ApiError(409, "own_exercise_limit", m.api_error_own_exercise_limit({ count: ownExerciseLimits.perMember }, { locale }));

export async function listOwnExercises(db: Db, userId: string): Promise<OwnExercisesJson> {
  const rows = await db
    .select()
    .from(ownExercises)
    .where(eq(ownExercises.userId, userId))
    .orderBy(asc(ownExercises.createdAt), asc(ownExercises.id))
    .all();
  return { exercises: rows.map(ownExerciseJson), limit: ownExerciseLimits.perMember };
}

/** The member's live exercises (id and name), as the next write's condition compares with. */
const liveOf = (db: Db, userId: string) =>
  db
    .select({ id: ownExercises.id, name: ownExercises.name })
    .from(ownExercises)
    .where(and(eq(ownExercises.userId, userId), eq(ownExercises.deleted, false)))
    .all();

/**
 * The write's condition: no live exercise of the member (`:user`) outside `:selves` (a list of ids
 * in SQL: one parameter, or a subquery) has a name outside the JSON list `:names`, i.e. none was
 * added or renamed since they were read. Imports write under it too (worker/imports).
 */
export const unchangedSince = (user: string, selves: string, names: string) =>
  `NOT EXISTS (SELECT 1 FROM own_exercises o WHERE o.user_id = ${user} AND o.deleted = 0 AND o.id NOT IN (${selves})
    AND o.name NOT IN (SELECT value FROM json_each(${names})))`;

export async function createOwnExercise(
  db: Db,
  userId: string,
  input: { name: string; measure: OwnMeasure },
  now: number,
  locale: Locale,
): Promise<OwnExerciseJson> {
  const key = ownNameKey(input.name);
  for (let i = 0; i < attempts; i++) {
    const live = await liveOf(db, userId);
    if (live.some((e) => ownNameKey(e.name) === key)) throw nameTaken(locale);
    if (live.length >= ownExerciseLimits.perMember) throw limitReached(locale);
    const row: OwnExercise = {
      id: crypto.randomUUID(),
      userId,
      name: input.name,
      measure: input.measure,
      createdAt: now,
      updatedAt: now,
      deleted: false,
    };
    const written = await db.$client
      .prepare(
        `INSERT INTO own_exercises (id, user_id, name, measure, created_at, updated_at, deleted)
         SELECT ?1, ?2, ?3, ?4, ?5, ?5, 0
         WHERE (SELECT COUNT(*) FROM own_exercises WHERE user_id = ?2 AND deleted = 0) < ?6
           AND ${unchangedSince("?2", "?1", "?7")}
         RETURNING id`,
      )
      .bind(row.id, userId, row.name, row.measure, now, ownExerciseLimits.perMember, JSON.stringify(live.map((e) => e.name)))
      .first<{ id: string }>();
    if (written) return ownExerciseJson(row);
  }
  throw new ApiError(500, "internal");
}

/** Renames a live exercise of the member; a removed one, or another member's, is not found. */
export async function renameOwnExercise(
  db: Db,
  userId: string,
  id: string,
  name: string,
  now: number,
  locale: Locale,
): Promise<OwnExerciseJson> {
  const key = ownNameKey(name);
  for (let i = 0; i < attempts; i++) {
    const live = await liveOf(db, userId);
    if (!live.some((e) => e.id === id)) throw notFound();
    const others = live.filter((e) => e.id !== id);
    if (others.some((e) => ownNameKey(e.name) === key)) throw nameTaken(locale);
    const written = await db.$client
      .prepare(
        `UPDATE own_exercises SET name = ?3, updated_at = ?4
         WHERE id = ?1 AND user_id = ?2 AND deleted = 0 AND ${unchangedSince("?2", "?1", "?5")}
         RETURNING id, user_id AS userId, name, measure, created_at AS createdAt, updated_at AS updatedAt`,
      )
      .bind(id, userId, name, now, JSON.stringify(others.map((e) => e.name)))
      .first<Omit<OwnExercise, "deleted">>();
    if (written) return ownExerciseJson({ ...written, deleted: false });
  }
  throw new ApiError(500, "internal");
}

/** Removes a live exercise; removing it again changes nothing. Another member's (or no) exercise is not found. */
export async function removeOwnExercise(db: Db, userId: string, id: string, now: number): Promise<void> {
  const mine = and(eq(ownExercises.id, id), eq(ownExercises.userId, userId));
  const [, stored] = await db.batch([
    db
      .update(ownExercises)
      .set({ deleted: true, updatedAt: now })
      .where(and(mine, eq(ownExercises.deleted, false))),
    db.select({ id: ownExercises.id }).from(ownExercises).where(mine),
  ]);
  if (stored.length === 0) throw notFound();
}

/** The member's own exercises among these ids: whether each is removed, and since when (its last change). */
export async function ownExerciseStates(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<Map<string, { deleted: boolean; updatedAt: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: ownExercises.id, deleted: ownExercises.deleted, updatedAt: ownExercises.updatedAt })
    .from(ownExercises)
    .where(and(eq(ownExercises.userId, userId), sql`${ownExercises.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`))
    .all();
  return new Map(rows.map((r) => [r.id, { deleted: r.deleted, updatedAt: r.updatedAt }]));
}
