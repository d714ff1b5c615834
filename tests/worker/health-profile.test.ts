import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "../../worker/db/client";
import { profiles } from "../../worker/db/schema";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

// The worker's clock for every request here: the dates below are judged against this day.
const now = "2026-06-01T12:00:00Z";
const woman = { gender: "FEMALE" as const, age: 30, height: 166, weight: 68, activity: "MODERATE" as const };
async function member(over: Record<string, unknown> = {}) {
  const { id } = await createUser({ plan: "BASIC", ...woman, ...over });
  return { id, token: await createSession(id) };
}
const update = (token: string, body: Record<string, unknown>, lang?: "en" | "ru") =>
  post("/api/profiles/update", body, { token, now, lang });
const me = async (token: string) => (await call("GET", "/api/profiles/me", undefined, { token })).body;
const workout = { goal: "MAINTAIN", tier: "beginner", weekdays: ["MONDAY", "WEDNESDAY", "FRIDAY"], equipment: ["dumbbell"] };
const noes = () => Array<boolean>(7).fill(false);

describe("life stage in the profile", () => {
  it("keeps a woman's life stage with its date, drops the date when the stage changes, and clears both with 'none'", async () => {
    const { token } = await member();
    expect(await me(token)).toMatchObject({ lifeStage: "none", lifeStageDate: null });
    const saved = await update(token, { lifeStage: "pregnancy", lifeStageDate: "2026-12-01" });
    expect(saved).toMatchObject({ status: 200, body: { lifeStage: "pregnancy", lifeStageDate: "2026-12-01" } });
    // Other fields leave it alone.
    expect((await update(token, { weight: 69 })).body).toMatchObject({
      weight: 69,
      lifeStage: "pregnancy",
      lifeStageDate: "2026-12-01",
    });
    expect((await update(token, { lifeStage: "lactation" })).body).toMatchObject({ lifeStage: "lactation", lifeStageDate: null });
    expect((await update(token, { lifeStageDate: "2026-05-20" })).body).toMatchObject({
      lifeStage: "lactation",
      lifeStageDate: "2026-05-20",
    });
    expect((await update(token, { lifeStageDate: null })).body).toMatchObject({ lifeStage: "lactation", lifeStageDate: null });
    expect((await update(token, { lifeStage: "none" })).body).toMatchObject({ lifeStage: "none", lifeStageDate: null });
    expect(await me(token)).toMatchObject({ lifeStage: "none", lifeStageDate: null });
  });

  it("takes a due date from today to 42 weeks ahead and a birth date within two years, judged on the worker's clock", async () => {
    const { token } = await member();
    for (const date of ["2026-06-01", "2027-03-22"])
      expect((await update(token, { lifeStage: "pregnancy", lifeStageDate: date })).status, date).toBe(200);
    for (const date of ["2026-05-20", "2027-04-01"]) {
      expect(await update(token, { lifeStage: "pregnancy", lifeStageDate: date })).toMatchObject({
        status: 400,
        body: { error: { code: "validation_failed", message: "The due date must be between today and 42 weeks from now." } },
      });
    }
    for (const date of ["2026-06-01", "2024-06-03"])
      expect((await update(token, { lifeStage: "lactation", lifeStageDate: date })).status, date).toBe(200);
    for (const date of ["2026-06-10", "2024-05-01"]) {
      const res = await update(token, { lifeStage: "lactation", lifeStageDate: date }, "ru");
      expect(res.status, date).toBe(400);
      expect(res.body.error.message).toBe(
        "Дата рождения ребёнка должна быть в пределах последних двух лет и не позже сегодняшнего дня.",
      );
      expect(res.res.headers.get("X-Invalid-Field")).toBe("lifeStageDate");
    }
    // The last good answer is what stays.
    expect(await me(token)).toMatchObject({ lifeStage: "lactation", lifeStageDate: "2024-06-03" });
    // The same date is fine a month earlier on the clock and refused a month later.
    const later = await post(
      "/api/profiles/update",
      { lifeStage: "pregnancy", lifeStageDate: "2027-03-22" },
      { token, now: "2026-05-01T12:00:00Z" },
    );
    expect(later.status).toBe(400);
  });

  it("refuses malformed stages and dates, and a date without a stage, in both languages", async () => {
    const { token } = await member();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { lifeStage: "expecting" },
        "Choose: not pregnant, pregnant or breastfeeding.",
        "Выберите: без беременности, беременность или кормление грудью.",
      ],
      [
        { lifeStage: 1 },
        "Choose: not pregnant, pregnant or breastfeeding.",
        "Выберите: без беременности, беременность или кормление грудью.",
      ],
      [
        { lifeStage: "pregnancy", lifeStageDate: "2026-02-30" },
        "Enter the date in the form YYYY-MM-DD",
        "Укажите дату в формате ГГГГ-ММ-ДД",
      ],
      [
        { lifeStage: "pregnancy", lifeStageDate: 20261201 },
        "Enter the date in the form YYYY-MM-DD",
        "Укажите дату в формате ГГГГ-ММ-ДД",
      ],
      [
        { lifeStageDate: "2026-07-01" },
        "A date goes only with pregnancy or breastfeeding.",
        "Дату можно указать только при беременности или кормлении грудью.",
      ],
    ];
    for (const [body, en, ru] of cases) {
      const res = await update(token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.message).toBe(en);
      expect((await update(token, body, "ru")).body.error.message).toBe(ru);
    }
    expect(await me(token)).toMatchObject({ lifeStage: "none", lifeStageDate: null });
  });

  it("refuses pregnancy or breastfeeding for a man with a clear message, and clears it when a profile becomes a man's", async () => {
    const man = await member({ gender: "MALE" });
    for (const lifeStage of ["pregnancy", "lactation"]) {
      expect(await update(man.token, { lifeStage })).toMatchObject({
        status: 400,
        body: {
          error: { code: "validation_failed", message: "Pregnancy and breastfeeding can be set only in a woman's profile." },
        },
      });
    }
    expect((await update(man.token, { lifeStage: "pregnancy" }, "ru")).body.error.message).toBe(
      "Беременность и кормление грудью можно указать только в профиле женщины.",
    );
    expect((await update(man.token, { lifeStage: "none" })).status).toBe(200);
    // Switching to a woman's profile in the same request allows it.
    expect((await update(man.token, { gender: "FEMALE", lifeStage: "pregnancy" })).body).toMatchObject({
      gender: "FEMALE",
      lifeStage: "pregnancy",
    });
    expect((await update(man.token, { gender: "MALE", lifeStage: "lactation" })).status).toBe(400);
    expect((await update(man.token, { gender: "MALE" })).body).toMatchObject({
      gender: "MALE",
      lifeStage: "none",
      lifeStageDate: null,
    });
    expect((await update(man.token, { gender: "FEMALE" })).body.lifeStage).toBe("none");
  });
});

