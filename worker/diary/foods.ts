// The member's foods (decision 0044): GET /api/diary/foods (own foods and recipes, favourites,
// recents) and GET /api/diary/foods/:id (one own food or recipe; another member's is not found).
import { and, desc, eq } from "drizzle-orm";
import type { DiaryFoodJson, DiaryFoodsJson, DiaryPortionJson, FavouriteJson, RecentFoodJson } from "../../core/api/diary";
import type { FoodKind } from "../../core/diary/food-ref";
import type { Locale } from "../../core/locale";
import type { Plan } from "../../core/plans";
import { utcDay } from "../../core/validation/progress";
import * as m from "../../i18n/paraglide/messages.js";
import type { Db } from "../db/client";
import { diaryFavourites, diaryFoods, diaryRecipes } from "../db/schema";
import { ApiError } from "../platform/errors";
import type { Assets } from "../platform/static-assets";
import { FoodResults } from "./results";
import { customFoodJson, recipeJson } from "./rows";
import { notQuickSql } from "../shared/entry-food";

/** Recents: foods logged in the last 30 days, at most 20. */
export const recentLimits = { days: 30, count: 20 } as const;

interface RecentRow {
  kind: FoodKind;
  id: string;
  n: number;
  date: string;
  grams: number;
  portion: string | null;
}

/**
 * Each food logged in the window with how often, and its latest entry (by day, then by when it
 * was logged): most often first, then most lately; quick entries have no food to log again.
 * Read by the (member, date) index.
 */
const recentRows = (db: Db, userId: string, from: string, to: string) =>
  db.$client
    .prepare(
      `SELECT kind, id, n, date, grams, portion FROM (
         SELECT food_kind AS kind, food_id AS id, date, grams, portion, logged_at,
           COUNT(*) OVER (PARTITION BY food_kind, food_id) AS n,
           ROW_NUMBER() OVER (PARTITION BY food_kind, food_id ORDER BY date DESC, logged_at DESC) AS k
         FROM diary_entries WHERE user_id = ?1 AND date >= ?2 AND date <= ?3 AND deleted = 0 AND ${notQuickSql()}
       ) WHERE k = 1 ORDER BY n DESC, date DESC, logged_at DESC LIMIT 100`,
    )
    .bind(userId, from, to)
    .all<RecentRow>();

export async function diaryFoodsOf(
  db: Db,
  assets: Assets,
  member: { id: string; plan: Plan },
  now: number,
): Promise<DiaryFoodsJson> {
  const kept = <T extends typeof diaryFoods | typeof diaryRecipes | typeof diaryFavourites>(t: T) =>
    and(eq(t.userId, member.id), eq(t.deleted, false));
  const [foods, recipes, favourites] = await db.batch([
    db.select().from(diaryFoods).where(kept(diaryFoods)).orderBy(desc(diaryFoods.updatedAt)),
    db.select().from(diaryRecipes).where(kept(diaryRecipes)).orderBy(desc(diaryRecipes.updatedAt)),
    db.select().from(diaryFavourites).where(kept(diaryFavourites)),
  ]);
  // The member's day may be a day off UTC's either way.
  const recent = await recentRows(db, member.id, utcDay(now, -recentLimits.days), utcDay(now, 1));
  const results = new FoodResults(assets, member.plan, foods, recipes);

  const favouriteJson: FavouriteJson[] = [];
  for (const f of favourites.toSorted((a, b) => b.updatedAt - a.updatedAt)) {
    const food = await results.of({ kind: f.foodKind, id: f.foodId });
    if (food) favouriteJson.push({ id: f.id, food, updatedAt: f.updatedAt });
  }
  const recents: RecentFoodJson[] = [];
  for (const r of recent.results) {
    if (recents.length === recentLimits.count) break;
    const food = await results.of({ kind: r.kind, id: r.id });
    const portion = r.portion === null ? null : (JSON.parse(r.portion) as DiaryPortionJson);
    if (food) recents.push({ food, count: r.n, last: { date: r.date, grams: r.grams, portion } });
  }
  return { foods: foods.map(customFoodJson), recipes: recipes.map(recipeJson), favourites: favouriteJson, recents };
}

export async function diaryFood(db: Db, userId: string, id: string, locale: Locale): Promise<DiaryFoodJson> {
  const [foods, recipes] = await db.batch([
    db
      .select()
      .from(diaryFoods)
      .where(and(eq(diaryFoods.id, id), eq(diaryFoods.userId, userId), eq(diaryFoods.deleted, false))),
    db
      .select()
      .from(diaryRecipes)
      .where(and(eq(diaryRecipes.id, id), eq(diaryRecipes.userId, userId), eq(diaryRecipes.deleted, false))),
  ]);
  if (foods[0]) return { kind: "custom", food: customFoodJson(foods[0]) };
  if (recipes[0]) return { kind: "recipe", recipe: recipeJson(recipes[0]) };
  throw new ApiError(404, "not_found", m.diary_food_not_found({}, { locale }));
}
