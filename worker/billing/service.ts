// What other features ask of billing: ending a member's billing before their account goes.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { yookassaSubscriptions } from "../db/schema";
import { ApiError } from "../platform/errors";
import { paymentsFor } from "./provider";
import { subscriptionRow } from "./subscription";
import { endAll, endRows } from "./yookassa/changes";
import { keepOpenPayments } from "./yookassa/open-at-deletion";
import { yookassaFor } from "./yookassa/config";
import { errorText } from "../platform/error-text";

/**
 * Ends the member's billing at the provider before the account is deleted: every live
 * subscription of their customer stops at once and their open checkouts expire, so nothing
 * bills (or can be paid by) an account that is gone. When the provider cannot be reached the
 * deletion stops here (503) and can be tried again; nothing has been deleted, nor ended, yet. The
 * app's own YooKassa subscriptions end last, in the database (YooKassa holds nothing to stop), and
 * the member's plan with them.
 */
export async function closeBilling(
  env: Cloudflare.Env,
  db: Db,
  member: { id: string; email: string },
  baseUrl: string,
  now = Date.now(),
) {
  const row = await subscriptionRow(db, member.id);
  const payments = paymentsFor(env, db, baseUrl);
  // A live Stripe subscription that this configuration cannot reach must not be left running.
  if (row && row.status !== "expired" && row.provider === "stripe" && payments?.port.name !== "stripe")
    throw new ApiError(503, "payments_unavailable");
  if (payments) {
    const { port } = payments;
    try {
      const customerId =
        row?.provider === port.name ? row.customerId : await port.findCustomer({ userId: member.id, email: member.email });
      if (customerId) await port.closeCustomer(customerId);
    } catch (err) {
      console.error(
        JSON.stringify({ level: "error", event: "close_billing_failed", error: errorText(err) }),
      );
      throw new ApiError(503, "payments_unavailable");
    }
  }
  // A page still waiting for its payer cannot be closed: what giving it back takes is kept aside.
  await keepOpenPayments(db, member.id, now);
  const yookassa = yookassaFor(env, db, baseUrl, () => now);
  // Without YooKassa's context the rows end all the same; the daily expiry ends the plan they held.
  if (yookassa) await endAll(yookassa, member.id);
  else await endRows(db, eq(yookassaSubscriptions.userId, member.id), now);
}
