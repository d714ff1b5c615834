import type { DietAdjustmentJson } from "../../../core/api";
import * as m from "../../../i18n/paraglide/messages.js";
import { useUnits } from "../../shared/units/units";
import { aimLines, estimateLines, missingLines } from "./expenditure-text";

/** Under the latest adjustment of a member who logs food: the expenditure behind it, or what it still lacks. */
export function ExpenditureNote({ adjustment: a }: { adjustment: DietAdjustmentJson }) {
  const units = useUnits();
  const e = a.expenditure;
  if (!e) return null;
  if (e.kind === "not_enough_data") {
    return (
      <div className="grid gap-1 text-sm text-muted" data-testid="adjustment-expenditure-missing">
        {missingLines(e).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    );
  }
  return (
    <section
      aria-labelledby="expenditure-title"
      className="grid gap-1.5 border-t border-border pt-2 text-sm leading-relaxed"
      data-testid="adjustment-expenditure"
    >
      <h3 id="expenditure-title" className="font-semibold">
        {m.expenditure_title()}
      </h3>
      {[...estimateLines(e, units), ...aimLines(a, units)].map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
