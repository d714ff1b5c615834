// Quick add (decision 0075) as a member uses it: at a desk in English, a lunch's macros typed
// without a food (the energy counted from them), a number out of range said at its field, the entry
// on the day and in its totals, then edited into "Pizza" at 800 kcal; on a phone in Russian, the
// same form reached by keyboard, energy alone logged, and Escape back to the foods.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { DiaryDayJson } from "../../core/api/diary";
import { seriousViolations } from "./axe";
import { localDay, memberAt } from "./helpers";

const stored = async (page: Page) =>
  ((await (await page.request.get(`/api/diary/day?date=${await localDay(page, 0)}`)).json()) as DiaryDayJson).meals.flatMap((m) =>
    m.entries.map((e) => ({ meal: m.meal, food: e.food, name: e.name.en, kcal: e.per100g.kcal, carbs: e.per100g.carbs })),
  );

describe("quick add in the diary", () => {
  it("logs a lunch's macros without a food, says a bad number at its field, and edits it", async () => {
    const page = await memberAt("/diary", false);
    await page.getByTestId("diary-meal-lunch").getByRole("button", { name: "Add food" }).click();
    const sheet = page.getByTestId("add-food-sheet");
    await sheet.getByRole("button", { name: "Quick add" }).click();
    const form = sheet.getByTestId("quick-add-form");
    // The energy box has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("quick-kcal");

    // Energy out of range: said at its field once the member tries to add it, and the focus goes there.
    await form.getByLabel("Energy", { exact: true }).fill("6000");
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await form.getByText("Enter the energy, from 0 to 5,000 kcal").waitFor();
    expect(await form.getByLabel("Energy", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("quick-kcal");

    // Left empty, the energy comes from the macros: 30 g protein, 10 g fat, 50 g carbohydrate.
    await form.getByLabel("Energy", { exact: true }).fill("");
    await form.getByLabel("Protein", { exact: true }).fill("30");
    await form.getByLabel("Fat", { exact: true }).fill("10");
    await form.getByLabel("Carbohydrates", { exact: true }).fill("50");
    await form.getByText("If left empty, the energy is calculated from protein, fat and carbohydrate: 410 kcal.").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole("button", { name: "Add", exact: true }).click();
    await page.getByText("Added to lunch: Quick add").waitFor();

    const lunch = page.getByTestId("diary-meal-lunch");
    const row = lunch.getByTestId("diary-entry");
    // Its macros in letters, and in words for a screen reader; once sent, the row says no more
    // (until then it is marked as kept on the device).
    await lunch
      .getByRole("button", { name: "Quick add protein 30 g, fat 10 g, carbohydrate 50 g 410 kcal", exact: true })
      .waitFor();
    expect(await row.locator('[aria-hidden="true"]').allInnerTexts()).toContain("P\u00a030 g · F\u00a010 g · C\u00a050 g");
    await page.getByTestId("diary-summary").getByTestId("diary-kcal-eaten").getByText("410 kcal").waitFor();
    await expect
      .poll(() => stored(page))
      .toEqual([{ meal: "lunch", food: { kind: "quick", id: "quick" }, name: "", kcal: 410, carbs: 50 }]);

    // Opened from the day: the same form with its numbers; a note and new numbers saved.
    await row.getByRole("button").click();
    const dialog = page.getByTestId("diary-entry-dialog");
    expect(await dialog.getByLabel("Energy", { exact: true }).inputValue()).toBe("410");
    // With a mouse and keyboard the energy box has the focus, ready to type into.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("quick-kcal");
    expect(await dialog.getByRole("button", { name: "Add to favourites" }).count()).toBe(0);
    await dialog.getByLabel("Energy", { exact: true }).fill("800");
    await dialog.getByLabel("Carbohydrates", { exact: true }).fill("90");
    await dialog.getByLabel("Note (optional)").fill("Pizza");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await lunch
      .getByRole("button", { name: "Pizza Quick add, protein 30 g, fat 10 g, carbohydrate 90 g 800 kcal", exact: true })
      .waitFor();
    expect(await row.locator('[aria-hidden="true"]').allInnerTexts()).toContain(
      "Quick add · P\u00a030 g · F\u00a010 g · C\u00a090 g",
    );
    await expect
      .poll(() => stored(page))
      .toEqual([{ meal: "lunch", food: { kind: "quick", id: "quick" }, name: "Pizza", kcal: 800, carbs: 90 }]);
  });

  it("reads in Russian on a phone, works by keyboard, and Escape goes back to the foods", async () => {
    const page = await memberAt("/mdiary", true);
    await page.getByTestId("diary-meal-snack").getByRole("button", { name: "Добавить продукт" }).click();
    const sheet = page.getByTestId("add-food-sheet");
    await sheet.getByRole("button", { name: "Быстрая запись" }).focus();
    await page.keyboard.press("Enter");
    const form = sheet.getByTestId("quick-add-form");
    await form.getByText("Для еды, состав которой вам неизвестен", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    // Back at the foods, with the sheet still open.
    await sheet.getByRole("tab", { name: "Поиск" }).waitFor();
    expect(await form.count()).toBe(0);

    await sheet.getByRole("button", { name: "Быстрая запись" }).click();
    await page.keyboard.type("150,5");
    await page.keyboard.press("Enter");
    await page.getByText("Добавлено в перекус: Быстрая запись").waitFor();
    const row = page.getByTestId("diary-meal-snack").getByTestId("diary-entry");
    // Once sent (until then it is marked as kept on the device).
    await expect
      .poll(async () => (await row.innerText()).split("\n"))
      .toEqual(["Быстрая запись", "Только калорийность", "151\u00a0ккал"]);
    await expect
      .poll(() => stored(page))
      .toEqual([{ meal: "snack", food: { kind: "quick", id: "quick" }, name: "", kcal: 150.5, carbs: null }]);
    expect(await seriousViolations(page)).toEqual([]);

    // Opened from the day on a phone, no box takes the focus: the keyboard would cover the meals
    // to move it to. A tap on the energy box then edits it.
    await row.getByRole("button").tap();
    const dialog = page.getByTestId("diary-entry-dialog");
    await dialog.getByRole("heading", { name: "Перекус: изменить запись" }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("INPUT");
    expect(await dialog.getByLabel("Калорийность", { exact: true }).inputValue()).toBe("150,5");
    await dialog.getByLabel("Калорийность", { exact: true }).tap();
    await dialog.getByLabel("Калорийность", { exact: true }).fill("200");
    await dialog.getByRole("button", { name: "Сохранить" }).tap();
    await expect.poll(async () => (await row.innerText()).split("\n").at(-1)).toBe("200\u00a0ккал");
  });
});
