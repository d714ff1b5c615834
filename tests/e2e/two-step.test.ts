// Two-step verification in the browser: turned on from the security tab (QR code, key, first
// code, recovery codes shown once and downloaded), then the sign-in asks for a recovery code after
// the password, and for an app code when another provider's return hands the ticket over in the
// address's fragment (the mobile twin, in Russian); turned off with the password.
import { readFile } from "node:fs/promises";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { openPage, password, signInWithForm, untilHydrated, untilToastsGone, verifiedMember } from "./helpers";

/** The authenticator app: the code of the step `ahead` steps after the current one (30 s each). */
const appCode = (secret: string, ahead = 0) =>
  generateHOTP(decodeBase32IgnorePadding(secret.replace(/\s+/g, "")), BigInt(Math.floor(Date.now() / 30_000) + ahead), 6);

describe("two-step verification", () => {
  it("turns on with the app's key, asks for a recovery code or an app code at sign-in, and turns off with the password", async () => {
    const email = await verifiedMember();
    const page = await openPage("/login?redirect=%2Fsettings%23security");
    await signInWithForm(page, email);
    await page.waitForURL((u) => u.pathname === "/settings");
    const section = page.getByTestId("two-step-section");
    await section.getByTestId("two-step-status").getByText("Off.").waitFor();

    await section.getByRole("button", { name: "Turn on two-step verification" }).click();
    await section.getByRole("img", { name: "QR code to add Forma to your authenticator app" }).waitFor();
    const secret = await section.getByTestId("two-step-secret").innerText();
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
    await section.getByLabel("Code from the app").fill("12345");
    await section.getByRole("button", { name: "Turn on", exact: true }).click();
    await section.getByText("Enter the 6-digit code from your authenticator app.").waitFor();
    await section.getByLabel("Code from the app").fill(appCode(secret));
    await section.getByRole("button", { name: "Turn on", exact: true }).click();

    const codes = page.getByTestId("recovery-codes");
    await codes.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
    const shown = await codes.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allInnerTexts();
    expect(shown).toHaveLength(10);
    for (const code of shown) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const [download] = await Promise.all([page.waitForEvent("download"), codes.getByRole("button", { name: "Download .txt" }).click()]);
    expect(download.suggestedFilename()).toBe("forma-recovery-codes.txt");
    const file = await readFile((await download.path())!, "utf8");
    expect(file).toContain(`Forma recovery codes for ${email}`);
    for (const code of shown) expect(file).toContain(code);
    await untilToastsGone(page);
    expect(await seriousViolations(page)).toEqual([]);
    await codes.getByRole("button", { name: "Done, I've saved them" }).click();
    await section.getByTestId("two-step-status").getByText(/^On since .+ · Recovery codes left: 10\.$/).waitFor();
    expect(await section.getByTestId("two-step-secret").count()).toBe(0);

    // The password alone no longer signs in: a recovery code does, once.
    await page.getByTestId("sign-out").click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.goto("/login?redirect=%2Fsettings%23security");
    await untilHydrated(page);
    await signInWithForm(page, email);
    await page.getByRole("heading", { name: "Two-step verification" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("Recovery code").fill(shown[0]!.toUpperCase());
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((u) => u.pathname === "/settings");
    await section.getByTestId("two-step-status").getByText(/Recovery codes left: 9\.$/).waitFor();

    // Another provider's return hands the ticket over in the fragment; the mobile twin, in Russian.
    await page.getByTestId("sign-out").click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.context().addCookies([{ name: "lang", value: "ru", url: page.url() }]);
    const first = await page.request.post("/api/auth/sign-in", { data: { email, password }, headers: { "Sec-Fetch-Site": "same-origin" } });
    const { twoStep } = (await first.json()) as { twoStep: { ticket: string } };
    await page.goto(`/mlogin?redirect=%2Fsettings%23security#two-step=${twoStep.ticket}`);
    await untilHydrated(page);
    await page.getByRole("heading", { name: "Двухэтапная проверка" }).waitFor();
    // The ticket leaves the address.
    await page.waitForURL((u) => u.hash === "");
    // The code of the step after the one that turned it on (a code works once).
    await page.getByLabel("Код из приложения").fill(appCode(secret, 1));
    await page.getByRole("button", { name: "Подтвердить" }).click();
    await page.waitForURL((u) => u.pathname === "/settings");

    const off = section.getByTestId("two-step-off");
    await off.getByLabel("Текущий пароль").fill(password);
    await off.getByRole("button", { name: "Выключить" }).click();
    await section.getByTestId("two-step-status").getByText("Выключена.").waitFor();
  });
});
