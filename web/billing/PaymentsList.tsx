import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { useId } from "react";
import type { BillingPaymentJson } from "../../core/api/billing";
import { formatDate } from "../shared/i18n/format";
import { formatMoney } from "../shared/billing/money";
import * as m from "../../i18n/paraglide/messages.js";
import { cn } from "../shared/ui/cn";
import { QueryState } from "../shared/ui/QueryState";
import { paymentsQuery } from "../shared/queries/billing";
import { intervalLabels, planLabels } from "../../i18n/labels/billing";
import { methodText } from "./payment-method";

const kindText = { first: m.billing_payment_first, renewal: m.billing_payment_renewal, refund: m.billing_payment_refund };

function statusOf(p: BillingPaymentJson): { text: string; tone: string } {
  const refund = p.kind === "refund";
  if (p.status === "pending") return { text: m.billing_payment_pending(), tone: "bg-muted" };
  if (p.status === "canceled") return { text: refund ? m.billing_refund_canceled() : m.billing_payment_canceled(), tone: "bg-danger" };
  return { text: refund ? m.billing_refund_succeeded() : m.billing_payment_paid(), tone: "bg-accent" };
}

function PaymentRow({ payment: p }: { payment: BillingPaymentJson }) {
  const date = formatDate(p.at);
  const what = kindText[p.kind]();
  const status = statusOf(p);
  const amount = formatMoney(p.amount, p.currency);
  const details = [date, `${planLabels[p.plan]()}, ${intervalLabels[p.interval]().toLowerCase()}`];
  if (p.method) details.push(methodText(p.method, null));
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border py-3 last:border-0" data-testid="payment-row">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-medium">{what}</p>
        <p className="text-sm text-muted">{details.join(" · ")}</p>
      </div>
      {/* On a phone the amount goes under the details, the receipt link to the right of it. */}
      <div className="flex w-full items-center justify-between gap-x-4 gap-y-1 sm:w-auto">
        <div className="grid justify-items-start gap-0.5 sm:justify-items-end">
          <p className="font-semibold tabular-nums" data-testid="payment-amount">
            {p.kind === "refund" ? `−${amount}` : amount}
          </p>
          <p className="inline-flex items-center gap-1.5 text-sm text-muted" data-testid="payment-status">
            <span aria-hidden="true" className={cn("size-2 shrink-0 rounded-full", status.tone)} />
            {status.text}
          </p>
        </div>
        {p.receiptUrl && (
          <a
            href={p.receiptUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-accent underline-offset-4 hover:underline"
            aria-label={m.billing_receipt_label({ what, date })}
          >
            {m.billing_receipt()}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * The member's charges and refunds, each with its receipt (a worker page, opened in a new tab).
 * `onlyIfAny`: a member without a subscription sees the section only when there is something in it
 * (a refunded first payment, say), and nothing while it loads or if it fails.
 */
export default function PaymentsList({ userId, onlyIfAny = false }: { userId: string; onlyIfAny?: boolean }) {
  const query = useQuery(paymentsQuery(userId));
  const titleId = useId();
  if (onlyIfAny && !query.data?.length) return null;
  return (
    <section aria-labelledby={titleId} data-testid="payments-list" className="grid content-start gap-2 rounded-2xl border border-border bg-surface p-5">
      <h2 id={titleId} className="text-lg font-semibold">
        {m.billing_payments_title()}
      </h2>
      <QueryState
        query={query}
        loadingLabel={m.billing_payments_loading()}
        failedText={m.billing_payments_failed()}
        retryLabel={m.billing_payments_retry()}
        skeletonClassName="h-16 rounded-xl"
      >
        {(payments) =>
          payments.length === 0 ? (
            <p className="text-sm text-muted">{m.billing_payments_empty()}</p>
          ) : (
            <ul>
              {payments.map((p) => (
                <PaymentRow key={p.id} payment={p} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
