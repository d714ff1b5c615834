import { ChevronDown } from "lucide-react";
import type { Locale } from "../../core/locale";
import type { Need } from "../../core/micronutrients/needs";
import { unitLabel } from "../../i18n/labels/micronutrients";
import * as m from "../../i18n/paraglide/messages.js";
import { formatList, formatNumber } from "../shared/i18n/format";
import { nutrientBySlug } from "./names";

const amountText = (x: number) => formatNumber(x, 2);

/** The screen's nutrients: the need, the upper limit, and what each does, with its signs and sources. */
export function NeedsList({ needs, locale }: { needs: readonly Need[]; locale: Locale }) {
  return (
    <ul className="grid gap-3" data-testid="needs-list">
      {needs.map((need) => {
        const n = nutrientBySlug.get(need.slug)!;
        const unit = unitLabel(need.unit, locale);
        return (
          <li key={need.slug} id={`need-${need.slug}`} data-need={need.slug}>
            <details className="group rounded-2xl border border-border bg-surface">
              <summary className="flex cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-2xl p-4 [&::-webkit-details-marker]:hidden">
                <span className="grid gap-0.5">
                  <span className="text-lg font-semibold">{n.name[locale]}</span>
                  <span className="text-sm text-muted">{need.intakeKind === "RDA" ? m.micro_rda() : m.micro_ai()}</span>
                </span>
                <span className="flex items-center gap-3">
                  <span className="grid justify-items-end text-right">
                    <span className="font-semibold tabular-nums">
                      {m.micro_per_day({ amount: amountText(need.target), unit })}
                    </span>
                    <span className="text-xs text-muted">
                      {need.upperLimit === null
                        ? m.micro_no_upper_limit()
                        : m.micro_upper_limit({ amount: amountText(need.upperLimit), unit })}
                    </span>
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                  />
                </span>
              </summary>
              <div className="grid gap-4 border-t border-border p-4 text-sm">
                {n.aliases[locale].length > 0 && (
                  <p className="text-muted">{m.micro_aliases({ names: formatList(n.aliases[locale]) })}</p>
                )}
                <div className="grid gap-4 md:grid-cols-2">
                  <Facts title={m.micro_functions()} items={n.functions[locale]} />
                  <Facts title={m.micro_food_sources()} items={n.foodSources[locale]} />
                  <Facts title={m.micro_deficiency()} items={n.deficiency[locale]} />
                  <Facts title={m.micro_excess()} items={n.excess[locale]} />
                  <Facts title={m.micro_at_risk()} items={n.atRisk[locale]} />
                </div>
                {n.upperLimitNote && <p className="rounded-xl bg-surface-2 p-3">{n.upperLimitNote[locale]}</p>}
                <div className="grid gap-1">
                  <h4 className="font-semibold">{m.micro_sources()}</h4>
                  <ul className="grid gap-1 text-muted">
                    {n.sources.map((s) => (
                      <li key={s.title}>
                        {s.url ? (
                          <a href={s.url} target="_blank" rel="noreferrer" className="underline-offset-4 hover:underline">
                            {s.title}
                          </a>
                        ) : (
                          s.title
                        )}
                        {` — ${s.publisher}${s.year ? `, ${s.year}` : ""}`}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

function Facts({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="grid content-start gap-1">
      <h4 className="font-semibold">{title}</h4>
      <ul className="grid list-disc gap-0.5 pl-5 text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
