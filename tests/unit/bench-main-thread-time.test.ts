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
      ...tasks,
    ],
  };
}

describe("the main thread's time in a Lighthouse trace", () => {
  it("counts the tasks after the first paint, from their wall time and from the thread's own time", () => {
    const t = trace(
      task(main, 50, 40, 40), // before the first paint: not counted
      task(main, 200, 20, 5), // waited 15 ms for a core
      task(main, 300, 12, 12),
      task(main, 400, 6, 6), // under 10 ms: not a step of its own in Lighthouse's simulation
      task(other, 500, 30, 30), // another thread
    );
    // At 10x: 20 ms -> 200 - 50, 12 ms -> 120 - 50; from CPU time 5 ms -> 0, 12 ms -> 70.
    expect(mainThreadTime(t, 10)).toEqual({ wallTbtMs: 220, ownTbtMs: 70, ranShare: Number((17 / 32).toFixed(2)) });
  });

  it("takes a nested task as part of the task around it", () => {
    const t = trace(task(main, 200, 30, 30), task(main, 210, 15, 15));
    expect(mainThreadTime(t, 4)).toEqual({ wallTbtMs: 70, ownTbtMs: 70, ranShare: 1 });
  });

  it("has nothing to say without a first paint or thread times", () => {
    expect(mainThreadTime({ traceEvents: [task(main, 200, 30, 30)] }, 4)).toBeNull();
    const noThreadTime = trace({ pid, tid: main, name: "RunTask", ph: "X", ts: 200 * ms, dur: 30 * ms });
    expect(mainThreadTime(noThreadTime, 4)).toBeNull();
    expect(mainThreadTime(undefined, 4)).toBeNull();
  });
});
