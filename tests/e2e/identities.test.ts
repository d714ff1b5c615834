// Sign-in with another service through the development identity provider (the same protocol as
// Google and Yandex ID, served by the dev server itself): sign-up and sign-in, connecting it to an
// existing account only after the member proves the account is theirs, unlinking it, and the
// refusal to unlink an account's last way in.
import type { Page } from "playwright-core";
import { describe, it } from "vitest";
import { newEmail, openPage, phone, signInWithForm, untilHydrated, verifiedMember } from "./helpers";

/** The development provider's page: the account it answers with, then Continue. */
async function atDevProvider(page: Page, email: string, texts: { email: RegExp; continue: RegExp }, firstName?: string) {
  await page.waitForURL((u) => u.pathname === "/dev/identity/authorize");
  await page.getByLabel(texts.email).fill(email);
  if (firstName) await page.getByLabel(/^(First name|Имя)$/).fill(firstName);
  await page.getByRole("button", { name: texts.continue }).click();
}

const english = { email: /^Email$/, continue: /^Continue$/ };
const russian = { email: /^Электронная почта$/, continue: /^Продолжить$/ };

describe("sign-in with another service (the development provider)", () => {
  it("signs up and back in with it, and keeps it when it is the account's only way in", async () => {
    const email = newEmail("provider");
    const page = await openPage("/signup");
    await page.getByRole("button", { name: "Continue with the development provider" }).click();
    await atDevProvider(page, email, english, "Vera");
    await page.waitForURL((u) => u.pathname === "/profile");
    await page.getByTestId("sign-out").waitFor();

    await page.goto("/settings#security");
    await untilHydrated(page);
    const row = page.getByTestId("identity-dev");
    await row.getByText(email).waitFor();
    await row.getByRole("button", { name: "Disconnect Development provider" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByRole("button", { name: "Disconnect" }).click();
    await page.getByText("This is your last way to sign in. Add a password, a passkey or another account first.").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await row.getByText(email).waitFor();

    // Another browser: the same account at the provider signs the same member in.
    const again = await openPage("/login");
    await again.getByRole("button", { name: "Continue with the development provider" }).click();
    await atDevProvider(again, email, english);
    await again.waitForURL((u) => u.pathname === "/profile");
    const session = await again.evaluate(() => fetch("/api/auth/session").then((r) => r.json() as Promise<{ user: { email: string; firstName: string } }>));
    if (session.user.email !== email || session.user.firstName !== "Vera") throw new Error(`signed in as ${JSON.stringify(session.user)}`);
  });

  it("connects it to an existing account only after the member signs in, then unlinks and connects again (phone, Russian)", async () => {
    const email = await verifiedMember("ru");
    const page = await openPage("/mlogin", { device: phone, locale: "ru-RU" });
    await page.getByRole("button", { name: "Войти через тестовый сервис" }).click();
    await page.getByRole("heading", { name: "Тестовый сервис входа" }).waitFor();
    await atDevProvider(page, email, russian);
    // The same address is no proof: nothing is linked, and the member is asked to sign in first.
    await page.waitForURL((u) => u.pathname === "/mlogin" && u.searchParams.get("notice") === "identity_exists");
    await page.getByTestId("login-notice").getByText("На эту почту уже есть аккаунт Forma.", { exact: false }).waitFor();
    await signInWithForm(page, email);
    await page.waitForURL((u) => u.pathname === "/settings" && u.hash === "#security");

    const pending = page.getByTestId("pending-identity");
    await pending.getByText(`Вы пытались войти через Тестовый провайдер (${email})`, { exact: false }).waitFor();
    await pending.getByRole("button", { name: "Подключить" }).click();
    await pending.waitFor({ state: "detached" });
    const row = page.getByTestId("identity-dev");
    await row.getByText(email).waitFor();

    // The password remains, so the provider can go.
    await row.getByRole("button", { name: "Отключить Тестовый провайдер" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Отключить" }).click();
    await row.getByText("Не подключён").waitFor();

    // Connected again from the tab, with another account at the provider.
    const other = newEmail("provider-link");
    await row.getByRole("button", { name: "Подключить Тестовый провайдер" }).click();
    await atDevProvider(page, other, russian);
    await page.waitForURL((u) => u.pathname === "/settings" && u.hash === "#security" && !u.search);
    await page.getByTestId("identities-outcome").getByText("Аккаунт подключён.", { exact: false }).waitFor();
    await page.getByTestId("identity-dev").getByText(other).waitFor();
  });
});
