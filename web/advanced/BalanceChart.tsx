import { scaleLinear, type ScaleLinear } from "d3-scale";
import { curveLinearClosed, lineRadial } from "d3-shape";
import { useId } from "react";

export interface BalancePoint {
  lift: string;
  score: number;
}

// Drawn in its own units and scaled to the box (h-72), about 290 px wide on a phone.
const width = 320;
const height = 288;
const center = { x: width / 2, y: 150 };
const levels = [1, 2, 3, 4, 5];
const lineHeight = 13;
/** How far a lift's name sits beyond the outer ring. */
const gap = 12;
/** How far a name may run past the drawing's sides, into the card's padding (20 px). */
const bleed = 14;

/** A lift's axis: clockwise from the top. */
const angleOf = (i: number, n: number) => (i * 2 * Math.PI) / n;
const at = (angle: number, r: number) => ({ x: center.x + r * Math.sin(angle), y: center.y - r * Math.cos(angle) });
/** A name on two lines when it has two words or more. */
const linesOf = (name: string) => {
  const words = name.split(" ");
  return words.length > 1 ? [words[0]!, words.slice(1).join(" ")] : words;
};
/** About how wide a line of the 11-unit text is (no layout is read to draw the chart). */
const textWidth = (line: string) => line.length * 6.6;

/**
 * The rings' scale: as large as the box allows, smaller when a name beside the rings (a long
 * Russian word) would otherwise run out of it.
 */
function radiusScale(points: BalancePoint[]): ScaleLinear<number, number> {
  let outer = 104;
  points.forEach((p, i) => {
    const side = Math.abs(Math.sin(angleOf(i, points.length)));
    if (side < 0.2) return;
    const widest = Math.max(...linesOf(p.lift).map(textWidth));
    outer = Math.min(outer, (width / 2 + bleed - widest) / side - gap);
  });
  return scaleLinear()
    .domain([0, 5])
    .range([0, Math.max(64, outer)])
    .clamp(true);
}

/** A ring or the lifts' shape through one value per axis, around the origin. */
const shape = (values: number[], radius: ScaleLinear<number, number>) =>
  lineRadial<number>()
    .angle((_, i) => angleOf(i, values.length))
    .radius((v) => radius(v))
    .curve(curveLinearClosed)(values) ?? "";

/** A lift's name beside its axis: above the top, below the bottom, level with it at the sides. */
function AxisLabel({ text, angle, outer }: { text: string; angle: number; outer: number }) {
  const { x, y } = at(angle, outer + gap);
  const side = Math.sin(angle);
  const anchor = Math.abs(side) < 0.2 ? "middle" : side > 0 ? "start" : "end";
  const lines = linesOf(text);
  const cos = Math.cos(angle);
  // (Above the top, clear of the level numbers beside that axis.)
  const first = cos > 0.5 ? -4 - (lines.length - 1) * lineHeight : cos < -0.5 ? 11 : 4 - ((lines.length - 1) * lineHeight) / 2;
  return (
    <text x={x} y={y + first} textAnchor={anchor} fill="var(--text)" fontSize={11}>
      {lines.map((line, i) => (
        <tspan key={line} x={x} dy={i === 0 ? 0 : lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The lifts' levels on one radar (1 beginner … 5 elite): a round shape is balanced strength. In
 * plain SVG with d3's scale and shapes; screen readers get its title and the levels as its
 * description, and the lift cards above list the same figures.
 */
export default function BalanceChart({ points, title, label }: { points: BalancePoint[]; title: string; label: string }) {
  const id = useId();
  const n = points.length;
  const radius = radiusScale(points);
  const outer = radius(5);
  const origin = `translate(${center.x} ${center.y})`;
  return (
    <div className="h-72 w-full" data-testid="balance-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="size-full overflow-visible"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{label}</desc>
        <g fill="none" stroke="var(--border)">
          {levels.map((level) => (
            <path key={level} d={shape(points.map(() => level), radius)} transform={origin} />
          ))}
          {points.map((p, i) => {
            const end = at(angleOf(i, n), outer);
            return <line key={p.lift} x1={center.x} y1={center.y} x2={end.x} y2={end.y} />;
          })}
        </g>
        <path
          d={shape(points.map((p) => p.score), radius)}
          transform={origin}
          fill="var(--accent)"
          fillOpacity={0.35}
          stroke="var(--accent)"
          strokeWidth={2}
        />
        {/* The levels along the top axis, outlined in the card's colour to stay legible over the shape. */}
        <g fill="var(--muted)" fontSize={10} stroke="var(--surface)" strokeWidth={3} paintOrder="stroke">
          {levels.map((level) => (
            <text key={level} x={center.x + 4} y={center.y - radius(level) - 2}>
              {level}
            </text>
          ))}
        </g>
        {points.map((p, i) => (
          <AxisLabel key={p.lift} text={p.lift} angle={angleOf(i, n)} outer={outer} />
        ))}
      </svg>
    </div>
  );
}
