import { Link } from "@tanstack/react-router";
import { Check, Lock } from "lucide-react";
import { currencyFor, priceFor } from "../../core/billing/catalog";
import { formatMoney } from "../../core/billing/money";
import * as m from "../../i18n/paraglide/messages.js";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import { buttonClass } from "../shared/ui/button-styles";

const standardIncludes = () => [
  m.dishes_lock_include_dishes(),
  m.dishes_lock_include_workout(),
  m.dishes_lock_include_progress(),
];

/**
 * The dishes library shown to a member without it: what it is, that Standard (and Pro) open it,
 * and the way to Standard's checkout. The server answers the same rule with 403.
 */
export function DishesLock() {
  const href = useScreenHref();
  const locale = useLocale();
  const currency = currencyFor(locale);
  return (
    <section className="mx-auto grid w-full max-w-2xl px-4 py-8 sm:py-12" data-testid="lock-screen">
      <div className="grid justify-items-center gap-5 rounded-2xl border border-border bg-surface px-5 py-10 text-center sm:px-10">
        <span className="grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent">
          <Lock aria-hidden="true" className="size-7" />
        </span>
        <div className="grid gap-2">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{m.dishes_lock_badge()}</p>
          <h1 className="text-3xl font-bold tracking-tight">{m.dishes_title()}</h1>
          <p className="max-w-md text-muted">{m.dishes_lock_text()}</p>
        </div>
        <div className="grid w-full max-w-md gap-3 rounded-xl border border-border bg-surface-2/60 p-5 text-left">
          <h2 className="font-semibold">{m.dishes_lock_includes()}</h2>
          <ul className="grid gap-2 text-sm">
            {standardIncludes().map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="grid justify-items-center gap-2">
          <Link to={href("/billing")} search={{ plan: "BASIC", interval: "month" }} className={buttonClass("primary", "lg")}>
            {m.dishes_lock_upgrade()}
          </Link>
          <p className="text-sm text-muted">
            {m.lock_price({ price: formatMoney(priceFor("BASIC", "month", currency), currency, locale) })}
          </p>
        </div>
      </div>
    </section>
  );
}
