import { lazy } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import type { UnitSystem } from "../../shared/units/units";
import { WhenNear } from "../../shared/ui/WhenNear";
import type { TrendMetric, TrendPoint } from "./exercise-series";
import { setText } from "../set-text";
import { metricLabels, metricValue, pointDate, trendSummary } from "./trend-text";
import { HistoryLink } from "./links";

// d3 and the chart load with the exercise view, once it is near the screen (decision 0035).
const ExerciseChart = lazy(() => import("./ExerciseChart"));

/** The exercise's progress: the chart, its summary in words, and its numbers as a table. */
export function TrendCard(props: { points: TrendPoint[]; metric: TrendMetric; units: UnitSystem; loaded: boolean }) {
  const { points, metric, units, loaded } = props;
  const title = metricLabels[metric]();
  const label = m.history_chart_label({ metric: title });
  return (
    <section aria-labelledby="trend-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-4">
      <h3 id="trend-title" className="text-lg font-semibold">
        {title}
      </h3>
      {points.length < 2 ? (
        <p className="rounded-xl border border-dashed border-border p-5 text-center text-muted">{m.history_chart_one()}</p>
      ) : (
        <>
          <WhenNear placeholder={<div className="h-60 animate-pulse rounded-xl bg-surface-2" role="img" aria-label={label} />}>
            <ExerciseChart points={points} metric={metric} units={units} loaded={loaded} label={label} />
          </WhenNear>
          <p className="text-sm text-muted" data-testid="trend-summary">
            {trendSummary(points, metric, units)} <span className="sr-only">{m.history_chart_keys()}</span>
          </p>
        </>
      )}
      {points.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer text-sm font-semibold text-accent underline-offset-4 hover:underline">
            {m.history_table_show()}
          </summary>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{label}</caption>
              <thead className="text-xs text-muted">
                <tr>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {m.history_table_date()}
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {title}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {m.history_best_set()}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border whitespace-nowrap tabular-nums">
                {[...points].reverse().map((p) => (
                  <tr key={p.sessionId}>
                    <th scope="row" className="py-1.5 pr-3 font-normal">
                      <HistoryLink to={{ session: p.sessionId }} className="text-accent underline-offset-4 hover:underline">
                        {pointDate(p)}
                      </HistoryLink>
                    </th>
                    <td className="py-1.5 pr-3 font-semibold">{metricValue(p.value, metric, units)}</td>
                    <td className="py-1.5">{setText(p.best, units, loaded)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}
