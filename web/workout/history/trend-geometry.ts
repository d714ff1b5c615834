// The exercise chart's geometry: where each session and value falls, which ticks to label and
// the line through the points. d3's scales and line generator do the arithmetic; the chart
// draws plain SVG (as the weight chart does, web/progress/chart-geometry.ts).
import { least } from "d3-array";
import { scaleLinear, scaleUtc } from "d3-scale";
import { line } from "d3-shape";

export interface PlotPoint {
  /** ms, midnight UTC of the session's date. */
  x: number;
  value: number;
}

/** Room for the axis labels: the values on the left with their unit above, the dates below. */
export const trendMargin = { top: 22, right: 16, bottom: 24, left: 44 };

const dayMs = 86_400_000;
/** About one date label per 80 px and one value label per 44 px. */
const pxPerDateTick = 80;
const pxPerValueTick = 44;

export function trendGeometry(points: readonly PlotPoint[], width: number, height: number) {
  const xs = points.map((p) => p.x);
  const values = points.map((p) => p.value);
  let [first, last] = [Math.min(...xs), Math.max(...xs)];
  // Sessions all on one day would make a domain of no width: a day either side.
  if (first === last) [first, last] = [first - dayMs, last + dayMs];
  const x = scaleUtc()
    .domain([first, last])
    .range([trendMargin.left, Math.max(trendMargin.left + 1, width - trendMargin.right)]);
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A tenth of the range either side (at least one unit), so no point sits on the frame.
  const pad = Math.max(1, (high - low) * 0.1);
  const y = scaleLinear()
    .domain([Math.max(0, low - pad), high + pad])
    .nice()
    .range([height - trendMargin.bottom, trendMargin.top]);
  const plotWidth = width - trendMargin.left - trendMargin.right;
  const plotHeight = height - trendMargin.top - trendMargin.bottom;
  // Whole numbers only: reps, seconds and kilograms read as whole steps on a phone.
  const valueTicks = y.ticks(Math.max(2, Math.floor(plotHeight / pxPerValueTick))).filter(Number.isInteger);
  // As many sessions' days as there is room for: their own days, not round dates between them on
  // which nothing was done. More: d3's days (over a span of a few days d3 offers hours, which
  // would label one day several times).
  const room = Math.max(2, Math.floor(plotWidth / pxPerDateTick));
  const days = [...new Set(xs)].sort((a, b) => a - b);
  const dateTicks =
    days.length <= room
      ? days
      : x
          .ticks(Math.max(2, Math.min(points.length, room)))
          .map((d) => d.getTime())
          .filter((t) => t % dayMs === 0);
  const path =
    line<PlotPoint>()
      .x((p) => x(p.x))
      // Straight segments: a session is a measurement, not a sample of a smooth curve (and two on one day share an x).
      .y((p) => y(p.value))(points as PlotPoint[]) ?? "";
  return { x, y, valueTicks, dateTicks, path };
}

/** The index of the point nearest to `px` along the x axis (the first of several on one day). */
export function nearestIndex(points: readonly PlotPoint[], toPx: (x: number) => number, px: number): number {
  const found = least(
    points.map((p, i) => [i, Math.abs(toPx(p.x) - px)] as const),
    (a, b) => a[1] - b[1] || a[0] - b[0],
  );
  return found ? found[0] : -1;
}

/** The point a key press moves to: arrows one step, Home and End the ends; null for other keys. */
export function steppedIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  const from = index < 0 ? (key === "ArrowLeft" ? count : -1) : index;
  if (key === "ArrowRight" || key === "ArrowUp") return Math.min(count - 1, from + 1);
  if (key === "ArrowLeft" || key === "ArrowDown") return Math.max(0, from - 1);
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
