// Progress tracking under /api/progress: a member's body weight, body fat and measurements by day
// (the work is in entries.ts).
import { Hono, type Context } from "hono";
import {
  bodyEntryCreateSchema,
  bodyEntryListQuerySchema,
  bodyEntryUpdateSchema,
  futureEntryDateMessage,
  latestEntryDate,
  progressEmptyMessage,
} from "../../core/validation/progress";
import { translateMessage } from "../../i18n/translate";
import { planAfterWeighIn } from "../plans/service";
import { findProfile } from "../shared/find-profile";
import { refuseDayAfter } from "../shared/latest-day";
import { memberOf, requireUser } from "../shared/require-user";
import type { AppEnv } from "../env";
import { ApiError } from "../platform/errors";
import { jsonBody, queryParams } from "../platform/validate";
import { deleteEntry, editEntry, listEntries, logEntry } from "./entries";

/** An entry's day is at most tomorrow in UTC (a member ahead of UTC logs their today). */
const checkEntryDate = (c: Context<AppEnv>, date: string | undefined): void =>
  date === undefined ? undefined : refuseDayAfter(c, date, latestEntryDate, futureEntryDateMessage, "date");

export const progressRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/entries", queryParams(bodyEntryListQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    const { from, to } = c.req.valid("query");
    return c.json(await listEntries(c.var.db, memberOf(c).id, from, to));
  })
  .post("/entries", jsonBody(bodyEntryCreateSchema), async (c) => {
    checkEntryDate(c, c.req.valid("json").date);
    const before = await findProfile(c.var.db, memberOf(c).id);
    const { entry, created } = await logEntry(c.var.db, memberOf(c).id, c.req.valid("json"), c.var.clock.now());
    await planAfterWeighIn(c.var.db, before, c.var.clock.now());
    return c.json(entry, created ? 201 : 200);
  })
  .patch("/entries/:id", jsonBody(bodyEntryUpdateSchema), async (c) => {
    checkEntryDate(c, c.req.valid("json").date);
    const before = await findProfile(c.var.db, memberOf(c).id);
    const entry = await editEntry(c.var.db, memberOf(c).id, c.req.param("id"), c.req.valid("json"), c.var.clock.now());
    if (entry === "empty") {
      throw new ApiError(400, "validation_failed", translateMessage(progressEmptyMessage, c.get("locale")));
    }
    await planAfterWeighIn(c.var.db, before, c.var.clock.now());
    return c.json(entry);
  })
  .delete("/entries/:id", async (c) => {
    const before = await findProfile(c.var.db, memberOf(c).id);
    await deleteEntry(c.var.db, memberOf(c).id, c.req.param("id"), c.var.clock.now());
    await planAfterWeighIn(c.var.db, before, c.var.clock.now());
    return c.body(null, 204);
  });
