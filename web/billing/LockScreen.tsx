import { Link } from "@tanstack/react-router";
import { Check, Lock } from "lucide-react";
import { allowances, priceFor } from "../../core/billing/catalog";
import { formatNumber } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";
import { formatMoney, visitorCurrency } from "./money";
import { SecureNote } from "./SecureNote";

/** What the lock says for the plan that opens the feature. */
const plans = {
  PRO: {
    badge: m.lock_badge,
    includes: m.lock_includes,
    items: () => [
      m.lock_include_chat({ count: formatNumber(allowances.PRO.chatMessages) }),
      m.lock_include_transform({ count: formatNumber(allowances.PRO.transformations) }),
      m.lock_include_micro(),
      m.lock_include_nutrition(),
      m.lock_include_workout(),
    ],
    upgrade: m.lock_upgrade,
  },
  BASIC: {
    badge: m.dishes_lock_badge,
    includes: m.dishes_lock_includes,
    items: () => [m.dishes_lock_include_dishes(), m.dishes_lock_include_workout(), m.dishes_lock_include_progress()],
    upgrade: m.dishes_lock_upgrade,
  },
};

/**
 * A feature shown to a member without it: what it is, what the plan that opens it brings (Pro,
 * or Standard for the dishes library), and the way to upgrade, straight to that plan's checkout.
 */
export function LockScreen({ title, pitch, plan = "PRO" }: { title: () => string; pitch: () => string; plan?: "PRO" | "BASIC" }) {
  const href = useScreenHref();
  const currency = visitorCurrency();
  const text = plans[plan];
  return (
    <section className="mx-auto grid w-full max-w-2xl px-4 py-8 sm:py-12" data-testid="lock-screen">
      <div className="grid justify-items-center gap-5 rounded-2xl border border-border bg-surface px-5 py-10 text-center sm:px-10">
        <span className="grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent">
          <Lock aria-hidden="true" className="size-7" />
        </span>
        <div className="grid gap-2">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{text.badge()}</p>
          <h1 className="text-3xl font-bold tracking-tight">{title()}</h1>
          <p className="max-w-md text-muted">{pitch()}</p>
        </div>
        <div className="grid w-full max-w-md gap-3 rounded-xl border border-border bg-surface-2/60 p-5 text-left">
          <h2 className="font-semibold">{text.includes()}</h2>
          <ul className="grid gap-2 text-sm">
            {text.items().map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid justify-items-center gap-2">
          <Link to={href("/billing")} search={{ plan, interval: "month" }} className={buttonClass("primary", "lg")}>
            {text.upgrade()}
          </Link>
          <p className="text-sm text-muted">
            {m.lock_price({ price: formatMoney(priceFor(plan, "month", currency), currency) })}
          </p>
        </div>
        <SecureNote className="max-w-md text-left" />
      </div>
    </section>
  );
}
