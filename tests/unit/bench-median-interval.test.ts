// The cheap-phone bench's interval around a page's median blocking time (scripts/lib/median-interval.mjs):
// which two runs bound it and how sure it is, for the run counts the bench takes.
import { describe, expect, it } from "vitest";
import { medianInterval } from "../../scripts/lib/median-interval.mjs";

/** The chance that the k-th and (n-k+1)-th of n draws hold the median, counted over every way n draws fall either side of it. */
function coverageByCounting(n: number, k: number) {
  let holds = 0;
  for (let mask = 0; mask < 2 ** n; mask++) {
    let below = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) below++;
    // The interval holds the median when at least k draws fall below it and at least k above.
    if (below >= k && n - below >= k) holds++;
  }
  return holds / 2 ** n;
}

describe("medianInterval", () => {
  it("takes the lowest and the highest of five runs", () => {
    expect(medianInterval([20, 175, 304, 348, 1216])).toEqual({ low: 20, high: 1216, coverage: coverageByCounting(5, 1) });
    expect(coverageByCounting(5, 1)).toBeCloseTo(0.9375, 4);
  });

  it("takes the second and the sixth of seven runs", () => {
    const interval = medianInterval([20, 89, 175, 304, 348, 586, 1216]);
    expect(interval).toMatchObject({ low: 89, high: 586 });
    expect(interval!.coverage).toBeCloseTo(coverageByCounting(7, 2), 10);
    expect(interval!.coverage).toBeCloseTo(0.875, 4);
  });

  it("takes the second and the eighth of nine runs, not the third and seventh (82 %)", () => {
    const interval = medianInterval([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(interval).toMatchObject({ low: 2, high: 8 });
    expect(interval!.coverage).toBeCloseTo(coverageByCounting(9, 2), 10);
    expect(coverageByCounting(9, 3)).toBeLessThan(0.85);
  });

  it("gives three runs' full range with the little it reaches", () => {
    expect(medianInterval([3, 1, 2].sort((a, b) => a - b))).toEqual({ low: 1, high: 3, coverage: 0.75 });
  });

  it("gives nothing for fewer than three runs", () => {
    expect(medianInterval([])).toBeNull();
    expect(medianInterval([5, 9])).toBeNull();
  });
});
