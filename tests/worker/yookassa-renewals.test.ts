// Renewals of the subscriptions the app runs itself on YooKassa (decision 0050): the daily run
// charges the saved method when the period ends, tries a failed charge again 1 and 3 days later
// while the plan stays, ends it 5 days after the period's end, and tells the member by e-mail.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { priceFor } from "../../core/billing/catalog";
import { fixedClock } from "../../core/clock";
import { devYooKassaApi, failNextCharges } from "../../worker/dev/yookassa/client";
import { yookassaFor } from "../../worker/billing/yookassa/config";
import type { YkContext } from "../../worker/billing/yookassa/context";
import { applyNotification } from "../../worker/billing/yookassa/notification";
import { periodAfter } from "../../worker/billing/yookassa/renewal";
import { yookassaPayments, yookassaSubscriptions } from "../../worker/db/schema";
import { YooKassaError, ykAmount, type YkPayment } from "../../worker/platform/payments/yookassa/api";
import { yookassaRenewals } from "../../worker/billing/cron-tasks";
import { getWorkerDb } from "../../worker/db/client";
import type { Bindings } from "../../worker/env";
import { queueRenewals } from "../../worker/billing/yookassa/renewals-queue";
import { consumeOn, keptQueue, statementsOf } from "./member-queue-helpers";
import {
  buy,
  comeBack,
  confirm,
  consumeRenewals,
  day,
  db,
  doubleChildren,
  getActive,
  mailsTo,
  notify,
  paymentRow,
  paymentsList,
  paymentsOf,
  refundsOf,
  runDaily,
  runRenewals,
  runRenewalsOn as runRenewalsWith,
  send,
  subscriptionRow,
} from "./yookassa-app";

// The tests share one database: each starts before the one above it, so the runs it makes (at its
// own times) never find another test's members due, and each run's report is its member's alone.
const at = (isoDate: string) => Date.parse(`${isoDate}T09:00:00.000Z`);
const hour = 3_600_000;
const iso = (at: number) => new Date(at).toISOString();

describe("a renewal that goes through", () => {
  it("charges the saved method at the period's end with its receipt, extends the period and lists the charge", async () => {
    const t0 = at("2026-03-10");
    const m = await buy(t0, { plan: "PRO", interval: "month", lang: "ru" });
    const end = m.sub.currentPeriodEnd.getTime();
    expect(end).toBe(at("2026-04-10"));

    expect(await runDaily(end - hour)).toBe("nothing due");
    expect(await paymentsOf(m.id)).toHaveLength(1);

    expect(await runDaily(end + hour)).toBe("renewed 1");
    const next = periodAfter(end, "month");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({
      status: "active",
      failedAttempts: 0,
      currentPeriodEnd: new Date(next),
    });
    const renewal = (await paymentsOf(m.id))[1]!;
    expect(renewal).toMatchObject({ kind: "renewal", status: "succeeded", amount: 79900, plan: "PRO", interval: "month" });
    expect(renewal.receipt).toMatchObject({
      customer: { email: m.email },
      items: [
        {
          description: "Подписка Forma Pro на 1 месяц",
          amount: { value: "799.00", currency: "RUB" },
          vat_code: 1,
          quantity: "1.00",
        },
      ],
    });

    const active = (await getActive(m.token, end + 2 * hour)).body;
    expect(active).toMatchObject({ plan: "PRO", status: "active", ends: iso(next), provider: "yookassa", pastDue: null });
    expect(active.nextCharge).toMatchObject({ at: iso(next), amount: 79900, currency: "RUB", plan: "PRO" });

    const list = await paymentsList(m.token, end + 2 * hour);
    expect(list.map((p) => [p.kind, p.status, p.amount])).toEqual([
      ["renewal", "succeeded", 79900],
      ["first", "succeeded", 79900],
    ]);
    expect(list[0]).toMatchObject({ id: renewal.id, currency: "RUB", receiptUrl: `/billing/receipts/${renewal.id}` });
    expect(list[0].method).toMatchObject({ kind: "card", last4: "4477" });

    // The same day's run again charges nothing more.
    expect(await runRenewals(end + 3 * hour)).toBe("nothing due");
    expect(await paymentsOf(m.id)).toHaveLength(2);
  });

  it("charges the plan chosen meanwhile at its price, which then becomes the plan", async () => {
    const t0 = at("2025-11-10");
    const m = await buy(t0, { plan: "PRO", interval: "month" });
    const end = m.sub.currentPeriodEnd.getTime();
    const change = await send("POST", "/api/billing/checkout", {
      token: m.token,
      lang: "ru",
      body: { plan: "BASIC", interval: "year" },
      now: t0 + day,
    });
    expect(change.status).toBe(200);
    expect((await getActive(m.token, t0 + day)).body.plan).toBe("PRO");

    expect(await runRenewals(end)).toBe("renewed 1");
    const renewal = (await paymentsOf(m.id))[1]!;
    expect(renewal).toMatchObject({ plan: "BASIC", interval: "year", amount: priceFor("BASIC", "year", "RUB") });
    expect(renewal.receipt).toMatchObject({ items: [{ description: "Подписка Forma Стандарт на 1 год" }] });
    expect(await subscriptionRow(m.sub.id)).toMatchObject({
      plan: "BASIC",
      interval: "year",
      amount: priceFor("BASIC", "year", "RUB"),
      nextPlan: null,
      currentPeriodEnd: new Date(periodAfter(end, "year")),
    });
    expect((await getActive(m.token, end + hour)).body.plan).toBe("BASIC");
  });

  it("is charged once when two runs go at the same moment", async () => {
    const t0 = at("2025-07-10");
    const m = await buy(t0);
    const end = m.sub.currentPeriodEnd.getTime();
    await Promise.all([runRenewals(end + hour), runRenewals(end + hour)]);
    const renewals = (await paymentsOf(m.id)).filter((p) => p.kind === "renewal");
    expect(renewals).toHaveLength(1);
    expect((await subscriptionRow(m.sub.id))!.currentPeriodEnd).toEqual(new Date(periodAfter(end, "month")));
  });
});

