import { useQuery } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { X } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { useMemo } from "react";
import type { DishSummaryJson } from "../../core/api/dishes";
import { meals, type Meal } from "../../core/nutrition/dish";
import { mealLabels } from "../../i18n/labels/plans";
import * as m from "../../i18n/paraglide/messages.js";
import { SearchField } from "../shared/forms/SearchField";
import type { ScreenSearch } from "../shared/navigation/screen-props";
import { formatNumber } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import { buttonClass } from "../shared/ui/button-styles";
import { chipClass } from "../shared/ui/chip-styles";
import { QueryState } from "../shared/ui/QueryState";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { dishListQuery } from "./api";
import { DishCard } from "./DishCard";
import { applyFilters, kcalLimits, noFilters, readFilters, timeLimits, writeFilters, type DishFilters } from "./filters";
import { createDishSearch } from "./search";

type Raw = Record<string, string | undefined>;

/** The search of /dishes: the filters (filters.ts). */
type DishesSearch = ScreenSearch<"q" | "meal" | "veg" | "protein" | "time" | "kcal">;

/**
 * The dishes library (Standard and Pro; the screen table locks it for Free): search in both
 * languages and filters, state in the address.
 */
export default function DishesPage({ search }: { search: DishesSearch }) {
  const list = useQuery(dishListQuery);
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader
        title={m.dishes_title()}
        lead={m.dishes_lead({ count: list.data ? formatNumber(list.data.dishes.length) : "100+" })}
      />
      <QueryState
        query={list}
        loadingLabel={m.dishes_title()}
        failedText={m.dishes_load_failed()}
        retryLabel={m.dishes_retry()}
        skeletonClassName="h-96 rounded-2xl"
      >
        {(data) => <DishBrowser dishes={data.dishes} address={search} />}
      </QueryState>
    </section>
  );
}

function DishBrowser({ dishes, address }: { dishes: DishSummaryJson[]; address: DishesSearch }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(address);
  const search = useMemo(() => createDishSearch(dishes), [dishes]);
  const ranked = useMemo(() => search(filters.q), [search, filters.q]);
  const shown = applyFilters(dishes, ranked, filters);
  // From the address as it is now, so two quick changes (a meal, then a diet) both stay.
  const update = (patch: Partial<DishFilters>) =>
    void navigate({
      to: pathname,
      search: (prev: Raw) => writeFilters({ ...readFilters(prev), ...patch }),
      replace: true,
      resetScroll: false,
    });
  const anyFilter = JSON.stringify(filters) !== JSON.stringify(noFilters);
  const diet = [...(filters.vegetarian ? ["veg"] : []), ...(filters.highProtein ? ["protein"] : [])];

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 rounded-2xl border border-border bg-surface p-4">
        <SearchField
          id="dish-search"
          label={m.dishes_search()}
          value={filters.q}
          onChange={(q) => update({ q })}
          placeholder={m.dishes_search_placeholder()}
        />
        <FilterRow label={m.dishes_meal()}>
          <ToggleGroup.Root
            type="single"
            value={filters.meal ?? "any"}
            onValueChange={(v) => v && update({ meal: v === "any" ? null : (v as Meal) })}
            aria-label={m.dishes_meal()}
            className="flex flex-wrap gap-2"
          >
            <ToggleGroup.Item value="any" className={chipClass}>
              {m.dishes_any()}
            </ToggleGroup.Item>
            {meals.map((meal) => (
              <ToggleGroup.Item key={meal} value={meal} className={chipClass} data-testid={`meal-${meal}`}>
                {mealLabels[meal]()}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        </FilterRow>
        <div className="grid gap-4 md:grid-cols-3">
          <FilterRow label={m.dishes_diet()}>
            <ToggleGroup.Root
              type="multiple"
              value={diet}
              onValueChange={(v) => update({ vegetarian: v.includes("veg"), highProtein: v.includes("protein") })}
              aria-label={m.dishes_diet()}
              className="flex flex-wrap gap-2"
            >
              <ToggleGroup.Item value="veg" className={chipClass} data-testid="filter-vegetarian">
                {m.dishes_vegetarian()}
              </ToggleGroup.Item>
              <ToggleGroup.Item value="protein" className={chipClass} data-testid="filter-protein">
                {m.dishes_high_protein()}
              </ToggleGroup.Item>
            </ToggleGroup.Root>
          </FilterRow>
          <LimitRow
            label={m.dishes_time()}
            value={filters.maxMinutes}
            limits={timeLimits}
            text={(minutes) => m.dishes_time_max({ minutes: String(minutes) })}
            onChange={(maxMinutes) => update({ maxMinutes })}
            testId="filter-time"
          />
          <LimitRow
            label={m.dishes_kcal()}
            value={filters.maxKcal}
            limits={kcalLimits}
            text={(kcal) => m.dishes_kcal_max({ kcal: formatNumber(kcal) })}
            onChange={(maxKcal) => update({ maxKcal })}
            testId="filter-kcal"
          />
        </div>
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-muted" aria-live="polite" data-testid="dish-count">
            {m.dishes_found({ count: formatNumber(shown.length) })}
          </p>
          {anyFilter ? (
            <button type="button" onClick={() => update(noFilters)} className={buttonClass("ghost", "sm")}>
              <X size={16} aria-hidden="true" />
              {m.dishes_clear()}
            </button>
          ) : null}
        </div>
      </div>

      {shown.length ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="dish-list">
          {shown.map((d) => (
            <DishCard key={d.slug} dish={d} locale={locale} />
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted" data-testid="dish-empty">
          {m.dishes_none()}
        </p>
      )}
    </div>
  );
}

function LimitRow(props: {
  label: string;
  value: number | null;
  limits: readonly number[];
  text: (limit: number) => string;
  onChange: (limit: number | null) => void;
  testId: string;
}) {
  return (
    <FilterRow label={props.label}>
      <ToggleGroup.Root
        type="single"
        value={props.value === null ? "any" : String(props.value)}
        onValueChange={(v) => v && props.onChange(v === "any" ? null : Number(v))}
        aria-label={props.label}
        className="flex flex-wrap gap-2"
        data-testid={props.testId}
      >
        <ToggleGroup.Item value="any" className={chipClass}>
          {m.dishes_any()}
        </ToggleGroup.Item>
        {props.limits.map((limit) => (
          <ToggleGroup.Item key={limit} value={String(limit)} className={chipClass}>
            {props.text(limit)}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </FilterRow>
  );
}

function FilterRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <span className="text-sm font-medium" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
