// Pro's monthly previews belong to the calendar month, not to a plan change: leaving Pro and coming
// back through checkout within the month keeps what was used; a later month starts afresh. Every
// request runs with the worker's clock fixed, so the sandbox's events carry these times too.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock";
import { app } from "../../worker/app";
import { getDb, getWorkerDb } from "../../worker/db/client";
import { monthlyCron, runScheduled } from "../../worker/cron/scheduled";
import { spendAndInsert } from "../../worker/transform/store";
import { applyPaymentEvent } from "../../worker/billing/apply-event";
import { sandboxSubscriptions, subscriptions } from "../../worker/db/schema";
import type { PaymentsPort, SubscriptionState } from "../../worker/platform/payments/port";
import { call, post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

const at = (iso: string) => Date.parse(iso);

/** A form post to a sandbox page, as the member's browser sends it, at `now`. */
async function pay(path: string, token: string, now: number) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`https://forma.test${path}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ card: "4242 4242 4242 4242" }),
      headers: { Cookie: `__Host-session=${token}`, "Content-Type": "application/x-www-form-urlencoded" },
    }),
    { ...env, clock: fixedClock(now) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/**
 * A member who bought Pro (monthly) through the sandbox checkout at `now`. The session is made
 * today: sessions expire by the machine's clock (KV's), whatever time the requests run at, so one
 * made at `now` would stop working 30 days after it, as these tests once did.
 */
async function proBuyer(now: number) {
  const { id } = await createUser();
  const token = await createSession(id);
  const checkout = await post("/api/billing/checkout", { plan: "PRO", interval: "month" }, { token, now });
  expect(checkout.status).toBe(200);
  expect((await pay(new URL(checkout.body.url).pathname, token, now)).status).toBe(303);
  return { id, token };
}

const changeTo = async (token: string, plan: "BASIC" | "PRO", now: number, interval: "month" | "year" = "month") =>
  expect((await post("/api/billing/checkout", { plan, interval }, { token, now })).body).toEqual({ changed: true });

const left = async (token: string, now: number) => (await call("GET", "/api/subscription/get-active", undefined, { token, now })).body.predicatesLeft;
const timeMachineLeft = async (token: string, now: number) =>
  (await call("GET", "/api/transform/previews", undefined, { token, now })).body.allowance.left;
const useUp = (id: string, to: number) => getDb(env.DB).update(subscriptions).set({ predicatesLeft: to }).where(eq(subscriptions.userId, id)).run();

describe("Pro's previews across plan changes", () => {
  it("keeps what was used when a member goes Pro → Standard → Pro within the month", async () => {
    const m = await proBuyer(at("2026-11-03T10:00:00Z"));
    expect(await left(m.token, at("2026-11-03T10:01:00Z"))).toBe(10);
    await useUp(m.id, 0);
    await changeTo(m.token, "BASIC", at("2026-11-10T09:00:00Z"));
    expect(await left(m.token, at("2026-11-10T09:01:00Z"))).toBe(0);
    await changeTo(m.token, "PRO", at("2026-11-10T09:05:00Z"));
    expect(await left(m.token, at("2026-11-10T09:06:00Z"))).toBe(0);
    expect(await timeMachineLeft(m.token, at("2026-11-10T09:06:00Z"))).toBe(0);
    // Twice more, and through the yearly plan: still nothing new.
    await changeTo(m.token, "BASIC", at("2026-11-11T09:00:00Z"), "year");
    await changeTo(m.token, "PRO", at("2026-11-11T09:05:00Z"), "year");
    expect(await left(m.token, at("2026-11-11T09:06:00Z"))).toBe(0);
  });

  it("keeps a partly used month too, and Standard shows no previews meanwhile", async () => {
    const m = await proBuyer(at("2026-11-03T10:00:00Z"));
    await useUp(m.id, 7);
    await changeTo(m.token, "BASIC", at("2026-11-05T09:00:00Z"));
    expect(await left(m.token, at("2026-11-05T09:01:00Z"))).toBe(0);
    // The Time machine lists a member's own previews on any plan, with none left to make.
    expect(await timeMachineLeft(m.token, at("2026-11-05T09:01:00Z"))).toBe(0);
    await changeTo(m.token, "PRO", at("2026-11-05T09:05:00Z"));
    expect(await left(m.token, at("2026-11-05T09:06:00Z"))).toBe(7);
  });

  it("starts afresh when the member comes back to Pro in a later month", async () => {
    const m = await proBuyer(at("2026-11-03T10:00:00Z"));
    await useUp(m.id, 0);
    await changeTo(m.token, "BASIC", at("2026-11-20T09:00:00Z"));
    await changeTo(m.token, "PRO", at("2026-12-01T00:00:05Z"));
    expect(await left(m.token, at("2026-12-01T00:01:00Z"))).toBe(10);
    expect(await timeMachineLeft(m.token, at("2026-12-01T00:01:00Z"))).toBe(10);
  });

  it("gives a Standard member who never had Pro the full allowance on the upgrade", async () => {
    const { id } = await createUser();
    const now = at("2026-11-03T10:00:00Z");
    const token = await createSession(id);
    const checkout = await post("/api/billing/checkout", { plan: "BASIC", interval: "month" }, { token, now });
    await pay(new URL(checkout.body.url).pathname, token, now);
    expect(await left(token, at("2026-11-04T10:00:00Z"))).toBe(0);
    await changeTo(token, "PRO", at("2026-11-04T10:00:00Z"));
    expect(await left(token, at("2026-11-04T10:01:00Z"))).toBe(10);
  });

  it("carries the used previews to a new subscription started in the same month", async () => {
    const m = await proBuyer(at("2026-11-03T10:00:00Z"));
    await useUp(m.id, 0);
    // Pro ends mid-month, at the provider and here.
    const db = getDb(env.DB);
    await db.update(sandboxSubscriptions).set({ status: "canceled" }).where(eq(sandboxSubscriptions.userId, m.id)).run();
    await db.update(subscriptions).set({ status: "expired" }).where(eq(subscriptions.userId, m.id)).run();
    // A new Standard subscription, then the upgrade to Pro within the month: nothing new.
    const standard = await post("/api/billing/checkout", { plan: "BASIC", interval: "month" }, { token: m.token, now: at("2026-11-15T09:00:00Z") });
    expect((await pay(new URL(standard.body.url).pathname, m.token, at("2026-11-15T09:00:00Z"))).status).toBe(303);
    expect(await left(m.token, at("2026-11-15T09:01:00Z"))).toBe(0);
    await changeTo(m.token, "PRO", at("2026-11-15T09:05:00Z"));
    expect(await left(m.token, at("2026-11-15T09:06:00Z"))).toBe(0);
    expect(await timeMachineLeft(m.token, at("2026-11-15T09:06:00Z"))).toBe(0);
  });
});

describe("Pro's previews while the subscription changes", () => {
  it("never gives back a preview spent between the handler's read of the row and its write", async () => {
    const bought = at("2026-11-03T10:00:00Z");
    const m = await proBuyer(bought);
    const db = getDb(env.DB);
    const sub = (await db.select().from(subscriptions).where(eq(subscriptions.userId, m.id)).get())!;
    // A database where a preview is spent (as the Time machine spends one) right before each
    // write of the handler, that is, after it has read the row.
    const spend = () => env.DB.prepare("UPDATE subscriptions SET predicates_left = predicates_left - 1 WHERE user_id = ?1 AND predicates_left > 0").bind(m.id).run();
    const racing = new Proxy(env.DB, {
      get(target, key) {
        if (key === "batch") return async (statements: D1PreparedStatement[]) => (await spend(), target.batch(statements));
        const value: unknown = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const port = { name: sub.provider } as PaymentsPort;
    const state = (cancelAtPeriodEnd: boolean): SubscriptionState => ({
      id: sub.subscriptionId,
      customerId: sub.customerId,
      userId: m.id,
      plan: "PRO",
      interval: "month",
      status: "active",
      created: bought,
      cancelAtPeriodEnd,
      currentPeriodEnd: sub.currentPeriodEnd.getTime(),
      paymentMethodId: null,
      last4: null,
      currency: "USD",
    });
    // Cancel at the period's end, then renew, then cancel again: three previews spent meanwhile.
    for (const [i, cancel] of [true, false, true].entries()) {
      const t = at("2026-11-05T09:00:00Z") + i * 60_000;
      expect(await applyPaymentEvent(getDb(racing), port, { id: `evt_toggle_${i}`, created: t, type: "customer.subscription.updated", subscription: state(cancel) }, t)).toBe("applied");
    }
    const row = (await db.select().from(subscriptions).where(eq(subscriptions.userId, m.id)).get())!;
    expect(row.status).toBe("canceled");
    expect(row.predicatesLeft).toBe(10 - 3);
    expect(await timeMachineLeft(m.token, at("2026-11-05T09:10:00Z"))).toBe(7);
  });
});

describe("Pro's previews after a canceled subscription's period", () => {
  /** A Pro member who bought on 20 October and canceled the next day: the period ends on 20 November. */
  async function canceledPro() {
    const bought = at("2026-10-20T10:00:00Z");
    const m = await proBuyer(bought);
    expect((await post("/api/subscription/cancel", {}, { token: m.token, now: bought + 86_400_000 })).status).toBe(200);
    await useUp(m.id, 2);
    const row = await getDb(env.DB).select().from(subscriptions).where(eq(subscriptions.userId, m.id)).get();
    expect(row).toMatchObject({ status: "canceled", currentPeriodEnd: new Date(at("2026-11-20T10:00:00Z")) });
    return { ...m, periodEnd: row!.currentPeriodEnd.getTime() };
  }

  const preview = (id: string, now: number) =>
    spendAndInsert(getWorkerDb(env.DB), {
      id: crypto.randomUUID(),
      userId: id,
      type: "cut",
      months: 3,
      variation: 0,
      engine: "workers-ai",
      originalKey: `transform/${crypto.randomUUID()}/original`,
      width: 400,
      height: 600,
      weightKg: null,
      heightCm: null,
      createdAt: now,
    });

  it("are not spent once the period is over, even before the daily run marks the row expired", async () => {
    const m = await canceledPro();
    // Within the paid period a preview is spent as usual.
    expect(await timeMachineLeft(m.token, m.periodEnd - 60_000)).toBe(2);
    expect(await preview(m.id, m.periodEnd - 60_000)).toEqual({ ok: true, left: 1 });
    await env.DB.prepare("UPDATE transform_previews SET status = 'failed' WHERE user_id = ?1").bind(m.id).run();
    // The period is over; the row still says "canceled" until the daily run: nothing is left to spend.
    expect(await timeMachineLeft(m.token, m.periodEnd + 60_000)).toBe(0);
    expect(await preview(m.id, m.periodEnd + 60_000)).toEqual({ ok: false, reason: "no_allowance" });
    const row = await getDb(env.DB).select().from(subscriptions).where(eq(subscriptions.userId, m.id)).get();
    expect(row!.predicatesLeft).toBe(1);
  });

  it("show on the subscription page as the Time machine spends them: none once the period is over, before the daily run", async () => {
    const m = await canceledPro();
    expect(await left(m.token, m.periodEnd - 60_000)).toBe(2);
    // The row still says "canceled", with 2 counted: the page shows what can be spent, nothing.
    for (const now of [m.periodEnd, m.periodEnd + 60_000]) {
      expect(await left(m.token, now)).toBe(0);
      expect(await timeMachineLeft(m.token, now)).toBe(0);
    }
  });

  it("show for an unrenewed card subscription through the grace after its period, and none after it", async () => {
    const m = await proBuyer(at("2026-10-05T10:00:00Z"));
    await useUp(m.id, 4);
    const row = await getDb(env.DB).select().from(subscriptions).where(eq(subscriptions.userId, m.id)).get();
    const end = row!.currentPeriodEnd.getTime();
    // No news of the renewal yet (no billing run here): the plan and its previews last the grace.
    expect(await left(m.token, end + 4 * 86_400_000)).toBe(4);
    expect(await timeMachineLeft(m.token, end + 4 * 86_400_000)).toBe(4);
    expect(await left(m.token, end + 5 * 86_400_000 + 60_000)).toBe(0);
    expect(await timeMachineLeft(m.token, end + 5 * 86_400_000 + 60_000)).toBe(0);
  });

  it("are not restored on the 1st once the period is over, before the daily run at 03:30 expires the row", async () => {
    const m = await canceledPro();
    // Another Pro member, whose period runs into December: restored as usual.
    const other = await proBuyer(at("2026-11-10T10:00:00Z"));
    await useUp(other.id, 2);
    await runScheduled(monthlyCron, env, at("2026-12-01T00:00:00Z"));
    const rows = new Map((await getDb(env.DB).select().from(subscriptions).all()).map((r) => [r.userId, r]));
    expect(rows.get(m.id)).toMatchObject({ status: "canceled", predicatesLeft: 2 });
    expect(rows.get(other.id)).toMatchObject({ status: "active", predicatesLeft: 10 });
  });
});
