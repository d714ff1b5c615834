import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { baseURL, openPage, phone, signedInPage, untilHydrated } from "./helpers";

/** Opened from the keyboard, Radix focuses the menu and then its first item; wait for the item. */
const menuHasFocus = (page: Page) => page.waitForFunction(() => document.activeElement?.getAttribute("role") === "menuitem");

/** Radix moves focus on the next tick after a key, so wait for it rather than read at once. */
const focusMovesTo = (page: Page, text: string) =>
  page.waitForFunction((t) => document.activeElement?.textContent?.startsWith(t) === true, text, { timeout: 2000 });

// One desktop home page (dark) for axe, the skip link and the menu: each new browser costs more than the checks.
describe("keyboard use and accessibility on the desktop home page", () => {
  it("finds no serious axe problems (dark), offers a skip link as the first stop, and opens the Resources menu with the keyboard", async () => {
    const page = await themedPage("/", "dark", {});
    await page.getByTestId("home-desktop").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The skip link is the first stop and moves focus to the content.
    await page.keyboard.press("Tab");
    const link = page.getByRole("link", { name: "Skip to content" });
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => location.hash)).toBe("#main");

    // The Resources menu, from a fresh load: moves with arrows and closes on Escape.
    await page.goto("/");
    await untilHydrated(page);
    await page.getByTestId("home-desktop").waitFor();
    // Tab to the menu: its code arrives on focus, and focus stays on the (real, Radix) trigger.
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate(() => document.activeElement?.getAttribute("data-testid") === "menu-resources")) break;
    }
    await page.locator('[data-testid="menu-resources"][data-state]').waitFor();
    await page.waitForFunction(() => document.activeElement?.matches('[data-testid="menu-resources"][data-state]') === true);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    await menuHasFocus(page);
    const items = await menu.getByRole("menuitem").allInnerTexts();
    expect(items.map((t) => t.split("\n")[0])).toEqual([
      "Exercises",
      "Calculators",
      "Articles",
      "Supplement guide",
      "Protein",
      "Carbs",
      "Fats",
      "Advanced",
      "Dishes",
    ]);
    // Opened from the keyboard, the first item has focus; arrows move through the items.
    await focusMovesTo(page, "Exercises");
    await page.keyboard.press("ArrowDown");
    await focusMovesTo(page, "Calculators");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "menu-resources", null, {
      timeout: 2000,
    });

    await page.keyboard.press("Enter");
    await menu.waitFor();
    await menuHasFocus(page);
    await focusMovesTo(page, "Exercises");
    await page.keyboard.press("ArrowDown");
    await focusMovesTo(page, "Calculators");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/login\?redirect=%2Fcalculators$/);
  });
});

/** A fresh browser whose theme cookie is set before the first request. */
async function themedPage(path: string, theme: string, opts: Parameters<typeof openPage>[1]) {
  const page = await openPage(null, opts);
  await page.context().addCookies([{ name: "theme", value: theme, url: baseURL() }]);
  await page.goto(path);
  // A press before the app takes the page over sends the prerendered form to the server (a 303
  // back to the page, a new document): these tests are about the app's own error states.
  await untilHydrated(page);
  return page;
}

describe("accessibility (axe-core)", () => {
  // The colour tokens are shared by every screen, so each theme is checked on some screens and
  // not every screen in both: the desktop home in dark (above), the phone home in light, and so on.
  it("finds no serious or critical problems on the phone's home page (light)", async () => {
    const page = await themedPage("/", "light", { device: phone });
    await page.getByTestId("home-mobile").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // One test per screen: axe on a slow machine takes seconds per page.
  it.each([
    ["dark", "/login"],
    ["light", "/signup"],
    ["dark", "/forgot-password"],
    ["light", "/reset-password?token=x"],
  ] as const)("finds no serious or critical problems (%s) on %s, with errors showing", async (theme, path) => {
    const page = await themedPage(path, theme, { locale: theme === "dark" ? "en-US" : "ru-RU" });
    await page.locator("main form, main [role=alert]").first().waitFor();
    // Submitting empty shows every field's error, which must stay readable and linked.
    const submit = page.locator("main form button[type=submit]").first();
    if (await submit.count()) await submit.click();
    expect(await seriousViolations(page), `${path} ${theme}`).toEqual([]);
  });
});

// One test per screen (a shared signed-in browser), so a slow machine times out no single test.
// An exercise's page is checked in both themes with its demonstration (demonstrations.test.ts).
describe("accessibility of the member screens (axe-core)", () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage("/exercises");
  });

  it.each([
    ["dark", "/exercises", "exercise-card"],
    ["dark", "/protein-encyclopedia", "food-row"],
    ["light", "/supplement-guide", "supplement"],
    ["dark", "/articles/sleep-for-muscle", "article"],
    ["light", "/education", "lesson-row"],
    ["dark", "/advanced", "lift-squat"],
    ["light", "/profile", "update-plans-notice"],
    ["dark", "/calculators", "calc-bmi-result"],
  ] as const)("finds no serious or critical problems (%s) on %s", async (theme, path, ready) => {
    await page.context().addCookies([{ name: "theme", value: theme, url: page.url() }]);
    await page.goto(path);
    if (path === "/profile") {
      // The profile with its notice open: the form, the analysis and the progress section.
      await page.getByRole("button", { name: "Save metrics" }).click();
    }
    await page.getByTestId(ready).first().waitFor();
    expect(await seriousViolations(page), `${path} ${theme}`).toEqual([]);
  });
});
