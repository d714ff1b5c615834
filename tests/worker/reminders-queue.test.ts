// The reminders through the queue, on fixed instants of a year no other file uses (never today's
// date): the 15-minute cron queues exactly the members due, once, in bounded messages; the
// consumer sends each due reminder once however often a message comes, keeps to the reminder's
// window, survives a member's failure, retries a message the database failed, and acknowledges a
// body of another shape; and every invocation's D1 queries stay bounded, whatever the membership.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "../../worker/db/client";
import { cronRuns, reminderLog } from "../../worker/db/schema";
import { membersPerMessage, messagesPerSend, reminderMessage, type ReminderMessage } from "../../worker/reminders/queue";
import {
  consume,
  cronRecord,
  messagesFor,
  nextDueOf,
  pushesTo,
  queueName,
  runRemindersCron,
  weighInMember,
} from "./reminders-run";
import { failingDb, keptQueue, statementsOf } from "./member-queue-helpers";

const db = getDb(env.DB);
const at = (iso: string) => Date.parse(iso);
const minutes = 60_000;
/** 09:00 UTC on a Tuesday: the weigh-in members below are due. */
const nine = at("2033-03-01T09:00:00Z");
/** max_batch_size in wrangler.toml. */
const maxBatchSize = 1;
/** The most queries a member makes: 3 reminders of a day, each to 10 devices (a claim, 10 device updates, a deletion). */
const worstPerMember = 1 + 1 + 2 + 1 + 3 * (1 + 10 + 1) + 1;

/** `count` weigh-in members saved at `savedAt`, made ten at a time. */
async function members(count: number, opts: Parameters<typeof weighInMember>[0]) {
  const made: Awaited<ReturnType<typeof weighInMember>>[] = [];
  for (let i = 0; i < count; i += 10) made.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, () => weighInMember(opts)))));
  return made;
}

const pushCounts = (ms: { sub: { endpoint: string } }[]) => Promise.all(ms.map(async (m) => (await pushesTo(m.sub.endpoint)).length));
const sentLog = (id: string) => db.select().from(reminderLog).where(eq(reminderLog.userId, id)).all();


afterEach(() => {
  vi.restoreAllMocks();
});