describe("pre-exercise screening", () => {
  it("stores seven answers, says see a doctor after a yes, and keeps the doctor's clearance only after a yes", async () => {
    const { token } = await member({ screening: null });
    expect((await me(token)).screening).toBeNull();
    const clear = await post("/api/profiles/screening", { answers: noes(), doctorCleared: true }, { token, now });
    expect(clear).toMatchObject({
      status: 200,
      body: { screening: { answers: noes(), answeredAt: "2026-06-01T12:00:00.000Z", doctorCleared: false } },
    });
    const yes = noes();
    yes[2] = true;
    expect((await post("/api/profiles/screening", { answers: yes }, { token, now })).body.screening).toMatchObject({
      answers: yes,
      doctorCleared: false,
    });
    expect(
      (await post("/api/profiles/screening", { answers: yes, doctorCleared: true }, { token, now })).body.screening.doctorCleared,
    ).toBe(true);
    expect((await me(token)).screening).toMatchObject({ answers: yes, doctorCleared: true });
  });

  it("refuses anything but seven yes-or-no answers, in both languages, and keeps the old answers", async () => {
    const { token } = await member();
    const before = (await me(token)).screening;
    const bad: unknown[] = [
      { answers: noes().slice(0, 6) },
      { answers: [...noes(), false] },
      { answers: [...noes().slice(0, 6), "no"] },
      { answers: [...noes().slice(0, 6), null] },
      { answers: "no" },
      {},
    ];
    for (const body of bad) {
      const res = await post("/api/profiles/screening", body, { token, now });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toEqual({
        code: "validation_failed",
        message: "Answer each of the seven questions with yes or no.",
      });
    }
    expect((await post("/api/profiles/screening", bad[0], { token, lang: "ru" })).body.error.message).toBe(
      "Ответьте «да» или «нет» на каждый из семи вопросов.",
    );
    expect((await post("/api/profiles/screening", { answers: noes(), doctorCleared: "yes" }, { token })).status).toBe(400);
    expect((await me(token)).screening).toEqual(before);
    expect((await post("/api/profiles/screening", { answers: noes() })).status).toBe(401);
  });

  it("builds no workout plan before the screening, nor after a yes until the doctor's clearance", async () => {
    const { token } = await member({ screening: null });
    expect(await post("/api/plans/workout", workout, { token })).toMatchObject({
      status: 409,
      body: {
        error: { code: "screening_required", message: "Answer the short health questions before your workout plan is built." },
      },
    });
    expect((await post("/api/plans/workout", workout, { token, lang: "ru" })).body.error.message).toBe(
      "Прежде чем составить план тренировок, ответьте на несколько коротких вопросов о здоровье.",
    );
    const yes = noes();
    yes[0] = true;
    await post("/api/profiles/screening", { answers: yes }, { token });
    const refused = await post("/api/plans/workout", workout, { token, lang: "ru" });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: "screening_see_doctor" } } });
    expect(refused.body.error.message).toMatch(/^По вашим ответам перед началом тренировок стоит показаться врачу/);
    expect((await post("/api/plans/workout", workout, { token })).body.error.message).toMatch(
      /^Your health answers say to see a doctor before you start/,
    );
    const profile = await me(token);
    expect(profile.workout_plan).toBeUndefined();
    expect(profile.trainingPlansGenerated).toBe(0);
    await post("/api/profiles/screening", { answers: yes, doctorCleared: true }, { token });
    expect((await post("/api/plans/workout", workout, { token })).status).toBe(200);
    // A new "yes" without the clearance stops the next build again.
    await post("/api/profiles/screening", { answers: yes }, { token });
    expect((await post("/api/plans/workout", { ...workout, regenerate: true }, { token })).status).toBe(409);
    await post("/api/profiles/screening", { answers: noes() }, { token });
    expect((await post("/api/plans/workout", { ...workout, regenerate: true }, { token })).status).toBe(200);
  });
});

