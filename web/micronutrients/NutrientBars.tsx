import { CircleAlert, CircleCheck, CircleHelp, OctagonAlert } from "lucide-react";
import type { LoggedNutrientJson } from "../../core/api/micronutrients";
import type { NutrientStatus } from "../../core/micronutrients/analysis";
import { lowPercent } from "../../core/micronutrients/analysis";
import type { Locale } from "../../core/locale";
import { nutrientStatusLabels, unitLabel } from "../../i18n/labels/micronutrients";
import * as m from "../../i18n/paraglide/messages.js";
import { formatList, formatNumber, formatPercent } from "../shared/i18n/format";
import { cn } from "../shared/ui/cn";
import { loggedName, nutrientBySlug, nutrientName } from "./names";

const barColour: Record<NutrientStatus, string> = {
  low: "bg-warning",
  ok: "bg-accent",
  over: "bg-danger",
  reduce: "bg-warning",
  "no-data": "bg-transparent",
};
const statusLook: Record<NutrientStatus, string> = {
  low: "border-warning/60 text-warning",
  ok: "border-accent/50 text-accent",
  over: "border-danger/60 text-danger",
  reduce: "border-warning/60 text-warning",
  "no-data": "border-border text-muted",
};
const statusIcon = { low: CircleAlert, ok: CircleCheck, over: OctagonAlert, reduce: CircleAlert, "no-data": CircleHelp } as const;

const amountText = (x: number) => formatNumber(x, x >= 100 ? 0 : x >= 10 ? 1 : 2);

/**
 * Each nutrient's amount, its % of the need as a bar, and what is low, over the limit or unknown:
 * how many of the foods logged have a value for it, and which have none.
 */
export function NutrientBars({
  results,
  locale,
  label,
}: {
  results: readonly LoggedNutrientJson[];
  locale: Locale;
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-3" data-testid="nutrient-bars">
      {results.map((r) => (
        <NutrientBar key={r.slug} result={r} locale={locale} />
      ))}
    </ul>
  );
}

function NutrientBar({ result: r, locale }: { result: LoggedNutrientJson; locale: Locale }) {
  const unit = unitLabel(r.unit, locale);
  const Icon = statusIcon[r.status];
  const partial = r.amount !== null && r.missingFoods.length > 0;
  const amount = r.amount === null ? "—" : partial ? m.micro_at_least({ amount: amountText(r.amount) }) : amountText(r.amount);
  const note = nutrientBySlug.get(r.slug)?.upperLimitNote?.[locale];
  return (
    <li className="grid gap-1.5" data-nutrient={r.slug} data-status={r.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">{nutrientName(r.slug, locale)}</span>
        <span className="text-sm text-muted tabular-nums">
          {m.micro_amount_of_need({ amount, target: amountText(r.target), unit })}
          {r.percent !== null && <span className="ml-2 font-semibold text-text">{formatPercent(r.percent, 0)}</span>}
        </span>
      </div>
      <div aria-hidden="true" className="relative h-2.5 overflow-hidden rounded-full bg-surface-2">
        <div className={cn("h-full rounded-full", barColour[r.status])} style={{ width: `${Math.min(100, r.percent ?? 0)}%` }} />
        <div className="absolute inset-y-0 w-px bg-muted/60" style={{ left: `${lowPercent}%` }} />
      </div>
      <div className="flex flex-wrap items-start gap-2 text-sm">
        <span
          className={cn(
            "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold",
            statusLook[r.status],
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {nutrientStatusLabels[r.status]()}
        </span>
        {r.status === "no-data" && <span className="text-muted">{m.micro_no_data_all()}</span>}
        {partial && (
          <span className="text-muted" data-testid="with-value">
            {m.micro_with_value({
              known: formatNumber(r.withValue),
              total: formatNumber(r.foods),
              foods: formatList(r.missingFoods.map((f) => loggedName(f, locale))),
            })}
          </span>
        )}
      </div>
      {r.overUpperLimit && r.upperLimit !== null && (
        <p className="text-sm text-danger">
          {m.micro_over_limit({ limit: amountText(r.upperLimit), unit, counted: amountText(r.limitAmount ?? 0) })}
          {note && <span className="text-muted"> {note}</span>}
        </p>
      )}
      {r.aboveSupplementLimit && r.upperLimit !== null && (
        <p className="text-sm text-muted" data-note="supplement-limit">
          {m.micro_supplement_limit_note({ limit: amountText(r.upperLimit), unit })}
        </p>
      )}
      {r.lowNotMarked && (
        <p className="text-sm text-muted" data-note="low-not-marked">
          {m.micro_sodium_low_note()}
        </p>
      )}
      {r.aboveRiskReduction && r.riskReduction !== null && (
        <p className="text-sm text-warning" data-note="risk-reduction">
          {m.micro_risk_reduction_note({ limit: amountText(r.riskReduction), unit })}
        </p>
      )}
    </li>
  );
}
