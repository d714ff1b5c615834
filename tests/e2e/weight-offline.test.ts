// A weight logged with no network (decision 0042, its addendum): it shows at once marked as saved
// on this device, outlives the closed tab, is counted by the sign-out warning when the app opens
// again still offline, and reaches the server exactly once when the network returns.
import { describe, expect, it } from "vitest";
import type { BodyEntriesJson } from "../../core/api/progress";
import { openPage, password, scrollToHeading, untilHydrated, verifiedMember } from "./helpers";

describe("a weight logged offline", () => {
  it("is kept through a closed tab, counted at sign-out, and stored once when the network returns", async () => {
    const email = await verifiedMember();
    const page = await openPage(null, { serviceWorkers: "allow" });
    const signIn = await page.request.post("/api/auth/sign-in", {
      data: { email, password },
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(signIn.ok()).toBe(true);
    // The workout screen starts offline from the service worker's copy: it is visited once, controlled.
    await page.goto("/workout");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.goto("/profile");
    await untilHydrated(page);
    await scrollToHeading(page, "Progress");
    const progress = page.locator("section", { has: page.getByRole("heading", { name: "Progress" }) });
    await progress.getByText("Log your weight on two different days to see the chart and the trend.").waitFor();

    const context = page.context();
    await context.setOffline(true);
    await progress.getByRole("button", { name: "Log entry" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Weight, kg", { exact: true }).fill("71.3");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    const entry = progress.getByTestId("progress-entry");
    await entry.getByText("Saved on this device").waitFor();
    expect(await entry.innerText()).toMatch(/71\.3\s+kg/);
    await progress.getByTestId("progress-sync").getByText("Offline: saved on this device · 1 to send").waitFor();

    // The tab closes; the app opens again, still offline.
    await page.close();
    const again = await context.newPage();
    await again.goto("/workout");
    await untilHydrated(again);
    await again.getByTestId("sign-out").click();
    const warning = again.getByRole("alertdialog");
    await warning.getByText("Changes not sent yet").waitFor();
    await warning.getByText(/^Changes kept only on this device: 1\./).waitFor();
    await warning.getByRole("button", { name: "Stay signed in" }).click();

    // Back online, the app's next start sends it, once.
    await context.setOffline(false);
    await again.reload();
    const stored = async () => ((await (await again.request.get("/api/progress/entries")).json()) as BodyEntriesJson).entries;
    await expect.poll(async () => (await stored()).map((e) => e.weight), { timeout: 10_000 }).toEqual([71.3]);
    await again.goto("/profile");
    await scrollToHeading(again, "Progress");
    const shown = again.getByTestId("progress-entry");
    await expect.poll(() => shown.innerText()).toMatch(/71\.3\s+kg/);
    expect(await shown.getByText("Saved on this device").count()).toBe(0);
    expect(await stored()).toHaveLength(1);
  });
});
