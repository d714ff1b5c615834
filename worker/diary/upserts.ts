// The diary sync's writes (decision 0044): one statement per record with the rule in its
// ON CONFLICT ... WHERE, so two syncs at once cannot interleave a read and a write. A record is
// written when it is new, or when the change is newer than the stored version and the stored one
// is the member's. A removal keeps the record as a tombstone and changes nothing else of it. Each
// statement answers the id it wrote, or nothing.
//
// The member's caps (diaryCaps) are checked in the same statement: a kept record is inserted from
// a SELECT whose WHERE lets it through only while the record is already live (an edit), or the
// member keeps fewer live ones than the cap; so two syncs at once cannot both take the last place.
// A restored tombstone, and an entry moved to another day, count as new; removals are never held.
import type { ColumnValues } from "../../core/diary/values";
import { knownValues } from "../../core/diary/values";
import { isQuick } from "../../core/diary/quick";
import type { StoredIngredient } from "../../core/diary/recipe";
import {
  diaryCaps,
  type CustomFoodChange,
  type DiaryEntryChange,
  type FavouriteChange,
  type RecipeChange,
} from "../../core/validation/diary";
import type { ResolvedFood } from "./resolve";
import { storedFood } from "../shared/entry-food";

const json = (x: unknown) => (x === null || x === undefined ? null : JSON.stringify(x));
const newer = (table: string) => `excluded.updated_at > ${table}.updated_at AND ${table}.user_id = excluded.user_id`;

/**
 * The condition for writing a kept record: it is the member's and live already (within `scope`,
 * e.g. its day), or the member has fewer than `cap` live records there. `id` and `user` are the
 * statement's parameters for them. (SQLite parses `INSERT … SELECT … ON CONFLICT` only when the
 * SELECT has a WHERE, which this is.)
 */
const room = (table: string, cap: number, id: string, user: string, scope = "") =>
  `(EXISTS (SELECT 1 FROM ${table} r WHERE r.id = ${id} AND r.user_id = ${user} AND r.deleted = 0${scope})
    OR (SELECT COUNT(*) FROM ${table} r WHERE r.user_id = ${user} AND r.deleted = 0${scope}) < ${cap})`;

/**
 * The condition for writing a removal: the member's record is stored (live or removed), so a
 * removal only ever updates a row. A removal of a record whose making this sync refused (at the
 * cap) writes nothing either, or a full member could store tombstones without end.
 */
const stored = (table: string, id: string, user: string) => `EXISTS (SELECT 1 FROM ${table} r WHERE r.id = ${id} AND r.user_id = ${user})`;

export const upsertFood = (d1: D1Database, userId: string, c: CustomFoodChange, at: number, per100g: ColumnValues) =>
  d1
    .prepare(
      `INSERT INTO diary_foods (id, user_id, name, brand, barcode, basis, serving, entered, per100g, updated_at, deleted)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11
       WHERE ${c.deleted ? stored("diary_foods", "?1", "?2") : room("diary_foods", diaryCaps.foods, "?1", "?2")}
       ON CONFLICT(id) DO UPDATE SET ${
         c.deleted
           ? "updated_at = excluded.updated_at, deleted = 1"
           : `name = excluded.name, brand = excluded.brand, barcode = excluded.barcode, basis = excluded.basis,
              serving = excluded.serving, entered = excluded.entered, per100g = excluded.per100g,
              updated_at = excluded.updated_at, deleted = 0`
       }
       WHERE ${newer("diary_foods")}
       RETURNING id`,
    )
    .bind(
      c.id,
      userId,
      c.name,
      c.brand || null,
      c.barcode,
      c.basis,
      // Kept for a label per 100 g too: its serving ("15 g") is offered as a portion, as the device offers it.
      json(c.serving),
      json(knownValues(c.values)),
      json(knownValues(per100g)),
      at,
      c.deleted ? 1 : 0,
    );

/** A kept recipe with its ingredients' names and values computed now; a removal with neither. */
export const upsertRecipe = (
  d1: D1Database,
  userId: string,
  c: RecipeChange,
  at: number,
  saved: { ingredients: StoredIngredient[]; per100g: ColumnValues } | null,
) =>
  d1
    .prepare(
      `INSERT INTO diary_recipes (id, user_id, name, ingredients, finished_grams, servings, per100g, updated_at, deleted)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9
       WHERE ${saved ? room("diary_recipes", diaryCaps.recipes, "?1", "?2") : stored("diary_recipes", "?1", "?2")}
       ON CONFLICT(id) DO UPDATE SET ${
         saved
           ? `name = excluded.name, ingredients = excluded.ingredients, finished_grams = excluded.finished_grams,
              servings = excluded.servings, per100g = excluded.per100g, updated_at = excluded.updated_at, deleted = 0`
           : "updated_at = excluded.updated_at, deleted = 1"
       }
       WHERE ${newer("diary_recipes")}
       RETURNING id`,
    )
    .bind(
      c.id,
      userId,
      c.name,
      json(saved?.ingredients ?? c.ingredients.map((i) => ({ food: i.food, grams: i.grams, name: null }))),
      c.finishedGrams,
      c.servings,
      json(saved ? knownValues(saved.per100g) : null),
      at,
      saved ? 0 : 1,
    );

const entryColumns =
  "id, user_id, date, meal, food_kind, food_id, grams, portion, name_en, name_ru, per100g, logged_at, updated_at, deleted";
