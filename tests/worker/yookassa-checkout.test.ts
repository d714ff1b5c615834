// Ruble checkouts through YooKassa (its development double): the first payment's amount and
// 54-FZ receipt, the member's plan once YooKassa says it is paid, a declined card or a payer who
// leaves, and two checkouts paid at once.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { priceFor } from "../../core/billing/catalog";
import { paymentsFor } from "../../worker/billing/provider";
import { sandboxSubscriptions } from "../../worker/db/schema";
import { YooKassaError, type YkMetadata, type YkPayment } from "../../worker/platform/payments/yookassa/api";
import type { CheckoutRequest } from "../../worker/platform/payments/port";
import {
  buy,
  checkout,
  comeBack,
  confirm,
  day,
  db,
  doubleObject,
  engineAt,
  freshAddress,
  getActive,
  member,
  payUnheard,
  paymentRow,
  send,
  subscriptionRow,
  subscriptionsOf,
} from "./yookassa-app";

const at = Date.UTC(2026, 10, 24, 12, 0, 0);
const origin = "http://localhost:8787";

const sandboxSubsOf = (userId: string) =>
  db().select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.userId, userId)).all();

/** A ruble checkout as the billing route asks the port for one. */
const rubleCheckout = (userId: string): CheckoutRequest => ({
  userId,
  plan: "PRO",
  interval: "month",
  currency: "RUB",
  amount: priceFor("PRO", "month", "RUB"),
  locale: "ru",
  productName: "Forma Pro",
  successUrl: `${origin}/billing?checkout=success`,
  cancelUrl: `${origin}/billing?checkout=canceled`,
  customerId: userId,
});

