import { lazy, useState } from "react";
import type { LoggedSetJson } from "../../../core/training/session";
import * as m from "../../../i18n/paraglide/messages.js";
import type { UnitSystem } from "../../shared/units/units";
import { Segmented } from "../../shared/ui/Segmented";
import { WhenNear } from "../../shared/ui/WhenNear";
import { trendMetrics, trendPoints, type TrendMetric } from "./exercise-series";
import type { ExerciseTraits } from "./exercise-traits";
import { setText } from "../set-text";
import { metricLabels, metricValue, pointDate, trendSummary } from "./trend-text";
import { HistoryLink } from "./links";

// d3 and the chart load with the exercise view, once it is near the screen (decision 0035).
const ExerciseChart = lazy(() => import("./ExerciseChart"));

/** Short names for the choice between a bodyweight exercise's reps and its added weight. */
const choiceLabels: Partial<Record<TrendMetric, () => string>> = {
  reps: m.history_chart_reps,
  seconds: m.history_metric_seconds,
  added: m.history_chart_added,
};

/**
 * The exercise's progress: the chart, its summary in words, and its numbers as a table. A
 * bodyweight exercise done with added weight can show its added weight instead of its reps.
 */
export function TrendCard(props: {
  sessions: readonly { id: string; date: string; sets: LoggedSetJson[] }[];
  traits: Pick<ExerciseTraits, "measure" | "loaded">;
  units: UnitSystem;
}) {
  const { sessions, traits, units } = props;
  const loaded = traits.loaded;
  const metrics = trendMetrics(traits, sessions);
  const [chosen, setChosen] = useState<TrendMetric | null>(null);
  const metric = chosen && metrics.includes(chosen) ? chosen : metrics[0]!;
  const points = trendPoints(sessions, metric);
  const title = metricLabels[metric]();
  const label = m.history_chart_label({ metric: title });
  return (
    <section aria-labelledby="trend-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-4">
      <h3 id="trend-title" className="text-lg font-semibold">
        {title}
      </h3>
      {metrics.length > 1 && (
        <Segmented
          name="trend-metric"
          legend={m.history_chart_show()}
          legendHidden
          options={metrics.map((value) => ({ value, label: (choiceLabels[value] ?? metricLabels[value])() }))}
          value={metric}
          onChange={setChosen}
          columns={metrics.length > 2 ? "grid-cols-3" : "grid-cols-2"}
          className={metrics.length > 2 ? "sm:max-w-md" : "sm:max-w-sm"}
          testId="trend-metric"
        />
      )}
      {points.length < 2 ? (
        <p className="rounded-xl border border-dashed border-border p-5 text-center text-muted">
          {points.length === 1 ? m.history_chart_one() : m.history_chart_none()}
        </p>
      ) : (
        <>
          <WhenNear placeholder={<div className="h-60 animate-pulse rounded-xl bg-surface-2" role="img" aria-label={label} />}>
            {/* A new metric is a new chart: it starts again on the newest session. */}
            <ExerciseChart key={metric} points={points} metric={metric} units={units} loaded={loaded} label={label} />
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
