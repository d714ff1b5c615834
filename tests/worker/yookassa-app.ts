// Driving the app with rubles through the development YooKassa double: requests to the app on a
// local host (where the double answers) with the worker's clock stopped where the test says, the
// member's session and language; the double's confirmation page paid or cancelled as a payer
// would, and the daily renewals run at a chosen time.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Interval, PaidPlan } from "../../core/billing/catalog";
import { fixedClock } from "../../core/clock";
import type { Locale } from "../../core/locale";
import { app } from "../../worker/app";
import { yookassaRenewals } from "../../worker/billing/cron-tasks";
import { yookassaFor } from "../../worker/billing/yookassa/config";
import { renewMessage, reportOf } from "../../worker/billing/yookassa/renewals-cron";
import { queueRenewals, renewalsContext, type RenewalMessage } from "../../worker/billing/yookassa/renewals-queue";
import type { YkContext } from "../../worker/billing/yookassa/context";
import { devYooKassaFetch } from "../../worker/dev/yookassa/client";
import type { YkNotification, YooKassaApi } from "../../worker/platform/payments/yookassa/api";
import { dailyCron, runScheduled } from "../../worker/cron/scheduled";
import { getDb, getWorkerDb } from "../../worker/db/client";
import {
  cronRuns,
  users,
  yookassaDoubleObjects,
  yookassaPayments,
  yookassaRefunds,
  yookassaSubscriptions,
} from "../../worker/db/schema";
import type { Bindings } from "../../worker/env";
import { createSession, createUser } from "./factories";
import { keptQueue } from "./member-queue-helpers";

const origin = "http://localhost:8787";
export const day = 86_400_000;
export const db = () => getDb(env.DB);

export interface SendOptions {
  now: number;
  token?: string;
  lang?: Locale;
  /** JSON, or a string sent as it is. */
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Another origin than the local one (the double answers on local hosts only). */
  at?: string;
  /** Bindings that differ from the test environment's (an OPERATOR_TOKEN, production keys). */
  envOverrides?: Partial<Cloudflare.Env>;
}

