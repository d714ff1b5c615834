import { ChevronDown, TriangleAlert } from "lucide-react";
import { riskNotes } from "../../content/micronutrients/risk-notes";
import type { Locale } from "../../core/locale";
import type { MicronutrientKind } from "../../core/micronutrients/nutrients";
import type { RiskNoteId } from "../../core/micronutrients/risk-notes";
import * as m from "../../i18n/paraglide/messages.js";
import { formatList } from "../shared/i18n/format";
import { nutrientBySlug, nutrientName } from "./names";

/**
 * The notes that apply to the member and concern this screen's nutrients: the title and the
 * nutrients at a glance, the explanation and its sources when opened.
 */
export function RiskNotes({ ids, kind, locale }: { ids: readonly RiskNoteId[]; kind: MicronutrientKind; locale: Locale }) {
  const shown = ids.filter((id) => riskNotes[id].nutrients.some((n) => nutrientBySlug.get(n)?.kind === kind));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="micro-risk-title" className="grid gap-3">
      <h2 id="micro-risk-title" className="text-lg font-semibold">
        {m.micro_risk_title()}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2 md:items-start">
        {shown.map((id) => {
          const note = riskNotes[id];
          const about = note.nutrients.map((n) => (n === "omega-3" ? m.micro_omega3() : nutrientName(n, locale)));
          return (
            <li key={id} data-risk={id}>
              <details className="group rounded-2xl border border-warning/50 bg-surface">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-2xl p-4 [&::-webkit-details-marker]:hidden">
                  <span className="grid gap-1">
                    <span className="flex items-center gap-2 font-semibold">
                      <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning" />
                      {note.title[locale]}
                    </span>
                    <span className="text-xs text-muted">{m.micro_risk_about({ nutrients: formatList(about) })}</span>
                  </span>
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
                  />
                </summary>
                <div className="grid gap-2 px-4 pb-4">
                  <p className="text-sm">{note.body[locale]}</p>
                  <ul className="grid gap-0.5 text-xs text-muted">
                    {note.sources.map((s) => (
                      <li key={s.title}>
                        <a href={s.url} target="_blank" rel="noreferrer" className="underline-offset-4 hover:underline">
                          {s.title}
                        </a>
                        {` — ${s.publisher}${s.year ? `, ${s.year}` : ""}`}
                      </li>
                    ))}
                  </ul>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
