// A member's routines under /api/workouts/routines (decision 0071; the work is in routines.ts).
// Mounted before /api/workouts/:id, which would otherwise take "routines" for a workout's id.
// Reading, renaming and removing stay open on every plan (the member's own record, as the workout
// history is); saving one is for logging, which needs Standard or Pro.
import { Hono } from "hono";
import { routineCreateSchema, routineUpdateSchema } from "../../core/validation/routines";
import type { AppEnv } from "../env";
import { jsonBody } from "../platform/validate";
import { requireEntitlement } from "../shared/entitlements";
import { memberOf, requireUser } from "../shared/require-user";
import { createRoutine, listRoutines, removeRoutine, updateRoutine } from "./routines";

export const routineRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listRoutines(c.var.db, memberOf(c).id));
  })
  .post("/", requireEntitlement("workoutPlans"), jsonBody(routineCreateSchema), async (c) => {
    const routine = await createRoutine(c.var.db, memberOf(c).id, c.req.valid("json"), c.var.clock.now(), c.get("locale"));
    return c.json(routine, 201);
  })
  .patch("/:id", jsonBody(routineUpdateSchema), async (c) => {
    const routine = await updateRoutine(
      c.var.db,
      memberOf(c).id,
      c.req.param("id"),
      c.req.valid("json"),
      c.var.clock.now(),
      c.get("locale"),
    );
    return c.json(routine);
  })
  .delete("/:id", async (c) => {
    await removeRoutine(c.var.db, memberOf(c).id, c.req.param("id"));
    return c.body(null, 204);
  });
