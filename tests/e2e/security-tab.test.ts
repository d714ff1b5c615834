// Settings → Security as a member sees it: the ways in at a glance, the recent sign-ins (this
// browser marked, another device with its browser, system and country in the member's language),
// and "Sign out everywhere else" ending the other session and keeping this one; on the desktop in
// English and dark, on a 360 px phone in Russian and light, with no serious accessibility finding.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { baseURL, openPage, password, phone, signInWithForm, verifiedMember } from "./helpers";

const firefoxOnWindows = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** Another device's sign-in through the API: its session token. */
async function signInElsewhere(email: string): Promise<string> {
  const res = await fetch(`${baseURL()}/api/auth/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": firefoxOnWindows, "CF-IPCountry": "DE" },
    body: JSON.stringify({ email, password, returnToken: true }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const signedInThere = async (token: string) =>
  (await fetch(`${baseURL()}/api/auth/session`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json())).user !== null;

/** The member signs in on this browser (after the other device) and opens Settings → Security. */
async function securityTab(page: Page, email: string, tab: string) {
  await signInWithForm(page, email);
  await page.waitForURL((u) => u.pathname === "/settings");
  await page.getByRole("tab", { name: tab }).click();
  await page.getByTestId("security-panel").waitFor();
}

describe("settings: security", () => {
  it("shows the ways in and recent sign-ins, and signs out everywhere else (English, desktop, dark)", async () => {
    const email = await verifiedMember();
    const elsewhere = await signInElsewhere(email);
    const page = await openPage("/login?redirect=%2Fsettings");
    await securityTab(page, email, "Security");
    expect(await page.evaluate(() => document.documentElement.className)).toBe("dark");

    const ways = page.getByTestId("security-ways-in");
    expect(await ways.getByTestId("security-ways-password").innerText()).toBe("Set");
    expect(await ways.getByTestId("security-ways-passkeys").innerText()).toBe("None");
    expect(await ways.getByTestId("security-ways-two-step").innerText()).toBe("Off");
    await ways.getByText(`A link by e-mail to ${email} always works too.`, { exact: false }).waitFor();
    // The password is the only way in: the tab says so before anything could remove it.
    await ways.getByText("This is your only way in besides the e-mailed link", { exact: false }).waitFor();
    await page.getByRole("heading", { name: "Password", exact: true }).waitFor();

    const signIns = page.getByTestId("security-sign-in");
    expect(await signIns.count()).toBe(2);
    const here = signIns.nth(0);
    await here.getByText("This device").waitFor();
    await here.getByText(/^Password · /).waitFor();
    const there = signIns.nth(1);
    await there.getByText("Firefox on Windows").waitFor();
    await there.getByText("Password · Germany").waitFor();
    expect(await there.getByText("This device").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Sign out on every other device?" });
    await dialog.getByRole("button", { name: "Sign out others" }).click();
    await page.getByText("Sessions ended on other devices: 1.").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect(await signedInThere(elsewhere)).toBe(false);
    // This browser stays signed in, its sign-in still marked.
    await page.reload();
    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByTestId("security-panel").getByText("This device").waitFor();
  });

  it("reads in Russian on a 360 px phone in the light theme, country names too", async () => {
    const email = await verifiedMember("ru");
    await signInElsewhere(email);
    const page = await openPage(null, { device: { ...phone, viewport: { width: 360, height: 740 } }, locale: "ru-RU" });
    await page.context().addCookies([{ name: "theme", value: "light", url: baseURL() }]);
    await page.goto("/mlogin?redirect=%2Fsettings");
    await securityTab(page, email, "Безопасность");
    expect(await page.evaluate(() => document.documentElement.className)).toBe("light");

    await page.getByRole("heading", { name: "Способы входа" }).waitFor();
    expect(await page.getByTestId("security-ways-password").innerText()).toBe("Задан");
    const there = page.getByTestId("security-sign-in").nth(1);
    await there.getByText("Firefox на Windows").waitFor();
    await there.getByText("Пароль · Германия").waitFor();
    await page.getByRole("button", { name: "Выйти на других устройствах" }).waitFor();
    // Nothing reaches past the phone's sides.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
