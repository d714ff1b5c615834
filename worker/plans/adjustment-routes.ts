// The weekly diet adjustments under /api/plans/nutrition/adjustments (Pro): the tab's view,
// which makes this week's adjustment when the cron has not yet, and undo.
import { Hono } from "hono";
import type { DietAdjustmentsJson, PlanChangeJson } from "../../core/api";
import type { AppEnv } from "../env";
import { requireEntitlement } from "../shared/entitlements";
import { memberOf } from "../shared/require-user";
import { noteCheckInSeen } from "../reminders/service";
import { adjustmentsView, undoAdjustment } from "./adjustments";

export const adjustmentRoutes = new Hono<AppEnv>()
  .use(requireEntitlement("nutritionPlans"))
  .get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const { id } = memberOf(c);
    const now = c.var.clock.now();
    // Seeing the week's adjustment is the weekly check-in: its reminder is not sent that day.
    await noteCheckInSeen(c.var.db, id, now);
    return c.json((await adjustmentsView(c.var.db, id, now)) satisfies DietAdjustmentsJson);
  })
  .post("/:id/undo", async (c) =>
    c.json((await undoAdjustment(c.var.db, memberOf(c).id, c.req.param("id"), c.var.clock.now())) satisfies PlanChangeJson),
  );
