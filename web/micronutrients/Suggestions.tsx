import { Plus } from "lucide-react";
import type { DiaryDayAnalysisJson, SuggestionJson } from "../../core/api/micronutrients";
import type { Locale } from "../../core/locale";
import type { MicronutrientSlug } from "../../core/micronutrients/nutrients";
import { unitLabel } from "../../i18n/labels/micronutrients";
import * as m from "../../i18n/paraglide/messages.js";
import { formatAmount, formatNumber } from "../shared/i18n/format";
import { buttonClass } from "../shared/ui/button-styles";
import { foodName, nutrientName } from "./names";

/** For each low nutrient of the screen: the foods that close the gap best per 100 kcal, one click to log in the diary. */
export function Suggestions(props: {
  analysis: DiaryDayAnalysisJson;
  slugs: readonly MicronutrientSlug[];
  locale: Locale;
  onAdd: (suggestion: SuggestionJson) => void;
}) {
  const { analysis, locale } = props;
  const low = analysis.nutrients.filter((n) => props.slugs.includes(n.slug) && analysis.suggestions[n.slug]?.length);
  return (
    <section
      aria-labelledby="micro-suggest-title"
      className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="micro-suggest-title" className="text-lg font-semibold">
        {m.micro_suggest_title()}
      </h2>
      {low.length === 0 ? (
        <p className="text-muted">{m.micro_suggest_none()}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{m.micro_suggest_lead()}</p>
          <ul className="grid gap-4">
            {low.map((n) => (
              <li key={n.slug} className="grid gap-2" data-suggest={n.slug}>
                <h3 className="font-semibold">{nutrientName(n.slug, locale)}</h3>
                {/* One food a row, the button beside it: the list sits in a narrow column beside the bars. */}
                <ul className="grid gap-2">
                  {analysis.suggestions[n.slug]!.map((s) => (
                    <li
                      key={s.food}
                      className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface-2 p-3"
                    >
                      <div className="grid min-w-0 gap-0.5">
                        <span className="font-medium">{foodName(s.food, locale)}</span>
                        <span className="text-sm tabular-nums">
                          {s.covers < 1
                            ? m.micro_suggest_item_part({
                                grams: formatNumber(s.grams),
                                kcal: formatNumber(s.kcal),
                                percent: formatNumber(Math.round(s.covers * 100)),
                              })
                            : m.micro_suggest_item({ grams: formatNumber(s.grams), kcal: formatNumber(s.kcal) })}
                        </span>
                        <span className="text-xs text-muted">
                          {m.micro_suggest_density({ amount: formatNumber(s.per100kcal, 2), unit: unitLabel(n.unit, locale) })}
                        </span>
                      </div>
                      <button
                        type="button"
                        className={buttonClass("secondary", "sm", "shrink-0 whitespace-nowrap")}
                        onClick={() => props.onAdd(s)}
                        aria-label={m.micro_suggest_add({ grams: formatNumber(s.grams), food: foodName(s.food, locale) })}
                      >
                        <Plus aria-hidden="true" className="size-4" />
                        {formatAmount(s.grams, m.micro_g())}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