describe("a renewal that fails", () => {
  it("keeps the plan while it is tried again, e-mails the member in Russian, and renews when a try goes through", async () => {
    const t0 = at("2025-03-10");
    const m = await buy(t0, { lang: "ru" });
    const end = m.sub.currentPeriodEnd.getTime();
    await failNextCharges(env, m.sub.paymentMethodId!, 2);

    expect(await runDaily(end + hour)).toBe("failed 1");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({
      status: "past_due",
      failedAttempts: 1,
      nextAttemptAt: new Date(end + day),
    });
    const pastDue = (await getActive(m.token, end + 2 * hour)).body;
    expect(pastDue).toMatchObject({ plan: "PRO", status: "active" });
    expect(pastDue.pastDue).toEqual({ failedAt: iso(end + hour), nextAttempt: iso(end + day), providerRetries: false, graceEnds: iso(end + 5 * day) });
    const [mail] = await mailsTo(m.email);
    expect(mail!.subject).toBe("Не удалось продлить тариф «Pro»");
    expect(mail!.text).toContain("Здравствуйте, Anna!");
    expect(mail!.text).toMatch(/списать 799\s₽ за тариф «Pro», но платёж не прошёл/);
    expect(mail!.text).toContain("11 апреля 2025 г. попробуем повторить списание.");
    expect(mail!.text).toContain("(он действует до 15 апреля 2025 г.)");
    expect(mail!.links).toContain("http://localhost/billing");

    // Not yet the next try: nothing is charged.
    expect(await runDaily(end + 12 * hour)).toBe("nothing due");
    expect(await runDaily(end + day + hour)).toBe("failed 1");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({
      status: "past_due",
      failedAttempts: 2,
      nextAttemptAt: new Date(end + 3 * day),
    });
    expect((await getActive(m.token, end + 2 * day)).body.pastDue.nextAttempt).toBe(iso(end + 3 * day));
    expect(await mailsTo(m.email)).toHaveLength(2);

    // Past Stripe's three days of grace: the plan stays, the third try goes through.
    expect(await runDaily(end + 3 * day + hour)).toBe("renewed 1");
    const next = periodAfter(end, "month");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({
      status: "active",
      failedAttempts: 0,
      failedAt: null,
      nextAttemptAt: new Date(next),
    });
    expect((await getActive(m.token, end + 3 * day + 2 * hour)).body).toMatchObject({
      plan: "PRO",
      ends: iso(next),
      pastDue: null,
    });
    const list = await paymentsList(m.token, end + 3 * day + 2 * hour);
    expect(list.map((p) => [p.kind, p.status, p.receiptUrl !== null])).toEqual([
      ["renewal", "succeeded", true],
      ["renewal", "canceled", false],
      ["renewal", "canceled", false],
      ["first", "succeeded", true],
    ]);
  });

  it("ends the plan 5 days after the period when all three tries fail, and says so in English", async () => {
    const t0 = at("2024-11-10");
    const m = await buy(t0, { lang: "en", plan: "BASIC" });
    const end = m.sub.currentPeriodEnd.getTime();
    await failNextCharges(env, m.sub.paymentMethodId!, 3);

    expect(await runDaily(end + hour)).toBe("failed 1");
    const [first] = await mailsTo(m.email);
    expect(first!.subject).toBe("We could not renew your Standard plan");
    expect(first!.text).toMatch(/We tried to charge RUB\s399 for your Standard plan, but the payment did not go through\./);
    expect(first!.text).toContain("We will try again on December 11, 2024. Your plan stays active until December 15, 2024.");
    expect(await runDaily(end + day + hour)).toBe("failed 1");
    expect(await runDaily(end + 3 * day + hour)).toBe("failed 1");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({ status: "past_due", failedAttempts: 3, nextAttemptAt: null });
    expect((await getActive(m.token, end + 3 * day + 2 * hour)).body.pastDue).toMatchObject({
      nextAttempt: null,
      providerRetries: false,
      graceEnds: iso(end + 5 * day),
    });
    const [last] = await mailsTo(m.email);
    expect(last!.text).toContain("That was the last try. Your plan stays active until December 15, 2024");

    expect(await runDaily(end + 4 * day + hour)).toBe("nothing due");
    expect((await getActive(m.token, end + 4 * day + 2 * hour)).body?.plan).toBe("BASIC");

    expect(await runDaily(end + 5 * day + hour)).toBe("expired 1");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({ status: "canceled" });
    expect((await getActive(m.token, end + 5 * day + 2 * hour)).body).toBeNull();
    const [ended] = await mailsTo(m.email);
    expect(ended!.subject).toBe("Your Standard plan has ended");
    expect(ended!.text).toContain("your account is now on the Free plan");
    expect((await paymentsOf(m.id)).filter((p) => p.kind === "renewal").map((p) => p.status)).toEqual([
      "canceled",
      "canceled",
      "canceled",
    ]);
  });
});

