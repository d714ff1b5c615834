import { describe, expect, it } from "vitest";
import type { Route } from "playwright-core";
import { memberAt, openPage, untilHydrated } from "./helpers";

describe("start-up and errors", () => {
  it("reloads by itself when a screen's code fails to load, then shows the screen", async () => {
    // The service worker would serve its cached copy (and Playwright cannot intercept it).
    const page = await openPage("/", { serviceWorkers: "block" });
    await page.getByTestId("home-desktop").waitFor();
    // As after a deploy that replaced the chunk: every try fails until the page reloads.
    let broken = true;
    await page.route("**/assets/BillingPage-*.js", (route) => (broken ? route.abort() : route.continue()));
    await page.getByRole("link", { name: "Billing", exact: true }).click();
    await page.getByText("Reloading...").waitFor();
    expect(await page.getByText("Reconnecting to the server...").isVisible()).toBe(true);
    broken = false;
    const shownAt = Date.now();
    await page.waitForEvent("load", { timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1000);
    await page.getByRole("heading", { level: 1, name: "Choose your plan" }).waitFor();
  });

  it("offline without a service worker, shows the error screen for a screen never loaded rather than reloading", async () => {
    // No service worker yet: neither the billing screen nor the notice that names a screen not
    // kept (a file of its own, unit-tested) can load, so the error screen stays, with the offline
    // banner above it, and is not swapped for the offline page by the reload that heals a deploy.
    const page = await openPage("/", { locale: "ru-RU", serviceWorkers: "block" });
    await page.getByTestId("home-desktop").waitFor();
    await page.context().setOffline(true);
    await page.getByRole("link", { name: "Тарифы", exact: true }).click();
    await page.getByTestId("error-screen").getByRole("heading", { level: 1, name: "Что-то пошло не так" }).waitFor();
    expect(await page.getByText("Перезагрузка…").count()).toBe(0);
    expect(await page.getByTestId("offline-page").count()).toBe(0);
    await page.context().setOffline(false);
    await page.getByRole("button", { name: "Обновить страницу" }).click();
    await page.getByRole("heading", { level: 1, name: "Выберите тариф" }).waitFor();
  });

  it("shows a banner and a toast when the connection drops, and a toast when it returns", async () => {
    const page = await openPage(null);
    // The watcher starts once the page is idle: it listens, and fetches the toasts' code first
    // (offline, the toast saying so could not load it any more).
    const watching = page.waitForEvent("requestfinished", (r) => /\/assets\/LazyToaster-/.test(r.url()));
    await page.goto("/");
    await untilHydrated(page);
    await page.getByTestId("home-desktop").waitFor();
    await watching;
    await page.context().setOffline(true);
    await page.getByTestId("offline-banner").waitFor();
    await page.getByText("Connection lost").waitFor();
    await page.context().setOffline(false);
    await page.getByText("Connection restored").waitFor();
    await page.getByTestId("offline-banner").waitFor({ state: "detached" });
  });

  it("shows the banner, not the error screen, when the connection drops before the toasts' code has come", async () => {
    // No service worker yet, and the toasts' code never arrives (the network went before it).
    const page = await openPage(null, { locale: "ru-RU", serviceWorkers: "block" });
    const watching = page.waitForEvent("requestfailed", (r) => /\/assets\/LazyToaster-/.test(r.url()));
    await page.route("**/assets/LazyToaster-*.js", (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    await untilHydrated(page);
    await watching;
    await page.context().setOffline(true);
    const firstTry = page.waitForEvent("requestfailed", {
      predicate: (r) => new URL(r.url()).pathname === "/api/health",
      timeout: 15_000,
    });
    await page.getByTestId("offline-banner").getByText("Нет сети. Некоторые функции могут быть недоступны.").waitFor();
    // The toast, asked for when the connection went, has long failed to load by the first try (5 s
    // later): the page is still there.
    await firstTry;
    expect(await page.getByTestId("error-screen").count()).toBe(0);
    expect(await page.getByTestId("home-desktop").isVisible()).toBe(true);
    await page.context().setOffline(false);
    await page.getByTestId("offline-banner").waitFor({ state: "detached" });
  });

  it("says the connection is lost when a read waits 15 s and the server does not answer a check either, and says it is back", async () => {
    // A network that drops what it is sent: no error, no answer. navigator.onLine says online.
    const page = await memberAt("/profile", true);
    await page.waitForEvent("requestfinished", (r) => /\/assets\/LazyToaster-/.test(r.url()));
    // The page's clock from here on: the watch's timers are set after this.
    await page.clock.install();
    const held: Route[] = [];
    const isCheck = (route: Route) => new URL(route.request().url()).pathname === "/api/health";
    await page.route("**/api/**", (route) => void held.push(route));
    // To another screen, whose reads the app then sends (as the back button would take it there).
    await page.evaluate(() => {
      history.pushState(history.state, "", "/exercises/barbell-bench-press");
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    });
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // A slow answer is not yet a lost connection.
    await page.clock.runFor(14_000);
    expect(held.some(isCheck)).toBe(false);
    await page.clock.runFor(1_000);
    await expect.poll(() => held.some(isCheck)).toBe(true);
    expect(await page.getByTestId("offline-banner").count()).toBe(0);
    // The check gives up after 10 s: the connection is lost.
    await page.clock.runFor(10_000);
    await page.getByTestId("offline-banner").getByText("Нет сети. Некоторые функции могут быть недоступны.").waitFor();
    await page.getByText("Соединение потеряно").waitFor();
    await page.unroute("**/api/**");
    for (const route of held) await route.continue().catch(() => undefined);
    // The next try, 5 s later, is answered.
    await page.clock.runFor(5_000);
    await page.getByText("Соединение восстановлено").waitFor();
    await page.getByTestId("offline-banner").waitFor({ state: "detached" });
    // The screen's reads held while the network was gone are answered once it is back.
    const reads = held.filter((route) => !isCheck(route));
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect((await read.request().response())?.status()).toBe(200);
  });
});
