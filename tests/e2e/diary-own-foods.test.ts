// The member's own foods and recipes, and a library dish, logged in the diary: a food from its
// label per serving (30 g with 120 kcal is 400 kcal per 100 g; 45 g logged is 180 kcal) at a desk
// in English; a recipe of two database foods, a serving logged, on a phone in Russian; a dish of
// the library logged from its page by a Standard member. (Another member's food is 404: the worker
// tests.)
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { memberAt, subscribedPage, untilHydrated } from "./helpers";

/** Opens a meal's add-food sheet. */
async function openSheet(page: Page, meal: string, add: string): Promise<Locator> {
  await page.getByTestId(`diary-meal-${meal}`).getByRole("button", { name: add }).click();
  const sheet = page.getByTestId("add-food-sheet");
  await sheet.waitFor();
  return sheet;
}

const entryText = (page: Page, meal: string, name: string) =>
  page.getByTestId(`diary-meal-${meal}`).getByTestId("diary-entry").filter({ hasText: name }).innerText();

describe("own foods, recipes and library dishes in the diary", () => {
  it("a food from its label per serving, in English: checked as typed, the focus on a refused field, then logged in grams", async () => {
    const page = await memberAt("/diary", false);
    const sheet = await openSheet(page, "breakfast", "Add food");
    await sheet.getByRole("button", { name: "Create food", exact: true }).click();
    const form = page.getByRole("dialog", { name: "New food" });
    await form.getByLabel("Name", { exact: true }).fill("Trail bar");
    await form.getByLabel("Brand (optional)").fill("Forma");
    await form.getByText("per serving", { exact: true }).click();
    await form.getByLabel("Serving weight, g").fill("30");
    await form.getByLabel("Energy", { exact: true }).fill("120");
    await form.getByLabel("Protein", { exact: true }).fill("3");
    await form.getByLabel("Fat", { exact: true }).fill("4.5");
    // Carbohydrates are required: the form says so on the field, in the server's words.
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await form.getByText("Enter the energy, protein, fat and carbohydrate").waitFor();
    // The focus goes to the field that says it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    await form.getByLabel("Carbohydrates", { exact: true }).fill("18");
    // Salt writes sodium (1 g of salt holds 400 mg of it).
    await form.getByLabel("Salt", { exact: true }).fill("0.25");
    expect(await form.getByLabel("Sodium", { exact: true }).inputValue()).toBe("100");
    await expect
      .poll(() => form.getByTestId("own-preview").innerText())
      .toMatch(/Per 100 g\s+400 kcal[\s\S]*Protein 10 g[\s\S]*Fat 15 g[\s\S]*Carbohydrates 60 g/);
    await form.getByRole("button", { name: "Save", exact: true }).click();
    await form.waitFor({ state: "detached" });

    // The sheet goes on to the amount of the food just made: 45 g of it.
    await sheet.getByLabel("Measure").selectOption({ label: "Grams" });
    await sheet.getByLabel("Weight, g", { exact: true }).fill("45");
    await expect.poll(() => sheet.getByTestId("portion-preview").innerText()).toContain("180");
    await sheet.getByRole("button", { name: "Add", exact: true }).click();
    await sheet.waitFor({ state: "detached" });
    await expect.poll(() => entryText(page, "breakfast", "Trail bar (Forma)")).toMatch(/45\sg[\s\S]*180\skcal/);

    // It is the member's own: in My foods, with its values per 100 g and its serving.
    const again = await openSheet(page, "snack", "Add food");
    await again.getByRole("tab", { name: "My foods" }).click();
    await again.getByTestId("my-foods").getByText("400 kcal per 100 g · serving 30 g").waitFor();
  });

  it("a recipe of two database foods, in Russian on a phone: a serving logged", async () => {
    const page = await memberAt("/mdiary", true);
    const sheet = await openSheet(page, "lunch", "Добавить продукт");
    await sheet.getByRole("button", { name: "Новый рецепт", exact: true }).click();
    const recipe = page.getByTestId("recipe-dialog");
    await recipe.getByLabel("Название рецепта").fill("Гречка с молоком");
    for (const [query, name] of [
      ["гречка", "Гречка (ядрица) отварная"],
      ["молоко", "Молоко цельное 3,25 %, с витамином D"],
    ] as const) {
      await recipe.getByRole("button", { name: "Добавить ингредиент" }).click();
      await recipe.getByRole("searchbox", { name: "Поиск продуктов" }).fill(query);
      await recipe
        .getByRole("list", { name: "Найденные продукты" })
        .getByRole("button")
        .filter({ hasText: name })
        .first()
        .click();
      await recipe.getByLabel("Вес, г", { exact: true }).fill("200");
      await recipe.getByRole("button", { name: "Добавить в рецепт" }).click();
    }
    await recipe.getByText("Все ингредиенты вместе: 400 г").waitFor();
    // Escape while picking a third ingredient steps back to the recipe, whose name and two
    // ingredients are still there (it once closed the dialog and lost them).
    await recipe.getByRole("button", { name: "Добавить ингредиент" }).click();
    await recipe.getByRole("searchbox", { name: "Поиск продуктов" }).fill("рис");
    await page.keyboard.press("Escape");
    await recipe.getByText("Все ингредиенты вместе: 400 г").waitFor();
    expect(await recipe.getByLabel("Название рецепта").inputValue()).toBe("Гречка с молоком");
    expect(await recipe.getByLabel("Вес готового блюда, г").inputValue()).toBe("400");
    await recipe.getByLabel("Порций", { exact: true }).fill("2");
    // 184 + 122 kcal in 400 g: 76.5 per 100 g, 153 in a serving of 200 g.
    await expect.poll(() => recipe.getByTestId("recipe-per100").innerText()).toMatch(/На 100\sг\s+77\sккал/);
    await expect.poll(() => recipe.getByTestId("recipe-per-serving").innerText()).toMatch(/На порцию \(200\sг\)\s+153\sккал/);
    await recipe.getByRole("button", { name: "Сохранить", exact: true }).click();
    await recipe.waitFor({ state: "detached" });

    // One serving of it, as the sheet offers it.
    await expect.poll(() => sheet.getByTestId("portion-preview").innerText()).toContain("153");
    await sheet.getByRole("button", { name: "Добавить", exact: true }).click();
    await sheet.waitFor({ state: "detached" });
    await expect.poll(() => entryText(page, "lunch", "Гречка с молоком")).toMatch(/153\sккал/);
    // The server worked the recipe out the same: the day keeps its values once sent.
    await page.reload();
    await expect.poll(() => entryText(page, "lunch", "Гречка с молоком")).toMatch(/153\sккал/);
  });

  it("a library dish from its page, for a Standard member", async () => {
    const page = await subscribedPage("/dishes/buckwheat-porridge-with-milk", "BASIC");
    await untilHydrated(page);
    await page.getByRole("button", { name: "Add to diary" }).click();
    const dialog = page.getByTestId("add-dish-dialog");
    await dialog.getByText("Buckwheat porridge with milk").waitFor();
    await dialog.getByLabel("Meal").selectOption({ label: "Lunch" });
    expect(await dialog.getByLabel("Portions").inputValue()).toBe("1");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Open the diary" }).click();
    await page.waitForURL((u) => u.pathname === "/diary");
    await expect.poll(() => entryText(page, "lunch", "Buckwheat porridge with milk")).toMatch(/kcal/);
  });
});
