import { describe, expect, it } from "vitest";
import { openPage } from "./helpers";

describe("home page and language", () => {
  it("shows the English home with its whole navigation", async () => {
    const page = await openPage("/");
    await page.getByTestId("home-desktop").waitFor();
    expect(await page.locator("h1").textContent()).toBe("Train smarter. Eat better. See the change.");
    for (const name of ["Start training", "Profile"])
      expect(await page.getByRole("main").getByRole("link", { name, exact: true }).count()).toBe(1);
    await page.getByRole("button", { name: "Learn more" }).click();
    await page.waitForFunction(() => document.activeElement?.id === "features");
    const stats = await page.getByTestId("home-stats").innerText();
    for (const figure of ["10K+", "50K+", "30K+", "meal plans"]) expect(stats).toContain(figure);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const name of ["Home", "Billing", "Sign In", "Sign Up"])
      expect(await nav.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole("button", { name: "Resources" }).isVisible()).toBe(true);
    expect(await page.getByTestId("footer-legal").innerText()).toContain("Sole proprietor");
    expect(await page.title()).toBe("Home — Forma");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  });

  it("switches the whole interface to Russian and keeps it after a reload", async () => {
    const page = await openPage("/");
    await page.getByTestId("lang-ru").click();
    await page.getByText("Тренируйтесь с умом. Питайтесь правильно. Смотрите на результат.").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
    expect(await page.title()).toBe("Главная — Forma");
    const stats = await page.getByTestId("home-stats").innerText();
    for (const figure of ["10\u00a0тыс.+", "50\u00a0тыс.+", "30\u00a0тыс.+", "планов питания"]) expect(stats).toContain(figure);
    expect(await page.getByRole("link", { name: "Войти" }).isVisible()).toBe(true);
    expect(await page.getByTestId("footer-legal").innerText()).toContain("ИП");

    await page.reload();
    await page.getByTestId("home-desktop").waitFor();
    expect(await page.locator("h1").textContent()).toContain("Тренируйтесь");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");

    await page.getByTestId("lang-en").click();
    await page.getByText("Train smarter.", { exact: false }).waitFor();
    expect(await page.title()).toBe("Home — Forma");
  });

  it("guesses Russian for a browser in Kazakhstan and English for one in Germany", async () => {
    const kz = await openPage("/", { locale: "en-KZ" });
    await kz.getByTestId("home-desktop").waitFor();
    expect(await kz.evaluate(() => document.documentElement.lang)).toBe("ru");
    expect(await kz.locator("h1").textContent()).toContain("Тренируйтесь");
    const de = await openPage("/", { locale: "ru-DE" });
    await de.getByTestId("home-desktop").waitFor();
    expect(await de.locator("h1").textContent()).toContain("Train smarter");
  });

  it("shows the user agreement fully in both languages", async () => {
    const page = await openPage("/agreement");
    await page.getByTestId("agreement").waitFor();
    const en = await page.getByTestId("agreement").innerText();
    expect(en).toContain("not a mass medium");
    expect(await page.locator("article section").count()).toBeGreaterThanOrEqual(10);
    await page.getByTestId("lang-ru").click();
    // The agreement's own heading (the footer's link reads the same): its Russian text loads with the switch.
    await page.getByTestId("agreement").getByRole("heading", { level: 1, name: "Пользовательское соглашение" }).waitFor();
    expect(await page.getByTestId("agreement").innerText()).toContain("не является средством массовой информации");
  });

  // An unknown path's not-found page is in pages-and-offline.test.ts (with its 404), and a
  // visitor sent from a member screen to sign-in in chat.test.ts and account-guards-and-settings.test.ts.
});
