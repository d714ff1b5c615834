import { describe, expect, it } from "vitest";
import { phone, signedInPage } from "./helpers";
import type { Page } from "playwright-core";

async function library(path: string, opts: Parameters<typeof signedInPage>[1] = {}): Promise<Page> {
  const page = await signedInPage(path, opts);
  await page.getByTestId("exercise-count").waitFor();
  return page;
}

// The cards' text, not innerText: cards off screen are skipped by content-visibility, and their innerText is empty.
const names = (page: Page) => page.getByTestId("exercise-card").locator("span.font-semibold").allTextContents();

describe("exercise library", () => {
  it("finds exercises in English despite a typo, and in Russian", async () => {
    const page = await library("/exercises");
    expect(await page.getByTestId("exercise-count").innerText()).toBe("180 found");
    const search = page.getByRole("searchbox", { name: "Search exercises" });
    await search.fill("bensh press");
    await page.waitForFunction(() => !document.querySelector('[data-testid="exercise-count"]')?.textContent?.startsWith("180"));
    expect((await names(page)).slice(0, 5)).toContain("Barbell bench press");
    // The query lives in the address, so the result can be shared or reloaded.
    expect(new URL(page.url()).searchParams.get("q")).toBe("bensh press");
    await search.fill("подтягиваня");
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="exercise-card"]')]
        .slice(0, 3)
        .some((c) => /pull-up|chin-up/i.test(c.textContent ?? "")),
    );
    await search.fill("zzzzqqq");
    await page.getByTestId("exercise-empty").waitFor();
  });

  it("picks a group on the body map and filters by equipment and level", async () => {
    const page = await library("/exercises");
    await page.locator('[data-testid="body-map"] path[data-muscle="quads"]').first().click();
    await page.waitForURL((u) => u.searchParams.get("group") === "legs");
    expect(await page.getByTestId("group-legs").getAttribute("data-state")).toBe("on");
    const legs = Number((await page.getByTestId("exercise-count").innerText()).split(" ")[0]);
    expect(legs).toBeGreaterThanOrEqual(20);
    // Only what a home gym with a kettlebell allows (bodyweight always counts).
    await page
      .getByRole("radio", { name: "Kettlebell" })
      .or(page.getByRole("button", { name: "Kettlebell" }))
      .click();
    await page.waitForURL((u) => u.searchParams.get("equipment") === "kettlebell");
    // The list follows the address a moment later (a deferred render keeps the press quick).
    const count = async () => Number((await page.getByTestId("exercise-count").innerText()).split(" ")[0]);
    await expect.poll(count).toBeLessThan(legs);
    const home = await count();
    expect(home).toBeGreaterThan(0);
    for (const card of await page.getByTestId("exercise-card").allTextContents()) expect(card).toMatch(/Bodyweight|Kettlebell/);
    await page.getByRole("button", { name: "Beginner" }).click();
    await page.waitForURL((u) => u.searchParams.get("level") === "beginner");
    const cards = () => page.getByTestId("exercise-card").allTextContents();
    await expect
      .poll(async () => (await cards()).length > 0 && (await cards()).every((card) => card.includes("Beginner")))
      .toBe(true);
    expect((await cards()).length).toBeGreaterThan(0);
    expect((await cards()).length).toBeLessThanOrEqual(home);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="exercise-count"]')?.textContent === "180 found");
  });

  it("opens an exercise page with steps, mistakes and similar exercises, on a phone in Russian", async () => {
    const page = await library("/mexercises", { device: phone, locale: "ru-RU" });
    await page.getByRole("searchbox").fill("жим лёжа");
    await page.getByTestId("exercise-card").first().click();
    await page.waitForURL((u) => u.pathname.startsWith("/mexercises/"));
    const article = page.getByTestId("exercise-page");
    await article.getByRole("heading", { name: "Техника выполнения" }).waitFor();
    await article.getByRole("heading", { name: "Частые ошибки" }).waitFor();
    expect(await article.locator("ol li").count()).toBeGreaterThanOrEqual(4);
    expect(await page.title()).toMatch(/^Жим .+ — Forma$/);
    await article.getByRole("link", { name: "Все упражнения" }).click();
    await page.waitForURL((u) => u.pathname === "/mexercises");
  });
});

describe("exercise page for a member", () => {
  it("shows sets and reps for the member's goal from the cached profile, without fetching it", async () => {
    const page = await signedInPage("/profile");
    await page.getByText("Healthy weight").first().waitFor();
    await page.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith("forma_profile")));
    const profileCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/profiles/me")) profileCalls.push(r.url());
    });
    // The page's timers run on Playwright's clock (time passes as usual until the test moves it on).
    await page.clock.install();
    // The shell's idle-time extras (the profile loader among them) are in once the connection
    // watcher beside it asks for the toasts' code; the session is checked once hydrated.
    const extras = page.waitForRequest((r) => /\/assets\/LazyToaster-/.test(r.url()));
    const session = page.waitForResponse((r) => r.url().endsWith("/api/auth/session"));
    await page.goto("/exercises/barbell-bench-press");
    const dose = page.getByTestId("dose-for-goal");
    // verifiedMember()'s goal is MAINTAIN: the exercise's own range with 90 s rest on a compound lift.
    await dose.getByText("For your goal: maintain").waitFor();
    expect(await dose.innerText()).toContain("rest 90 s");
    await Promise.all([extras, session]);
    // Past the moment a stored profile is refreshed (2 s after it is shown), then a request of the
    // test's own: requests are reported in the order the page sends them.
    await page.clock.runFor(2500);
    const marker = page.waitForRequest((r) => r.url().endsWith("/api/health"));
    await page.evaluate(() => fetch("/api/health", { method: "HEAD" }));
    await marker;
    expect(profileCalls).toEqual([]);
  });
});
