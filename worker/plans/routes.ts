// The member's workout and nutrition plans under /api/plans. Every change answers
// the whole profile (GET /api/profiles/me's shape); the work is in changes.ts.
import { Hono } from "hono";
import { memberOf, requireUser } from "../shared/require-user";
import { requireEntitlement } from "../shared/entitlements";
import type { AppEnv } from "../env";
import { jsonBody } from "../platform/validate";
import { dishSwapSchema, nutritionPlanSchema, scheduleSchema, workoutPlanSchema } from "../../core/validation/plans";
import { adjustmentRoutes } from "./adjustment-routes";
import { makeNutritionPlan, makeWorkoutPlan, refreshPlans, rescheduleWorkout, swapMealDish } from "./changes";

export const planRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/workout", requireEntitlement("workoutPlans"), jsonBody(workoutPlanSchema), async (c) =>
    c.json(await makeWorkoutPlan(c.var.db, memberOf(c).id, c.req.valid("json"), c.var.clock.now())),
  )
  .post("/workout/schedule", requireEntitlement("workoutPlans"), jsonBody(scheduleSchema), async (c) =>
    c.json(await rescheduleWorkout(c.var.db, memberOf(c).id, c.req.valid("json").weekdays, c.var.clock.now())),
  )
  .post("/nutrition", requireEntitlement("nutritionPlans"), jsonBody(nutritionPlanSchema), async (c) =>
    c.json(await makeNutritionPlan(c.var.db, memberOf(c).id, c.req.valid("json"), c.var.clock.now())),
  )
  .post("/nutrition/swap", requireEntitlement("nutritionPlans"), jsonBody(dishSwapSchema), async (c) => {
    const { meal, dish } = c.req.valid("json");
    return c.json(await swapMealDish(c.var.db, memberOf(c).id, meal, dish, c.var.clock.now()));
  })
  .post("/refresh", async (c) => c.json(await refreshPlans(c.var.db, memberOf(c), c.var.clock.now())))
  .route("/nutrition/adjustments", adjustmentRoutes);
