// The diary's own foods, recipes and favourites of our own download, brought with its entries
// (core/imports/diary-lists.ts reads them). Their ids are the other account's: a record that is
// this member's own (the file came from this account) keeps its id and is not written; any other
// gets an id made from the member and its id there, so importing again writes nothing twice and one
// the member removed since stays removed. Entries, recipes and favourites that name them are pointed
// at those ids, so logging an entry again finds its food. A recipe's values are worked out again
// from its ingredients as read here; one whose ingredient cannot be read here (a food the file does
// not hold, a dish of a plan the member does not have) is left out, as is a favourite of such a food
// (the entries keep the values they were logged with). Nothing here is taken back with the import
// (decision 0065): foods and recipes may be in use by then.
import { and, eq, sql } from "drizzle-orm";
import type { ImportListPreviewJson } from "../../core/api/transfers";
import { favouriteIdOf, type FoodRef } from "../../core/diary/food-ref";
import type { StoredIngredient } from "../../core/diary/recipe";
import { knownValues, per100gOf, type ColumnValues } from "../../core/diary/values";
import type { ImportedDiaryLists } from "../../core/imports/diary-lists";
import { diaryLists, type DiaryList } from "../../core/imports/types";
import type { Plan } from "../../core/plans";
import { diaryCaps, type CustomFoodChange, type RecipeChange } from "../../core/validation/diary";
import type { Db } from "../db/client";
import { diaryFavourites, diaryFoods, diaryRecipes } from "../db/schema";
import { inIds, ownFood, ownFoodName, ownRecipe, recipeWrite, Resolver, type OwnFoods, type RecipeWrite } from "../diary/service";
import type { Assets } from "../platform/static-assets";
import { jsonChunks } from "./chunks";
import { derivedId } from "./ids";

export interface ListsPlan {
  /** Own foods new here, under their ids here, with their values per 100 g. */
  foods: { change: CustomFoodChange; per100g: ColumnValues }[];
  /** Recipes new here, under their ids here, with their ingredients and values read now. */
  recipes: { change: RecipeChange; saved: RecipeWrite }[];
  /** Favourites new here, naming foods by their ids here. */
  favourites: FoodRef[];
  /** The food an entry of the file names, as it is called here. */
  refOf: (ref: FoodRef) => FoodRef;
  /** The file's foods and recipes that are called otherwise here: [kind, id there, id here]. */
  renamed: [FoodRef["kind"], string, string][];
  counts: Record<DiaryList, ImportListPreviewJson>;
  /** The first list the import would fill past what a member keeps (diaryCaps), or null. */
  overfull: DiaryList | null;
}

interface Member {
  id: string;
  plan: Plan;
}

/** An id of another account's food or recipe as it would be called here, unless it is the member's own. */
async function madeIds(userId: string, kind: "custom" | "recipe", ids: readonly string[]) {
  return new Map(await Promise.all(ids.map(async (id) => [id, await derivedId("diary-list", userId, kind, id)] as const)));
}

/**
 * The member's rows (live or removed) with these ids, read in chunks: a file may name tens of
 * thousands (2,000 foods, 50 ingredients in each of 500 recipes), past D1's 2 MB a parameter.
 */
async function memberRows<T extends typeof diaryFoods | typeof diaryRecipes | typeof diaryFavourites>(
  db: Db,
  table: T,
  userId: string,
  ids: readonly string[],
): Promise<T["$inferSelect"][]> {
  const rows: T["$inferSelect"][] = [];
  for (const chunk of jsonChunks(ids)) {
    rows.push(
      ...((await db
        .select()
        .from(table as typeof diaryFoods)
        .where(and(eq(table.userId, userId), inIds(table.id, JSON.parse(chunk) as string[])))) as T["$inferSelect"][]),
    );
  }
  return rows;
}

