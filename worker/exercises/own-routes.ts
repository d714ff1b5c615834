// A member's own exercises under /api/exercises/own (the work is in service.ts). Mounted before
// the library's /api/exercises/:exercise, which would otherwise take "own" for a slug. Reading,
// renaming and removing stay open on every plan (they are the member's own record, as the
// workout history is); creating one is for logging, which needs Standard or Pro.
import { Hono } from "hono";
import { ownExerciseCreateSchema, ownExerciseRenameSchema } from "../../core/validation/own-exercises";
import type { AppEnv } from "../env";
import { jsonBody } from "../platform/validate";
import { requireEntitlement } from "../shared/entitlements";
import { memberOf, requireUser } from "../shared/require-user";
import { createOwnExercise, listOwnExercises, removeOwnExercise, renameOwnExercise } from "./service";

export const ownExerciseRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listOwnExercises(c.var.db, memberOf(c).id));
  })
  .post("/", requireEntitlement("workoutPlans"), jsonBody(ownExerciseCreateSchema), async (c) => {
    const created = await createOwnExercise(c.var.db, memberOf(c).id, c.req.valid("json"), c.var.clock.now(), c.get("locale"));
    return c.json(created, 201);
  })
  .patch("/:id", jsonBody(ownExerciseRenameSchema), async (c) => {
    const { name } = c.req.valid("json");
    return c.json(await renameOwnExercise(c.var.db, memberOf(c).id, c.req.param("id"), name, c.var.clock.now(), c.get("locale")));
  })
  .delete("/:id", async (c) => {
    await removeOwnExercise(c.var.db, memberOf(c).id, c.req.param("id"), c.var.clock.now());
    return c.body(null, 204);
  });
