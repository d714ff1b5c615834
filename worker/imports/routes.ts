// Importing history under /api/imports (members only): POST /preview says what a file holds and
// what it would add (writing nothing); POST / writes it, all or nothing; GET / lists the workout and
// diary imports and POST /:id/undo takes one back (undo.ts). Mounted beside the JSON
// API rather than inside it: the file comes as text inside the JSON body, up to
// importLimits.bytes, where other JSON bodies stop at 64 KB. So this router brings the session itself.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { importLimits } from "../../core/imports/types";
import { importSchema } from "../../core/validation/imports";
import { pathParamSchemas } from "../../core/validation/path-params";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody, pathParams } from "../platform/validate";
import { memberOf, requireUser } from "../shared/require-user";
import { sessionMiddleware } from "../shared/session/middleware";
import { previewImport, runImport, type ImportContext } from "./service";
import type { Context } from "hono";
import { countedImport, countPreview } from "./limits";
import { listImports, undoImport } from "./undo";

/**
 * The largest body: the file's characters and the diary's lists' (as many again), each at most two
 * bytes in JSON (a quote or a backslash is escaped, Cyrillic takes two bytes in UTF-8), and the
 * choices for up to 500 names.
 */
export const IMPORT_BODY_BYTES = 4 * importLimits.bytes + 512 * 1024;

/** A body sent without a length is counted as it is read. */
const requestLimit = bodyLimit({
  maxSize: IMPORT_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "payload_too_large");
  },
});

const contextOf = (c: Context<AppEnv>): ImportContext => ({
  db: c.var.db,
  userId: memberOf(c).id,
  plan: memberOf(c).plan,
  assets: c.env.ASSETS,
  now: c.var.clock.now(),
  locale: c.get("locale"),
});

export const importRoutes = new Hono<AppEnv>()
  .use(sessionMiddleware)
  // An import's id is checked as every API route's is: a malformed one is a 400.
  .use(pathParams(pathParamSchemas))
  .use(requireUser)
  .post("/preview", requestLimit, jsonBody(importSchema), async (c) => {
    c.header("Cache-Control", "no-store");
    const ctx = contextOf(c);
    await countPreview(ctx.db, ctx.userId, ctx.now, ctx.locale);
    return c.json(await previewImport(ctx, c.req.valid("json")));
  })
  .post("/", requestLimit, jsonBody(importSchema), async (c) => {
    const ctx = contextOf(c);
    await countPreview(ctx.db, ctx.userId, ctx.now, ctx.locale);
    return c.json(await countedImport(ctx.db, ctx.userId, ctx.now, ctx.locale, () => runImport(ctx, c.req.valid("json"))));
  })
  .get("/", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listImports(c.var.db, memberOf(c).id));
  })
  // Taking an import back deletes only the member's own workouts or diary entries: open on every plan, like the history.
  .post("/:id/undo", async (c) =>
    c.json(await undoImport(c.var.db, memberOf(c).id, c.req.param("id"), c.var.clock.now(), c.get("locale"))),
  );
