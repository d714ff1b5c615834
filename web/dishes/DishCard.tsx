import { Link } from "@tanstack/react-router";
import { Clock, Leaf } from "lucide-react";
import type { DishSummaryJson } from "../../core/api/dishes";
import type { Locale } from "../../core/locale";
import { mealLabels } from "../../i18n/labels/plans";
import * as m from "../../i18n/paraglide/messages.js";
import { formatNumber } from "../shared/i18n/format";
import { useScreenHref } from "../shared/navigation/paths";

export function DishCard({ dish: d, locale }: { dish: DishSummaryJson; locale: Locale }) {
  const href = useScreenHref();
  const n = d.nutrients;
  return (
    <li>
      <Link
        to={href("/dishes/$slug")}
        params={{ slug: d.slug }}
        className="grid h-full gap-2 rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-accent focus-visible:border-accent"
        data-testid="dish-card"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="font-semibold leading-snug">{d.name[locale]}</span>
          {d.vegetarian && (
            <span className="shrink-0 text-accent" title={m.dishes_vegetarian()}>
              <Leaf aria-hidden="true" className="size-4" />
              <span className="sr-only">{m.dishes_vegetarian()}</span>
            </span>
          )}
        </span>
        <span className="line-clamp-2 text-sm text-muted">{d.description[locale]}</span>
        <span className="mt-auto grid gap-1 text-xs text-muted">
          <span>{d.meals.map((meal) => mealLabels[meal]()).join(" · ")}</span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 tabular-nums">
            <span className="font-semibold text-text">{m.dishes_kcal_value({ kcal: formatNumber(n.kcal) })}</span>
            <span>
              {m.dishes_macros_short({
                protein: formatNumber(n.protein),
                fat: formatNumber(n.fat),
                carbs: formatNumber(n.carbs),
              })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {m.nutrition_minutes({ minutes: String(d.minutes) })}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
