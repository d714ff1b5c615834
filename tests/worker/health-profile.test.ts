import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock";
import { app } from "../../worker/app";
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

describe("pregnancy and the workout plan", () => {
  it("builds no workout plan for a pregnant member until her doctor or midwife cleared her, even with every answer 'no'", async () => {
    const { token } = await member();
    await update(token, { lifeStage: "pregnancy", lifeStageDate: "2026-12-01" });
    const refused = await post("/api/plans/workout", workout, { token, now });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: "screening_see_doctor" } } });
    expect((await me(token)).trainingPlansGenerated).toBe(0);
    // Her clearance is kept with every answer "no" (it is not for anyone else).
    const cleared = await post("/api/profiles/screening", { answers: noes(), doctorCleared: true }, { token, now });
    expect(cleared.body.screening.doctorCleared).toBe(true);
    expect((await post("/api/plans/workout", workout, { token, now })).status).toBe(200);
  });

  it("holds a plan built before the pregnancy: no plan day on the workout screen until she is cleared", async () => {
    const { token } = await member();
    expect((await post("/api/plans/workout", workout, { token, now })).status).toBe(200);
    await update(token, { lifeStage: "pregnancy", lifeStageDate: "2026-12-01" });
    expect((await post("/api/plans/refresh", {}, { token, now })).body.error.code).toBe("screening_see_doctor");
    await update(token, { lifeStage: "none" });
    expect((await post("/api/plans/refresh", {}, { token, now })).status).toBe(200);
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

describe("a goal weight the health context allows", () => {
  const goal = (token: string, body: Record<string, unknown>, lang?: "en" | "ru") => update(token, body, lang);

  it("refuses an adult's goal weight under BMI 18.5 with a clear 400 in both languages, and stores nothing of the request", async () => {
    // 30 years, 165 cm, 56 kg (BMI 20.6): 45 kg would be BMI 16.5; BMI 18.5 starts at 50.37 kg.
    const { token } = await member({ height: 165, weight: 56 });
    expect((await goal(token, { targetWeight: 52 })).body.targetWeight).toBe(52);
    const refused = await goal(token, { targetWeight: 45, weight: 57 });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        error: {
          code: "validation_failed",
          message:
            "A goal weight of 45 kg would put your BMI at 16.5, below 18.5, which is underweight for your height. Choose 50.4 kg or more: that is where a healthy weight for your height starts. If you want to weigh less, please talk to a doctor.",
        },
      },
    });
    expect(refused.res.headers.get("X-Invalid-Field")).toBe("targetWeight");
    expect((await goal(token, { targetWeight: 45 }, "ru")).body.error.message).toBe(
      "При целевом весе 45\u00a0кг ваш ИМТ составит 16,5\u00a0— ниже 18,5, это недостаточный вес для вашего роста. Укажите не меньше 50,4\u00a0кг: с этого веса для вашего роста начинается здоровый диапазон. Если вы хотите весить меньше, обратитесь к врачу.",
    );
    expect(await me(token)).toMatchObject({ targetWeight: 52, weight: 56 });
    expect((await goal(token, { targetWeight: 50.4 })).body.targetWeight).toBe(50.4);
  });

  it("names the weights in pounds to a member who reads pounds, in both languages", async () => {
    const { token } = await member({ height: 165, weight: 56 });
    expect((await post("/api/account/units", { units: "imperial" }, { token })).status).toBe(200);
    // 45 kg is 99.2 lb; the healthy 50.4 kg is 111.11 lb, rounded up to 111.2 (which the rule takes).
    expect((await goal(token, { targetWeight: 45 })).body.error.message).toMatch(
      /^A goal weight of 99\.2 lb would put your BMI at 16\.5, below 18\.5.*Choose 111\.2 lb or more:/,
    );
    expect((await goal(token, { targetWeight: 45 }, "ru")).body.error.message).toMatch(
      /^При целевом весе 99,2\u00a0фунт\. ваш ИМТ.*Укажите не меньше 111,2\u00a0фунт\.:/,
    );
    expect((await goal(token, { targetWeight: 111.2 * 0.45359237 })).status).toBe(200);
  });

  it("draws the line at BMI 18.5 exactly, with the height sent in the same request", async () => {
    // 200 cm: BMI 18.5 is 74 kg.
    const { token } = await member({ gender: "MALE", height: 200, weight: 90 });
    expect((await goal(token, { targetWeight: 74 })).status).toBe(200);
    const under = await goal(token, { targetWeight: 73.9 });
    expect(under.status).toBe(400);
    expect(under.body.error.message).toMatch(
      /^A goal weight of 73\.9 kg would put your BMI at 18\.4, below 18\.5.*Choose 74 kg or more/,
    );
    // At 199 cm the same 73.9 kg is BMI 18.66.
    expect((await goal(token, { height: 199, targetWeight: 73.9 })).body).toMatchObject({ height: 199, targetWeight: 73.9 });
  });

  it("leaves a member under 18 to the minors' own rule (no deficit at all), and judges the age sent with the goal", async () => {
    const { token } = await member({ age: 17, height: 165, weight: 56 });
    expect((await goal(token, { targetWeight: 45 })).body.targetWeight).toBe(45);
    expect((await goal(token, { age: 18, targetWeight: 45 })).status).toBe(400);
    expect((await goal(token, { targetWeight: null })).body.targetWeight).toBeNull();
  });
});

