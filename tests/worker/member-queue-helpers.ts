// What the tests of a member queue (the weekly adjustments, the reminders) share: a producer that
// keeps what the cron sends (nothing reaches the local queue, so nothing is delivered later behind
// another test's back), one consumer invocation as the queue makes it, a count of the D1
// statements an invocation prepares, and a database that fails for chosen members.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { vi } from "vitest";
import worker from "../../worker/index";
import { getDb, observeWorkerSql } from "../../worker/db/client";
import { cronRuns } from "../../worker/db/schema";
import type { MemberMessage } from "../../worker/platform/member-queue";

/** A producer that keeps the messages of each `sendBatch` call. */
export function keptQueue() {
  const sends: MemberMessage[][] = [];
  const queue = {
    send() {
      return Promise.reject(new Error("the cron sends in batches"));
    },
    sendBatch(messages: Iterable<MessageSendRequest<MemberMessage>>) {
      sends.push([...messages].map((m) => m.body));
      return Promise.resolve();
    },
  };
  return { queue: queue as unknown as Queue<MemberMessage>, sends };
}

/** Messages of at most `perMessage` of these ids, as the cron makes them. */
export const messagesOf = (ids: string[], at: number, perMessage: number): MemberMessage[] =>
  Array.from({ length: Math.ceil(ids.length / perMessage) }, (_, i) => ({
    version: 1,
    at,
    members: ids.slice(i * perMessage, (i + 1) * perMessage),
  }));

let delivered = 0;
// The pool's workers share one database, and each has its own count: the name carries this
// module's own mark too, or two workers' first invocations shared a name and a summary.
const poolMark = crypto.randomUUID().slice(0, 8);

/**
 * One invocation of the consumer of `queueName` with these bodies: its acks and retries (with each
 * retry's options, which the queue result leaves out) and its summary in cron_runs. `waitedMs` is
 * how long the messages waited. Each invocation names its own queue (the consumer writes the name
 * into its summary; the worker picks the consumer by the name's first word), so the summary is
 * found even while other files, in this pool worker or the other, run theirs.
 */
export async function consumeOn(queueName: string, bodies: unknown[], opts: { attempts?: number; env?: Cloudflare.Env; waitedMs?: number } = {}) {
  delivered += 1;
  const queue = `${queueName} (test ${poolMark}-${delivered})`;
  const timestamp = Date.now() - (opts.waitedMs ?? 0);
  const messages = bodies.map((body, i) => ({ id: `${queueName}-${delivered}-${i}`, timestamp, attempts: opts.attempts ?? 1, body }));
  const batch = createMessageBatch(queue, messages);
  const retries = batch.messages.map((m) => vi.spyOn(m, "retry"));
  const ctx = createExecutionContext();
  await worker.queue(batch, opts.env ?? env);
  const result = await getQueueResult(batch, ctx);
  const summary = await getDb(env.DB).select().from(cronRuns).where(eq(cronRuns.cron, queue)).get();
  return { ids: messages.map((m) => m.id), result, retryOptions: retries.map((r) => r.mock.calls[0]?.[0]), summary };
}

/** How many statements the worker prepares while `run` runs (every D1 query is one). */
export async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const previous = observeWorkerSql((sql) => {
    count += 1;
    previous?.(sql);
  });
  try {
    await run();
  } finally {
    observeWorkerSql(previous);
  }
  return count;
}

/**
 * The database as a consumer sees it when statements bound to these members (or these values)
 * fail (only those whose SQL `affects` matches), or, with no ids, when D1 is unavailable; a
 * session made from it (D1's Sessions API) fails the same way. Only the invocation given it fails:
 * no member is left broken for the runs of other files.
 */
export function failingDb(ids?: string[], affects: (sql: string) => boolean = () => true, db: D1Database | D1DatabaseSession = env.DB): D1Database {
  return new Proxy(db, {
    get(target, key) {
      if (key === "withSession") return (constraint?: string) => failingDb(ids, affects, (target as D1Database).withSession(constraint));
      if (key !== "prepare") return Reflect.get(target, key);
      return (sql: string) => {
        if (!ids) throw new Error("D1_ERROR: unavailable");
        const statement = target.prepare(sql);
        if (!affects(sql)) return statement;
        return {
          bind: (...values: unknown[]) => {
            if (values.some((value) => ids.includes(value as string))) throw new Error("D1_ERROR: the member cannot be read");
            return statement.bind(...values);
          },
        };
      };
    },
  }) as D1Database;
}
