import { describe, expect, it } from "vitest";
import { baseURL, openPage, password, phone, signInWithForm, verifiedMember } from "./helpers";
import type { Page } from "playwright-core";

async function signedIn(path: string, opts: Parameters<typeof openPage>[1] = {}): Promise<{ page: Page; email: string }> {
  const email = await verifiedMember();
  const page = await openPage(`/login?redirect=${encodeURIComponent(path)}`, opts);
  await signInWithForm(page, email);
  await page.waitForURL((u) => u.pathname === path);
  return { page, email };
}

describe("route guards", () => {
  it("sends a visitor on a phone to /mlogin and back", async () => {
    const email = await verifiedMember();
    const page = await openPage("/mexercises", { device: phone });
    await page.waitForURL((u) => u.pathname === "/mlogin" && u.searchParams.get("redirect") === "/mexercises");
    await signInWithForm(page, email);
    await page.waitForURL((u) => u.pathname === "/mexercises");
  });

  it("keeps a member off the sign-in screens and lets everyone see billing and the agreement", async () => {
    const { page } = await signedIn("/settings");
    for (const path of ["/login", "/signup", "/forgot-password", "/reset-password"]) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === "/profile");
    }
    for (const path of ["/mlogin", "/msignup"]) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === "/mprofile");
    }
    // Where a sign-in was headed, when it is a page of this site (signed in in another tab).
    await page.goto("/login?redirect=%2Fdiary");
    await page.waitForURL((u) => u.pathname === "/diary");
    await page.goto("/mlogin?redirect=%2F%2Fevil.example%2Fprofile");
    await page.waitForURL((u) => u.pathname === "/mprofile");
    expect(new URL(page.url()).host).toBe(new URL(baseURL()).host);
    for (const path of ["/billing", "/agreement"]) {
      await page.goto(path);
      // (Visitors open both: billing.test.ts and home-and-language.test.ts start there.)
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  it("drops to sign-in when the session ends on another device", async () => {
    const { page, email } = await signedIn("/settings");
    // Another device signs in and changes the password, which ends this session.
    const json = { "Content-Type": "application/json" };
    const other = await fetch(`${baseURL()}/api/auth/sign-in`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, password, returnToken: true }),
    });
    const { token } = (await other.json()) as { token: string };
    const change = await fetch(`${baseURL()}/api/account/password`, {
      method: "POST",
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: password, newPassword: "N3wPassword", confirmPassword: "N3wPassword" }),
    });
    expect(change.status).toBe(200);
    // Coming back to the tab re-checks the session.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("redirect") === "/settings");
    await page.getByTestId("nav-sign-in").waitFor();
  });
});

describe("settings", () => {
  it("changes the names and the password, with errors beside the fields", async () => {
    const { page, email } = await signedIn("/settings");
    await page.getByLabel("First name").fill("M");
    await page.getByLabel("First name").blur();
    await page.getByText("Name must be at least 2 characters").waitFor();
    await page.getByLabel("First name").fill("  Maria  ");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your name has been saved.").waitFor();
    expect(await page.getByLabel("First name").inputValue()).toBe("Maria");

    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByLabel("Current password").fill("Wr0ngPassword");
    await page.getByLabel("New password", { exact: true }).fill("N3wPassword");
    await page.getByLabel("Confirm new password").fill("N3wPassword");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("The current password is incorrect").waitFor();
    await page.getByLabel("Current password").fill(password);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Password changed. Your other devices have been signed out.").waitFor();
    // This device stays signed in.
    await page.reload();
    await page.getByRole("heading", { name: "Settings" }).waitFor();
    const res = await fetch(`${baseURL()}/api/auth/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "N3wPassword", returnToken: true }),
    });
    expect(res.status).toBe(200);
  });

  it("deletes the account after the password is confirmed, in Russian", async () => {
    const email = await verifiedMember("ru");
    const page = await openPage("/login?redirect=%2Fsettings", { locale: "ru-RU" });
    await signInWithForm(page, email);
    await page.waitForURL((u) => u.pathname === "/settings");
    await page.getByRole("button", { name: "Удалить аккаунт…" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByLabel("Пароль", { exact: true }).fill("Wr0ngPassword");
    await dialog.getByRole("button", { name: "Удалить навсегда" }).click();
    await page.getByText("Текущий пароль указан неверно").waitFor();
    await dialog.getByLabel("Пароль", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Удалить навсегда" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.getByText("Аккаунт удалён.").waitFor();
    const res = await fetch(`${baseURL()}/api/auth/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(401);
  });
});