const entryParams = (c: DiaryEntryChange, userId: string) => {
  const food = storedFood(c.food);
  return [c.id, userId, c.date, c.meal, food.kind, food.id, c.grams, json(c.portion)] as const;
};
/** A kept entry needs room on its day (?3): moving one to a full day is refused like a new one. */
const roomOnDay = room("diary_entries", diaryCaps.entriesPerDay, "?1", "?2", " AND r.date = ?3");
/** The stored entry names the same food and knows its values: they stay as logged. */
const sameFood =
  "diary_entries.food_kind = excluded.food_kind AND diary_entries.food_id = excluded.food_id AND diary_entries.per100g IS NOT NULL";
/** A stored entry's edit that keeps its values: where, when and how much, while it names the same food. */
const keptUpdate = `ON CONFLICT(id) DO UPDATE SET
         date = excluded.date, meal = excluded.meal, grams = excluded.grams, portion = excluded.portion,
         updated_at = excluded.updated_at, deleted = 0
       WHERE ${newer("diary_entries")} AND ${sameFood}`;

/**
 * An entry whose food was just read: a new entry takes its names and values; a stored one keeps
 * its own unless the change names another food (or it is a removal that never had any). A quick
 * entry's values are the change's own, so they always replace the stored ones.
 */
export const upsertEntry = (d1: D1Database, userId: string, c: DiaryEntryChange, at: number, food: ResolvedFood) => {
  const keeps = isQuick(c.food) ? "0" : sameFood;
  return d1
    .prepare(
      `INSERT INTO diary_entries (${entryColumns})
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12, 0
       WHERE ${roomOnDay}
       ON CONFLICT(id) DO UPDATE SET
         date = excluded.date, meal = excluded.meal, grams = excluded.grams, portion = excluded.portion,
         name_en = CASE WHEN ${keeps} THEN diary_entries.name_en ELSE excluded.name_en END,
         name_ru = CASE WHEN ${keeps} THEN diary_entries.name_ru ELSE excluded.name_ru END,
         per100g = CASE WHEN ${keeps} THEN diary_entries.per100g ELSE excluded.per100g END,
         food_kind = excluded.food_kind, food_id = excluded.food_id, updated_at = excluded.updated_at, deleted = 0
       WHERE ${newer("diary_entries")}
       RETURNING id`,
    )
    .bind(...entryParams(c, userId), food.name.en || null, food.name.ru, json(knownValues(food.per100g)), at);
};

/**
 * An edit of a stored entry whose food cannot be read now (the member's own food removed since,
 * or a dish of a plan the member no longer has): written only while the stored entry names the
 * same food, whose values it keeps.
 */
export const upsertKeptEntry = (d1: D1Database, userId: string, c: DiaryEntryChange, at: number) =>
  d1
    .prepare(
      `INSERT INTO diary_entries (${entryColumns})
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, NULL, NULL, NULL, ?9, ?9, 0
       WHERE EXISTS (SELECT 1 FROM diary_entries e
         WHERE e.id = ?1 AND e.user_id = ?2 AND e.food_kind = ?5 AND e.food_id = ?6 AND e.per100g IS NOT NULL)
         AND ${roomOnDay}
       ${keptUpdate}
       RETURNING id`,
    )
    .bind(...entryParams(c, userId), at);

/**
 * A copy of the member's entry `copyOf` (?9) whose food cannot be read now: written with that
 * entry's names and values, while it names the same food and knows them; another member's entry
 * gives nothing. Stored already, it is edited as `upsertKeptEntry` edits one.
 */
export const upsertCopiedEntry = (d1: D1Database, userId: string, c: DiaryEntryChange & { copyOf: string }, at: number) =>
  d1
    .prepare(
      `INSERT INTO diary_entries (${entryColumns})
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, src.name_en, src.name_ru, src.per100g, ?10, ?10, 0
       FROM diary_entries src
       WHERE src.id = ?9 AND src.user_id = ?2 AND src.food_kind = ?5 AND src.food_id = ?6 AND src.per100g IS NOT NULL
         AND ${roomOnDay}
       ${keptUpdate}
       RETURNING id`,
    )
    .bind(...entryParams(c, userId), c.copyOf, at);

/** A removal: a tombstone, so an older edit arriving later cannot bring the entry back. */
export const removeEntry = (d1: D1Database, userId: string, c: DiaryEntryChange, at: number) =>
  d1
    .prepare(
      `INSERT INTO diary_entries (${entryColumns})
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, NULL, NULL, NULL, ?9, ?9, 1
       WHERE ${stored("diary_entries", "?1", "?2")}
       ON CONFLICT(id) DO UPDATE SET updated_at = excluded.updated_at, deleted = 1
       WHERE ${newer("diary_entries")}
       RETURNING id`,
    )
    .bind(...entryParams(c, userId), at);

/** A favourite is the member's by its key (member, id), so it is never someone else's. */
export const upsertFavourite = (
  d1: D1Database,
  userId: string,
  c: FavouriteChange,
  at: number,
  food: { kind: string; id: string },
) =>
  d1
    .prepare(
      `INSERT INTO diary_favourites (user_id, id, food_kind, food_id, updated_at, deleted)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6
       WHERE ${c.deleted ? stored("diary_favourites", "?2", "?1") : room("diary_favourites", diaryCaps.favourites, "?2", "?1")}
       ON CONFLICT(user_id, id) DO UPDATE SET updated_at = excluded.updated_at, deleted = excluded.deleted
       WHERE ${newer("diary_favourites")}
       RETURNING id`,
    )
    .bind(userId, c.id, food.kind, food.id, at, c.deleted ? 1 : 0);
