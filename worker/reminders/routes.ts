// /api/reminders: the member's settings and devices (members only), the test notification, and
// turning a reminder off with a signed token (no sign-in: the service worker sends it from the
// notification's action).
import { Hono } from "hono";
import type { ReminderOffJson, RemindersJson, ReminderTestJson } from "../../core/api/reminders";
import { pushEndpointSchema, pushSubscriptionSchema, reminderSettingsSchema, reminderTokenSchema } from "../../core/validation/reminders";
import type { AppEnv } from "../env";
import { clientAddress } from "../platform/client-address";
import { ApiError } from "../platform/errors";
import { limitReached } from "../platform/limit-reached";
import { pushFor } from "../platform/push/select";
import { giveBack, take, type Limit } from "../platform/rate-limit";
import { jsonBody } from "../platform/validate";
import { memberOf, requireUser } from "../shared/require-user";
import { sendTest } from "./send";
import { keepLanguage, remindersView, saveSettings } from "./settings";
import { addSubscription, removeSubscription } from "./subscriptions";
import { turnOffByToken } from "./turn-off";

/** Test notifications a member may send in an hour. */
const testsPerHour = 5;

/**
 * Wrong turn-off tokens from one client address in 15 minutes, counted as wrong passwords are: a
 * member's own taps never spend it (a right token is given back), someone trying tokens does.
 */
const wrongTokens = (c: { req: { raw: Request } }): Limit => ({
  key: `reminderTokenFailures:${clientAddress(c.req.raw)}`,
  max: 30,
  windowMs: 15 * 60_000,
});

const tooMany = (resetAt: number, now: number) => limitReached("too_many_requests", resetAt, now);

export const reminderRoutes = new Hono<AppEnv>()
  .get("/settings", requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await remindersView(c.var.db, memberOf(c).id, pushFor(c.env, c.var.db))) satisfies RemindersJson);
  })
  .put("/settings", requireUser, jsonBody(reminderSettingsSchema), async (c) => {
    const { id } = memberOf(c);
    await saveSettings(c.var.db, id, c.req.valid("json"), c.var.clock.now());
    await keepLanguage(c.var.db, id, c.get("locale"));
    return c.json((await remindersView(c.var.db, id, pushFor(c.env, c.var.db))) satisfies RemindersJson);
  })
  .post("/subscriptions", requireUser, jsonBody(pushSubscriptionSchema), async (c) => {
    const push = pushFor(c.env, c.var.db);
    if (!push) throw new ApiError(503, "reminder_push_unavailable");
    const { id } = memberOf(c);
    await addSubscription(c.var.db, id, c.req.valid("json"), c.var.clock.now());
    await keepLanguage(c.var.db, id, c.get("locale"));
    return c.json((await remindersView(c.var.db, id, push)) satisfies RemindersJson);
  })
  .delete("/subscriptions", requireUser, jsonBody(pushEndpointSchema), async (c) => {
    await removeSubscription(c.var.db, memberOf(c).id, c.req.valid("json").endpoint);
    return c.body(null, 204);
  })
  .post("/test", requireUser, async (c) => {
    const push = pushFor(c.env, c.var.db);
    if (!push) throw new ApiError(503, "reminder_push_unavailable");
    const { id } = memberOf(c);
    const now = c.var.clock.now();
    const limit = await take(c.var.db, { key: `reminderTest:${id}`, max: testsPerHour, windowMs: 60 * 60_000 }, now);
    if (!limit.taken) throw tooMany(limit.resetAt, now);
    const delivered = await sendTest(c.var.db, push, id, c.get("locale"), now);
    return c.json({ delivered } satisfies ReminderTestJson);
  })
  .post("/off", jsonBody(reminderTokenSchema), async (c) => {
    const now = c.var.clock.now();
    // Counted before the token is checked, so concurrent guesses cannot all slip past the limit.
    const limit = wrongTokens(c);
    const attempt = await take(c.var.db, limit, now);
    if (!attempt.taken) throw tooMany(attempt.resetAt, now);
    const { purpose } = await turnOffByToken(c.var.db, c.req.valid("json").token, now);
    await giveBack(c.var.db, limit, attempt);
    return c.json({ off: purpose } satisfies ReminderOffJson);
  });
