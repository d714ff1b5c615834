// The playing figure as a scene the drawing worker puts on its canvas (scene.ts), built in the
// worker from the same <Figure> the page renders. The figure's parts are plain functions of their
// props (no hooks, no state), so this calls them and walks the elements they describe, as the
// browser would read the SVG: the shapes in order, their `<animate>` values and the paint each
// inherits from its groups. The page only resolves the figure's colours (theme tokens) and sends
// them, so starting the loop costs its main thread neither the forty poses' SVG nor reading it back.
import type { Muscle } from "../../../../core/training/exercise";
import type { Demonstration } from "../../../../core/training/movement/demonstration";
import { keyframes, skeletonAt } from "../../../../core/training/movement/keyframes";
import { Figure } from "./Figure";
import { loopPoses } from "./loop-poses";
import { parsePath, type Scene, type SceneItem, type SceneShape, type ShapeKind } from "./scene";

/** What the worker needs to draw an exercise's figure. */
export interface FigureParams {
  demonstration: Demonstration;
  primary: readonly Muscle[];
  secondary: readonly Muscle[];
  /** Seconds one loop takes. */
  seconds: number;
}

/** The figure's colours as the page resolved them (a theme token to a colour a canvas takes). */
export type Colours = Record<string, string>;

type Props = Record<string, unknown> & { children?: unknown };
type Node = { type: unknown; props: Props };

const fragment = Symbol.for("react.fragment");

const isElement = (node: unknown): node is Node => typeof node === "object" && node !== null && "type" in node && "props" in node;

/** A shape's numbered attributes, in the order the scene keeps them (a path has `d` instead). */
const attributes: Record<Exclude<ShapeKind, "path">, string[]> = {
  line: ["x1", "y1", "x2", "y2"],
  circle: ["cx", "cy", "r"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
};

const isShape = (tag: string): tag is ShapeKind => tag === "path" || tag in attributes;

/** The paint a shape inherits from the groups around it (SVG's initial values at the top). */
interface Paint {
  fill: string;
  stroke: string;
  strokeWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  dash: number[];
  color: string;
}

const initial: Paint = {
  fill: "black",
  stroke: "none",
  strokeWidth: 1,
  lineCap: "butt",
  lineJoin: "miter",
  dash: [],
  color: "black",
};

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

function inherit(props: Props, up: Paint): Paint {
  const join = text(props.strokeLinejoin);
  const dash = text(props.strokeDasharray);
  const style = props.style as { color?: string } | undefined;
  return {
    fill: text(props.fill) ?? up.fill,
    stroke: text(props.stroke) ?? up.stroke,
    strokeWidth: props.strokeWidth === undefined ? up.strokeWidth : parseFloat(String(props.strokeWidth)) || 0,
    lineCap: (text(props.strokeLinecap) as CanvasLineCap | undefined) ?? up.lineCap,
    lineJoin: join === undefined ? up.lineJoin : join === "round" || join === "bevel" ? join : "miter",
    dash: dash === undefined ? up.dash : dash === "none" ? [] : dash.split(/[\s,]+/).map((v) => parseFloat(v) || 0),
    color: style?.color ?? text(props.color) ?? up.color,
  };
}

/** A fill or stroke as a colour a canvas takes, or null for none. */
function colour(value: string, paint: Paint, colours: Colours): string | null {
  if (value === "none" || value.startsWith("url(")) return null;
  const v = value.toLowerCase() === "currentcolor" ? paint.color : value;
  return colours[v] ?? v;
}

function children(props: Props): unknown[] {
  const c = props.children;
  return Array.isArray(c) ? c.flat(Infinity) : [c];
}

function shape(kind: ShapeKind, props: Props, paint: Paint, colours: Colours): SceneShape {
  const tracks = new Map<string, string[]>();
  for (const child of children(props)) {
    if (!isElement(child) || child.type !== "animate") continue;
    const name = text(child.props.attributeName);
    const values = text(child.props.values);
    if (name && values) tracks.set(name, values.split(";"));
  }
  const read = (name: string, i: number) => {
    const track = tracks.get(name);
    return track ? track[Math.min(i, track.length - 1)]! : (text(props[name]) ?? "");
  };
  const count = Math.max(1, ...[...tracks.values()].map((v) => v.length));
  const frames = Array.from({ length: count }, (_, i) =>
    kind === "path" ? parsePath(read("d", i)).numbers : attributes[kind].map((name) => parseFloat(read(name, i)) || 0),
  );
  return {
    kind,
    ...(kind === "path" ? { commands: parsePath(text(props.d) ?? "").commands } : {}),
    frames,
    fill: colour(paint.fill, paint, colours),
    stroke: colour(paint.stroke, paint, colours),
    strokeWidth: paint.strokeWidth,
    lineCap: paint.lineCap,
    lineJoin: paint.lineJoin,
    dash: paint.dash,
    opacity: props.opacity === undefined ? 1 : Number(props.opacity),
  };
}

function walk(node: unknown, paint: Paint, colours: Colours, out: SceneItem[]): void {
  if (Array.isArray(node)) {
    for (const n of node) walk(n, paint, colours, out);
    return;
  }
  if (!isElement(node)) return;
  const { type, props } = node;
  if (typeof type === "function") return walk((type as (p: Props) => unknown)(props), paint, colours, out);
  if (type === fragment) return walk(props.children, paint, colours, out);
  // Anything else (memo, forwardRef, a context) would hide its shapes from this walk: fail, and the
  // page lets the SVG play instead of a canvas missing part of the figure.
  if (typeof type !== "string") throw new Error("The figure has a part the drawing worker cannot read");
  const own = inherit(props, paint);
  if (type === "g") {
    const inner: SceneItem[] = [];
    walk(props.children, own, colours, inner);
    const opacity = props.opacity === undefined ? 1 : Number(props.opacity);
    if (opacity >= 1) out.push(...inner);
    else if (inner.length) out.push({ kind: "group", opacity, items: inner });
  } else if (isShape(type)) {
    out.push(shape(type, props, own, colours));
  } else if (type === "svg") {
    walk(props.children, own, colours, out);
  } else {
    throw new Error(`The figure has a <${type}> the drawing worker cannot draw`);
  }
}

/** The playing figure of an exercise as the worker draws it, its colours resolved by `colours`. */
export function figureScene({ demonstration, primary, secondary, seconds }: FigureParams, colours: Colours): Scene {
  const frames = keyframes(demonstration);
  const svg = Figure({
    demonstration,
    poses: loopPoses(demonstration, frames),
    seconds,
    start: skeletonAt(demonstration, frames, 0),
    primary,
    secondary,
  });
  const box = String(svg.props.viewBox ?? "0 0 240 240")
    .split(/[\s,]+/)
    .map(Number) as Scene["viewBox"];
  const items: SceneItem[] = [];
  walk(svg, initial, colours, items);
  return { viewBox: box, seconds, items };
}
