import type { NutritionPlan } from "../../../core/nutrition/nutrition-plan";
import { formatNumber, formatPercent } from "../../shared/i18n/format";
import * as m from "../../../i18n/paraglide/messages.js";
import { macroSwatches } from "../../shared/ui/macro-swatches";

const rows = macroSwatches;

/** The day's calories and macros, each with its share of the energy as a bar. */
export function MacroTargets({ plan }: { plan: NutritionPlan }) {
  const { targets } = plan;
  return (
    <section aria-labelledby="targets-title" className="grid content-start gap-3 rounded-2xl border border-border bg-surface p-5">
      <h2 id="targets-title" className="text-lg font-semibold">
        {m.nutrition_targets_title()}
      </h2>
      <p className="text-3xl font-bold tabular-nums" data-testid="calorie-target">
        {m.nutrition_kcal({ kcal: formatNumber(targets.calories) })}
      </p>
      <p className="text-sm text-muted">{m.nutrition_tdee({ kcal: formatNumber(plan.tdee) })}</p>
      <ul className="grid gap-2">
        {rows.map((r) => {
          const amount = targets[r.key];
          return (
            <li key={r.key} className="grid gap-1">
              <span className="flex justify-between text-sm">
                <span className="font-medium">{r.label()}</span>
                <span className="tabular-nums" data-testid={`target-${r.key}`}>
                  {m.nutrition_grams({ grams: formatNumber(amount.grams) })} · {formatPercent(amount.share * 100, 0)}
                </span>
              </span>
              <span className="h-2 overflow-hidden rounded-full bg-surface-2" aria-hidden="true">
                <span className={`block h-full ${r.swatch}`} style={{ width: `${Math.min(100, amount.share * 100)}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
