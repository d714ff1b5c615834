import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { profiles } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

// The worker's clock for every request here, so trimesters and baby's months never depend on the calendar.
const now = "2026-06-01T12:00:00Z";
const woman = { gender: "FEMALE" as const, age: 30, height: 166, weight: 68, activity: "MODERATE" as const };
async function member(over: Record<string, unknown> = {}) {
  const { id } = await createUser({ plan: "PRO", ...woman, ...over });
  return { id, token: await createSession(id) };
}
async function storedRow(userId: string) {
  return (await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, userId)).get())!;
}
type Plan = {
  inputs: { goal: string; stage?: string };
  tdee: number;
  targets: { calories: number };
  deficitWithheld?: string;
  extraEnergyKcal?: number;
};
const build = async (token: string, body: Record<string, unknown>, lang?: "en" | "ru") =>
  post("/api/plans/nutrition", body, { token, now, lang });
const plan = async (token: string, goal: string) => (await build(token, { goal })).body.nutrition_plan as Plan;
/** Maintenance as the engine rounds it: the TDEE (plus any extra energy) to 10 kcal. */
const maintenanceOf = (p: Plan, extra = 0) => Math.round((p.tdee + extra) / 10) * 10;
const setStage = (token: string, change: Record<string, unknown>) => post("/api/profiles/update", change, { token, now });

