// The food database under /api/foods (any signed-in member): search with paging, and one food
// with every value and its household measures (decision 0043). The search also finds the
// member's own foods and recipes and, for members whose plan includes the library, its dishes
// (decision 0044).
import { Hono } from "hono";
import type { FoodDetailJson, FoodResultJson, FoodSearchJson } from "../../core/api/foods";
import { entitlements } from "../../core/billing/entitlements";
import { nameMatcher } from "../../core/diary/match";
import type { NutrientColumn } from "../../core/foods/database";
import { foodSearchQuerySchema } from "../../core/validation/foods";
import * as m from "../../i18n/paraglide/messages.js";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { queryParams } from "../platform/validate";
import { memberOf, requireUser } from "../shared/require-user";
import { ownFoodsMatching } from "../diary/service";
import { barcodeRoutes } from "./barcode-routes";
import { foods } from "./database";
import { databaseResult, dishResult, foodSources, type DishFood } from "./service";

/** How many of the database's best results come before the library's dishes: the food itself before meals made with it. */
const databaseFirst = 3;

/** The library's dishes whose name has every word of the query, best first. */
function dishesMatching(dishes: ReadonlyMap<string, DishFood>, q: string): FoodResultJson[] {
  const score = nameMatcher(q);
  return [...dishes.values()]
    .map((d) => ({ d, s: score([d.name.en, d.name.ru]) }))
    .filter((x): x is { d: DishFood; s: number } => x.s !== null)
    .sort((a, b) => b.s - a.s || a.d.slug.localeCompare(b.d.slug))
    .map((x) => dishResult(x.d));
}

export const foodRoutes = new Hono<AppEnv>()
  .use(requireUser)
  /**
   * One list, paged: the member's own foods and recipes first (what they made for this), then the
   * database's best three, the library's dishes, and the rest of the database.
   */
  .get("/search", queryParams(foodSearchQuerySchema), async (c) => {
    const { q, offset, limit } = c.req.valid("query");
    const member = memberOf(c);
    const [sources, own] = await Promise.all([foodSources(c.env.ASSETS), ownFoodsMatching(c.var.db, member.id, q)]);
    const dishes = entitlements.dishes(member.plan) ? dishesMatching(sources.dishes, q) : [];
    const { hits, total } = sources.index.search(q, { offset: 0, limit: offset + limit });
    const database = hits.map((h) => databaseResult(h.row));
    const all = [...own, ...database.slice(0, databaseFirst), ...dishes, ...database.slice(databaseFirst)];
    // The member's own foods change at any time: never kept by a cache.
    c.header("Cache-Control", "no-store");
    return c.json({
      results: all.slice(offset, offset + limit),
      total: total + own.length + dishes.length,
      offset,
    } satisfies FoodSearchJson);
  })
  .route("/barcode", barcodeRoutes)
  .get("/:food", async (c) => {
    const ndb = c.req.param("food");
    const row = (await foods.index(c.env.ASSETS)).row(ndb);
    if (!row) throw new ApiError(404, "not_found", m.foods_not_found({}, { locale: c.get("locale") }));
    const file = await foods.nutrients(c.env.ASSETS);
    const values = Object.fromEntries(file.columns.map((col, i) => [col, file.values[ndb]?.[i] ?? null])) as Record<
      NutrientColumn,
      number | null
    >;
    const portions = (file.portions[ndb] ?? []).map(([grams, , en, ru]) => ({ grams, label: { en, ru } }));
    // Public reference data: the browser may keep it a day.
    c.header("Cache-Control", "private, max-age=86400");
    return c.json({
      ...databaseResult(row),
      values,
      portions,
      source: file.sources[ndb] ?? { name: "USDA SR28 (SR Legacy)", detail: `NDB ${ndb}` },
    } satisfies FoodDetailJson);
  });
