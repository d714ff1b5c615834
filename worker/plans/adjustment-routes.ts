// The weekly diet adjustments under /api/plans/nutrition/adjustments (Pro): the tab's view,
// which makes this week's adjustment when the cron has not yet, and undo.
import { Hono } from "hono";
import type { DietAdjustmentsJson, PlanChangeJson } from "../../core/api";
import type { AppEnv } from "../env";
import { requireEntitlement } from "../shared/entitlements";
import { memberOf } from "../shared/require-user";
import { adjustmentsView, undoAdjustment } from "./adjustments";

export const adjustmentRoutes = new Hono<AppEnv>()
  .use(requireEntitlement("nutritionPlans"))
  .get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await adjustmentsView(c.var.db, memberOf(c).id, c.var.clock.now())) satisfies DietAdjustmentsJson);
  })
  .post("/:id/undo", async (c) =>
    c.json((await undoAdjustment(c.var.db, memberOf(c).id, c.req.param("id"), c.var.clock.now())) satisfies PlanChangeJson),
  );
