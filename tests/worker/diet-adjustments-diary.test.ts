import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { bodyEntries, dietAdjustments } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { custom, entryChange, foodChange, outcomes, sync } from "./diary-fixture";
import { createSession, createUser } from "./factories";

// The weekly adjustment from the food diary (docs/expenditure.md): a member who logs food on
// enough days gets calories set from the expenditure measured with the diary and the scale, with
// the figures that explain it stored and answered; too few days keep the weight-only rule and
// say what is missing; the health context's rules hold whatever the diary says.

const db = getDb(env.DB);
const path = "/api/plans/nutrition/adjustments";
/** A Monday morning: the week of 2026-11-23. The expenditure reads weights from 2026-10-26 and food through 2026-11-22. */
const monday = "2026-11-23T09:00:00Z";
const today = "2026-11-23";
const day = 86_400_000;
const dateBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * day).toISOString().slice(0, 10);

/** A Pro member (a 32-year-old man, 180 cm, 100 kg unless told) with a plan for `goal`: answers its calories and the formula's expenditure. */
async function withPlan(over: Record<string, unknown> = {}, goal = "LOSE_WEIGHT") {
  const { id } = await createUser({
    plan: "PRO",
    gender: "MALE",
    age: 32,
    height: 180,
    weight: 100,
    activity: "MODERATE",
    ...over,
  });
  const token = await createSession(id);
  const res = await post("/api/plans/nutrition", { goal }, { token, now: monday });
  expect(res.status).toBe(200);
  return {
    id,
    token,
    calories: res.body.nutrition_plan.targets.calories as number,
    tdee: res.body.nutrition_plan.tdee as number,
  };
}

/** A weight on each of `days` days ending on `end`, starting at `start` and changing `perDay` kg a day. */
async function logWeights(userId: string, days: number, start: number, perDay: number, end = today) {
  await db.insert(bodyEntries).values(
    Array.from({ length: days }, (_, i) => ({
      id: crypto.randomUUID(),
      userId,
      date: dateBefore(end, days - 1 - i),
      weight: start + perDay * i,
    })),
  );
}

/**
 * Logs `kcal` on each of `days` days ending yesterday through the diary's sync: a food of the
 * member's own at 250 kcal per 100 g, eaten at lunch and dinner. Answers the food and the entries.
 */
async function logFood(token: string, days: number, kcal: number) {
  const food = foodChange({ name: "Stew" }, { kcal: 250, protein: 15, fat: 10, carbs: 25 });
  const grams = (kcal / 250) * 100;
  const entries = Array.from({ length: days }, (_, i) => dateBefore(today, days - i)).flatMap((date) => [
    entryChange(custom(food), { date, meal: "lunch", grams: grams / 2 }),
    entryChange(custom(food), { date, meal: "dinner", grams: grams / 2 }),
  ]);
  const res = await sync(token, [food, ...entries]);
  expect(outcomes(res).every((o) => o === "saved")).toBe(true);
  return { food, entries };
}

const get = (token: string, lang: "en" | "ru" = "en") => call("GET", path, undefined, { token, now: monday, lang });
const me = async (token: string) => (await call("GET", "/api/profiles/me", undefined, { token })).body;
const rowsOf = (userId: string) => db.select().from(dietAdjustments).where(eq(dietAdjustments.userId, userId)).all();

