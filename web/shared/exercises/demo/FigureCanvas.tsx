// The playing figure, drawn by a worker on a canvas laid over its SVG. Played by the SVG itself,
// every frame of the loop was style, layout, paint and commit on the page's main thread: on a slow
// phone all of it, for as long as the figure moved. The worker draws the SVG's own shapes and
// `<animate>` values (read-scene.ts), so the figure looks the same; the SVG holds still beneath,
// at the same moment, until the canvas has shown its first drawing.
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import { useTheme } from "../../theme/theme";
import type { PlayerMessage } from "./figure-player.worker";
import { svgClock, type LoopClock } from "./loop-clock";
import { readScene } from "./read-scene";

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

/** The canvas's size in device pixels, as it is laid out. */
function pixels(entry: ResizeObserverEntry): { width: number; height: number } {
  const device = entry.devicePixelContentBoxSize?.[0];
  if (device) return { width: device.inlineSize, height: device.blockSize };
  const ratio = window.devicePixelRatio || 1;
  return { width: Math.round(entry.contentRect.width * ratio), height: Math.round(entry.contentRect.height * ratio) };
}

export function FigureCanvas({
  svg,
  clock,
  seconds,
  onShown,
  onFailed,
}: {
  /** The figure's SVG, rendered for playing (with its `<animate>`s). */
  svg: RefObject<SVGSVGElement | null>;
  clock: LoopClock;
  seconds: number;
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

  // The shapes and their colours, again when the theme changes them; read in a task of their own,
  // apart from the long commit that put the moving figure in the page.
  useEffect(() => {
    const timer = setTimeout(() => {
      const figure = svg.current;
      if (figure && worker.current)
        worker.current.postMessage({ type: "scene", scene: readScene(figure, seconds) } satisfies PlayerMessage);
    });
    return () => clearTimeout(timer);
  }, [svg, seconds, theme]);

  return <canvas ref={canvas} aria-hidden="true" data-state="held" className="pointer-events-none absolute inset-0 size-full" />;
}
