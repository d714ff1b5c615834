import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LoaderCircle } from "lucide-react";
import { useDeferredValue, useState } from "react";
import type { Interval, PaidPlan } from "../../core/billing/catalog";
import type { Plan } from "../../core/plans";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import * as m from "../../i18n/paraglide/messages.js";
import { idAndPlan, useSessionPick } from "../shared/session/use-session-pick";
import { buttonClass } from "../shared/ui/button-styles";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { subscriptionQuery } from "../shared/queries/billing";
import { IntervalToggle } from "./IntervalToggle";
import { useSignInFirst, type BillingSearch } from "./links";
import { useBillingCurrency } from "../shared/billing/money";
import { PlanCard } from "./PlanCard";
import { SecureNote } from "../shared/billing/SecureNote";
import { WhenNear } from "../shared/ui/WhenNear";
import PaymentsList from "./PaymentsList";
import SubscriptionPanel from "./SubscriptionPanel";
import { useChoosePlan } from "./use-choose-plan";
import { useContinueChoice } from "./use-continue-choice";
import { useProviderReturn } from "./use-provider-return";

function Progress({ children }: { children: string }) {
  return (
    <p
      role="status"
      data-testid="billing-progress"
      className="flex items-center gap-3 rounded-xl border border-accent/50 bg-accent/10 p-4 font-medium"
    >
      <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-accent" />
      {children}
    </p>
  );
}

/** The label of a paid plan's button for a member, from what they have now. */
function actionLabel(plan: PaidPlan, interval: Interval, current: { plan: Plan; interval: Interval | null } | null): string {
  if (!current || current.plan === "FREE") return m.billing_subscribe();
  if (current.plan !== plan) return m.billing_switch();
  if (current.interval === interval) return m.billing_subscribed();
  return interval === "year" ? m.billing_switch_year() : m.billing_switch_month();
}

/**
 * /billing and /mbilling, open to everyone: the three plans on monthly or annual billing,
 * priced in the visitor's currency, the member's current plan and subscription, and the way to
 * buy: visitors sign in first and come back to the plan they chose.
 */
export default function BillingPage({ search }: { search: BillingSearch }) {
  useLocale();
  const href = useScreenHref();
  const signInFirst = useSignInFirst();
  // Its id and plan only: the page does not render again when the session's re-read brings the names.
  const user = useSessionPick(idAndPlan);
  const userId = user?.id ?? null;
  const subscriptionQ = useQuery({ ...subscriptionQuery(userId ?? "-"), enabled: userId !== null });
  const subscription = userId ? subscriptionQ.data : undefined;

  const { choose, pending, continuing } = useChoosePlan(userId, subscription);
  const { requestedInterval } = useContinueChoice(search, {
    signedIn: userId !== null,
    subscription,
    subscriptionSettled: subscriptionQ.isSuccess || subscriptionQ.isError,
    choose,
  });
  const { activating } = useProviderReturn(search, user);
  const [picked, setPicked] = useState<Interval | null>(requestedInterval);
  const interval: Interval = picked ?? subscription?.interval ?? "month";
  // A subscriber's plans in the subscription's currency, which a plan change is charged in.
  const currency = useBillingCurrency();

  // The plan shown: the subscription's answer, else the session's plan while it loads.
  const current = user
    ? { plan: subscription === undefined ? user.plan : (subscription?.plan ?? "FREE"), interval: subscription?.interval ?? null }
    : null;
  const busy = pending !== null || continuing;

  const paidAction = (plan: PaidPlan) => {
    const theirs = current?.plan === plan && current.interval === interval;
    const className = buttonClass(plan === "PRO" && !theirs ? "primary" : "secondary", "md", "w-full");
    if (user === null) {
      return (
        <Link {...signInFirst(plan, interval)} className={className}>
          {m.billing_subscribe()}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={className}
        onClick={() => void choose(plan, interval)}
        disabled={busy || user === undefined}
        aria-busy={pending === plan}
      >
        {pending === plan && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {actionLabel(plan, interval, current)}
      </button>
    );
  };

  const page = (
    <section className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.billing_title()} lead={user ? m.billing_lead_member() : m.billing_lead()} />
      {continuing && <Progress>{m.billing_redirecting()}</Progress>}
      {activating && !subscription && <Progress>{m.billing_activating()}</Progress>}
      {userId && subscription && <SubscriptionPanel userId={userId} subscription={subscription} />}
      {/* The charges the app runs itself, with their receipts (Stripe mails its own). */}
      {userId && subscription?.provider === "yookassa" && <PaymentsList userId={userId} />}
      <IntervalToggle value={interval} onChange={setPicked} disabled={busy} />
      <div className="grid gap-6 pt-2 lg:grid-cols-3 lg:items-start">
        <PlanCard plan="FREE" interval={interval} currency={currency} current={current?.plan === "FREE"}>
          {user === null && (
            <Link to={href("/signup")} className={buttonClass("secondary", "md", "w-full")}>
              {m.billing_start_free()}
            </Link>
          )}
        </PlanCard>
        <PlanCard plan="BASIC" interval={interval} currency={currency} current={current?.plan === "BASIC"}>
          {paidAction("BASIC")}
        </PlanCard>
        <PlanCard plan="PRO" interval={interval} currency={currency} current={current?.plan === "PRO"} popular>
          {paidAction("PRO")}
        </PlanCard>
      </div>
      <SecureNote testMode={subscription?.provider === "sandbox"} className="justify-self-center" />
      {/* The consent to automatic charges that recurring payments need, said before paying. */}
      <p className="max-w-2xl justify-self-center text-sm text-muted sm:text-center" data-testid="autorenew-note">
        {m.billing_autorenew_note()} {currency === "RUB" && m.billing_autorenew_note_rub()}
      </p>
      {/* Without a subscription, earlier payments (a refunded one, say) show at the foot once near. */}
      {userId && subscription === null && (
        <WhenNear placeholder={null}>
          <PaymentsList userId={userId} onlyIfAny />
        </WhenNear>
      )}
    </section>
  );
  // The subscription arrives through the query cache, whose updates React renders at once, in one
  // task: here the page first gives back what it showed (the same elements, so React skips them),
  // and renders the new page in work that yields to input.
  return useDeferredValue(page);
}
