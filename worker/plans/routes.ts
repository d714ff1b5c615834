// The member's workout and nutrition plans (issue 7) under /api/plans. Every change answers
// the whole profile (GET /api/profiles/me's shape), which the client stores as it is.
import { Hono } from "hono";
import { memberOf, requireUser } from "../auth/require-user";
import { requireEntitlement } from "../billing/entitlements";
import { getDb, type Db } from "../db/client";
import { profiles } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody } from "../platform/validate";
import { dishSwapSchema, nutritionPlanSchema, scheduleSchema, workoutPlanSchema } from "../../core/validation/plans";
import { entitlements } from "../../core/billing/catalog";
import { eq } from "drizzle-orm";
import { memberToday } from "../profiles/overview";
import { profileJson } from "../profiles/profile-json";
import { buildNutrition, buildWorkout, mondayOf, refreshedPlans, saveNutrition, saveWorkout, storedNutrition, storedWorkout, swapDish } from "./service";

async function profileOf(db: Db, userId: string) {
  const profile = await db.select().from(profiles).where(eq(profiles.userId, userId)).get();
  if (!profile) throw new ApiError(409, "profile_incomplete");
  return profile;
}

const noPlan = () => new ApiError(404, "no_plan");

export const planRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/workout", requireEntitlement("workoutPlans"), jsonBody(workoutPlanSchema), async (c) => {
    const { regenerate, today, ...choice } = c.req.valid("json");
    const userId = memberOf(c).id;
    const db = getDb(c.env.DB);
    const profile = await profileOf(db, userId);
    const now = Date.now();
    const previous = storedWorkout(profile);
    const variant = (previous?.plan.inputs.variant ?? 0) + (regenerate ? 1 : 0);
    const plan = buildWorkout(profile, { ...choice, variant }, mondayOf(memberToday(today, now)), now);
    return c.json(profileJson(await saveWorkout(db, userId, plan, true)));
  })
  .post("/workout/schedule", requireEntitlement("workoutPlans"), jsonBody(scheduleSchema), async (c) => {
    const { weekdays } = c.req.valid("json");
    const userId = memberOf(c).id;
    const db = getDb(c.env.DB);
    const profile = await profileOf(db, userId);
    const previous = storedWorkout(profile);
    if (!previous) throw noPlan();
    // The same plan on other days: the block keeps counting from its first Monday.
    const plan = buildWorkout(profile, { ...previous.plan.inputs, weekdays }, previous.startMonday, Date.now());
    return c.json(profileJson(await saveWorkout(db, userId, plan, false)));
  })
  .post("/nutrition", requireEntitlement("nutritionPlans"), jsonBody(nutritionPlanSchema), async (c) => {
    const { regenerate, ...choice } = c.req.valid("json");
    const userId = memberOf(c).id;
    const db = getDb(c.env.DB);
    const profile = await profileOf(db, userId);
    const previous = storedNutrition(profile);
    const variant = (previous?.inputs.variant ?? 0) + (regenerate ? 1 : 0);
    const plan = buildNutrition(profile, { ...choice, variant, chosen: {} }, Date.now());
    return c.json(profileJson(await saveNutrition(db, userId, plan, true)));
  })
  .post("/nutrition/swap", requireEntitlement("nutritionPlans"), jsonBody(dishSwapSchema), async (c) => {
    const { meal, dish } = c.req.valid("json");
    const userId = memberOf(c).id;
    const db = getDb(c.env.DB);
    const profile = await profileOf(db, userId);
    const previous = storedNutrition(profile);
    if (!previous || previous.inputs.style !== "dishes") throw noPlan();
    return c.json(profileJson(await saveNutrition(db, userId, swapDish(profile, previous, meal, dish, Date.now()), false)));
  })
  .post("/refresh", async (c) => {
    const user = memberOf(c);
    const db = getDb(c.env.DB);
    let profile = await profileOf(db, user.id);
    const { workout, nutrition } = refreshedPlans(profile, profile.goal, Date.now());
    // Only the plans the subscription covers are rebuilt (and counted).
    if (workout && entitlements.workoutPlans(user.plan)) profile = await saveWorkout(db, user.id, workout, true);
    if (nutrition && entitlements.nutritionPlans(user.plan)) profile = await saveNutrition(db, user.id, nutrition, true);
    return c.json(profileJson(profile));
  });
