// SVG shapes whose geometry may move. Each takes one value per sample of the loop: the shape is
// drawn at the first, and where the values differ the browser animates it through the rest
// (SVG's own `<animate>`). A playing demonstration then costs no script and no React render per
// frame: at 60 frames a second, re-rendering the figure took a slow phone's main thread for about
// half of every second (decision 0036). With a single sample the shape is simply still.
import type { SVGProps } from "react";
import type { Point } from "../../../../core/training/movement/skeleton";
import type { Line } from "./figure-geometry";

/** Coordinates to a tenth of a unit: the drawing is 240 units wide. */
export const coord = (n: number) => n.toFixed(1);

/** The `<animate>` for one attribute, or nothing when it holds still. */
function track(attribute: string, values: readonly string[], seconds: number) {
  if (values.every((v) => v === values[0])) return null;
  // Back to the first value at the end, so the loop closes without a jump.
  const loop = [...values, values[0]].join(";");
  return <animate key={attribute} attributeName={attribute} values={loop} dur={`${seconds}s`} repeatCount="indefinite" />;
}

type Timing = {
  /** Seconds one loop takes; the samples are spread evenly over it. */
  seconds: number;
};

export function MovingPath({ d, seconds, ...rest }: Timing & { d: readonly string[] } & Omit<SVGProps<SVGPathElement>, "d">) {
  return (
    <path d={d[0]} {...rest}>
      {track("d", d, seconds)}
    </path>
  );
}

export function MovingLine({ lines, seconds, ...rest }: Timing & { lines: readonly Line[] } & SVGProps<SVGLineElement>) {
  const attr = (k: keyof Line) => lines.map((l) => coord(l[k]));
  const [x1, y1, x2, y2] = [attr("x1"), attr("y1"), attr("x2"), attr("y2")];
  return (
    <line x1={x1[0]} y1={y1[0]} x2={x2[0]} y2={y2[0]} {...rest}>
      {track("x1", x1, seconds)}
      {track("y1", y1, seconds)}
      {track("x2", x2, seconds)}
      {track("y2", y2, seconds)}
    </line>
  );
}

/** Where a circle's centre, or a rectangle's top left corner, is: `at` moved by `dx`, `dy`. */
const placeAttributes = { circle: ["cx", "cy"], rect: ["x", "y"] } as const;

/** A circle or a rectangle placed at each sample's point (moved by `dx`, `dy`). */
export function MovingAt({
  shape: Shape,
  at,
  dx = 0,
  dy = 0,
  seconds,
  ...rest
}: Timing & { shape: "circle" | "rect"; at: readonly Point[]; dx?: number; dy?: number } & SVGProps<
    SVGCircleElement & SVGRectElement
  >) {
  const [xName, yName] = placeAttributes[Shape];
  const xs = at.map((p) => coord(p[0] + dx));
  const ys = at.map((p) => coord(p[1] + dy));
  return (
    <Shape {...{ [xName]: xs[0], [yName]: ys[0] }} {...rest}>
      {track(xName, xs, seconds)}
      {track(yName, ys, seconds)}
    </Shape>
  );
}
