import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock";
import { app } from "../../worker/app";
import { getDb } from "../../worker/db/client";
import { profiles, subscriptions } from "../../worker/db/schema";
import { fresh } from "./auth-helpers";
import { createSession, createUser } from "./factories";
import { figure, pngOf } from "./transform-files";

// The Time machine takes the member's health context: no cut for members under 18, underweight
// adults, or in pregnancy or breastfeeding (refused before anything is stored or spent), and a
// note on a bulk from BMI 25 up.

const now = Date.parse("2026-11-24T10:00:00Z");
const db = () => getDb(env.DB);
const woman = { gender: "FEMALE" as const, age: 30, height: 168, weight: 62, activity: "MODERATE" as const, goal: "LOSE_WEIGHT" as const };

/** A Pro member with a subscription and 10 previews this month. */
async function proMember(over: Partial<typeof profiles.$inferInsert> = {}) {
  const { id } = await createUser({ plan: "PRO", ...woman, ...over });
  await db()
    .insert(subscriptions)
    .values({
      userId: id,
      provider: "sandbox",
      customerId: `cus_${id}`,
      subscriptionId: `sub_${id}`,
      plan: "PRO",
      interval: "month",
      status: "active",
      currentPeriodEnd: new Date(now + 20 * 86_400_000),
      predicatesLeft: 10,
      lastEventAt: new Date(now - 60_000),
    });
  return { id, token: await createSession(id) };
}

async function send(method: string, path: string, opts: { token: string; body?: Uint8Array; lang?: "en" | "ru" }) {
  const headers: Record<string, string> = { "CF-Connecting-IP": fresh().ip, Authorization: `Bearer ${opts.token}` };
  if (opts.lang) headers.Cookie = `lang=${opts.lang}`;
  if (opts.body) headers["Content-Type"] = "application/octet-stream";
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`https://forma.test${path}`, { method, headers, body: opts.body }), { ...env, clock: fixedClock(now) }, ctx);
  await waitOnExecutionContext(ctx);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const upload = async (token: string, q: string, lang?: "en" | "ru") =>
  send("POST", `/api/transform/previews?${q}`, { token, body: await pngOf(figure(400, 600)), lang });
const state = async (token: string) => (await send("GET", "/api/transform/previews", { token })).body;
const objects = async (userId: string) => (await env.PHOTOS.list({ prefix: `users/${userId}/` })).objects.map((o) => o.key);

const groups = [
  {
    name: "an underweight adult (BMI 17.7)",
    profile: { weight: 50 },
    en: /Your BMI is below 18\.5, so Time machine doesn't show a cut/,
    ru: /Ваш ИМТ ниже 18,5, поэтому «Машина времени» не показывает сушку/,
  },
  {
    name: "a 16-year-old",
    profile: { age: 16 },
    en: /doesn't show a cut to members under 18/,
    ru: /До 18\u00a0лет «Машина времени» не показывает сушку/,
  },
  {
    name: "a pregnant member",
    profile: { lifeStage: "pregnancy" as const, lifeStageDate: "2027-03-01" },
    en: /doesn't show a cut during pregnancy.*doctor or midwife/,
    ru: /Во время беременности «Машина времени» не показывает сушку/,
  },
  {
    name: "a breastfeeding member",
    profile: { lifeStage: "lactation" as const },
    en: /doesn't show a cut while you're breastfeeding/,
    ru: /Пока вы кормите грудью, «Машина времени» не показывает сушку/,
  },
  {
    name: "a woman who has not said whether she is pregnant or breastfeeding",
    profile: { lifeStageAnsweredAt: null },
    en: /Before showing a cut, Time machine asks whether you're pregnant or breastfeeding\. Answer in your profile/,
    ru: /Прежде чем показать сушку, «Машина времени» спрашивает, не беременны ли вы и не кормите ли грудью/,
  },
];

describe("Time machine: no cut for members who may not diet", () => {
  for (const g of groups) {
    it(`refuses ${g.name} a cut in both languages, storing and spending nothing; a bulk is made`, async () => {
      const m = await proMember(g.profile);
      const en = await upload(m.token, "type=cut&months=3");
      expect(en.status).toBe(409);
      expect(en.body.error.code).toBe("transform_cut_not_allowed");
      expect(en.body.error.message).toMatch(g.en);
      const ru = await upload(m.token, "type=cut&months=12", "ru");
      expect(ru).toMatchObject({ status: 409, body: { error: { code: "transform_cut_not_allowed" } } });
      expect(ru.body.error.message).toMatch(g.ru);
      expect(await objects(m.id)).toEqual([]);
      expect((await state(m.token)).allowance.left).toBe(10);

      const bulk = await upload(m.token, "type=bulk&months=3");
      expect(bulk.status).toBe(202);
      expect((await state(m.token)).allowance.left).toBe(9);
    });
  }

  it("refuses to regenerate an earlier cut once the member may no longer diet", async () => {
    const m = await proMember();
    const first = await upload(m.token, "type=cut&months=3");
    expect(first.status).toBe(202);
    await db().update(profiles).set({ lifeStage: "lactation" }).where(eq(profiles.userId, m.id));
    const again = await send("POST", `/api/transform/previews/${first.body.preview.id}/regenerate`, { token: m.token, lang: "ru" });
    expect(again).toMatchObject({ status: 409, body: { error: { code: "transform_cut_not_allowed" } } });
    expect(again.body.error.message).toMatch(/Пока вы кормите грудью/);
    expect((await state(m.token)).allowance.left).toBe(9);
  });

  it("lets an adult of healthy weight, and a man whatever the stored life stage, have a cut", async () => {
    const adult = await proMember();
    expect((await upload(adult.token, "type=cut&months=3")).status).toBe(202);
    // Life stage applies to women only.
    const man = await proMember({ gender: "MALE", height: 180, weight: 80, lifeStage: "pregnancy" });
    expect((await upload(man.token, "type=cut&months=3")).status).toBe(202);
  });
});

describe("Time machine: a bulk at a high BMI", () => {
  it("flags the projection of an overweight member's bulk, with the BMI it leads to", async () => {
    // 75 kg at 165 cm: BMI 27.5; a year of bulking adds 10.4–22.2 kg.
    const heavy = await proMember({ weight: 75, height: 165 });
    const started = await upload(heavy.token, "type=bulk&months=12");
    expect(started.status).toBe(202);
    expect(started.body.preview.projection).toMatchObject({ startBmi: 27.5, changeKg: [10.4, 22.2], endBmi: [31.4, 35.7], highBmiGain: true });
    expect((await state(heavy.token)).previews[0].projection.highBmiGain).toBe(true);
  });

  it("does not flag a bulk at a healthy BMI", async () => {
    const fit = await proMember();
    const started = await upload(fit.token, "type=bulk&months=12");
    expect(started.body.preview.projection).toMatchObject({ startBmi: 22, highBmiGain: false });
  });
});
