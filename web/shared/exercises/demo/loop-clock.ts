// Where the demonstration's loop is, for the figure drawn off the main thread. It answers like the
// SVG's own animation clock (the player drives either the same way) and tells the drawing worker
// where the loop is whenever that changes; the worker counts the time between.
import type { RefObject } from "react";
import type { PlayerMessage } from "./figure-player.worker";

/** The part of an SVG's animation clock (SVGSVGElement) the player uses. */
export interface AnimationClock {
  getCurrentTime(): number;
  setCurrentTime(seconds: number): void;
  pauseAnimations(): void;
  unpauseAnimations(): void;
  animationsPaused(): boolean;
}

/** The SVG's own clock, where the browser has one (a test's document may not). */
export function svgClock(svg: SVGSVGElement | null): AnimationClock | null {
  return svg && typeof svg.getCurrentTime === "function" ? svg : null;
}

export class LoopClock implements AnimationClock {
  /** Seconds into the loop at `since` (performance.now() ms), or where it holds when `since` is null. */
  private at = 0;
  private since: number | null = null;
  /** Held by the page (out of view). */
  private held = false;
  /** The canvas shows the figure; until then it holds, and the SVG stands in at the same moment. */
  private shown = false;
  private worker: Worker | null = null;
  private onMoving: ((moving: boolean) => void) | null = null;

  /** `svg`: the figure's SVG, which stands in until the canvas shows it. */
  constructor(private readonly svg: RefObject<SVGSVGElement | null>) {}

  getCurrentTime(): number {
    return this.since === null ? this.at : this.at + (performance.now() - this.since) / 1000;
  }

  setCurrentTime(seconds: number): void {
    this.at = seconds;
    if (this.since !== null) this.since = performance.now();
    if (!this.shown) svgClock(this.svg.current)?.setCurrentTime(seconds);
    this.send();
  }

  pauseAnimations(): void {
    this.held = true;
    this.update();
  }

  unpauseAnimations(): void {
    this.held = false;
    this.update();
  }

  animationsPaused(): boolean {
    return this.since === null;
  }

  /** The worker that draws, once it has the canvas, and who is told whether the figure moves; null when it is gone. */
  connect(worker: Worker | null, onMoving: ((moving: boolean) => void) | null = null): void {
    this.worker = worker;
    this.onMoving = onMoving;
    this.send();
  }

  /** The canvas has shown its first drawing: the loop may run. */
  show(): void {
    this.shown = true;
    this.update();
  }

  private update() {
    const run = this.shown && !this.held;
    if (run === (this.since !== null)) return;
    this.at = this.getCurrentTime();
    this.since = run ? performance.now() : null;
    this.send();
    this.onMoving?.(run);
  }

  private send() {
    const since = this.since === null ? null : performance.timeOrigin + this.since;
    this.worker?.postMessage({ type: "clock", at: this.at, since } satisfies PlayerMessage);
  }
}
