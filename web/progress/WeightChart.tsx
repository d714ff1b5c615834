import { useMemo, useState, type PointerEvent } from "react";
import { weightTrend, type WeightPoint } from "../../core/progress/trend";
import { formatDate, formatNumber } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";
import { chartGeometry, chartMargin, nearestPoint, type ChartPoint } from "./chart-geometry";
import { useWidth } from "../shared/ui/use-width";

const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const height = 288;

/** What the chart draws: the weight, body fat or a circumference, named and written with its unit. */
export interface ChartValue {
  /** "Weight", "Waist"… for the readout. */
  name: string;
  /** kg, lb, cm, in or %: shown above the values' labels. */
  unit: string;
  format: (value: number) => string;
}

/**
 * A measurement by day (dots), its smoothed trend (line) and, for the weight, the goal (dashed),
 * in plain SVG. A year of daily weigh-ins drew in over a second on a slow phone with the charting
 * library, most of it measuring tick labels through the page's layout; this draws in a few ms.
 */
export default function WeightChart(props: { points: WeightPoint[]; goal: number | null; label: string; value: ChartValue }) {
  const { points, goal, label, value } = props;
  const [ref, width] = useWidth();
  const [active, setActive] = useState<ChartPoint>();
  // Built once per set of points, not on each pointer move.
  const data: ChartPoint[] = useMemo(
    () => weightTrend(points).map((p) => ({ x: dayMs(p.date), weight: p.weight, trend: Math.round(p.trend * 10) / 10 })),
    [points],
  );
  return (
    <div ref={ref} className="relative h-72 w-full" role="img" aria-label={label} data-testid="weight-chart">
      {width > 0 && <Plot data={data} goal={goal} value={value} width={width} active={active} onActive={setActive} />}
    </div>
  );
}

function Plot(props: {
  data: ChartPoint[];
  goal: number | null;
  value: ChartValue;
  width: number;
  active: ChartPoint | undefined;
  onActive: (point: ChartPoint | undefined) => void;
}) {
  const { data, goal, width, active } = props;
  const geometry = useMemo(() => chartGeometry(data, goal, width, height), [data, goal, width]);
  const { x, y, weightTicks, dateTicks, trendPath } = geometry;
  // A year of dots is the bulk of the drawing: the pointer's readout re-renders without them.
  const dots = useMemo(
    () => data.map((p) => <circle key={p.x} cx={geometry.x(p.x)} cy={geometry.y(p.weight)} r={3} fill="var(--muted)" />),
    [data, geometry],
  );
  const left = chartMargin.left;
  const right = width - chartMargin.right;
  const bottom = height - chartMargin.bottom;
  const short = (ms: number) => formatDate(new Date(ms), { day: "numeric", month: "short", timeZone: "UTC" });
  // A finger's tap keeps its point shown after the finger lifts; a mouse's goes when it leaves.
  const point = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    props.onActive(nearestPoint(data, x, event.clientX - box.left));
  };
  return (
    <>
      <svg
        width={width}
        height={height}
        className="block touch-pan-y"
        onPointerMove={point}
        onPointerDown={point}
        onPointerLeave={(event) => event.pointerType === "mouse" && props.onActive(undefined)}
      >
        <g className="text-[11px]" fill="var(--muted)">
          <text x={left - 6} y={0} textAnchor="end" dominantBaseline="hanging" data-testid="chart-unit">
            {props.value.unit}
          </text>
          {weightTicks.map((t) => (
            <g key={t}>
              <line x1={left} x2={right} y1={y(t)} y2={y(t)} stroke="var(--border)" strokeDasharray="3 3" />
              <text x={left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle">
                {formatNumber(t)}
              </text>
            </g>
          ))}
          <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="var(--border)" />
          {dateTicks.map((t) => (
            // A label at the right edge ends there rather than past the chart.
            <text key={t} x={x(t)} y={bottom + 16} textAnchor={x(t) > width - 32 ? "end" : "middle"}>
              {short(t)}
            </text>
          ))}
        </g>
        {goal !== null && (
          <g>
            <line x1={left} x2={right} y1={y(goal)} y2={y(goal)} stroke="var(--warning)" strokeDasharray="6 4" />
            <text x={right - 4} y={y(goal) - 6} textAnchor="end" className="text-[11px]" fill="var(--muted)">
              {m.progress_goal_line({ value: formatNumber(goal, 1) })}
            </text>
          </g>
        )}
        {dots}
        <path d={trendPath} fill="none" stroke="var(--accent)" strokeWidth={2.5} />
        {active && (
          <g>
            <line x1={x(active.x)} x2={x(active.x)} y1={chartMargin.top} y2={bottom} stroke="var(--border)" />
            <circle cx={x(active.x)} cy={y(active.weight)} r={5} fill="var(--text)" />
          </g>
        )}
      </svg>
      {active && (
        <div
          className="pointer-events-none absolute top-2 grid gap-0.5 rounded-xl border border-border bg-surface px-3 py-2 text-sm shadow-lg"
          style={x(active.x) > width / 2 ? { right: width - x(active.x) + 12 } : { left: x(active.x) + 12 }}
        >
          <span className="font-semibold">{formatDate(new Date(active.x), { dateStyle: "medium", timeZone: "UTC" })}</span>
          <span>
            {props.value.name}: {props.value.format(active.weight)}
          </span>
          <span className="text-accent">
            {m.progress_trend()}: {props.value.format(active.trend)}
          </span>
        </div>
      )}
    </>
  );
}
