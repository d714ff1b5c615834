/// <reference types="vite/client" />
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { getDb } from "../../worker/db/client";
import { cronRuns, foodBarcodes, sessions, signIns } from "../../worker/db/schema";
import { createChallenge, readChallenge } from "../../worker/auth/challenges";
import { sessionIdFromToken } from "../../worker/shared/session/store";
import { createToken } from "../../worker/auth/tokens";
import { take } from "../../worker/platform/rate-limit";
import { createSession, createUser } from "./factories";
import { dailyCron, monthlyCron, remindersCron, tasksByCron } from "../../worker/cron/scheduled";
import wrangler from "../../wrangler.toml?raw";
import { pushOutbox, reminderLog } from "../../worker/db/schema";
import * as v from "valibot";
import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import { pushSubscriptionSchema, reminderSettingsSchema } from "../../core/validation/reminders";
import { defaultSettings, saveSettings } from "../../worker/reminders/settings";
import { addSubscription } from "../../worker/reminders/subscriptions";
import { browserSubscription, decryptPush } from "./push-service";
import { runReminders } from "./reminders-run";

async function runCron(cron: string, scheduledTime = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const runs = () => getDb(env.DB).select().from(cronRuns).orderBy(desc(cronRuns.id)).all();

describe("scheduled()", () => {
  it("has tasks for each trigger in wrangler.toml, in development and production, and a trigger for each cron with tasks", () => {
    const triggers = [...wrangler.matchAll(/^crons = (\[.*\])$/gm)].map(([, list]) => (JSON.parse(list!) as string[]).sort());
    expect(triggers).toHaveLength(2);
    for (const crons of triggers) expect(crons).toEqual(Object.keys(tasksByCron).sort());
  });

  it("daily housekeeping prunes audit rows older than 90 days and records its run", async () => {
    const now = Date.now();
    const db = getDb(env.DB);
    await db.insert(cronRuns).values([
      { cron: dailyCron, task: "old", ok: true, ranAt: new Date(now - 91 * 86_400_000) },
      { cron: dailyCron, task: "recent", ok: true, ranAt: new Date(now - 10 * 86_400_000) },
    ]);
    // Other files' runs on their own clocks may share this database: every row past 90 days goes.
    const due = (await runs()).filter((r) => r.ranAt.getTime() < now - 90 * 86_400_000).length;
    await runCron(dailyCron, now);
    const rows = await runs();
    expect(rows.map((r) => r.task)).not.toContain("old");
    expect(rows.map((r) => r.task)).toContain("recent");
    expect(rows.every((r) => r.ranAt.getTime() >= now - 90 * 86_400_000)).toBe(true);
    expect(rows.find((r) => r.task === "prune-cron-runs")).toMatchObject({ cron: dailyCron, ok: true, detail: `deleted ${due}` });
  });

  it("daily housekeeping drops ended sessions, old e-mailed tokens, challenges and sign-ins, and stale limit counters", async () => {
    const now = Date.now();
    const { id } = await createUser();
    const live = await createSession(id);
    await createSession(id, { createdAt: now - 31 * 86_400_000, expiresAt: now - 86_400_000 });
    await createToken(getDb(env.DB), id, "sign_in", now - 2 * 86_400_000);
    await createChallenge(getDb(env.DB), "second_step", { userId: id, now: now - 2 * 86_400_000 });
    const fresh = await createChallenge(getDb(env.DB), "second_step", { userId: id, now });
    await getDb(env.DB).insert(signIns).values([
      { id: crypto.randomUUID(), userId: id, at: new Date(now - 91 * 86_400_000), method: "password" },
      { id: crypto.randomUUID(), userId: id, at: new Date(now - 89 * 86_400_000), method: "link" },
    ]);
    await take(getDb(env.DB), { key: "stale", max: 1, windowMs: 60_000 }, now - 2 * 86_400_000);
    await take(getDb(env.DB), { key: "fresh", max: 1, windowMs: 60_000 }, now);
    await runCron(dailyCron, now);
    const run = (await runs()).find((r) => r.task === "prune-auth");
    expect(run).toMatchObject({ ok: true, detail: "sessions 1, tokens 1, challenges 1, sign-ins 1, limits 1" });
    const left = await getDb(env.DB).select().from(sessions).where(eq(sessions.userId, id)).all();
    expect(left.map((s) => s.id)).toEqual([sessionIdFromToken(live)]);
    expect(await readChallenge(getDb(env.DB), fresh.value, "second_step", now)).not.toBeNull();
    const kept = await getDb(env.DB).select().from(signIns).where(eq(signIns.userId, id)).all();
    expect(kept.map((r) => r.method)).toEqual(["link"]);
  });

  it("daily housekeeping forgets barcode answers past their keeping time (30 days found, a day not found)", async () => {
    const now = Date.now();
    const day = 86_400_000;
    const db = getDb(env.DB);
    const row = (barcode: string, found: boolean, age: number) => ({
      source: "cron-test",
      barcode,
      found,
      payload: null,
      fetchedAt: now - age,
    });
    await db
      .insert(foodBarcodes)
      .values([row("1", true, 31 * day), row("2", true, 29 * day), row("3", false, day + 60_000), row("4", false, day - 60_000)]);
    await runCron(dailyCron, now);
    const left = await db
      .select({ barcode: foodBarcodes.barcode })
      .from(foodBarcodes)
      .where(eq(foodBarcodes.source, "cron-test"))
      .all();
    expect(left.map((r) => r.barcode).sort()).toEqual(["2", "4"]);
    expect((await runs()).find((r) => r.task === "prune-barcode-cache")).toMatchObject({
      ok: true,
      detail: expect.stringMatching(/^deleted \d+$/),
    });
  });

  it("daily housekeeping forgets the reminders' sent log after two weeks", async () => {
    const now = Date.now();
    const db = getDb(env.DB);
    const { id } = await createUser();
    await db.insert(reminderLog).values([
      { userId: id, kind: "training", date: "2000-01-01", channel: "push", sentAt: now - 15 * 86_400_000 },
      { userId: id, kind: "weigh_in", date: "2000-01-02", channel: "push", sentAt: now - 13 * 86_400_000 },
    ]);
    await runCron(dailyCron, now);
    const left = await db.select({ kind: reminderLog.kind }).from(reminderLog).where(eq(reminderLog.userId, id)).all();
    expect(left.map((r) => r.kind)).toEqual(["weigh_in"]);
    expect((await runs()).find((r) => r.task === "prune-reminders")).toMatchObject({ ok: true });
  });

  it("every 15 minutes sends the reminders due on each member's clock (through the development push double)", async () => {
    // A year no other test uses: the run looks at every member due, theirs included.
    const db = getDb(env.DB);
    const { id } = await createUser();
    const sub = await browserSubscription();
    await addSubscription(db, id, v.parse(pushSubscriptionSchema, sub.json), Date.parse("2032-06-01T00:00:00Z"));
    const settings = { ...defaultSettings, timeZone: "Asia/Yekaterinburg", time: "07:15", weighInDays: ["TUESDAY"] };
    await saveSettings(db, id, v.parse(reminderSettingsSchema, settings), Date.parse("2032-06-01T00:00:00Z"));
    // Tuesday 07:15 in Yekaterinburg (UTC+5): the cron queues the member, the queue's consumer pushes.
    const { cron, batches } = await runReminders(Date.parse("2032-06-01T02:15:00Z"), [id]);
    expect(cron).toMatchObject({ cron: remindersCron, ok: true, detail: expect.stringMatching(/^queued \d+ members in \d+ messages$/) });
    expect(batches).toEqual([expect.objectContaining({ task: "reminders-batch", ok: true, detail: expect.stringContaining("members 1, pushed 1,") })]);
    const recorded = await db.select().from(pushOutbox).where(eq(pushOutbox.endpoint, sub.endpoint)).all();
    expect(recorded).toHaveLength(1);
    expect(JSON.parse(await decryptPush(decodeBase64urlIgnorePadding(recorded[0]!.body), sub))).toMatchObject({ kind: "weigh_in", url: "/profile#weigh-in" });
  });

  it("records the monthly trigger, and flags a trigger it does not know", async () => {
    await runCron(monthlyCron);
    expect((await runs())[0]).toMatchObject({ cron: monthlyCron, ok: true });
    await runCron("*/5 * * * *");
    expect((await runs())[0]).toMatchObject({ cron: "*/5 * * * *", ok: false, detail: "unknown cron expression" });
  });
});
