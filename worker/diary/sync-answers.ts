// What a diary sync answers besides "saved" (decision 0044): why a change that was not written was
// not (with the cap's message, in the member's language, for one the caps held back), and the
// records the sync touched as they now stand.
import { and, eq } from "drizzle-orm";
import type { DiaryRejectCode, DiarySyncResultJson, FavouriteJson } from "../../core/api/diary";
import { favouriteRef, sameFood, type FoodRef } from "../../core/diary/food-ref";
import type { Locale } from "../../core/locale";
import type { Plan } from "../../core/plans";
import type { DiaryChange } from "../../core/validation/diary";
import type { Db } from "../db/client";
import { diaryEntries, diaryFavourites, diaryFoods, diaryRecipes } from "../db/schema";
import * as m from "../../i18n/paraglide/messages.js";
import type { Assets } from "../platform/static-assets";
import { FoodResults } from "./results";
import { customFoodJson, entryJson, inIds, recipeJson } from "./rows";
import { entryFoodOf } from "../shared/entry-food";

type At<C> = { change: C; index: number };

const unique = (ids: readonly string[]) => [...new Set(ids)];
const refsOf = (kind: FoodRef["kind"], refs: readonly FoodRef[]) => refs.filter((r) => r.kind === kind).map((r) => r.id);

/** What a member is told of the cap a change met, in their language. */
const capMessages = {
  entry: m.diary_limit_entries,
  food: m.diary_limit_foods,
  recipe: m.diary_limit_recipes,
  favourite: m.diary_limit_favourites,
} satisfies Record<DiaryChange["type"], unknown>;

type Stored = { userId: string; updatedAt: number; deleted: boolean; date?: string; per100g?: unknown };

/** The stored record is live where the change puts it (an entry: on its day), so the cap let the change through. */
const liveThere = (stored: Stored | undefined, change: DiaryChange) =>
  !!stored && !stored.deleted && (change.type !== "entry" || stored.date === change.date);

/**
 * Why a change was not written, from its record as the batch left it: the stored record is the
 * member's and as new or newer (superseded); it is another member's (rejected, not found); or it
 * was a kept record that was not live there, so its statement found the member at the cap
 * (rejected, limit reached). An edit that kept its food's values and lost it to a change of food
 * made meanwhile keeps why its food could not be read.
 */
export async function unwrittenResults(
  db: Db,
  userId: string,
  unwritten: readonly At<DiaryChange>[],
  madeAt: (c: DiaryChange) => number,
  keptCodes: ReadonlyMap<number, DiaryRejectCode>,
  locale: Locale,
): Promise<DiarySyncResultJson[]> {
  if (unwritten.length === 0) return [];
  const ids = (type: DiaryChange["type"]) => unwritten.filter((x) => x.change.type === type).map((x) => x.change.id);
  const columns = (t: typeof diaryFoods | typeof diaryRecipes | typeof diaryFavourites) => ({
    id: t.id,
    userId: t.userId,
    updatedAt: t.updatedAt,
    deleted: t.deleted,
  });
  const [foods, recipes, entries, favourites] = await db.batch([
    db
      .select(columns(diaryFoods))
      .from(diaryFoods)
      .where(inIds(diaryFoods.id, ids("food"))),
    db
      .select(columns(diaryRecipes))
      .from(diaryRecipes)
      .where(inIds(diaryRecipes.id, ids("recipe"))),
    db
      .select({
        id: diaryEntries.id,
        userId: diaryEntries.userId,
        updatedAt: diaryEntries.updatedAt,
        deleted: diaryEntries.deleted,
        date: diaryEntries.date,
        foodKind: diaryEntries.foodKind,
        foodId: diaryEntries.foodId,
        per100g: diaryEntries.per100g,
      })
      .from(diaryEntries)
      .where(inIds(diaryEntries.id, ids("entry"))),
    db
      .select(columns(diaryFavourites))
      .from(diaryFavourites)
      .where(and(eq(diaryFavourites.userId, userId), inIds(diaryFavourites.id, ids("favourite")))),
  ]);
  const rows = { food: foods, recipe: recipes, entry: entries, favourite: favourites };
  return unwritten.map(({ change, index }): DiarySyncResultJson => {
    const stored = (rows[change.type] as (Stored & { id: string })[]).find((r) => r.id === change.id);
    if (stored && stored.userId === userId && stored.updatedAt >= madeAt(change)) return { id: change.id, result: "superseded" };
    if (stored && stored.userId !== userId) return { id: change.id, result: "rejected", code: "not_found" };
    // A removal of a record not stored (its making refused in this same sync): nothing to remove.
    if (change.deleted && !stored) return { id: change.id, result: "saved" };
    const kept = keptCodes.get(index);
    const entry = stored as (typeof entries)[number] | undefined;
    const lostFood =
      kept &&
      change.type === "entry" &&
      !(entry && entry.per100g && sameFood(entryFoodOf(entry.foodKind, entry.foodId), change.food));
    if (!change.deleted && !lostFood && !liveThere(stored, change))
      return { id: change.id, result: "rejected", code: "limit_reached", message: capMessages[change.type]({}, { locale }) };
    // A favourite is always the member's: not written otherwise, it met a newer one.
    if (change.type === "favourite") return { id: change.id, result: "superseded" };
    return { id: change.id, result: "rejected", code: kept ?? "not_found" };
  });
}

/** The records the sync touched, as they now stand (removed ones left out). */
export async function touched(db: Db, assets: Assets, member: { id: string; plan: Plan }, changes: readonly DiaryChange[]) {
  const ids = (type: DiaryChange["type"]) => unique(changes.filter((c) => c.type === type).map((c) => c.id));
  const mine = <T extends typeof diaryFoods | typeof diaryRecipes | typeof diaryEntries>(t: T, of: string[]) =>
    and(eq(t.userId, member.id), eq(t.deleted, false), inIds(t.id, of));
  const favouriteIds = ids("favourite");
  const named = favouriteIds.map((id) => favouriteRef(id)!);
  const [entries, foods, recipes, favouriteRows, namedFoods, namedRecipes] = await db.batch([
    db
      .select()
      .from(diaryEntries)
      .where(mine(diaryEntries, ids("entry")))
      .orderBy(diaryEntries.date, diaryEntries.loggedAt, diaryEntries.id),
    db
      .select()
      .from(diaryFoods)
      .where(mine(diaryFoods, ids("food"))),
    db
      .select()
      .from(diaryRecipes)
      .where(mine(diaryRecipes, ids("recipe"))),
    db
      .select()
      .from(diaryFavourites)
      .where(
        and(eq(diaryFavourites.userId, member.id), eq(diaryFavourites.deleted, false), inIds(diaryFavourites.id, favouriteIds)),
      ),
    db
      .select()
      .from(diaryFoods)
      .where(mine(diaryFoods, refsOf("custom", named))),
    db
      .select()
      .from(diaryRecipes)
      .where(mine(diaryRecipes, refsOf("recipe", named))),
  ]);
  const results = new FoodResults(assets, member.plan, namedFoods, namedRecipes);
  const favourites: FavouriteJson[] = [];
  for (const f of favouriteRows) {
    const food = await results.of({ kind: f.foodKind, id: f.foodId });
    if (food) favourites.push({ id: f.id, food, updatedAt: f.updatedAt });
  }
  return { entries: entries.map(entryJson), foods: foods.map(customFoodJson), recipes: recipes.map(recipeJson), favourites };
}
