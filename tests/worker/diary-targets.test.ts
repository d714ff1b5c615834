import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DiaryTargetsJson } from "../../core/api/diary";
import { call, post } from "./auth-helpers";
import { day, member, today } from "./diary-fixture";

// The targets beside the diary (decision 0044): the nutrition plan's (Pro) or the calculator's
// from the profile, both through the health context: no deficit for a member it rules one out
// for (under 18, underweight, pregnant, breastfeeding), whatever the goal or an older plan says.

const targetsOf = async (token: string, opts: { now?: string } = {}) =>
  (await day(token, opts.now ? opts.now.slice(0, 10) : today, opts)).body.targets as DiaryTargetsJson | null;

describe("the day's targets", () => {
  it("are the calculator's for a member without a plan, and none while the profile lacks the body", async () => {
    const { token } = await member("FREE", { goal: "MAINTAIN" });
    const targets = await targetsOf(token);
    expect(targets).toMatchObject({ source: "calculator", deficitWithheld: null, extraEnergyKcal: 0 });
    // Energy from the macros the calculator gives (4, 9, 4 kcal a gram) within a rounded gram.
    expect(Math.abs(targets!.protein * 4 + targets!.fat * 9 + targets!.carbs * 4 - targets!.calories)).toBeLessThanOrEqual(4);

    const cut = await targetsOf((await member("FREE", { goal: "LOSE_WEIGHT" })).token);
    expect(cut!.calories).toBeLessThan(targets!.calories);

    const incomplete = await member("FREE", { weight: null });
    expect(await targetsOf(incomplete.token)).toBeNull();
  });

  it("keep an underweight adult and a 16-year-old at maintenance on a loss goal, saying why", async () => {
    for (const [over, reason] of [
      [{ gender: "MALE", weight: 50, height: 175, age: 30 }, "underweight"],
      [{ age: 16 }, "minor"],
    ] as const) {
      const loss = await targetsOf((await member("FREE", { ...over, goal: "LOSE_WEIGHT" })).token);
      const keep = await targetsOf((await member("FREE", { ...over, goal: "MAINTAIN" })).token);
      expect(loss, reason).toMatchObject({ source: "calculator", deficitWithheld: reason, calories: keep!.calories });
    }
  });

  it("hold a woman's loss goal at maintenance until she says whether she is pregnant or breastfeeding", async () => {
    const { token } = await member("FREE", { goal: "LOSE_WEIGHT", lifeStageAnsweredAt: null });
    const me = async () =>
      (await call("GET", "/api/profiles/me", undefined, { token })).body as { lifeStageAnswered: boolean; lifeStage: string };
    expect(await me()).toMatchObject({ lifeStage: "none", lifeStageAnswered: false });
    const keep = await targetsOf((await member("FREE", { goal: "MAINTAIN" })).token);
    const held = await targetsOf(token);
    expect(held).toMatchObject({ source: "calculator", deficitWithheld: "life-stage-unasked", calories: keep!.calories });

    // "No": the answer is kept and the deficit comes.
    expect((await post("/api/profiles/update", { lifeStage: "none" }, { token })).status).toBe(200);
    expect(await me()).toMatchObject({ lifeStage: "none", lifeStageAnswered: true });
    const cut = await targetsOf(token);
    expect(cut).toMatchObject({ source: "calculator", deficitWithheld: null });
    expect(cut!.calories).toBeLessThan(keep!.calories);

    // A change to something else leaves the question unanswered; a man, or a woman over 50, is not asked.
    const other = await member("FREE", { goal: "LOSE_WEIGHT", lifeStageAnsweredAt: null });
    await post("/api/profiles/update", { activity: "MODERATE" }, { token: other.token });
    expect((await targetsOf(other.token))!.deficitWithheld).toBe("life-stage-unasked");
    // The nutrition setup asks the same question: building a plan with its answer keeps it.
    const pro = await member("PRO", { goal: "LOSE_WEIGHT", lifeStageAnsweredAt: null });
    const built = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage: "none" }, { token: pro.token });
    expect(built.body).toMatchObject({ lifeStageAnswered: true });
    expect(await targetsOf(pro.token)).toMatchObject({ source: "plan", deficitWithheld: null });
    // A man has nothing to answer: his profile says so.
    const man = await member("FREE", { gender: "MALE", lifeStageAnsweredAt: null });
    expect((await call("GET", "/api/profiles/me", undefined, { token: man.token })).body).toMatchObject({
      lifeStageAnswered: true,
    });
    for (const over of [{ gender: "MALE" as const }, { age: 51 }]) {
      const t = await targetsOf((await member("FREE", { goal: "LOSE_WEIGHT", lifeStageAnsweredAt: null, ...over })).token);
      expect(t!.deficitWithheld, JSON.stringify(over)).toBeNull();
    }
  });

  it("are the nutrition plan's for a Pro member, and give way to maintenance when the plan's deficit is no longer allowed", async () => {
    const { id, token } = await member("PRO", { goal: "LOSE_WEIGHT" });
    const built = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token });
    expect(built.status).toBe(200);
    const plan = built.body.nutrition_plan as { targets: { calories: number; protein: { grams: number } } };
    expect(await targetsOf(token)).toMatchObject({
      source: "plan",
      calories: plan.targets.calories,
      protein: plan.targets.protein.grams,
      deficitWithheld: null,
    });
    // The member is now underweight (49 kg at 165 cm) and the stored plan still carries its deficit.
    await env.DB.prepare("UPDATE profiles SET weight = 49 WHERE user_id = ?").bind(id).run();
    const now = await targetsOf(token);
    expect(now).toMatchObject({ source: "calculator", deficitWithheld: "underweight" });
    expect(now!.calories).toBeGreaterThan(plan.targets.calories);

    // A member no longer on Pro keeps the diary with the calculator's targets, not the plan's.
    const former = await member("PRO", { goal: "LOSE_WEIGHT" });
    await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token: former.token });
    await env.DB.prepare("UPDATE profiles SET plan = 'FREE' WHERE user_id = ?").bind(former.id).run();
    expect(await targetsOf(former.token)).toMatchObject({ source: "calculator" });
  });

  it("give a pregnant member maintenance plus the trimester's energy, never a deficit", async () => {
    const now = "2026-06-01T12:00:00Z";
    const { token } = await member("FREE", { goal: "LOSE_WEIGHT" });
    const before = await targetsOf(token, { now });
    expect(before).toMatchObject({ deficitWithheld: null });
    // Due in 17 weeks: week 23, the second trimester (+340 kcal).
    expect(
      (await post("/api/profiles/update", { lifeStage: "pregnancy", lifeStageDate: "2026-09-28" }, { token, now })).status,
    ).toBe(200);
    const expecting = await targetsOf(token, { now });
    expect(expecting).toMatchObject({ source: "calculator", deficitWithheld: "pregnancy", extraEnergyKcal: 340 });
    expect(expecting!.calories).toBeGreaterThan(before!.calories);
    expect((await call("GET", `/api/diary/day?date=2026-06-01`, undefined, { token, now, lang: "ru" })).status).toBe(200);
  });

  it("give a breastfeeding member maintenance plus the first six months' energy, never a deficit", async () => {
    const now = "2026-06-01T12:00:00Z";
    const { token } = await member("FREE", { goal: "LOSE_WEIGHT" });
    const before = await targetsOf(token, { now });
    // The baby was born two months ago: +330 kcal in the first six months.
    expect(
      (await post("/api/profiles/update", { lifeStage: "lactation", lifeStageDate: "2026-04-01" }, { token, now })).status,
    ).toBe(200);
    const nursing = await targetsOf(token, { now });
    expect(nursing).toMatchObject({ source: "calculator", deficitWithheld: "lactation", extraEnergyKcal: 330 });
    expect(nursing!.calories).toBeGreaterThan(before!.calories);
  });
});