/** One request to the app: its status, headers, Location, body (JSON, else text) and raw bytes. */
export async function send(method: string, path: string, opts: SendOptions) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers.Cookie = `lang=${opts.lang}`;
  let body: BodyInit | undefined;
  if (opts.form) {
    body = new URLSearchParams(opts.form);
    headers["Content-Type"] = "application/x-www-form-urlencoded";
  } else if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    headers["Content-Type"] = "application/json";
  }
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${opts.at ?? origin}${path}`, { method, headers, body, redirect: "manual" }),
    { ...env, ...opts.envOverrides, clock: fixedClock(opts.now) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let json: any;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, location: res.headers.get("Location"), body: json, bytes };
}

/**
 * A member with a session; `lang` is the account's language (which e-mails follow). Sessions
 * expire by the real time, not the worker's stopped clock, so one token serves a whole test.
 */
export async function member(lang?: Locale) {
  const { id } = await createUser();
  if (lang) await db().update(users).set({ locale: lang }).where(eq(users.id, id)).run();
  const { email } = (await db().select({ email: users.email }).from(users).where(eq(users.id, id)).get())!;
  return { id, email, token: await createSession(id) };
}

/** Starts a checkout; answers the double's payment id and page path. */
export async function checkout(
  m: { token: string },
  plan: PaidPlan,
  interval: Interval,
  now: number,
  lang: Locale = "ru",
  timeZone?: string,
) {
  const res = await send("POST", "/api/billing/checkout", { token: m.token, lang, body: { plan, interval, timeZone }, now });
  expect(res.status).toBe(200);
  const url = new URL(res.body.url);
  expect(url.pathname).toMatch(/^\/dev\/yookassa\/confirm\//);
  return { paymentId: url.pathname.split("/").at(-1)!, path: url.pathname };
}

/** The payer on the double's page: pays with `card` (the success card unless told), or cancels. */
export const confirm = (
  path: string,
  now: number,
  form: Record<string, string> = { decision: "pay", method: "bank_card", card: "5555 5555 5555 4477" },
) => send("POST", path, { form, now });

/**
 * A client address of its own (an IPv6 /64 nobody else draws): the return page limits its reads
 * per address, and the tests share one database, so each payer comes back from their own.
 */
export function freshAddress(): string {
  const [a, b] = crypto.getRandomValues(new Uint16Array(2));
  return `2001:db8:${a!.toString(16)}:${b!.toString(16)}::1`;
}

/** Follows YooKassa's way back (the app's return page) to the billing screen it names, from `address` (a fresh one unless told). */
export async function comeBack(
  fromDouble: { status: number; location: string | null },
  now: number,
  token?: string,
  address = freshAddress(),
) {
  expect(fromDouble.status).toBe(303);
  const url = new URL(fromDouble.location!);
  expect(url.pathname).toBe("/billing/yookassa/return");
  return send("GET", `${url.pathname}${url.search}`, { now, token, headers: { "CF-Connecting-IP": address } });
}

/**
 * A member who bought `plan` in rubles at `now` as a payer does: the checkout in Russian (rubles),
 * the double's page paid with the success card, and back through the return page.
 * `lang` is the account's language. Answers the member, the first payment's id and the subscription.
 */
/** `timeZone`: the zone the member's device names at the checkout (none: the request names none). */
export async function buy(now: number, opts: { plan?: PaidPlan; interval?: Interval; lang?: Locale; timeZone?: string } = {}) {
  const m = await member(opts.lang ?? "ru");
  const { paymentId, path } = await checkout(m, opts.plan ?? "PRO", opts.interval ?? "month", now, "ru", opts.timeZone);
  const back = await comeBack(await confirm(path, now), now, m.token);
  expect(back.location).toBe(`${origin}/billing?checkout=success`);
  const sub = (await subscriptionRow((await paymentRow(paymentId))!.subscriptionId))!;
  expect(sub.status).toBe("active");
  return { ...m, paymentId, sub };
}

export const getActive = (token: string, now: number) => send("GET", "/api/subscription/get-active", { token, now });

/** The member's payments as the billing page lists them, newest first. */
export async function paymentsList(token: string, now: number) {
  const res = await send("GET", "/api/billing/payments", { token, now });
  expect(res.status).toBe(200);
  return res.body.payments as any[];
}

export const paymentRow = (id: string) => db().select().from(yookassaPayments).where(eq(yookassaPayments.id, id)).get();
/** The member's payment rows, oldest first. */
export const paymentsOf = (userId: string) =>
  db().select().from(yookassaPayments).where(eq(yookassaPayments.userId, userId)).orderBy(yookassaPayments.createdAt).all();
export const subscriptionRow = (id: string) =>
  db().select().from(yookassaSubscriptions).where(eq(yookassaSubscriptions.id, id)).get();
export const subscriptionsOf = (userId: string) =>
  db().select().from(yookassaSubscriptions).where(eq(yookassaSubscriptions.userId, userId)).all();
export const refundsOf = (userId: string) => db().select().from(yookassaRefunds).where(eq(yookassaRefunds.userId, userId)).all();

/** What the double keeps of one of its objects (a payment as YooKassa would answer it). */
export async function doubleObject(id: string): Promise<any> {
  const row = await db().select().from(yookassaDoubleObjects).where(eq(yookassaDoubleObjects.id, id)).get();
  return row?.body ?? null;
}

/** The double's objects of a type that belong to a payment or refund (refunds, receipts). */
export async function doubleChildren(parentId: string, type: string): Promise<any[]> {
  const rows = await db().select().from(yookassaDoubleObjects).where(eq(yookassaDoubleObjects.parentId, parentId)).all();
  return rows.filter((r) => r.type === type).map((r) => r.body);
}

/** A notification as YooKassa POSTs it (the body only is read, and only its id). */
export const notify = (event: string, id: string, now: number, extra: Partial<SendOptions> = {}) =>
  send("POST", "/api/billing/yookassa/notifications", {
    body: { type: "notification", event, object: { id, status: "succeeded", paid: true } },
    now,
    ...extra,
  });

/** The test environment with the worker's clock (and the double's) stopped at `now`. */
const envAt = (now: number): Bindings => ({ ...env, clock: fixedClock(now) });

/** The app's YooKassa engine on the double at `now`, its API calls passed through `wrap` (a failure the test makes). */
export function engineAt(now: number, wrap: (api: YooKassaApi) => YooKassaApi = (api) => api): YkContext {
  const ctx = yookassaFor(envAt(now), db(), origin, () => now)!;
  ctx.api = wrap(ctx.api);
  return ctx;
}

/** Pays on the double's page with the success card while the app hears nothing; answers the notifications YooKassa sends. */
export async function payUnheard(path: string, now: number): Promise<YkNotification[]> {
  const heard: YkNotification[] = [];
  const page = devYooKassaFetch(envAt(now), async (_env, notification) => void heard.push(notification));
  const form = new URLSearchParams({ decision: "pay", method: "bank_card", card: "5555 5555 5555 4477" });
  expect((await page(new Request(`${origin}${path}`, { method: "POST", body: form }))).status).toBe(303);
  return heard;
}

/**
 * The consumer's work on every message the renewals' cron sent (as the queue would deliver them,
 * one after another and at once), with `ctx`: its report, as the runs' records add it up
 * ("renewed 1", "nothing due"). Kept messages never reach the local queue, so nothing is delivered
 * later behind another test's back.
 */
export async function consumeRenewals(ctx: YkContext, sends: RenewalMessage[][]): Promise<string> {
  const counts: Record<string, number> = {};
  for (const message of sends.flat()) await renewMessage(ctx, message, counts);
  return reportOf(counts);
}

/** The renewals as deployed, with `ctx` (its YooKassa may misbehave): the cron queues what is due at ctx.now(), the consumer settles it. */
export async function runRenewalsOn(ctx: YkContext): Promise<string> {
  const kept = keptQueue();
  await queueRenewals(ctx.db, kept.queue, ctx.now());
  return consumeRenewals(ctx, kept.sends);
}

/** The daily renewals task alone at `now`, then its queue's consumer; answers what the consumer did. */
export async function runRenewals(now: number): Promise<string> {
  const kept = keptQueue();
  const queued = await yookassaRenewals.run({ env: { ...envAt(now), RENEWALS: kept.queue }, db: db(), now });
  expect(queued).toMatch(/^queued /);
  return consumeRenewals(renewalsContext(envAt(now), getWorkerDb(env.DB), now)!, kept.sends);
}

/** The whole daily cron at `now`, then the renewals' queue consumer; answers what the consumer did. */
export async function runDaily(now: number): Promise<string | undefined> {
  const kept = keptQueue();
  await runScheduled(dailyCron, { ...envAt(now), RENEWALS: kept.queue }, now);
  const run = await db()
    .select()
    .from(cronRuns)
    .where(and(eq(cronRuns.task, yookassaRenewals.name), eq(cronRuns.ranAt, new Date(now))))
    .orderBy(desc(cronRuns.id))
    .get();
  expect(run?.ok, run?.detail).toBe(true);
  // As the worker's queue handler opens the database: the query-plan check sees the consumer's statements.
  return consumeRenewals(renewalsContext(envAt(now), getWorkerDb(env.DB), now)!, kept.sends);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The development outbox's mails to `to`, newest first. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  return (await send("GET", `/api/dev/outbox?to=${encodeURIComponent(to)}`, { now: Date.now() })).body;
}
