import { describe, expect, it } from "vitest";
import { baseURL, openPage } from "./helpers";

describe("theme", () => {
  it("starts dark, toggles to light, and comes back light after a reload with no flash", async () => {
    const page = await openPage("/");
    await page.getByTestId("home-desktop").waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");
    await page.getByTestId("theme-toggle").click();
    expect(await page.evaluate(() => document.documentElement.className)).toBe("light");
    const cookie = (await page.context().cookies()).find((c) => c.name === "theme");
    expect(cookie).toMatchObject({ value: "light", path: "/", sameSite: "Lax" });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);

    // The server's HTML already carries the class, before any script runs.
    const res = await page.request.get(`${baseURL()}/`, { headers: { Accept: "text/html", "Sec-Fetch-Dest": "document" } });
    expect(await res.text()).toMatch(/<html[^>]*class="light"/);

    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toBe("light");
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(bg).toBe("rgb(247, 248, 250)");
  });

  it("follows the cookies' theme and language on a copy of a page the service worker kept", async () => {
    const page = await openPage("/", { serviceWorkers: "allow" });
    // Controlled by the service worker, a page is kept as it is read: dark and in English.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(await page.evaluate(() => [document.documentElement.className, document.documentElement.lang])).toEqual([
      "dark",
      "en",
    ]);

    // Chosen since (on another tab, say), then read without a network: the kept copy comes back
    // dark and in English, and takes the cookies' choice once the page is idle.
    await page.context().addCookies([
      { name: "theme", value: "light", url: baseURL() },
      { name: "lang", value: "ru", url: baseURL() },
    ]);
    await page.context().setOffline(true);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.className === "light" && document.documentElement.lang === "ru");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await page.context().setOffline(false);
  });

  it("treats an invalid cookie as dark", async () => {
    const page = await openPage("/");
    await page.context().addCookies([{ name: "theme", value: "neon", url: baseURL() }]);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");
  });
});
