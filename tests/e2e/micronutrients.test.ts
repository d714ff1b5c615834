import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DiaryDayJson } from "../../core/api/diary";
import { seriousViolations } from "./axe";
import { desktop, phone, subscribedPage } from "./helpers";

// The vitamin and mineral analyzers read the food diary (decision 0045): a Pro member on a
// Russian phone (360 px) with three foods logged sees the day's bars, adds a suggested food to the
// diary in one tap and sees it counted, steps to an empty day with the way to the diary, and finds
// the day in the last 7 days' average; an English member on a desktop sees a mineral known for
// only some of the foods said so; a Standard member gets the lock screen, and the API refuses them too.

const same = { "Sec-Fetch-Site": "same-origin" };

/** The browser's own calendar day, as the screens take it. */
const localToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  });

/** Logs entries on a day through the diary's sync, as a device would. */
async function log(
  page: Page,
  date: string,
  changes: { food: { kind: string; id: string }; grams: number }[],
  extra: unknown[] = [],
) {
  const res = await page.request.post("/api/diary/sync", {
    headers: same,
    data: {
      changes: [
        ...extra,
        ...changes.map((c) => ({
          type: "entry",
          id: crypto.randomUUID(),
          updatedAt: Date.now() - 60_000,
          date,
          meal: "lunch",
          portion: null,
          ...c,
        })),
      ],
    },
  });
  expect(res.status()).toBe(200);
}

const db = (id: string) => ({ kind: "db", id });
// SR28: orange 09200 (53.2 mg vitamin C per 100 g), raw spinach 11457 (28.1 mg), raw chicken breast 05062 (none).
const orange = db("09200");
const spinach = db("11457");
const chicken = db("05062");

