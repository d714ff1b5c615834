import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DiaryWeekJson } from "../../core/api/diary";
import { entryChange, foodChange, custom, get, member, milk, sync } from "./diary-fixture";

// GET /api/diary/week?date: the seven days that end on the day asked, oldest first, each with its
// energy and macros and how many entries it has, and the targets the day's answer gives. The
// server's now is fixed (10 March 2031, noon UTC), so the days do not depend on today's date.
const now = Date.parse("2031-03-10T12:00:00Z");
const at = now - 60_000;
const week = (token: string, date: string, lang?: "en" | "ru") => get(token, `/api/diary/week?date=${date}`, { now, lang });

describe("the diary's week", () => {
  it("gives each of the seven days its energy and macros, leaving out removed entries and other members'", async () => {
    const { token } = await member();
    // Whole milk: 61 kcal, 3.15 g protein, 3.25 g fat, 4.8 g carbohydrate per 100 g.
    const bar = foodChange({ updatedAt: at }, { kcal: 250, protein: 20, fat: 10, carbs: 20 });
    const removed = entryChange(milk, { date: "2031-03-09", grams: 500, updatedAt: at - 1000 });
    const saved = await sync(
      token,
      [
        bar,
        entryChange(milk, { date: "2031-03-10", grams: 200, updatedAt: at }),
        entryChange(custom(bar), { date: "2031-03-10", grams: 40, meal: "snack", updatedAt: at }),
        entryChange(milk, { date: "2031-03-04", grams: 100, updatedAt: at }),
        removed,
        { ...removed, deleted: true, updatedAt: at },
        // The day before the week, and the day after it.
        entryChange(milk, { date: "2031-03-03", grams: 100, updatedAt: at }),
        entryChange(milk, { date: "2031-03-11", grams: 100, updatedAt: at }),
      ],
      { now },
    );
    expect(saved.status).toBe(200);
    const other = await member();
    await sync(other.token, [entryChange(milk, { date: "2031-03-10", grams: 300, updatedAt: at })], { now });

    const res = await week(token, "2031-03-10");
    expect(res.status).toBe(200);
    const body = res.body as DiaryWeekJson;
    expect([body.from, body.to]).toEqual(["2031-03-04", "2031-03-10"]);
    expect(body.days.map((d) => [d.date, d.entries])).toEqual([
      ["2031-03-04", 1],
      ["2031-03-05", 0],
      ["2031-03-06", 0],
      ["2031-03-07", 0],
      ["2031-03-08", 0],
      ["2031-03-09", 0],
      ["2031-03-10", 2],
    ]);
    // 200 g of milk (122 kcal) and 40 g of the bar (100 kcal).
    expect(body.days[6]).toMatchObject({
      kcal: { amount: 222, missing: 0 },
      protein: { amount: 14.3, missing: 0 },
      fat: { amount: 10.5, missing: 0 },
      carbs: { amount: 17.6, missing: 0 },
    });
    expect(body.days[0]!.kcal).toEqual({ amount: 61, missing: 0 });
    // A day with nothing logged is zero of everything, with nothing unknown.
    expect(body.days[5]).toMatchObject({ kcal: { amount: 0, missing: 0 }, protein: { amount: 0, missing: 0 } });
    // The targets are the day's.
    const day = await get(token, "/api/diary/day?date=2031-03-10", { now });
    expect(body.targets).toEqual(day.body.targets);
    expect(body.targets).toMatchObject({ source: "calculator" });
  });

  it("keeps the targets out while eating-disorder signs are on record, with no numbers", async () => {
    const { id, token } = await member("PRO");
    await env.DB.prepare("UPDATE profiles SET eating_disorder_signs_at = ? WHERE user_id = ?")
      .bind(now - 86_400_000, id)
      .run();
    await sync(token, [entryChange(milk, { date: "2031-03-10", updatedAt: at })], { now });
    const body = (await week(token, "2031-03-10")).body as DiaryWeekJson;
    expect(body.targets).toEqual({ source: "withheld", reason: "eating-disorder" });
    expect(body.days[6]!.kcal).toEqual({ amount: 61, missing: 0 });
  });

  it("refuses a bad day, or one past a week ahead, in the member's language, and asks a visitor to sign in", async () => {
    const { token } = await member();
    for (const bad of ["", "2031-02-30", "10.03.2031", "1999-12-31"]) {
      const res = await week(token, bad);
      expect(res.status, bad).toBe(400);
      expect(res.res.headers.get("X-Invalid-Field"), bad).toBe("date");
    }
    const ru = await week(token, "2031-03-19", "ru");
    expect(ru).toMatchObject({
      status: 400,
      body: { error: { message: "Выберите день с 2000 года и не позже чем через неделю" } },
    });
    expect((await week(token, "2031-03-18")).status).toBe(200);
    expect((await week("", "2031-03-10")).status).toBe(401);
  });
});
