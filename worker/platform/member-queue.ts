// Work over every member goes through a queue (decisions 0051, 0053): a cron pages through the
// members due and sends their ids, and the queue's consumer handles a message at a time. Each
// invocation then makes a bounded number of D1 queries (at most 1,000 an invocation), however
// many members there are. The message shape, the sending and the consumer's loop are the same for
// every such queue; what is done for a member is each feature's own.
import * as v from "valibot";
import type { Db } from "../db/client";
import { cronRuns } from "../db/schema";
import { errorText } from "./error-text";

/**
 * A message: member ids and `at`, the cron's time (a retry minutes later still works as of the
 * run). `version` lets a later shape be told apart from this one while both are queued.
 */
export const memberMessage = (maxMembers: number) =>
  v.object({
    version: v.literal(1),
    at: v.pipe(v.number(), v.integer(), v.minValue(0)),
    members: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.minLength(1), v.maxLength(maxMembers)),
  });
export type MemberMessage = v.InferOutput<ReturnType<typeof memberMessage>>;

/** Queues takes at most 100 messages (and 256 KB) a `sendBatch`. */
export const messagesPerSend = 100;

export const logEvent = (event: string, fields: Record<string, string>) => console.error(JSON.stringify({ event, ...fields }));

/**
 * Sends every page `nextPage` answers (given the last id sent), `perMessage` ids a message and one
 * `sendBatch` a page, until a page is short. A failure says how far the run got.
 */
export async function queueMemberPages(
  queue: Queue<MemberMessage>,
  at: number,
  perMessage: number,
  nextPage: (after: string) => Promise<string[]>,
) {
  const pageSize = perMessage * messagesPerSend;
  const sent = { members: 0, messages: 0 };
  let after = "";
  try {
    for (;;) {
      const ids = await nextPage(after);
      const messages = [];
      for (let i = 0; i < ids.length; i += perMessage) {
        messages.push({ body: { version: 1 as const, at, members: ids.slice(i, i + perMessage) }, contentType: "json" as const });
      }
      if (messages.length) await queue.sendBatch(messages);
      sent.members += ids.length;
      sent.messages += messages.length;
      if (ids.length < pageSize) return sent;
      after = ids.at(-1)!;
    }
  } catch (err) {
    throw new Error(`queued ${sent.members} members in ${sent.messages} messages, then failed: ${errorText(err)}`, { cause: err });
  }
}

/** A message the database failed as a whole comes back after 1, 2, then 3 minutes (max_retries = 3). */
const retryDelaySeconds = 60;

export interface ConsumerCounts {
  retried: number;
  malformed: number;
}

/**
 * The consumer's loop over a batch: a body of another shape is acknowledged and logged by message
 * id (delivering it again would not change it); `handle` answers false when the message failed as
 * a whole (the database, not a member's data), and the message is retried. Then the batch's
 * summary goes to cron_runs beside the cron's record; a lost summary does not redo the messages.
 */
export async function consumeMemberMessages<C extends ConsumerCounts>(
  batch: MessageBatch<unknown>,
  db: Db,
  opts: {
    schema: ReturnType<typeof memberMessage>;
    counts: C;
    handle: (body: MemberMessage, message: Message<unknown>) => Promise<boolean>;
    /** The summary's task in cron_runs. */
    task: string;
    /** The logs' event prefix: `<event>_message_malformed`, `<event>_summary_failed`. */
    event: string;
    detail: (counts: C) => string;
  },
): Promise<void> {
  const { counts } = opts;
  for (const message of batch.messages) {
    const body = v.safeParse(opts.schema, message.body);
    if (!body.success) {
      counts.malformed += 1;
      logEvent(`${opts.event}_message_malformed`, { message: message.id });
      message.ack();
    } else if (await opts.handle(body.output, message)) {
      message.ack();
    } else {
      counts.retried += 1;
      message.retry({ delaySeconds: retryDelaySeconds * message.attempts });
    }
  }
  try {
    await db.insert(cronRuns).values({
      cron: batch.queue,
      task: opts.task,
      ok: counts.retried === 0 && counts.malformed === 0,
      detail: opts.detail(counts),
      ranAt: new Date(),
    });
  } catch (err) {
    logEvent(`${opts.event}_summary_failed`, { error: errorText(err) });
  }
}