describe("vitamin and mineral analyzers", () => {
  it("analyse the diary's day, log a suggested food, show an empty day and the last days on a Russian phone", async () => {
    const narrow = { ...phone, viewport: { width: 360, height: 780 } };
    const page = await subscribedPage("/mvitamins", "PRO", { device: narrow, ru: true });
    const today = await localToday(page);
    await log(page, today, [
      { food: orange, grams: 131 },
      { food: spinach, grams: 30 },
      { food: chicken, grams: 200 },
    ]);
    await page.reload();
    await page.getByRole("heading", { name: "Витамины", level: 1 }).waitFor();
    await page.getByTestId("needs-for").getByText("Нормы: женщина, возраст 30").waitFor();
    // "No" to pregnancy and breastfeeding is an answer, said as one (it had read "not set").
    const me = (await (await page.request.get("/api/profiles/me")).json()) as { lifeStage: string; lifeStageAnswered: boolean };
    expect(me.lifeStage).toBe("none");
    expect(await page.getByTestId("needs-stage").innerText()).toContain(
      me.lifeStageAnswered
        ? "Без беременности и кормления грудью, как указано в профиле."
        : "Беременность и кормление грудью: в профиле пока нет ответа.",
    );
    await page
      .getByTestId("day-summary")
      .getByText(/Продуктов: 3/)
      .waitFor();

    // Orange 131 g and spinach 30 g: 78.1 mg of vitamin C, 104 % of a woman's 75 mg.
    const bars = page.getByTestId("nutrient-bars");
    const vitaminC = bars.locator('li[data-nutrient="vitamin-c"]');
    await vitaminC.getByText("104 %").waitFor();
    expect(await vitaminC.getAttribute("data-status")).toBe("ok");
    expect(await vitaminC.textContent()).toContain("78,1 из 75\u00a0мг");
    // No food has a biotin value: said so, not shown as 0 %.
    const biotin = bars.locator('li[data-nutrient="biotin"]');
    expect(await biotin.getAttribute("data-status")).toBe("no-data");
    await biotin.getByText("Нет данных").waitFor();
    expect(await biotin.textContent()).not.toMatch(/(^|[^\d,])0\s%/);
    expect(await page.getByRole("link", { name: "Открыть в дневнике" }).getAttribute("href")).toBe(`/mdiary?date=${today}`);
    expect(await seriousViolations(page), "a logged day").toEqual([]);

    // Vitamin D is low: one tap logs the first food offered (in snacks), and the analysis counts it.
    await page.getByRole("heading", { name: "Что добавить" }).waitFor();
    const add = page.locator('[data-suggest="vitamin-d"] button').first();
    const label = (await add.getAttribute("aria-label"))!;
    expect(label).toMatch(/^Добавить в дневник \d+\s+г: /);
    await add.click();
    await page.getByText(/^Добавлено в дневник \(.+, перекус\): /).waitFor();
    await page
      .getByTestId("day-summary")
      .getByText(/Продуктов: 4/)
      .waitFor();
    const day = (await (await page.request.get(`/api/diary/day?date=${today}`)).json()) as DiaryDayJson;
    expect(day.meals.find((m) => m.meal === "snack")!.entries).toHaveLength(1);

    // The day before: nothing logged, and the way to the diary for that day.
    await page.getByRole("button", { name: "Предыдущий день" }).click();
    const empty = page.getByTestId("day-empty");
    await empty.getByText("Запишите в дневник питания, что вы ели").waitFor();
    const yesterday = await page.getByLabel("День", { exact: true }).inputValue();
    expect(yesterday < today).toBe(true);
    expect(await empty.getByRole("link", { name: "Записать еду в дневник" }).getAttribute("href")).toBe(
      `/mdiary?date=${yesterday}`,
    );
    expect(await seriousViolations(page), "an empty day").toEqual([]);

    // The last 7 days: today among them, and their average; "Показать" opens the day.
    await page.getByRole("tab", { name: "Последние 7 дней" }).click();
    await page.getByTestId("logged-days").locator(`li[data-day="${today}"]`).waitFor();
    await page.getByRole("heading", { name: "Среднее за последние 7 дней с записями" }).waitFor();
    await page
      .getByTestId("logged-days")
      .getByRole("button", { name: /^Показать день/ })
      .click();
    await page
      .getByTestId("day-summary")
      .getByText(/Продуктов: 4/)
      .waitFor();
    // Nothing runs past the phone's edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("say which foods have no value for a mineral, on an English desktop", async () => {
    const page = await subscribedPage("/minerals", "PRO", { device: desktop });
    const bar = {
      type: "food",
      id: crypto.randomUUID(),
      updatedAt: Date.now() - 60_000,
      name: "Protein bar",
      brand: null,
      barcode: null,
      basis: "100g",
      serving: null,
      values: { kcal: 380, protein: 30, fat: 12, carbs: 38 },
    };
    await log(
      page,
      await localToday(page),
      [
        { food: orange, grams: 131 },
        { food: { kind: "custom", id: bar.id }, grams: 50 },
      ],
      [bar],
    );
    await page.reload();
    await page.getByRole("tab", { name: "Your day" }).waitFor();
    const iron = page.locator('[data-testid="nutrient-bars"] li[data-nutrient="iron"]');
    await iron.getByText("Foods with a value: 1 of 2 · no data: Protein bar").waitFor();
    expect(await iron.textContent()).toContain("at least 0.13 of 18 mg");
    // Sodium far under its adequate intake is not marked low, nor offered foods to add: less is the
    // advice, and the salt added in cooking is not in the food table.
    const sodium = page.locator('[data-testid="nutrient-bars"] li[data-nutrient="sodium"]');
    expect(await sodium.getAttribute("data-status")).toBe("ok");
    expect(await sodium.locator('[data-note="low-not-marked"]').textContent()).toBe(
      "Salt added in cooking and at the table isn't counted here, and most people are advised to eat less sodium, not more: there's no need to add any.",
    );
    await page.locator('[data-suggest="iron"]').waitFor();
    expect(await page.locator('[data-suggest="sodium"]').count()).toBe(0);
    await page.getByRole("link", { name: "Open in the diary" }).waitFor();
  });

  it("shows a Standard member the lock screen, and the API refuses them", async () => {
    const page = await subscribedPage("/minerals", "BASIC");
    await page.getByTestId("lock-screen").waitFor();
    expect(await page.getByRole("heading", { name: "Minerals" }).count()).toBe(1);
    const refused = await page.evaluate(async () => {
      const res = await fetch("/api/micronutrients/needs");
      return [res.status, ((await res.json()) as { error: { message: string } }).error.message];
    });
    expect(refused).toEqual([403, "A Pro subscription is required for the vitamin and mineral analyzers"]);
  });
});
