import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { weeklyCron } from "../../worker/cron/scheduled";
import { getDb } from "../../worker/db/client";
import { bodyEntries, dietAdjustments } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import { runWeeklyAdjustments } from "./weekly-adjustments-run";

const db = getDb(env.DB);
const path = "/api/plans/nutrition/adjustments";
/** A Monday morning: the week of 2026-11-23. */
const monday = "2026-11-23T09:00:00Z";
const day = 86_400_000;

const body = { gender: "MALE" as const, age: 32, height: 180, weight: 100, activity: "MODERATE" as const };
async function member(plan: "FREE" | "BASIC" | "PRO" = "PRO", over: Record<string, unknown> = {}) {
  const { id } = await createUser({ plan, ...body, ...over });
  return { id, token: await createSession(id) };
}

/** A Pro member with a cut plan: answers its daily calories. */
async function withPlan(over: Record<string, unknown> = {}) {
  const m = await member("PRO", over);
  const res = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token: m.token, now: monday });
  expect(res.status).toBe(200);
  return { ...m, calories: res.body.nutrition_plan.targets.calories as number };
}

/** `days` daily weights ending on `end`, changing `perWeek` kg a week, ending near `start`. */
async function logWeights(userId: string, days: number, perWeek: number, start = 100.5, end = "2026-11-23") {
  const last = Date.parse(`${end}T00:00:00Z`);
  await db.insert(bodyEntries).values(
    Array.from({ length: days }, (_, i) => ({
      id: crypto.randomUUID(),
      userId,
      date: new Date(last - (days - 1 - i) * day).toISOString().slice(0, 10),
      weight: start + (perWeek / 7) * i,
    })),
  );
}

const get = (token: string, opts: { now?: string; lang?: "en" | "ru" } = {}) => call("GET", path, undefined, { token, now: monday, ...opts });
const undo = (token: string, id: string, opts: { now?: string; lang?: "en" | "ru" } = {}) =>
  post(`${path}/${id}/undo`, {}, { token, now: monday, ...opts });
const me = async (token: string) => (await call("GET", "/api/profiles/me", undefined, { token })).body;

/** The cron queues the members due; the queue's consumer adjusts them. Answers both records. */
const runCron = runWeeklyAdjustments;

