// Premium support under /api/support. Sending a request is Pro's; reading and deleting one's own
// requests (and their screenshots) stay open on any plan, so a member who left Pro keeps them.
// Mounted beside the JSON API rather than inside it: a request is multipart form data with an
// optional screenshot up to 5 MB, where JSON bodies stop at 64 KB. So this router brings the
// session itself. Screenshots are served only to their owner.
import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { entitlements } from "../../core/billing/entitlements";
import { supportRequestSchema } from "../../core/support/schema";
import { MAX_PHOTO_BYTES } from "../../core/transform/rules";
import { pathParamSchemas } from "../../core/validation/path-params";
import * as m from "../../i18n/paraglide/messages.js";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { mailerFor } from "../platform/mail/select";
import { servePrivateObject } from "../platform/private-object";
import { formBody, pathParams } from "../platform/validate";
import { memberOf, requireUser } from "../shared/require-user";
import { sessionMiddleware } from "../shared/session/middleware";
import { formBoundary, multipartParts } from "../platform/multipart-parts";
import { countRequest, createRequest, deleteRequest, memberRequests, screenshotKey, uncountRequest, type SupportDeps } from "./service";

/** The form's fields besides the screenshot: the topic and up to 4,000 characters of text. */
const FIELDS_BYTES = 64 * 1024;

const deps = (c: Context<AppEnv>): SupportDeps => ({
  db: c.var.db,
  photos: c.env.PHOTOS,
  mailer: mailerFor(c.env, c.var.db),
  supportEmail: c.env.SUPPORT_EMAIL,
  now: () => c.var.clock.now(),
});

/** The largest body: the screenshot's limit and the fields together. */
export const SUPPORT_BODY_BYTES = MAX_PHOTO_BYTES + FIELDS_BYTES;

/** Over it, the body is refused before it is read (by its length), or as soon as it is (chunked). */
const requestLimit = bodyLimit({
  maxSize: SUPPORT_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "transform_file_too_large");
  },
});

/** The form has three fields (topic, message, screenshot); a body with many more is not parsed. */
const MAX_FORM_FIELDS = 8;

/** Requests refused by their part count: they stay counted, so the refusal cannot be repeated for free. */
const refusedForParts = new WeakSet<Request>();

/**
 * Counts the request against the hourly limit before its body is read or parsed; one refused for
 * its input or by a failure is handed back, except a body with too many parts.
 */
const counted = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  const d = deps(c);
  const userId = memberOf(c).id;
  const taken = await countRequest(d, userId);
  await next();
  if (c.res.status !== 201 && !refusedForParts.has(c.req.raw)) await uncountRequest(d, userId, taken);
};

/**
 * Takes the boundary only from a Content-Type of one strict shape (so it is the one the form
 * parser will use), before the body is read: anything else is 415.
 */
const strictFormType = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (!formBoundary(c.req.header("Content-Type")))
    throw new ApiError(415, "unsupported_media_type", m.sec_multipart_content_type({}, { locale: c.get("locale") }));
  await next();
};

/** Refuses a multipart body with more parts than the form has fields, before it is parsed. */
const fewFields = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  const boundary = formBoundary(c.req.header("Content-Type"))!;
  // Read once: the form parser uses the same bytes.
  if (multipartParts(new Uint8Array(await c.req.arrayBuffer()), boundary, MAX_FORM_FIELDS) > MAX_FORM_FIELDS) {
    refusedForParts.add(c.req.raw);
    throw new ApiError(413, "payload_too_large");
  }
  await next();
};

/** Sending is Pro's; everyone else is told where to write instead. */
const requireSupport = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (entitlements.support(memberOf(c).plan)) return next();
  throw new ApiError(403, "subscription_required", m.support_subscription_required({ email: c.env.SUPPORT_EMAIL }, { locale: c.get("locale") }));
};

export const supportRoutes = new Hono<AppEnv>()
  .use(sessionMiddleware)
  .use(pathParams(pathParamSchemas))
  .use(requireUser)
  .get("/requests", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await memberRequests(deps(c), memberOf(c).id));
  })
  // The plan is checked first, as before anything else of the request is looked at.
  .post("/requests", requireSupport, strictFormType, requestLimit, counted, fewFields, formBody(supportRequestSchema), async (c) => {
    const request = await createRequest(deps(c), memberOf(c), c.req.valid("form"), c.get("locale"));
    return c.json({ request }, 201);
  })
  .get("/requests/:id/screenshot", async (c) => {
    const key = await screenshotKey(deps(c), memberOf(c).id, c.req.param("id"));
    return servePrivateObject(c.env.PHOTOS, key, c.req.raw);
  })
  .delete("/requests/:id", async (c) => {
    await deleteRequest(deps(c), memberOf(c).id, c.req.param("id"));
    return c.body(null, 204);
  });