describe("the reminders through the queue", () => {
  let due: Awaited<ReturnType<typeof members>>;
  let notDue: Awaited<ReturnType<typeof members>>;
  let sends: ReminderMessage[][];
  let cronStatements: number;

  beforeAll(async () => {
    due = await members(120, { savedAt: nine - 9 * 60 * minutes });
    // Saved after the run (looked at from then), or every reminder off (never looked at).
    notDue = [...(await members(3, { savedAt: nine + 30 * minutes })), ...(await members(3, { savedAt: nine - 60 * minutes, off: true }))];
    cronStatements = await statementsOf(async () => {
      sends = await runRemindersCron(nine);
    });
  }, 60_000);

  it("the cron queues exactly the members due, at most 20 to a message and 100 messages to a call, and records how many", async () => {
    const messages = sends.flat();
    for (const call of sends) expect(call.length).toBeLessThanOrEqual(messagesPerSend);
    for (const m of messages) {
      expect(v.is(reminderMessage, m)).toBe(true);
      expect(m).toMatchObject({ version: 1, at: nine });
    }
    const queued = messages.flatMap((m) => m.members);
    expect(new Set(queued).size).toBe(queued.length);
    // Other files' members are due too; of this file's, exactly the due ones.
    const ours = new Set([...due, ...notDue].map((m) => m.id));
    expect(queued.filter((id) => ours.has(id)).sort()).toEqual(due.map((m) => m.id).sort());
    expect(messages.length).toBe(Math.ceil(queued.length / membersPerMessage));
    expect(await cronRecord(nine)).toMatchObject({ ok: true, detail: `queued ${queued.length} members in ${messages.length} messages` });
    // Queued members are looked at again a run later unless the consumer says otherwise.
    expect(await nextDueOf(due[0]!.id)).toBe(nine + 15 * minutes);
    // A full call (100 messages of 20 ids) stays under Queues' 256 KB a sendBatch, with about 100 bytes of metadata a message.
    const fullMessage = JSON.stringify({ version: 1, at: nine, members: Array.from({ length: membersPerMessage }, () => crypto.randomUUID()) });
    expect(messagesPerSend * (fullMessage.length + 100)).toBeLessThan(256_000);
  });

  it("the cron's queries do not grow with the members: one per 2,000 members due, one more, and its record", () => {
    const queued = sends.flat().flatMap((m) => m.members).length;
    expect(queued).toBeGreaterThanOrEqual(due.length);
    expect(cronStatements).toBeLessThanOrEqual(Math.floor(queued / (membersPerMessage * messagesPerSend)) + 2);
  });

  it("a second run right after queues none of them again while they wait", async () => {
    const again = (await runRemindersCron(nine + minutes)).flat().flatMap((m) => m.members);
    const ours = new Set(due.map((m) => m.id));
    expect(again.filter((id) => ours.has(id))).toEqual([]);
  });

  it("two runs at once queue each member once", async () => {
    const ten = at("2033-03-02T09:00:00Z");
    const fresh = await members(30, { savedAt: ten - 60 * minutes });
    const [a, b] = await Promise.all([runRemindersCron(ten, keptQueue()), runRemindersCron(ten, keptQueue())]);
    const ours = new Set(fresh.map((m) => m.id));
    const queued = [...a!, ...b!].flat().flatMap((m) => m.members.filter((id) => ours.has(id)));
    expect(queued.sort()).toEqual([...ours].sort());
  });

  it("a cron whose queue refuses a call records the failure and how far it got; its members are due a run later", async () => {
    const when = at("2033-03-03T09:00:00Z");
    const [member] = await members(1, { savedAt: when - 60 * minutes });
    const refusing = keptQueue();
    refusing.queue.sendBatch = () => Promise.reject(new Error("Queue send failed: Too Many Requests"));
    expect(await runRemindersCron(when, refusing)).toEqual([]);
    expect(await cronRecord(when)).toMatchObject({ ok: false, detail: "Error: queued 0 members in 0 messages, then failed: Error: Queue send failed: Too Many Requests" });
    expect(await nextDueOf(member!.id)).toBe(when + 15 * minutes);
    const later = (await runRemindersCron(when + 15 * minutes)).flat().flatMap((m) => m.members);
    expect(later).toContain(member!.id);
  });

  it("the consumer sends each due reminder once, a message an invocation within its bound of D1 queries", async () => {
    const mine = new Set(due.map((m) => m.id));
    // Only this file's members: reminding other files' members would push to their devices behind their backs.
    const messages = messagesFor(sends.flat().flatMap((m) => m.members.filter((id) => mine.has(id))), nine);
    expect(messages.map((m) => m.members.length)).toEqual([20, 20, 20, 20, 20, 20]);
    // Here a member makes 8: the member, the day's log, the weigh-in, the devices, the claim, the
    // push (the development double records it in D1), the device's success, the next look.
    const bound = maxBatchSize * membersPerMessage * 8 + 1;
    for (let i = 0; i < messages.length; i += maxBatchSize) {
      let delivery: Awaited<ReturnType<typeof consume>> | undefined;
      const statements = await statementsOf(async () => {
        delivery = await consume(messages.slice(i, i + maxBatchSize));
      });
      expect(statements).toBeLessThanOrEqual(bound);
      expect(delivery!.result).toMatchObject({ outcome: "ok", explicitAcks: delivery!.ids, retryMessages: [] });
      expect(delivery!.summary).toMatchObject({ task: "reminders-batch", ok: true, detail: expect.stringContaining("members 20, pushed 20,") });
    }
    // Whatever a member's day holds, a full batch stays under D1's 1,000 queries an invocation.
    expect(maxBatchSize * membersPerMessage * worstPerMember + 1).toBeLessThan(1_000);
    expect(new Set(await pushCounts(due))).toEqual(new Set([1]));
    expect(await nextDueOf(due[0]!.id)).toBe(nine + 24 * 60 * minutes);
    expect(await pushCounts(notDue)).toEqual(notDue.map(() => 0));
  });

  it("a message delivered again, also to two consumers at once, sends each reminder once", async () => {
    const when = at("2033-03-04T09:00:00Z");
    const ms = await members(4, { savedAt: when - 60 * minutes });
    const ids = ms.map((m) => m.id);
    const [message] = messagesFor([...ids, ids[0]!], when);
    const first = await consume([message, message]);
    expect(first.summary).toMatchObject({ ok: true, detail: expect.stringContaining("members 8, pushed 4,") });
    await Promise.all([consume([message]), consume([message])]);
    const [fresh] = messagesFor(ids.slice(0, 2), when + 15 * minutes);
    await Promise.all([consume([fresh]), consume([fresh]), consume([fresh])]);
    expect(await pushCounts(ms)).toEqual([1, 1, 1, 1]);
    for (const id of ids) expect(await sentLog(id)).toHaveLength(1);
  });

  it("a message that waited past the reminder's 180-minute window sends nothing; within it, the reminder goes out", async () => {
    const when = at("2033-03-05T09:00:00Z");
    const [late, inTime] = await members(2, { savedAt: when - 60 * minutes });
    await consume(messagesFor([late!.id], when), { waitedMs: 181 * minutes });
    await consume(messagesFor([inTime!.id], when), { waitedMs: 170 * minutes });
    expect(await pushCounts([late!, inTime!])).toEqual([0, 1]);
    // The late one is looked at again on its next day's 09:00.
    expect(await nextDueOf(late!.id)).toBe(when + 24 * 60 * minutes);
  });

  it("a body of another shape is acknowledged, logged by its message id only, and changes nothing", async () => {
    const when = at("2033-03-06T09:00:00Z");
    const ms = await members(2, { savedAt: when - 60 * minutes });
    const ids = ms.map((m) => m.id);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const bodies = [
      null,
      "members",
      { version: 2, at: when, members: ids },
      { version: 1, at: String(when), members: ids },
      { version: 1, at: when, members: [] },
      { version: 1, at: when, members: [...ids, ...Array.from({ length: membersPerMessage }, () => crypto.randomUUID())] },
      { version: 1, at: when, members: ids.map((id) => ({ id })) },
    ];
    const { ids: delivered, result, summary } = await consume(bodies);
    expect(result).toMatchObject({ outcome: "ok", retryMessages: [] });
    expect(result.explicitAcks.sort()).toEqual(delivered.sort());
    expect(await pushCounts(ms)).toEqual([0, 0]);
    expect(await nextDueOf(ids[0]!)).toBe(when - 60 * minutes);
    expect(summary).toMatchObject({ ok: false, detail: expect.stringMatching(/members 0, .* malformed 7$/) });
    const lines = logged.mock.calls.map((c) => JSON.parse(String(c[0])));
    expect(lines).toEqual(delivered.map((message) => ({ event: "reminder_message_malformed", message })));
  });

  it("a member whose turn fails is logged by id only and the others of the message are reminded", async () => {
    const when = at("2033-03-07T09:00:00Z");
    const [before, broken, after] = await members(3, { savedAt: when - 60 * minutes });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { ids, result, summary } = await consume(messagesFor([before!.id, broken!.id, after!.id], when), {
      env: { ...env, DB: failingDb([broken!.id]) },
    });
    expect(result).toMatchObject({ explicitAcks: ids, retryMessages: [] });
    expect(await pushCounts([before!, broken!, after!])).toEqual([1, 0, 1]);
    expect(summary!.detail).toContain("members 2, pushed 2, mailed 0, deferred 0, devices removed 0, failed 1, retried 0");
    expect(logged).toHaveBeenCalledOnce();
    const line = JSON.parse(String(logged.mock.calls[0]![0]));
    expect(line).toEqual({ event: "reminder_member_failed", member: broken!.id, error: "query failed: Error: D1_ERROR: the member cannot be read" });
    expect(String(logged.mock.calls[0]![0])).not.toContain(broken!.sub.endpoint);
  });

  it("a message the database fails as a whole is retried, later with each attempt", async () => {
    const when = at("2033-03-08T09:00:00Z");
    const ms = await members(2, { savedAt: when - 60 * minutes });
    const ids = ms.map((m) => m.id);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [attempts, delaySeconds] of [
      [1, 60],
      [3, 180],
    ] as const) {
      const { ids: delivered, result, retryOptions } = await consume(messagesFor(ids, when), { attempts, env: { ...env, DB: failingDb() } });
      expect(result).toMatchObject({ outcome: "ok", explicitAcks: [], retryMessages: [{ msgId: delivered[0] }] });
      expect(retryOptions).toEqual([{ delaySeconds }]);
    }
    expect(await pushCounts(ms)).toEqual([0, 0]);
    expect(logged.mock.calls.map((c) => JSON.parse(String(c[0])).event)).toContain("reminder_summary_failed");
    // Every member failing is the database failing too: the message comes back, and is recorded.
    const { ids: delivered, result, retryOptions, summary } = await consume(messagesFor(ids, when), { env: { ...env, DB: failingDb(ids) } });
    expect(result).toMatchObject({ explicitAcks: [], retryMessages: [{ msgId: delivered[0] }] });
    expect(retryOptions).toEqual([{ delaySeconds: 60 }]);
    expect(summary).toMatchObject({ ok: false, detail: expect.stringContaining("failed 2, retried 1, malformed 0") });
    // Delivered again once the database is back, the reminders go out.
    await consume(messagesFor(ids, when), { attempts: 2 });
    expect(await pushCounts(ms)).toEqual([1, 1]);
  });

  it("the queue in wrangler.toml delivers to the worker's reminders consumer", async () => {
    const when = at("2033-03-09T09:00:00Z");
    const [member] = await members(1, { savedAt: when - 60 * minutes });
    await env.REMINDERS.send({ version: 1, at: when, members: [member!.id] } satisfies ReminderMessage, { contentType: "json" });
    // Delivered in the background, after the queue's batch wait.
    await vi.waitFor(async () => expect(await pushCounts([member!])).toEqual([1]), { timeout: 12_000, interval: 100 });
    await vi.waitFor(async () => expect(await nextDueOf(member!.id)).toBe(when + 24 * 60 * minutes), { timeout: 2_000, interval: 50 });
    await vi.waitFor(
      async () => {
        const summaries = await db.select().from(cronRuns).where(eq(cronRuns.cron, queueName)).all();
        expect(summaries.some((r) => r.task === "reminders-batch" && r.detail.includes("members 1, pushed 1,"))).toBe(true);
      },
      { timeout: 2_000, interval: 50 },
    );
  }, 15_000);
});
