// One exercise's progress per session as a line with a dot per session, in plain SVG with d3's
// arithmetic (the weight chart's way). Loaded with the exercise view, not the app's start.
// Keyboard and screen readers move along it as a slider: each step names the session, its value
// and its best set; the same numbers are in the table under it.
import { useMemo, useState, type KeyboardEvent, type PointerEvent } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatDate, formatNumber } from "../../shared/i18n/format";
import type { UnitSystem } from "../../shared/units/units";
import type { TrendMetric, TrendPoint } from "./exercise-series";
import { axisUnit, metricValue, plotted, pointDate, pointText } from "./trend-text";
import { nearestIndex, steppedIndex, trendGeometry, trendMargin } from "./trend-geometry";
import { setText } from "../set-text";
import { useWidth } from "../../shared/ui/use-width";

const height = 240;

export default function ExerciseChart(props: {
  points: TrendPoint[];
  metric: TrendMetric;
  units: UnitSystem;
  loaded: boolean;
  label: string;
}) {
  const { points, metric, units, loaded } = props;
  const [ref, width] = useWidth();
  // The newest session until the member moves; the readout shows while pointing or focused.
  const [index, setIndex] = useState(points.length - 1);
  const [shown, setShown] = useState(false);
  const active = points[Math.min(index, points.length - 1)]!;
  const plot = useMemo(() => points.map((p) => ({ x: p.x, value: plotted(p.value, metric, units) })), [points, metric, units]);
  const geometry = useMemo(() => (width > 0 ? trendGeometry(plot, width, height) : null), [plot, width]);

  const point = (event: PointerEvent<HTMLDivElement>) => {
    if (!geometry) return;
    const box = event.currentTarget.getBoundingClientRect();
    const found = nearestIndex(plot, geometry.x, event.clientX - box.left);
    if (found >= 0) setIndex(found);
    setShown(true);
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = steppedIndex(event.key, index, points.length);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
    setShown(true);
  };

  return (
    <div
      ref={ref}
      role="slider"
      tabIndex={0}
      aria-label={props.label}
      aria-valuemin={1}
      aria-valuemax={points.length}
      aria-valuenow={index + 1}
      aria-valuetext={pointText(active, metric, units, loaded)}
      aria-orientation="horizontal"
      className="relative h-60 w-full touch-pan-y rounded-xl focus-visible:outline-2"
      onPointerMove={point}
      onPointerDown={point}
      onPointerLeave={(event) => event.pointerType === "mouse" && setShown(false)}
      onKeyDown={key}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
      data-testid="exercise-chart"
    >
      {geometry && (
        <svg width={width} height={height} className="block" aria-hidden="true">
          <g className="text-[11px]" fill="var(--muted)">
            {/* The values' unit, above their labels. */}
            <text x={trendMargin.left - 6} y={0} textAnchor="end" dominantBaseline="hanging" data-testid="chart-unit">
              {axisUnit(metric, units)}
            </text>
            {geometry.valueTicks.map((t) => (
              <g key={t}>
                <line
                  x1={trendMargin.left}
                  x2={width - trendMargin.right}
                  y1={geometry.y(t)}
                  y2={geometry.y(t)}
                  stroke="var(--border)"
                  strokeDasharray="3 3"
                />
                <text x={trendMargin.left - 6} y={geometry.y(t)} textAnchor="end" dominantBaseline="middle">
                  {formatNumber(t)}
                </text>
              </g>
            ))}
            {geometry.dateTicks.map((t) => (
              // A label at the right edge ends there rather than past the chart.
              <text
                key={t}
                x={geometry.x(t)}
                y={height - trendMargin.bottom + 16}
                textAnchor={geometry.x(t) > width - 32 ? "end" : "middle"}
              >
                {formatDate(new Date(t), { day: "numeric", month: "short", timeZone: "UTC" })}
              </text>
            ))}
          </g>
          <line
            x1={trendMargin.left}
            x2={width - trendMargin.right}
            y1={height - trendMargin.bottom}
            y2={height - trendMargin.bottom}
            stroke="var(--border)"
          />
          <path d={geometry.path} fill="none" stroke="var(--accent)" strokeWidth={2.5} />
          {plot.map((p, i) => (
            <circle
              key={points[i]!.sessionId}
              cx={geometry.x(p.x)}
              cy={geometry.y(p.value)}
              r={i === index && shown ? 6 : 4}
              fill={i === index && shown ? "var(--text)" : "var(--accent)"}
            />
          ))}
          {shown && (
            <line
              x1={geometry.x(plot[index]!.x)}
              x2={geometry.x(plot[index]!.x)}
              y1={trendMargin.top}
              y2={height - trendMargin.bottom}
              stroke="var(--border)"
            />
          )}
        </svg>
      )}
      {geometry && shown && (
        <div
          className="pointer-events-none absolute top-1 grid gap-0.5 rounded-xl border border-border bg-surface px-3 py-2 text-sm shadow-lg"
          style={
            geometry.x(plot[index]!.x) > width / 2
              ? { right: width - geometry.x(plot[index]!.x) + 12 }
              : { left: geometry.x(plot[index]!.x) + 12 }
          }
          aria-hidden="true"
        >
          <span className="font-semibold">{pointDate(active)}</span>
          <span className="text-accent">{metricValue(active.value, metric, units)}</span>
          <span className="text-muted">
            {m.history_best_set()}: {setText(active.best, units, loaded)}
          </span>
        </div>
      )}
    </div>
  );
}