describe("the weekly adjustment from the food diary", () => {
  it("21 days of food at 2,500 kcal while the trend falls 0.04 kg a day: expenditure 2,810 kcal, aim 2,260, stored and answered", async () => {
    const m = await withPlan();
    // 22 daily weights from 2026-11-02 (100.5 kg) to today (99.66 kg): −0.84 kg in 21 days.
    await logWeights(m.id, 22, 100.5, -0.04);
    await logFood(m.token, 21, 2500);
    // What the diary and the scale say: 2,500 + 0.04 × 7,700 = 2,808 kcal a day. The cut's pace
    // is −0.5 % of the trend's latest 99.66 kg a week: −0.498 × 7,700 ÷ 7 = −550 kcal a day.
    const expenditure = {
      kind: "estimate",
      kcal: 2810,
      low: 2810,
      high: 2810,
      measuredKcal: 2810,
      formulaKcal: Math.round(m.tdee / 10) * 10,
      dataShare: 1,
      averageIntakeKcal: 2500,
      intakeDays: 21,
      weighIns: 22,
      from: "2026-11-02",
      to: today,
      days: 21,
      trendStartKg: 100.5,
      trendEndKg: 99.66,
      trendChangeKg: -0.84,
      weeklyKg: -0.28,
    };
    // The plan's calories lie 110–200 kcal above the aim, so this week's step reaches it.
    expect(m.calories - 2260).toBeGreaterThan(110);
    expect(m.calories - 2260).toBeLessThanOrEqual(200);
    const res = await get(m.token);
    expect(res.status).toBe(200);
    const answered = {
      id: expect.any(String),
      week: today,
      fromKcal: m.calories,
      toKcal: 2260,
      trendKg: -0.28,
      expectedKg: -0.5,
      reason: "adjusted",
      status: "applied",
      createdAt: Date.parse(monday),
      method: "expenditure",
      expenditure,
      goalKcal: -550,
      aimKcal: 2260,
    };
    expect(res.body.history).toEqual([answered]);
    expect(res.body.profile.nutrition_plan.targets.calories).toBe(2260);
    expect((await me(m.token)).nutrition_plan.targets.calories).toBe(2260);
    expect(await rowsOf(m.id)).toMatchObject([
      { method: "expenditure", expenditure, goalKcal: -550, aimKcal: 2260, toKcal: 2260 },
    ]);

    // In Russian the answer is the same: the figures, which the screen words in the member's language.
    const ru = await get(m.token, "ru");
    expect(ru.status).toBe(200);
    expect(ru.body.history).toEqual([answered]);
  });

  it("too few days of food: the weight-only rule, exactly, with what the estimate lacks", async () => {
    const m = await withPlan();
    // Two weeks of −0.1 kg a week: the weight rule takes 150 kcal off.
    await logWeights(m.id, 14, 100.5, -0.1 / 7);
    const { food, entries } = await logFood(m.token, 7, 2500);
    // A day removed from the diary and a day logged in part (one 300 kcal snack) do not count.
    const removed = entries.filter((e) => e.date === dateBefore(today, 1));
    const t = Date.now() - 1_800_000;
    const partial = entryChange(custom(food), { date: dateBefore(today, 9), meal: "snack", grams: 120 });
    expect(outcomes(await sync(m.token, [...removed.map((e) => ({ ...e, deleted: true, updatedAt: t })), partial]))).toEqual([
      "saved",
      "saved",
      "saved",
    ]);
    const res = await get(m.token);
    expect(res.body.history).toEqual([
      {
        id: expect.any(String),
        week: today,
        fromKcal: m.calories,
        toKcal: m.calories - 150,
        trendKg: -0.1,
        expectedKg: -0.5,
        reason: "adjusted",
        status: "applied",
        createdAt: Date.parse(monday),
        method: "weight_trend",
        expenditure: {
          kind: "not_enough_data",
          intakeDays: 6,
          weighIns: 14,
          spanDays: 13,
          needed: { spanDays: 14, weighIns: 10, intakeDays: 10 },
        },
      },
    ]);
    expect((await me(m.token)).nutrition_plan.targets.calories).toBe(m.calories - 150);
  });

  it("a member without food logged in the window gets the weight-only rule and no expenditure", async () => {
    const m = await withPlan();
    await logWeights(m.id, 14, 100.5, -0.1 / 7);
    // Food logged long before the window does not make a diary for this week.
    const food = foodChange({ name: "Stew" }, { kcal: 250, protein: 15, fat: 10, carbs: 25 });
    await sync(m.token, [food, entryChange(custom(food), { date: "2026-09-01", grams: 1000 })]);
    const [made] = (await get(m.token)).body.history;
    expect(made).toMatchObject({ method: "weight_trend", toKcal: m.calories - 150 });
    expect(made).not.toHaveProperty("expenditure");
    expect(made).not.toHaveProperty("aimKcal");
  });

  it("a row from before the diary answers the weight-only method", async () => {
    const m = await withPlan();
    // As the table stood before migration 0016: no method, no figures.
    await env.DB.prepare(
      `INSERT INTO diet_adjustments (id, user_id, week, from_kcal, to_kcal, trend_kg, expected_kg, reason, created_at)
       VALUES (?1, ?2, '2026-11-16', 2400, 2300, -0.2, -0.5, 'adjusted', ?3)`,
    )
      .bind(crypto.randomUUID(), m.id, Date.parse("2026-11-16T04:00:00Z"))
      .run();
    const [old] = (await get(m.token)).body.history;
    expect(old).toEqual(expect.objectContaining({ week: "2026-11-16", method: "weight_trend" }));
    for (const figure of ["expenditure", "goalKcal", "aimKcal"]) expect(old).not.toHaveProperty(figure);
  });
});

