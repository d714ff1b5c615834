// What a Lighthouse run's trace says about the page's main thread after its first paint: how long
// its tasks took on the wall clock, and how long the thread actually ran in them (its own CPU
// time). Lighthouse's simulation multiplies each task's wall time by the CPU slowdown; a task's
// wall time also holds every moment the thread was not running (waiting for a core on a shared
// host, or blocked), which the thread time leaves out. Both counts below follow the simulation's
// rules as far as a trace alone allows (tasks of 10 ms or more, the part after the first paint, a
// task that lays out at half the slowdown), once from the wall time and once from the thread
// time. They run to the end of the trace, not to Lighthouse's simulated time to interactive, so
// neither is Lighthouse's TBT; the two side by side show how much of the blocking the page's own
// work makes. The thread-time count is a lower bound of it.

/** The main frame's first contentful paint, and the renderer thread it was painted on. */
function firstPaint(events) {
  const paints = events.filter((e) => e.name === "firstContentfulPaint").sort((a, b) => a.ts - b.ts);
  const named = (e) =>
    events.some((t) => t.pid === e.pid && t.tid === e.tid && t.name === "thread_name" && t.args?.name === "CrRendererMain");
  return paints.find(named) ?? null;
}

/**
 * `trace`: Lighthouse's artifacts.Trace; `slowdown`: the run's CPU multiplier. Null when the trace
 * has no first paint or no thread times.
 */
export function mainThreadTime(trace, slowdown) {
  const events = trace?.traceEvents ?? [];
  const fcp = firstPaint(events);
  if (!fcp) return null;
  const own = events
    .filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === "X")
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Top-level tasks only (a task nested in another is part of it); ties go to the longer, outer one.
  const tasks = [];
  let end = 0;
  for (const e of own) {
    if (e.name !== "RunTask" || e.ts < end) continue;
    tasks.push(e);
    end = e.ts + e.dur;
  }
  const after = tasks.filter((t) => t.ts + t.dur > fcp.ts);
  if (!after.some((t) => typeof t.tdur === "number")) return null;
  const laysOut = (t) => own.some((e) => e.name === "Layout" && e.ts >= t.ts && e.ts < t.ts + t.dur);
  let wall = 0;
  let cpu = 0;
  let countedWall = 0;
  let countedCpu = 0;
  for (const t of after) {
    // Lighthouse's simulation keeps a task of 10 ms or more as a step of its own.
    if (t.dur < 10_000) continue;
    // Only the part after the first paint counts; the thread time is taken in the same proportion.
    const part = Math.min(1, (t.ts + t.dur - fcp.ts) / t.dur);
    const w = (t.dur / 1000) * part;
    const c = (Math.min(t.tdur ?? t.dur, t.dur) / 1000) * part;
    const k = laysOut(t) ? slowdown / 2 : slowdown;
    const blocking = (ms) => Math.max(0, k * ms - 50);
    wall += blocking(w);
    cpu += blocking(c);
    if (blocking(w) > 0) {
      countedWall += w;
      countedCpu += c;
    }
  }
  return {
    /** Blocking time at the slowdown from the tasks' wall time. */
    wallTbtMs: Math.round(wall),
    /** The same from the thread's own CPU time: what the page's work blocks at least. */
    ownTbtMs: Math.round(cpu),
    /** The share of the blocking tasks' wall time in which the thread ran; null when no task blocks. */
    ranShare: countedWall ? Number((countedCpu / countedWall).toFixed(2)) : null,
  };
}
