// The one handler for payment events, from Stripe's webhook and from the sandbox alike:
// idempotent by event id; an event older than the last one applied changes nothing; a member
// keeps one live subscription (see one-live-subscription.ts); an event about a member who is
// not (or no longer) here is recorded and ignored, never an error the provider would retry.
import { and, eq, inArray, sql } from "drizzle-orm";
import { allowances } from "../../core/billing/catalog";
import { renewalGraceMs } from "../../core/billing/renewals";
import { monthStart } from "../../core/clock";
import type { SubscriptionStatus } from "../../core/billing/subscription";
import type { Db } from "../db/client";
import { paymentEvents, profiles, subscriptions, users, yookassaSubscriptions, type Subscription } from "../db/schema";
import type { PaymentEvent, PaymentsPort, SubscriptionState } from "../platform/payments/port";
import { keeperOf } from "./one-live-subscription";

export type ApplyResult = "applied" | "duplicate" | "stale" | "ignored" | "canceled_duplicate";

/**
 * Stripe's subscription status as ours: billing states are active (or canceled at period end).
 * A past_due one grants its plan only for a while (see granted below).
 */
function statusOf(stripeStatus: string, cancelAtPeriodEnd: boolean): SubscriptionStatus | null {
  if (["active", "trialing", "past_due"].includes(stripeStatus)) return cancelAtPeriodEnd ? "canceled" : "active";
  if (["canceled", "unpaid", "incomplete_expired"].includes(stripeStatus)) return "expired";
  return null; // incomplete, paused: nothing granted yet
}

/**
 * The subscription as the member's plan follows it, beside the row `same` of the same
 * subscription (if any). Stripe's (and the sandbox's) past_due means a renewal's invoice is
 * unpaid: the paid period ended where the unpaid one began (or earlier, where the row already
 * said so: a later period unpaid too), and the plan lasts the grace after it, as a ruble renewal
 * being tried again does (renewalGraceMs), then Free until a payment goes through (Stripe then
 * says active). YooKassa's past_due is the app's own, whose grace its renewal run ends. A pending
 * update (a plan change whose invoice is not paid) changes no plan: the row's stays.
 */
function granted(
  provider: PaymentsPort["name"],
  s: SubscriptionState,
  same: Subscription | undefined,
  now: number,
): { state: SubscriptionState; status: SubscriptionStatus | null } {
  let state = s.pendingUpdate && same ? { ...s, plan: same.plan, interval: same.interval, currency: same.currency } : s;
  const status = statusOf(s.status, s.cancelAtPeriodEnd);
  if (s.status !== "past_due" || provider === "yookassa" || status === null) return { state, status };
  const unpaidFrom = s.currentPeriodStart || s.currentPeriodEnd;
  const known = same?.currentPeriodEnd.getTime();
  const paidThrough = known !== undefined && known < unpaidFrom ? known : unpaidFrom;
  state = { ...state, currentPeriodEnd: paidThrough };
  return { state, status: paidThrough + renewalGraceMs <= now ? "expired" : status };
}

const isLive = (s: SubscriptionState | null): s is SubscriptionState => {
  const status = s && statusOf(s.status, s.cancelAtPeriodEnd);
  return status === "active" || status === "canceled";
};

/** A write refused by the database because of who the row points at. */
function refusedBy(err: unknown): "unknown_member" | "another_members_subscription" | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if (/FOREIGN KEY constraint failed/i.test(e.message)) return "unknown_member";
    if (/UNIQUE constraint failed: subscriptions\.subscription_id/i.test(e.message)) return "another_members_subscription";
  }
  return null;
}

function log(event: string, fields: Record<string, string>) {
  console.warn(JSON.stringify({ level: "warn", event, ...fields }));
}

/** Why nothing was done, in the log (ids only: nothing personal, nothing secret). */
const ignored = (provider: string, event: PaymentEvent, reason: string): "ignored" => {
  log("payment_event_ignored", { provider, id: event.id, type: event.type, reason });
  return "ignored";
};

/** A different subscription took the row meanwhile: decide again from what is there now. */
const retry = Symbol("retry");

/**
 * Writes `state` as the member's subscription, but only over the row as it was read (`over`),
 * or into an empty place: a concurrent change makes the write miss, and the caller decides
 * again. The profile's plan is then read from the row itself, so whichever write lands last,
 * the plan matches the subscription.
 */
