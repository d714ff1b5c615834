import { annualDiscount, intervals, type Interval } from "../../core/billing/catalog";
import * as m from "../../i18n/paraglide/messages.js";
import { Segmented } from "../shared/ui/Segmented";
import { intervalLabels } from "../../i18n/labels/billing";

/** Monthly or annual billing, with what annual saves. */
export function IntervalToggle({
  value,
  onChange,
  disabled,
}: {
  value: Interval;
  onChange: (next: Interval) => void;
  disabled?: boolean;
}) {
  return (
    <Segmented
      name="billing-interval"
      legend={m.billing_interval_legend()}
      legendHidden
      className="justify-self-center"
      testId="billing-interval"
      disabled={disabled}
      value={value}
      onChange={onChange}
      options={intervals.map((interval) => ({
        value: interval,
        label: (
          <>
            {intervalLabels[interval]()}
            {interval === "year" && (
              <span className="rounded-full bg-current/15 px-2 py-0.5 text-xs font-bold">
                {m.billing_save({ percent: String(Math.round(annualDiscount * 100)) })}
              </span>
            )}
          </>
        ),
      }))}
    />
  );
}
