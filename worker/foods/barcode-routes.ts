// GET /api/foods/barcode/:code for any signed-in member (mounted by ./routes.ts). The code's form
// and check digit are checked before this runs (core/validation/path-params.ts: 400).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { foodProductsFor } from "../platform/food-products/select";
import { memberOf, requireUser } from "../shared/require-user";
import { lookupBarcode } from "./barcode";

export const barcodeRoutes = new Hono<AppEnv>().use(requireUser).get("/:code", async (c) => {
  const answer = await lookupBarcode(
    // Tests pass a source of their own in the env (worker/env.ts); deployments configure one.
    { db: c.var.db, products: c.env.foodProducts ?? foodProductsFor(c.env), now: c.var.clock.now(), locale: c.get("locale") },
    memberOf(c).id,
    c.req.param("code"),
  );
  // The member's own food is in it: never kept by a cache.
  c.header("Cache-Control", "no-store");
  return c.json(answer);
});