describe("a canceled subscription", () => {
  it("ends at its period's end without a charge", async () => {
    const t0 = at("2024-07-10");
    const m = await buy(t0);
    const end = m.sub.currentPeriodEnd.getTime();
    const cancel = await send("POST", "/api/subscription/cancel", { token: m.token, now: t0 + day });
    expect(cancel.status).toBe(200);
    expect(cancel.body.canceled).toBe(true);

    expect(await runDaily(end - hour)).toBe("nothing due");
    expect((await getActive(m.token, end - hour)).body?.plan).toBe("PRO");
    expect(await runDaily(end + hour)).toBe("ended 1");
    expect((await getActive(m.token, end + 2 * hour)).body).toBeNull();
    expect(await paymentsOf(m.id)).toHaveLength(1);
    expect(await mailsTo(m.email)).toEqual([]);
  });
});

// The app's YooKassa engine at `now` as the daily run gets it, with `api` changed where a test
// needs YooKassa (the double) to misbehave once.
const origin = "http://localhost:8787";
const envAt = (now: number) => ({ ...env, clock: fixedClock(now) });
const engineAt = (now: number, api?: (real: YkContext["api"]) => Partial<YkContext["api"]>): YkContext => {
  const ctx = yookassaFor(envAt(now), db(), origin, () => now)!;
  return api ? { ...ctx, api: { ...ctx.api, ...api(ctx.api) } } : ctx;
};
/** The double's API without its notifications: as if YooKassa's were not delivered yet. */
const quietDouble = (now: number) => devYooKassaApi(envAt(now), origin, async () => {});

/** A charge of the saved method whose answer was lost: the double made the payment, the app got an error. */
const answerLostOnce = (now: number) => {
  const made: YkPayment[] = [];
  const ctx = engineAt(now, () => ({
    createPayment: async (request, key) => {
      const payment = await quietDouble(now).createPayment(request, key);
      made.push(payment);
      if (made.length === 1) throw new Error("the connection was reset");
      return payment;
    },
  }));
  return { ctx, made };
};

