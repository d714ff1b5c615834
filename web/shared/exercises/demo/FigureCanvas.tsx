// The playing figure, drawn by a worker on a canvas laid over its SVG. Played by the SVG itself,
// every frame of the loop was style, layout, paint and commit on the page's main thread: on a slow
// phone all of it, for as long as the figure moved. The worker builds the same <Figure> the SVG
// shows, with its loop (figure-scene.ts), so the figure looks the same; the SVG holds its still
// pose beneath until the canvas has shown its first drawing. The page sends only the exercise's
// movement and the figure's colours as the theme resolves them.
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { useTheme } from "../../theme/theme";
import { paint } from "./Figure";
import type { Colours, FigureParams } from "./figure-scene";
import type { PlayerMessage } from "./figure-player.worker";
import { svgClock, type LoopClock } from "./loop-clock";

/** Whether the browser can hand a canvas to a worker. */
export function canPlayOffThread(): boolean {
  return (
    typeof Worker === "function" &&
    typeof OffscreenCanvas === "function" &&
    typeof HTMLCanvasElement === "function" &&
    "transferControlToOffscreen" in HTMLCanvasElement.prototype
  );
}

type Player = { worker: Worker; mounts: number };
// A canvas is handed over once: a remount of the same canvas (React's development checks mount
// everything twice) keeps its worker.
const players = new WeakMap<HTMLCanvasElement, Player>();

function attach(canvas: HTMLCanvasElement): Player {
  let player = players.get(canvas);
  if (!player) {
    const offscreen = canvas.transferControlToOffscreen();
    const worker = new Worker(new URL("./figure-player.worker.ts", import.meta.url), { type: "module" });
    worker.postMessage({ type: "canvas", canvas: offscreen } satisfies PlayerMessage, [offscreen]);
    players.set(canvas, (player = { worker, mounts: 0 }));
  }
  player.mounts++;
  return player;
}

function detach(player: Player) {
  player.mounts--;
  setTimeout(() => {
    if (player.mounts === 0) player.worker.terminate();
  });
}

/** The figure's colours as the page's styles resolve them inside its SVG (the theme's tokens). */
function resolveColours(svg: SVGSVGElement): Colours {
  // One probe per colour, all added before the first is read: one style recalculation.
  const probes = Object.values(paint).map((value) => {
    const probe = document.createElementNS("http://www.w3.org/2000/svg", "g");
    probe.style.color = value;
    svg.append(probe);
    return [value, probe] as const;
  });
  const colours = Object.fromEntries(probes.map(([value, probe]) => [value, getComputedStyle(probe).color]));
  for (const [, probe] of probes) probe.remove();
  return colours;
}

/** The canvas's size in device pixels, as it is laid out. */
function pixels(entry: ResizeObserverEntry): { width: number; height: number } {
  const device = entry.devicePixelContentBoxSize?.[0];
  if (device) return { width: device.inlineSize, height: device.blockSize };
  const ratio = window.devicePixelRatio || 1;
  return { width: Math.round(entry.contentRect.width * ratio), height: Math.round(entry.contentRect.height * ratio) };
}

export function FigureCanvas({
  svg,
  figure,
  clock,
  onShown,
  onFailed,
}: {
  /** The figure's SVG, holding still: it stands in until the canvas shows the figure. */
  svg: RefObject<SVGSVGElement | null>;
  /** What the worker draws; sent again when it changes (another exercise) or the theme does. */
  figure: FigureParams;
  clock: LoopClock;
  /** The canvas shows the figure (and the clock runs): the SVG beneath may stop drawing. */
  onShown: () => void;
  /** No worker could draw it: the SVG plays it after all. */
  onFailed: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const worker = useRef<Worker | null>(null);
  const theme = useTheme();

  useLayoutEffect(() => {
    // The SVG holds still at the loop's moment until the canvas takes over: it never plays here.
    const standIn = svgClock(svg.current);
    standIn?.pauseAnimations();
    standIn?.setCurrentTime(clock.getCurrentTime());
    let player: Player;
    try {
      player = attach(canvas.current!);
    } catch {
      onFailed();
      return;
    }
    const w = player.worker;
    worker.current = w;
    w.onmessage = ({ data }: MessageEvent<"drawn" | "failed">) => {
      if (data === "failed") return onFailed();
      clock.show();
      onShown();
    };
    w.onerror = () => onFailed();
    clock.connect(w, (moving) => canvas.current?.setAttribute("data-state", moving ? "playing" : "held"));
    const resize = new ResizeObserver(([entry]) => {
      if (entry) w.postMessage({ type: "size", ...pixels(entry) } satisfies PlayerMessage);
    });
    resize.observe(canvas.current!);
    return () => {
      resize.disconnect();
      clock.connect(null);
      worker.current = null;
      detach(player);
    };
    // Once per canvas; the callbacks only report back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clock, svg]);

  // The figure and its colours, again when the theme changes them; in a task of their own, apart
  // from the commit that put the canvas in the page.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (svg.current && worker.current)
        worker.current.postMessage({ type: "figure", figure, colours: resolveColours(svg.current) } satisfies PlayerMessage);
    });
    return () => clearTimeout(timer);
  }, [svg, figure, theme]);

  return <canvas ref={canvas} aria-hidden="true" data-state="held" className="pointer-events-none absolute inset-0 size-full" />;
}
