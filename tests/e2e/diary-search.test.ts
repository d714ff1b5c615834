// Finding a food and logging it: the add-food sheet's search in Russian on a phone
// («курица», «гречка», «ряженка», each added in grams and shown on the day with its energy for
// those grams), in English at a desk ("coffee"), "Show more" paging, a favourite star that shows
// in Favourites, and a recent food added again with one tap.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { memberAt } from "./helpers";

const words = {
  ru: {
    add: "Добавить продукт",
    search: "Поиск продуктов",
    results: "Найденные продукты",
    weight: "Вес, г",
    confirm: "Добавить",
  },
  en: { add: "Add food", search: "Search foods", results: "Foods found", weight: "Weight, g", confirm: "Add" },
};

/** Opens a meal's add-food sheet. */
async function openSheet(page: Page, meal: string, title: string, lang: "ru" | "en"): Promise<Locator> {
  await page.getByTestId(`diary-meal-${meal}`).getByRole("button", { name: words[lang].add }).click();
  const sheet = page.getByRole("dialog", { name: title });
  await sheet.waitFor();
  return sheet;
}

/** The row of a search result (its choosing button) by the food's name. */
const row = (sheet: Locator, lang: "ru" | "en", name: string) =>
  sheet.getByRole("list", { name: words[lang].results }).getByRole("button").filter({ hasText: name }).first();

/** Searches, chooses the food, logs `grams` of it; the sheet closes. */
async function logFood(sheet: Locator, lang: "ru" | "en", query: string, name: string, grams: string, kcal: string) {
  await sheet.getByRole("searchbox", { name: words[lang].search }).fill(query);
  await row(sheet, lang, name).click();
  const amount = sheet.getByLabel(words[lang].weight, { exact: true });
  await amount.fill(grams);
  await expect.poll(() => sheet.getByTestId("portion-preview").innerText()).toContain(kcal);
  await sheet.getByRole("button", { name: words[lang].confirm, exact: true }).click();
  await sheet.waitFor({ state: "detached" });
}

/** The day's entry of a food: its text (name, amount, energy). */
const entryText = (page: Page, meal: string, name: string) =>
  page.getByTestId(`diary-meal-${meal}`).getByTestId("diary-entry").filter({ hasText: name }).innerText();

