// The member's body profile: GET /api/profiles/me,
// POST /api/profiles/create, POST /api/profiles/update, the pre-exercise screening:
// POST /api/profiles/screening, and "I've talked to a doctor" after eating-disorder signs:
// POST /api/profiles/show-targets.
import { Hono } from "hono";
import { memberToday } from "../../core/member-today";
import { profileCreateSchema, profileUpdateSchema, screeningSchema, showTargetsSchema } from "../../core/validation/profile";
import { memberOf, requireUser } from "../shared/require-user";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody } from "../platform/validate";
import { findProfile } from "../shared/find-profile";
import { profileJson } from "../shared/profile-json";
import { activityOverview } from "./overview";
import { createProfile, saveScreening, updateProfile } from "./profile";
import { showTargets } from "./show-targets";

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/me", async (c) => {
    c.header("Cache-Control", "no-store");
    const profile = await findProfile(c.var.db, memberOf(c).id);
    if (!profile) throw new ApiError(404, "not_found");
    return c.json(profileJson(profile));
  })
  .get("/overview", async (c) => {
    c.header("Cache-Control", "no-store");
    const now = c.var.clock.now();
    const today = memberToday(c.req.query("today"), now);
    return c.json(await activityOverview(c.var.db, c.env.CHAT_LIMITER, memberOf(c), today, now));
  })
  .post("/create", jsonBody(profileCreateSchema), async (c) => {
    return c.json(await createProfile(c.var.db, memberOf(c).id, c.req.valid("json"), c.var.clock.now()), 201);
  })
  .post("/update", jsonBody(profileUpdateSchema), async (c) => {
    return c.json(await updateProfile(c.var.db, memberOf(c).id, c.req.valid("json"), c.var.clock.now(), c.get("locale")));
  })
  .post("/screening", jsonBody(screeningSchema), async (c) => {
    return c.json(await saveScreening(c.var.db, memberOf(c).id, c.req.valid("json"), c.var.clock.now()));
  })
  .post("/show-targets", jsonBody(showTargetsSchema), async (c) => {
    return c.json(await showTargets(c.var.db, memberOf(c).id, c.var.clock.now()));
  });
