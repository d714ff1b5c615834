// A ruble checkout's page still open when its member deletes the account: YooKassa's page cannot
// be closed by the shop, so what giving the payment back takes is kept aside. Paid afterwards, the
// payment is refunded in full, its refund receipt to the address the payment named, and nothing of
// the member stays; left unpaid, it is forgotten. The daily run settles the ones whose
// notification never came.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { priceFor } from "../../core/billing/catalog";
import { closeBilling } from "../../worker/billing/service";
import { keepOpenPayments, sweepOpenAtDeletion } from "../../worker/billing/yookassa/open-at-deletion";
import { settlePayment } from "../../worker/billing/yookassa/settle";
import { users, yookassaOpenAtDeletion } from "../../worker/db/schema";
import { YooKassaError } from "../../worker/platform/payments/yookassa/api";
import {
  checkout,
  confirm,
  day,
  db,
  doubleChildren,
  engineAt,
  getActive,
  member,
  notify,
  payUnheard,
  paymentsList,
  runDaily,
  send,
} from "./yookassa-app";

const at = Date.UTC(2026, 5, 10, 12, 0, 0);
const hour = 3_600_000;

const deleteAccount = (m: { token: string; email: string }, now: number) =>
  send("POST", "/api/account/delete", { token: m.token, body: { email: m.email }, now });
const keptAside = () => db().select().from(yookassaOpenAtDeletion).all();
/** What the member is found by in the rows kept aside. */
const naming = async (m: { id: string; email: string }) =>
  (await keptAside()).filter((row) => JSON.stringify(row).includes(m.email) || JSON.stringify(row).includes(m.id));

describe("a ruble page still open when the account is deleted", () => {
  it("is given back in full when paid afterwards, with the refund's receipt, and then nothing of the member is kept", async () => {
    const m = await member("ru");
    const page = await checkout(m, "PRO", "month", at);
    expect((await deleteAccount(m, at + hour)).status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, m.id)).get()).toBeUndefined();
    expect(await naming(m)).toHaveLength(1);

    // The payer goes back to the page and pays: YooKassa's notification comes, the app gives it back.
    await confirm(page.path, at + 2 * hour);
    const [refund] = await doubleChildren(page.paymentId, "refund");
    expect(refund).toMatchObject({ status: "succeeded", amount: { value: "799.00", currency: "RUB" } });
    const receipts = await doubleChildren(refund.id, "receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ type: "refund", items: [{ description: "Подписка Forma Pro на 1 месяц" }] });
    expect(await naming(m)).toEqual([]);

    // The notification again, and the daily run: no second refund.
    expect((await notify("payment.succeeded", page.paymentId, at + 3 * hour)).status).toBe(200);
    await runDaily(at + day);
    expect(await doubleChildren(page.paymentId, "refund")).toHaveLength(1);
  });

  it("is forgotten when the card is declined or the payer cancels it, with nothing given back", async () => {
    const m = await member("ru");
    const declined = await checkout(m, "BASIC", "month", at);
    const page = await checkout(m, "BASIC", "year", at);
    expect((await deleteAccount(m, at + hour)).status).toBe(200);
    expect(await naming(m)).toHaveLength(2);
    await confirm(declined.path, at + 2 * hour, { decision: "pay", method: "bank_card", card: "5555 5555 5555 4592" });
    await confirm(page.path, at + 2 * hour, { decision: "cancel" });
    for (const { paymentId } of [declined, page]) expect(await doubleChildren(paymentId, "refund")).toEqual([]);
    expect(await naming(m)).toEqual([]);
  });

  it("is given back by the daily run when its notification never came", async () => {
    const m = await member("ru");
    const page = await checkout(m, "BASIC", "month", at);
    expect((await deleteAccount(m, at + hour)).status).toBe(200);
    await payUnheard(page.path, at + 2 * hour);
    expect(await doubleChildren(page.paymentId, "refund")).toEqual([]);

    await runDaily(at + day);
    const refunds = await doubleChildren(page.paymentId, "refund");
    expect(refunds.map((r) => [r.status, r.amount.value])).toEqual([
      ["succeeded", (priceFor("BASIC", "month", "RUB") / 100).toFixed(2)],
    ]);
    expect(await naming(m)).toEqual([]);
  });

  it("is given back once when two notifications of the payment come at the same moment", async () => {
    const m = await member("ru");
    const page = await checkout(m, "PRO", "month", at);
    expect((await deleteAccount(m, at + hour)).status).toBe(200);
    await payUnheard(page.path, at + 2 * hour);
    const answers = await Promise.all([1, 2].map(() => notify("payment.succeeded", page.paymentId, at + 3 * hour)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await doubleChildren(page.paymentId, "refund")).toHaveLength(1);
    expect(await naming(m)).toEqual([]);
  });

  it("leaves a member's paid subscription as before: only pages still open are kept aside", async () => {
    const m = await member("ru");
    const paid = await checkout(m, "PRO", "month", at);
    await confirm(paid.path, at + 1000);
    expect((await deleteAccount(m, at + hour)).status).toBe(200);
    expect(await naming(m)).toEqual([]);
  });
});

