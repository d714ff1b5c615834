import { Link } from "@tanstack/react-router";
import { Check, Lock as LockIcon } from "lucide-react";
import { allowances, priceFor, type PaidPlan } from "../../../core/billing/catalog";
import { entitlements, type Entitlement } from "../../../core/billing/entitlements";
import { formatNumber } from "../i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { useScreenHref } from "../navigation/paths";
import { buttonClass } from "../ui/button-styles";
import { formatMoney, useBillingCurrency } from "./money";
import { SecureNote } from "./SecureNote";

type Text = () => string;

/** What a paid feature's lock says about it. */
interface Pitch {
  text: Text;
  /** The lock screen's heading, where it is not the screen's title. */
  name?: Text;
  /** The heading of the lock in a panel. */
  headline?: Text;
  /** The upgrade link's text in a panel, where it is not the plan's own. */
  upgrade?: Text;
}

// Every entitlement's pitch, here rather than with the screens: the texts load with the lock,
// not with the start of every page (its budget, docs/benchmarks.md).
const pitches: Record<Entitlement, Pitch> = {
  chat: { text: m.lock_chat_text },
  transform: { text: m.lock_transform_text },
  vitamins: { text: m.lock_vitamins_text },
  minerals: { text: m.lock_minerals_text },
  dishes: { name: m.dishes_title, text: m.dishes_lock_text },
  workoutPlans: { headline: m.plan_tab_workout_locked, text: m.plan_tab_workout_locked_text, upgrade: m.account_upgrade },
  nutritionPlans: { headline: m.plan_tab_nutrition_locked, text: m.plan_tab_nutrition_locked_text, upgrade: m.plan_tab_upgrade_pro },
  support: { text: m.support_upgrade_text, upgrade: m.support_upgrade_link },
};

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
} satisfies Record<PaidPlan, unknown>;

/** The plan that opens a feature: Standard when it has it, else Pro. */
const planFor = (needs: Entitlement): PaidPlan => (entitlements[needs]("BASIC") ? "BASIC" : "PRO");

/**
 * A paid feature shown to a member whose plan lacks it (the server refuses its API too): what it
 * is and the way to the plan that opens it, straight on to that plan's checkout. A "screen" stands
 * for the whole screen (`title`, the screen's) with what the plan brings and its price; a "panel"
 * stands for a part of one, such as a plan tab.
 */
export function Lock({ needs, layout, title }: { needs: Entitlement; layout: "screen" | "panel"; title?: Text }) {
  const href = useScreenHref();
  const currency = useBillingCurrency();
  const plan = planFor(needs);
  const pitch = pitches[needs];
  const text = plans[plan];
  const icon = (
    <span className="grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent">
      <LockIcon aria-hidden="true" className="size-7" />
    </span>
  );
  const upgrade = (label: Text, size: "md" | "lg") => (
    <Link to={href("/billing")} search={{ plan, interval: "month" }} className={buttonClass("primary", size)}>
      {label()}
    </Link>
  );
  if (layout === "panel") {
    return (
      <div className="grid justify-items-center gap-4 rounded-2xl border border-border bg-surface px-6 py-12 text-center">
        {icon}
        {pitch.headline && <h2 className="text-xl font-semibold">{pitch.headline()}</h2>}
        <p className="max-w-md text-muted">{pitch.text()}</p>
        {upgrade(pitch.upgrade ?? text.upgrade, "md")}
      </div>
    );
  }
  return (
    <section className="mx-auto grid w-full max-w-2xl px-4 py-8 sm:py-12" data-testid="lock-screen">
      <div className="grid justify-items-center gap-5 rounded-2xl border border-border bg-surface px-5 py-10 text-center sm:px-10">
        {icon}
        <div className="grid gap-2">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{text.badge()}</p>
          <h1 className="text-3xl font-bold tracking-tight">{(pitch.name ?? title)?.()}</h1>
          <p className="max-w-md text-muted">{pitch.text()}</p>
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
          {upgrade(text.upgrade, "lg")}
          <p className="text-sm text-muted">
            {m.lock_price({ price: formatMoney(priceFor(plan, "month", currency), currency) })}
          </p>
        </div>
        <SecureNote className="max-w-md text-left" />
      </div>
    </section>
  );
}
