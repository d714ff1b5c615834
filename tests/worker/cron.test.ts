import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { getDb } from "../../worker/db/client";
import { cronRuns } from "../../worker/db/schema";
import { dailyCron, monthlyCron } from "../../worker/cron/scheduled";

async function runCron(cron: string, scheduledTime = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const runs = () => getDb(env.DB).select().from(cronRuns).orderBy(desc(cronRuns.id)).all();

describe("scheduled()", () => {
  it("daily housekeeping prunes audit rows older than 90 days and records its run", async () => {
    const now = Date.now();
    const db = getDb(env.DB);
    await db.insert(cronRuns).values([
      { cron: dailyCron, task: "old", ok: true, ranAt: new Date(now - 91 * 86_400_000) },
      { cron: dailyCron, task: "recent", ok: true, ranAt: new Date(now - 10 * 86_400_000) },
    ]);
    await runCron(dailyCron, now);
    const rows = await runs();
    expect(rows.map((r) => r.task)).not.toContain("old");
    expect(rows.map((r) => r.task)).toContain("recent");
    expect(rows[0]).toMatchObject({ cron: dailyCron, task: "prune-cron-runs", ok: true, detail: "deleted 1" });
  });

  it("records the monthly trigger, and flags a trigger it does not know", async () => {
    await runCron(monthlyCron);
    expect((await runs())[0]).toMatchObject({ cron: monthlyCron, ok: true });
    await runCron("*/5 * * * *");
    expect((await runs())[0]).toMatchObject({ cron: "*/5 * * * *", ok: false, detail: "unknown cron expression" });
  });
});
