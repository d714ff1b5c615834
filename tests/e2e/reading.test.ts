import { describe, expect, it } from "vitest";
import { phone, signedInPage } from "./helpers";

describe("articles", () => {
  it("filters by category and opens an article with its contents, key points and related reading", async () => {
    const page = await signedInPage("/articles");
    await page.getByTestId("article-card").first().waitFor();
    expect(await page.getByTestId("article-card").count()).toBeGreaterThanOrEqual(16);
    await page.getByRole("radio", { name: "Nutrition" }).click();
    await page.waitForURL((u) => u.searchParams.get("category") === "nutrition");
    const cards = await page.getByTestId("article-card").allInnerTexts();
    expect(cards.length).toBeGreaterThanOrEqual(2);
    for (const c of cards) expect(c).toContain("Nutrition");
    await page.getByTestId("article-card").first().click();
    const article = page.getByTestId("article");
    await article.getByRole("heading", { name: "Key points" }).waitFor();
    expect(await article.locator("text=/\\d+ min read/").first().innerText()).toMatch(/^\d+ min read$/);
    const toc = article.getByRole("navigation", { name: "Contents" }).getByRole("link");
    expect(await toc.count()).toBeGreaterThanOrEqual(4);
    const target = (await toc.first().getAttribute("href"))!;
    await toc.first().click();
    expect(await page.evaluate(() => location.hash)).toBe(target);
    expect(await article.locator(`${target} h2`).isVisible()).toBe(true);
    expect(await article.getByRole("heading", { name: "Related articles" }).isVisible()).toBe(true);
    expect(await page.title()).not.toBe("Articles — Forma");
  });
});

describe("education", () => {
  it("remembers each lesson a member finishes, across visits, in Russian on a phone", async () => {
    const page = await signedInPage("/meducation", { device: phone, locale: "ru-RU" });
    await page.getByTestId("education-progress").getByText("Пройдено уроков: 0 из 10").waitFor();
    await page.getByRole("link", { name: "Начать курс" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/meducation/"));
    const lesson = page.getByTestId("lesson");
    await lesson.getByRole("heading", { name: "Проверьте себя" }).waitFor();
    await lesson.getByText("Урок 1", { exact: false }).first().waitFor();
    await page.getByTestId("lesson-done").click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="lesson-done"]')?.getAttribute("aria-pressed") === "true",
    );
    await page.getByRole("link", { name: "Следующий урок" }).click();
    await lesson.getByText("Урок 2", { exact: false }).first().waitFor();
    await page.goto("/meducation");
    await page.getByTestId("education-progress").getByText("Пройдено уроков: 1 из 10").waitFor();
    await page.getByRole("link", { name: "Продолжить: урок 2" }).waitFor();
  });
});
