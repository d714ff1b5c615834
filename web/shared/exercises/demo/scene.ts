// The moving figure as plain data a worker can draw on a canvas: each shape's numbers at every
// sample of the loop (what its SVG `<animate>` values hold), its resolved colours and stroke, and
// the groups drawn at an opacity of their own. Drawn here exactly as the SVG would be: the samples
// joined in straight steps, the loop closing on its first sample, a group's opacity applied to the
// group as a whole.

export type ShapeKind = "path" | "line" | "circle" | "rect";

export interface SceneShape {
  kind: ShapeKind;
  /** A path's commands in order (M, L, Q, C, Z), one letter each; its numbers follow in `frames`. */
  commands?: string;
  /**
   * The shape's numbers at each sample, evenly spread over the loop (one entry when it holds
   * still): a line's x1 y1 x2 y2, a circle's cx cy r, a rectangle's x y width height rx ry, a
   * path's coordinates in order.
   */
  frames: number[][];
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  dash: number[];
  opacity: number;
}

export interface SceneGroup {
  kind: "group";
  opacity: number;
  items: SceneItem[];
}

export type SceneItem = SceneShape | SceneGroup;

export interface Scene {
  /** The drawing's frame (the SVG's viewBox): x, y, width, height. */
  viewBox: [number, number, number, number];
  /** Seconds one loop takes. */
  seconds: number;
  items: SceneItem[];
}

/** Numbers each path command takes. */
const arity: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };

/** A path's commands and numbers (absolute commands only, as the figure writes them). */
export function parsePath(d: string): { commands: string; numbers: number[] } {
  let commands = "";
  const numbers: number[] = [];
  for (const [token] of d.matchAll(/[MLQCZ]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi)) {
    const upper = token.toUpperCase();
    if (upper in arity) commands += upper;
    else numbers.push(Number(token));
  }
  return { commands, numbers };
}

/** A shape's numbers at `phase` of the loop (0 to 1): between the two samples either side, in a straight step. */
export function numbersAt(frames: readonly number[][], phase: number): number[] {
  if (frames.length === 1) return frames[0]!;
  const at = (((phase % 1) + 1) % 1) * (frames.length - 1);
  const i = Math.min(Math.floor(at), frames.length - 2);
  const f = at - i;
  const a = frames[i]!;
  const b = frames[i + 1]!;
  return a.map((v, k) => v + (b[k]! - v) * f);
}

type Context = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function outline(ctx: Context, shape: SceneShape, n: number[]) {
  ctx.beginPath();
  switch (shape.kind) {
    case "line":
      ctx.moveTo(n[0]!, n[1]!);
      ctx.lineTo(n[2]!, n[3]!);
      return;
    case "circle":
      ctx.arc(n[0]!, n[1]!, Math.max(0, n[2]!), 0, Math.PI * 2);
      return;
    case "rect": {
      const [x, y, w, h, rx, ry] = n as [number, number, number, number, number, number];
      const r = Math.min(rx || ry, w / 2, h / 2);
      if (r > 0 && "roundRect" in ctx) ctx.roundRect(x, y, w, h, r);
      else ctx.rect(x, y, w, h);
      return;
    }
    case "path": {
      let k = 0;
      for (const c of shape.commands ?? "") {
        if (c === "M") ctx.moveTo(n[k]!, n[k + 1]!);
        else if (c === "L") ctx.lineTo(n[k]!, n[k + 1]!);
        else if (c === "Q") ctx.quadraticCurveTo(n[k]!, n[k + 1]!, n[k + 2]!, n[k + 3]!);
        else if (c === "C") ctx.bezierCurveTo(n[k]!, n[k + 1]!, n[k + 2]!, n[k + 3]!, n[k + 4]!, n[k + 5]!);
        else if (c === "Z") ctx.closePath();
        k += arity[c]!;
      }
    }
  }
}

function paint(ctx: Context, shape: SceneShape, n: number[]) {
  outline(ctx, shape, n);
  // SVG's order: the fill, then the stroke over it.
  if (shape.fill && shape.kind !== "line") {
    ctx.fillStyle = shape.fill;
    ctx.fill();
  }
  if (shape.stroke && shape.strokeWidth > 0) {
    ctx.strokeStyle = shape.stroke;
    ctx.lineWidth = shape.strokeWidth;
    ctx.lineCap = shape.lineCap;
    ctx.lineJoin = shape.lineJoin;
    ctx.setLineDash(shape.dash);
    ctx.stroke();
  }
}

/** Where a group drawn at its own opacity is put together before it is laid on the picture. */
export type Layers = (depth: number) => Context;

function drawItems(ctx: Context, items: readonly SceneItem[], phase: number, layers: Layers, depth: number) {
  for (const item of items) {
    const opacity = item.opacity;
    if (opacity <= 0) continue;
    // A shape with one paint takes its opacity directly; a group, or a shape whose stroke lies
    // over its own fill, is composed apart first, so its overlaps are not darkened twice.
    const alone = item.kind !== "group" && !(item.fill && item.stroke && item.kind !== "line");
    if (opacity >= 1 || alone) {
      ctx.globalAlpha = opacity;
      if (item.kind === "group") drawItems(ctx, item.items, phase, layers, depth);
      else paint(ctx, item, numbersAt(item.frames, phase));
      ctx.globalAlpha = 1;
      continue;
    }
    const layer = layers(depth);
    layer.setTransform(1, 0, 0, 1, 0, 0);
    layer.clearRect(0, 0, layer.canvas.width, layer.canvas.height);
    layer.setTransform(ctx.getTransform());
    if (item.kind === "group") drawItems(layer, item.items, phase, layers, depth + 1);
    else paint(layer, item, numbersAt(item.frames, phase));
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = opacity;
    ctx.drawImage(layer.canvas, 0, 0);
    ctx.restore();
  }
}

/** Draws the scene at `seconds` into the loop on a canvas of `width` x `height` pixels, fitted as the SVG fits its viewBox. */
export function drawScene(ctx: Context, scene: Scene, seconds: number, layers: Layers) {
  const { width, height } = ctx.canvas;
  const [vx, vy, vw, vh] = scene.viewBox;
  const scale = Math.min(width / vw, height / vh);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, width, height);
  // xMidYMid meet: the frame centred in the canvas.
  ctx.setTransform(scale, 0, 0, scale, (width - vw * scale) / 2 - vx * scale, (height - vh * scale) / 2 - vy * scale);
  drawItems(ctx, scene.items, seconds / scene.seconds, layers, 0);
}