describe("no deficit for members whose health context rules it out", () => {
  it("gives an underweight adult (50 kg, 175 cm, 30 years) maintenance with the reason, and a 16-year-old too", async () => {
    for (const [over, reason] of [
      [{ gender: "MALE", weight: 50, height: 175, age: 30 }, "underweight"],
      [{ gender: "FEMALE", weight: 49, height: 163, age: 45 }, "underweight"],
      [{ age: 16 }, "minor"],
      [{ age: 17, gender: "MALE", weight: 80, height: 175 }, "minor"],
    ] as const) {
      const { token } = await member(over);
      const { status, body } = await build(token, { goal: "LOSE_WEIGHT" });
      expect(status).toBe(200);
      const cut = body.nutrition_plan as Plan;
      expect(cut.deficitWithheld, JSON.stringify(over)).toBe(reason);
      expect(cut.inputs.goal).toBe("LOSE_WEIGHT");
      expect(cut.targets.calories).toBe(Math.max(maintenanceOf(cut), over.gender === "MALE" ? 1500 : 1200));
      expect(cut.targets.calories).toBe((await plan(token, "MAINTAIN")).targets.calories);
      expect(cut.extraEnergyKcal).toBeUndefined();
    }
  });

  it("keeps the 20 % deficit for an adult of normal weight, from BMI 18.5 and from 18", async () => {
    for (const over of [{}, { age: 18 }, { gender: "MALE", weight: 56.7, height: 175 }]) {
      const { token } = await member(over);
      const cut = await plan(token, "LOSE_WEIGHT");
      expect(cut.deficitWithheld).toBeUndefined();
      expect(cut.targets.calories).toBe(Math.max(Math.round((cut.tdee * 0.8) / 10) * 10, over.gender === "MALE" ? 1500 : 1200));
      expect(cut.targets.calories).toBeLessThan((await plan(token, "MAINTAIN")).targets.calories);
    }
  });

  it("gives a pregnant member maintenance plus the trimester's energy, never a deficit, whatever the goal", async () => {
    const { token } = await member();
    // Due in 17 weeks: week 23, the second trimester.
    expect((await setStage(token, { lifeStage: "pregnancy", lifeStageDate: "2026-09-28" })).status).toBe(200);
    const cut = await plan(token, "LOSE_WEIGHT");
    expect(cut).toMatchObject({
      deficitWithheld: "pregnancy",
      extraEnergyKcal: 340,
      inputs: { goal: "LOSE_WEIGHT", stage: "pregnancy" },
    });
    expect(cut.targets.calories).toBe(maintenanceOf(cut, 340));
    const gain = await plan(token, "GAIN_MUSCLE");
    expect(gain.deficitWithheld).toBeUndefined();
    expect(gain.targets.calories).toBe(cut.targets.calories);
    // Due in 8 weeks: the third trimester's +452.
    await setStage(token, { lifeStageDate: "2026-07-27" });
    const third = await plan(token, "LOSE_WEIGHT");
    expect(third.extraEnergyKcal).toBe(452);
    expect(third.targets.calories).toBe(maintenanceOf(third, 452));
    // Due in 30 weeks: the first trimester needs no extra energy, and still no deficit.
    await setStage(token, { lifeStageDate: "2026-12-28" });
    const first = await plan(token, "LOSE_WEIGHT");
    expect(first.deficitWithheld).toBe("pregnancy");
    expect(first.extraEnergyKcal).toBe(0);
    expect(first.targets.calories).toBe(maintenanceOf(first));
  });

  it("gives a breastfeeding member maintenance plus 330 kcal in the first six months and 400 after, never a deficit", async () => {
    const { token } = await member();
    await setStage(token, { lifeStage: "lactation", lifeStageDate: "2026-03-01" });
    const early = await plan(token, "LOSE_WEIGHT");
    expect(early).toMatchObject({ deficitWithheld: "lactation", extraEnergyKcal: 330, inputs: { stage: "lactation" } });
    expect(early.targets.calories).toBe(maintenanceOf(early, 330));
    await setStage(token, { lifeStageDate: "2025-10-01" });
    const later = await plan(token, "LOSE_WEIGHT");
    expect(later).toMatchObject({ deficitWithheld: "lactation", extraEnergyKcal: 400 });
    expect(later.targets.calories).toBe(maintenanceOf(later, 400));
  });

  it("uses the second trimester's figure while the due date is unknown, and breastfeeding's first months without a birth date", async () => {
    const { token } = await member();
    await setStage(token, { lifeStage: "pregnancy" });
    expect((await plan(token, "LOSE_WEIGHT")).extraEnergyKcal).toBe(340);
    await setStage(token, { lifeStage: "lactation" });
    expect((await plan(token, "LOSE_WEIGHT")).extraEnergyKcal).toBe(330);
  });

  it("stores the setup's pregnancy answer in the profile, which then decides every later build", async () => {
    const { id, token } = await member({ goal: "LOSE_WEIGHT" });
    const { status, body } = await build(token, { goal: "LOSE_WEIGHT", stage: "lactation" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ lifeStage: "lactation", lifeStageDate: null, nutrition_plan: { deficitWithheld: "lactation" } });
    expect((await storedRow(id)).lifeStage).toBe("lactation");
    // Regenerating, swapping and refreshing without the answer keep the profile's.
    const again = (await build(token, { goal: "LOSE_WEIGHT", regenerate: true })).body.nutrition_plan as Plan;
    expect(again).toMatchObject({ deficitWithheld: "lactation", inputs: { stage: "lactation" } });
    const refreshed = (await post("/api/plans/refresh", {}, { token, now })).body.nutrition_plan as Plan;
    expect(refreshed.deficitWithheld).toBe("lactation");
    // Back to "not pregnant" in the profile: the next plan has the deficit again.
    await setStage(token, { lifeStage: "none" });
    const cut = await plan(token, "LOSE_WEIGHT");
    expect(cut.deficitWithheld).toBeUndefined();
    expect(cut.inputs.stage).toBe("none");
  });

  it("refuses the setup's answer from a man's profile, in the member's language, and stores nothing", async () => {
    const { id, token } = await member({ gender: "MALE" });
    expect(await build(token, { goal: "LOSE_WEIGHT", stage: "pregnancy" })).toMatchObject({
      status: 400,
      body: {
        error: { code: "stage_not_applicable", message: "Pregnancy and breastfeeding can be chosen only in a woman's profile" },
      },
    });
    expect((await build(token, { goal: "LOSE_WEIGHT", stage: "lactation" }, "ru")).body.error.message).toBe(
      "Беременность и кормление грудью можно указать только в профиле женщины",
    );
    const row = await storedRow(id);
    expect(row.nutritionPlan).toBeNull();
    expect(row.lifeStage).toBe("none");
    expect((await build(token, { goal: "LOSE_WEIGHT", stage: "none" })).status).toBe(200);
  });

  it("rejects an unknown answer with the validation message in both languages", async () => {
    const { token } = await member();
    for (const stage of ["yes", 1, null]) {
      expect(await build(token, { goal: "LOSE_WEIGHT", stage })).toMatchObject({
        status: 400,
        body: { error: { code: "validation_failed", message: "Choose: not pregnant, pregnant or breastfeeding." } },
      });
    }
    expect((await build(token, { goal: "LOSE_WEIGHT", stage: "yes" }, "ru")).body.error.message).toBe(
      "Выберите: без беременности, беременность или кормление грудью.",
    );
  });

  it("reads an older plan that kept the answer in its inputs: the profile's stage (copied there) decides", async () => {
    const { id, token } = await member({ lifeStage: "pregnancy", goal: "LOSE_WEIGHT" });
    await getDb(env.DB)
      .update(profiles)
      .set({
        nutritionPlan: {
          inputs: { goal: "LOSE_WEIGHT", style: "dishes", vegetarian: false, variant: 0, chosen: {}, stage: "pregnancy" },
          day: [],
        },
      })
      .where(eq(profiles.userId, id));
    const refreshed = (await post("/api/plans/refresh", {}, { token, now })).body.nutrition_plan as Plan;
    expect(refreshed).toMatchObject({ deficitWithheld: "pregnancy", extraEnergyKcal: 340 });
    const me = await call("GET", "/api/profiles/me", undefined, { token });
    expect(me.body.mealPlansGenerated).toBe(1);
  });
});

