import { annualDiscount, intervals, type Interval } from "../../core/billing/catalog";
import * as m from "../paraglide/messages.js";
import { cn } from "../ui/cn";
import { intervalLabels } from "./labels";

/** Monthly or annual billing as two native radios (arrow keys move, a radio group is announced). */
export function IntervalToggle({ value, onChange, disabled }: { value: Interval; onChange: (next: Interval) => void; disabled?: boolean }) {
  return (
    <fieldset className="justify-self-center" disabled={disabled} data-testid="billing-interval">
      <legend className="sr-only">{m.billing_interval_legend()}</legend>
      <div className="flex gap-1 rounded-xl border border-border bg-surface-2 p-1">
        {intervals.map((interval) => {
          const checked = value === interval;
          return (
            <label
              key={interval}
              className={cn(
                "flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-4 py-1 text-sm font-semibold whitespace-nowrap transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                checked ? "bg-accent text-accent-fg shadow-sm" : "text-muted hover:text-text",
              )}
            >
              <input type="radio" name="billing-interval" value={interval} checked={checked} onChange={() => onChange(interval)} className="sr-only" />
              {intervalLabels[interval]()}
              {interval === "year" && (
                <span className={cn("rounded-full px-2 py-0.5 text-xs font-bold", checked ? "bg-accent-fg/20 text-accent-fg" : "bg-accent/15 text-accent")}>
                  {m.billing_save({ percent: String(Math.round(annualDiscount * 100)) })}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
