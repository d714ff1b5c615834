// Reads the figure's SVG, as React rendered it for playing, into a scene a worker can draw: the
// SVG stays the one drawing of the figure, and this takes its shapes, their `<animate>` values and
// the colours and strokes the page's styles give them (theme colours resolved).
import { parsePath, type Scene, type SceneItem, type SceneShape, type ShapeKind } from "./scene";

/** A shape's numbered attributes, in the order the scene keeps them (a path has `d` instead). */
const attributes: Record<Exclude<ShapeKind, "path">, string[]> = {
  line: ["x1", "y1", "x2", "y2"],
  circle: ["cx", "cy", "r"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
};

const isShape = (tag: string): tag is ShapeKind => tag === "path" || tag in attributes;

/** A computed fill or stroke as a colour a canvas takes, or null for none. */
function colour(value: string, current: string): string | null {
  if (!value || value === "none" || value.startsWith("url(")) return null;
  return value.toLowerCase() === "currentcolor" ? current : value;
}

function numbers(kind: ShapeKind, read: (name: string) => string | null): number[] {
  if (kind === "path") return parsePath(read("d") ?? "").numbers;
  return attributes[kind].map((name) => parseFloat(read(name) ?? "") || 0);
}

function readShape(el: SVGElement, kind: ShapeKind): SceneShape {
  const base = (name: string) => el.getAttribute(name);
  const tracks = new Map<string, string[]>();
  for (const a of el.querySelectorAll(":scope > animate")) {
    const name = a.getAttribute("attributeName");
    const values = a.getAttribute("values");
    if (name && values) tracks.set(name, values.split(";"));
  }
  const samples = Math.max(1, ...[...tracks.values()].map((v) => v.length));
  const frames = Array.from({ length: samples }, (_, i) =>
    numbers(kind, (name) => {
      const track = tracks.get(name);
      return track ? track[Math.min(i, track.length - 1)]! : base(name);
    }),
  );
  const style = getComputedStyle(el);
  const dash = style.strokeDasharray;
  return {
    kind,
    ...(kind === "path" ? { commands: parsePath(base("d") ?? "").commands } : {}),
    frames,
    fill: colour(style.fill, style.color),
    stroke: colour(style.stroke, style.color),
    strokeWidth: parseFloat(style.strokeWidth) || 0,
    lineCap: style.strokeLinecap as CanvasLineCap,
    lineJoin: style.strokeLinejoin === "round" || style.strokeLinejoin === "bevel" ? style.strokeLinejoin : "miter",
    dash: !dash || dash === "none" ? [] : dash.split(/[\s,]+/).map((v) => parseFloat(v) || 0),
    opacity: Number(style.opacity),
  };
}

function readItems(parent: Element): SceneItem[] {
  const items: SceneItem[] = [];
  for (const el of parent.children) {
    if (!(el instanceof SVGElement)) continue;
    const tag = el.tagName.toLowerCase();
    if (tag === "g") {
      const inner = readItems(el);
      const opacity = Number(getComputedStyle(el).opacity);
      if (opacity >= 1) items.push(...inner);
      else if (inner.length) items.push({ kind: "group", opacity, items: inner });
    } else if (isShape(tag)) {
      items.push(readShape(el, tag));
    }
  }
  return items;
}

/** The figure's scene; `seconds` is the loop's length, as its `<animate>`s play it. */
export function readScene(svg: SVGSVGElement, seconds: number): Scene {
  const box = svg.viewBox.baseVal;
  return { viewBox: [box.x, box.y, box.width, box.height], seconds, items: readItems(svg) };
}