describe("weekly diet adjustments", () => {
  it("needs a session, a Pro plan and a nutrition plan", async () => {
    expect(await call("GET", path)).toMatchObject({ status: 401, body: { error: { message: "No access token available" } } });
    const basic = await member("BASIC");
    expect(await get(basic.token)).toMatchObject({
      status: 403,
      body: { error: { code: "subscription_required", message: "A Pro subscription is required for nutrition plans" } },
    });
    expect(await get(basic.token, { lang: "ru" })).toMatchObject({ status: 403, body: { error: { message: "Для планов питания нужен тариф Pro" } } });
    const free = await member("FREE");
    expect((await undo(free.token, crypto.randomUUID())).status).toBe(403);
    const pro = await member("PRO");
    expect(await get(pro.token)).toMatchObject({ status: 404, body: { error: { code: "no_plan" } } });
  });

  it("says how many weight days are missing and changes nothing until there are 10 in the last 14", async () => {
    const { id, token, calories } = await withPlan();
    await logWeights(id, 9, 0);
    // A weight older than the window does not count.
    await db.insert(bodyEntries).values({ id: crypto.randomUUID(), userId: id, date: "2026-11-01", weight: 101 });
    const res = await get(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { days: 9, needed: 10 }, healthBlock: null, history: [] });
    expect((await me(token)).nutrition_plan.targets.calories).toBe(calories);
  });

  it("opening the tab makes this week's adjustment once: trend -0.1 against -0.5 takes 150 kcal off, macros rebuilt", async () => {
    const { id, token, calories } = await withPlan();
    await logWeights(id, 14, -0.1);
    const first = await get(token);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ days: 14, needed: 10 });
    expect(first.body.history).toEqual([
      {
        id: expect.any(String),
        week: "2026-11-23",
        fromKcal: calories,
        toKcal: calories - 150,
        trendKg: -0.1,
        expectedKg: -0.5,
        reason: "adjusted",
        status: "applied",
        createdAt: Date.parse(monday),
        method: "weight_trend",
      },
    ]);
    const targets = first.body.profile.nutrition_plan.targets;
    expect(targets.calories).toBe(calories - 150);
    expect(Math.abs(targets.protein.kcal + targets.fat.kcal + targets.carbs.kcal - targets.calories)).toBeLessThanOrEqual(2);
    expect((await me(token)).nutrition_plan.targets).toEqual(targets);

    // Later the same week: nothing new, even with other weights.
    await logWeights(id, 1, 0, 99, "2026-11-24");
    const again = await get(token, { now: "2026-11-25T20:00:00Z" });
    expect(again.body.history).toHaveLength(1);
    expect(again.body.profile).toBeUndefined();
    expect((await me(token)).nutrition_plan.targets.calories).toBe(calories - 150);

    // A dish swap keeps the adjusted calories.
    const plan = (await me(token)).nutrition_plan;
    const lunch = plan.day.find((p: { meal: string }) => p.meal === "lunch");
    const { dishes } = await import("../../content/dishes/dishes");
    const other = dishes.find((d) => d.meals.includes("lunch") && d.slug !== lunch.dish)!;
    const swapped = await post("/api/plans/nutrition/swap", { meal: "lunch", dish: other.slug }, { token, now: monday });
    expect(swapped.body.nutrition_plan.targets.calories).toBe(calories - 150);
  });

  it("records an on-track week without changing the calories", async () => {
    const { id, token, calories } = await withPlan();
    await logWeights(id, 12, -0.45);
    const res = await get(token);
    expect(res.body.history[0]).toMatchObject({ fromKcal: calories, toKcal: calories, reason: "on_track" });
    expect(res.body.profile).toBeUndefined();
  });


  it("lists the history newest first, one adjustment a week", async () => {
    const { id, token, calories } = await withPlan();
    await logWeights(id, 14, -0.1);
    await get(token);
    // The next week: still -0.1 a week, another 150 kcal off the adjusted calories.
    await logWeights(id, 7, -0.1, 100.5 - 0.2, "2026-11-30");
    const res = await get(token, { now: "2026-11-30T08:00:00Z" });
    expect(res.body.history.map((a: { week: string; fromKcal: number; toKcal: number }) => [a.week, a.fromKcal, a.toKcal])).toEqual([
      ["2026-11-30", calories - 150, calories - 300],
      ["2026-11-23", calories, calories - 150],
    ]);
    expect(res.body.profile.nutrition_plan.targets.calories).toBe(calories - 300);
  });

  it("undo restores the calories and macros once; a second undo is a 409 in the member's language", async () => {
    const { id, token, calories } = await withPlan();
    const before = (await me(token)).nutrition_plan.targets;
    await logWeights(id, 14, -0.1);
    const [made] = (await get(token)).body.history;
    const res = await undo(token, made.id);
    expect(res.status).toBe(200);
    expect(res.body.nutrition_plan.targets).toEqual(before);
    expect(res.body.nutrition_plan.targets.calories).toBe(calories);
    expect((await get(token)).body.history).toEqual([{ ...made, status: "undone" }]);
    expect(await undo(token, made.id)).toMatchObject({
      status: 409,
      body: { error: { code: "adjustment_already_undone", message: "This change has already been undone" } },
    });
    expect(await undo(token, made.id, { lang: "ru" })).toMatchObject({ status: 409, body: { error: { message: "Это изменение уже отменено" } } });
    expect((await me(token)).nutrition_plan.targets.calories).toBe(calories);
  });

  it("another member's adjustment, or an unknown one, is not found; a malformed id is a 400", async () => {
    const owner = await withPlan();
    await logWeights(owner.id, 14, -0.1);
    const [made] = (await get(owner.token)).body.history;
    const other = await withPlan();
    expect(await undo(other.token, made.id)).toMatchObject({
      status: 404,
      body: { error: { code: "adjustment_not_found", message: "Adjustment not found" } },
    });
    expect(await undo(other.token, crypto.randomUUID(), { lang: "ru" })).toMatchObject({ status: 404, body: { error: { message: "Корректировка не найдена" } } });
    expect(await undo(other.token, "not-an-id")).toMatchObject({ status: 400, body: { error: { code: "validation_failed" } } });
    const row = await db.select().from(dietAdjustments).where(eq(dietAdjustments.id, made.id)).get();
    expect(row!.status).toBe("applied");
  });

  it("undo after the plan was built afresh marks the change undone and leaves the new plan as it is", async () => {
    const { id, token, calories } = await withPlan();
    await logWeights(id, 14, -0.1);
    const [made] = (await get(token)).body.history;
    const rebuilt = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", regenerate: true }, { token, now: monday });
    expect(rebuilt.body.nutrition_plan.targets.calories).toBe(calories);
    const res = await undo(token, made.id);
    expect(res.status).toBe(200);
    expect(res.body.nutrition_plan.targets.calories).toBe(calories);
    expect((await get(token)).body.history[0].status).toBe("undone");
  });

  it("concurrent undos: exactly one wins", async () => {
    const { id, token, calories } = await withPlan();
    await logWeights(id, 14, -0.1);
    const [made] = (await get(token)).body.history;
    const results = await Promise.all(Array.from({ length: 5 }, () => undo(token, made.id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await me(token)).nutrition_plan.targets.calories).toBe(calories);
  });

  it("the cron and catch-ups racing each other make one adjustment", async () => {
    const { id, token, calories } = await withPlan();
    await logWeights(id, 14, -0.1);
    await Promise.all([...Array.from({ length: 4 }, () => get(token)), runCron(Date.parse(monday))]);
    const rows = await db.select().from(dietAdjustments).where(eq(dietAdjustments.userId, id)).all();
    expect(rows).toHaveLength(1);
    expect((await me(token)).nutrition_plan.targets.calories).toBe(calories - 150);
  });

  it("the weekly cron adjusts every eligible Pro member and records its run", async () => {
    // Another week, so the members of the other tests do not count.
    const nextMonday = "2026-12-07";
    const now = Date.parse(`${nextMonday}T04:00:00Z`);
    const ready = await withPlan();
    await logWeights(ready.id, 14, 0.3, 100.5, nextMonday);
    const waiting = await withPlan();
    await logWeights(waiting.id, 5, 0, 100.5, nextMonday);
    // A lapsed member keeps the stored plan, but it is not adjusted.
    const lapsed = await withPlan();
    await logWeights(lapsed.id, 14, 0.3, 100.5, nextMonday);
    await db.run(`UPDATE profiles SET plan = 'BASIC' WHERE user_id = '${lapsed.id}'`);
    const run = await runCron(now);
    const rowsOf = (userId: string) => db.select().from(dietAdjustments).where(and(eq(dietAdjustments.userId, userId), eq(dietAdjustments.week, nextMonday))).all();
    expect(await rowsOf(ready.id)).toMatchObject([{ fromKcal: ready.calories, toKcal: ready.calories - 200, reason: "adjusted" }]);
    expect(await rowsOf(waiting.id)).toEqual([]);
    expect(await rowsOf(lapsed.id)).toEqual([]);
    expect(run.cron).toMatchObject({ cron: weeklyCron, ok: true, detail: expect.stringMatching(/^queued [1-9]\d* members in [1-9]\d* messages$/) });
    expect(run.batch).toMatchObject({ ok: true, detail: expect.stringMatching(/changed [1-9]\d*, unchanged \d+, waiting for data [1-9]\d*, paused \d+, failed 0,/) });
    // The tab then shows the cron's change and makes no other.
    const view = await get(ready.token, { now: `${nextMonday}T10:00:00Z` });
    expect(view.body.history).toHaveLength(1);
    expect(view.body.profile).toBeUndefined();
    expect((await me(ready.token)).nutrition_plan.targets.calories).toBe(ready.calories - 200);
  });
});