describe("a later 'yes' in the screening holds an existing workout plan back", () => {
  // 2026-06-01 (the worker's clock above) is a Monday, a training day of the plan.
  const today = "2026-06-01";
  const schedule = (token: string, lang?: "en" | "ru") =>
    post("/api/plans/workout/schedule", { weekdays: ["TUESDAY", "THURSDAY"] }, { token, now, lang });
  const screen = (token: string, answers: boolean[], doctorCleared = false) =>
    post("/api/profiles/screening", { answers, doctorCleared }, { token, now });

  /** One coach message on the worker's clock (the pause between messages reset first); the answer's text. */
  async function ask(m: { id: string; token: string }, content: string, lang: "en" | "ru" = "en") {
    await env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(m.id)).reset(Date.parse(now));
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request("https://forma.test/api/chat/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${m.token}`, Cookie: `lang=${lang}` },
        body: JSON.stringify({ content, today }),
      }),
      { ...env, clock: fixedClock(now) },
      ctx,
    );
    const text = await res.text();
    await waitOnExecutionContext(ctx);
    expect(res.status, text).toBe(200);
    return text;
  }

  it("answers the coach's 'workout today' with see a doctor and refuses rescheduling, until the doctor's clearance", async () => {
    const m = await member({ plan: "PRO" });
    const { token } = m;
    expect((await post("/api/plans/workout", { ...workout, today }, { token, now })).status).toBe(200);
    expect(await ask(m, "What's my workout today?")).toMatch(/in your plan, \d+ exercises/);
    const workoutDay = async () => (await call("GET", `/api/workouts/day?date=${today}`, undefined, { token, now })).body;
    expect((await workoutDay()).planDays.length).toBeGreaterThan(0);
    const yes = noes();
    yes[4] = true;
    await screen(token, yes);
    const plan = (await me(token)).workout_plan;
    // The workout screen shows no plan day either (a free workout can still be logged).
    expect(await workoutDay()).toMatchObject({ preview: null, planDays: [] });

    const en = await ask(m, "What's my workout today?");
    expect(en).toMatch(
      /^Your health answers say to see a doctor before you start\. Once your doctor has cleared you to exercise/,
    );
    expect(en).toContain("Chest pain, trouble breathing or fainting right now: stop and call emergency services.");
    expect(en).not.toMatch(/\/exercises\/|\/workout|exercises:/);
    const ru = await ask(m, "Какая у меня сегодня тренировка?", "ru");
    expect(ru).toMatch(/^По вашим ответам перед началом тренировок стоит показаться врачу/);
    expect(ru).not.toContain("/exercises/");

    expect(await schedule(token)).toMatchObject({
      status: 409,
      body: {
        error: { code: "screening_see_doctor", message: expect.stringMatching(/^Your health answers say to see a doctor/) },
      },
    });
    expect((await schedule(token, "ru")).body.error.message).toMatch(
      /^По вашим ответам перед началом тренировок стоит показаться врачу/,
    );
    expect((await me(token)).workout_plan).toEqual(plan);

    await screen(token, yes, true);
    expect((await workoutDay()).planDays.length).toBeGreaterThan(0);
    expect((await schedule(token)).body.workout_plan.plan.inputs.weekdays).toEqual(["TUESDAY", "THURSDAY"]);
    // Monday is a rest day now: the coach names the next workout again.
    expect(await ask(m, "What's my workout today?")).toMatch(/^Today is a rest day in your plan.*next workout is on Tuesday/);
  }, 20_000);

  it("refuses rescheduling before the screening was ever answered, like a new plan", async () => {
    const { id, token } = await member();
    expect((await post("/api/plans/workout", workout, { token, now })).status).toBe(200);
    await getDb(env.DB).update(profiles).set({ screening: null }).where(eq(profiles.userId, id));
    expect(await schedule(token)).toMatchObject({ status: 409, body: { error: { code: "screening_required" } } });
  });
});
