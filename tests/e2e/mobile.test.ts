import { describe, expect, it } from "vitest";
import { memberAt, openPage, phone } from "./helpers";

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
    expect(await panel.getByRole("link").count()).toBe(10);
    expect(await panel.getByTestId("lang-ru").isVisible()).toBe(true);
    const before = await page.evaluate(() => window.scrollY);
    // A wheel over the dimmed page reaches it, and is turned down: its scroll is prevented.
    await page.evaluate(() => {
      const seen: boolean[] = ((window as unknown as { wheels: boolean[] }).wheels = []);
      window.addEventListener("wheel", (e) => seen.push(e.defaultPrevented), { passive: false });
    });
    await page.mouse.move(20, 40);
    await page.mouse.wheel(0, 600);
    const wheels = () => page.evaluate(() => (window as unknown as { wheels: boolean[] }).wheels);
    await expect.poll(wheels).toEqual([true]);
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

  it("takes a member to the workout log from the More panel and the home page, and on a desktop from the top bar", async () => {
    const page = await memberAt("/", true);
    await page.getByTestId("home-mobile").waitFor();
    // The home page's last block speaks to a member, not a visitor.
    const cta = page.getByTestId("cta-start");
    expect(await cta.innerText()).toBe("Открыть тренировки");
    expect(await cta.getAttribute("href")).toBe("/mworkout");
    expect(await page.getByText("Создайте бесплатный аккаунт").count()).toBe(0);
    await page.getByTestId("bar-more").click();
    const panel = page.getByTestId("panel-more");
    const first = panel.getByRole("link").first();
    expect(await first.innerText()).toBe("Тренировки");
    await first.click();
    await page.waitForURL(/\/mworkout$/);

    const desktop = await memberAt("/", false);
    await desktop.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Workouts" }).click();
    await desktop.waitForURL(/\/workout$/);
    await desktop.getByRole("heading", { level: 1, name: "Workouts" }).waitFor();
  });

  it("switches the language from the More panel", async () => {
    const page = await openPage("/", { device: phone });
    await page.getByTestId("bar-more").click();
    await page.getByTestId("panel-more").getByTestId("lang-ru").click();
    await page.getByTestId("bottom-bar").getByText("Войти").waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ru");
  });

  it("treats a viewport under 75 % of the screen as the keyboard: the body stays put and the bottom bar steps aside", async () => {
    const page = await openPage("/mlogin", { device: phone });
    // A phone's screen keeps its height when the keyboard shrinks the viewport; the emulator's follows the viewport.
    await page.context().addInitScript(() => Object.defineProperty(screen, "height", { get: () => 844 }));
    await page.reload();
    await page.getByLabel("Email").waitFor();
    const bar = page.getByTestId("bottom-bar");
    const state = () =>
      page.evaluate(() => ({
        keyboard: document.documentElement.dataset.keyboard ?? null,
        position: document.body.style.position,
      }));
    expect(await state()).toEqual({ keyboard: null, position: "" });
    await page.getByLabel("Email").focus();
    // The keyboard takes the lower part of the screen: 600 of 844 px left (71 %).
    await page.setViewportSize({ width: 390, height: 600 });
    await expect.poll(state).toEqual({ keyboard: "open", position: "fixed" });
    expect(await bar.isVisible()).toBe(false);
    // 640 of 844 px (76 %) is not a keyboard.
    await page.setViewportSize({ width: 390, height: 640 });
    await expect.poll(state).toEqual({ keyboard: null, position: "" });
    expect(await bar.isVisible()).toBe(true);
  });
});
