import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { baseURL, phone, signedInPage, subscribedPage } from "./helpers";
import type { Page } from "playwright-core";

// The dishes library as members use it: a Standard member on a Russian phone searches (with a
// typo), filters, opens a dish and sees its portion in grams; a Pro member puts a dish into the
// nutrition plan for a chosen meal; a Free member gets the lock naming Standard, and the API
// refuses them too. axe-core checks the list and the dish page in both themes.

async function withTheme(page: Page, theme: "dark" | "light", path: string) {
  await page.context().addCookies([{ name: "theme", value: theme, url: baseURL() }]);
  await page.goto(path);
}

// Each test signs up and subscribes a member first; a busy machine needs more than the default minute.
describe("dishes library", { timeout: 120_000 }, () => {
  it("lets a Standard member search, filter and open a dish on a Russian phone", async () => {
    const page = await subscribedPage("/mdishes", "BASIC", { device: phone, ru: true });
    await withTheme(page, "light", "/mdishes");
    await page.getByRole("heading", { name: "Библиотека блюд", level: 1 }).waitFor();
    const count = page.getByTestId("dish-count");
    const total = Number((await count.textContent())!.replace(/\D/g, ""));
    expect(total).toBeGreaterThanOrEqual(100);
    expect(await seriousViolations(page)).toEqual([]);

    // A typo still finds the dish: "бефстроганв" for «Бефстроганов».
    const search = page.getByRole("searchbox", { name: "Поиск блюд" });
    await search.fill("бефстроганв");
    const cards = page.getByTestId("dish-card");
    await cards.first().getByText("Бефстроганов с гречкой").waitFor();
    await search.fill("");
    await count.getByText(`Найдено блюд: ${total}`).waitFor();

    // Vegetarian breakfasts only; the choice travels in the address.
    await page.getByRole("radio", { name: "Завтрак" }).click();
    await page.getByRole("button", { name: "Вегетарианские" }).click();
    await page.waitForURL((u) => u.searchParams.get("meal") === "breakfast" && u.searchParams.has("veg"));
    const filtered = Number((await count.textContent())!.replace(/\D/g, ""));
    expect(filtered).toBeGreaterThan(5);
    expect(filtered).toBeLessThan(total);
    expect(await cards.getByText("Сырники из творога в духовке").count()).toBe(1);
    expect(await cards.getByText("Бефстроганов с гречкой").count()).toBe(0);

    await cards.getByText("Сырники из творога в духовке").click();
    await page.waitForURL((u) => u.pathname === "/mdishes/oven-baked-syrniki");
    await page.getByRole("heading", { name: "Сырники из творога в духовке", level: 1 }).waitFor();
    const ingredients = page.getByTestId("dish-ingredients");
    await ingredients.getByText("200 г").waitFor();
    expect(await ingredients.locator("li").count()).toBe(5);
    await page.getByTestId("dish-micronutrients").getByText("Кальций").waitFor();
    expect(await page.getByTestId("dish-steps").locator("li").count()).toBe(4);
    // Standard does not put dishes into a plan: the page says Pro does.
    await page.getByTestId("use-in-plan-pitch").waitFor();
    expect(await page.getByTestId("use-in-plan").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  }, 180_000);

  it("lets a Pro member put a dish into the nutrition plan for a chosen meal (desktop, dark)", async () => {
    const page = await subscribedPage("/dishes", "PRO");
    const built = await page.evaluate(async () => {
      const res = await fetch("/api/plans/nutrition", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ goal: "MAINTAIN" }),
      });
      return res.status;
    });
    expect(built).toBe(200);
    await withTheme(page, "dark", "/dishes");
    await page.getByRole("heading", { name: "Dishes library", level: 1 }).waitFor();
    await page.getByTestId("dish-card").first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/dishes/beef-stroganoff-with-buckwheat");
    await page.getByRole("heading", { name: "Beef stroganoff with buckwheat", level: 1 }).waitFor();
    const use = page.getByTestId("use-in-plan");
    await use.getByText("Dinner", { exact: true }).click();
    await use.getByRole("button", { name: "Use in my plan" }).click();
    await page.getByText("The dish is now your dinner in the nutrition plan").waitFor();
    const dinner = await page.evaluate(async () => {
      const res = await fetch("/api/profiles/me");
      const body = (await res.json()) as { nutrition_plan: { day: { meal: string; dish: string }[] } };
      return body.nutrition_plan.day.find((p) => p.meal === "dinner")?.dish;
    });
    expect(dinner).toBe("beef-stroganoff-with-buckwheat");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows a Free member the lock that names Standard, and the API refuses them", async () => {
    const page = await signedInPage("/dishes");
    const lock = page.getByTestId("lock-screen");
    await lock.waitFor();
    await lock.getByRole("link", { name: "Choose Standard" }).waitFor();
    expect(await lock.getByRole("heading", { name: "Dishes library" }).count()).toBe(1);
    const refused = await page.evaluate(async () => {
      const res = await fetch("/api/dishes");
      return [res.status, ((await res.json()) as { error: { message: string } }).error.message];
    });
    expect(refused).toEqual([403, "A Standard or Pro subscription is required for the dishes library"]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("says so when a dish is not in the library", async () => {
    const page = await subscribedPage("/dishes/no-such-dish", "BASIC");
    await page.getByText("This dish is not in the library. It may have been renamed.").waitFor();
    await page.getByRole("link", { name: "All dishes" }).click();
    await page.waitForURL((u) => u.pathname === "/dishes");
  });
});
