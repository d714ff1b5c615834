import { Link } from "@tanstack/react-router";
import { ChevronDown } from "lucide-react";
import type { DiaryTotalsJson } from "../../../core/api/diary";
import * as m from "../../../i18n/paraglide/messages.js";
import { foodsText, formatColumn } from "../format";
import { nutrientNames } from "../nutrients";
import { nutrientGroups } from "./nutrient-groups";

/**
 * The day's fibre, sugars, fats' parts, minerals and vitamins, folded away until asked for: each
 * total with how many foods have no value for it (unknown, never counted as zero). The analyzers
 * (Pro) set them against the member's needs.
 */
export function Micronutrients({ totals, entries, href }: { totals: DiaryTotalsJson; entries: number; href: (path: string) => string }) {
  return (
    <details className="group rounded-2xl border border-border bg-surface" data-testid="diary-micros">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 font-semibold focus-visible:outline-2 [&::-webkit-details-marker]:hidden">
        <span className="grid">
          <span>{m.diary_day_micros_title()}</span>
          <span className="text-sm font-normal text-muted">{m.diary_day_micros_hint()}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-4 px-4 pb-4">
        {entries === 0 && <p className="text-sm text-muted">{m.diary_day_micros_empty()}</p>}
        {nutrientGroups.map((group) => (
          <section key={group.columns[0]} className="grid gap-1.5">
            <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{group.title()}</h3>
            <dl className="grid divide-y divide-border text-sm">
              {group.columns.map((c) => {
                const total = totals[c];
                return (
                  <div key={c} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 py-1.5" data-testid={`diary-micro-${c}`}>
                    <dt>{nutrientNames[c]()}</dt>
                    <dd className="text-right tabular-nums">
                      {total.amount === null ? <span className="text-muted">{m.diary_day_no_data()}</span> : formatColumn(c, total.amount)}
                    </dd>
                    {total.amount !== null && total.missing > 0 && (
                      <dd className="col-span-2 text-right text-xs text-warning">{m.diary_day_without_value({ foods: foodsText(total.missing) })}</dd>
                    )}
                  </div>
                );
              })}
            </dl>
          </section>
        ))}
        <p className="text-sm text-muted">
          {m.diary_day_micros_compare()}{" "}
          <Link to={href("/vitamins")} className="font-semibold text-accent underline-offset-4 hover:underline">
            {m.diary_day_micros_vitamins()}
          </Link>
          {" · "}
          <Link to={href("/minerals")} className="font-semibold text-accent underline-offset-4 hover:underline">
            {m.diary_day_micros_minerals()}
          </Link>
        </p>
      </div>
    </details>
  );
}