describe("finding a food and logging it", () => {
  it("in Russian on a phone: курица, гречка and ряженка in grams, a favourite, and a recent added again", async () => {
    const page = await memberAt("/mdiary", true);

    let sheet = await openSheet(page, "breakfast", "Добавить в завтрак", "ru");
    // Nothing typed yet: the recent foods' place, empty for a new member; the box has the focus.
    await sheet.getByText("Здесь появятся продукты, которые вы записываете").waitFor();
    expect(await sheet.getByRole("searchbox").evaluate((el) => el === document.activeElement)).toBe(true);
    await logFood(sheet, "ru", "курица", "Курица (мясо с кожей), запечённая", "200", "478");
    await page.getByText("Добавлено в завтрак: Курица (мясо с кожей), запечённая").waitFor();
    await expect.poll(() => entryText(page, "breakfast", "Курица")).toMatch(/200\sг[\s\S]*478\sккал/);

    sheet = await openSheet(page, "lunch", "Добавить в обед", "ru");
    await sheet.getByRole("searchbox").fill("гречка");
    // A star keeps the food in Favourites.
    await sheet.getByRole("button", { name: "Добавить в избранное: Гречка (ядрица) отварная" }).click();
    await sheet.getByRole("button", { name: "Убрать из избранного: Гречка (ядрица) отварная" }).waitFor();
    await sheet.getByRole("searchbox", { name: words.ru.search }).fill("гречка");
    await row(sheet, "ru", "Гречка (ядрица) отварная").click();
    // Its household measure in the words a Russian cook uses: a glass, not a US cup.
    // (offered once the food's detail has arrived)
    await expect
      .poll(() => sheet.getByLabel("Мера").locator("option").allInnerTexts())
      .toEqual(["Граммы", "1 стакан · 168\u00a0г"]);
    await sheet.getByRole("button", { name: "Назад к продуктам" }).click();
    await logFood(sheet, "ru", "гречка", "Гречка (ядрица) отварная", "200", "184");
    await expect.poll(() => entryText(page, "lunch", "Гречка")).toMatch(/184\sккал/);

    sheet = await openSheet(page, "snack", "Добавить в перекус", "ru");
    await sheet.getByRole("tab", { name: "Избранное" }).click();
    await sheet.getByRole("tabpanel", { name: "Избранное" }).getByText("Гречка (ядрица) отварная").waitFor();
    await sheet.getByRole("tab", { name: "Поиск" }).click();
    await logFood(sheet, "ru", "ряженка", "Ряженка 4 %", "200", "130");
    await expect.poll(() => entryText(page, "snack", "Ряженка")).toMatch(/130\sккал/);

    // The foods logged are recent now: one tap adds the last amount again, and can be undone.
    sheet = await openSheet(page, "dinner", "Добавить в ужин", "ru");
    const recents = sheet.getByTestId("diary-add-recents");
    await recents.getByText("Ряженка 4 %").waitFor();
    await recents.getByRole("button", { name: "Добавить ещё раз: Курица (мясо с кожей), запечённая, 200 г" }).click();
    await recents.getByText("Добавлено", { exact: true }).waitFor();
    // Undone, then added again: the dinner holds it once.
    await recents.getByRole("button", { name: "Отменить" }).click();
    const again = recents.getByRole("button", { name: "Добавить ещё раз: Курица (мясо с кожей), запечённая, 200 г" });
    await again.click();
    await recents.getByText("Добавлено", { exact: true }).waitFor();
    await sheet.getByRole("button", { name: "Закрыть" }).click();
    await expect.poll(() => entryText(page, "dinner", "Курица")).toMatch(/478\sккал/);
    expect(await page.getByTestId("diary-meal-dinner").getByTestId("diary-entry").count()).toBe(1);
  });

  it("in English at a desk: coffee in grams by keyboard alone, paged with Show more", async () => {
    const page = await memberAt("/diary", false);
    const sheet = await openSheet(page, "breakfast", "Add to breakfast", "en");
    const box = sheet.getByRole("searchbox", { name: "Search foods" });
    await box.fill("coffee");
    const results = sheet.getByRole("list", { name: "Foods found" });
    await row(sheet, "en", "Coffee, brewed").waitFor();
    const total = await sheet.getByText(/^\d+ foods$/).innerText();
    expect(Number(total.split(" ")[0])).toBeGreaterThan(20);
    expect(await results.getByRole("listitem").count()).toBe(20);
    await sheet.getByRole("button", { name: "Show more" }).click();
    await expect.poll(() => results.getByRole("listitem").count()).toBeGreaterThan(20);
    // Nothing found says so and offers the label's way in.
    await box.fill("qqxxzz");
    await sheet.getByText("Nothing found for “qqxxzz”.").waitFor();
    await sheet.getByRole("button", { name: "Create a food" }).waitFor();

    // The keyboard alone: down into the results, Enter chooses, the weight is typed over, Enter adds.
    await box.fill("coffee");
    await row(sheet, "en", "Coffee, brewed").waitFor();
    await box.press("ArrowDown");
    await page.keyboard.press("Enter");
    const grams = sheet.getByLabel("Weight, g", { exact: true });
    await expect.poll(() => grams.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type("300");
    await expect.poll(() => sheet.getByTestId("portion-preview").innerText()).toMatch(/^3\s+kcal/);
    // Escape goes back to the foods, the search as it was; Enter on the row comes back to the amount.
    await page.keyboard.press("Escape");
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await box.inputValue()).toBe("coffee");
    await box.press("ArrowDown");
    await page.keyboard.press("Enter");
    await grams.fill("300");
    await grams.press("Enter");
    await sheet.waitFor({ state: "detached" });
    await page.getByText("Added to breakfast: Coffee, brewed").waitFor();
    await expect.poll(() => entryText(page, "breakfast", "Coffee, brewed")).toMatch(/300 g[\s\S]*3 kcal/);
    // Focus is back on the meal's button.
    const add = page.getByTestId("diary-meal-breakfast").getByRole("button", { name: "Add food" });
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
