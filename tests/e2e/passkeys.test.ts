// Passkeys with Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator
// that keeps discoverable credentials and verifies the member, answering without a dialog.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, mailbox, newEmail, openPage, phone, signInWithForm, untilHydrated, verifiedMember } from "./helpers";

/**
 * The app at http://localhost:<port>: a passkey belongs to a host name (the relying party), and
 * WebAuthn refuses an IP address such as the 127.0.0.1 the other tests use.
 */
async function openLocal(page: Page, path: string) {
  await page.goto(baseURL().replace("127.0.0.1", "localhost") + path);
  await untilHydrated(page);
}

/** Gives the page a passkey authenticator (fingerprint or face, always "verified"). */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials };
}

describe("passkeys", () => {
  it("adds, renames and signs in with a passkey from the settings (English, desktop)", async () => {
    const email = await verifiedMember();
    const page = await openPage(null);
    const authenticator = await virtualAuthenticator(page);
    await openLocal(page, "/login?redirect=%2Fsettings");
    await signInWithForm(page, email);
    await page.waitForURL((u) => u.pathname === "/settings");
    await page.getByRole("tab", { name: "Security" }).click();
    const section = page.getByTestId("security-passkeys");
    await section.getByText("No passkeys yet.").waitFor();
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByText("Passkey added.").waitFor();
    const row = section.getByTestId("passkey-row");
    await row.getByText(/not used yet/).waitFor();
    const [credential] = await authenticator.credentials();
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });

    await row.getByRole("button", { name: /^Rename the passkey/ }).click();
    await row.getByLabel("Passkey name").fill("");
    await row.getByRole("button", { name: "Save" }).click();
    await row.getByText("Give the passkey a name of 1 to 50 characters.").waitFor();
    await row.getByLabel("Passkey name").fill("My laptop");
    await row.getByRole("button", { name: "Save" }).click();
    await row.getByText("My laptop", { exact: true }).waitFor();

    // Signed out, back in from the browser's autofill: the virtual authenticator picks the
    // passkey the sign-in screen's conditional request offers, as a member would from the list.
    await page.getByTestId("sign-out").click();
    await page.waitForURL((u) => u.pathname === "/");
    await openLocal(page, "/login?redirect=%2Fsettings%23security");
    // Once this waited 30 s in a full run (it passes alone): a failure says where the page was.
    await page.waitForURL((u) => u.pathname === "/settings").catch(async (err: Error) => {
      const toasts = await page.locator("[data-sonner-toast]").allInnerTexts();
      throw new Error(`still on ${page.url()}, toasts ${JSON.stringify(toasts)}: ${err.message}`);
    });
    await section.getByText(/last used/).waitFor();
    expect((await authenticator.credentials())[0]!.signCount).toBeGreaterThan(credential!.signCount);
  });

  it("creates an account with a passkey instead of a password, and keeps its last way in (Russian, phone)", async () => {
    const email = newEmail("passkey");
    const page = await openPage(null, { device: phone, locale: "ru-RU" });
    await virtualAuthenticator(page);
    await openLocal(page, "/msignup");
    await page.getByLabel("Женский").check();
    await page.getByLabel("Возраст", { exact: true }).fill("29");
    await page.getByLabel("Рост, см").fill("165");
    await page.getByLabel("Вес, кг").fill("58");
    await page.getByLabel(/^Умеренная/).check();
    await page.getByLabel("Поддерживать вес").check();
    await page.getByRole("button", { name: "Далее" }).click();
    await page.getByLabel("Имя").fill("Ольга");
    await page.getByLabel("Фамилия").fill("Петрова");
    await page.getByLabel("Электронная почта").fill(email);
    await page.getByRole("button", { name: "Использовать ключ доступа вместо пароля" }).click();
    await page.getByTestId("signup-passkey-hint").waitFor();
    expect(await page.getByLabel("Пароль", { exact: true }).count()).toBe(0);
    await page.getByLabel(/Я принимаю/).check();
    await page.getByRole("button", { name: "Создать аккаунт с ключом доступа" }).click();
    await page.getByTestId("verify-step").getByText(email).waitFor();

    // This time the browser offers no autofill: the button signs in.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    const [mail] = await mailbox(email);
    await page.goto(mail!.links[0]!.replace("/login", "/mlogin"));
    await page.getByTestId("login-notice").waitFor();
    await page.getByRole("button", { name: "Войти с ключом доступа" }).click();
    await page.waitForURL((u) => u.pathname === "/mprofile");

    // The only way in cannot be removed (settings have one page for both shells).
    await openLocal(page, "/settings#security");
    const row = page.getByTestId("passkey-row");
    await row.getByRole("button", { name: /^Удалить ключ доступа/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
    await page.getByText("Это ваш последний способ входа", { exact: false }).waitFor();
    expect(await row.count()).toBe(1);

    // Deleting the account is confirmed with the passkey: no password is asked for or needed.
    await openLocal(page, "/settings");
    await page.getByRole("button", { name: "Удалить аккаунт…" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("Подтвердите одним из ваших ключей доступа", { exact: false }).waitFor();
    expect(await dialog.locator('input[type="password"]').count()).toBe(0);
    await dialog.getByRole("button", { name: "Удалить с ключом доступа" }).click();
    await page.getByText("Аккаунт удалён.").waitFor();
    await page.waitForURL((u) => u.pathname === "/");
    const session = await page.evaluate(() => fetch("/api/auth/session").then((r) => r.json()));
    expect(session).toEqual({ user: null });
  });
});