export async function planLists(
  db: Db,
  assets: Assets,
  member: Member,
  lists: ImportedDiaryLists,
  now: number,
): Promise<ListsPlan> {
  const userId = member.id;
  const named = (kind: FoodRef["kind"]) => [
    ...lists.favourites.filter((f) => f.kind === kind).map((f) => f.id),
    ...lists.recipes.flatMap((r) => r.ingredients.filter((i) => i.food.kind === kind).map((i) => i.food.id)),
  ];
  // Ids are made only for the records the file holds: a food only named (by an ingredient) is never made here.
  const foodMade = await madeIds(
    userId,
    "custom",
    lists.foods.map((f) => f.id),
  );
  const recipeMade = await madeIds(
    userId,
    "recipe",
    lists.recipes.map((r) => r.id),
  );
  const made = (kind: FoodRef["kind"], id: string) =>
    (kind === "recipe" ? recipeMade : kind === "custom" ? foodMade : undefined)?.get(id);
  // What the member keeps (live or removed) under the file's ids and the ids made from them, and how many of each list are live.
  const foodRows = await memberRows(db, diaryFoods, userId, [
    ...new Set([...foodMade.keys(), ...named("custom"), ...foodMade.values()]),
  ]);
  const recipeRows = await memberRows(db, diaryRecipes, userId, [
    ...new Set([...recipeMade.keys(), ...named("recipe"), ...recipeMade.values()]),
  ]);
  const favouriteRows = await memberRows(
    db,
    diaryFavourites,
    userId,
    lists.favourites.flatMap((f) => {
      const id = made(f.kind, f.id);
      return [favouriteIdOf(f), ...(id ? [favouriteIdOf({ kind: f.kind, id })] : [])];
    }),
  );
  const liveCount = (t: typeof diaryFoods | typeof diaryRecipes | typeof diaryFavourites) =>
    db
      .select({ n: sql<number>`COUNT(*)` })
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.deleted, false)));
  const [liveFoods, liveRecipes, liveFavourites] = await db.batch([
    liveCount(diaryFoods),
    liveCount(diaryRecipes),
    liveCount(diaryFavourites),
  ]);
  const storedFoods = new Set(foodRows.map((r) => r.id));
  const storedRecipes = new Set(recipeRows.map((r) => r.id));
  const storedFavourites = new Set(favouriteRows.map((r) => r.id));
  // A file from this account names the member's own records: they keep their ids.
  const here = (stored: Set<string>, made: Map<string, string>) => (id: string) => (stored.has(id) ? id : (made.get(id) ?? id));
  const foodHere = here(storedFoods, foodMade);
  const recipeHere = here(storedRecipes, recipeMade);
  const foodRef = (ref: FoodRef): FoodRef => (ref.kind === "custom" ? { kind: ref.kind, id: foodHere(ref.id) } : ref);

  // The member's own foods and recipes as the import leaves them, for the recipes and favourites that name them.
  const customFoods: OwnFoods = new Map(foodRows.map((f) => [f.id, ownFood(f)]));
  const foods: ListsPlan["foods"] = [];
  for (const change of lists.foods) {
    const id = foodHere(change.id);
    if (storedFoods.has(id)) continue;
    const per100g = per100gOf(change.values, change.basis, change.serving?.grams ?? null);
    foods.push({ change: { ...change, id }, per100g });
    customFoods.set(id, { userId, updatedAt: now, deleted: false, name: ownFoodName(change), per100g });
  }
  const recipeFoods: OwnFoods = new Map(recipeRows.map((r) => [r.id, ownRecipe(r)]));
  const resolver = new Resolver(assets, member, customFoods, recipeFoods);
  const recipes: ListsPlan["recipes"] = [];
  /** Recipes of the file left out here: they keep their ids there, which name nothing here. */
  const leftOut = new Set<string>();
  for (const change of lists.recipes) {
    const id = recipeHere(change.id);
    if (storedRecipes.has(id)) continue;
    const here = { ...change, id, ingredients: change.ingredients.map((i) => ({ ...i, food: foodRef(i.food) })) };
    const saved = await recipeWrite(resolver, here);
    if ("code" in saved) {
      leftOut.add(change.id);
      continue;
    }
    recipes.push({ change: here, saved });
    recipeFoods.set(id, { userId, updatedAt: now, deleted: false, name: change.name, per100g: saved.per100g });
  }
  const refOf = (ref: FoodRef): FoodRef =>
    ref.kind === "recipe" ? (leftOut.has(ref.id) ? ref : { kind: ref.kind, id: recipeHere(ref.id) }) : foodRef(ref);

  const favourites: FoodRef[] = [];
  let favouritesLeftOut = 0;
  for (const ref of lists.favourites.map(refOf)) {
    if (storedFavourites.has(favouriteIdOf(ref))) continue;
    if ("code" in (await resolver.resolve(ref))) favouritesLeftOut++;
    else favourites.push(ref);
  }

  const counts: Record<DiaryList, ImportListPreviewJson> = {
    foods: { items: lists.foods.length, newItems: foods.length, skipped: 0 },
    recipes: { items: lists.recipes.length, newItems: recipes.length, skipped: leftOut.size },
    favourites: { items: lists.favourites.length, newItems: favourites.length, skipped: favouritesLeftOut },
  };
  const stored = { foods: liveFoods[0]?.n ?? 0, recipes: liveRecipes[0]?.n ?? 0, favourites: liveFavourites[0]?.n ?? 0 };
  const overfull = diaryLists.find((list) => stored[list] + counts[list].newItems > diaryCaps[list]) ?? null;
  const renamed: ListsPlan["renamed"] = [
    ...lists.foods.map((f) => ["custom", f.id, foodHere(f.id)] as const),
    ...lists.recipes.filter((r) => !leftOut.has(r.id)).map((r) => ["recipe", r.id, recipeHere(r.id)] as const),
  ].filter(([, there, here]) => there !== here) as ListsPlan["renamed"];
  return { foods, recipes, favourites, refOf, renamed, counts, overfull };
}

