// The weight chart's geometry: where each day and weight falls, which ticks to label and the
// trend's curve. d3's scales and line generator do the arithmetic; the chart draws plain SVG.
import { least } from "d3-array";
import { scaleLinear, scaleUtc } from "d3-scale";
import { curveMonotoneX, line } from "d3-shape";

export interface ChartPoint {
  /** Midnight UTC of the entry's day, in ms. */
  x: number;
  weight: number;
  trend: number;
}

/** Room for the axis labels: the weights on the left, the dates below. */
export const chartMargin = { top: 20, right: 12, bottom: 24, left: 40 };

/** About one date label per 72 px and one weight label per 48 px, as a reader can take in. */
const pxPerDateTick = 72;
const pxPerWeightTick = 48;
const dayMs = 86_400_000;

export function chartGeometry(points: readonly ChartPoint[], goal: number | null, width: number, height: number) {
  const values = points.flatMap((p) => [p.weight, p.trend]).concat(goal === null ? [] : [goal]);
  const x = scaleUtc()
    .domain([points[0]!.x, points.at(-1)!.x])
    .range([chartMargin.left, Math.max(chartMargin.left + 1, width - chartMargin.right)]);
  const y = scaleLinear()
    .domain([Math.floor(Math.min(...values) - 1), Math.ceil(Math.max(...values) + 1)])
    .range([height - chartMargin.bottom, chartMargin.top]);
  const plotWidth = width - chartMargin.left - chartMargin.right;
  const plotHeight = height - chartMargin.top - chartMargin.bottom;
  // Whole kilograms only: "62.5" between "62" and "63" reads as noise on a phone.
  const weightTicks = y.ticks(Math.max(2, Math.floor(plotHeight / pxPerWeightTick))).filter(Number.isInteger);
  // Days only: over a span of two or three days d3 offers hours, which would label "Nov 1" thrice.
  const dateTicks = x
    .ticks(Math.max(2, Math.floor(plotWidth / pxPerDateTick)))
    .map((d) => d.getTime())
    .filter((t) => t % dayMs === 0);
  const trendPath =
    line<ChartPoint>()
      .x((p) => x(p.x))
      .y((p) => y(p.trend))
      .curve(curveMonotoneX)(points as ChartPoint[]) ?? "";
  return { x, y, weightTicks, dateTicks, trendPath };
}

/** The point whose day is nearest to `px` on the x axis. */
export const nearestPoint = (points: readonly ChartPoint[], toPx: (x: number) => number, px: number): ChartPoint | undefined =>
  least(points, (p) => Math.abs(toPx(p.x) - px));
