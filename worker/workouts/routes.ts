// Workout logging under /api/workouts: start today's workout from the plan, log sets,
// finish, history (the work is in sessions.ts; every query is scoped by the member).
import type { Context } from "hono";
import { Hono } from "hono";
import * as v from "valibot";
import { memberToday } from "../../core/member-today";
import { logSetSchema, startWorkoutSchema } from "../../core/validation/plans";
import { translateMessage } from "../../i18n/translate";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody, queryParams } from "../platform/validate";
import { requireEntitlement } from "../shared/entitlements";
import { memberOf, requireUser } from "../shared/require-user";
import { deleteSet, discardWorkout, finishWorkout, getWorkout, listWorkouts, logSet, startWorkout, workoutDay } from "./sessions";

/** A date is the member's "today" only within a day of UTC's (time zones), as in the overview. */
function checkToday(date: string, c: Context<AppEnv>) {
  if (memberToday(date, c.var.clock.now()) !== date)
    throw new ApiError(400, "validation_failed", translateMessage("validation_date_invalid", c.get("locale")), {
      "X-Invalid-Field": "date",
    });
}

const historyQuery = v.object({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer("validation_limit"),
      v.minValue(1, "validation_limit"),
      v.maxValue(100, "validation_limit"),
    ),
    "20",
  ),
});

/**
 * The workout log is part of the workout plan: previewing, starting, reading a session (its
 * prescriptions), logging and finishing need the plan, checked on every request, so a member
 * who drops to FREE mid-workout is stopped at the next call. The history's summaries and
 * discarding a session stay open: they are the member's own record.
 */
const entitled = requireEntitlement("workoutPlans");

export const workoutRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", queryParams(historyQuery), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listWorkouts(c.var.db, memberOf(c).id, c.req.valid("query").limit));
  })
  .get("/day", entitled, queryParams(startWorkoutSchema), async (c) => {
    c.header("Cache-Control", "no-store");
    const { date, weekday } = c.req.valid("query");
    return c.json(await workoutDay(c.var.db, memberOf(c).id, date, weekday));
  })
  .post("/", entitled, jsonBody(startWorkoutSchema), async (c) => {
    const { date, weekday } = c.req.valid("json");
    checkToday(date, c);
    const { created, session } = await startWorkout(c.var.db, memberOf(c).id, date, weekday, c.var.clock.now());
    return c.json(session, created ? 201 : 200);
  })
  .get("/:id", entitled, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await getWorkout(c.var.db, memberOf(c).id, c.req.param("id")));
  })
  .put("/:id/sets", entitled, jsonBody(logSetSchema), async (c) => {
    const result = await logSet(c.var.db, memberOf(c).id, c.req.param("id"), c.req.valid("json"), c.var.clock.now());
    if (typeof result === "string") {
      throw new ApiError(
        400,
        "validation_failed",
        translateMessage(result === "seconds" ? "validation_set_seconds" : "validation_set_reps", c.get("locale")),
      );
    }
    return c.json(result);
  })
  .delete("/:id/sets/:exercise/:index", entitled, async (c) => {
    return c.json(
      await deleteSet(c.var.db, memberOf(c).id, c.req.param("id"), c.req.param("exercise"), Number(c.req.param("index"))),
    );
  })
  .post("/:id/finish", entitled, async (c) => {
    return c.json(await finishWorkout(c.var.db, memberOf(c).id, c.req.param("id"), c.var.clock.now()));
  })
  .delete("/:id", async (c) => {
    await discardWorkout(c.var.db, memberOf(c).id, c.req.param("id"));
    return c.body(null, 204);
  });
