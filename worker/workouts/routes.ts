// The workout log under /api/workouts (decision 0042): the day (open session and the plan's
// preview), one write route for every change (sync), the history, one session with its records,
// one exercise's history, the logger's settings. The work is in the files beside this one; every
// query is scoped by the member, so another member's session is "not found".
import { Hono } from "hono";
import { dayQuerySchema, exerciseHistoryQuerySchema, historyQuerySchema, syncSchema } from "../../core/validation/workouts";
import type { LoggerSettingsAnswerJson } from "../../core/api/workouts";
import { loggerSettingsSchema } from "../../core/validation/logger-settings";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody, queryParams } from "../platform/validate";
import { requireEntitlement } from "../shared/entitlements";
import { memberOf, requireUser } from "../shared/require-user";
import { spendSyncBudget } from "../shared/sync-budget";
import { workoutDay } from "./day";
import { workoutDetail } from "./detail";
import { exerciseHistory } from "./exercise-history";
import { listWorkouts } from "./history";
import { loggerSettingsOf, saveLoggerSettings } from "./settings";
import { syncChanges } from "./sync";

/**
 * Logging is part of the workout plan: the day (the plan's preview and suggestions) and every
 * change (sync) need Standard or Pro, checked on every request, so a member who drops to Free
 * mid-workout is stopped at the next sync. Reading what was logged stays open on every plan:
 * the history, a session with its records and an exercise's history are the member's own record,
 * as the history list always was.
 */
const entitled = requireEntitlement("workoutPlans");

export const workoutRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", queryParams(historyQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    const { limit, before } = c.req.valid("query");
    return c.json(await listWorkouts(c.var.db, memberOf(c).id, limit, before));
  })
  .get("/day", entitled, queryParams(dayQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await workoutDay(c.var.db, memberOf(c).id, c.req.valid("query").date));
  })
  .post("/sync", entitled, jsonBody(syncSchema), async (c) => {
    const { changes, member } = c.req.valid("json");
    // Another member's changes under this session (a tab left open for them, an old service
    // worker's replay): refused whole.
    if (member !== undefined && member !== memberOf(c).id) {
      throw new ApiError(409, "member_mismatch");
    }
    const now = c.var.clock.now();
    await spendSyncBudget(c.var.db, "workouts", memberOf(c).id, changes.length, now, c.get("locale"));
    return c.json(await syncChanges(c.var.db, memberOf(c).id, changes, now, c.get("locale")));
  })
  .get("/exercises/:exercise", queryParams(exerciseHistoryQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await exerciseHistory(c.var.db, memberOf(c).id, c.req.param("exercise"), c.req.valid("query").limit));
  })
  .get("/settings", entitled, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ settings: await loggerSettingsOf(c.var.db, memberOf(c).id) } satisfies LoggerSettingsAnswerJson);
  })
  .put("/settings", entitled, jsonBody(loggerSettingsSchema), async (c) => {
    const settings = await saveLoggerSettings(c.var.db, memberOf(c).id, c.req.valid("json"), c.var.clock.now());
    return c.json({ settings } satisfies LoggerSettingsAnswerJson);
  })
  .get("/:id", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await workoutDetail(c.var.db, memberOf(c).id, c.req.param("id")));
  });
