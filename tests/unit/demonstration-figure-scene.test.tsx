// The figure the drawing worker builds (figure-scene.ts) is the SVG the page would play: the same
// shapes in the same order, the same numbers at every sample of the loop, the same paint and the
// same see-through groups, for every exercise's demonstration; and no theme token reaches the
// canvas unresolved.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { demonstrations } from "../../content/exercises/demonstrations";
import { exercises } from "../../content/exercises/index";
import { keyframes, loopSeconds, skeletonAt } from "../../core/training/movement/keyframes";
import { Figure, paint } from "../../web/shared/exercises/demo/Figure";
import { figureScene, type FigureParams } from "../../web/shared/exercises/demo/figure-scene";
import { loopPoses } from "../../web/shared/exercises/demo/loop-poses";
import { parsePath, type SceneItem } from "../../web/shared/exercises/demo/scene";

const numbered: Record<string, string[]> = {
  line: ["x1", "y1", "x2", "y2"],
  circle: ["cx", "cy", "r"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
};

/** An attribute as the element or its nearest group sets it (SVG's inherited paint). */
function inherited(el: Element, name: string): string | null {
  for (let at: Element | null = el; at; at = at.parentElement) {
    const value = at.getAttribute(name);
    if (value !== null) return value;
  }
  return null;
}

/** The shapes of the rendered SVG, read from its elements as a browser would draw them. */
function readSvg(parent: Element, body: string): unknown[] {
  const out: unknown[] = [];
  for (const el of parent.children) {
    const tag = el.tagName.toLowerCase();
    if (tag === "g") {
      const inner = readSvg(el, body);
      const opacity = Number(el.getAttribute("opacity") ?? 1);
      if (opacity >= 1) out.push(...inner);
      else if (inner.length) out.push({ kind: "group", opacity, items: inner });
      continue;
    }
    if (tag !== "path" && !(tag in numbered)) continue;
    const tracks = new Map(
      [...el.querySelectorAll("animate")].map((a) => [a.getAttribute("attributeName")!, a.getAttribute("values")!.split(";")]),
    );
    const count = Math.max(1, ...[...tracks.values()].map((v) => v.length));
    const value = (name: string, i: number) => tracks.get(name)?.[i] ?? el.getAttribute(name) ?? "";
    const frames = Array.from({ length: count }, (_, i) =>
      tag === "path" ? parsePath(value("d", i)).numbers : numbered[tag]!.map((n) => parseFloat(value(n, i)) || 0),
    );
    const colour = (name: string) => {
      const v = inherited(el, name) ?? (name === "fill" ? "black" : "none");
      if (v === "none") return null;
      return v === "currentColor" ? body : v;
    };
    const join = inherited(el, "stroke-linejoin");
    const dash = inherited(el, "stroke-dasharray");
    out.push({
      kind: tag,
      ...(tag === "path" ? { commands: parsePath(el.getAttribute("d")!).commands } : {}),
      frames,
      fill: colour("fill"),
      stroke: colour("stroke"),
      strokeWidth: parseFloat(inherited(el, "stroke-width") ?? "1"),
      lineCap: inherited(el, "stroke-linecap") ?? "butt",
      lineJoin: join === "round" || join === "bevel" ? join : "miter",
      dash: dash ? dash.split(/[\s,]+/).map(Number) : [],
      opacity: Number(el.getAttribute("opacity") ?? 1),
    });
  }
  return out;
}

function params(slug: string): FigureParams {
  const exercise = exercises.find((e) => e.slug === slug)!;
  return { demonstration: demonstrations[slug]!, primary: exercise.primary, secondary: exercise.secondary, seconds: loopSeconds };
}

/** The SVG the page plays where no worker draws, as React writes it (its markup, parsed again). */
function playingSvg(p: FigureParams): SVGSVGElement {
  const frames = keyframes(p.demonstration);
  const markup = renderToStaticMarkup(
    <Figure
      demonstration={p.demonstration}
      poses={loopPoses(p.demonstration, frames)}
      seconds={p.seconds}
      start={skeletonAt(p.demonstration, frames, 0)}
      primary={p.primary}
      secondary={p.secondary}
    />,
  );
  return new DOMParser().parseFromString(markup, "image/svg+xml").documentElement as unknown as SVGSVGElement;
}

function shapes(items: readonly SceneItem[]): SceneItem[] {
  return items.flatMap((item) => (item.kind === "group" ? shapes(item.items) : [item]));
}

const slugs = Object.keys(demonstrations);
const drawable = new Set(["g", "path", "line", "circle", "rect", "animate"]);

describe("the figure the drawing worker builds", () => {
  it("is the playing SVG's drawing for every demonstration", () => {
    expect(slugs.length).toBeGreaterThan(100);
    for (const slug of slugs) {
      const p = params(slug);
      const svg = playingSvg(p);
      const scene = figureScene(p, {});
      expect(scene.viewBox).toEqual([0, 0, 240, 240]);
      expect(scene.seconds).toBe(loopSeconds);
      // Only what the worker can draw: these elements, painted by their attributes (the SVG's own
      // colour aside), nothing by class or style a worker could not resolve.
      const tags = new Set([...svg.querySelectorAll("*")].map((el) => el.tagName.toLowerCase()));
      expect([...tags].filter((t) => !drawable.has(t))).toEqual([]);
      expect(svg.querySelectorAll("[style], [class]")).toHaveLength(0);
      expect({ slug, items: scene.items }).toEqual({
        slug,
        items: readSvg(svg, /(?:^|;)\s*color:\s*([^;]+)/.exec(svg.getAttribute("style") ?? "")?.[1]?.trim() ?? "black"),
      });
    }
  });

  it("moves: the limbs take every sample of the loop, closing on the first", () => {
    const scene = figureScene(params("barbell-back-squat"), {});
    const moving = shapes(scene.items).filter((s) => s.kind !== "group" && s.frames.length > 1);
    expect(moving.length).toBeGreaterThan(5);
    for (const s of moving) {
      if (s.kind === "group") continue;
      expect(s.frames).toHaveLength(41);
      expect(s.frames[40]).toEqual(s.frames[0]);
    }
  });

  it("paints only with the colours the page resolved", () => {
    const resolved = Object.fromEntries(Object.values(paint).map((value, i) => [value, `rgb(${i}, ${i}, ${i})`]));
    const used = new Set<string>();
    for (const slug of slugs) {
      for (const s of shapes(figureScene(params(slug), resolved).items)) {
        if (s.kind === "group") continue;
        if (s.stroke) used.add(s.stroke);
        // A line has no inside: its fill is never drawn.
        if (s.fill && s.kind !== "line") used.add(s.fill);
      }
    }
    expect([...used].every((c) => Object.values(resolved).includes(c))).toBe(true);
    // Every colour of the palette is drawn somewhere, the body's through currentColor.
    expect(used).toEqual(new Set(Object.values(resolved)));
  });
});
