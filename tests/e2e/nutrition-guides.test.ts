import { describe, expect, it } from "vitest";
import { signedInPage } from "./helpers";
import type { Page } from "playwright-core";

const column = (page: Page, index: number) =>
  page.$$eval(`[data-testid="food-row"] td:nth-child(${index})`, (cells) =>
    cells.map((c) => Number((c.textContent ?? "").replace(",", ".").replace("—", "NaN"))),
  );

describe("encyclopedias", () => {
  it("show the protein needs and a food table sorted by protein, searchable in both languages", async () => {
    const page = await signedInPage("/protein-encyclopedia");
    await page.getByTestId("food-row").first().waitFor();
    expect(await page.getByTestId("need").count()).toBe(3);
    const protein = await column(page, 3);
    expect(protein.length).toBeGreaterThanOrEqual(60);
    expect(protein).toEqual([...protein].sort((a, b) => b - a));
    await page.getByRole("button", { name: "Sort by Protein, g" }).click();
    const ascending = await column(page, 3);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByRole("searchbox", { name: "Search foods" }).fill("гречка");
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="food-row"]').length < 5);
    expect((await page.getByTestId("food-row").allInnerTexts()).join(" ")).toMatch(/Buckwheat/i);
  });

  it("lets the carbs table show one food group, in Russian", async () => {
    const page = await signedInPage("/carbs-encyclopedia", { locale: "ru-RU" });
    await page.getByTestId("food-row").first().waitFor();
    await page.getByRole("radio", { name: "Фрукты и ягоды" }).click();
    const count = await page.getByTestId("food-row").count();
    expect(count).toBeGreaterThan(5);
    expect(await page.getByTestId("food-count").innerText()).toBe(`Продуктов: ${count}`);
    await page.getByRole("columnheader", { name: /ГИ/ }).waitFor();
  });

  it("writes the grams per kilogram with a decimal comma in Russian", async () => {
    const page = await signedInPage("/fats-encyclopedia", { locale: "ru-RU" });
    await page.getByTestId("need").first().waitFor();
    const needs = (await page.getByTestId("need").allInnerTexts()).join(" ");
    // The unit stays with its number by a no-break space.
    expect(needs).toContain("не меньше 0,6–0,8\u00a0г на кг");
    expect(needs).not.toMatch(/\d\.\d/);
  });
});

describe("supplement guide", () => {
  it("filters by evidence grade and opens a supplement's dose, cautions and sources", async () => {
    const page = await signedInPage("/supplement-guide");
    await page.getByTestId("supplement").first().waitFor();
    expect(await page.getByTestId("supplement").count()).toBeGreaterThanOrEqual(20);
    for (const g of ["A", "B", "C"]) await page.locator(`[aria-label="Show grades"] [aria-label="Grade ${g}"]`).click();
    const low = await page.getByTestId("supplement").allInnerTexts();
    expect(low.length).toBeGreaterThan(0);
    for (const s of low) expect(s).toContain("Grade D");
    await page.getByRole("button", { name: /BCAA/ }).click();
    const open = page.getByTestId("supplement").filter({ hasText: "BCAA" });
    await open.getByRole("heading", { name: "Dose" }).waitFor();
    expect(await open.getByRole("link").count()).toBeGreaterThan(0);
  });
});
