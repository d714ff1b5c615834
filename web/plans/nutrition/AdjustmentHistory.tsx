import type { DietAdjustmentJson } from "../../../core/api";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatDate, formatNumber } from "../../shared/i18n/format";
import { useUnits } from "../../shared/units/units";
import { reasonText } from "./adjustment-text";

/** Earlier weeks' adjustments, newest first. */
export function AdjustmentHistory({ adjustments }: { adjustments: DietAdjustmentJson[] }) {
  const units = useUnits();
  return (
    <section aria-labelledby="adjust-history-title" className="grid gap-2">
      <h3 id="adjust-history-title" className="font-semibold">
        {m.adjust_history()}
      </h3>
      <ol className="grid gap-2" data-testid="adjustment-history">
        {adjustments.map((a) => (
          <li key={a.id} className="grid gap-0.5 border-t border-border pt-2 text-sm">
            <span className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{m.adjust_week({ date: formatDate(a.week) })}</span>
              <span className="tabular-nums">
                {m.adjust_calories({ from: formatNumber(a.fromKcal), to: formatNumber(a.toKcal) })}
                {a.status === "undone" && ` · ${m.adjust_undone_badge()}`}
              </span>
            </span>
            <span className="text-muted">{reasonText(a, units)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