async function writeOver(
  db: Db,
  provider: PaymentsPort["name"],
  userId: string,
  state: SubscriptionState,
  status: SubscriptionStatus,
  over: Subscription | undefined,
  eventCreated: number,
  now: number,
): Promise<"written" | "missed" | "no_plan"> {
  const same = over?.subscriptionId === state.id ? over : undefined;
  const plan = state.plan ?? same?.plan;
  const interval = state.interval ?? same?.interval;
  if (!plan || !interval) return "no_plan";
  // Pro's previews are counted per calendar month, not per plan change or subscription: a change
  // between plans, or a new subscription in a month whose previews the member's row already
  // counts, keeps what is left of them (Standard grants none but keeps the count), so leaving Pro
  // and coming back within the month gives nothing new. Pro in a later month starts afresh.
  const month = monthStart(now);
  const wasPro = over?.plan === "PRO" && over.status !== "expired";
  const keep = !!over && (wasPro || over.previewsMonth?.getTime() === month);
  const values = {
    provider,
    customerId: state.customerId,
    subscriptionId: state.id,
    plan,
    interval,
    // YooKassa bills rubles; Stripe says its currency in the subscription's item.
    currency: state.currency ?? same?.currency ?? (provider === "yookassa" ? "RUB" : "USD"),
    status,
    currentPeriodEnd: new Date(state.currentPeriodEnd || same?.currentPeriodEnd.getTime() || now),
    paymentMethodId: state.paymentMethodId ?? same?.paymentMethodId ?? null,
    last4: state.last4 ?? same?.last4 ?? null,
    predicatesLeft: plan === "PRO" ? allowances.PRO.transformations : 0,
    previewsMonth: plan === "PRO" ? new Date(month) : null,
    lastEventAt: new Date(eventCreated),
    // Stripe's past_due, first said then (its own retries follow); YooKassa's is the app's own,
    // kept with its renewals.
    unpaidSince: provider !== "yookassa" && state.status === "past_due" ? (same?.unpaidSince ?? new Date(eventCreated)) : null,
    updatedAt: new Date(now),
  };
  const row = subscriptions;
  // A kept allowance is the row's value at the moment of the write, never the one read before:
  // a preview spent (or the month restored) meanwhile does not touch the fields compared below.
  const set = keep
    ? { ...values, predicatesLeft: sql`${row.predicatesLeft}`, previewsMonth: sql`COALESCE(${row.previewsMonth}, ${month})` }
    : values;
  const unchanged = over
    ? and(eq(subscriptions.subscriptionId, over.subscriptionId), eq(subscriptions.lastEventAt, over.lastEventAt))
    : sql`0`;
  const [written] = await db.batch([
    db
      .insert(row)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: row.userId, set, setWhere: unchanged })
      .returning({ userId: row.userId }),
    // A member without metrics yet gets a bare profile, which carries the plan.
    db.insert(profiles).values({ id: crypto.randomUUID(), userId, plan: "FREE" }).onConflictDoNothing(),
    db
      .update(profiles)
      .set({
        plan: sql`(SELECT CASE WHEN ${row.status} = 'expired' THEN 'FREE' ELSE ${row.plan} END FROM ${row} WHERE ${row.userId} = ${userId})`,
        updatedAt: new Date(now),
      })
      .where(and(eq(profiles.userId, userId), sql`EXISTS (SELECT 1 FROM ${row} WHERE ${row.userId} = ${userId})`)),
  ]);
  return written.length > 0 ? "written" : "missed";
}

type Outcome = Exclude<ApplyResult, "duplicate"> | typeof retry;

/**
 * Whether the member's row is a live subscription of another provider than the event's (which
 * cannot be asked about it): the row says so, and for YooKassa, whose subscriptions the app runs
 * in this database, its own row agrees (one ended whose news did not reach the row is not live).
 */
async function liveElsewhere(db: Db, row: Subscription): Promise<boolean> {
  if (row.status !== "active" && row.status !== "canceled") return false;
  if (row.provider !== "yookassa") return true;
  const t = yookassaSubscriptions;
  const own = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, row.subscriptionId), inArray(t.status, ["active", "past_due"])))
    .get();
  return !!own;
}