describe("Update plans and the pre-exercise screening", () => {
  const refresh = (token: string) => post("/api/plans/refresh", {}, { token, now });
  const screen = (token: string, answers: boolean[], doctorCleared = false) =>
    post("/api/profiles/screening", { answers, doctorCleared }, { token, now });

  it("rebuilds no workout plan before the screening, nor after a 'yes' until the doctor's clearance, and stores nothing", async () => {
    const { token } = await member();
    expect((await post("/api/plans/workout", workout, { token, now })).status).toBe(200);
    const yes = noes();
    yes[1] = true;
    await screen(token, yes);
    const before = await me(token);
    const refused = await refresh(token);
    expect(refused).toMatchObject({ status: 409, body: { error: { code: "screening_see_doctor" } } });
    expect(refused.body.error.message).toMatch(/^Your health answers say to see a doctor before you start/);
    const after = await me(token);
    expect(after.workout_plan).toEqual(before.workout_plan);
    expect(after.trainingPlansGenerated).toBe(1);
    await screen(token, yes, true);
    expect((await refresh(token)).body.trainingPlansGenerated).toBe(2);
  });

  it("answers screening_required when the screening was never answered, and still refreshes a member who has no workout plan", async () => {
    const unanswered = await member({ screening: null, plan: "PRO", workoutPlan: null });
    await post("/api/plans/nutrition", { goal: "MAINTAIN" }, { token: unanswered.token, now });
    const nutritionOnly = await refresh(unanswered.token);
    expect(nutritionOnly.status).toBe(200);
    expect(nutritionOnly.body.mealPlansGenerated).toBe(2);

    const { id, token } = await member();
    expect((await post("/api/plans/workout", workout, { token, now })).status).toBe(200);
    await getDb(env.DB).update(profiles).set({ screening: null }).where(eq(profiles.userId, id));
    expect(await refresh(token)).toMatchObject({ status: 409, body: { error: { code: "screening_required" } } });
    expect((await post("/api/plans/refresh", {}, { token, now, lang: "ru" })).body.error.message).toBe(
      "Прежде чем составить план тренировок, ответьте на несколько коротких вопросов о здоровье.",
    );
    expect((await me(token)).trainingPlansGenerated).toBe(1);
  });
});
