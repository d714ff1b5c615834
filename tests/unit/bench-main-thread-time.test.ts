// The cheap-phone bench's reading of a Lighthouse trace (scripts/lib/main-thread-time.mjs): the
// blocking time at the slowdown from the main thread's tasks after the first paint, once from their
// wall time and once from the thread's own CPU time, and the share of the wall time it ran.
import { describe, expect, it } from "vitest";
import { mainThreadTime } from "../../scripts/lib/main-thread-time.mjs";

const pid = 7;
const main = 1;
const other = 2;
const ms = 1000;

/** A task on a thread at `at` ms: `wall` ms on the clock, `cpu` ms of it running. */
const task = (tid: number, at: number, wall: number, cpu: number) => ({
  pid,
  tid,
  name: "RunTask",
  ph: "X",
  ts: at * ms,
  dur: wall * ms,
  tdur: cpu * ms,
});

function trace(...tasks: object[]) {
  return {
    traceEvents: [
      { pid, tid: main, name: "thread_name", ph: "M", args: { name: "CrRendererMain" } },
      { pid, tid: other, name: "thread_name", ph: "M", args: { name: "Compositor" } },
      { pid, tid: main, name: "firstContentfulPaint", ph: "R", ts: 100 * ms },
      // A later paint (another frame's): the page's first paint is the earliest.
      { pid, tid: other, name: "firstContentfulPaint", ph: "R", ts: 150 * ms },
      ...tasks,
    ],
  };
}

const layout = (at: number, wall: number) => ({
  pid,
  tid: main,
  name: "Layout",
  ph: "X",
  ts: at * ms,
  dur: wall * ms,
  tdur: wall * ms,
});

describe("the main thread's time in a Lighthouse trace", () => {
  it("counts the tasks after the first paint, from their wall time and from the thread's own time", () => {
    const t = trace(
      task(main, 50, 40, 40), // before the first paint: not counted
      task(main, 200, 20, 5), // waited 15 ms
      task(main, 300, 12, 12),
      task(main, 400, 6, 6), // under 10 ms: not a step of its own in Lighthouse's simulation
      task(other, 500, 30, 30), // another thread
    );
    // At 10x: 20 ms -> 200 - 50, 12 ms -> 120 - 50; from CPU time 5 ms -> 0, 12 ms -> 70.
    expect(mainThreadTime(t, 10)).toEqual({ wallTbtMs: 220, ownTbtMs: 70, ranShare: Number((17 / 32).toFixed(2)) });
  });

  it("counts only the part of a task after the first paint, and a task that lays out at half the slowdown", () => {
    // 40 ms from 80 to 120: 20 ms after the paint at 100, all of it running.
    expect(mainThreadTime(trace(task(main, 80, 40, 40)), 10)).toEqual({ wallTbtMs: 150, ownTbtMs: 150, ranShare: 1 });
    // 30 ms with a layout in it, at 10x: counted at 5x.
    expect(mainThreadTime(trace(task(main, 200, 30, 30), layout(205, 10)), 10)).toEqual({
      wallTbtMs: 100,
      ownTbtMs: 100,
      ranShare: 1,
    });
  });

  it("takes a nested task as part of the task around it, even when both start together", () => {
    const t = trace(task(main, 200, 15, 15), task(main, 200, 30, 30));
    expect(mainThreadTime(t, 4)).toEqual({ wallTbtMs: 70, ownTbtMs: 70, ranShare: 1 });
  });

  it("gives no share when no task blocks, and nothing without a first paint or thread times", () => {
    expect(mainThreadTime(trace(task(main, 200, 12, 12)), 4)).toEqual({ wallTbtMs: 0, ownTbtMs: 0, ranShare: null });
    expect(mainThreadTime({ traceEvents: [task(main, 200, 30, 30)] }, 4)).toBeNull();
    const noThreadTime = trace({ pid, tid: main, name: "RunTask", ph: "X", ts: 200 * ms, dur: 30 * ms });
    expect(mainThreadTime(noThreadTime, 4)).toBeNull();
    expect(mainThreadTime(undefined, 4)).toBeNull();
  });
});