describe("the weekly adjustment from the food diary and the member's health context", () => {
  for (const lifeStage of ["pregnancy", "lactation"] as const) {
    it(`a ${lifeStage === "pregnancy" ? "pregnant" : "breastfeeding"} member with a full diary stays paused: no row and no change`, async () => {
      const m = await withPlan({ gender: "FEMALE", weight: 70, height: 168, lifeStage });
      await logWeights(m.id, 22, 70, 0.02);
      await logFood(m.token, 21, 1600);
      const res = await get(m.token);
      expect(res.body).toEqual({ data: { days: 14, needed: 10 }, healthBlock: lifeStage, history: [] });
      expect(await rowsOf(m.id)).toEqual([]);
      expect((await me(m.token)).nutrition_plan.targets.calories).toBe(m.calories);
    });
  }

  it("a 16-year-old on a loss goal whose diary shows him losing gets no deficit: the aim is a steady weight", async () => {
    const m = await withPlan({ age: 16, weight: 70, height: 175 });
    const maintenance = (await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token: m.token, now: monday })).body
      .nutrition_plan.targets.calories;
    await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token: m.token, now: monday });
    expect(m.calories).toBe(maintenance);
    // Eating 1,800 kcal a day while the trend falls 0.04 kg a day: he burns about 2,100.
    await logWeights(m.id, 22, 70, -0.04);
    await logFood(m.token, 21, 1800);
    const res = await get(m.token);
    expect(res.body.healthBlock).toBe("minor");
    const [week] = res.body.history;
    expect(week).toMatchObject({ method: "expenditure", goalKcal: 0 });
    expect(week.aimKcal).toBe(week.expenditure.kcal);
    expect(week.toKcal).toBeGreaterThanOrEqual(maintenance);
    expect((await me(m.token)).nutrition_plan.targets.calories).toBeGreaterThanOrEqual(maintenance);
  });

  it("an underweight adult whose diary says he burns less than maintenance keeps maintenance: never a deficit", async () => {
    // 58 kg at 180 cm: BMI 17.9; a weight-loss plan is held at maintenance.
    const m = await withPlan({ weight: 58 });
    const maintenance = (await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token: m.token, now: monday })).body
      .nutrition_plan.targets.calories;
    await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token: m.token, now: monday });
    expect(m.calories).toBe(maintenance);
    // A steady weight on 1,600 kcal a day: he burns about 1,600, far below the formula's maintenance.
    await logWeights(m.id, 22, 58, 0);
    await logFood(m.token, 21, 1600);
    const res = await get(m.token);
    expect(res.body.healthBlock).toBe("underweight");
    expect(res.body.history).toEqual([
      expect.objectContaining({
        method: "expenditure",
        fromKcal: maintenance,
        toKcal: maintenance,
        expectedKg: 0,
        goalKcal: 0,
        aimKcal: 1600,
        reason: "floor",
        expenditure: expect.objectContaining({ kind: "estimate", kcal: 1600, averageIntakeKcal: 1600, trendChangeKg: 0 }),
      }),
    ]);
    expect((await me(m.token)).nutrition_plan.targets.calories).toBe(maintenance);
  });
});
