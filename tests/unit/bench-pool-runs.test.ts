// The cheap-phone bench's pooled verdict (scripts/lib/pool-runs.mjs): runs of one build gathered
// from several benches, each page's median and its interval, and what is left out.
import { describe, expect, it } from "vitest";
import { medianInterval } from "../../scripts/lib/median-interval.mjs";
import { poolRuns } from "../../scripts/lib/pool-runs.mjs";

const runs = (...pairs: [number, number][]) => pairs.map(([performance, tbtMs]) => ({ performance, tbtMs }));

describe("poolRuns", () => {
  it("pools a page's runs across the benches of one build, and counts those over the goal", () => {
    const pooled = poolRuns(
      [
        { build: "a", pages: { "/profile": { runs: runs([93, 311], [96, 235], [77, 1076], [92, 351], [96, 224]) } } },
        { build: "a", pages: { "/profile": { runs: runs([85, 578], [96, 212], [90, 397], [83, 680], [79, 921]) } } },
      ],
      "a",
      300,
    );
    expect(pooled.benches).toBe(2);
    const tbt = [212, 224, 235, 311, 351, 397, 578, 680, 921, 1076];
    expect(pooled.pages["/profile"]).toEqual({
      runs: 10,
      performance: 91, // 90 and 92 in the middle
      tbtMs: 374, // 351 and 397 in the middle
      tbtInterval: medianInterval(tbt, 0.95),
      over: 7,
    });
    // Ten runs: the second and the ninth hold the median 98 % of the time.
    expect(pooled.pages["/profile"]!.tbtInterval).toMatchObject({ low: 224, high: 921 });
  });

  it("leaves out benches of another build, without one, or at a multiplier given by hand", () => {
    const pooled = poolRuns(
      [
        { build: "a", pages: { "/": { runs: runs([100, 40], [99, 80], [100, 10]) } } },
        { build: "b", pages: { "/": { runs: runs([50, 5000]) } } },
        { pages: { "/": { runs: runs([50, 5000]) } } },
        { build: "a", slowdownGiven: true, pages: { "/": { runs: runs([50, 5000]) } } },
      ],
      "a",
      300,
    );
    expect(pooled.benches).toBe(1);
    expect(pooled.pages["/"]).toMatchObject({ runs: 3, performance: 100, tbtMs: 40, over: 0 });
  });

  it("keeps a page measured in only some benches (an --only bench) with the runs it has", () => {
    const pooled = poolRuns(
      [
        {
          build: "a",
          pages: {
            "/": { runs: runs([100, 0], [100, 20], [100, 30]) },
            "/chat": { runs: runs([88, 483], [94, 284], [91, 359]) },
          },
        },
        { build: "a", pages: { "/chat": { runs: runs([100, 48], [92, 347], [100, 36]) } } },
      ],
      "a",
      300,
    );
    expect(pooled.pages["/"]).toMatchObject({ runs: 3, tbtMs: 20 });
    expect(pooled.pages["/chat"]).toMatchObject({ runs: 6, tbtMs: 315.5, over: 3 });
  });

  it("has nothing to pool when no bench is of the build", () => {
    expect(poolRuns([{ build: "b", pages: { "/": { runs: runs([100, 0]) } } }], "a", 300)).toEqual({ benches: 0, pages: {} });
  });
});
