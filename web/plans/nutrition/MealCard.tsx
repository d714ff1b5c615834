import { dishes } from "../../../content/dishes/dishes";
import { foodTable } from "../../../content/foods/food-table";
import type { MealPortion } from "../../../core/nutrition/nutrition-plan";
import { formatList, formatNumber } from "../../shared/i18n/format";
import { useLocale } from "../../shared/i18n/locale";
import * as m from "../../../i18n/paraglide/messages.js";
import { mealLabels } from "../../../i18n/labels/plans";

const dishBySlug = new Map(dishes.map((d) => [d.slug, d]));

/** A meal of the example day: the dish, its scaled portion's ingredients, nutrients and method. */
export function MealCard({ portion, swap }: { portion: MealPortion; swap?: React.ReactNode }) {
  const locale = useLocale();
  const dish = dishBySlug.get(portion.dish);
  return (
    <article
      className="grid content-start gap-2 rounded-2xl border border-border bg-surface p-4"
      data-testid={`meal-${portion.meal}`}
      aria-label={mealLabels[portion.meal]()}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid">
          <span className="text-xs font-semibold tracking-wide text-accent uppercase">{mealLabels[portion.meal]()}</span>
          {/* A simple-style meal has no dish: its foods are its name. */}
          <h3 className="font-semibold leading-snug">
            {dish?.name[locale] ??
              formatList(portion.ingredients.slice(0, 3).map((i) => foodTable.get(i.food)?.name[locale] ?? i.food))}
          </h3>
        </div>
        {swap}
      </header>
      <p className="text-sm tabular-nums">
        {m.nutrition_kcal({ kcal: formatNumber(portion.kcal) })} · {m.calc_protein()}{" "}
        {m.nutrition_grams({ grams: formatNumber(portion.protein) })} · {m.calc_fat()}{" "}
        {m.nutrition_grams({ grams: formatNumber(portion.fat) })} · {m.calc_carbs()}{" "}
        {m.nutrition_grams({ grams: formatNumber(portion.carbs) })}
        {dish && portion.scale !== 1 && (
          <span className="text-muted"> · {m.nutrition_portion({ scale: formatNumber(portion.scale, 2) })}</span>
        )}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-accent">{m.nutrition_ingredients()}</summary>
        <ul className="mt-2 grid gap-0.5">
          {portion.ingredients.map((i) => (
            <li key={i.food} className="flex justify-between gap-3">
              <span>
                {foodTable.get(i.food)?.name[locale] ?? i.food}{" "}
                <span className="text-muted">({foodTable.get(i.food)?.state[locale]})</span>
              </span>
              <span className="tabular-nums text-muted">{m.nutrition_grams({ grams: formatNumber(i.grams) })}</span>
            </li>
          ))}
        </ul>
        {dish && (
          <>
            <p className="mt-3 font-medium">{m.nutrition_method()}</p>
            <ol className="mt-1 list-decimal gap-1 pl-5">
              {dish.steps[locale].map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </>
        )}
      </details>
    </article>
  );
}
