import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { profiles } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const woman = { gender: "FEMALE" as const, age: 30, height: 166, weight: 68, activity: "MODERATE" as const };
async function member(over: Record<string, unknown> = {}) {
  const { id } = await createUser({ plan: "PRO", ...woman, ...over });
  return { id, token: await createSession(id) };
}
async function storedPlan(userId: string) {
  const row = await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, userId)).get();
  return row!.nutritionPlan as {
    inputs: { stage?: string };
    tdee: number;
    targets: { calories: number };
    deficitWithheld?: string;
  } | null;
}
const maintenance = async (token: string) =>
  (await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token })).body.nutrition_plan.targets.calories;

describe("nutrition plan safety", () => {
  it("gives a 17-year-old who asks to lose weight maintenance calories and says why", async () => {
    const { id, token } = await member({ age: 17 });
    const { status, body } = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token });
    expect(status).toBe(200);
    expect(body.nutrition_plan.deficitWithheld).toBe("minor");
    expect(body.nutrition_plan.inputs.goal).toBe("LOSE_WEIGHT");
    const cut = body.nutrition_plan.targets.calories;
    expect(await maintenance(token)).toBe(cut);
    expect((await storedPlan(id))!.deficitWithheld).toBeUndefined(); // the last build was the maintenance one
  });

  it("keeps the deficit for an adult", async () => {
    const { token } = await member({ age: 18 });
    const plan = (await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token })).body.nutrition_plan;
    expect(plan.deficitWithheld).toBeUndefined();
    expect(plan.targets.calories).toBeLessThan(await maintenance(token));
  });

  it("stores the pregnancy or breastfeeding answer with the plan and builds no deficit", async () => {
    for (const stage of ["pregnancy", "lactation"] as const) {
      const { id, token } = await member();
      const { status, body } = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage }, { token });
      expect(status).toBe(200);
      expect(body.nutrition_plan.inputs.stage).toBe(stage);
      expect(body.nutrition_plan.deficitWithheld).toBe("pregnancy");
      const stored = await storedPlan(id);
      expect(stored!.inputs.stage).toBe(stage);
      // Regenerating, swapping a dish and refreshing keep the answer.
      const again = (await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage, regenerate: true }, { token })).body
        .nutrition_plan;
      expect(again.inputs.stage).toBe(stage);
      const refreshed = (await post("/api/plans/refresh", {}, { token })).body.nutrition_plan;
      expect(refreshed.inputs.stage).toBe(stage);
      expect(body.nutrition_plan.targets.calories).toBe(await maintenance(token));
    }
  });

  it("defaults to neither and keeps the deficit then", async () => {
    const { token } = await member();
    const plan = (await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token })).body.nutrition_plan;
    expect(plan.inputs.stage).toBe("none");
    expect(plan.deficitWithheld).toBeUndefined();
  });

  it("refuses the question's answer from a man's profile, in the member's language, and stores nothing", async () => {
    const { id, token } = await member({ gender: "MALE" });
    expect(await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage: "pregnancy" }, { token })).toMatchObject({
      status: 400,
      body: {
        error: { code: "stage_not_applicable", message: "Pregnancy and breastfeeding can be chosen only in a woman's profile" },
      },
    });
    expect(await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage: "lactation" }, { token, lang: "ru" })).toMatchObject({
      status: 400,
      body: {
        error: {
          code: "stage_not_applicable",
          message: "Беременность и кормление грудью можно указать только в профиле женщины",
        },
      },
    });
    expect(await storedPlan(id)).toBeNull();
    expect((await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage: "none" }, { token })).status).toBe(200);
  });

  it("rejects an unknown answer with the validation message in both languages", async () => {
    const { token } = await member();
    for (const stage of ["yes", 1, null]) {
      expect(await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage }, { token })).toMatchObject({
        status: 400,
        body: { error: { code: "validation_failed", message: "Choose: not pregnant, pregnant or breastfeeding." } },
      });
    }
    expect(
      (await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage: "yes" }, { token, lang: "ru" })).body.error.message,
    ).toBe("Выберите: без беременности, беременность или кормление грудью.");
  });

  it("answers concurrent builds with and without the answer consistently: the stored plan is one of them, whole", async () => {
    const { id, token } = await member();
    const results = await Promise.all([
      post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage: "pregnancy" }, { token }),
      post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage: "none" }, { token }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const stored = (await storedPlan(id))!;
    expect(stored.inputs.stage === "pregnancy").toBe(stored.deficitWithheld === "pregnancy");
    const me = await call("GET", "/api/profiles/me", undefined, { token });
    expect(me.body.mealPlansGenerated).toBe(2);
  });
});
