import { useQuery } from "@tanstack/react-query";
import { Clock, Leaf } from "lucide-react";
import type { DishDetailJson, DishMicronutrientJson } from "../../core/api/dishes";
import type { Locale } from "../../core/locale";
import { unitLabel } from "../../i18n/labels/micronutrients";
import { mealLabels } from "../../i18n/labels/plans";
import * as m from "../../i18n/paraglide/messages.js";
import { useDocumentTitleOverride } from "../shared/navigation/use-document-title";
import { ApiFailure } from "../shared/api/client";
import { formatAmount, formatNumber, formatPercent } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import type { SlugProps } from "../shared/navigation/screen-props";
import { BackLink, MissingPage } from "../shared/reading/BackLink";
import { QueryState } from "../shared/ui/QueryState";
import { dishQuery } from "./api";
import { AddToDiary } from "./AddToDiary";
import { UseInPlan, UseInPlanPitch } from "./UseInPlan";
import { useDishesAccess } from "./use-dishes-access";

/**
 * One dish of the library (Standard and Pro; the screen table locks it for Free): the portion's
 * ingredients in grams, macros, vitamins and minerals, the method.
 */
export default function DishPage({ slug }: SlugProps) {
  const access = useDishesAccess();
  if (!access.user) return null;
  return <DishDetails slug={slug} userId={access.user.id} canUse={access.plan} />;
}

function DishDetails({ slug, userId, canUse }: { slug: string; userId: string; canUse: boolean }) {
  const locale = useLocale();
  const href = useScreenHref();
  const dish = useQuery(dishQuery(slug));
  useDocumentTitleOverride(dish.data?.name[locale]);
  const back = href("/dishes");
  if (dish.error instanceof ApiFailure && dish.error.status === 404) {
    return <MissingPage message={m.dishes_missing()} to={back} label={m.dishes_back()} />;
  }
  return (
    <article className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:py-10" data-testid="dish-page">
      <BackLink to={back} label={m.dishes_back()} />
      <QueryState
        query={dish}
        loadingLabel={m.dishes_title()}
        failedText={m.dishes_load_failed()}
        retryLabel={m.dishes_retry()}
        skeletonClassName="h-[40rem] rounded-2xl"
      >
        {(d) => (
          <div className="grid gap-6">
            <DishHeader dish={d} locale={locale} />
            <AddToDiary userId={userId} dish={d} className="w-full justify-self-start sm:w-auto" />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <div className="grid content-start gap-6">
                <Macros dish={d} />
                <Ingredients dish={d} locale={locale} />
                {canUse ? <UseInPlan userId={userId} dish={d.slug} meals={d.meals} /> : <UseInPlanPitch />}
              </div>
              <div className="grid content-start gap-6">
                <Steps dish={d} locale={locale} />
                <Micronutrients dish={d} locale={locale} />
              </div>
            </div>
          </div>
        )}
      </QueryState>
    </article>
  );
}

function DishHeader({ dish: d, locale }: { dish: DishDetailJson; locale: Locale }) {
  return (
    <header className="grid gap-3">
      <p className="text-sm font-medium text-muted">{d.meals.map((meal) => mealLabels[meal]()).join(" · ")}</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{d.name[locale]}</h1>
      <p className="max-w-3xl text-lg text-muted">{d.description[locale]}</p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-muted" />
          {m.nutrition_minutes({ minutes: String(d.minutes) })}
        </span>
        {d.vegetarian && (
          <span className="inline-flex items-center gap-1.5 text-accent">
            <Leaf aria-hidden="true" className="size-4" />
            {m.dishes_vegetarian()}
          </span>
        )}
      </p>
    </header>
  );
}

const box = "grid content-start gap-3 rounded-2xl border border-border bg-surface p-4";

function Macros({ dish: d }: { dish: DishDetailJson }) {
  const n = d.nutrients;
  const rows = [
    [m.dishes_protein(), n.protein],
    [m.dishes_fat(), n.fat],
    [m.dishes_carbs(), n.carbs],
    [m.dishes_fibre(), n.fiber],
  ] as const;
  return (
    <section className={box} aria-labelledby="dish-portion" data-testid="dish-macros">
      <h2 id="dish-portion" className="text-lg font-semibold">
        {m.dishes_portion()}
      </h2>
      <p className="text-3xl font-bold tabular-nums">{m.dishes_kcal_value({ kcal: formatNumber(n.kcal) })}</p>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
        {rows.map(([label, grams]) => (
          <div key={label} className="rounded-xl bg-surface-2 p-3">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{m.dishes_grams({ grams: formatNumber(grams, 1) })}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Ingredients({ dish: d, locale }: { dish: DishDetailJson; locale: Locale }) {
  return (
    <section className={box} aria-labelledby="dish-ingredients">
      <h2 id="dish-ingredients" className="text-lg font-semibold">
        {m.dishes_ingredients()}
      </h2>
      <ul className="grid gap-1.5" data-testid="dish-ingredients">
        {d.ingredients.map((i) => (
          <li key={i.food} className="flex items-baseline justify-between gap-3 border-b border-border/60 pb-1.5 last:border-0">
            <span>{i.name[locale]}</span>
            <span className="shrink-0 font-semibold tabular-nums">{m.dishes_grams({ grams: formatNumber(i.grams) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Steps({ dish: d, locale }: { dish: DishDetailJson; locale: Locale }) {
  return (
    <section className={box} aria-labelledby="dish-steps">
      <h2 id="dish-steps" className="text-lg font-semibold">
        {m.dishes_steps()}
      </h2>
      <ol className="grid list-decimal gap-2 pl-5" data-testid="dish-steps">
        {d.steps[locale].map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </section>
  );
}

function Micronutrients({ dish: d, locale }: { dish: DishDetailJson; locale: Locale }) {
  const groups = [
    ["vitamin", m.dishes_vitamins()],
    ["mineral", m.dishes_minerals()],
  ] as const;
  return (
    <section className={box} aria-labelledby="dish-micro" data-testid="dish-micronutrients">
      <h2 id="dish-micro" className="sr-only">
        {m.dishes_vitamins()}, {m.dishes_minerals().toLowerCase()}
      </h2>
      <div className="grid gap-6 sm:grid-cols-2">
        {groups.map(([kind, title]) => (
          <div key={kind} className="grid content-start gap-2">
            <h3 className="font-semibold">{title}</h3>
            <ul className="grid gap-1.5 text-sm">
              {d.micronutrients
                .filter((n) => n.kind === kind)
                .map((n) => (
                  <NutrientRow key={n.slug} nutrient={n} locale={locale} />
                ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="text-xs text-muted">{m.dishes_micro_note()}</p>
    </section>
  );
}

function NutrientRow({ nutrient: n, locale }: { nutrient: DishMicronutrientJson; locale: Locale }) {
  const width = Math.min(100, n.percent ?? 0);
  return (
    <li className="grid gap-1">
      <span className="flex items-baseline justify-between gap-2">
        <span>{n.name[locale]}</span>
        <span className="shrink-0 tabular-nums text-muted">
          {n.amount === null ? (
            m.dishes_no_data()
          ) : (
            <>
              {formatAmount(n.amount, unitLabel(n.unit, locale), n.amount < 10 ? 2 : 0)}
              {n.percent !== null && <span className="ml-2 font-semibold text-text">{formatPercent(n.percent, 0)}</span>}
            </>
          )}
        </span>
      </span>
      <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-2">
        <span className="block h-full rounded-full bg-accent" style={{ width: `${width}%` }} />
      </span>
    </li>
  );
}
