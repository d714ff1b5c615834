// What one system call costs on this host, printed beside Lighthouse's benchmark index. The index
// is a loop of plain JavaScript; a browser loading a page, and tracing it for Lighthouse, also
// makes system calls all the time (its processes talk through them, and traced events read their
// thread's clock). Under some hypervisors a call costs several times what it does on bare metal
// (a fraction of a microsecond): on the host of 2026-12-01 it took 1.8 µs, and Lighthouse's
// figures fell far more than the index did (docs/benchmarks.md, eighteenth session).

/** Nanoseconds a `process.cpuUsage()` (one getrusage call) takes: the median of five rounds. */
export function systemCallNs(calls = 50_000) {
  const rounds = [];
  for (let r = 0; r < 5; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) process.cpuUsage();
    rounds.push(Number(process.hrtime.bigint() - start) / calls);
  }
  return Math.round(rounds.sort((a, b) => a - b)[2]);
}
