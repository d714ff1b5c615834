import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DiaryTargetsJson, DiaryWeekJson } from "../../core/api/diary";
import { post } from "./auth-helpers";
import { get, member } from "./diary-fixture";

// A diary day's own targets (decision 0074): kept on the member's today (the device says which day
// that is, within the server's yesterday to tomorrow), so a past day is judged against what it
// aimed at then. The server's clock is fixed (10 March 2031, noon UTC), days later in the tests by
// a later clock; the member's today is the server's unless a test says otherwise.
const march10 = Date.parse("2031-03-10T12:00:00Z");
const daysLater = (n: number) => march10 + n * 86_400_000;
const targetsOn = async (token: string, date: string, now: number, today?: string) => {
  const res = await get(token, `/api/diary/day?date=${date}${today ? `&today=${today}` : ""}`, { now });
  expect(res.status).toBe(200);
  return res.body.targets as DiaryTargetsJson | null;
};
const kept = (userId: string) =>
  env.DB.prepare("SELECT date, calories, updated_at AS updatedAt FROM diary_day_targets WHERE user_id = ? ORDER BY date")
    .bind(userId)
    .all<{ date: string; calories: number; updatedAt: number }>()
    .then((r) => r.results);
const setWeight = (userId: string, kg: number) =>
  env.DB.prepare("UPDATE profiles SET weight = ? WHERE user_id = ?").bind(kg, userId).run();

