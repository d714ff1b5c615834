// What a Lighthouse run's trace says about the page's main thread after its first paint: how long
// its tasks took on the wall clock, and how much of that the thread actually ran (its own CPU
// time). Lighthouse's simulation multiplies each task's wall time by the CPU slowdown; on a shared
// two-core host a task's wall time also holds the moments the thread waited for a core, which a
// phone's own cores would not add. Both blocking times here are the same sum Lighthouse makes
// (each task's part over 50 ms, at the slowdown), once from the wall time and once from the
// thread's own time, over the tasks after the first paint.

/** The renderer's main thread that painted the page: the one with the most tasks in the painting process. */
function mainThread(events) {
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) return null;
  const counts = new Map();
  for (const e of events)
    if (e.pid === fcp.pid && e.name === "RunTask" && e.ph === "X") counts.set(e.tid, (counts.get(e.tid) ?? 0) + 1);
  const named = new Set(
    events.filter((e) => e.pid === fcp.pid && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => e.tid),
  );
  const [tid] = [...counts].filter(([t]) => named.has(t)).sort((a, b) => b[1] - a[1])[0] ?? [];
  return tid === undefined ? null : { pid: fcp.pid, tid, fcpTs: fcp.ts };
}

/**
 * `trace`: Lighthouse's artifacts.Trace; `slowdown`: the run's CPU multiplier. Null when the trace
 * has no thread times (or no first paint).
 */
export function mainThreadTime(trace, slowdown) {
  const events = trace?.traceEvents ?? [];
  const main = mainThread(events);
  if (!main) return null;
  // Top-level tasks only (a task nested in another is part of it).
  const tasks = [];
  let end = 0;
  for (const e of events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === "RunTask" && e.ph === "X" && e.ts >= main.fcpTs)
    .sort((a, b) => a.ts - b.ts)) {
    if (e.ts < end) continue;
    tasks.push(e);
    end = e.ts + e.dur;
  }
  if (!tasks.some((t) => typeof t.tdur === "number")) return null;
  const blocking = (ms) => Math.max(0, slowdown * ms - 50);
  let wall = 0;
  let own = 0;
  let countedWall = 0;
  let countedOwn = 0;
  for (const t of tasks) {
    // Lighthouse's simulation keeps a task of 10 ms or more as a step of its own.
    if (t.dur < 10_000) continue;
    const w = t.dur / 1000;
    const c = Math.min(t.tdur ?? t.dur, t.dur) / 1000;
    wall += blocking(w);
    own += blocking(c);
    if (blocking(w) > 0) {
      countedWall += w;
      countedOwn += c;
    }
  }
  return {
    /** Blocking time at the slowdown from the tasks' wall time (about what Lighthouse simulates). */
    wallTbtMs: Math.round(wall),
    /** The same from the thread's own CPU time: what the page's work would block without waiting for a core. */
    ownTbtMs: Math.round(own),
    /** The share of the blocking tasks' wall time in which the thread ran. */
    ranShare: countedWall ? Number((countedOwn / countedWall).toFixed(2)) : 1,
  };
}
