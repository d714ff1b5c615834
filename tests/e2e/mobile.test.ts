import { describe, expect, it } from "vitest";
import { openPage, phone } from "./helpers";

describe("phone viewport", () => {
  it("shows the mobile home with the bottom bar and no top bar", async () => {
    const page = await openPage("/", { device: phone });
    await page.getByTestId("home-mobile").waitFor();
    const bar = page.getByTestId("bottom-bar");
    expect(await bar.getByRole("link").allInnerTexts()).toEqual(["Sign In", "Sign Up", "Billing"]);
    expect(await bar.getByTestId("bar-more").innerText()).toBe("More");
    expect(await page.getByTestId("menu-resources").count()).toBe(0);
  });

  it("opens the More panel, locks the page scroll, and closes on Escape, outside tap and route change", async () => {
    const page = await openPage("/", { device: phone });
    await page.getByTestId("home-mobile").waitFor();

    await page.getByTestId("bar-more").click();
    const panel = page.getByTestId("panel-more");
    await panel.waitFor();
    expect(await panel.getByRole("link").count()).toBe(8);
    expect(await panel.getByTestId("lang-ru").isVisible()).toBe(true);
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });

    await page.getByTestId("bar-more").click();
    await panel.waitFor();
    await page.getByTestId("panel-more-overlay").click({ position: { x: 20, y: 40 } });
    await panel.waitFor({ state: "detached" });

    await page.getByTestId("bar-more").click();
    await panel.getByRole("link", { name: "Calculators" }).click();
    await page.waitForURL(/\/mlogin\?redirect=%2Fmcalculators$/);
    expect(await panel.count()).toBe(0);
  });

  it("switches the language from the More panel", async () => {
    const page = await openPage("/", { device: phone });
    await page.getByTestId("bar-more").click();
    await page.getByTestId("panel-more").getByTestId("lang-ru").click();
    await page.getByTestId("bottom-bar").getByText("Войти").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
  });
});
