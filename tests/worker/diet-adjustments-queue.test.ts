import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import * as v from "valibot";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "../../worker/db/client";
import { cronRuns, dietAdjustments, profiles } from "../../worker/db/schema";
import { adjustmentMessage, membersPerMessage, messagesPerSend, type AdjustmentMessage } from "../../worker/plans/adjustment-queue";
import { post } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import { failingDb, keptQueue, statementsOf } from "./member-queue-helpers";
import { consume, cronRecord, queueName, runWeeklyCron } from "./weekly-adjustments-run";

const db = getDb(env.DB);
const body = { gender: "MALE" as const, age: 32, height: 180, weight: 100, activity: "MODERATE" as const };
/** Weeks no other test uses: the run looks at every member due, other files' too. */
const week = "2031-03-03";
const at = Date.parse(`${week}T04:00:00Z`);
/** The most queries one member's adjustment makes (weights, diary days, the week's row, the plan). */
const queriesPerMember = 4;
/** max_batch_size in wrangler.toml. */
const maxBatchSize = 2;

/** A cut plan as the API builds it for `body`, stored as the profile stores it; and its calories. */
async function cutPlan() {
  const { id } = await createUser({ plan: "PRO", ...body });
  const res = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token: await createSession(id), now: at });
  expect(res.status).toBe(200);
  const row = await db.select({ plan: profiles.nutritionPlan }).from(profiles).where(eq(profiles.userId, id)).get();
  return { plan: row!.plan!, calories: res.body.nutrition_plan.targets.calories as number };
}

/** `count` members with these profile fields, made ten at a time. */
async function members(count: number, profile: Partial<typeof profiles.$inferInsert>): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 10) {
    const made = await Promise.all(Array.from({ length: Math.min(10, count - i) }, () => createUser({ ...body, ...profile })));
    ids.push(...made.map((m) => m.id));
  }
  return ids;
}

/** Fourteen daily weights up to `day` for each member, gaining 0.3 kg a week: a cut plan's calories come down 200. */
async function gaining(ids: string[], day = week) {
  const days = JSON.stringify(Array.from({ length: 14 }, (_, i) => i));
  await env.DB.prepare(
    `INSERT INTO body_entries (id, user_id, date, weight)
     SELECT lower(hex(randomblob(16))), m.value, date(?1, '-' || d.value || ' days'), 100.5 + 0.3 * (13 - d.value) / 7.0
     FROM json_each(?2) m, json_each(?3) d`,
  )
    .bind(day, JSON.stringify(ids), days)
    .run();
}

/** Runs `read` over the ids 90 at a time (a statement takes at most 100 values). */
async function byChunks<T>(ids: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += 90) rows.push(...(await read(ids.slice(i, i + 90))));
  return rows;
}
const rowsOf = (ids: string[], w = week) =>
  byChunks(ids, (chunk) => db.select().from(dietAdjustments).where(and(inArray(dietAdjustments.userId, chunk), eq(dietAdjustments.week, w))).all());
/** Each member's daily calories, in the order of `ids`. */
async function caloriesOf(ids: string[]): Promise<number[]> {
  const rows = await byChunks(ids, (chunk) =>
    db.select({ userId: profiles.userId, plan: profiles.nutritionPlan }).from(profiles).where(inArray(profiles.userId, chunk)).all(),
  );
  const kcal = new Map(rows.map((p) => [p.userId, (p.plan as { targets: { calories: number } }).targets.calories]));
  return ids.map((id) => kcal.get(id)!);
}

/** Messages of at most 50 of these ids, as the cron makes them. */
const messagesFor = (ids: string[], when = at): AdjustmentMessage[] =>
  Array.from({ length: Math.ceil(ids.length / membersPerMessage) }, (_, i) => ({
    version: 1,
    at: when,
    members: ids.slice(i * membersPerMessage, (i + 1) * membersPerMessage),
  }));



