import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BillingPaymentJson } from "../../core/api/billing";
import type { ActiveSubscription } from "../../core/billing/subscription";
import type { SessionUser } from "../../core/session";
import { methodText } from "../../web/billing/payment-method";
import { billingKeys } from "../../web/shared/queries/billing";
import { switchLocale } from "../../web/shared/i18n/locale";
import { createApp, member } from "./app-harness";

// The billing screen of a member who pays in rubles through YooKassa (the app runs the renewals
// itself): the next charge, a plan change at renewal, the method, a failed renewal, the refund of
// the first payment and the payments with their receipts. The server is a stub by path.
const yookassa = (over: Partial<ActiveSubscription> = {}): ActiveSubscription => ({
  plan: "PRO",
  interval: "month",
  status: "active",
  predicatesLeft: 10,
  chatMessagesLeft: 100,
  paymentMethodId: null,
  ends: "2026-12-28T12:00:00.000Z",
  canceled: false,
  lastFourNumbers: "4477",
  provider: "yookassa",
  currency: "RUB",
  method: { kind: "card", last4: "4477", brand: "MIR" },
  nextCharge: { at: "2026-12-28T12:00:00.000Z", amount: 79_900, currency: "RUB", plan: "PRO", interval: "month" },
  pastDue: null,
  refundableUntil: null,
  ...over,
});

const firstPayment: BillingPaymentJson = {
  id: "pay_1",
  at: "2026-11-28T12:00:00.000Z",
  kind: "first",
  plan: "PRO",
  interval: "month",
  amount: 79_900,
  currency: "RUB",
  status: "succeeded",
  method: { kind: "card", last4: "4477", brand: "MIR" },
  receiptUrl: "/billing/receipts/pay_1",
};

type Answer = { status?: number; body?: unknown } | (() => Promise<Response>);
let routes: Record<string, Answer> = {};
let requests: { method: string; path: string }[] = [];

