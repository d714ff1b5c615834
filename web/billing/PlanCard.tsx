import { Check, X } from "lucide-react";
import { memo, type ReactNode } from "react";
import { features, monthlyEquivalent, planFeatures, priceFor, type Currency, type Interval } from "../../core/billing/catalog";
import type { Plan } from "../../core/plans";
import * as m from "../../i18n/paraglide/messages.js";
import { cn } from "../shared/ui/cn";
import { featureLabels, planLabels } from "../../i18n/labels/billing";
import { formatMoney } from "../shared/billing/money";
import { getLocale } from "../../i18n/paraglide/runtime.js";

const taglines: Record<Plan, () => string> = {
  FREE: m.billing_tagline_free,
  BASIC: m.billing_tagline_basic,
  PRO: m.billing_tagline_pro,
};

function Price({ plan, interval, currency }: { plan: Plan; interval: Interval; currency: Currency }) {
  const amount = plan === "FREE" ? 0 : monthlyEquivalent(plan, interval, currency);
  const note =
    plan === "FREE"
      ? m.billing_free_forever()
      : interval === "month"
        ? m.billing_billed_monthly()
        : m.billing_billed_yearly({ total: formatMoney(priceFor(plan, "year", currency), currency) });
  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-bold tracking-tight tabular-nums" data-testid="plan-price">
          {formatMoney(amount, currency)}
        </span>
        <span className="text-muted">{m.billing_per_month()}</span>
      </p>
      <p className="text-sm text-muted">{note}</p>
    </div>
  );
}

/**
 * One plan: name, price in the visitor's currency, its action, and the twelve features, each
 * marked included or not in words too (the icons alone are not announced).
 */
export function PlanCard(props: {
  plan: Plan;
  interval: Interval;
  currency: Currency;
  current: boolean;
  popular?: boolean;
  children?: ReactNode;
}) {
  const { plan, popular = false } = props;
  const titleId = `plan-${plan.toLowerCase()}-title`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`plan-${plan}`}
      className={cn(
        "relative flex flex-col gap-5 rounded-2xl border bg-surface p-6",
        popular ? "border-2 border-accent shadow-panel" : "border-border",
      )}
    >
      {popular && (
        <p className="absolute -top-3.5 left-6 rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-accent-fg uppercase">
          {m.billing_most_popular()}
        </p>
      )}
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={titleId} className="text-xl font-semibold">
            {planLabels[plan]()}
          </h2>
          {props.current && (
            <p className="rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent" data-testid="current-plan">
              {m.billing_current_plan()}
            </p>
          )}
        </div>
        <p className="text-sm text-muted">{taglines[plan]()}</p>
      </div>
      <Price plan={plan} interval={props.interval} currency={props.currency} />
      {props.children && <div className="grid">{props.children}</div>}
      <FeatureList plan={plan} locale={getLocale()} />
    </section>
  );
}

/**
 * The plan's twelve features. Its own memoised part: the page renders again as the member's
 * subscription and session arrive, and the three lists are most of its elements, which need
 * only the plan and the language.
 */
const FeatureList = memo(function FeatureList({
  plan,
}: {
  plan: Plan;
  /** Read by the messages, not here: a prop so that a switch of language renders the list again. */
  locale: string;
}) {
  const included = new Set(planFeatures[plan]);
  return (
    <div className="grid gap-2 border-t border-border pt-4">
      <h3 className="text-sm font-semibold">{m.billing_features()}</h3>
      <ul className="grid gap-2 text-sm">
        {features.map((feature) => {
          const yes = included.has(feature);
          const Icon = yes ? Check : X;
          return (
            <li key={feature} className={cn("flex items-start gap-2", yes ? "text-text" : "text-muted")} data-included={yes}>
              <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", yes ? "text-accent" : "text-muted/70")} />
              <span>
                <span className="sr-only">{yes ? m.billing_included() : m.billing_not_included()}: </span>
                {featureLabels[feature]()}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