describe("the first payment in rubles", () => {
  const cases = [
    { plan: "BASIC", interval: "month", item: "Подписка Forma Стандарт на 1 месяц", value: "399.00" },
    { plan: "BASIC", interval: "year", item: "Подписка Forma Стандарт на 1 год", value: "3830.00" },
    { plan: "PRO", interval: "month", item: "Подписка Forma Pro на 1 месяц", value: "799.00" },
    { plan: "PRO", interval: "year", item: "Подписка Forma Pro на 1 год", value: "7670.00" },
  ] as const;

  for (const c of cases) {
    it(`charges ${c.plan} ${c.interval} at the catalogue's ruble price with its Russian receipt`, async () => {
      const m = await member();
      const { paymentId, path } = await checkout(m, c.plan, c.interval, at, "ru");
      const sent = await paymentRow(paymentId);
      expect(sent).toMatchObject({ kind: "first", status: "pending", amount: priceFor(c.plan, c.interval, "RUB") });
      const atYooKassa = await doubleObject(paymentId);
      expect(atYooKassa.payment.amount).toEqual({ value: c.value, currency: "RUB" });
      expect(atYooKassa.capture).toBe(true);
      expect(atYooKassa.savePaymentMethod).toBe(true);
      expect(atYooKassa.locale).toBe("ru_RU");
      expect(atYooKassa.receipt).toEqual({
        customer: { email: expect.stringMatching(/@example\.com$/) },
        items: [
          {
            description: c.item,
            quantity: "1.00",
            amount: { value: c.value, currency: "RUB" },
            vat_code: 1,
            payment_subject: "service",
            payment_mode: "full_payment",
          },
        ],
      });

      const paid = await comeBack(await confirm(path, at + 60_000), at + 60_000);
      expect(paid.status).toBe(303);
      expect(paid.location).toBe("http://localhost:8787/billing?checkout=success");
      const { body } = await getActive(m.token, at + 120_000);
      expect(body).toMatchObject({
        plan: c.plan,
        interval: c.interval,
        status: "active",
        canceled: false,
        provider: "yookassa",
        lastFourNumbers: "4477",
        method: { kind: "card", last4: "4477", brand: "MasterCard" },
        pastDue: null,
        nextCharge: { amount: priceFor(c.plan, c.interval, "RUB"), currency: "RUB", plan: c.plan, interval: c.interval },
      });
      const ends = Date.parse(body.ends);
      expect(body.nextCharge.at).toBe(body.ends);
      expect(ends - at).toBeGreaterThan((c.interval === "month" ? 27 : 364) * day);
      expect(ends - at).toBeLessThan((c.interval === "month" ? 32 : 367) * day);
      expect(Date.parse(body.refundableUntil)).toBe(at + 60_000 + 14 * day);
      expect(await paymentRow(paymentId)).toMatchObject({
        status: "succeeded",
        methodKind: "card",
        methodLast4: "4477",
        paidAt: new Date(at + 60_000),
      });
    });
  }

  it("leaves dollars to the card provider: an English-speaking member pays in USD", async () => {
    const m = await member();
    const res = await send("POST", "/api/billing/checkout", {
      token: m.token,
      lang: "en",
      body: { plan: "PRO", interval: "month" },
      now: at,
    });
    expect(res.status).toBe(200);
    expect(new URL(res.body.url).pathname).toMatch(/^\/sandbox\/checkout\//);
  });

  it("leaves the member on FREE when the card is declined or the payer cancels", async () => {
    const m = await member();
    const declined = await checkout(m, "PRO", "month", at);
    const back = await comeBack(
      await confirm(declined.path, at, { decision: "pay", method: "bank_card", card: "5555 5555 5555 4592" }),
      at,
    );
    // YooKassa has one way back, paid or not: the return page reads the payment and says which.
    expect(back.location).toBe("http://localhost:8787/billing?checkout=canceled");
    expect((await getActive(m.token, at)).body).toBeNull();
    expect(await paymentRow(declined.paymentId)).toMatchObject({ status: "canceled", failure: "general_decline" });
    const left = await checkout(m, "PRO", "month", at);
    expect((await comeBack(await confirm(left.path, at, { decision: "cancel" }), at)).location).toBe(
      "http://localhost:8787/billing?checkout=canceled",
    );
    expect((await getActive(m.token, at)).body).toBeNull();
    const subs = await subscriptionsOf(m.id);
    expect(subs.map((s) => s.status)).toEqual(["canceled", "canceled"]);
    // The member can still buy.
    const again = await checkout(m, "BASIC", "month", at);
    await confirm(again.path, at);
    expect((await getActive(m.token, at)).body).toMatchObject({ plan: "BASIC", provider: "yookassa" });
  });

  it("sends a return address that is not the app's subscription to the billing screen, and reads nothing", async () => {
    for (const query of [
      "subscription=nope&to=/mbilling",
      `subscription=${crypto.randomUUID()}&to=https://evil.example/`,
      "kind=method",
    ]) {
      const res = await send("GET", `/billing/yookassa/return?${query}`, {
        now: at,
        headers: { "CF-Connecting-IP": freshAddress() },
      });
      expect(res.status).toBe(303);
      expect(res.location).toBe(
        query.includes("to=/mbilling") ? "http://localhost:8787/mbilling" : "http://localhost:8787/billing",
      );
    }
  });

  it("reads YooKassa for at most 30 returns from one address in 15 minutes, exactly 30 of many at once; the others go on as pending", async () => {
    /** A member whose page is paid while the app has heard nothing: only a return that reads YooKassa turns the plan on. */
    const paidUnheard = async (now: number) => {
      const m = await member();
      const page = await checkout(m, "PRO", "month", now);
      await payUnheard(page.path, now);
      const subscription = (await paymentRow(page.paymentId))!.subscriptionId;
      return { ...m, path: `/billing/yookassa/return?subscription=${subscription}&kind=first&to=%2Fbilling` };
    };
    const back = (path: string, now: number, address: string) =>
      send("GET", path, { now, headers: { "CF-Connecting-IP": address } });
    const shared = freshAddress();

    const first = await paidUnheard(at);
    const answers = await Promise.all(Array.from({ length: 36 }, () => back(first.path, at, shared)));
    const told = answers.map((a) => a.location);
    expect(told.filter((l) => l === "http://localhost:8787/billing?checkout=success")).toHaveLength(30);
    expect(told.filter((l) => l === "http://localhost:8787/billing?checkout=pending")).toHaveLength(6);
    expect((await getActive(first.token, at)).body).toMatchObject({ plan: "PRO" });

    // Another payer behind the same address in the same window: not read, so still waiting for the notification.
    const second = await paidUnheard(at + 60_000);
    expect((await back(second.path, at + 60_000, shared)).location).toBe("http://localhost:8787/billing?checkout=pending");
    expect((await getActive(second.token, at + 60_000)).body).toBeNull();
    // From an address of its own it is read, and so is the shared one's next window.
    expect((await back(second.path, at + 60_000, freshAddress())).location).toBe(
      "http://localhost:8787/billing?checkout=success",
    );
    expect((await getActive(second.token, at + 60_000)).body).toMatchObject({ plan: "PRO" });
    const third = await paidUnheard(at + 15 * 60_000);
    expect((await back(third.path, at + 15 * 60_000, shared)).location).toBe("http://localhost:8787/billing?checkout=success");
  });

  it("pays SBP without a card", async () => {
    const m = await member();
    const { path } = await checkout(m, "PRO", "month", at);
    await confirm(path, at, { decision: "pay", method: "sbp" });
    expect((await getActive(m.token, at)).body).toMatchObject({
      plan: "PRO",
      method: { kind: "sbp", last4: null },
      lastFourNumbers: null,
    });
  });
});

describe("two checkouts paid", () => {
  it("keeps one subscription and gives the other payment back in full", async () => {
    const m = await member();
    const first = await checkout(m, "PRO", "month", at);
    const second = await checkout(m, "BASIC", "year", at);
    // Both pages paid at once.
    const [a, b] = await Promise.all([confirm(first.path, at + 1000), confirm(second.path, at + 1000)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    const rows = [await paymentRow(first.paymentId), await paymentRow(second.paymentId)];
    expect(rows.map((r) => r!.status)).toEqual(["succeeded", "succeeded"]);
    const subs = await subscriptionsOf(m.id);
    expect(subs.filter((s) => s.status === "active")).toHaveLength(1);
    const kept = subs.find((s) => s.status === "active")!;
    const refunded = rows.find((r) => r!.subscriptionId !== kept.id)!;
    expect(refunded.refundedAmount).toBe(refunded.amount);
    expect((await subscriptionRow(refunded.subscriptionId))!.status).toBe("canceled");
    const atYooKassa = await doubleObject(refunded.id);
    expect(atYooKassa.payment.refunded_amount).toEqual({ value: (refunded.amount / 100).toFixed(2), currency: "RUB" });
    expect((await getActive(m.token, at + 2000)).body).toMatchObject({
      plan: kept.plan,
      interval: kept.interval,
      provider: "yookassa",
    });
  });

  it("gives back a stale checkout paid after the member already pays", async () => {
    const m = await member();
    const stale = await checkout(m, "BASIC", "month", at);
    const live = await checkout(m, "PRO", "month", at);
    await confirm(live.path, at + 1000);
    await confirm(stale.path, at + 5 * day);
    expect((await paymentRow(stale.paymentId))!.refundedAmount).toBe(priceFor("BASIC", "month", "RUB"));
    expect((await getActive(m.token, at + 5 * day)).body).toMatchObject({ plan: "PRO" });
  });

  it("gives back a ruble page paid after the member subscribed in dollars, and keeps the dollar subscription", async () => {
    const m = await member();
    const rubles = await checkout(m, "BASIC", "month", at);
    const dollars = await send("POST", "/api/billing/checkout", {
      token: m.token,
      lang: "en",
      body: { plan: "PRO", interval: "month" },
      now: at,
    });
    const page = new URL(dollars.body.url).pathname;
    expect(
      (await send("POST", page, { token: m.token, lang: "en", form: { card: "4242 4242 4242 4242" }, now: at + 1000 })).status,
    ).toBe(303);
    expect((await getActive(m.token, at + 1000)).body).toMatchObject({ plan: "PRO", provider: "sandbox" });

    await confirm(rubles.path, at + 2000);
    expect(await paymentRow(rubles.paymentId)).toMatchObject({
      status: "succeeded",
      refundedAmount: priceFor("BASIC", "month", "RUB"),
    });
    expect((await subscriptionsOf(m.id)).map((s) => s.status)).toEqual(["canceled"]);
    expect((await getActive(m.token, at + 3000)).body).toMatchObject({ plan: "PRO", provider: "sandbox" });
  });
});

describe("rubles and dollars both paid", () => {
  it("closes the dollar page once the ruble subscription starts", async () => {
    const m = await member();
    const dollars = await send("POST", "/api/billing/checkout", {
      token: m.token,
      lang: "en",
      body: { plan: "BASIC", interval: "month" },
      now: at,
    });
    const page = new URL(dollars.body.url).pathname;
    const rubles = await checkout(m, "PRO", "month", at);
    await confirm(rubles.path, at + 1000);

    const paid = await send("POST", page, { token: m.token, lang: "en", form: { card: "4242 4242 4242 4242" }, now: at + 2000 });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(page);
    expect(await sandboxSubsOf(m.id)).toEqual([]);
    expect((await getActive(m.token, at + 3000)).body).toMatchObject({ plan: "PRO", provider: "yookassa" });
  });

  it("ends a dollar subscription that starts after the ruble one, and keeps the ruble one", async () => {
    const m = await buy(at, { plan: "PRO", interval: "month" });
    // A dollar page the closing did not reach (it is best effort), paid afterwards.
    const card = paymentsFor(env, db(), origin, () => at + day)!.sandbox!;
    const customerId = await card.port.customerFor({ userId: m.id, email: m.email });
    const page = await card.port.createCheckout({
      ...rubleCheckout(m.id),
      plan: "BASIC",
      currency: "USD",
      amount: priceFor("BASIC", "month", "USD"),
      locale: "en",
      customerId,
    });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await card.pay(page.id, "4242424242424242", at + day)).toBe("paid");

    expect((await sandboxSubsOf(m.id)).map((s) => s.status)).toEqual(["canceled"]);
    expect((await subscriptionRow(m.sub.id))!.status).toBe("active");
    expect((await getActive(m.token, at + day)).body).toMatchObject({ plan: "PRO", provider: "yookassa", status: "active" });
    vi.restoreAllMocks();
  });
});

describe("a first payment whose answer was lost", () => {
  /** The engine whose createPayment reaches YooKassa but whose answer never comes back. */
  function answerLost() {
    const made: YkPayment[] = [];
    const engine = engineAt(at, (api) => ({
      ...api,
      createPayment: async (req, key) => {
        made.push(await api.createPayment(req, key));
        throw new YooKassaError(0, "network_error");
      },
    }));
    return { engine, made };
  }

  it("is taken on from YooKassa's metadata when its notification comes: the plan starts", async () => {
    const m = await member();
    const { engine, made } = answerLost();
    await expect(engine.port.createCheckout(rubleCheckout(m.id))).rejects.toThrow();
    const [lost] = made;
    expect(await paymentRow(lost!.id)).toBeUndefined();

    vi.spyOn(console, "warn").mockImplementation(() => {});
    const back = await confirm(new URL(lost!.confirmation!.confirmation_url!).pathname, at + 60_000);
    expect(back.status).toBe(303);
    expect((await getActive(m.token, at + 120_000)).body).toMatchObject({
      plan: "PRO",
      interval: "month",
      status: "active",
      provider: "yookassa",
    });
    expect(await paymentRow(lost!.id)).toMatchObject({
      kind: "first",
      status: "succeeded",
      amount: priceFor("PRO", "month", "RUB"),
      paidAt: new Date(at + 60_000),
      receipt: (await doubleObject(lost!.id)).receipt,
    });
    vi.restoreAllMocks();
  });

  it("is not taken on when its metadata names another member's subscription", async () => {
    const m = await member();
    const stranger = await member();
    const { engine, made } = answerLost();
    await expect(engine.port.createCheckout(rubleCheckout(m.id))).rejects.toThrow();
    // The shop's own payment (only the shop can make one), its metadata naming the member's subscription for another member.
    const forged = await engineAt(at).api.createPayment(
      {
        amount: { value: "799.00", currency: "RUB" },
        description: "Forma Pro",
        capture: true,
        confirmation: { type: "redirect", return_url: `${origin}/billing` },
        save_payment_method: true,
        receipt: (await doubleObject(made[0]!.id)).receipt,
        metadata: { ...made[0]!.metadata, userId: stranger.id } as YkMetadata,
      },
      "forged-metadata",
    );
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await confirm(new URL(forged.confirmation!.confirmation_url!).pathname, at + 60_000);
    expect(await paymentRow(forged.id)).toBeUndefined();
    expect((await getActive(m.token, at + 120_000)).body).toBeNull();
    expect((await getActive(stranger.token, at + 120_000)).body).toBeNull();
    vi.restoreAllMocks();
  });
});
