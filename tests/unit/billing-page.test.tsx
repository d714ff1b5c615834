import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActiveSubscription } from "../../core/billing/subscription";
import type { SessionUser } from "../../core/session";
import { billingKeys } from "../../web/shared/queries/billing";
import { switchLocale } from "../../web/shared/i18n/locale";
import { createApp, member } from "./app-harness";

// The billing screen and the lock screens in the real router (happy-dom); the server is a stub
// that records what the page asks for.
const subscription = (over: Partial<ActiveSubscription> = {}): ActiveSubscription => ({
  plan: "BASIC",
  interval: "month",
  status: "active",
  predicatesLeft: 0,
  chatMessagesLeft: 0,
  paymentMethodId: "pm_1",
  ends: "2027-01-15T12:00:00.000Z",
  canceled: false,
  lastFourNumbers: "4242",
  provider: "sandbox",
  currency: "USD",
  method: { kind: "card", last4: "4242", brand: null },
  nextCharge: null,
  pastDue: null,
  refundableUntil: null,
  ...over,
});

let requests: { method: string; path: string; body: unknown }[] = [];
let answer: (path: string) => Response = () => new Response("", { status: 200 });

beforeEach(() => {
  localStorage.clear();
  requests = [];
  answer = () => new Response("", { status: 200 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      requests.push({ method: init?.method ?? "GET", path, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
      return answer(path);
    }),
  );
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The app at `path`; `sub` is the member's subscription (null: Free, undefined: not asked yet). */
async function open(path: string, user: SessionUser | null, sub?: ActiveSubscription | null) {
  const app = createApp(path, user);
  if (user && sub !== undefined) app.queryClient.setQueryData(billingKeys.subscription(user.id), sub);
  await app.router.load();
  render(
    <QueryClientProvider client={app.queryClient}>
      <RouterProvider router={app.router} />
    </QueryClientProvider>,
  );
  return app;
}

const plan = (name: string) => screen.getByRole("region", { name });
const price = (name: string) => within(plan(name)).getByTestId("plan-price").textContent;
const checkouts = () => requests.filter((r) => r.path === "/api/billing/checkout");

describe("billing page", () => {
  it("shows a visitor the three plans in dollars, monthly and annual, with what each includes", async () => {
    await open("/billing", null);
    await screen.findByRole("heading", { name: "Choose your plan" });
    expect([price("Free"), price("Standard"), price("Pro")]).toEqual(["$0", "$4.99", "$9.99"]);
    expect(within(plan("Pro")).getByText("Most Popular")).toBeTruthy();
    expect(within(plan("Standard")).queryByText("Most Popular")).toBeNull();
    expect(screen.queryByTestId("current-plan")).toBeNull();

    // Each feature says in words whether it is included (12 on Pro, 2 of 12 on Free).
    const marks = (name: string) => within(plan(name)).getAllByRole("listitem").map((li) => li.textContent?.split(":")[0]);
    expect(marks("Pro")).toEqual(Array(12).fill("Included"));
    expect(marks("Free").filter((t) => t === "Included")).toHaveLength(2);
    expect(marks("Standard").filter((t) => t === "Included")).toHaveLength(4);

    fireEvent.click(screen.getByRole("radio", { name: /^Annual/ }));
    expect(screen.getByRole("radio", { name: /^Annual/ }).closest("label")?.textContent).toBe("AnnualSave 20%");
    // Annual: the monthly equivalent of twelve months less 20 %, and the yearly total.
    expect([price("Standard"), price("Pro")]).toEqual(["$3.99", "$7.99"]);
    expect(within(plan("Pro")).getByText("Billed $95.90 once a year")).toBeTruthy();

    // Choosing a plan signs the visitor in first and comes back to it.
    const link = within(plan("Pro")).getByRole("link", { name: "Subscribe" });
    expect(link.getAttribute("href")).toBe(`/login?redirect=${encodeURIComponent("/billing?plan=PRO&interval=year")}`);
    expect(within(plan("Free")).getByRole("link", { name: "Start free" }).getAttribute("href")).toBe("/signup");
    expect(screen.getByTestId("secure-note").textContent).toContain("Forma never sees or stores your card number.");
  });

  it("prices in rubles in Russian and sends a phone visitor to /mlogin", async () => {
    act(() => switchLocale("ru"));
    await open("/mbilling", null);
    await screen.findByRole("heading", { name: "Выберите тариф" });
    expect(price("Стандарт")?.replace(/\s/g, " ")).toBe("399 ₽");
    expect(price("Pro")?.replace(/\s/g, " ")).toBe("799 ₽");
    fireEvent.click(screen.getByRole("radio", { name: /^На год/ }));
    expect(price("Pro")?.replace(/\s/g, " ")).toBe("639 ₽");
    expect(within(plan("Pro")).getByText("Самый популярный")).toBeTruthy();
    const link = within(plan("Стандарт")).getByRole("link", { name: "Оформить" });
    expect(link.getAttribute("href")).toBe(`/mlogin?redirect=${encodeURIComponent("/mbilling?plan=BASIC&interval=year")}`);
  });

  it("switches the plans' features to the other language with the page", async () => {
    await open("/billing", member(), null);
    await screen.findByRole("heading", { name: "Choose your plan" });
    act(() => switchLocale("ru"));
    await screen.findByRole("heading", { name: "Выберите тариф" });
    // The feature lists render apart from the page (PlanCard.tsx), yet follow its language.
    const marks = within(plan("Pro")).getAllByRole("listitem").map((li) => li.textContent?.split(":")[0]);
    expect(marks).toEqual(Array(12).fill("Входит"));
    expect(within(plan("Pro")).getByRole("heading", { level: 3 }).textContent).toBe("Что входит");
  });

  it("marks a member's plan and answers choosing it again without asking the server", async () => {
    await open("/billing", member({ plan: "BASIC" }), subscription());
    const details = await screen.findByTestId("subscription-details");
    expect(within(details).getByTestId("subscription-card").textContent).toBe("Card ending in 4242");
    expect(within(details).getByTestId("subscription-status").textContent).toBe("Active");
    expect(within(plan("Standard")).getByTestId("current-plan").textContent).toBe("Current plan");
    expect(within(plan("Free")).queryByTestId("current-plan")).toBeNull();
    expect(within(plan("Free")).queryByRole("link")).toBeNull();

    fireEvent.click(within(plan("Standard")).getByRole("button", { name: "Subscribed" }));
    expect(await screen.findByText("You are already subscribed to this plan")).toBeTruthy();
    expect(checkouts()).toEqual([]);
    // The other period or plan is a change: the buttons say so.
    expect(within(plan("Pro")).getByRole("button", { name: "Switch to this plan" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: /^Annual/ }));
    expect(within(plan("Standard")).getByRole("button", { name: "Switch to annual billing" })).toBeTruthy();
  });

  it("prices a subscriber's plans in the subscription's currency, not the language's: rubles read in English", async () => {
    await open("/billing", member({ plan: "BASIC" }), subscription({ provider: "yookassa", currency: "RUB" }));
    await screen.findByTestId("subscription-details");
    expect([price("Standard"), price("Pro")].map((p) => p?.replace(/\s/g, " "))).toEqual(["RUB 399", "RUB 799"]);
    // And the note on renewals says what paying in rubles means (receipts under 54-FZ).
    expect(screen.getByText(/54-FZ/)).toBeTruthy();
  });

  it("marks Free for a member without a subscription", async () => {
    await open("/billing", member(), null);
    await screen.findByRole("heading", { name: "Choose your plan" });
    expect(within(plan("Free")).getByTestId("current-plan")).toBeTruthy();
    expect(screen.queryByTestId("subscription-details")).toBeNull();
    expect(within(plan("Pro")).getByRole("button", { name: "Subscribe" })).toBeTruthy();
  });

  it("continues to the checkout by itself when a member comes back with a plan", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    answer = (path) => (path === "/api/billing/checkout" ? Response.json({ url: "http://localhost/sandbox/checkout/cs_1" }) : new Response("", { status: 200 }));
    const app = await open("/billing?plan=PRO&interval=year", member(), null);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/sandbox/checkout/cs_1"));
    // The device's zone goes with it: the renewal e-mails and receipts give the member's own dates.
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(checkouts()).toEqual([{ method: "POST", path: "/api/billing/checkout", body: { plan: "PRO", interval: "year", from: "/billing", timeZone } }]);
    expect(screen.getByTestId("billing-progress").textContent).toBe("Taking you to secure checkout…");
    // The choice left the address, so coming back does not start another checkout.
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
    expect(screen.getByRole("radio", { name: /^Annual/ })).toHaveProperty("checked", true);
  });

  it("ignores a plan or period that does not exist", async () => {
    const app = await open("/billing?plan=GOLD&interval=week", member(), null);
    await screen.findByRole("heading", { name: "Choose your plan" });
    await new Promise((r) => setTimeout(r, 50));
    expect(checkouts()).toEqual([]);
    expect(screen.getByRole("radio", { name: "Monthly" })).toHaveProperty("checked", true);
    expect(app.router.state.location.pathname).toBe("/billing");
  });

  it("says 'An error occurred' when the checkout fails", async () => {
    answer = (path) => (path === "/api/billing/checkout" ? Response.json({ error: { code: "payments_unavailable", message: "Payments are not available right now." } }, { status: 503 }) : new Response("", { status: 200 }));
    await open("/billing", member(), null);
    fireEvent.click(await within(await screen.findByRole("region", { name: "Pro" })).findByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("An error occurred. Please try again.")).toBeTruthy();
    expect(checkouts()).toHaveLength(1);
    expect(within(plan("Pro")).getByRole("button", { name: "Subscribe" })).toHaveProperty("disabled", false);
  });

  it("says why a plan change was not made when its payment is declined, and goes on showing the plan the member has", async () => {
    const message = "The payment for the new plan didn't go through, so your plan stays as it was. Update your payment method and try again.";
    const basic = member({ plan: "BASIC" });
    answer = (path) =>
      path === "/api/billing/checkout"
        ? Response.json({ error: { code: "plan_change_unpaid", message } }, { status: 402 })
        : path === "/api/subscription/get-active"
          ? Response.json(subscription())
          : path === "/api/auth/session"
            ? Response.json({ user: basic })
            : new Response("", { status: 200 });
    await open("/billing", basic, subscription());
    fireEvent.click(await within(await screen.findByRole("region", { name: "Pro" })).findByRole("button", { name: "Switch to this plan" }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(checkouts()).toHaveLength(1);
    await waitFor(() => expect(requests.some((r) => r.path === "/api/subscription/get-active")).toBe(true));
    expect(within(plan("Standard")).getByTestId("current-plan").textContent).toBe("Current plan");
  });

  it("tells the member a canceled checkout cost nothing and tidies the address", async () => {
    const app = await open("/billing?checkout=canceled", member(), null);
    expect(await screen.findByText("Checkout canceled. You have not been charged.")).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.search).toEqual({}));
  });

  it("shows a canceled subscription with its end date and offers to renew", async () => {
    await open("/billing", member({ plan: "PRO" }), subscription({ plan: "PRO", status: "canceled", canceled: true, predicatesLeft: 7, chatMessagesLeft: 88 }));
    const details = await screen.findByTestId("subscription-details");
    expect(within(details).getByTestId("subscription-status").textContent).toBe("Canceled — active until January 15, 2027");
    expect(within(details).getByTestId("subscription-transformations").textContent).toContain("7 of 10 this month");
    expect(within(details).getByTestId("subscription-messages").textContent).toContain("88 of 100 this month");
    expect(within(details).getByRole("button", { name: "Renew subscription" })).toBeTruthy();
    expect(within(details).queryByRole("button", { name: "Cancel subscription" })).toBeNull();
  });

  it("says a card renewal went unpaid, that the card is tried again, and until when the plan stays, in both languages", async () => {
    const pastDue = { failedAt: "2027-01-15T13:00:00.000Z", nextAttempt: null, providerRetries: true, graceEnds: "2027-01-20T12:00:00.000Z" };
    await open("/billing", member({ plan: "PRO" }), subscription({ plan: "PRO", pastDue }));
    const details = await screen.findByTestId("subscription-details");
    expect(within(details).getByTestId("subscription-status").textContent).toBe("Payment failed");
    // Not "Renews on" a day already gone: the plan's last day.
    expect(within(details).getByTestId("subscription-date").textContent).toBe("January 20, 2027");
    const notice = within(details).getByTestId("subscription-past-due");
    expect(notice.textContent).toContain(
      "The payment on January 15, 2027 didn't go through. We'll try your card again over the next few days: update it if this one won't work. Your Pro plan stays active until January 20, 2027, then you move to the Free plan.",
    );
    expect(within(notice).getByRole("button", { name: "Update payment method" })).toBeTruthy();
    act(() => switchLocale("ru"));
    await waitFor(() =>
      expect(within(details).getByTestId("subscription-past-due").textContent).toContain(
        "Платёж 15 января 2027\u00a0г. не прошёл. В ближайшие дни мы ещё раз попробуем списать деньги с карты. Если не получится, укажите другую. Тариф «Pro» действует до 20 января 2027\u00a0г., затем вы перейдёте на тариф «Бесплатный».",
      ),
    );
  });
});

describe("lock screens", () => {
  it("shows a member without Pro what the feature is and the way to upgrade", async () => {
    await open("/vitamins", member({ plan: "BASIC" }));
    const lock = await screen.findByTestId("lock-screen");
    expect(within(lock).getByRole("heading", { level: 1 }).textContent).toBe("Vitamins");
    expect(within(lock).getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/billing?plan=PRO&interval=month");
    expect(within(lock).getByTestId("secure-note")).toBeTruthy();
  });

  it("quotes the upgrade in the member's subscription currency", async () => {
    const user = member({ plan: "BASIC" });
    const app = createApp("/vitamins", user);
    app.queryClient.setQueryData(billingKeys.subscription(user.id), subscription({ provider: "yookassa", currency: "RUB" }));
    await app.router.load();
    render(
      <QueryClientProvider client={app.queryClient}>
        <RouterProvider router={app.router} />
      </QueryClientProvider>,
    );
    const lock = await screen.findByTestId("lock-screen");
    expect(within(lock).getByText(/a month, cancel any time$/).textContent?.replace(/\s/g, " ")).toBe("RUB 799 a month, cancel any time");
  });

  it("links the phone twins to /mbilling, in Russian", async () => {
    act(() => switchLocale("ru"));
    await open("/mminerals", member());
    const lock = await screen.findByTestId("lock-screen");
    expect(within(lock).getByRole("heading", { level: 1 }).textContent).toBe("Минералы");
    expect(within(lock).getByRole("link", { name: "Перейти на Pro" }).getAttribute("href")).toBe("/mbilling?plan=PRO&interval=month");
  });

  it("lets a Pro member through to the screen", async () => {
    for (const path of ["/chat", "/transform", "/mvitamins", "/minerals"]) {
      cleanup();
      await open(path, member({ plan: "PRO" }));
      await screen.findByRole("heading", { level: 1 });
      expect(screen.queryByTestId("lock-screen"), path).toBeNull();
      expect(screen.queryByRole("link", { name: "Upgrade to Pro" }), path).toBeNull();
    }
  });
});
