import { describe, expect, it } from "vitest";
import { weeklyRate, weightTrend } from "../../core/progress/trend";

describe("weight trend (Hacker's Diet smoothing)", () => {
  it("starts at the first weight and moves 10% of each daily difference", () => {
    const t = weightTrend([
      { date: "2026-01-01", weight: 80 },
      { date: "2026-01-02", weight: 81 },
      { date: "2026-01-03", weight: 79 },
    ]);
    expect(t.map((p) => p.trend)).toEqual([80, expect.closeTo(80.1, 10), expect.closeTo(80.1 + 0.1 * (79 - 80.1), 10)]);
  });

  it("sorts by date and treats a gap as that many days of smoothing", () => {
    const t = weightTrend([
      { date: "2026-01-11", weight: 70 },
      { date: "2026-01-01", weight: 80 },
    ]);
    expect(t[0]!.date).toBe("2026-01-01");
    // Ten days: 1 - 0.9^10 ≈ 65% of the way from 80 to 70.
    expect(t[1]!.trend).toBeCloseTo(80 - 10 * (1 - 0.9 ** 10), 6);
  });

  it("damps a one-day spike", () => {
    const days = Array.from({ length: 10 }, (_, i) => ({ date: `2026-02-${String(i + 1).padStart(2, "0")}`, weight: i === 5 ? 83 : 80 }));
    const spike = weightTrend(days)[5]!;
    expect(spike.trend).toBeCloseTo(80.3, 6);
  });

  it("has no points for no entries", () => {
    expect(weightTrend([])).toEqual([]);
  });
});

describe("weekly rate", () => {
  it("is the trend's slope per week: negative when losing", () => {
    // Losing 0.1 kg every day for eight weeks: the trend follows at the same slope (after a lag).
    const days = Array.from({ length: 56 }, (_, i) => ({ date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10), weight: 90 - 0.1 * i }));
    expect(weeklyRate(days)).toBeCloseTo(-0.7, 1);
  });

  it("is null with fewer than two points in the window", () => {
    expect(weeklyRate([{ date: "2026-01-01", weight: 80 }])).toBeNull();
    expect(weeklyRate([{ date: "2025-01-01", weight: 80 }, { date: "2026-01-01", weight: 79 }])).toBeNull();
  });
});
