// The reminders in a test, as deployed: the 15-minute cron queues the members due, the queue's
// consumer reminds them. The cron's producer here keeps what it is sent (nothing reaches the local
// queue, so nothing is delivered later, behind another test's back), and a test hands the
// consumer only its own members' ids: other files' members are due at these instants too.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { pushSubscriptionSchema, reminderSettingsSchema } from "../../core/validation/reminders";
import worker from "../../worker/index";
import { remindersCron } from "../../worker/cron/scheduled";
import { getDb } from "../../worker/db/client";
import { cronRuns, pushOutbox, reminderSettings } from "../../worker/db/schema";
import { membersPerMessage, type ReminderMessage } from "../../worker/reminders/queue";
import { defaultSettings, saveSettings } from "../../worker/reminders/settings";
import { addSubscription } from "../../worker/reminders/subscriptions";
import { createUser } from "./factories";
import { consumeOn, keptQueue, messagesOf } from "./member-queue-helpers";
import { browserSubscription } from "./push-service";

/** The queue's name in wrangler.toml. */
export const queueName = "forma-reminders";

const db = getDb(env.DB);


/** The reminders' cron at `scheduledTime`: the messages it sent, call by call. */
export async function runRemindersCron(scheduledTime: number, kept = keptQueue()): Promise<ReminderMessage[][]> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: remindersCron, scheduledTime }), { ...env, REMINDERS: kept.queue }, ctx);
  await waitOnExecutionContext(ctx);
  return kept.sends;
}


/** Messages of at most 20 of these ids, as the cron makes them. */
export const messagesFor = (ids: string[], at: number) => messagesOf(ids, at, membersPerMessage);

/** One invocation of the consumer with these bodies (member-queue-helpers.ts, consumeOn). */
export const consume = (bodies: unknown[], opts: Parameters<typeof consumeOn>[2] = {}) => consumeOn(queueName, bodies, opts);

/** The cron's own record of its run at `scheduledTime`. */
export const cronRecord = (scheduledTime: number) =>
  db
    .select()
    .from(cronRuns)
    .where(and(eq(cronRuns.task, "reminders"), eq(cronRuns.ranAt, new Date(scheduledTime))))
    .get();

/**
 * A run from the cron to the consumer at `scheduledTime`, one message at a time (max_batch_size = 1),
 * for these members only: which of them the cron queued, and both records.
 */
export async function runReminders(scheduledTime: number, members: string[]) {
  const mine = new Set(members);
  const queued = (await runRemindersCron(scheduledTime)).flat().flatMap((m) => m.members.filter((id) => mine.has(id)));
  const batches = [];
  for (const message of messagesFor(queued, scheduledTime)) batches.push((await consume([message])).summary);
  return { queued, cron: await cronRecord(scheduledTime), batches };
}

/** The pushes the development push double recorded for this device. */
export const pushesTo = (endpoint: string) => db.select().from(pushOutbox).where(eq(pushOutbox.endpoint, endpoint)).all();

export const nextDueOf = async (id: string) =>
  (await db.select({ next: reminderSettings.nextDueAt }).from(reminderSettings).where(eq(reminderSettings.userId, id)).get())?.next;

/**
 * A member with the weigh-in reminder every day at `time` in `timeZone` and one device; settings
 * saved at `savedAt` (from then the cron finds them due). `off` saves every reminder off.
 */
export async function weighInMember(opts: { savedAt: number; time?: string; timeZone?: string; off?: boolean }) {
  const { id } = await createUser();
  const sub = await browserSubscription();
  await addSubscription(db, id, v.parse(pushSubscriptionSchema, sub.json), opts.savedAt);
  const everyDay = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"];
  const settings = { ...defaultSettings, timeZone: opts.timeZone ?? "UTC", time: opts.time ?? "09:00", weighInDays: opts.off ? [] : everyDay };
  await saveSettings(db, id, v.parse(reminderSettingsSchema, settings), opts.savedAt);
  return { id, sub };
}

