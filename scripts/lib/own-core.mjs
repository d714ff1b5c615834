// `--own-core`: the page's main thread on a core of its own. On a host of two shared cores the
// local server, the browser's other processes and the bench share the cores with the page, and a
// page's main-thread tasks took about three times their CPU time waiting for a core
// (docs/benchmarks.md, fifty-eighth session). A phone's page does not share its core with a dev
// server. So: this process and everything it starts on every core but the last, and each
// renderer's main thread (its thread id is its process id) on the last alone. The renderer's other
// threads (the compositor, V8's compile workers, the page's own workers) go to the rest, as they run
// on other cores on a phone: a thread inherits the cores of the thread that starts it, so each one
// the main thread starts after it was moved is moved back at the next look (a page's worker shared
// the main thread's core in the first benches). Linux only (sched_setaffinity through `taskset`).
import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import { readdirSync, readFileSync } from "node:fs";
import { clearInterval, setInterval } from "node:timers";

const taskset = (args) => {
  const res = spawnSync("taskset", args, { encoding: "utf8" });
  return res.status === 0;
};

/** The renderers' process ids now running: Chromium's `--type=renderer` children. */
function renderers() {
  const ids = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/cmdline`, "latin1").includes("--type=renderer")) ids.push(Number(name));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return ids;
}

/** A process's thread ids, or none once it is gone. */
function threadsOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

/**
 * Moves this process (all its threads, and so what it starts later) off the last core, then
 * moves each renderer's main thread onto it as renderers appear, and the threads a renderer starts
 * later back off it (looked for every `everyMs`).
 * Returns `stop()`. Throws where the host cannot (one core, no `taskset`).
 */
export function ownCoreForPages({ everyMs = 10 } = {}) {
  const cores = availableParallelism();
  if (cores < 2) throw new Error("--own-core needs two cores or more");
  const last = cores - 1;
  const rest = last === 1 ? "0" : `0-${last - 1}`;
  if (!taskset(["-a", "-c", "-p", rest, String(process.pid)]))
    throw new Error("--own-core: taskset could not move the bench off the last core");
  /** Each renderer put on the core, with the threads seen in it. */
  const pinned = new Map();
  const look = () => {
    const now = renderers();
    for (const pid of now) {
      if (!pinned.has(pid)) {
        if (!taskset(["-c", "-p", String(last), String(pid)])) continue;
        // The threads it had before are still on the rest.
        pinned.set(pid, new Set(threadsOf(pid)));
      }
      const seen = pinned.get(pid);
      for (const tid of threadsOf(pid))
        if (!seen.has(tid)) {
          seen.add(tid);
          taskset(["-c", "-p", rest, String(tid)]);
        }
    }
    // Process ids come back: forget the ones gone.
    for (const pid of pinned.keys()) if (!now.includes(pid)) pinned.delete(pid);
  };
  look();
  const timer = setInterval(look, everyMs);
  timer.unref();
  return {
    core: last,
    rest,
    stop: () => clearInterval(timer),
  };
}
