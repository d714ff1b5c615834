import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CreditCard, LoaderCircle, RotateCcw } from "lucide-react";
import { useId } from "react";
import { allowances } from "../../core/billing/catalog";
import type { ActiveSubscription } from "../../core/billing/subscription";
import { formatDate, formatNumber } from "../shared/i18n/format";
import { formatMoney } from "../shared/billing/money";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { notify } from "../shared/ui/toast";
import { ConfirmDialog } from "../shared/ui/ConfirmDialog";
import { DetailRow } from "../shared/ui/DetailRow";
import { billingApi, refreshBilling } from "../shared/queries/billing";
import { useBillingScreen } from "./links";
import { useBackFromPageCache } from "./use-back-from-page-cache";
import { intervalLabels, planLabels } from "../../i18n/labels/billing";
import { PastDueNotice } from "./PastDueNotice";
import { methodText } from "./payment-method";
import { RefundFirstPayment } from "./RefundFirstPayment";

const statusDot = { active: "bg-accent", canceled: "bg-warning", expired: "bg-danger" } as const;

function statusText(sub: ActiveSubscription): string {
  if (sub.status === "expired") return m.billing_status_expired();
  if (sub.status === "canceled") return m.billing_status_canceled_until({ date: formatDate(sub.ends) });
  return sub.pastDue ? m.billing_status_past_due() : m.billing_status_active();
}

/** The date row: the next charge with its amount where the app charges itself, else the period's end. */
function dateRow(sub: ActiveSubscription): { term: string; value: string; testId: string } {
  const next = sub.status === "active" && !sub.pastDue ? sub.nextCharge : null;
  if (next) {
    const amount = formatMoney(next.amount, next.currency);
    return { term: m.billing_next_charge(), value: m.billing_next_charge_value({ amount, date: formatDate(next.at) }), testId: "subscription-next-charge" };
  }
  if (sub.status === "expired") return { term: m.billing_ended_on(), value: formatDate(sub.ends), testId: "subscription-date" };
  // While a failed renewal is tried again the plan lasts until the grace period's end.
  const ends = sub.pastDue?.graceEnds ?? sub.ends;
  const renews = sub.status === "active" && !sub.pastDue;
  return { term: renews ? m.billing_renews_on() : m.billing_valid_until(), value: formatDate(ends), testId: "subscription-date" };
}

/** A plan change that applies at renewal: "From December 28, 2026: Pro, 799 ₽ a month". */
function scheduledChange(sub: ActiveSubscription): string | null {
  const next = sub.nextCharge;
  if (!next || (next.plan === sub.plan && next.interval === sub.interval)) return null;
  const amount = formatMoney(next.amount, next.currency);
  const price = next.interval === "year" ? m.billing_price_year({ amount }) : m.billing_price_month({ amount });
  return m.billing_plan_change_value({ date: formatDate(next.at), plan: planLabels[next.plan](), price });
}

/**
 * The member's subscription: plan, status, dates (where the app charges itself, the next charge
 * and a plan change due then), payment method, what is left this month, a failed renewal, and
 * cancel (confirmed), renew, update payment method and the first payment's refund. Every failure
 * says the same thing, except a refund refused (the server says why).
 */
