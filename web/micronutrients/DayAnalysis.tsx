import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Utensils } from "lucide-react";
import type { MicronutrientNeedsJson, SuggestionJson } from "../../core/api/micronutrients";
import { columnValues } from "../../core/diary/values";
import type { Locale } from "../../core/locale";
import type { MicronutrientKind } from "../../core/micronutrients/nutrients";
import type { LifeStage } from "../../core/safety/health-context";
import * as m from "../../i18n/paraglide/messages.js";
import { formatDate, formatNumber } from "../shared/i18n/format";
import { useScreenHref } from "../shared/navigation/paths";
import { newEntry, useDiaryChanges } from "../shared/offline/diary-log";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { QueryState } from "../shared/ui/QueryState";
import { notify } from "../shared/ui/toast";
import { analysisQuery } from "./api";
import { DaySwitcher } from "./DaySwitcher";
import { foodBySlug, foodName } from "./names";
import { NutrientBars } from "./NutrientBars";
import { Suggestions } from "./Suggestions";

/** A suggested food goes to the day's snacks: it is eaten besides the meals, whenever the member likes. */
const suggestedMeal = "snack";

/** "Sunday, November 29" / «Воскресенье, 29 ноября» (Russian writes the weekday in lower case; it opens the line here). */
function dayTitle(date: string) {
  const text = formatDate(date, { weekday: "long", day: "numeric", month: "long" });
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** The "Day" tab: the diary's day chosen (the member's today first), its bars and what to add. */
export function DayAnalysis(props: {
  kind: MicronutrientKind;
  userId: string;
  stage: LifeStage;
  needs: MicronutrientNeedsJson;
  locale: Locale;
  /** "Vitamins, % of your daily need". */
  resultsLabel: string;
  date: string;
  today: string;
  onDate: (date: string) => void;
}) {
  const { kind, userId, locale, date } = props;
  const href = useScreenHref();
  const analysis = useQuery(analysisQuery(userId, props.stage, date));
  const diary = useDiaryChanges(userId);
  // The analysis is the server's: what this device has not sent yet is counted once it arrives.
  const unsent = diary.changes.filter((c) => c.type === "entry" && c.date === date).length;
  const slugs = props.needs.needs.filter((n) => n.kind === kind).map((n) => n.slug);

  const add = (s: SuggestionJson) => {
    const food = foodBySlug.get(s.food);
    const entry = newEntry({
      date,
      meal: suggestedMeal,
      food: { kind: "db", id: s.ndb },
      grams: s.grams,
      portion: null,
      // Shown until the server answers with the database's names and values.
      shown: {
        name: { en: food?.name.en ?? s.food, ru: food?.name.ru ?? null },
        per100g: columnValues(food?.per100g),
      },
    });
    diary.record([entry]);
    const { shown: _, ...sent } = entry;
    notify.success(
      m.micro_suggest_added({ date: formatDate(date, { day: "numeric", month: "long" }), food: foodName(s.food, locale) }),
      {
        action: {
          label: m.micro_suggest_undo(),
          onClick: () => diary.record([{ ...sent, updatedAt: Date.now(), deleted: true }]),
        },
      },
    );
  };

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
        <DaySwitcher date={date} today={props.today} onChange={props.onDate} />
        <div className="flex flex-wrap items-center gap-2">
          {date !== props.today && (
            <button
              type="button"
              className={buttonClass("secondary", "sm", "min-h-11")}
              onClick={() => props.onDate(props.today)}
            >
              {m.micro_day_today()}
            </button>
          )}
          <Link to={href("/diary")} search={{ date }} className={buttonClass("secondary", "sm", "min-h-11")}>
            <Utensils aria-hidden="true" className="size-4" />
            {m.micro_open_diary()}
          </Link>
        </div>
      </div>
      {unsent > 0 && (
        <p role="status" className="text-sm text-muted">
          {m.micro_unsent({ count: formatNumber(unsent) })}
        </p>
      )}
      <QueryState
        query={analysis}
        loadingLabel={m.micro_analysing()}
        failedText={m.micro_analysis_failed()}
        retryLabel={m.micro_retry()}
        skeletonClassName="h-96 rounded-2xl"
      >
        {(day) => (
          <div aria-busy={analysis.isFetching} className={cn(analysis.isPlaceholderData && "opacity-70 transition-opacity")}>
            {day.foods === 0 ? (
              <EmptyDay date={day.date} nutritionPlan={props.needs.nutritionPlan} />
            ) : (
              <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
                <section
                  aria-labelledby="micro-results-title"
                  className="grid gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
                >
                  <header className="grid gap-1">
                    <h2 id="micro-results-title" className="text-lg font-semibold">
                      {m.micro_results_title()}
                    </h2>
                    <p className="text-sm text-muted tabular-nums" data-testid="day-summary">
                      {dayTitle(day.date)}
                      {" · "}
                      <span className="whitespace-nowrap">
                        {m.micro_day_total({ count: formatNumber(day.foods), kcal: formatNumber(day.kcal) })}
                      </span>
                    </p>
                    <p className="text-sm text-muted">{props.resultsLabel}</p>
                  </header>
                  <NutrientBars
                    results={day.nutrients.filter((n) => n.kind === kind)}
                    locale={locale}
                    label={props.resultsLabel}
                  />
                </section>
                <Suggestions analysis={day} slugs={slugs} locale={locale} onAdd={add} />
              </div>
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}

/** Nothing logged on the day: the way to the diary (and the plan's example day, for a member with a plan). */
function EmptyDay({ date, nutritionPlan }: { date: string; nutritionPlan: boolean }) {
  const href = useScreenHref();
  return (
    <section
      aria-labelledby="micro-empty-title"
      className="grid justify-items-start gap-3 rounded-2xl border border-dashed border-border bg-surface p-5"
      data-testid="day-empty"
    >
      <h2 id="micro-empty-title" className="text-lg font-semibold">
        {m.micro_empty_title({ date: formatDate(date, { day: "numeric", month: "long" }) })}
      </h2>
      <p className="text-muted">{m.micro_empty_text()}</p>
      {nutritionPlan && <p className="text-sm text-muted">{m.micro_empty_plan()}</p>}
      <Link to={href("/diary")} search={{ date }} className={buttonClass("primary", "sm")}>
        {m.micro_empty_action()}
      </Link>
    </section>
  );
}
