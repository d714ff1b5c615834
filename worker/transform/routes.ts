// The Time machine under /api/transform (Pro). Mounted beside the JSON API rather than inside it:
// a photo is the raw request body, up to 5 MB, where JSON bodies stop at 64 KB. So this router
// brings the session itself. Photos and pictures are served only to their owner.
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { pathParamSchemas } from "../../core/validation/path-params";
import { transformChoiceSchema } from "../../core/transform/schema";
import { MAX_PHOTO_BYTES } from "../../core/transform/rules";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { imagePreviewModelFor } from "../platform/images/select";
import { servePrivateObject } from "../platform/private-object";
import { pathParams, queryParams } from "../platform/validate";
import { requireEntitlement } from "../shared/entitlements";
import { memberOf, requireUser } from "../shared/require-user";
import { sessionMiddleware } from "../shared/session/middleware";
import { deletePreview, generate, imageKey, previewOf, startAgain, startFromUpload, transformState, type TransformDeps } from "./service";

const deps = (c: Context<AppEnv>): TransformDeps => ({
  db: c.var.db,
  photos: c.env.PHOTOS,
  model: imagePreviewModelFor(c.env),
  now: () => c.var.clock.now(),
});

/** The photo is the body: over 5 MB it is refused before it is read. */
const photoLimit = bodyLimit({
  maxSize: MAX_PHOTO_BYTES,
  onError: () => {
    throw new ApiError(413, "transform_file_too_large");
  },
});

/** Serves a stored photo or picture: private to its owner, never cached by anything shared. */
async function serveImage(c: Context<AppEnv>, which: "original" | "result") {
  const key = await imageKey(deps(c), memberOf(c).id, c.req.param("id")!, which);
  return servePrivateObject(c.env.PHOTOS, key, c.req.raw);
}

export const transformRoutes = new Hono<AppEnv>()
  .use(sessionMiddleware)
  .use(pathParams(pathParamSchemas))
  .use(requireUser)
  // Making a preview is Pro's; the member's own previews stay theirs to see and delete on any plan
  // (a member who left Pro must be able to remove their body photos).
  .get("/previews", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await transformState(deps(c), memberOf(c).id));
  })
  .post("/previews", requireEntitlement("transform"), queryParams(transformChoiceSchema), photoLimit, async (c) => {
    const d = deps(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const started = await startFromUpload(d, memberOf(c).id, { bytes, ...c.req.valid("query") }, c.get("locale"));
    c.executionCtx.waitUntil(generate(d, started.preview.id));
    return c.json(started, 202);
  })
  .get("/previews/:id", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await previewOf(deps(c), memberOf(c).id, c.req.param("id")));
  })
  .post("/previews/:id/regenerate", requireEntitlement("transform"), async (c) => {
    const d = deps(c);
    const started = await startAgain(d, memberOf(c).id, c.req.param("id"), c.get("locale"));
    c.executionCtx.waitUntil(generate(d, started.preview.id));
    return c.json(started, 202);
  })
  .delete("/previews/:id", async (c) => {
    await deletePreview(deps(c), memberOf(c).id, c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/previews/:id/original", (c) => serveImage(c, "original"))
  .get("/previews/:id/result", (c) => serveImage(c, "result"));