export default function SubscriptionPanel({
  userId,
  subscription: sub,
  variant = "card",
}: {
  userId: string;
  subscription: ActiveSubscription;
  variant?: "card" | "inline";
}) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const Heading = variant === "card" ? "h2" : "h3";
  const canceled = sub.status === "canceled";
  const from = useBillingScreen();
  const failed = () => notify.error(m.billing_error());

  /** The server answers the new subscription (null: FREE): shown and stored at once, the rest refreshed. */
  const settle = (next: ActiveSubscription | null) => refreshBilling(queryClient, userId, next);

  const cancel = useMutation({
    mutationFn: billingApi.cancel,
    onSuccess: async (next) => {
      await settle(next);
      notify.success(m.billing_canceled_toast({ date: formatDate(next?.ends ?? sub.ends) }));
    },
    onError: failed,
  });
  const renew = useMutation({
    mutationFn: billingApi.renew,
    onSuccess: async (next) => {
      await settle(next);
      notify.success(m.billing_renewed_toast({ date: formatDate(next?.ends ?? sub.ends) }));
    },
    onError: failed,
  });
  // Success means the page is leaving for the provider's card page: the button stays busy
  // until then, or until the browser brings the page back from its cache.
  const updateCard = useMutation({
    mutationFn: () => billingApi.paymentMethod(from),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: failed,
  });
  useBackFromPageCache(updateCard.reset);
  const busy = renew.isPending ? "renew" : updateCard.isPending || updateCard.isSuccess ? "card" : null;
  const date = dateRow(sub);
  const change = scheduledChange(sub);
  const live = sub.status !== "expired";

  const updateCardButton = (
    <button
      type="button"
      className={buttonClass(sub.pastDue ? "primary" : "secondary", "sm")}
      onClick={() => updateCard.mutate()}
      disabled={busy !== null}
      aria-busy={busy === "card"}
    >
      {busy === "card" ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <CreditCard aria-hidden="true" className="size-4" />
      )}
      {m.billing_update_card()}
    </button>
  );

  return (
    <section
      aria-labelledby={titleId}
      data-testid="subscription-details"
      className={cn(
        "grid content-start gap-3",
        variant === "card" ? "rounded-2xl border border-border bg-surface p-5" : "border-t border-border pt-3",
      )}
    >
      <Heading id={titleId} className={variant === "card" ? "text-lg font-semibold" : "text-base font-semibold"}>
        {variant === "card" ? m.billing_details_title() : m.account_subscription()}
      </Heading>
      <dl className={cn(variant === "card" && "sm:grid sm:grid-cols-2 sm:gap-x-8")}>
        <DetailRow term={m.billing_details_plan()} testId="subscription-plan">
          {planLabels[sub.plan]()}
        </DetailRow>
        <DetailRow term={m.billing_details_status()} testId="subscription-status">
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn(
                "size-2 shrink-0 rounded-full",
                statusDot[(canceled || sub.pastDue) && sub.status !== "expired" ? "canceled" : sub.status],
              )}
            />
            {statusText(sub)}
          </span>
        </DetailRow>
        <DetailRow term={m.billing_details_billing()}>{intervalLabels[sub.interval]()}</DetailRow>
        <DetailRow term={date.term} testId={date.testId}>
          {date.value}
        </DetailRow>
        {change && (
          <DetailRow term={m.billing_plan_change()} testId="subscription-plan-change">
            {change}
          </DetailRow>
        )}
        <DetailRow term={m.billing_payment_method()} testId="subscription-card">
          {methodText(sub.method, sub.lastFourNumbers)}
        </DetailRow>
        {sub.plan === "PRO" && (
          <>
            <DetailRow term={m.billing_transformations_left()} testId="subscription-transformations">
              {m.billing_left_of({ left: formatNumber(sub.predicatesLeft), total: formatNumber(allowances.PRO.transformations) })}
            </DetailRow>
            <DetailRow term={m.billing_messages_left()} testId="subscription-messages">
              {m.billing_left_of({ left: formatNumber(sub.chatMessagesLeft), total: formatNumber(allowances.PRO.chatMessages) })}
            </DetailRow>
          </>
        )}
      </dl>
      {live && sub.pastDue && (
        <PastDueNotice pastDue={sub.pastDue} plan={planLabels[sub.plan]()}>
          {updateCardButton}
        </PastDueNotice>
      )}
      {live && (
        <div className="flex flex-wrap gap-2">
          {canceled ? (
            <button
              type="button"
              className={buttonClass("primary", "sm")}
              onClick={() => renew.mutate()}
              disabled={busy !== null}
              aria-busy={busy === "renew"}
            >
              {busy === "renew" ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <RotateCcw aria-hidden="true" className="size-4" />
              )}
              {m.billing_renew()}
            </button>
          ) : (
            <ConfirmDialog
              trigger={m.billing_cancel()}
              triggerClassName={buttonClass("secondary", "sm")}
              title={m.billing_cancel_title()}
              text={m.billing_cancel_text({ plan: planLabels[sub.plan](), date: formatDate(sub.ends) })}
              cancelLabel={m.billing_cancel_keep()}
              confirmLabel={m.billing_cancel()}
              pending={cancel.isPending}
              onConfirm={(close) => cancel.mutate(undefined, { onSuccess: close })}
              disabled={busy !== null}
            />
          )}
          {!sub.pastDue && updateCardButton}
        </div>
      )}
      {live && sub.refundableUntil && (
        <RefundFirstPayment
          sub={{ ...sub, refundableUntil: sub.refundableUntil }}
          disabled={busy !== null}
          settle={settle}
          reread={() => refreshBilling(queryClient, userId)}
        />
      )}
    </section>
  );
}
