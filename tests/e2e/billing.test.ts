import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, phone, signedInPage, signInWithForm, verifiedMember } from "./helpers";

// Billing through the sandbox provider's hosted checkout in dollars (its test cards work like
// Stripe's): 4242… pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for 3-D Secure;
// and in rubles through the YooKassa double's page (5555 5555 5555 4477 pays).
const plan = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const details = (page: Page) => page.getByTestId("subscription-details");
const onCheckout = (u: URL) => u.pathname.startsWith("/sandbox/checkout/");

async function payOnCheckout(page: Page, card: string, amount: string | RegExp, labels = { card: "Card number", pay: "Pay" }) {
  await page.waitForURL(onCheckout);
  const pay = page.getByRole("button", { name: typeof amount === "string" ? `${labels.pay} ${amount}` : amount });
  await pay.waitFor();
  await page.getByLabel(labels.card, { exact: true }).fill(card);
  await pay.click();
}

/** The subscription's end as the page writes it (the reader's language, their time zone). */
async function endsAsShown(page: Page, locale = "en") {
  const ends = await page.evaluate(
    async () => ((await (await fetch("/api/subscription/get-active")).json()) as { ends: string }).ends,
  );
  return {
    ends,
    date: await page.evaluate(
      ([iso, loc]) => new Intl.DateTimeFormat(loc, { dateStyle: "long" }).format(new Date(iso!)),
      [ends, locale],
    ),
  };
}