describe("a stored plan follows the health context when the profile changes", () => {
  type StoredPlan = Plan & { totals: { kcal: number }; day: { dish: string }[] };
  const stored = async (token: string) => (await call("GET", "/api/profiles/me", undefined, { token })).body;
  const update = (token: string, change: Record<string, unknown>) => post("/api/profiles/update", change, { token, now });

  it("takes the deficit out of a weight-loss plan when she sets pregnancy: maintenance plus the trimester's energy, not counted as a new plan", async () => {
    const { token } = await member();
    const cut = await plan(token, "LOSE_WEIGHT");
    expect(cut.deficitWithheld).toBeUndefined();
    expect(cut.targets.calories).toBeLessThan(maintenanceOf(cut));
    // Due in 17 weeks: the second trimester's +340.
    const saved = await update(token, { lifeStage: "pregnancy", lifeStageDate: "2026-09-28" });
    expect(saved.status).toBe(200);
    expect(saved.body.nutrition_plan).toMatchObject({ deficitWithheld: "pregnancy", extraEnergyKcal: 340 });
    const profile = await stored(token);
    const after = profile.nutrition_plan as StoredPlan;
    expect(after).toMatchObject({
      deficitWithheld: "pregnancy",
      extraEnergyKcal: 340,
      inputs: { goal: "LOSE_WEIGHT", stage: "pregnancy" },
    });
    expect(after.targets.calories).toBe(maintenanceOf(after, 340));
    // The example day is fitted to the new target too.
    expect(Math.abs(after.totals.kcal - after.targets.calories)).toBeLessThanOrEqual(after.targets.calories * 0.05);
    expect(profile.mealPlansGenerated).toBe(1);
    // Back to "not pregnant": the plan's own goal, a deficit, again.
    const back = (await update(token, { lifeStage: "none" })).body.nutrition_plan as StoredPlan;
    expect(back.deficitWithheld).toBeUndefined();
    expect(back.targets.calories).toBe(cut.targets.calories);
  });

  it("gives maintenance at once to an adult whose new weight makes her underweight, or who turns out to be 17, and leaves the plan alone otherwise", async () => {
    const { token } = await member();
    const cut = await plan(token, "LOSE_WEIGHT");
    // 67 kg changes nothing the health context decides: the stored plan stays as built.
    expect((await update(token, { weight: 67 })).body.nutrition_plan).toEqual(cut);
    // 50 kg at 166 cm: BMI 18.1.
    const thin = (await update(token, { weight: 50 })).body.nutrition_plan as StoredPlan;
    expect(thin.deficitWithheld).toBe("underweight");
    expect(thin.targets.calories).toBe(Math.max(maintenanceOf(thin), 1200));
    expect((await stored(token)).nutrition_plan).toEqual(thin);
    expect((await stored(token)).mealPlansGenerated).toBe(1);
    expect(thin.targets.calories).toBe((await plan(token, "MAINTAIN")).targets.calories);

    const teen = await member();
    await plan(teen.token, "LOSE_WEIGHT");
    const minor = (await update(teen.token, { age: 17 })).body.nutrition_plan as StoredPlan;
    expect(minor.deficitWithheld).toBe("minor");
    expect(minor.targets.calories).toBe(maintenanceOf(minor));
    // Creating the profile again with the same body is a profile change too.
    const again = await post("/api/profiles/create", { ...woman, age: 17, goal: "LOSE_WEIGHT" }, { token: teen.token, now });
    expect(again.status).toBe(201);
    expect(again.body.nutrition_plan.deficitWithheld).toBe("minor");
    const grown = await post("/api/profiles/create", { ...woman, goal: "LOSE_WEIGHT" }, { token: teen.token, now });
    expect(grown.body.nutrition_plan.deficitWithheld).toBeUndefined();
    expect(grown.body.nutrition_plan.targets.calories).toBeLessThan(maintenanceOf(grown.body.nutrition_plan));
  });
});
