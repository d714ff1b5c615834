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

  it("treats an invalid cookie as dark", async () => {
    const page = await openPage("/");
    await page.context().addCookies([{ name: "theme", value: "neon", url: baseURL() }]);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");
  });
});
