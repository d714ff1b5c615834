import type { MacroSplit } from "../../../core/formulas/macros";
import type { Nutrients } from "../../../core/nutrition/nutrition-plan";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatNumber, formatPercent } from "../../shared/i18n/format";
import { macroSwatches } from "../../shared/ui/macro-swatches";

/** Bars run to 125 % of the target, so a day over it shows by how much; the tick marks 100 %. */
const SCALE = 1.25;

/** The example day against each of its four targets: amount, target, % and a bar with the target marked. */
export function DayVsTarget({ totals, targets }: { totals: Nutrients; targets: MacroSplit }) {
  const rows = [
    { key: "kcal", label: m.nutrition_calories, swatch: "bg-text", amount: totals.kcal, target: targets.calories, unit: (n: string) => m.nutrition_kcal({ kcal: n }) },
    ...macroSwatches.map((s) => ({ ...s, amount: totals[s.key], target: targets[s.key].grams, unit: (n: string) => m.nutrition_grams({ grams: n }) })),
  ];
  return (
    <section aria-labelledby="day-total-title" className="grid gap-3 rounded-xl bg-surface-2 p-4" data-testid="day-total">
      <h3 id="day-total-title" className="text-sm font-semibold">
        {m.nutrition_day_vs_target()}
      </h3>
      <ul className="grid gap-2.5">
        {rows.map((r) => {
          const percent = r.target > 0 ? (r.amount / r.target) * 100 : 0;
          return (
            <li key={r.key} className="grid gap-1" data-testid={`day-${r.key}`} data-percent={Math.round(percent)}>
              <span className="flex flex-wrap justify-between gap-x-3 text-sm tabular-nums">
                <span className="font-medium">{r.label()}</span>
                <span>
                  {m.nutrition_amount_of_target({ amount: r.unit(formatNumber(r.amount)), target: r.unit(formatNumber(r.target)) })} ·{" "}
                  <strong>{formatPercent(percent, 0)}</strong>
                </span>
              </span>
              <span className="relative h-2 rounded-full bg-surface" aria-hidden="true">
                <span className={`block h-full rounded-full ${r.swatch}`} style={{ width: `${Math.min(100, percent / SCALE)}%` }} />
                <span className="absolute inset-y-[-3px] w-0.5 rounded bg-text" style={{ left: `${100 / SCALE}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