beforeEach(() => {
  localStorage.clear();
  requests = [];
  routes = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? "GET";
      requests.push({ method, path });
      const answer = routes[`${method} ${path}`];
      if (typeof answer === "function") return answer();
      if (!answer) return new Response("", { status: 200 });
      const body = answer.body === null || answer.body === undefined ? "" : JSON.stringify(answer.body);
      return new Response(body, { status: answer.status ?? 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(path: string, user: SessionUser, sub: ActiveSubscription | null) {
  routes["GET /api/auth/session"] ??= { body: { user } };
  const app = createApp(path, user);
  app.queryClient.setQueryData(billingKeys.subscription(user.id), sub);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  return app;
}

const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, " ");
const details = () => screen.findByTestId("subscription-details");

describe("billing page for a member paying through YooKassa", () => {
  it("shows the next charge in rubles, a plan change at renewal, the method and the receipts, in Russian", async () => {
    act(() => switchLocale("ru"));
    routes["GET /api/billing/payments"] = { body: { payments: [firstPayment] } };
    const next = { at: "2026-12-28T12:00:00.000Z", amount: 39_900, currency: "RUB", plan: "BASIC", interval: "month" } as const;
    await open("/mbilling", member({ plan: "PRO" }), yookassa({ nextCharge: next }));
    const panel = await details();
    expect(text(within(panel).getByTestId("subscription-next-charge"))).toBe("28 декабря 2026 г. спишем 399 ₽");
    expect(text(within(panel).getByTestId("subscription-plan-change"))).toBe("С 28 декабря 2026 г.: Стандарт, 399 ₽ в месяц");
    expect(text(within(panel).getByTestId("subscription-card"))).toBe("Мир •••• 4477");
    expect(within(panel).queryByTestId("subscription-date")).toBeNull();
    expect(within(panel).getByRole("button", { name: "Сменить способ оплаты" })).toBeTruthy();
    expect(within(panel).queryByRole("button", { name: "Вернуть первый платёж" })).toBeNull();

    const list = await screen.findByRole("region", { name: "Платежи и чеки" });
    const row = await within(list).findByTestId("payment-row");
    expect(text(row)).toContain("Оплата подписки");
    expect(text(row)).toContain("28 ноября 2026 г. · Pro, помесячно · Мир •••• 4477");
    expect(text(within(row).getByTestId("payment-amount"))).toBe("799 ₽");
    expect(within(row).getByTestId("payment-status").textContent).toBe("Оплачен");
    const receipt = within(row).getByRole("link", { name: "Чек: Оплата подписки, 28 ноября 2026\u00a0г. (откроется в новой вкладке)" });
    expect(receipt.getAttribute("href")).toBe("/billing/receipts/pay_1");
    expect(receipt.getAttribute("target")).toBe("_blank");
  });

  it("warns about a failed renewal with the next try, until when the plan stays, and the way to another method", async () => {
    const pastDue = { failedAt: "2026-12-28T12:00:00.000Z", nextAttempt: "2026-12-29T12:00:00.000Z", providerRetries: false, graceEnds: "2027-01-02T12:00:00.000Z" };
    routes["POST /api/subscription/payment-method"] = { body: { url: "http://localhost/dev/yookassa/confirm/m1" } };
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    await open("/billing", member({ plan: "PRO" }), yookassa({ pastDue, method: { kind: "sbp", last4: null, brand: null } }));
    const panel = await details();
    expect(within(panel).getByTestId("subscription-status").textContent).toBe("Payment failed");
    expect(within(panel).getByTestId("subscription-card").textContent).toBe("SBP");
    // No next charge while it is being tried again: the plan lasts to the grace period's end.
    expect(within(panel).queryByTestId("subscription-next-charge")).toBeNull();
    expect(within(panel).getByTestId("subscription-date").textContent).toBe("January 2, 2027");
    const notice = within(panel).getByTestId("subscription-past-due");
    expect(notice.textContent).toContain("We couldn't renew your subscription");
    expect(notice.textContent).toContain(
      "The payment on December 28, 2026 didn't go through. We'll try again on December 29, 2026: update your payment method before then if this one won't work. Your Pro plan stays active until January 2, 2027 meanwhile.",
    );
    // One way to another method, in the notice.
    expect(within(panel).getAllByRole("button", { name: "Update payment method" })).toHaveLength(1);
    fireEvent.click(within(notice).getByRole("button", { name: "Update payment method" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/dev/yookassa/confirm/m1"));
  });

  it("says when no try is left that the plan ends with the grace period", async () => {
    const pastDue = { failedAt: "2027-01-01T12:00:00.000Z", nextAttempt: null, providerRetries: false, graceEnds: "2027-01-02T12:00:00.000Z" };
    await open("/billing", member({ plan: "PRO" }), yookassa({ pastDue }));
    expect((await details()).querySelector("[data-testid=subscription-past-due]")?.textContent).toContain(
      "The payment on January 1, 2027 didn't go through. We won't try again. Your Pro plan stays active until January 2, 2027, then you move to the Free plan.",
    );
  });

  it("refunds the first payment after a confirmation, and the member is on Free", async () => {
    const refunded = { ...firstPayment, id: "ref_1", kind: "refund", at: "2026-11-30T12:00:00.000Z", receiptUrl: "/billing/receipts/ref_1" } as const;
    let refundedYet = false;
    routes["GET /api/billing/payments"] = () =>
      Promise.resolve(Response.json({ payments: refundedYet ? [refunded, firstPayment] : [firstPayment] }));
    routes["POST /api/billing/refund"] = () => {
      refundedYet = true;
      return Promise.resolve(new Response("", { status: 200 }));
    };
    routes["GET /api/auth/session"] = { body: { user: member() } };
    await open("/billing", member({ plan: "PRO" }), yookassa({ refundableUntil: "2026-12-12T12:00:00.000Z" }));
    const panel = await details();
    expect(within(panel).getByTestId("subscription-refund").textContent).toContain("You can get your first payment back in full until December 12, 2026.");

    // Keeping the plan asks nothing.
    fireEvent.click(within(panel).getByRole("button", { name: "Refund my first payment" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("The whole payment goes back the way you paid. Your Pro plan ends right away and you move to the Free plan.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep my plan" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(requests.filter((r) => r.path === "/api/billing/refund")).toEqual([]);

    fireEvent.click(within(panel).getByRole("button", { name: "Refund my first payment" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Refund and end my plan" }));
    expect(await screen.findByText("Refund made. Banks usually return the money within a few days.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("subscription-details")).toBeNull());
    expect(within(screen.getByRole("region", { name: "Free" })).getByTestId("current-plan")).toBeTruthy();
    expect(requests.filter((r) => r.path === "/api/billing/refund")).toEqual([{ method: "POST", path: "/api/billing/refund" }]);

    // On Free the payments stay listed at the foot (once near: here, once the keyboard is used), the
    // refund with its own receipt.
    fireEvent.keyDown(window, { key: "Tab" });
    const rows = await within(await screen.findByRole("region", { name: "Payments and receipts" })).findAllByTestId("payment-row");
    expect(rows.map((r) => r.querySelector("p")?.textContent)).toEqual(["Refund", "Subscription payment"]);
    expect(text(within(rows[0]!).getByTestId("payment-amount"))).toBe("−RUB 799");
    expect(within(rows[0]!).getByTestId("payment-status").textContent).toBe("Refunded");
    expect(within(rows[0]!).getByRole("link", { name: /^Receipt: Refund, November 30, 2026/ }).getAttribute("href")).toBe("/billing/receipts/ref_1");
  });

  it("says why when the refund is no longer possible and shows the subscription as the server has it", async () => {
    const refusal = { error: { code: "refund_not_available", message: "This payment can no longer be refunded here. Write to support and we will sort it out." } };
    routes["POST /api/billing/refund"] = { status: 409, body: refusal };
    routes["GET /api/subscription/get-active"] = { body: yookassa() };
    await open("/billing", member({ plan: "PRO" }), yookassa({ refundableUntil: "2026-12-12T12:00:00.000Z" }));
    fireEvent.click(within(await details()).getByRole("button", { name: "Refund my first payment" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Refund and end my plan" }));
    expect(await screen.findByText(refusal.error.message)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(screen.queryByTestId("subscription-refund")).toBeNull());
    expect(screen.getByTestId("subscription-plan").textContent).toBe("Pro");
  });

  it("lists no payments yet, and after a failed load offers to try again", async () => {
    let fail = true;
    routes["GET /api/billing/payments"] = () =>
      Promise.resolve(fail ? Response.json({ error: { code: "http_error", message: "down" } }, { status: 503 }) : Response.json({ payments: [] }));
    await open("/billing", member({ plan: "PRO" }), yookassa());
    const list = await screen.findByRole("region", { name: "Payments and receipts" });
    expect((await within(list).findByRole("alert")).textContent).toContain("Your payments could not be loaded.");
    fail = false;
    fireEvent.click(within(list).getByRole("button", { name: "Try again" }));
    expect(await within(list).findByText("No payments yet.")).toBeTruthy();
  });

  it("shows a Stripe member what it did, without a payments list, and a Free member who never paid none either", async () => {
    await open("/billing", member({ plan: "BASIC" }), yookassa({ plan: "BASIC", provider: "stripe", nextCharge: null, method: { kind: "card", last4: "4242", brand: null } }));
    const panel = await details();
    expect(within(panel).getByTestId("subscription-date").textContent).toBe("December 28, 2026");
    expect(within(panel).getByTestId("subscription-card").textContent).toBe("Card ending in 4242");
    expect(screen.queryByRole("region", { name: "Payments and receipts" })).toBeNull();
    expect(requests.some((r) => r.path === "/api/billing/payments")).toBe(false);
  });

  it("shows nothing of payments to a Free member who has none", async () => {
    routes["GET /api/billing/payments"] = { body: { payments: [] } };
    await open("/billing", member(), null);
    await screen.findByRole("heading", { name: "Choose your plan" });
    fireEvent.keyDown(window, { key: "Tab" });
    await waitFor(() => expect(requests.some((r) => r.path === "/api/billing/payments")).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole("region", { name: "Payments and receipts" })).toBeNull();
  });
});

describe("payment method names", () => {
  it("names cards by network and last digits, and wallets and SBP by name, in both languages", () => {
    expect(methodText({ kind: "card", last4: "4477", brand: "MasterCard" }, null)).toBe("Mastercard ••••\u00a04477");
    expect(methodText({ kind: "card", last4: "1111", brand: "Visa" }, null)).toBe("Visa ••••\u00a01111");
    expect(methodText({ kind: "card", last4: null, brand: null }, null)).toBe("Bank card");
    expect(methodText(null, "4242")).toBe("Card ending in 4242");
    expect(methodText(null, null)).toBe("No card on file");
    expect(["sbp", "sberpay", "tpay", "yoomoney", "other"].map((kind) => methodText({ kind: kind as "sbp", last4: null, brand: null }, null))).toEqual([
      "SBP",
      "SberPay",
      "T-Pay",
      "YooMoney",
      "Other method",
    ]);
    act(() => switchLocale("ru"));
    expect(methodText({ kind: "card", last4: "4477", brand: "MIR" }, null)).toBe("Мир ••••\u00a04477");
    expect(["sbp", "yoomoney"].map((kind) => methodText({ kind: kind as "sbp", last4: null, brand: null }, null))).toEqual(["СБП", "ЮMoney"]);
  });
});