describe("a renewal whose answer was lost", () => {
  it("is the same payment when the run charges again with nothing changed", async () => {
    const t0 = at("2024-05-10");
    const m = await buy(t0);
    const end = m.sub.currentPeriodEnd.getTime();
    const lost = answerLostOnce(end + hour);
    expect(await runRenewalsWith(lost.ctx)).toBe("error 1");
    expect(lost.made).toHaveLength(1);

    // After the claim's lease the next run asks again with the same key: YooKassa's answer is the first payment.
    expect(await runRenewals(end + 7 * hour)).toBe("renewed 1");
    const renewals = (await paymentsOf(m.id)).filter((p) => p.kind === "renewal");
    expect(renewals.map((p) => [p.id, p.status])).toEqual([[lost.made[0]!.id, "succeeded"]]);
  });

  it("is taken on from its notification: the period is renewed and the next run charges nothing", async () => {
    // Between the tests above and below it (see the file's head): no run of theirs finds this member due.
    const t0 = at("2024-04-20");
    const m = await buy(t0);
    const end = m.sub.currentPeriodEnd.getTime();
    const lost = answerLostOnce(end + hour);
    expect(await runRenewalsWith(lost.ctx)).toBe("error 1");
    // YooKassa's notification of the payment the app never heard back about.
    expect((await notify("payment.succeeded", lost.made[0]!.id, end + 2 * hour)).status).toBe(200);
    const renewals = (await paymentsOf(m.id)).filter((p) => p.kind === "renewal");
    expect(renewals.map((p) => [p.id, p.status, p.amount])).toEqual([[lost.made[0]!.id, "succeeded", m.sub.amount]]);
    expect((await getActive(m.token, end + 2 * hour)).body).toMatchObject({ status: "active", pastDue: null });
    expect(await runRenewals(end + 7 * hour)).not.toMatch(/renewed|failed/);
  });

  it("is charged at the new price when the plan changed meanwhile and the lost payment never went through (YooKassa refuses a key reused for another request)", async () => {
    const t0 = at("2024-04-10");
    const m = await buy(t0, { plan: "PRO", interval: "month" });
    const end = m.sub.currentPeriodEnd.getTime();
    // The bank declines that charge, and its answer and notification are both lost.
    await failNextCharges(env, m.sub.paymentMethodId!, 1);
    const lost = answerLostOnce(end + hour);
    expect(await runRenewalsWith(lost.ctx)).toBe("error 1");
    expect(lost.made[0]!.status).toBe("canceled");

    const change = await send("POST", "/api/billing/checkout", {
      token: m.token,
      lang: "ru",
      body: { plan: "BASIC", interval: "month" },
      now: end + 2 * hour,
    });
    expect(change.body).toEqual({ changed: true });

    expect(await runRenewals(end + 7 * hour)).toBe("renewed 1");
    const [renewal] = (await paymentsOf(m.id)).filter((p) => p.kind === "renewal");
    expect(renewal).toMatchObject({ plan: "BASIC", amount: priceFor("BASIC", "month", "RUB"), status: "succeeded" });
    expect(renewal!.id).not.toBe(lost.made[0]!.id);
    expect((await getActive(m.token, end + 8 * hour)).body).toMatchObject({ plan: "BASIC", status: "active", pastDue: null });
  });
});