describe("a diary day's own targets", () => {
  it("are kept while the day may be today, and judge it later when today's have changed", async () => {
    const { id, token } = await member("FREE", { goal: "MAINTAIN" });
    const then = await targetsOn(token, "2031-03-10", march10);
    expect(then).toMatchObject({ source: "calculator" });
    expect(then!.of).toBeUndefined();
    expect(await kept(id)).toEqual([{ date: "2031-03-10", calories: then!.calories, updatedAt: march10 }]);

    // Five kilograms later the calculator gives more; three days on, the 10th keeps its own.
    await setWeight(id, 65);
    const now = daysLater(3);
    const today = await targetsOn(token, "2031-03-13", now);
    expect(today!.calories).toBeGreaterThan(then!.calories);
    expect(await targetsOn(token, "2031-03-10", now)).toEqual({ ...then, of: "kept" });
    // A past day never read while it was today is judged against today's, and says so.
    expect(await targetsOn(token, "2031-03-05", now)).toEqual({ ...today, of: "today" });
    // The week marks each day at its own.
    const week = (await get(token, "/api/diary/week?date=2031-03-13", { now })).body as DiaryWeekJson;
    expect(week.days.map((d) => [d.date, d.target])).toEqual([
      ["2031-03-07", today!.calories],
      ["2031-03-08", today!.calories],
      ["2031-03-09", today!.calories],
      ["2031-03-10", then!.calories],
      ["2031-03-11", today!.calories],
      ["2031-03-12", today!.calories],
      ["2031-03-13", today!.calories],
    ]);
    // Reading the past day, or the week, keeps nothing new for them.
    expect((await kept(id)).map((k) => k.date)).toEqual(["2031-03-10", "2031-03-13"]);
  });

  it("follow today's on the member's today only, and write nothing when unchanged", async () => {
    const { id, token } = await member();
    await targetsOn(token, "2031-03-10", march10, "2031-03-10");
    // Read again an hour later with the same targets: the row is not written again.
    await targetsOn(token, "2031-03-10", march10 + 3_600_000, "2031-03-10");
    expect((await kept(id))[0]!.updatedAt).toBe(march10);
    // Changed the same day (a new weight): the day takes the new ones, as its answer gives them.
    await setWeight(id, 70);
    const later = await targetsOn(token, "2031-03-10", march10 + 7_200_000, "2031-03-10");
    expect(await kept(id)).toEqual([{ date: "2031-03-10", calories: later!.calories, updatedAt: march10 + 7_200_000 }]);

    // The next morning in Moscow (the server's 11th too): a weigh-in, then the 10th opened to copy
    // a meal. It is yesterday: it keeps its own, and reading it writes nothing.
    const next = daysLater(1) - 8 * 3_600_000;
    await setWeight(id, 75);
    const yesterday = await targetsOn(token, "2031-03-10", next, "2031-03-11");
    expect(yesterday).toEqual({ ...later, of: "kept" });
    expect(await kept(id)).toEqual([{ date: "2031-03-10", calories: later!.calories, updatedAt: march10 + 7_200_000 }]);
    // In Chicago it is still the 10th at that moment (the server's early 11th): the 10th is today there.
    const stillToday = await targetsOn(token, "2031-03-10", next, "2031-03-10");
    expect(stillToday!.of).toBeUndefined();
    expect(stillToday!.calories).toBeGreaterThan(later!.calories);
    expect((await kept(id))[0]!.calories).toBe(stillToday!.calories);
    // A today the server's clock rules out is not taken: the server's own (the 11th) stands.
    expect((await targetsOn(token, "2031-03-10", next, "2031-03-01"))!.of).toBe("kept");
    // A later day than today keeps nothing: its targets are today's until it comes.
    expect((await targetsOn(token, "2031-03-15", next, "2031-03-11"))!.of).toBeUndefined();
    expect((await kept(id)).map((k) => k.date)).toEqual(["2031-03-10"]);
  });

  it("answer a today that is no date with the date's message, and keep nothing", async () => {
    const { id, token } = await member();
    const res = await get(token, "/api/diary/day?date=2031-03-10&today=2031-02-30", { now: march10 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation_failed", message: "Enter a real date in the form YYYY-MM-DD" } });
    expect(await kept(id)).toEqual([]);
  });

  it("of a past day still show, and mark the week, when the profile no longer gives any", async () => {
    const { id, token } = await member("FREE", { goal: "MAINTAIN" });
    const then = await targetsOn(token, "2031-03-10", march10);
    await env.DB.prepare("UPDATE profiles SET weight = NULL WHERE user_id = ?").bind(id).run();
    const now = daysLater(3);
    expect(await targetsOn(token, "2031-03-13", now)).toBeNull();
    expect(await targetsOn(token, "2031-03-10", now)).toEqual({ ...then, of: "kept" });
    const week = (await get(token, "/api/diary/week?date=2031-03-13", { now })).body as DiaryWeekJson;
    expect(week.targets).toBeNull();
    expect(week.days.filter((d) => d.target !== null).map((d) => [d.date, d.target])).toEqual([["2031-03-10", then!.calories]]);
  });

  it("of a past day give no numbers when the health context now rules out a deficit and today has none", async () => {
    // Kept with a loss goal (a deficit); she is pregnant now, and her profile has lost its weight.
    const { id, token } = await member("FREE", { goal: "LOSE_WEIGHT" });
    const then = await targetsOn(token, "2031-03-10", march10);
    expect(then!.deficitWithheld).toBeNull();
    const now = daysLater(5);
    await post("/api/profiles/update", { lifeStage: "pregnancy", lifeStageDate: "2031-07-20" }, { token, now });
    await env.DB.prepare("UPDATE profiles SET weight = NULL WHERE user_id = ?").bind(id).run();
    expect(await targetsOn(token, "2031-03-15", now)).toBeNull();
    expect(await targetsOn(token, "2031-03-10", now)).toBeNull();
    const week = (await get(token, "/api/diary/week?date=2031-03-15", { now })).body as DiaryWeekJson;
    expect(week.days.map((d) => d.target)).toEqual(Array(7).fill(null));
  });

  it("give way to today's when the day's own had a deficit the health context now rules out", async () => {
    // A loss goal at 60 kg and 165 cm keeps a deficit; at 49 kg (BMI 18.0) she is underweight.
    const { id, token } = await member("FREE", { goal: "LOSE_WEIGHT" });
    const then = await targetsOn(token, "2031-03-10", march10);
    expect(then!.deficitWithheld).toBeNull();
    await setWeight(id, 49);
    const now = daysLater(5);
    const today = await targetsOn(token, "2031-03-15", now);
    expect(today).toMatchObject({ deficitWithheld: "underweight" });
    expect(today!.calories).toBeGreaterThan(then!.calories);
    expect(await targetsOn(token, "2031-03-10", now)).toEqual({ ...today, of: "health" });
    const week = (await get(token, "/api/diary/week?date=2031-03-15", { now })).body as DiaryWeekJson;
    expect(week.days.find((d) => d.date === "2031-03-10")!.target).toBe(today!.calories);
    // Whatever her goal now: set to maintain, her targets name no withheld deficit, but the
    // health context still rules the kept one out.
    await env.DB.prepare("UPDATE profiles SET goal = 'MAINTAIN' WHERE user_id = ?").bind(id).run();
    const maintain = await targetsOn(token, "2031-03-15", now);
    expect(maintain!.deficitWithheld).toBeNull();
    expect(await targetsOn(token, "2031-03-10", now)).toEqual({ ...maintain, of: "health" });
  });

  it.each([
    [
      "pregnancy",
      "a due date in July",
      (token: string, now: number) =>
        post("/api/profiles/update", { lifeStage: "pregnancy", lifeStageDate: "2031-07-20" }, { token, now }),
    ],
    [
      "lactation",
      "a baby born in February",
      (token: string, now: number) =>
        post("/api/profiles/update", { lifeStage: "lactation", lifeStageDate: "2031-02-01" }, { token, now }),
    ],
    [
      "minor",
      "an age corrected to 16",
      (_: string, __: number, id?: string) => env.DB.prepare("UPDATE profiles SET age = 16 WHERE user_id = ?").bind(id).run(),
    ],
  ] as const)("never show a kept deficit once the member's %s rules it out (%s)", async (block, _, change) => {
    const { id, token } = await member("FREE", { goal: "LOSE_WEIGHT" });
    const then = await targetsOn(token, "2031-03-10", march10);
    expect(then!.deficitWithheld).toBeNull();
    const now = daysLater(5);
    await change(token, now, id);
    const today = await targetsOn(token, "2031-03-15", now);
    expect(today).toMatchObject({ deficitWithheld: block });
    expect(today!.calories).toBeGreaterThan(then!.calories);
    expect(await targetsOn(token, "2031-03-10", now)).toEqual({ ...today, of: "health" });
    const week = (await get(token, "/api/diary/week?date=2031-03-15", { now })).body as DiaryWeekJson;
    expect(week.days.every((d) => d.target === today!.calories)).toBe(true);
  });

  it("are withheld on every day while eating-disorder signs are on record, kept ones too", async () => {
    const { id, token } = await member("FREE");
    await targetsOn(token, "2031-03-10", march10);
    await env.DB.prepare("UPDATE profiles SET eating_disorder_signs_at = ? WHERE user_id = ?").bind(daysLater(1), id).run();
    const now = daysLater(3);
    for (const date of ["2031-03-10", "2031-03-05", "2031-03-13"]) {
      expect(await targetsOn(token, date, now), date).toEqual({ source: "withheld", reason: "eating-disorder" });
    }
    const week = (await get(token, "/api/diary/week?date=2031-03-13", { now })).body as DiaryWeekJson;
    expect(week.days.map((d) => d.target)).toEqual([null, null, null, null, null, null, null]);
  });

  it("are kept once when the day is read many times at once, and go with the account", async () => {
    const { id, token } = await member();
    // Each read may find the day without targets and write them: none fails on another's row.
    const answers = await Promise.all(Array.from({ length: 8 }, () => targetsOn(token, "2031-03-10", march10)));
    expect(new Set(answers.map((a) => a!.calories)).size).toBe(1);
    expect(await kept(id)).toEqual([{ date: "2031-03-10", calories: answers[0]!.calories, updatedAt: march10 }]);
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(id).run();
    expect(await kept(id)).toEqual([]);
  });
});