const at = (i: number) => `json_extract(j.value, '$[${i}]')`;
const json = (x: unknown) => (x === null || x === undefined ? null : JSON.stringify(x));

/**
 * The lists' new records, made now, each written once under its id (a record made meanwhile under
 * the same id is left as it is), in the order the batch needs them: foods, recipes, favourites.
 */
export function listStatements(d1: D1Database, userId: string, plan: ListsPlan, now: number): D1PreparedStatement[][] {
  const foods = jsonChunks(
    plan.foods.map(({ change: f, per100g }) => [
      f.id,
      f.name,
      f.brand || null,
      f.barcode,
      f.basis,
      json(f.serving),
      json(knownValues(f.values)),
      json(knownValues(per100g)),
    ]),
  ).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO diary_foods (id, user_id, name, brand, barcode, basis, serving, entered, per100g, updated_at, deleted)
         SELECT ${at(0)}, ?1, ${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)}, ${at(6)}, ${at(7)}, ?2, 0
         FROM json_each(?3) j WHERE true
         ON CONFLICT(id) DO NOTHING
         RETURNING 1`,
      )
      .bind(userId, now, chunk),
  );
  const recipes = jsonChunks(
    plan.recipes.map(({ change: r, saved }) => [
      r.id,
      r.name,
      json(saved.ingredients satisfies StoredIngredient[]),
      r.finishedGrams,
      r.servings,
      json(knownValues(saved.per100g)),
    ]),
  ).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO diary_recipes (id, user_id, name, ingredients, finished_grams, servings, per100g, updated_at, deleted)
         SELECT ${at(0)}, ?1, ${at(1)}, ${at(2)}, ${at(3)}, ${at(4)}, ${at(5)}, ?2, 0
         FROM json_each(?3) j WHERE true
         ON CONFLICT(id) DO NOTHING
         RETURNING 1`,
      )
      .bind(userId, now, chunk),
  );
  const favourites = jsonChunks(plan.favourites.map((ref) => [favouriteIdOf(ref), ref.kind, ref.id])).map((chunk) =>
    d1
      .prepare(
        `INSERT INTO diary_favourites (user_id, id, food_kind, food_id, updated_at, deleted)
         SELECT ?1, ${at(0)}, ${at(1)}, ${at(2)}, ?2, 0
         FROM json_each(?3) j WHERE true
         ON CONFLICT(user_id, id) DO NOTHING
         RETURNING 1`,
      )
      .bind(userId, now, chunk),
  );
  return [foods, recipes, favourites];
}

/**
 * Entries an earlier import brought (the CSV alone, or before the lists came with it) that still
 * name the other account's food or recipe now name it as it is called here, so logging them
 * again finds it. Changed now, so the member's other devices read them again.
 */
export function renamedEntriesStatements(d1: D1Database, userId: string, plan: ListsPlan, now: number): D1PreparedStatement[] {
  return jsonChunks(plan.renamed).map((chunk) =>
    d1
      .prepare(
        `UPDATE diary_entries
         SET updated_at = ?2, food_id = (SELECT json_extract(j.value, '$[2]') FROM json_each(?3) j
           WHERE json_extract(j.value, '$[0]') = diary_entries.food_kind AND json_extract(j.value, '$[1]') = diary_entries.food_id)
         WHERE user_id = ?1 AND import_id IS NOT NULL AND deleted = 0
           AND (food_kind, food_id) IN (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?3))`,
      )
      .bind(userId, now, chunk),
  );
}

/** The error the lists' check (listsCheckStatement) fails its statement with. */
export const diaryListsFull = /NOT NULL constraint failed: diary_foods\.id/;

/**
 * After the lists, in the same batch: when the member now keeps more live foods, recipes or
 * favourites than one may (a sync got in between the plan and the write), a row without an id,
 * which fails the statement and so rolls back the whole import.
 */
export const listsCheckStatement = (d1: D1Database, userId: string) =>
  d1
    .prepare(
      `INSERT INTO diary_foods (id, user_id, name, basis, entered, per100g, updated_at)
       SELECT NULL, ?1, '', '100g', '{}', '{}', 0
       WHERE (SELECT COUNT(*) FROM diary_foods WHERE user_id = ?1 AND deleted = 0) > ?2
          OR (SELECT COUNT(*) FROM diary_recipes WHERE user_id = ?1 AND deleted = 0) > ?3
          OR (SELECT COUNT(*) FROM diary_favourites WHERE user_id = ?1 AND deleted = 0) > ?4`,
    )
    .bind(userId, diaryCaps.foods, diaryCaps.recipes, diaryCaps.favourites);