/** The database when these members' weights cannot be read: their adjustments fail, not the message's read. */
const weightsFail = (ids: string[]) => failingDb(ids, (sql) => sql.includes('"body_entries"'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the weekly diet adjustments through the queue", () => {
  let calories: number;
  let eligible: string[];
  let ineligible: string[];
  let sends: AdjustmentMessage[][];
  let cronStatements: number;

  beforeAll(async () => {
    const cut = await cutPlan();
    calories = cut.calories;
    eligible = await members(120, { plan: "PRO", nutritionPlan: cut.plan });
    await gaining(eligible);
    // Lapsed (the plan kept, Pro gone), no nutrition plan, or this week's adjustment already made.
    const lapsed = await members(5, { plan: "BASIC", nutritionPlan: cut.plan });
    const noPlan = await members(5, { plan: "PRO" });
    const done = await members(5, { plan: "PRO", nutritionPlan: cut.plan });
    await db.insert(dietAdjustments).values(
      done.map((userId) => ({
        id: crypto.randomUUID(),
        userId,
        week,
        fromKcal: calories,
        toKcal: calories,
        trendKg: 0,
        expectedKg: -0.5,
        reason: "on_track" as const,
        createdAt: new Date(at),
      })),
    );
    ineligible = [...lapsed, ...noPlan, ...done];
    cronStatements = await statementsOf(async () => {
      sends = await runWeeklyCron(at);
    });
  }, 60_000);

  it("the cron queues exactly the members due, at most 50 to a message and 100 messages to a call, and records how many", async () => {
    const messages = sends.flat();
    for (const call of sends) expect(call.length).toBeLessThanOrEqual(messagesPerSend);
    for (const m of messages) {
      expect(v.is(adjustmentMessage, m)).toBe(true);
      expect(m).toMatchObject({ version: 1, at });
    }
    const queued = messages.flatMap((m) => m.members);
    expect(new Set(queued).size).toBe(queued.length);
    // Other files' members are due too; of this file's, exactly the eligible ones.
    const ours = new Set([...eligible, ...ineligible]);
    expect(queued.filter((id) => ours.has(id)).sort()).toEqual([...eligible].sort());
    // Full messages but the last of a call: the fewest messages for the members.
    expect(messages.length).toBe(Math.ceil(queued.length / membersPerMessage));
    expect(await cronRecord(at)).toMatchObject({ ok: true, detail: `queued ${queued.length} members in ${messages.length} messages` });
    // A full call (100 messages of 50 ids) stays under Queues' 256 KB a sendBatch, with about 100 bytes of metadata a message.
    const fullMessage = JSON.stringify({ version: 1, at, members: Array.from({ length: membersPerMessage }, () => crypto.randomUUID()) });
    expect(messagesPerSend * (fullMessage.length + 100)).toBeLessThan(256_000);
  });

  it("the cron's queries do not grow with the members: one per 5,000 members due, one more, and its record", () => {
    const queued = sends.flat().flatMap((m) => m.members).length;
    expect(cronStatements).toBeLessThanOrEqual(Math.floor(queued / (membersPerMessage * messagesPerSend)) + 2);
  });

  it("a cron whose queue refuses a call records the failure and how far it got", async () => {
    const refusing = keptQueue();
    refusing.queue.sendBatch = () => Promise.reject(new Error("Queue send failed: Too Many Requests"));
    const when = Date.parse("2031-03-17T04:00:00Z");
    expect(await runWeeklyCron(when, refusing)).toEqual([]);
    expect(await cronRecord(when)).toMatchObject({
      ok: false,
      detail: "Error: queued 0 members in 0 messages, then failed: Error: Queue send failed: Too Many Requests",
    });
  });

  it("the consumer adjusts every member queued once, each invocation within its bound of D1 queries", async () => {
    const mine = new Set(eligible);
    // Only this file's members: adjusting other files' members would change their plans behind their backs.
    const messages = messagesFor(sends.flat().flatMap((m) => m.members.filter((id) => mine.has(id))));
    expect(messages.map((m) => m.members.length)).toEqual([50, 50, 20]);
    const bound = maxBatchSize * (1 + membersPerMessage * queriesPerMember) + 1;
    for (let i = 0; i < messages.length; i += maxBatchSize) {
      let delivery: Awaited<ReturnType<typeof consume>> | undefined;
      const statements = await statementsOf(async () => {
        delivery = await consume(messages.slice(i, i + maxBatchSize));
      });
      expect(statements).toBeLessThanOrEqual(bound);
      expect(delivery!.result).toMatchObject({ outcome: "ok", retryMessages: [] });
      expect(delivery!.result.explicitAcks.sort()).toEqual(delivery!.ids.sort());
    }
    const rows = await rowsOf(eligible);
    expect(rows).toHaveLength(eligible.length);
    expect(new Set(rows.map((r) => r.userId)).size).toBe(eligible.length);
    for (const row of rows) expect(row).toMatchObject({ fromKcal: calories, toKcal: calories - 200, reason: "adjusted" });
    expect(new Set(await caloriesOf(eligible))).toEqual(new Set([calories - 200]));
    // The members not due stay as they were: no row, or only the one they had.
    expect(await rowsOf(ineligible)).toHaveLength(5);
  });

  it("a message delivered again, also to two consumers at once, makes one adjustment a member", async () => {
    const { plan } = await cutPlan();
    const ids = await members(4, { plan: "PRO", nutritionPlan: plan });
    await gaining(ids);
    const [message] = messagesFor([...ids, ids[0]!]);
    const first = await consume([message, message]);
    expect(first.summary).toMatchObject({ ok: true, detail: expect.stringContaining("members 8, changed 4, unchanged 0") });
    expect(first.summary!.detail).toContain("no longer due 4");
    await Promise.all([consume([message]), consume([message])]);
    const rows = await rowsOf(ids);
    expect(rows.map((r) => r.userId).sort()).toEqual([...ids].sort());
    expect(await caloriesOf(ids)).toEqual(ids.map(() => calories - 200));
  });

  it("two consumers racing on a fresh message make one adjustment a member", async () => {
    const { plan } = await cutPlan();
    const ids = await members(3, { plan: "PRO", nutritionPlan: plan });
    await gaining(ids);
    const [message] = messagesFor(ids);
    const deliveries = await Promise.all([consume([message]), consume([message]), consume([message])]);
    for (const d of deliveries) expect(d.result).toMatchObject({ outcome: "ok", explicitAcks: d.ids, retryMessages: [] });
    expect((await rowsOf(ids)).map((r) => r.userId).sort()).toEqual([...ids].sort());
    expect(await caloriesOf(ids)).toEqual(ids.map(() => calories - 200));
  });

  it("a body of another shape is acknowledged, logged by its message id only, and changes nothing", async () => {
    const { plan } = await cutPlan();
    const ids = await members(2, { plan: "PRO", nutritionPlan: plan });
    await gaining(ids);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const bodies = [
      null,
      "members",
      { version: 2, at, members: ids },
      { version: 1, at: String(at), members: ids },
      { version: 1, at, members: [] },
      { version: 1, at, members: [...ids, ...Array.from({ length: membersPerMessage }, () => crypto.randomUUID())] },
      { version: 1, at, members: ids.map((id) => ({ id })) },
    ];
    const { ids: delivered, result, summary } = await consume(bodies);
    expect(result).toMatchObject({ outcome: "ok", retryMessages: [] });
    expect(result.explicitAcks.sort()).toEqual(delivered.sort());
    expect(await rowsOf(ids)).toEqual([]);
    expect(summary).toMatchObject({ ok: false, detail: expect.stringMatching(/members 0, .* malformed 7$/) });
    const lines = logged.mock.calls.map((c) => JSON.parse(String(c[0])));
    expect(lines).toEqual(delivered.map((message) => ({ event: "diet_adjustment_message_malformed", message })));
  });

  it("a member whose adjustment throws is logged by id and the others of the message are adjusted", async () => {
    const { plan } = await cutPlan();
    const [before, broken, after] = await members(3, { plan: "PRO", nutritionPlan: plan });
    await gaining([before!, broken!, after!]);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { ids, result, summary } = await consume(messagesFor([before!, broken!, after!]), { env: { ...env, DB: weightsFail([broken!]) } });
    expect(result).toMatchObject({ explicitAcks: ids, retryMessages: [] });
    expect((await rowsOf([before!, broken!, after!])).map((r) => r.userId).sort()).toEqual([before!, after!].sort());
    expect(summary!.detail).toContain("changed 2, unchanged 0, waiting for data 0, paused 0, failed 1,");
    expect(logged).toHaveBeenCalledOnce();
    // The database's own error only: drizzle's wrapper would add the query's values.
    expect(JSON.parse(String(logged.mock.calls[0]![0]))).toEqual({ event: "diet_adjustment_failed", member: broken, error: "query failed: Error: D1_ERROR: the member cannot be read" });
  });

  it("a message the database fails as a whole is retried, later with each attempt", async () => {
    const { plan } = await cutPlan();
    const ids = await members(2, { plan: "PRO", nutritionPlan: plan });
    await gaining(ids);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [attempts, delaySeconds] of [
      [1, 60],
      [3, 180],
    ] as const) {
      const { ids: delivered, result, retryOptions } = await consume(messagesFor(ids), { attempts, env: { ...env, DB: failingDb() } });
      expect(result).toMatchObject({ outcome: "ok", explicitAcks: [], retryMessages: [{ msgId: delivered[0] }] });
      expect(retryOptions).toEqual([{ delaySeconds }]);
    }
    expect(await rowsOf(ids)).toEqual([]);
    expect(logged.mock.calls.map((c) => JSON.parse(String(c[0])).event)).toContain("diet_adjustment_message_failed");
    // Every member failing is the database failing too: the message comes back.
    const { ids: delivered, result, retryOptions, summary } = await consume(messagesFor(ids), { env: { ...env, DB: weightsFail(ids) } });
    expect(result).toMatchObject({ explicitAcks: [], retryMessages: [{ msgId: delivered[0] }] });
    expect(retryOptions).toEqual([{ delaySeconds: 60 }]);
    expect(summary).toMatchObject({ ok: false, detail: expect.stringContaining("failed 2, no longer due 0, retried 1, malformed 0") });
  });

  it("the queue in wrangler.toml delivers to the worker's consumer", async () => {
    const { plan } = await cutPlan();
    const ids = await members(2, { plan: "PRO", nutritionPlan: plan });
    const later = "2031-03-10";
    await gaining(ids, later);
    await env.DIET_ADJUSTMENTS.send({ version: 1, at: Date.parse(`${later}T04:00:00Z`), members: ids } satisfies AdjustmentMessage, { contentType: "json" });
    // Delivered in the background, after the queue's batch wait.
    await vi.waitFor(async () => expect(await rowsOf(ids, later)).toHaveLength(2), { timeout: 12_000, interval: 100 });
    const summaries = await db.select().from(cronRuns).where(eq(cronRuns.cron, queueName)).all();
    expect(summaries.some((s) => s.detail.includes("members 2, changed 2"))).toBe(true);
  }, 15_000);
});
