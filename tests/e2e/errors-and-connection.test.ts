import { describe, expect, it } from "vitest";
import { openPage, untilHydrated } from "./helpers";

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

  it("says offline that a screen is not kept on the device, and opens it once the network is back", async () => {
    // No service worker: nothing of the billing screen is kept, as for a visitor who never opened it.
    const page = await openPage("/", { locale: "ru-RU", serviceWorkers: "block" });
    await page.getByTestId("home-desktop").waitFor();
    await page.context().setOffline(true);
    await page.getByRole("link", { name: "Тарифы", exact: true }).click();
    const notKept = page.getByTestId("not-kept-offline");
    await notKept
      .getByText("Эта страница ещё не сохранена на устройстве. Она откроется, как только появится интернет.")
      .waitFor();
    expect(await notKept.getByRole("heading", { level: 1, name: "Нет подключения к интернету" }).isVisible()).toBe(true);
    // Not the reload after a deploy, which offline would only swap the app for the offline page.
    expect(await page.getByText("Перезагрузка…").count()).toBe(0);
    // Back leads to the page before; trying again offline says the same.
    await notKept.getByRole("button", { name: "Назад" }).click();
    await page.getByTestId("home-desktop").waitFor();
    await page.getByRole("link", { name: "Тарифы", exact: true }).click();
    await notKept.waitFor();
    await page.context().setOffline(false);
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
});
