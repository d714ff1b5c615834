import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { withMotion } from "../support/browser";
import { seriousViolations } from "./axe";
import { baseURL, phone, signedInPage, subscribedPage } from "./helpers";
import { answerScreening } from "./screening";

// The figure moves unless the visitor asks for reduced motion (one test asks).
withMotion();

/** The figure as drawn on screen, to tell whether it moves (the browser animates it, not the DOM). */
const drawing = async (page: Page) =>
  (await page.getByTestId("demonstration").locator('svg[viewBox="0 0 240 240"]').screenshot()).toString("base64");

/**
 * Whether anything in the figure can move: a worker playing it on the canvas laid over the SVG,
 * or else the browser playing the SVG's animations (`<animate>`, which a still figure has none
 * of, or with the SVG's clock paused) and any CSS animation in it.
 */
const canMove = (page: Page) =>
  page.getByTestId("demonstration").evaluate((figure: HTMLElement) => {
    const canvas = figure.querySelector("canvas");
    if (canvas) return canvas.dataset.state === "playing";
    const svg = figure.querySelector<SVGSVGElement>('svg[viewBox="0 0 240 240"]')!;
    return (
      (svg.querySelector("animate") !== null && !svg.animationsPaused()) ||
      svg.getAnimations({ subtree: true }).some((a) => a.playState === "running")
    );
  });

/**
 * The SVG holds one still pose: while the figure moves, a worker draws it, not the page, and the
 * page never builds the loop's `<animate>`s for it.
 */
const svgHoldsStill = (page: Page) =>
  page
    .getByTestId("demonstration")
    .locator('svg[viewBox="0 0 240 240"]')
    .evaluate(
      (svg: SVGSVGElement) =>
        svg.querySelector("animate") === null && svg.animationsPaused() && svg.getAnimations({ subtree: true }).length === 0,
    );

/** DEMO_SHOTS=<dir> keeps screenshots of the demonstration for review. */
async function shot(page: Page, name: string) {
  const dir = process.env.DEMO_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

async function setTheme(page: Page, theme: "dark" | "light") {
  await page.context().addCookies([{ name: "theme", value: theme, url: baseURL() }]);
  await page.reload();
}

describe("exercise demonstrations", () => {
  it("shows a named, moving demonstration on an exercise page that pauses and plays again", async () => {
    const page = await signedInPage("/exercises/barbell-back-squat");
    const figure = page.getByRole("figure", { name: "Demonstration: Barbell back squat" });
    await figure.waitFor();
    await figure.getByText("Start").waitFor();
    await figure.getByText("Middle").waitFor();
    await figure.getByText("End").waitFor();
    // Playing, once the page is idle: the drawing changes from one moment to the next (the loop
    // rests half a second at each end).
    const before = await drawing(page);
    await expect.poll(() => drawing(page), { timeout: 5_000 }).not.toBe(before);
    expect(await canMove(page)).toBe(true);
    expect(await svgHoldsStill(page)).toBe(true);
    // The caption follows the figure through the loop, to the end and back to the start.
    const phase = (name: string) => figure.getByText(name, { exact: true }).getAttribute("aria-current");
    await expect.poll(() => phase("End"), { timeout: 5_000 }).toBe("step");
    await expect.poll(() => phase("Start"), { timeout: 5_000 }).toBe("step");

    // Pause with the keyboard: the figure holds still and the button offers to play.
    const pause = figure.getByRole("button", { name: "Pause demonstration" });
    await pause.focus();
    await page.keyboard.press("Enter");
    const play = figure.getByRole("button", { name: "Play demonstration" });
    await play.waitFor();
    const still = await drawing(page);
    expect(await canMove(page)).toBe(false);
    await play.click();
    await figure.getByRole("button", { name: "Pause demonstration" }).waitFor();
    await expect.poll(() => canMove(page)).toBe(true);
    await expect.poll(() => drawing(page), { timeout: 5_000 }).not.toBe(still);

    for (const theme of ["dark", "light"] as const) {
      await setTheme(page, theme);
      await figure.waitFor();
      await figure.getByRole("button", { name: "Pause demonstration" }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `exercise-desktop-en-${theme}`);
    }
  });

  it("starts paused when the visitor asks for reduced motion, and still plays on request (phone, Russian)", async () => {
    const page = await signedInPage("/mexercises", { device: phone, ru: true });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/mexercises/goblet-squat");
    const figure = page.getByRole("figure", { name: "Демонстрация: Гоблет-присед" });
    await figure.waitFor();
    await figure.getByText("Начало").waitFor();
    const play = figure.getByRole("button", { name: "Смотреть демонстрацию" });
    await play.waitFor();
    expect(await canMove(page)).toBe(false);
    const still = await drawing(page);
    // Nor does anything else keep moving: the plans dot's pulse has run its one short cycle.
    await page.getByTestId("plans-dot").first().waitFor({ state: "attached" });
    // (Polled: an animation cut to 0.01 ms still reads as running until the next frame.)
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length)).toBe(0);
    await play.click();
    await figure.getByRole("button", { name: "Остановить демонстрацию" }).waitFor();
    await expect.poll(() => canMove(page)).toBe(true);
    await expect.poll(() => drawing(page), { timeout: 5_000 }).not.toBe(still);
    // Read past, it stops being drawn; back in view, it moves again.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => canMove(page)).toBe(false);
    await figure.scrollIntoViewIfNeeded();
    await expect.poll(() => canMove(page)).toBe(true);
    for (const theme of ["dark", "light"] as const) {
      await setTheme(page, theme);
      await figure.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `exercise-phone-ru-${theme}`);
    }
  });

  it("offers each exercise's demonstration in today's workout, closed until asked for", async () => {
    const page = await subscribedPage("/profile", "BASIC");
    await page.getByRole("tab", { name: "Workout Plan" }).click();
    await page.getByRole("heading", { name: "Build your workout plan" }).waitFor();
    await answerScreening(page);
    await page.locator("label", { hasText: "Beginner" }).click();
    // Two days (Monday and Thursday) plus today, so today has a workout whatever day the test runs.
    await page.getByTestId("setup-days").getByText("2", { exact: true }).click();
    const today = await page.evaluate(() => (new Date().getDay() + 6) % 7);
    if (today !== 0 && today !== 3) {
      await page.getByRole("button", { name: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][today], exact: true }).click();
    }
    await page.getByRole("button", { name: "Dumbbells at home" }).click();
    await page.getByRole("button", { name: "Create my workout plan" }).click();
    await page.getByText("Your workout plan is ready").waitFor();
    await page.getByTestId("today-card").getByRole("link", { name: "Start today's workout" }).click();
    await page.waitForURL((u) => u.pathname === "/workout");
    await page.getByRole("button", { name: "Start workout", exact: true }).click();
    // The first exercise's card, by its name (the button's own name changes once it is open).
    const first = page.locator("li", { has: page.getByRole("button", { name: "Show demonstration" }) }).first();
    const name = await first.getByRole("heading", { level: 3 }).innerText();
    const card = page.getByRole("listitem", { name, exact: true });
    const show = card.getByRole("button", { name: "Show demonstration" });
    expect(await show.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByTestId("demonstration").count()).toBe(0);
    await show.click();
    await card.getByRole("figure", { name: `Demonstration: ${name}` }).waitFor();
    expect(await card.getByRole("button", { name: "Hide demonstration" }).getAttribute("aria-expanded")).toBe("true");
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "workout-desktop-en-dark");
    await card.getByRole("button", { name: "Hide demonstration" }).click();
    expect(await page.getByTestId("demonstration").count()).toBe(0);
  });
});
