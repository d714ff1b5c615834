// The cheap phone's runs of one build pooled across benches. On a two-core shared host one bench's
// five runs a page spread by an order of magnitude, and the same build met the goal on 13, 12, 11
// and 9 of 13 pages in four benches of one day (docs/benchmarks.md); twenty runs of a page say far
// more about its median than any five.
import { median, medianInterval } from "./median-interval.mjs";

/**
 * Each page's runs from the benches of `build` (a bench without a build, or of another, or taken
 * at a multiplier given by hand, is left out): how many, the median performance and TBT, where the
 * median TBT lies (the sign test's interval, 95 % or the nearest above), and how many runs went
 * over `tbtGoalMs`.
 * @param {{ build?: string, slowdownGiven?: boolean, pages?: Record<string, { runs: { performance: number, tbtMs: number }[] }> }[]} benches
 * @param {string} build
 * @param {number} tbtGoalMs
 */
export function poolRuns(benches, build, tbtGoalMs) {
  const kept = benches.filter((b) => b.build === build && !b.slowdownGiven);
  const runsOf = new Map();
  for (const bench of kept)
    for (const [page, figures] of Object.entries(bench.pages ?? {}))
      runsOf.set(page, [...(runsOf.get(page) ?? []), ...figures.runs]);
  /** @type {Record<string, { runs: number, performance: number, tbtMs: number, tbtInterval: ReturnType<typeof medianInterval>, over: number }>} */
  const pages = {};
  for (const [page, runs] of runsOf) {
    const tbt = runs.map((r) => r.tbtMs).sort((a, b) => a - b);
    const performance = runs.map((r) => r.performance).sort((a, b) => a - b);
    pages[page] = {
      runs: runs.length,
      performance: median(performance),
      tbtMs: median(tbt),
      tbtInterval: medianInterval(tbt, 0.95),
      over: tbt.filter((t) => t > tbtGoalMs).length,
    };
  }
  return { benches: kept.length, pages };
}
