import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock";
import { app } from "../../worker/app";
import { getDb } from "../../worker/db/client";
import { bodyEntries, dietAdjustments, profiles } from "../../worker/db/schema";
import { adjustForRun } from "../../worker/plans/adjustments";
import { call, fresh, metrics as body, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

// Eating-disorder signs the coach reads in a message are kept on the member's profile: until the
// member confirms talking to a doctor, no calorie or macro targets anywhere (the coach, the
// nutrition plan, the diary) and no weekly step down. Every request runs on a fixed clock.

const db = getDb(env.DB);
/** A Monday morning: the week of 2026-11-23. */
const monday = Date.parse("2026-11-23T09:00:00Z");
const minute = 60_000;
const today = "2026-11-23";

async function member(plan: "FREE" | "PRO" = "PRO", over: Record<string, unknown> = {}) {
  const { id } = await createUser({ plan, ...body, ...over });
  return { id, token: await createSession(id) };
}

/** One message to the coach at `at` (the worker's clock stopped there); the streamed answer's text. */
async function say(m: { token: string }, content: string, at: number, lang: "en" | "ru" = "en") {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request("https://forma.test/api/chat/messages", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${m.token}`,
        Cookie: `lang=${lang}`,
        "CF-Connecting-IP": fresh().ip,
      },
      body: JSON.stringify({ content, today }),
    }),
    { ...env, clock: fixedClock(at) },
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  expect(res.status, content).toBe(200);
  return text;
}

const signsAt = async (userId: string) =>
  (await db.select({ at: profiles.eatingDisorderSignsAt }).from(profiles).where(eq(profiles.userId, userId)).get())?.at ?? null;
const flag = (userId: string, at = monday) =>
  db
    .update(profiles)
    .set({ eatingDisorderSignsAt: new Date(at) })
    .where(eq(profiles.userId, userId));
const me = async (token: string) => (await call("GET", "/api/profiles/me", undefined, { token, now: monday })).body;
const dayTargets = async (token: string) =>
  (await call("GET", `/api/diary/day?date=${today}`, undefined, { token, now: monday })).body.targets;
const showTargets = (token: string | undefined, bodyOf: unknown = { doctorConsulted: true }, lang?: "en" | "ru") =>
  post("/api/profiles/show-targets", bodyOf, {
    ...(token ? { token } : {}),
    now: monday + 30 * minute,
    ...(lang ? { lang } : {}),
  });

describe("eating-disorder signs are remembered after the message that showed them", () => {
  it("answers a later calorie question with the eating-disorder reply and no number, in both languages", async () => {
    const m = await member();
    const first = await say(m, "I make myself throw up after meals", monday);
    expect(first).toMatch(/^Thank you for telling me\./);

    const calories = await say(m, "how many calories should I eat to lose weight?", monday + minute);
    expect(calories).not.toMatch(/\d|kcal/);
    expect(calories).toMatch(/^Thank you for telling me\./);
    expect(calories).toContain("I won't give calorie targets or a deficit here.");
    // Recorded on the profile at the first message's clock.
    expect((await signsAt(m.id))?.getTime()).toBe(monday);
    const protein = await say(m, "How much protein should I eat a day?", monday + 2 * minute);
    expect(protein).toMatch(/^Thank you for telling me\./);
    expect(protein).not.toMatch(/\d/);
    const ru = await say(m, "Сколько калорий мне есть, чтобы похудеть?", monday + 3 * minute, "ru");
    expect(ru).toContain("Здесь я не буду давать норм калорий и дефицита.");
    expect(ru).not.toMatch(/\d|ккал/);

    // Training is still answered as usual, and a question asked again is not a new sign.
    const squat = await say(m, "How do I do a barbell back squat?", monday + 4 * minute);
    expect(squat).not.toMatch(/^Thank you for telling me/);
    expect((await signsAt(m.id))?.getTime()).toBe(monday);

    // The rule is the record, not the question: a member without signs gets the numbers.
    const other = await member();
    expect(await say(other, "how many calories should I eat to lose weight?", monday)).toMatch(/\*\*[\d,]+ kcal\*\*/);
    expect(await signsAt(other.id)).toBeNull();
  }, 20_000);

  it("records the signs when an emergency in the same message is answered first, in both languages", async () => {
    for (const [lang, first, ask, emergency, noTargets] of [
      [
        "en",
        "I make myself throw up after meals and now my heart races and I feel dizzy",
        "how many calories should I eat to lose weight?",
        /call/i,
        "I won't give calorie targets or a deficit here.",
      ],
      ["ru", "вызываю рвоту после еды и теряю сознание", "Сколько калорий мне есть, чтобы похудеть?", /112/, "Здесь я не буду давать норм калорий и дефицита."],
    ] as const) {
      const m = await member();
      const answer = await say(m, first, monday, lang);
      expect(answer, first).toMatch(emergency);
      expect(answer).not.toMatch(/^Thank you for telling me|^Спасибо/);
      expect((await signsAt(m.id))?.getTime(), first).toBe(monday);
      const calories = await say(m, ask, monday + minute, lang);
      expect(calories).toContain(noTargets);
      expect(calories).not.toMatch(/kcal|ккал/);
    }
  }, 20_000);

  it("serves no nutrition plan and no diary targets while the signs are on record", async () => {
    const m = await member();
    expect((await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token: m.token, now: monday })).status).toBe(200);
    expect(await dayTargets(m.token)).toMatchObject({ source: "plan", calories: expect.any(Number) });
    await flag(m.id);

    const day = await call("GET", `/api/diary/day?date=${today}`, undefined, { token: m.token, now: monday });
    // No calorie or macro figure anywhere in the day's answer.
    expect(JSON.stringify(day.body)).not.toMatch(/"(calories|protein|fat|carbs|extraEnergyKcal)":\s*[1-9]/);
    expect(day.body.targets).toEqual({ source: "withheld", reason: "eating-disorder" });
    const profile = await me(m.token);
    expect(profile.nutrition_plan).toBeUndefined();
    expect(profile.eatingDisorderSigns).toBe(true);
    // Nor is a plan built (and counted) meanwhile: a clear 409 in the member's language.
    const rebuilt = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", regenerate: true }, { token: m.token, now: monday });
    expect(rebuilt).toMatchObject({ status: 409, body: { error: { code: "targets_paused" } } });
    expect(rebuilt.body.error.message).toMatch(/^Your calorie and nutrition targets are paused/);
    const ru = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token: m.token, now: monday, lang: "ru" });
    expect(ru.body.error.message).toMatch(/^Цели по калориям и питанию на паузе/);

    // A member without a plan (the calculator's targets) gets none either.
    const free = await member("FREE", { goal: "MAINTAIN" });
    expect(await dayTargets(free.token)).toMatchObject({ source: "calculator" });
    await flag(free.id);
    expect(await dayTargets(free.token)).toEqual({ source: "withheld", reason: "eating-disorder" });
  });

  it("the weekly adjustments never lower the calories while the signs are on record", async () => {
    // A man on a cut gaining 0.3 kg a week: the weekly rule would take calories off.
    const m = await member("PRO", { gender: "MALE", age: 32, height: 180, weight: 100 });
    const built = await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token: m.token, now: monday });
    const calories = built.body.nutrition_plan.targets.calories as number;
    const last = Date.parse(`${today}T00:00:00Z`);
    await db.insert(bodyEntries).values(
      Array.from({ length: 14 }, (_, i) => ({
        id: crypto.randomUUID(),
        userId: m.id,
        date: new Date(last - (13 - i) * 86_400_000).toISOString().slice(0, 10),
        weight: 100 + (0.3 / 7) * i,
      })),
    );
    await flag(m.id, monday - minute);

    // The weekly run (the cron's consumer) and opening the tab: no step down, no row (at most the
    // plan's old cut raised to maintenance, as for any member a deficit is not for).
    const profile = await db.select().from(profiles).where(eq(profiles.userId, m.id)).get();
    expect(["paused", "changed"]).toContain(await adjustForRun(db, profile!, monday));
    const tab = await call("GET", "/api/plans/nutrition/adjustments", undefined, { token: m.token, now: monday });
    expect(tab.status).toBe(200);
    const stored = await db.select().from(profiles).where(eq(profiles.userId, m.id)).get();
    expect((stored!.nutritionPlan as { targets: { calories: number } }).targets.calories).toBeGreaterThanOrEqual(calories);
    expect(await db.select().from(dietAdjustments).where(eq(dietAdjustments.userId, m.id)).all()).toEqual([]);
    expect(tab.body).toMatchObject({ healthBlock: "eating-disorder", history: [] });
  });
});

describe("POST /api/profiles/show-targets", () => {
  it("clears the signs for the member who confirms, brings the targets back, and a new sign sets them again", async () => {
    const m = await member();
    await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token: m.token, now: monday });
    await say(m, "I make myself throw up after meals", monday);
    expect((await me(m.token)).eatingDisorderSigns).toBe(true);

    const shown = await showTargets(m.token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      eatingDisorderSigns: false,
      nutrition_plan: { targets: { calories: expect.any(Number) } },
    });
    expect(await signsAt(m.id)).toBeNull();
    expect(await dayTargets(m.token)).toMatchObject({ source: "plan", deficitWithheld: null });
    expect(await say(m, "how many calories should I eat to lose weight?", monday + 40 * minute)).toMatch(/\*\*[\d,]+ kcal\*\*/);
    // Idempotent: confirming again changes nothing.
    const again = await showTargets(m.token);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ eatingDisorderSigns: false });

    // A new sign later records them again.
    await say(m, "I've been using laxatives to lose weight", monday + 50 * minute);
    expect((await signsAt(m.id))?.getTime()).toBe(monday + 50 * minute);
    expect((await me(m.token)).eatingDisorderSigns).toBe(true);
  }, 20_000);

  it("clears only the caller's own signs: another member's session cannot, and a visitor gets 401", async () => {
    const owner = await member();
    await flag(owner.id);
    const other = await member();

    expect(await showTargets(undefined)).toMatchObject({ status: 401 });
    const theirs = await showTargets(other.token);
    expect(theirs.status).toBe(200);
    expect(theirs.body.id).not.toBe((await me(owner.token)).id);
    expect((await signsAt(owner.id))?.getTime()).toBe(monday);
    expect((await me(owner.token)).eatingDisorderSigns).toBe(true);
  });

  it("takes only an explicit confirmation, with the message in the member's language", async () => {
    const m = await member();
    await flag(m.id);
    for (const bad of [{}, { doctorConsulted: false }, { doctorConsulted: "yes" }]) {
      const res = await showTargets(m.token, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.message).toBe("Confirm that you have talked to a doctor.");
    }
    expect((await showTargets(m.token, {}, "ru")).body.error.message).toBe("Подтвердите, что поговорили с врачом.");
    expect((await signsAt(m.id))?.getTime()).toBe(monday);
  });
});