describe("a renewal charged after its subscription ended", () => {
  it("is given back, and a refund that failed the first time is made when the notification comes again", async () => {
    const t0 = at("2024-03-10");
    const m = await buy(t0);
    const end = m.sub.currentPeriodEnd.getTime();
    const now = end + hour;
    // The run charged the saved method and stopped before it heard back (the row is pending) ...
    const first = (await paymentRow(m.paymentId))!;
    const charge = await quietDouble(now).createPayment(
      {
        amount: ykAmount(79900),
        description: "Forma Pro",
        capture: true,
        payment_method_id: m.sub.paymentMethodId!,
        receipt: first.receipt as never,
        metadata: { userId: m.id, subscriptionId: m.sub.id, kind: "renewal", plan: "PRO", interval: "month" },
      },
      `renewal-late-${m.sub.id}`,
    );
    expect(charge.status).toBe("succeeded");
    await db()
      .insert(yookassaPayments)
      .values({
        id: charge.id,
        userId: m.id,
        subscriptionId: m.sub.id,
        kind: "renewal",
        plan: "PRO",
        interval: "month",
        amount: 79900,
        status: "pending",
        receipt: first.receipt,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .run();
    // ... and meanwhile the subscription ended.
    await db().update(yookassaSubscriptions).set({ status: "canceled" }).where(eq(yookassaSubscriptions.id, m.sub.id)).run();

    // YooKassa's notification comes; the refund fails (YooKassa is down): the app answers an error, so YooKassa repeats it.
    const down = engineAt(now + hour, () => ({
      createRefund: async () => {
        throw new YooKassaError(500, "internal_server_error");
      },
    }));
    const notice = { type: "notification", event: "payment.succeeded", object: { id: charge.id } };
    await expect(applyNotification(down, notice)).rejects.toThrow();
    expect(await doubleChildren(charge.id, "refund")).toEqual([]);

    const again = await notify("payment.succeeded", charge.id, now + 2 * hour);
    expect(again.status).toBe(200);
    expect(again.body.result).toBe("refunded_late");
    expect(await doubleChildren(charge.id, "refund")).toHaveLength(1);
    expect(await paymentRow(charge.id)).toMatchObject({ status: "succeeded", refundedAmount: 79900 });
    expect((await refundsOf(m.id)).map((r) => [r.paymentId, r.reason])).toEqual([[charge.id, "duplicate"]]);
    // Nothing restarted, and the next delivery gives nothing back twice.
    expect(await subscriptionRow(m.sub.id)).toMatchObject({ status: "canceled" });
    expect((await notify("payment.succeeded", charge.id, now + 3 * hour)).body.result).toBe("duplicate");
    expect(await doubleChildren(charge.id, "refund")).toHaveLength(1);
  });
});

describe("a subscription without a saved method", () => {
  it("shows no next charge and fails its renewal like a declined one: past due, the e-mail, the tries", async () => {
    const t0 = at("2024-01-10");
    const m = await buy(t0, { lang: "ru" });
    const end = m.sub.currentPeriodEnd.getTime();
    // YooKassa did not save the method the first payment was made with.
    await db().update(yookassaSubscriptions).set({ paymentMethodId: null }).where(eq(yookassaSubscriptions.id, m.sub.id)).run();
    expect((await getActive(m.token, t0 + day)).body).toMatchObject({ plan: "PRO", nextCharge: null });

    expect(await runDaily(end + hour)).toBe("failed 1");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({
      status: "past_due",
      failedAttempts: 1,
      nextAttemptAt: new Date(end + day),
    });
    expect((await getActive(m.token, end + 2 * hour)).body.pastDue).toEqual({
      failedAt: iso(end + hour),
      nextAttempt: iso(end + day),
      providerRetries: false,
      graceEnds: iso(end + 5 * day),
    });
    const [mail] = await mailsTo(m.email);
    expect(mail!.subject).toBe("Не удалось продлить тариф «Pro»");
    expect(await paymentsOf(m.id)).toHaveLength(1);
  });
});

describe("a new payment method after the last failed try", () => {
  it("is charged at the next run while the plan is in its grace, and the plan goes on", async () => {
    const t0 = at("2023-11-10");
    const m = await buy(t0, { lang: "en" });
    const end = m.sub.currentPeriodEnd.getTime();
    await failNextCharges(env, m.sub.paymentMethodId!, 3);
    for (const after of [hour, day + hour, 3 * day + hour]) expect(await runDaily(end + after)).toBe("failed 1");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({ status: "past_due", failedAttempts: 3, nextAttemptAt: null });

    const saved = end + 4 * day;
    const started = await send("POST", "/api/subscription/payment-method", {
      token: m.token,
      body: { from: "/billing" },
      now: saved,
    });
    expect(started.status).toBe(200);
    const page = new URL(started.body.url).pathname;
    const back = await comeBack(
      await confirm(page, saved, { decision: "pay", method: "bank_card", card: "2202 4743 0132 2987" }),
      saved,
    );
    expect(back.location).toBe("http://localhost:8787/billing?card=updated");

    expect(await runDaily(saved + hour)).toBe("renewed 1");
    const next = periodAfter(end, "month");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({
      status: "active",
      failedAttempts: 0,
      currentPeriodEnd: new Date(next),
    });
    expect((await getActive(m.token, saved + 2 * hour)).body).toMatchObject({
      plan: "PRO",
      pastDue: null,
      method: { last4: "2987" },
      nextCharge: { at: iso(next) },
    });
    expect(await runDaily(end + 5 * day + hour)).toBe("nothing due");
  });
});

describe("the dates in a renewal e-mail", () => {
  it("are the member's own: bought at half past one at night in Moscow, the dates are Moscow's, not a day early", async () => {
    // 22:30 UTC on 9 May is 01:30 on 10 May in Moscow; the period and its tries end at that hour.
    const t0 = Date.parse("2023-05-09T22:30:00.000Z");
    const m = await buy(t0, { lang: "en", timeZone: "Europe/Moscow" });
    const end = m.sub.currentPeriodEnd.getTime();
    await failNextCharges(env, m.sub.paymentMethodId!, 1);
    expect(await runDaily(end + hour)).toBe("failed 1");
    const [mail] = await mailsTo(m.email);
    // In UTC: "June 10" and "June 14".
    expect(mail!.text).toContain("We will try again on June 11, 2023. Your plan stays active until June 15, 2023.");
  });

  it("follow the zone the member keeps for reminders before the one of the checkout", async () => {
    const t0 = Date.parse("2023-03-09T22:30:00.000Z");
    const m = await buy(t0, { lang: "ru", timeZone: "Europe/Moscow" });
    const reminders = {
      timeZone: "America/New_York",
      time: "09:00",
      quietHours: null,
      training: false,
      weighInDays: [],
      checkIn: false,
      checkInDay: "MONDAY",
      emailFallback: false,
    };
    expect(
      (await send("PUT", "/api/reminders/settings", { token: m.token, lang: "ru", body: reminders, now: t0 + day })).status,
    ).toBe(200);
    const end = m.sub.currentPeriodEnd.getTime();
    await failNextCharges(env, m.sub.paymentMethodId!, 1);
    expect(await runDaily(end + hour)).toBe("failed 1");
    const [mail] = await mailsTo(m.email);
    // 22:30 UTC is 17:30 or 18:30 in New York: the same dates as in UTC, a day before Moscow's.
    expect(mail!.text).toContain("10 апреля 2023 г. попробуем повторить списание.");
    expect(mail!.text).toContain("(он действует до 14 апреля 2023 г.)");
  });
});

describe("periods that start at a month's end", () => {
  it("end on the first payment's day, or the month's last day when it has fewer, and never drift: 31 January, 28 February, 31 March, 30 April", async () => {
    const utc = (iso: string) => Date.parse(`${iso}T09:00:00.000Z`);
    // A year from 29 February ends on 28 February, and on 29 February again in a leap year.
    expect(iso(periodAfter(utc("2024-02-29"), "year"))).toBe("2025-02-28T09:00:00.000Z");
    expect(iso(periodAfter(utc("2027-02-28"), "year", 29))).toBe("2028-02-29T09:00:00.000Z");
    expect(iso(periodAfter(utc("2024-01-31"), "month"))).toBe("2024-02-29T09:00:00.000Z");
    expect(iso(periodAfter(utc("2024-12-31"), "month"))).toBe("2025-01-31T09:00:00.000Z");
    expect(iso(periodAfter(utc("2024-04-30"), "year", 31))).toBe("2025-04-30T09:00:00.000Z");

    // Paid on 31 January: each renewal counts from that day, not from the short month before it.
    const m = await buy(utc("2022-01-31"), { plan: "PRO", interval: "month" });
    const ends = [m.sub.currentPeriodEnd.toISOString()];
    for (let i = 0; i < 3; i++) {
      const end = Date.parse(ends.at(-1)!);
      expect(await runRenewals(end + hour)).toBe("renewed 1");
      ends.push((await subscriptionRow(m.sub.id))!.currentPeriodEnd.toISOString());
    }
    expect(ends).toEqual(["2022-02-28", "2022-03-31", "2022-04-30", "2022-05-31"].map((d) => `${d}T09:00:00.000Z`));
    expect((await getActive(m.token, utc("2022-05-01"))).body).toMatchObject({ ends: "2022-05-31T09:00:00.000Z" });

    // A year paid on 29 February 2020 ends on 28 February 2021, and is renewed to 28 February 2022.
    const y = await buy(utc("2020-02-29"), { plan: "BASIC", interval: "year" });
    expect(iso(y.sub.currentPeriodEnd.getTime())).toBe("2021-02-28T09:00:00.000Z");
    expect(await runRenewals(utc("2021-02-28") + hour)).toBe("renewed 1");
    expect(iso((await subscriptionRow(y.sub.id))!.currentPeriodEnd.getTime())).toBe("2022-02-28T09:00:00.000Z");
  });
});

describe("a renewal first tried after its grace", () => {
  it("still gets its retries: a day's runs missed are not a failed renewal, and only a last try that fails ends the plan", async () => {
    const t0 = at("2021-09-10");
    const m = await buy(t0, { lang: "en" });
    const end = m.sub.currentPeriodEnd.getTime();
    await failNextCharges(env, m.sub.paymentMethodId!, 1);
    // No run charged it until six days after the period's end (the runs failed, or did not reach it).
    expect(await runDaily(end + 6 * day)).toBe("failed 1");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({
      status: "past_due",
      failedAttempts: 1,
      nextAttemptAt: new Date(end + day),
    });
    expect((await mailsTo(m.email)).map((mail) => mail.subject)).toEqual(["We could not renew your Pro plan"]);
    // Its second try, at the next run, goes through.
    expect(await runDaily(end + 7 * day)).toBe("renewed 1");
    expect(await subscriptionRow(m.sub.id)).toMatchObject({
      status: "active",
      currentPeriodEnd: new Date(periodAfter(end, "month")),
    });
  });
});

// Many subscriptions due on one day, written straight into the database (as the app would have
// them). Their runs are in 2021, before every other test's; the members go at the end.
const bulkMark = crypto.randomUUID().slice(0, 8);
let bulkCount = 0;

interface BulkSubscription {
  id: string;
  userId: string;
  /** When its first period started (the checkout): the day its periods end on. */
  startedAt: number;
  status: "active" | "past_due";
  periodEnd: number;
  nextAttemptAt: number;
  failedAttempts: number;
  methodId: string;
}

/**
 * Writes members with live Pro subscriptions in a few statements (literals: D1 binds at most 100
 * values a statement), and the double's saved method of each listed in `declineNext` (its next
 * charge declined).
 */
async function seedSubscriptions(
  rows: Omit<BulkSubscription, "id" | "userId">[],
  declineNext: string[] = [],
): Promise<BulkSubscription[]> {
  const subs = rows.map((r) => ({ ...r, id: crypto.randomUUID(), userId: crypto.randomUUID() }));
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < subs.length; i += 200) {
    const chunk = subs.slice(i, i + 200);
    const users = chunk.map(
      (s) =>
        `('${s.userId}', 'bulk-${bulkMark}-${(bulkCount += 1)}@example.com', 'Anna', 'Ivanova', 'ru', ${s.startedAt}, ${s.startedAt})`,
    );
    const yk = chunk.map(
      (s) =>
        `('${s.id}', '${s.userId}', 'PRO', 'month', 79900, '${s.status}', 0, ${s.periodEnd}, '${s.methodId}', 'card', '4477', ${s.failedAttempts}, ${s.failedAttempts ? s.periodEnd + hour : "NULL"}, ${s.nextAttemptAt}, ${s.startedAt}, ${s.startedAt})`,
    );
    const rows = chunk.map(
      (s) =>
        `('${s.userId}', 'yookassa', '${s.userId}', '${s.id}', 'PRO', 'month', 'RUB', 'active', ${s.periodEnd}, 10, ${s.startedAt}, ${s.startedAt}, ${s.startedAt})`,
    );
    statements.push(
      env.DB.prepare(
        `INSERT INTO users (id, email, first_name, last_name, locale, created_at, updated_at) VALUES ${users.join(", ")}`,
      ),
      env.DB.prepare(
        `INSERT INTO yookassa_subscriptions (id, user_id, plan, interval, amount, status, cancel_at_period_end, current_period_end, payment_method_id, method_kind, method_last4, failed_attempts, failed_at, next_attempt_at, created_at, updated_at) VALUES ${yk.join(", ")}`,
      ),
      env.DB.prepare(
        `INSERT INTO subscriptions (user_id, provider, customer_id, subscription_id, plan, interval, currency, status, current_period_end, predicates_left, last_event_at, created_at, updated_at) VALUES ${rows.join(", ")}`,
      ),
    );
  }
  for (const id of declineNext) {
    const method = { rev: 0, method: { type: "bank_card", id, saved: true, card: { last4: "4477" } }, failNext: 1 };
    statements.push(
      env.DB.prepare("INSERT INTO yookassa_double_objects (id, type, body) VALUES (?, 'method', ?)").bind(
        id,
        JSON.stringify(method),
      ),
    );
  }
  await env.DB.batch(statements);
  return subs;
}

/** Takes the members away again (their rows go with them), so no later run of another file finds them due. */
async function removeMembers(subs: BulkSubscription[]) {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < subs.length; i += 200)
    statements.push(
      env.DB.prepare(
        `DELETE FROM users WHERE id IN (${subs
          .slice(i, i + 200)
          .map((s) => `'${s.userId}'`)
          .join(", ")})`,
      ),
    );
  await env.DB.batch(statements);
}

