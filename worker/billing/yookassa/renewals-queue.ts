// The daily renewals go through a queue (as the reminders do, decision 0053): the cron only takes
// the subscriptions with something due (a charge, an end) and sends their ids; the consumer
// (renewals-queue-consumer.ts) renews or ends each one (renewals-cron.ts, renewSubscription).
// A charge makes about 20 D1 queries and a call to YooKassa, so one invocation charging everyone
// due passes D1's 1,000 queries an invocation at about 50 subscriptions. (It once charged at most
// 200 a day, in no order, and the lapse then ended the ones it never reached.)
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { renewalGraceMs, renewalTries } from "../../../core/billing/renewals";
import type { Db } from "../../db/client";
import { yookassaSubscriptions } from "../../db/schema";
import { memberMessage, messagesPerSend, queueMemberPages, type MemberMessage } from "../../platform/member-queue";
import { yookassaFor } from "./config";
import { liveStatuses } from "./store";

/**
 * Subscriptions a message carries. A subscription makes at most about 20 D1 queries (a charge,
 * its outcome, the member's plan through the payment handler, the e-mail of a failure), so 20 make
 * about 400 of the 1,000 an invocation may make, and 20 calls to YooKassa of a second or two each
 * keep an invocation under a minute.
 */
export const subscriptionsPerMessage = 20;
/** The subscriptions one take of the cron moves: exactly one `sendBatch`. */
const pageSize = subscriptionsPerMessage * messagesPerSend;
/** The engine the renewals run with at `now` (the cron's, and each message's as of its time); null with YooKassa off. */
export const renewalsContext = (env: Cloudflare.Env, db: Db, now: number) =>
  yookassaFor(env, db, (env.APP_URL || "http://localhost").replace(/\/$/, ""), () => now);

/** A message: the ids are subscriptions', `at` the cron's time (the message shape of every member queue). */
export const renewalMessage = memberMessage(subscriptionsPerMessage);
export type RenewalMessage = MemberMessage;

/**
 * How long a charge the cron took waits for its consumer: one whose message is lost is due again
 * after this long (the next daily run). Shorter than the consumer's own claim (claimLeaseMs,
 * renewals-cron.ts), so a claim always moves next_attempt_at past this mark.
 */
export const queuedLeaseMs = 5 * 60 * 60 * 1000;
/** The mark the cron's take leaves on a subscription's next_attempt_at: the consumer charges only what this run took. */
export const takenMark = (at: number) => at + queuedLeaseMs;

const t = yookassaSubscriptions;
const live = inArray(t.status, liveStatuses);

/** A charge due: a live subscription that renews, its next try come. */
const chargeDue = (at: number) =>
  and(live, eq(t.cancelAtPeriodEnd, false), isNotNull(t.nextAttemptAt), lte(t.nextAttemptAt, new Date(at)));

/**
 * A subscription to end: canceled by the member and its period over; or one whose renewal was
 * tried every time and failed every time (no try left) and whose grace is over. Never one whose
 * charge was not reached: that one still has a next try (next_attempt_at), and is charged first.
 */
export const endingDue = (at: number) => ({
  canceled: and(live, eq(t.cancelAtPeriodEnd, true), lte(t.currentPeriodEnd, new Date(at))),
  lapsed: and(
    live,
    eq(t.cancelAtPeriodEnd, false),
    isNull(t.nextAttemptAt),
    gte(t.failedAttempts, renewalTries),
    lte(t.currentPeriodEnd, new Date(at - renewalGraceMs)),
  ),
});

/**
 * Takes up to a page of the charges due, the longest waiting first (a retry is never starved by
 * the day's new renewals), and moves their next_attempt_at to this run's mark in the same
 * transaction: a run at the same time, or the next one while they wait in the queue, does not
 * take them again. Answers their ids in that order.
 */
async function takeDue(db: Db, at: number): Promise<string[]> {
  const page = db.select({ id: t.id }).from(t).where(chargeDue(at)).orderBy(asc(t.nextAttemptAt), asc(t.id)).limit(pageSize);
  const [ordered, taken] = await db.batch([
    page,
    db
      .update(t)
      .set({ nextAttemptAt: new Date(takenMark(at)) })
      .where(inArray(t.id, page))
      .returning({ id: t.id }),
  ]);
  const moved = new Set(taken.map((r) => r.id));
  return ordered.map((r) => r.id).filter((id) => moved.has(id));
}

/** The ids of the subscriptions to end at `at`, in one query (ids only: 100,000 are 3.6 MB). */
async function endingIds(db: Db, at: number): Promise<string[]> {
  const { canceled, lapsed } = endingDue(at);
  const rows = await db.select({ id: t.id }).from(t).where(or(canceled, lapsed)).all();
  return rows.map((r) => r.id);
}

/**
 * Sends the id of every subscription with something due at `at` to the queue: the charges a page
 * at a time, oldest first, then the endings. Its D1 queries: a batch of two statements a page of
 * 2,000 charges and one for the short page that ends them, and one read of the endings: 100,000
 * charges due make 51 batches and a read, and 50 `sendBatch` calls.
 * If a send fails, the charges taken but not sent are due again after the lease (the next daily run).
 */
export async function queueRenewals(db: Db, queue: Queue<RenewalMessage>, at: number) {
  const charges = await queueMemberPages(queue, at, subscriptionsPerMessage, () => takeDue(db, at));
  const ids = await endingIds(db, at);
  let from = 0;
  const endings = await queueMemberPages(queue, at, subscriptionsPerMessage, async () => ids.slice(from, (from += pageSize)));
  return { charges: charges.members, endings: endings.members, messages: charges.messages + endings.messages };
}