/** One decision about the event's subscription against the member's row as it is now. */
async function decide(
  db: Db,
  port: PaymentsPort,
  event: PaymentEvent,
  reported: SubscriptionState,
  now: number,
): Promise<Outcome> {
  // Not paid yet (incomplete, paused): nothing to grant, and nothing unusual to log.
  if (!statusOf(reported.status, reported.cancelAtPeriodEnd)) return "ignored";
  const bySub = await db.select().from(subscriptions).where(eq(subscriptions.subscriptionId, reported.id)).get();
  const { state: s, status } = granted(port.name, reported, bySub, now);
  if (!status) return "ignored";
  const userId = s.userId ?? bySub?.userId ?? null;
  if (!userId) return ignored(port.name, event, "no_member");
  if (!(await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()))
    return ignored(port.name, event, "unknown_member");
  const row = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).get();
  const write = async (state: SubscriptionState, stateStatus: SubscriptionStatus) => {
    const written = await writeOver(db, port.name, userId, state, stateStatus, row, event.created, now);
    return written === "written" ? "applied" : written === "no_plan" ? ignored(port.name, event, "no_plan") : retry;
  };

  // No subscription yet, or news of the member's own.
  if (!row || row.subscriptionId === s.id) {
    // Out of order: a delivery older than what is already applied is recorded and skipped.
    if (row && row.lastEventAt.getTime() > event.created) return "stale";
    const result = await write(s, status);
    if (result === "applied" && !row && status !== "expired") await expireOthers(port, s);
    return result;
  }

  // Another subscription than the one on the member's row. One that has ended changes nothing
  // (a duplicate canceled earlier, or an old one's late news).
  if (status === "expired") return ignored(port.name, event, "other_subscription_ended");
  // It claims to be live: the provider's current word decides, not an event that may be old.
  const atProvider = await port.subscription(s.id);
  if (!isLive(atProvider)) return ignored(port.name, event, "not_live_at_provider");
  const { state: incoming, status: incomingStatus } = granted(port.name, atProvider, bySub, now);
  // Still billing but unpaid past its grace: it grants nothing, so it takes no one's place.
  if (incomingStatus !== "active" && incomingStatus !== "canceled") return ignored(port.name, event, "unpaid_at_provider");
  // The member already pays another provider (a ruble and a dollar checkout both paid), which
  // this port cannot end: that one is kept, the newcomer is ended and given back below.
  const elsewhere = row.provider !== port.name && (await liveElsewhere(db, row));
  const current =
    elsewhere || row.status === "expired" || row.provider !== port.name ? null : await port.subscription(row.subscriptionId);
  let result: Outcome;
  if (!elsewhere && !isLive(current)) {
    // The row's subscription has ended: the new one takes its place.
    result = await write({ ...incoming, userId }, incomingStatus);
  } else if (elsewhere || keeperOf(current!, incoming) !== incoming) {
    await port.cancelNow({ customerId: incoming.customerId, subscriptionId: incoming.id }, { refund: true });
    log("duplicate_subscription_canceled", { provider: port.name, kept: row.subscriptionId, canceled: incoming.id });
    result = "canceled_duplicate";
  } else {
    await port.cancelNow({ customerId: row.customerId, subscriptionId: row.subscriptionId }, { refund: true });
    log("duplicate_subscription_canceled", { provider: port.name, kept: incoming.id, canceled: row.subscriptionId });
    result = await write({ ...incoming, userId }, incomingStatus);
  }
  if (result === "applied" || result === "canceled_duplicate") await expireOthers(port, incoming);
  return result;
}

/**
 * A live subscription has started: the member's other checkout pages can no longer be paid.
 * The event is applied already, so a failure here is logged, not retried.
 */
async function expireOthers(port: PaymentsPort, s: SubscriptionState) {
  if (!s.customerId) return;
  try {
    await port.expireOpenCheckouts(s.customerId);
  } catch (err) {
    log("expire_checkouts_failed", { provider: port.name, error: err instanceof Error ? err.message : "unknown" });
  }
}

export async function applyPaymentEvent(db: Db, port: PaymentsPort, event: PaymentEvent, now: number): Promise<ApplyResult> {
  const eventId = `${port.name}:${event.id}`;
  if (await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId)).get())
    return "duplicate";
  let result: Outcome = "ignored";
  const s = event.subscription;
  if (s) {
    // A few rounds at most: each one that misses saw another delivery change the row.
    for (let round = 0; round < 5; round++) {
      try {
        result = await decide(db, port, event, s, now);
      } catch (err) {
        const reason = refusedBy(err);
        if (!reason) throw err;
        result = ignored(port.name, event, reason);
      }
      if (result !== retry) break;
    }
    if (result === retry) throw new Error(`payment event ${event.id} kept meeting concurrent changes`);
  }
  // Recorded after its effect: if the worker stops in between, the provider's retry applies it
  // again, which changes nothing the first time did not.
  await db
    .insert(paymentEvents)
    .values({ id: eventId, provider: port.name, type: event.type, receivedAt: new Date(now) })
    .onConflictDoNothing()
    .run();
  return result;
}

/**
 * A provider that answers a change with the changed subscription (Stripe) has it applied now,
 * through the webhook's own handler, so the member sees the change before the webhook lands.
 */
export async function applyProviderAnswer(db: Db, port: PaymentsPort, state: SubscriptionState | null, now: number) {
  if (!state) return;
  // Stripe's clock counts seconds: the webhook of this very change is then not "older".
  const created = Math.floor(now / 1000) * 1000;
  await applyPaymentEvent(db, port, { id: `answer:${state.id}:${now}`, created, type: "api.answer", subscription: state }, now);
}
