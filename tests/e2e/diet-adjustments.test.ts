import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { phone, subscribedPage } from "./helpers";

// The weekly diet adjustment as a Pro member meets it: too few weights says what is missing;
// with two weeks of a flat 80 kg on a cut (target −0.4 kg a week) opening the tab takes 150 kcal
// off, says why, and Undo puts the calories back. Dates are counted back from the server's day.

/** A cut plan and a weight of 80 kg on each of `days` days, `skip` days back from today (UTC). */
async function planAndWeights(page: Page, days: number, skip = 0, plan = true) {
  const statuses = await page.evaluate(
    async ({ days, skip, plan }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(
          (r) => r.status,
        );
      const out: number[] = [];
      // The setup sends its answer about pregnancy and breastfeeding with the plan.
      if (plan) out.push(await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT", stage: "none" }));
      for (let i = skip; i < skip + days; i += 1) {
        out.push(
          await post("/api/progress/entries", {
            date: new Date(Date.now() - i * 86_400_000).toISOString().slice(0, 10),
            weight: 80,
          }),
        );
      }
      return out;
    },
    { days, skip, plan },
  );
  expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
}

const setTheme = async (page: Page, theme: "dark" | "light") => {
  await page.context().addCookies([{ name: "theme", value: theme, url: page.url() }]);
  await page.reload();
};

const calorieTarget = async (page: Page) => Number((await page.getByTestId("calorie-target").textContent())!.replace(/\D/g, ""));

describe("weekly diet adjustment", () => {
  it("says what is missing, then adjusts on opening the tab, and undoes", { timeout: 120_000 }, async () => {
    const page = await subscribedPage("/profile", "PRO");
    await planAndWeights(page, 6);
    await setTheme(page, "dark");
    await page.getByRole("tab", { name: "Nutrition Plan" }).click();
    const card = page.getByTestId("adjustment-card");
    await card.getByRole("heading", { name: "Weekly adjustment" }).waitFor();
    const missing = card.getByTestId("adjustment-missing");
    await missing.getByText("Log your weight on 4 more days").waitFor();
    await missing.getByText("Weight logged on 6 of the last 14 days. A change needs 10.").waitFor();
    await card.getByText("No adjustments yet.").waitFor();
    expect(await seriousViolations(page), "not enough data, dark").toEqual([]);

    const before = await calorieTarget(page);
    await planAndWeights(page, 8, 6, false);
    await setTheme(page, "light");
    await page.getByRole("tab", { name: "Nutrition Plan" }).click();
    const latest = card.getByTestId("adjustment-latest");
    await latest.getByText("14-day trend 0 kg a week, target −0.4 kg: −150 kcal").waitFor();
    await latest
      .getByText(`Daily calories: ${before.toLocaleString("en-US")} → ${(before - 150).toLocaleString("en-US")} kcal`)
      .waitFor();
    await expect.poll(() => calorieTarget(page)).toBe(before - 150);
    expect(await card.getByTestId("adjustment-missing").count()).toBe(0);
    expect(await seriousViolations(page), "adjusted, light").toEqual([]);

    await latest.getByRole("button", { name: "Undo" }).click();
    await page.getByText(`Change undone. Your calories are back to ${before.toLocaleString("en-US")} kcal.`).waitFor();
    await latest.getByTestId("adjustment-undone").getByText("Undone").waitFor();
    expect(await latest.getByRole("button", { name: "Undo" }).count()).toBe(0);
    expect(await calorieTarget(page)).toBe(before);
    // Opening the tab again the same week makes no other change.
    await page.reload();
    await page.getByRole("tab", { name: "Nutrition Plan" }).click();
    await latest.getByText("Undone").waitFor();
    expect(await calorieTarget(page)).toBe(before);
  });

  it("shows the adjustment in Russian on a phone, dark and light", { timeout: 120_000 }, async () => {
    const page = await subscribedPage("/mprofile", "PRO", { device: phone, ru: true });
    await planAndWeights(page, 14);
    for (const theme of ["dark", "light"] as const) {
      await setTheme(page, theme);
      await page.getByRole("tab", { name: "Питание" }).click();
      const card = page.getByTestId("adjustment-card");
      await card.getByRole("heading", { name: "Еженедельная корректировка" }).waitFor();
      await card.getByText("Динамика веса за 14 дней: 0\u00a0кг в неделю при цели −0,4\u00a0кг в неделю\u00a0— −150\u00a0ккал").waitFor();
      await card.getByRole("button", { name: "Отменить" }).waitFor();
      expect(await seriousViolations(page), `phone, Russian, ${theme}`).toEqual([]);
    }
  });
});
