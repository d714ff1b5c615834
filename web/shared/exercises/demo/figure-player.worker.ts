// Plays the demonstration figure on a canvas handed over by the page (OffscreenCanvas), one
// drawing per display frame, so the page's main thread does nothing while the figure moves.
// The page says where the loop is (its clock) and when it holds still; the first drawing is
// reported, so the page can swap its still SVG for the canvas without a blank frame.
import { figureScene, type Colours, type FigureParams } from "./figure-scene";
import { drawScene, type Scene } from "./scene";

export type PlayerMessage =
  | { type: "canvas"; canvas: OffscreenCanvas }
  /** The exercise's figure, built here (its forty poses and their shapes), in these colours. */
  | { type: "figure"; figure: FigureParams; colours: Colours }
  | { type: "size"; width: number; height: number }
  /** `at` seconds into the loop at the moment `since` (ms since the epoch); `since` null: held at `at`. */
  | { type: "clock"; at: number; since: number | null };

let canvas: OffscreenCanvas | null = null;
let ctx: OffscreenCanvasRenderingContext2D | null = null;
let scene: Scene | null = null;
let clock: { at: number; since: number | null } = { at: 0, since: null };
let frame = 0;
let reported = false;
// The worker's own scope (the project's types describe a page's).
const scope = self as unknown as {
  postMessage(message: "drawn" | "failed"): void;
  onmessage: ((event: MessageEvent<PlayerMessage>) => void) | null;
};
const layers: OffscreenCanvasRenderingContext2D[] = [];

const epoch = () => performance.timeOrigin + performance.now();
const nextFrame: (fn: () => void) => number =
  typeof requestAnimationFrame === "function"
    ? (fn) => requestAnimationFrame(fn)
    : (fn) => setTimeout(fn, 16) as unknown as number;
const cancelFrame: (id: number) => void = typeof cancelAnimationFrame === "function" ? cancelAnimationFrame : clearTimeout;

/** A scratch canvas the size of the picture, one per depth of nested see-through groups. */
function layer(depth: number) {
  let l = layers[depth];
  if (!l) layers[depth] = l = new OffscreenCanvas(1, 1).getContext("2d")!;
  if (l.canvas.width !== canvas!.width || l.canvas.height !== canvas!.height) {
    l.canvas.width = canvas!.width;
    l.canvas.height = canvas!.height;
  }
  return l;
}

function draw() {
  frame = 0;
  if (!ctx || !scene || !canvas || canvas.width === 0) return;
  const at = clock.since === null ? clock.at : clock.at + (epoch() - clock.since) / 1000;
  drawScene(ctx, scene, at, layer);
  if (!reported) {
    reported = true;
    // Once this drawing is on screen: the next frame starts after it was shown.
    nextFrame(() => scope.postMessage("drawn"));
  }
  if (clock.since !== null) frame = nextFrame(draw);
}

function redraw() {
  if (frame) cancelFrame(frame);
  frame = nextFrame(draw);
}

scope.onmessage = ({ data }) => {
  if (data.type === "canvas") {
    canvas = data.canvas;
    ctx = canvas.getContext("2d");
    if (!ctx) scope.postMessage("failed");
  } else if (data.type === "figure") {
    scene = figureScene(data.figure, data.colours);
  } else if (data.type === "size") {
    if (canvas) {
      canvas.width = data.width;
      canvas.height = data.height;
    }
  } else {
    clock = { at: data.at, since: data.since };
  }
  redraw();
};
