import { describe, expect, it } from "vitest";
import { foodPortions } from "../../content/foods/portions";
import { seriousViolations } from "./axe";
import { phone, subscribedPage } from "./helpers";

// The vitamin and mineral analyzers as a member uses them: a Pro member on a Russian phone
// builds a day from three foods (with a typo in the search), sees the bars, the needs of the
// pregnancy set in the profile, imports the nutrition plan's day, saves it and finds it among the
// saved days; new foods start in grams, an absurd amount is refused on its row while the rest of
// the day is still analysed, and portion names fit at 360 px and on a desktop; a Standard member
// gets the lock screen, and the API refuses them too.

describe("vitamin and mineral analyzers", () => {
  it("builds, analyses, imports the plan's day and saves it on a Russian phone", async () => {
    const page = await subscribedPage("/mvitamins", "PRO", { device: phone, ru: true, serviceWorkers: "block" });
    // The plan's example day comes from the member's nutrition plan.
    const planned = await page.evaluate(async () => {
      const res = await fetch("/api/plans/nutrition", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ goal: "MAINTAIN" }),
      });
      const body = (await res.json()) as { nutrition_plan: { day: { ingredients: unknown[] }[] } };
      return [res.status, body.nutrition_plan.day.flatMap((d) => d.ingredients).length] as const;
    });
    expect(planned[0]).toBe(200);
    await page.reload();
    await page.getByRole("heading", { name: "Витамины", level: 1 }).waitFor();
    await page.getByTestId("needs-for").getByText("Нормы: женщина, возраст 30").waitFor();

    const search = page.getByRole("searchbox", { name: "Поиск по таблице продуктов" });
    const results = page.getByRole("list", { name: "Найденные продукты" });
    await search.fill("апельсин");
    await results.getByRole("button", { name: "Добавить: Апельсин", exact: true }).click();
    await search.fill("куриная грудка");
    await results.getByRole("button", { name: "Добавить: Куриная грудка без кожи", exact: true }).click();
    // A typo: "шпинт" still finds spinach.
    await search.fill("шпинт");
    await results.getByRole("button", { name: "Добавить: Шпинат", exact: true }).click();
    const items = page.getByTestId("day-items");
    expect(await items.locator("li[data-food]").count()).toBe(3);
    // New foods start at 100 g; an orange of 131 g and 30 g of spinach are typed in grams.
    expect(await page.getByLabel("Количество: Апельсин").inputValue()).toBe("100");
    expect(await page.getByLabel("Единица: Апельсин").inputValue()).toBe("g");
    await page.getByLabel("Количество: Апельсин").fill("131");
    await page.getByLabel("Количество: Шпинат").fill("30");
    await page.getByLabel("Количество: Куриная грудка без кожи").fill("200");

    // Orange 131 g (53.2 mg/100 g) and spinach 30 g (28.1 mg/100 g): 78.1 mg of vitamin C, 104 % of a woman's 75 mg.
    const bars = page.getByTestId("nutrient-bars");
    const vitaminC = bars.locator('li[data-nutrient="vitamin-c"]');
    await vitaminC.getByText("104 %").waitFor();
    expect(await vitaminC.getAttribute("data-status")).toBe("ok");
    expect(await vitaminC.textContent()).toContain("78,1 из 75\u00a0мг");
    // Pregnancy, set in the profile, raises folate to 600 µg DFE; back to none for the rest.
    const setStage = (lifeStage: string) =>
      page.evaluate(
        async (stage) =>
          (
            await fetch("/api/profiles/update", {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ lifeStage: stage }),
            })
          ).status,
        lifeStage,
      );
    await page.getByTestId("needs-stage").getByText("Беременность и грудное вскармливание в профиле не указаны.").waitFor();
    expect(await setStage("pregnancy")).toBe(200);
    await page.reload();
    await page.getByTestId("needs-stage").getByText("Нормы для беременности — так указано в профиле.").waitFor();
    await bars
      .locator('li[data-nutrient="folate"]')
      .getByText(/из 600\sмкг ДФЭ/)
      .waitFor();
    expect(await setStage("none")).toBe(200);
    await page.reload();
    await bars
      .locator('li[data-nutrient="folate"]')
      .getByText(/из 400\sмкг ДФЭ/)
      .waitFor();
    await bars.locator('li[data-nutrient="vitamin-d"][data-status="low"]').getByText("Мало").waitFor();
    // No biotin values in the food table: said so, not shown as 0 %.
    const biotin = bars.locator('li[data-nutrient="biotin"]');
    expect(await biotin.getAttribute("data-status")).toBe("no-data");
    await biotin.getByText("Нет данных").waitFor();
    expect(await biotin.textContent()).not.toMatch(/(^|[^\d,])0\s%/);
    // A low nutrient gets foods that close the gap.
    await page.getByRole("heading", { name: "Что добавить" }).waitFor();
    expect(await page.locator('[data-suggest="vitamin-d"] button').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page), "analyzer with a day").toEqual([]);

    // One click imports the nutrition plan's day in place of the three foods.
    await page.getByRole("button", { name: "Взять день из плана питания" }).click();
    await page.getByText("Примерный день из вашего плана питания добавлен в список.").waitFor();
    await expect.poll(() => items.locator("li[data-food]").count()).toBe(planned[1]);
    await bars.locator('li[data-nutrient="vitamin-c"]').waitFor();

    await page.getByRole("button", { name: "Сохранить день" }).click();
    await page.getByText("День сохранён", { exact: true }).waitFor();
    const today = await page.evaluate(() => {
      const now = new Date();
      return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
    });
    const saved = await page.evaluate(
      async () => (await (await fetch("/api/micronutrients/days")).json()) as { days: { date: string; items: unknown[] }[] },
    );
    expect(saved.days.map((d) => [d.date, d.items.length])).toEqual([[today, planned[1]]]);

    // The saved day and the average, on the minerals screen too (the same day, the other nutrients).
    await page.goto("/mminerals");
    await page.locator('[data-risk="women-19-50"]').getByText("Женщинам 19–50 лет нужно больше железа").waitFor();
    await page.getByRole("tab", { name: "Сохранённые дни" }).click();
    await page.getByTestId("saved-days").locator(`li[data-day="${today}"]`).waitFor();
    await page.getByRole("heading", { name: "Среднее за последние 7 сохранённых дней" }).waitFor();
    await page.locator('[data-testid="nutrient-bars"] li[data-nutrient="iron"]').waitFor();
    expect(await seriousViolations(page), "saved days").toEqual([]);
  });

  it("starts foods in grams, refuses an absurd row without hiding the day, and shows whole portion names", async () => {
    const narrow = { ...phone, viewport: { width: 360, height: 780 } };
    const page = await subscribedPage("/mvitamins", "PRO", { device: narrow, serviceWorkers: "block" });
    await page.getByRole("heading", { name: "Vitamins", level: 1 }).waitFor();
    const search = page.getByRole("searchbox", { name: "Search the food table" });
    const results = page.getByRole("list", { name: "Foods found" });
    for (const [query, name] of [
      ["oats", "Rolled oats"],
      ["orange", "Orange"],
      ["sweet potato", "Sweet potato"],
      ["whey", "Whey protein powder"],
    ] as const) {
      await search.fill(query);
      await results.getByRole("button", { name: `Add ${name}`, exact: true }).click();
    }
    // Typing 60 for oats means 60 g, not 60 cups.
    const oats = page.getByLabel("Amount of Rolled oats");
    expect(await oats.inputValue()).toBe("100");
    await oats.fill("60");
    const bars = page.getByTestId("nutrient-bars");
    const thiamin = bars.locator('li[data-nutrient="thiamin"]');
    const oatsRow = page.getByTestId("day-items").locator('li[data-food="oats-rolled-dry"]');
    await oatsRow.getByLabel("Amount of Rolled oats").waitFor();
    expect(await oatsRow.getByTestId("row-error").textContent()).toBe("");
    await expect.poll(async () => (await thiamin.getAttribute("data-status")) ?? "").not.toBe("");
    const withOats = await thiamin.textContent();

    // Choosing a portion starts it at one (60 g do not become 60 cups).
    await page.getByLabel("Unit for Rolled oats").selectOption({ label: "1 cup" });
    expect(await oats.inputValue()).toBe("1");
    await oatsRow.getByText(/=\s81\sg/).waitFor();
    // 60 cups of oats (almost 5 kg) is refused on its row; the other foods are still analysed.
    await oats.fill("60");
    await oatsRow.getByText("That's more than 20 portions: check the amount, or enter it in grams.").waitFor();
    expect(await oats.getAttribute("aria-invalid")).toBe("true");
    await page.getByText("Foods with an impossible amount are not counted (marked in red): 1.").waitFor();
    // The other foods are still analysed, without the oats' thiamin.
    await expect.poll(() => thiamin.textContent()).not.toBe(withOats);
    const withoutOats = await thiamin.textContent();
    expect(await bars.locator('li[data-nutrient="vitamin-c"]').getAttribute("data-status")).not.toBe("no-data");
    expect(await page.getByRole("button", { name: "Save day" }).isDisabled()).toBe(true);
    // Fixed: the row counts again; back in grams it keeps its weight.
    await oats.fill("1");
    await expect.poll(() => page.getByText(/impossible amount/).count()).toBe(0);
    await expect.poll(() => thiamin.textContent()).not.toBe(withoutOats);
    await page.getByLabel("Unit for Rolled oats").selectOption({ label: "grams" });
    expect(await oats.inputValue()).toBe("81");

    // Every portion name of the food table, in both languages, fits the dropdown at 360 px and on a desktop.
    await page.getByLabel("Unit for Sweet potato").selectOption({ label: "1 sweet potato (13 cm)" });
    const labels = Object.values(foodPortions).flatMap((list) => list.flatMap((p) => [p.label.en, p.label.ru]));
    const overflow = () =>
      page.evaluate((texts) => {
        const select = document.querySelector<HTMLSelectElement>('[data-testid="day-items"] select')!;
        const style = getComputedStyle(select);
        const canvas = document.createElement("canvas").getContext("2d")!;
        canvas.font = style.font;
        // The native arrow takes about 24 px of the box.
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
        return texts.filter((text) => canvas.measureText(text).width > room);
      }, labels);
    expect(labels.length).toBeGreaterThan(200);
    expect(await overflow()).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await overflow()).toEqual([]);
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