describe("billing", () => {
  it("takes a visitor from Pro annual through sign-in and the checkout to an active Pro, shown on the profile too", async () => {
    const email = await verifiedMember();
    const page = await openPage("/billing");
    await page.getByRole("heading", { name: "Choose your plan" }).waitFor();
    expect(await plan(page, "Pro").getByText("Most Popular").count()).toBe(1);
    expect(await plan(page, "Pro").getByTestId("plan-price").innerText()).toBe("$9.99");
    await page.getByTestId("billing-interval").locator("label", { hasText: "Annual" }).click();
    expect(await page.getByTestId("billing-interval").getByText("Save 20%").count()).toBe(1);
    // The press may come before hydration (held, then replayed) and the page renders the choice in
    // a deferred render: waited for, as a visitor sees it arrive.
    await expect.poll(() => plan(page, "Pro").getByTestId("plan-price").innerText()).toBe("$7.99");

    await plan(page, "Pro").getByRole("link", { name: "Subscribe" }).click();
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("redirect") === "/billing?plan=PRO&interval=year");
    await signInWithForm(page, email);
    // Back on billing, the page goes on to the checkout by itself: twelve months less 20 %.
    await payOnCheckout(page, "4242 4242 4242 4242", "$95.90");

    await page.waitForURL((u) => u.pathname === "/billing");
    await page.getByText("Payment complete. Thank you!").waitFor();
    await details(page).getByTestId("subscription-plan").getByText("Pro", { exact: true }).waitFor();
    expect(await details(page).getByTestId("subscription-status").innerText()).toBe("Active");
    expect(await details(page).getByTestId("subscription-card").innerText()).toBe("Card ending in 4242");
    expect(await details(page).getByTestId("subscription-transformations").innerText()).toBe("10 of 10 this month");
    expect(await details(page).getByTestId("subscription-messages").innerText()).toBe("100 of 100 this month");
    expect(await plan(page, "Pro").getByTestId("current-plan").count()).toBe(1);
    await expect.poll(() => new URL(page.url()).search).toBe("");

    await page.goto("/profile");
    const account = page.locator("section", { has: page.getByRole("heading", { name: "Account" }) });
    await account.getByTestId("subscription-card").getByText("Card ending in 4242").waitFor();
    expect(await account.getByTestId("subscription-plan").innerText()).toBe("Pro");
    expect(await account.getByRole("link", { name: "Upgrade" }).count()).toBe(0);
  });

  it("keeps a member on Free when the card is declined or 3-D Secure fails; then cancels with a confirmation that says until when, renews, and updates the card", { timeout: 120_000 }, async () => {
    const page = await signedInPage("/billing");
    await plan(page, "Standard").getByRole("button", { name: "Subscribe" }).click();
    await payOnCheckout(page, "4000 0000 0000 0002", "$4.99");
    await page.getByRole("alert").getByText("Your card was declined. Try another card.").waitFor();
    await page.getByLabel("Card number", { exact: true }).fill("4000 0025 0000 3155");
    await page.getByRole("button", { name: "Pay $4.99" }).click();
    await page.getByRole("button", { name: "Fail authentication" }).click();
    await page.getByRole("alert").getByText("The payment was not confirmed. Try again or use another card.").waitFor();

    await page.getByRole("link", { name: "Cancel and return to Forma" }).click();
    await page.waitForURL((u) => u.pathname === "/billing");
    await page.getByText("Checkout canceled. You have not been charged.").waitFor();
    await plan(page, "Free").getByTestId("current-plan").waitFor();
    expect(await details(page).count()).toBe(0);
    expect(await page.evaluate(async () => (await fetch("/api/subscription/get-active")).text())).toBe("");

    // The same member, still on Free on billing, pays with a card that passes 3-D Secure.
    await plan(page, "Standard").getByRole("button", { name: "Subscribe" }).click();
    await payOnCheckout(page, "4000 0025 0000 3155", "$4.99");
    await page.getByRole("button", { name: "Complete authentication" }).click();
    await page.waitForURL((u) => u.pathname === "/billing");
    const status = details(page).getByTestId("subscription-status");
    await status.getByText("Active", { exact: true }).waitFor();
    expect(await details(page).getByTestId("subscription-card").innerText()).toBe("Card ending in 3155");

    const { ends, date } = await endsAsShown(page);
    const days = (Date.parse(ends) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await details(page).getByTestId("subscription-date").innerText()).toBe(date);

    // Keeping it changes nothing.
    await details(page).getByRole("button", { name: "Cancel subscription" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText(`Your Standard plan stays active until ${date}.`, { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Keep subscription" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await status.innerText()).toBe("Active");

    await details(page).getByRole("button", { name: "Cancel subscription" }).click();
    await dialog.getByRole("button", { name: "Cancel subscription" }).click();
    await dialog.waitFor({ state: "detached" });
    await status.getByText(`Canceled — active until ${date}`).waitFor();
    // The server holds it: a reload shows the same.
    await page.reload();
    await status.getByText(`Canceled — active until ${date}`).waitFor();
    expect(await plan(page, "Standard").getByTestId("current-plan").count()).toBe(1);

    await details(page).getByRole("button", { name: "Renew subscription" }).click();
    await status.getByText("Active", { exact: true }).waitFor();
    await page.getByText(`Subscription renewed. Next payment on ${date}.`).waitFor();

    await details(page).getByRole("button", { name: "Update payment method" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/sandbox/card/"));
    await page.getByLabel("Card number", { exact: true }).fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Save card" }).click();
    await page.waitForURL((u) => u.pathname === "/billing");
    await page.getByText("Your payment method is updated.").waitFor();
    await details(page).getByTestId("subscription-card").getByText("Card ending in 4242").waitFor();
  });

  it("sells Pro monthly in rubles on a phone, in Russian, through YooKassa's page, with the next charge and the receipt in Moscow time", async () => {
    const page = await signedInPage("/mbilling", { device: phone, ru: true, timezoneId: "Europe/Moscow" });
    await page.getByRole("heading", { name: "Выберите тариф" }).waitFor();
    expect(await plan(page, "Стандарт").getByTestId("plan-price").innerText()).toMatch(/^399\s₽$/);
    expect(await plan(page, "Pro").getByTestId("plan-price").innerText()).toMatch(/^799\s₽$/);
    expect(await plan(page, "Pro").getByText("Самый популярный").count()).toBe(1);
    await plan(page, "Бесплатный").getByText("Текущий тариф").waitFor();

    // The YooKassa double's page, as YooKassa's: the method (a bank card here) and its test card.
    await plan(page, "Pro").getByRole("button", { name: "Оформить" }).click();
    await page.waitForURL((u) => u.pathname.startsWith("/dev/yookassa/confirm/"));
    await page.getByLabel("Номер карты", { exact: true }).fill("5555 5555 5555 4477");
    await page.getByRole("button", { name: /^Оплатить 799(,00)?\s₽$/ }).click();
    await page.waitForURL((u) => u.pathname === "/mbilling");
    await page.getByText("Оплата прошла. Спасибо!").waitFor();
    await details(page).getByTestId("subscription-plan").getByText("Pro", { exact: true }).waitFor();
    expect(await details(page).getByTestId("subscription-status").innerText()).toBe("Активна");
    expect(await details(page).getByTestId("subscription-card").innerText()).toMatch(/^Mastercard ••••\s4477$/);
    // The app charges the saved card itself: the next charge, a month on, at Pro's price.
    const next = await page.evaluate(
      async () => ((await (await fetch("/api/subscription/get-active")).json()) as { nextCharge: { at: string } }).nextCharge.at,
    );
    const days = (Date.parse(next) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    // As the app writes it: the year keeps its «г.» (a no-break space).
    const date = await page.evaluate(
      (iso) => new Intl.DateTimeFormat("ru", { dateStyle: "long" }).format(new Date(iso)).replace(" г.", "\u00a0г."),
      next,
    );
    expect(await details(page).getByTestId("subscription-next-charge").innerText()).toMatch(new RegExp(`^${date} спишем 799\\s₽$`));

    // The payment and its receipt, which opens in a new tab with the fiscal data.
    const row = page.getByRole("region", { name: "Платежи и чеки" }).getByTestId("payment-row");
    expect(await row.getByTestId("payment-amount").innerText()).toMatch(/^799\s₽$/);
    expect(await row.getByTestId("payment-status").innerText()).toBe("Оплачен");
    const [receipt] = await Promise.all([page.context().waitForEvent("page"), row.getByRole("link", { name: /^Чек:/ }).click()]);
    await receipt.waitForURL((u) => u.pathname.startsWith("/billing/receipts/"));
    await receipt.getByRole("heading", { name: "Кассовый чек" }).waitFor();
    expect(await receipt.getByRole("row", { name: /^Итого/ }).innerText()).toMatch(/799\s₽/);
    for (const fiscal of ["ФН", "ФД", "ФП"]) expect(await receipt.getByRole("row", { name: new RegExp(`^${fiscal}\\s+\\d+`) }).count()).toBe(1);
    // The phone's zone went with the checkout: the receipt's time is Moscow's, and says so.
    expect(await receipt.getByRole("row", { name: /^Дата\s/ }).innerText()).toMatch(/^Дата\s+\d{1,2} [а-я]+ \d{4} г\. в \d\d:\d\d GMT\+3$/);

    // Choosing the plan again asks nothing of the server.
    const checkouts: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/billing/checkout")) checkouts.push(r.url());
    });
    await plan(page, "Pro").getByRole("button", { name: "Уже оформлен" }).click();
    await page.getByText("Вы уже подписаны на этот тариф").waitFor();
    expect(checkouts).toEqual([]);
  });

  it("locks vitamins for a Free member, with the way to Pro, and opens them once Pro is bought", async () => {
    const page = await signedInPage("/vitamins");
    const lock = page.getByTestId("lock-screen");
    await lock.getByRole("heading", { name: "Vitamins", level: 1 }).waitFor();
    expect(await lock.getByTestId("secure-note").count()).toBe(1);
    const upgrade = lock.getByRole("link", { name: "Upgrade to Pro" });
    expect(await upgrade.getAttribute("href")).toBe("/billing?plan=PRO&interval=month");

    // The button goes straight on to the Pro checkout.
    await upgrade.click();
    await payOnCheckout(page, "4242 4242 4242 4242", "$9.99");
    await page.waitForURL((u) => u.pathname === "/billing");
    await details(page).getByTestId("subscription-plan").getByText("Pro", { exact: true }).waitFor();

    await page.goto("/vitamins");
    await page.getByRole("heading", { name: "Vitamins", level: 1 }).waitFor();
    expect(await page.getByTestId("lock-screen").count()).toBe(0);
    expect(await page.getByRole("link", { name: "Upgrade to Pro" }).count()).toBe(0);
  });
});
