import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import type { LastTimeComparison } from "../../../core/training/last-time";
import { cn } from "../../shared/ui/cn";
import type { UnitSystem } from "../../shared/units/units";
import { lastTimeDetail, measureChangeText } from "./last-time-text";

/** Under an exercise of a finished workout: its total against the time before ("Volume +9%", both totals and the date). */
export function LastTimeLine(props: { comparison: LastTimeComparison & { date: string }; thisDate: string; units: UnitSystem }) {
  const { comparison } = props;
  const Icon = comparison.change > 0 ? TrendingUp : comparison.change < 0 ? TrendingDown : Minus;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm" data-testid="last-time">
      <span
        className={cn("inline-flex items-center gap-1.5 font-semibold", comparison.change > 0 ? "text-accent" : "text-muted")}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {measureChangeText(comparison)}
        <span className="sr-only">:</span>
      </span>
      <span className="text-muted">{lastTimeDetail(comparison, comparison.date, props.thisDate, props.units)}</span>
    </p>
  );
}