describe("weekly diet adjustments and the member's health context", () => {
  /** A weight-loss plan for a member who may not diet; answers its calories and maintenance. */
  async function blockedPlan(over: Record<string, unknown>) {
    const m = await withPlan(over);
    const maintenance = (await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token: m.token, now: monday })).body.nutrition_plan.targets.calories;
    await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token: m.token, now: monday });
    return { ...m, maintenance };
  }

  const keepers = [
    { name: "a 16-year-old", over: { age: 16 }, weight: 100, block: "minor" },
    // 58 kg at 180 cm: BMI 17.9.
    { name: "an underweight adult", over: { weight: 58 }, weight: 58, block: "underweight" },
  ] as const;

  for (const k of keepers) {
    it(`${k.name}: the plan keeps maintenance, the target shown is a steady weight, and gaining never takes calories below maintenance`, async () => {
      const { id, token, calories, maintenance } = await blockedPlan(k.over);
      expect(calories).toBe(maintenance);
      await logWeights(id, 14, 0.3, k.weight);
      const res = await get(token);
      expect(res.body.healthBlock).toBe(k.block);
      expect(res.body.history).toEqual([
        expect.objectContaining({ fromKcal: maintenance, toKcal: maintenance, trendKg: 0.3, expectedKg: 0, reason: "floor" }),
      ]);
      expect((await me(token)).nutrition_plan.targets.calories).toBe(maintenance);
    });

    it(`${k.name}: losing weight on a withheld cut brings the calories up, not down`, async () => {
      const { id, token, maintenance } = await blockedPlan(k.over);
      await logWeights(id, 14, -0.3, k.weight);
      const res = await get(token);
      expect(res.body.history[0]).toMatchObject({ fromKcal: maintenance, toKcal: maintenance + 150, expectedKg: 0, reason: "adjusted" });
      expect(res.body.profile.nutrition_plan.targets.calories).toBe(maintenance + 150);
    });
  }

  for (const lifeStage of ["pregnancy", "lactation"] as const) {
    it(`are off during ${lifeStage}: no adjustment and no row, whatever the weights, and the answer says why`, async () => {
      const { id, token, calories, maintenance } = await blockedPlan({ gender: "FEMALE", weight: 70, height: 168, lifeStage });
      // Maintenance plus the extra energy, never a deficit.
      expect(calories).toBe(maintenance);
      await logWeights(id, 14, 0.6, 70);
      const res = await get(token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: { days: 14, needed: 10 }, healthBlock: lifeStage, history: [] });
      expect(await db.select().from(dietAdjustments).where(eq(dietAdjustments.userId, id)).all()).toEqual([]);
      expect((await me(token)).nutrition_plan.targets.calories).toBe(calories);
    });
  }

  it("the cron skips pregnancy and breastfeeding and counts them as paused", async () => {
    // A week no other test uses.
    const week = "2026-12-14";
    const pregnant = await withPlan({ gender: "FEMALE", weight: 70, height: 168, lifeStage: "pregnancy" });
    await logWeights(pregnant.id, 14, 0.6, 70, week);
    const nursing = await withPlan({ gender: "FEMALE", weight: 70, height: 168, lifeStage: "lactation" });
    await logWeights(nursing.id, 14, -0.6, 70, week);
    const run = await runCron(Date.parse(`${week}T04:00:00Z`));
    for (const m of [pregnant, nursing]) {
      expect(await db.select().from(dietAdjustments).where(eq(dietAdjustments.userId, m.id)).all()).toEqual([]);
      expect((await me(m.token)).nutrition_plan.targets.calories).toBe(m.calories);
    }
    expect(run.batch!.detail).toMatch(/paused ([2-9]|\d{2,}), failed 0,/);
  });

  it("the cron brings an old cut plan of a member who is now underweight up to maintenance, though her weight is steady", async () => {
    // A week no other test uses.
    const week = "2026-12-21";
    const m = await withPlan({ gender: "FEMALE", weight: 62, height: 168 });
    // She has since become underweight (50 kg at 168 cm: BMI 17.7), with the plan from before.
    await db.run(`UPDATE profiles SET weight = 50 WHERE user_id = '${m.id}'`);
    const old = (await me(m.token)).nutrition_plan;
    expect(old.deficitWithheld).toBeUndefined();
    await logWeights(m.id, 14, 0, 50, week);
    await runCron(Date.parse(`${week}T04:00:00Z`));
    const plan = (await me(m.token)).nutrition_plan;
    expect(plan.deficitWithheld).toBe("underweight");
    expect(plan.targets.calories).toBeGreaterThan(old.targets.calories);
    const rows = await db.select().from(dietAdjustments).where(eq(dietAdjustments.userId, m.id)).all();
    expect(rows).toMatchObject([{ week, fromKcal: old.targets.calories, toKcal: plan.targets.calories, trendKg: 0, expectedKg: 0, reason: "floor" }]);
    const maintain = await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token: m.token, now: `${week}T05:00:00Z` });
    expect(plan.targets.calories).toBe(maintain.body.nutrition_plan.targets.calories);
  });

  it("opening the tab brings an old cut plan up to maintenance plus the extra energy while breastfeeding, though adjustments are paused", async () => {
    const m = await withPlan({ gender: "FEMALE", weight: 70, height: 168 });
    await db.run(`UPDATE profiles SET life_stage = 'lactation' WHERE user_id = '${m.id}'`);
    await logWeights(m.id, 14, 0, 70);
    const res = await get(m.token);
    expect(res.body).toMatchObject({ healthBlock: "lactation", history: [] });
    const plan = res.body.profile.nutrition_plan;
    expect(plan).toMatchObject({ deficitWithheld: "lactation", extraEnergyKcal: 330 });
    expect(plan.targets.calories).toBe(Math.round((plan.tdee + 330) / 10) * 10);
    expect(plan.targets.calories).toBeGreaterThan(m.calories);
    expect((await me(m.token)).nutrition_plan.targets).toEqual(plan.targets);
    // Once right, the tab changes nothing more.
    expect((await get(m.token)).body.profile).toBeUndefined();
  });

  it("a man's stored life stage does not pause them", async () => {
    const { id, token, calories } = await withPlan({ lifeStage: "pregnancy" });
    await logWeights(id, 14, -0.1);
    const res = await get(token);
    expect(res.body.healthBlock).toBeNull();
    expect(res.body.history[0]).toMatchObject({ fromKcal: calories, toKcal: calories - 150, expectedKg: -0.5 });
  });
});
