// The development mailbox: the outbox as JSON at /api/dev/outbox and as a page at /dev/mail; and
// the push double's record at /api/dev/pushes. They exist only with APP_ENV=development and on a
// local host (localhost, 127.0.0.1, [::1]); anywhere else they answer 404. The production build has neither: the app
// mounts them only in builds with the development tools, so they are made on demand, not on import.
import { Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import type { ClearedLimitsJson } from "../../core/api/dev";
import { emailSchema } from "../../core/validation/account";
import type { AppEnv } from "../env";
import { devToolsOpen } from "../platform/development";
import { ApiError } from "../platform/errors";
import { queryParams } from "../platform/validate";
import { mailPage } from "./mail-page";
import { clearMailBudget, outboxMails } from "./outbox";
import { recordedPushes } from "./pushes";

const developmentOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!devToolsOpen(c.env, c.req.url)) throw new ApiError(404, "not_found");
  await next();
};

const query = v.object({ to: v.optional(emailSchema) });

export const devApiRoutes = () =>
  new Hono<AppEnv>()
    .use(developmentOnly)
    .get("/outbox", queryParams(query), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await outboxMails(c.var.db, c.req.valid("query").to));
    })
    // Lets browser tests request several e-mails for one address without waiting out the
    // one-a-minute limit. Development only, like the outbox.
    .delete("/limits", queryParams(v.object({ subject: emailSchema })), async (c) => {
      const cleared = await clearMailBudget(c.var.db, c.req.valid("query").subject);
      return c.json({ cleared } satisfies ClearedLimitsJson);
    })
    .get("/pushes", queryParams(v.object({ endpoint: v.optional(v.pipe(v.string(), v.maxLength(1024))) })), async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await recordedPushes(c.var.db, c.req.valid("query").endpoint));
    });

export const devPageRoutes = () =>
  new Hono<AppEnv>().use(developmentOnly).get("/mail", queryParams(query), async (c) => {
    const to = c.req.valid("query").to;
    const page = mailPage(c.get("locale"), to, await outboxMails(c.var.db, to));
    c.header("Cache-Control", "no-store");
    return c.html(page);
  });
