import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { exercises } from "../../content/exercises/index";
import { getDb } from "../../worker/db/client";
import { profiles } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const body = { gender: "MALE" as const, age: 32, height: 180, weight: 82, activity: "MODERATE" as const };
async function member(plan: "FREE" | "BASIC" | "PRO" = "PRO", over: Record<string, unknown> = {}) {
  const { id } = await createUser({ plan, ...body, ...over });
  return { id, token: await createSession(id) };
}

const workoutBody = {
  goal: "GAIN_MUSCLE",
  tier: "popular",
  weekdays: ["MONDAY", "WEDNESDAY", "FRIDAY"],
  equipment: ["barbell", "dumbbell", "bench", "cable"],
};
const nutritionBody = { goal: "LOSE_WEIGHT" };

async function counters(userId: string) {
  const row = await getDb(env.DB).select().from(profiles).where(eq(profiles.userId, userId)).get();
  return { training: row!.trainingPlansGenerated, meals: row!.mealPlansGenerated };
}

describe("plans API", () => {
  it("needs a session", async () => {
    for (const path of [
      "/api/plans/workout",
      "/api/plans/workout/schedule",
      "/api/plans/nutrition",
      "/api/plans/nutrition/swap",
      "/api/plans/refresh",
    ]) {
      expect(await post(path, {})).toMatchObject({ status: 401, body: { error: { message: "No access token available" } } });
    }
  });

  it("gives workout plans to Standard and Pro only, nutrition plans to Pro only, in the member's language", async () => {
    const free = await member("FREE");
    expect(await post("/api/plans/workout", workoutBody, { token: free.token })).toMatchObject({
      status: 403,
      body: { error: { code: "subscription_required", message: "A Standard or Pro subscription is required for workout plans" } },
    });
    const basic = await member("BASIC");
    expect((await post("/api/plans/workout", workoutBody, { token: basic.token })).status).toBe(200);
    expect(await post("/api/plans/nutrition", nutritionBody, { token: basic.token, lang: "ru" })).toMatchObject({
      status: 403,
      body: { error: { message: "Для планов питания нужен тариф Pro" } },
    });
    expect(await counters(basic.id)).toEqual({ training: 1, meals: 0 });
  });

  it("generates a workout plan from the profile and the choices, and counts it", async () => {
    const { id, token } = await member("BASIC");
    const { status, body: profile } = await post(
      "/api/plans/workout",
      { ...workoutBody, today: "2026-11-19" },
      { token, now: "2026-11-19T09:00:00Z" },
    );
    expect(status).toBe(200);
    const stored = profile.workout_plan;
    expect(stored.startMonday).toBe("2026-11-16");
    expect(stored.plan.inputs).toMatchObject({
      sex: "male",
      age: 32,
      weightKg: 82,
      goal: "GAIN_MUSCLE",
      tier: "popular",
      variant: 0,
    });
    const days = stored.plan.week.filter((d: { type: string | null }) => d.type);
    expect(days.map((d: { weekday: string }) => d.weekday)).toEqual(["MONDAY", "WEDNESDAY", "FRIDAY"]);
    const allowed = new Set(["bodyweight", ...workoutBody.equipment]);
    for (const d of days) {
      for (const e of d.exercises)
        expect(exercises.find((x) => x.slug === e.slug)!.equipment.every((q) => allowed.has(q))).toBe(true);
    }
    expect(profile.trainingPlansGenerated).toBe(1);
    // The session now knows the member has a workout plan (the pulsing dot's rule).
    const session = await call("GET", "/api/auth/session", undefined, { token });
    expect(session.body.user).toMatchObject({ hasWorkoutPlan: true, hasNutritionPlan: false });
    // Regenerate draws another selection and counts again.
    const again = await post("/api/plans/workout", { ...workoutBody, regenerate: true }, { token });
    expect(again.body.workout_plan.plan.inputs.variant).toBe(1);
    expect(await counters(id)).toEqual({ training: 2, meals: 0 });
  });

  it("refuses bad choices with the field's message and changes nothing", async () => {
    const { id, token } = await member("PRO");
    const cases: [unknown, string][] = [
      [{ ...workoutBody, weekdays: ["MONDAY"] }, "Choose 2 to 6 training days a week"],
      [{ ...workoutBody, weekdays: ["MONDAY", "MONDAY", "FRIDAY"] }, "Choose days of the week from Monday to Sunday, each once"],
      [{ ...workoutBody, weekdays: ["MONDAY", "FUNDAY"] }, "Choose days of the week from Monday to Sunday, each once"],
      [{ ...workoutBody, tier: "elite" }, "Choose a level: beginner, popular or advanced"],
      [{ ...workoutBody, equipment: ["rocket"] }, "Choose equipment from the list"],
      [{ ...workoutBody, goal: undefined }, "Choose a goal"],
    ];
    for (const [payload, message] of cases) {
      expect(await post("/api/plans/workout", payload, { token })).toMatchObject({
        status: 400,
        body: { error: { code: "validation_failed", message } },
      });
    }
    expect(await counters(id)).toEqual({ training: 0, meals: 0 });
  });

  it("needs a complete profile", async () => {
    const { id } = await createUser({ plan: "PRO" });
    const token = await createSession(id);
    expect(await post("/api/plans/workout", workoutBody, { token })).toMatchObject({
      status: 409,
      body: {
        error: { code: "profile_incomplete", message: "Complete your profile (weight, height, age, gender and activity) first" },
      },
    });
  });

  it("places the plan on the week of the worker's clock; a 'today' more than a day away from it is not trusted", async () => {
    const { token } = await member("BASIC");
    // Sunday 2030-03-10, 22:00 UTC by the clock. East of UTC it is already Monday: the member's day is trusted.
    const at = "2030-03-10T22:00:00Z";
    const east = await post("/api/plans/workout", { ...workoutBody, today: "2030-03-11" }, { token, now: at });
    expect(east.body.workout_plan.startMonday).toBe("2030-03-11");
    // A day further than one from the clock's is not: the clock's own day (the week of the 4th) is used.
    const far = await post("/api/plans/workout", { ...workoutBody, today: "2030-03-14", regenerate: true }, { token, now: at });
    expect(far.body.workout_plan.startMonday).toBe("2030-03-04");
    const none = await post("/api/plans/workout", { ...workoutBody, regenerate: true }, { token, now: "2030-03-13T08:00:00Z" });
    expect(none.body.workout_plan.startMonday).toBe("2030-03-11");
  });

  it("reschedules the plan without counting a new one; without a plan there is nothing to reschedule", async () => {
    const { id, token } = await member("PRO");
    expect((await post("/api/plans/workout/schedule", { weekdays: ["TUESDAY", "THURSDAY"] }, { token })).status).toBe(404);
    await post("/api/plans/workout", { ...workoutBody, today: "2026-11-19" }, { token, now: "2026-11-19T09:00:00Z" });
    const { status, body: profile } = await post(
      "/api/plans/workout/schedule",
      { weekdays: ["TUESDAY", "THURSDAY", "SATURDAY", "SUNDAY"] },
      { token },
    );
    expect(status).toBe(200);
    const types = profile.workout_plan.plan.week.map((d: { type: string | null }) => d.type);
    expect(types).toEqual([null, "upper", null, "lower", null, "upper", "lower"]);
    expect(profile.workout_plan.startMonday).toBe("2026-11-16");
    expect(await counters(id)).toEqual({ training: 1, meals: 0 });
    expect((await post("/api/plans/workout/schedule", { weekdays: [] }, { token })).body.error.message).toBe(
      "Choose 2 to 6 training days a week",
    );
  });

  it("generates a nutrition plan whose example day lands within 5 % of the targets", async () => {
    const { id, token } = await member("PRO");
    const { status, body: profile } = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token });
    expect(status).toBe(200);
    const plan = profile.nutrition_plan;
    expect(plan.day.map((p: { meal: string }) => p.meal)).toEqual(["breakfast", "lunch", "dinner", "snack", "evening"]);
    expect(Math.abs(plan.totals.kcal - plan.targets.calories) / plan.targets.calories).toBeLessThanOrEqual(0.05);
    expect(Math.abs(plan.totals.protein - plan.targets.protein.grams) / plan.targets.protein.grams).toBeLessThanOrEqual(0.05);
    expect(await counters(id)).toEqual({ training: 0, meals: 1 });
  });

  it("swaps a dish and re-balances the day; a dish for another meal or not in the library is refused", async () => {
    const { token } = await member("PRO");
    const first = (await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token })).body.nutrition_plan;
    const lunch = first.day.find((p: { meal: string }) => p.meal === "lunch").dish;
    const { dishes } = await import("../../content/dishes/dishes");
    const other = dishes.find(
      (d) => d.meals.includes("lunch") && d.slug !== lunch && !first.day.some((p: { dish: string }) => p.dish === d.slug),
    )!;
    const { status, body: profile } = await post("/api/plans/nutrition/swap", { meal: "lunch", dish: other.slug }, { token });
    expect(status).toBe(200);
    const plan = profile.nutrition_plan;
    expect(plan.day.find((p: { meal: string }) => p.meal === "lunch").dish).toBe(other.slug);
    expect(plan.inputs.chosen).toEqual({ lunch: other.slug });
    expect(Math.abs(plan.totals.kcal - plan.targets.calories) / plan.targets.calories).toBeLessThanOrEqual(0.05);
    const breakfastOnly = dishes.find((d) => d.meals.length === 1 && d.meals[0] === "breakfast")!;
    expect(await post("/api/plans/nutrition/swap", { meal: "lunch", dish: breakfastOnly.slug }, { token })).toMatchObject({
      status: 400,
      body: { error: { code: "dish_invalid", message: "This dish does not suit that meal or your plan" } },
    });
    expect((await post("/api/plans/nutrition/swap", { meal: "brunch", dish: other.slug }, { token })).body.error.message).toBe(
      "Choose a meal: breakfast, lunch, dinner, snack or evening",
    );
    // Nothing changed by the refused swaps.
    const me = await call("GET", "/api/profiles/me", undefined, { token });
    expect(me.body.nutrition_plan.day).toEqual(plan.day);
  });

  it("Update Plans rebuilds both plans from the new metrics and the profile's goal", async () => {
    const { id, token } = await member("PRO");
    await post("/api/plans/workout", workoutBody, { token });
    const before = (await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token })).body.nutrition_plan;
    await post("/api/profiles/update", { weight: 95, goal: "LOSE_WEIGHT" }, { token });
    const { body: profile } = await post("/api/plans/refresh", {}, { token });
    expect(profile.workout_plan.plan.inputs).toMatchObject({ weightKg: 95, goal: "LOSE_WEIGHT", tier: "popular" });
    expect(profile.nutrition_plan.inputs.weightKg).toBe(95);
    expect(profile.nutrition_plan.targets.calories).toBeLessThan(before.targets.calories);
    expect(await counters(id)).toEqual({ training: 2, meals: 2 });
  });

  it("never shows a plan the subscription no longer covers, and never another member's", async () => {
    const pro = await member("PRO");
    await post("/api/plans/workout", workoutBody, { token: pro.token });
    await post("/api/plans/nutrition", nutritionBody, { token: pro.token });
    const other = await member("PRO");
    const theirs = await call("GET", "/api/profiles/me", undefined, { token: other.token });
    expect(theirs.body.workout_plan).toBeUndefined();
    expect(theirs.body.nutrition_plan).toBeUndefined();
    await getDb(env.DB).update(profiles).set({ plan: "BASIC" }).where(eq(profiles.userId, pro.id));
    const mine = await call("GET", "/api/profiles/me", undefined, { token: pro.token });
    expect(mine.body.workout_plan).toBeDefined();
    expect(mine.body.nutrition_plan).toBeUndefined();
  });
});
