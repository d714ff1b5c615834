// The dishes library under /api/dishes (Standard and Pro): the list, and one dish's page at
// /api/dishes/dish?slug=… (a slug is content, not a member's id, so it travels in the query).
import { Hono } from "hono";
import type { DishDetailJson, DishListJson } from "../../core/api/dishes";
import * as m from "../../i18n/paraglide/messages.js";
import { dishQuerySchema } from "../../core/validation/dishes";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { queryParams } from "../platform/validate";
import { requireEntitlement } from "../shared/entitlements";
import { requireUser } from "../shared/require-user";
import { dishList, dishPage } from "./library";

export const dishRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .use(requireEntitlement("dishes"))
  // Answers for a paying member only: never kept by a shared cache, nor by the browser after a downgrade.
  .use(async (c, next) => {
    c.header("Cache-Control", "private, no-store");
    await next();
  })
  .get("/", (c) => c.json(dishList() satisfies DishListJson))
  .get("/dish", queryParams(dishQuerySchema), (c) => {
    const dish = dishPage(c.req.valid("query").slug);
    if (!dish) throw new ApiError(404, "not_found", m.dishes_not_found({}, { locale: c.get("locale") }));
    return c.json(dish satisfies DishDetailJson);
  });