/** How many of these subscriptions have ended. */
async function endedAmong(subs: BulkSubscription[]): Promise<number> {
  let ended = 0;
  for (let i = 0; i < subs.length; i += 200) {
    const ids = subs
      .slice(i, i + 200)
      .map((s) => `'${s.id}'`)
      .join(", ");
    const row = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM yookassa_subscriptions WHERE status = 'canceled' AND id IN (${ids})`,
    ).first<{ n: number }>();
    ended += row!.n;
  }
  return ended;
}

/** The daily renewals task at `now` with a producer that keeps what it sends: its record, and the messages. */
async function queueAt(now: number) {
  const kept = keptQueue();
  const atNow: Bindings = { ...env, clock: fixedClock(now) };
  const record = await yookassaRenewals.run({ env: { ...atNow, RENEWALS: kept.queue }, db: getWorkerDb(env.DB), now });
  return { record, messages: kept.sends.flat(), sends: kept.sends };
}

describe("a day with more renewals due than one invocation could charge", () => {
  it("queues every one in the day's run, the longest waiting first, in messages one consumer invocation can charge, and ends none it has not tried", async () => {
    const end = Date.parse("2021-06-10T09:00:00.000Z");
    // 50 retries whose period ended two days ago and whose second try is a day overdue (yesterday's
    // run did not get to them), then 1,200 renewals due today.
    const retries = await seedSubscriptions(
      Array.from({ length: 50 }, (_, i) => ({
        startedAt: Date.parse("2021-05-08T09:00:00.000Z"),
        status: "past_due" as const,
        periodEnd: end - 2 * day,
        nextAttemptAt: end - day,
        failedAttempts: 1,
        methodId: `bulk-${bulkMark}-r${i}`,
      })),
      Array.from({ length: 50 }, (_, i) => `bulk-${bulkMark}-r${i}`),
    );
    const today = await seedSubscriptions(
      Array.from({ length: 1_200 }, (_, i) => ({
        startedAt: Date.parse("2021-05-10T09:00:00.000Z"),
        status: "active" as const,
        periodEnd: end,
        nextAttemptAt: end,
        failedAttempts: 0,
        methodId: `bulk-${bulkMark}-${i}`,
      })),
    );
    const all = [...retries, ...today];
    const byId = (a: BulkSubscription, b: BulkSubscription) => (a.id < b.id ? -1 : 1);
    try {
      // The day's run: all 1,250 queued, the retries first, 20 a message and 100 messages a send.
      const first = await queueAt(end + hour);
      expect(first.record).toBe("queued 1250 charges and 0 endings in 63 messages");
      expect(first.sends.every((call) => call.length <= 100)).toBe(true);
      expect(first.messages.every((m) => m.members.length <= 20 && m.at === end + hour)).toBe(true);
      expect(first.messages.flatMap((m) => m.members)).toEqual([...retries.sort(byId), ...today.sort(byId)].map((s) => s.id));
      // The same day's run again finds them taken.
      expect((await queueAt(end + 2 * hour)).record).toBe("queued 0 charges and 0 endings in 0 messages");

      // One consumer invocation of the first message: 20 retries charged (declined: the mail, the
      // next try), within the 1,000 queries an invocation may make.
      let delivery!: Awaited<ReturnType<typeof consumeOn>>;
      const statements = await statementsOf(async () => {
        delivery = await consumeOn("forma-yookassa-renewals", [first.messages[0]]);
      });
      expect(delivery.summary).toMatchObject({
        task: "yookassa-renewals-batch",
        ok: true,
        detail: "messages 1, subscriptions 20, failed 20, retried 0, malformed 0",
      });
      // At most 21 a subscription (a charge and its outcome, the member's plan, the e-mail) and the
      // summary; fewer here, where the double's in-process notification settles each charge first.
      expect(statements).toBeLessThanOrEqual(20 * 21 + 1);
      const tried = new Set(first.messages[0]!.members);
      for (const s of retries.filter((r) => tried.has(r.id)))
        expect(await subscriptionRow(s.id)).toMatchObject({
          status: "past_due",
          failedAttempts: 2,
          nextAttemptAt: new Date(s.periodEnd + 3 * day),
        });

      // The other messages are not consumed (the consumers lag, or the messages were lost): the
      // next day's run takes every one again, and five days after the period's end the run still
      // queues them to be charged, and ends none of them.
      expect((await queueAt(end + day + hour)).record).toBe("queued 1250 charges and 0 endings in 63 messages");
      const late = await queueAt(end + 5 * day + hour);
      expect(late.record).toBe("queued 1250 charges and 0 endings in 63 messages");
      expect(await endedAmong(all)).toBe(0);
    } finally {
      await removeMembers(all);
    }
  });
});

describe("a renewal YooKassa never answers", () => {
  it("is tried at each run under one key, counted once when its message comes twice at once, and lapses after the same tries and grace as a declined one", async () => {
    // Before every test above it (see the file's head), and over before any of theirs runs.
    const t0 = at("2020-09-10");
    const m = await buy(t0, { lang: "en" });
    const end = m.sub.currentPeriodEnd.getTime();
    const keys: string[] = [];
    const down = (now: number) =>
      engineAt(now, () => ({
        createPayment: async (_request, key) => {
          keys.push(key);
          throw new YooKassaError(503, "internal_server_error");
        },
      }));

    // The first try's message delivered twice at once: one charge asked, one try counted.
    const kept = keptQueue();
    await queueRenewals(db(), kept.queue, end + hour);
    const reports = await Promise.all([1, 2].map(() => consumeRenewals(down(end + hour), kept.sends)));
    // The other finds it claimed, whether it read the subscription before the claim or after.
    expect(reports.sort()).toEqual(["error 1", expect.stringMatching(/^(taken|not due) 1$/)]);
    expect(keys).toHaveLength(1);
    expect(await subscriptionRow(m.sub.id)).toMatchObject({ status: "active", failedAttempts: 1 });
    // Nothing is known to have failed yet: the member sees the plan as it was, and no e-mail.
    expect((await getActive(m.token, end + 2 * hour)).body).toMatchObject({ plan: "PRO", pastDue: null });
    expect(await mailsTo(m.email)).toEqual([]);

    // The next runs ask again under the same key (the charge may have gone through).
    expect(await runRenewalsWith(down(end + day + hour))).toBe("error 1");
    expect(await runRenewalsWith(down(end + 2 * day + hour))).toBe("error 1");
    expect(new Set(keys).size).toBe(1);
    expect(keys).toHaveLength(3);
    // The third try failed as a declined one's would: past due, no try left, the plan until the grace's end.
    expect(await subscriptionRow(m.sub.id)).toMatchObject({ status: "past_due", failedAttempts: 3, nextAttemptAt: null });
    expect((await getActive(m.token, end + 2 * day + 2 * hour)).body.pastDue).toEqual({
      failedAt: iso(end + 2 * day + hour),
      nextAttempt: null,
      providerRetries: false,
      graceEnds: iso(end + 5 * day),
    });
    const [last] = await mailsTo(m.email);
    expect(last!.text).toContain("That was the last try. Your plan stays active until October 15, 2020");

    // Not tried again; the grace over, it ends and the member is told.
    expect(await runRenewalsWith(down(end + 3 * day + hour))).toBe("nothing due");
    expect(keys).toHaveLength(3);
    expect(await runRenewalsWith(down(end + 5 * day + hour))).toBe("expired 1");
    expect((await getActive(m.token, end + 5 * day + 2 * hour)).body).toBeNull();
    const [ended] = await mailsTo(m.email);
    expect(ended!.subject).toBe("Your Pro plan has ended");
  });
});
