// How far a median of a few Lighthouse runs can be trusted. On a two-core host the same page's
// runs spread by an order of magnitude (docs/benchmarks.md, "Where the blocking time goes on this
// host"), so a median a few milliseconds over or under a goal says little on its own.

/** The median of a sorted list: its middle value, or the mean of the two middles for an even count. */
export const median = (sorted) =>
  sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;

/** P(X <= k) for X ~ Binomial(n, 1/2). */
function binomialAtMost(k, n) {
  let term = 1;
  let sum = 1;
  for (let i = 1; i <= k; i++) {
    term = (term * (n - i + 1)) / i;
    sum += term;
  }
  return sum / 2 ** n;
}

/**
 * The narrowest interval between two of the runs (sorted ascending) that holds the page's true
 * median with at least `level` probability, from the runs' order alone (the sign test's interval,
 * no assumption about the spread): 5 runs give their lowest and highest (94 %), 7 runs the second
 * and the sixth (88 %), 9 runs the second and the eighth (96 %). Fewer than 3 runs, or too few to
 * reach `level`, give the widest interval with what it reaches.
 * @param {number[]} sorted
 * @returns {{ low: number, high: number, coverage: number } | null}
 */
export function medianInterval(sorted, level = 0.85) {
  const n = sorted.length;
  if (n < 3) return null;
  let k = 1;
  while (k + 1 <= Math.floor(n / 2) && 1 - 2 * binomialAtMost(k, n) >= level) k++;
  return { low: sorted[k - 1], high: sorted[n - k], coverage: 1 - 2 * binomialAtMost(k - 1, n) };
}