describe("a first payment settled while its account is being deleted", () => {
  it("is given back when the deletion ends its subscription between the payment's read and its start, and once only", async () => {
    const m = await member("ru");
    const page = await checkout(m, "PRO", "month", at);
    await payUnheard(page.path, at + hour);
    const ctx = engineAt(at + hour);
    const payment = (await ctx.api.getPayment(page.paymentId))!;
    // The deletion's billing step (closeBilling: open pages kept aside, subscriptions ended) runs
    // after the settlement has read the subscription, right before its write.
    let interleaved = false;
    const racing = new Proxy(ctx.db, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key);
        if (key === "batch" && !interleaved)
          return async (statements: Parameters<typeof target.batch>[0]) => {
            interleaved = true;
            await closeBilling(env, target, m, "http://localhost:8787", at + hour);
            return target.batch(statements);
          };
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    expect(await settlePayment({ ...ctx, db: racing }, payment)).toBe("refunded_duplicate");
    expect(interleaved).toBe(true);
    // Had the deletion stopped here, the member would find no plan and the payment given back.
    expect((await getActive(m.token, at + 2 * hour)).body).toBeNull();
    const price = priceFor("PRO", "month", "RUB");
    expect((await paymentsList(m.token, at + 2 * hour)).map((p) => [p.kind, p.status, p.amount])).toEqual([
      ["refund", "succeeded", price],
      ["first", "succeeded", price],
    ]);
    const refunds = await doubleChildren(page.paymentId, "refund");
    expect(refunds.map((r) => [r.status, r.amount.value])).toEqual([["succeeded", "799.00"]]);

    // The deletion goes through and YooKassa's notification comes: nothing is given back twice.
    expect((await deleteAccount(m, at + 2 * hour)).status).toBe(200);
    expect((await notify("payment.succeeded", page.paymentId, at + 3 * hour)).status).toBe(200);
    expect(await doubleChildren(page.paymentId, "refund")).toHaveLength(1);
    expect(await naming(m)).toEqual([]);
  });
});

describe("the daily run over pages left open", () => {
  it("goes on past a refund YooKassa refuses, keeps that page for the next run, and gives it back then", async () => {
    const refused = await member("ru");
    const other = await member("ru");
    const pages = [await checkout(refused, "PRO", "month", at), await checkout(other, "BASIC", "month", at)];
    for (const m of [refused, other]) expect((await deleteAccount(m, at + hour)).status).toBe(200);
    for (const page of pages) await payUnheard(page.path, at + 2 * hour);

    const failing = engineAt(at + day, (api) => ({
      ...api,
      createRefund: (req, key) =>
        req.payment_id === pages[0]!.paymentId
          ? Promise.reject(new YooKassaError(500, "internal_server_error"))
          : api.createRefund(req, key),
    }));
    expect(await sweepOpenAtDeletion(failing)).toEqual({ settled: 1, failed: 1 });
    expect(await doubleChildren(pages[0]!.paymentId, "refund")).toEqual([]);
    expect(await doubleChildren(pages[1]!.paymentId, "refund")).toHaveLength(1);
    expect(await naming(refused)).toHaveLength(1);
    expect(await naming(other)).toEqual([]);

    await runDaily(at + 2 * day);
    expect(await doubleChildren(pages[0]!.paymentId, "refund")).toHaveLength(1);
    expect(await naming(refused)).toEqual([]);
  });

  it("leaves a copy alone while the member's deletion is under way, and forgets it a day later if the member stayed", async () => {
    const m = await member("ru");
    const page = await checkout(m, "PRO", "month", at);
    // What the deletion does first; its rows then go, unless it fails here.
    await keepOpenPayments(db(), m.id, at);
    await runDaily(at + hour);
    expect(await naming(m)).toHaveLength(1);
    await runDaily(at + 2 * day);
    expect(await naming(m)).toEqual([]);
    // The member pays after all: theirs, as usual, with nothing given back.
    await confirm(page.path, at + 2 * day + hour);
    expect(await doubleChildren(page.paymentId, "refund")).toEqual([]);
  });
});
