// The member's body profile (issue 4, SPEC sections 3 and 7): GET /api/profiles/me,
// POST /api/profiles/create, POST /api/profiles/update.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { normalizeActivity } from "../../core/plans";
import { profileCreateSchema, profileUpdateSchema } from "../../core/validation/profile";
import { memberOf, requireUser } from "../auth/require-user";
import { getDb } from "../db/client";
import { profiles } from "../db/schema";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody } from "../platform/validate";
import { activityOverview, memberToday } from "./overview";
import { profileJson } from "./profile-json";

const findProfile = (d1: D1Database, userId: string) => getDb(d1).select().from(profiles).where(eq(profiles.userId, userId)).get();

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/me", async (c) => {
    c.header("Cache-Control", "no-store");
    const profile = await findProfile(c.env.DB, memberOf(c).id);
    if (!profile) throw new ApiError(404, "not_found");
    return c.json(profileJson(profile));
  })
  .get("/overview", async (c) => {
    c.header("Cache-Control", "no-store");
    const now = Date.now();
    return c.json(await activityOverview(c.env, memberOf(c), memberToday(c.req.query("today"), now), now));
  })
  .post("/create", jsonBody(profileCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = memberOf(c).id;
    const { activity, defaulted } = normalizeActivity(input.activity);
    const values = { weight: input.weight, height: input.height, age: input.age, gender: input.gender, activity, goal: input.goal };
    // One profile per member: creating again replaces the metrics (plan and counters stay).
    const profile = await getDb(c.env.DB)
      .insert(profiles)
      .values({ id: crypto.randomUUID(), userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } })
      .returning()
      .get();
    return c.json({ ...profileJson(profile), warnings: defaulted ? ["activity_defaulted"] : [] }, 201);
  })
  .post("/update", jsonBody(profileUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    const userId = memberOf(c).id;
    const { activity: rawActivity, ...rest } = input;
    const normalized = rawActivity === undefined ? null : normalizeActivity(rawActivity);
    const set = { ...rest, ...(normalized ? { activity: normalized.activity } : {}), updatedAt: new Date() };
    const profile = await getDb(c.env.DB).update(profiles).set(set).where(eq(profiles.userId, userId)).returning().get();
    if (!profile) throw new ApiError(404, "not_found");
    return c.json({ ...profileJson(profile), warnings: normalized?.defaulted ? ["activity_defaulted"] : [] });
  });
