// One exercise's chart as a member reads it: a point per session (the best estimated 1RM, the
// most reps or the longest hold, work sets only), the axes' whole-number ticks, the summary in
// words, and a keyboard that moves along the sessions as a slider names each one.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoggedSetJson } from "../../core/training/session";
import { switchLocale } from "../../web/shared/i18n/locale";
import ExerciseChart from "../../web/workout/history/ExerciseChart";
import { bestSet, setE1rm, trendMetric, trendMetrics, trendPoints } from "../../web/workout/history/exercise-series";
import { nearestIndex, steppedIndex, trendGeometry } from "../../web/workout/history/trend-geometry";
import { trendSummary } from "../../web/workout/history/trend-text";

let n = 0;
const set = (
  weight: number | null,
  reps: number | null,
  seconds: number | null = null,
  kind: "work" | "warmup" = "work",
): LoggedSetJson => ({
  id: `set-${++n}`,
  entryId: "entry",
  exercise: "barbell-bench-press",
  position: n,
  kind,
  weight,
  reps,
  seconds,
  rpe: null,
  rir: null,
  updatedAt: 0,
});

// Newest first, as the API answers.
const sessions = [
  { id: "c", date: "2026-03-15", sets: [set(80, 5), set(85, 3), set(100, 1, null, "warmup")] },
  { id: "b", date: "2026-03-08", sets: [set(80, 4), set(75, 8)] },
  { id: "a", date: "2026-03-01", sets: [set(70, 8), set(70, 8)] },
];

beforeEach(() => act(() => switchLocale("en")));
afterAll(() => act(() => switchLocale("en")));

describe("the exercise's series", () => {
  it("picks the measure: estimated 1RM when loaded, reps for body weight, the hold for a timed exercise", () => {
    expect(trendMetric({ measure: "reps", loaded: true })).toBe("e1rm");
    expect(trendMetric({ measure: "reps", loaded: false })).toBe("reps");
    expect(trendMetric({ measure: "seconds", loaded: false })).toBe("seconds");
  });

  it("gives each session its best work set, oldest first; warm-ups never count", () => {
    const points = trendPoints(sessions, "e1rm");
    expect(points.map((p) => p.sessionId)).toEqual(["a", "b", "c"]);
    expect(points.map((p) => p.value)).toEqual([
      setE1rm({ weight: 70, reps: 8 }),
      setE1rm({ weight: 75, reps: 8 }),
      setE1rm({ weight: 85, reps: 3 }),
    ]);
    expect(points[2]!.best).toMatchObject({ weight: 85, reps: 3 });
    expect(setE1rm({ weight: 100, reps: 1 })).toBe(100);
    expect(setE1rm({ weight: null, reps: 8 })).toBeNull();
    expect(setE1rm({ weight: 20, reps: 40 })).toBeNull();
  });

  it("takes the most reps or the longest hold, the heavier of equals", () => {
    expect(bestSet([set(0, 12), set(10, 12), set(null, 9)], "reps")).toMatchObject({ value: 12, set: { weight: 10 } });
    expect(bestSet([set(null, null, 45), set(null, null, 60)], "seconds")).toMatchObject({ value: 60 });
    expect(bestSet([set(null, null, 45, "warmup")], "seconds")).toBeNull();
    expect(trendPoints([{ id: "w", date: "2026-03-01", sets: [set(20, 10, null, "warmup")] }], "e1rm")).toEqual([]);
  });

  it("offers a bodyweight exercise done with added weight its heaviest added weight beside its reps", () => {
    const pullUps = [
      { id: "b", date: "2026-03-08", sets: [set(10, 6), set(10, 8), set(null, 12)] },
      { id: "a", date: "2026-03-01", sets: [set(null, 15), set(20, 3, null, "warmup")] },
    ];
    const bodyweight = { measure: "reps", loaded: false } as const;
    expect(trendMetrics(bodyweight, pullUps)).toEqual(["reps", "added"]);
    expect(trendMetrics(bodyweight, pullUps.slice(1))).toEqual(["reps"]);
    expect(trendMetrics({ measure: "reps", loaded: true }, pullUps)).toEqual(["e1rm", "weight", "reps"]);
    // Sessions at body weight alone have no added weight to plot; of equal weights, the set with more reps.
    const added = trendPoints(pullUps, "added");
    expect(added.map((p) => [p.sessionId, p.value, p.best.reps])).toEqual([["b", 10, 8]]);
    expect(trendSummary(added, "added", "metric")).toBe("Sessions: 1. From +10 kg to +10 kg; best +10 kg on Mar 8, 2026.");
  });

  it("offers a loaded exercise its heaviest weight, and leads with it when no set gives an estimate", () => {
    const loaded = { measure: "reps", loaded: true } as const;
    expect(trendMetrics(loaded, sessions)).toEqual(["e1rm", "weight"]);
    // Sets of 15 reps are past the estimate's 12: the chart shows the weights instead of nothing.
    const high = [
      { id: "b", date: "2026-03-08", sets: [set(40, 15), set(45, 15), set(45, 14)] },
      { id: "a", date: "2026-03-01", sets: [set(40, 15), set(60, 15, null, "warmup")] },
    ];
    expect(trendMetrics(loaded, high)).toEqual(["weight"]);
    const points = trendPoints(high, "weight");
    expect(points.map((p) => [p.sessionId, p.value, p.best.reps])).toEqual([
      ["a", 40, 15],
      ["b", 45, 15],
    ]);
    expect(trendSummary(points, "weight", "imperial")).toBe("Sessions: 2. From 88.2 lb to 99.2 lb; best 99.2 lb on Mar 8, 2026.");
    // An own exercise logged without weight: its reps; with nothing counting, the estimate's empty chart.
    expect(trendMetrics(loaded, [{ sets: [set(null, 12), set(null, 10)] }])).toEqual(["reps"]);
    expect(trendMetrics(loaded, [{ sets: [set(null, 12, null, "warmup")] }])).toEqual(["e1rm"]);
  });

  it("says the series in words, in the member's units and language", () => {
    const points = trendPoints(
      [
        { id: "b", date: "2026-03-08", sets: [set(null, 15)] },
        { id: "a", date: "2026-03-01", sets: [set(null, 10)] },
      ],
      "reps",
    );
    expect(trendSummary(points, "reps", "metric")).toBe("Sessions: 2. From 10 reps to 15 reps; best 15 reps on Mar 8, 2026.");
    act(() => switchLocale("ru"));
    const lifted = trendPoints([{ id: "a", date: "2026-03-01", sets: [set(100, 1)] }], "e1rm");
    expect(trendSummary(lifted, "e1rm", "metric")).toMatch(
      /^Занятий: 1\. Было 100\u00a0кг, стало 100\u00a0кг; лучшее\u00a0— 100\u00a0кг \(1 мар\. 2026\sг\.\)\.$/u,
    );
  });
});

describe("the chart's geometry", () => {
  const points = [
    { x: Date.UTC(2026, 2, 1), value: 86.7 },
    { x: Date.UTC(2026, 2, 8), value: 94.8 },
    { x: Date.UTC(2026, 2, 15), value: 92.5 },
  ];

  it("spans the sessions and labels whole numbers, with room around the values", () => {
    const g = trendGeometry(points, 360, 240);
    expect(g.x(points[0]!.x)).toBe(44);
    expect(g.x(points[2]!.x)).toBe(360 - 16);
    expect(g.valueTicks.every(Number.isInteger)).toBe(true);
    expect(g.y.domain()[0]).toBeLessThan(86.7);
    expect(g.y.domain()[1]).toBeGreaterThan(94.8);
    expect(g.path.startsWith("M44,")).toBe(true);
    expect(g.dateTicks.length).toBeGreaterThanOrEqual(2);
  });

  it("labels days, each once, however close the sessions", () => {
    const days = [Date.UTC(2026, 10, 1), Date.UTC(2026, 10, 2), Date.UTC(2026, 10, 3)];
    const g = trendGeometry(
      days.map((x, i) => ({ x, value: 80 + i })),
      1200,
      240,
    );
    expect(g.dateTicks).toEqual(days);
  });

  it("labels the sessions' own days when they fit, not round dates in between", () => {
    // 28 November and 2 December on a phone: d3 alone labelled 29 November and 1 December.
    const days = [Date.UTC(2026, 10, 28), Date.UTC(2026, 11, 2)];
    expect(
      trendGeometry(
        days.map((x, i) => ({ x, value: 83 + i * 5 })),
        320,
        240,
      ).dateTicks,
    ).toEqual(days);
    // More sessions than fit: d3's whole days, inside the span.
    const many = Array.from({ length: 30 }, (_, i) => Date.UTC(2026, 0, 1 + i * 3));
    const g = trendGeometry(
      many.map((x) => ({ x, value: 80 })),
      320,
      240,
    );
    expect(g.dateTicks.length).toBeLessThanOrEqual(Math.floor((320 - 44 - 16) / 80));
    expect(g.dateTicks.every((t) => t % 86_400_000 === 0 && t >= many[0]! && t <= many.at(-1)!)).toBe(true);
  });

  it("draws sessions of one day with a day either side, not a domain of no width", () => {
    const g = trendGeometry([points[0]!, { ...points[0]!, value: 90 }], 360, 240);
    expect(Number.isFinite(g.x(points[0]!.x))).toBe(true);
    expect(g.path).not.toContain("NaN");
  });

  it("finds the session nearest the pointer and steps along them by key", () => {
    const g = trendGeometry(points, 360, 240);
    expect(nearestIndex(points, g.x, 50)).toBe(0);
    expect(nearestIndex(points, g.x, 200)).toBe(1);
    expect(nearestIndex(points, g.x, 1000)).toBe(2);
    expect(steppedIndex("ArrowLeft", 2, 3)).toBe(1);
    expect(steppedIndex("ArrowRight", 2, 3)).toBe(2);
    expect(steppedIndex("ArrowDown", 0, 3)).toBe(0);
    expect(steppedIndex("Home", 2, 3)).toBe(0);
    expect(steppedIndex("End", 0, 3)).toBe(2);
    expect(steppedIndex("Enter", 0, 3)).toBeNull();
  });
});

describe("the chart on screen", () => {
  let resize: ((entries: { contentRect: { width: number } }[]) => void) | undefined;
  beforeEach(() => {
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: typeof resize) {
          resize = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is a slider over the sessions: it starts on the newest, and arrows name each session with its best set", () => {
    const points = trendPoints(sessions, "e1rm");
    const { container } = render(
      <ExerciseChart points={points} metric="e1rm" units="metric" loaded label="Estimated 1RM per session" />,
    );
    act(() => resize?.([{ contentRect: { width: 360 } }]));
    const slider = screen.getByRole("slider", { name: "Estimated 1RM per session" });
    expect(container.querySelectorAll("circle")).toHaveLength(3);
    expect(slider.getAttribute("aria-valuenow")).toBe("3");
    expect(slider.getAttribute("aria-valuetext")).toMatch(/^Mar 15, 2026: [\d.]+ kg; best set 85 kg ×\u00a03$/);
    act(() => slider.focus());
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    expect(slider.getAttribute("aria-valuenow")).toBe("2");
    expect(slider.getAttribute("aria-valuetext")).toMatch(/^Mar 8, 2026: .*best set 75 kg ×\u00a08$/);
    fireEvent.keyDown(slider, { key: "Home" });
    expect(slider.getAttribute("aria-valuetext")).toMatch(/^Mar 1, 2026: .*best set 70 kg ×\u00a08$/);
    // The readout shows beside the point while the chart has the focus.
    expect(slider.textContent).toContain("Best set: 70 kg ×\u00a08");
  });

  it("plots the estimate in pounds for a member who reads pounds", () => {
    const points = trendPoints(sessions, "e1rm");
    render(<ExerciseChart points={points} metric="e1rm" units="imperial" loaded label="Estimated 1RM per session" />);
    act(() => resize?.([{ contentRect: { width: 360 } }]));
    expect(screen.getByRole("slider").getAttribute("aria-valuetext")).toMatch(/lb; best set 187\.4 lb ×\u00a03$/);
    expect(screen.getByTestId("chart-unit").textContent).toBe("lb");
  });

  it("names the values' unit above their labels: kilograms, reps, seconds, in the member's language", () => {
    const unitOf = (metric: "e1rm" | "reps" | "seconds") => {
      const { unmount } = render(
        <ExerciseChart points={trendPoints(sessions, "e1rm")} metric={metric} units="metric" loaded label="Chart" />,
      );
      act(() => resize?.([{ contentRect: { width: 360 } }]));
      const unit = screen.getByTestId("chart-unit");
      const ticks = [...document.querySelectorAll("text")].filter((t) => /^\d+$/.test(t.textContent ?? ""));
      // Clear of the top value's label.
      expect(Math.min(...ticks.map((t) => Number(t.getAttribute("y")))) - Number(unit.getAttribute("y"))).toBeGreaterThanOrEqual(
        14,
      );
      const text = unit.textContent;
      unmount();
      return text;
    };
    expect([unitOf("e1rm"), unitOf("reps"), unitOf("seconds")]).toEqual(["kg", "reps", "s"]);
    act(() => switchLocale("ru"));
    expect([unitOf("e1rm"), unitOf("reps"), unitOf("seconds")]).toEqual(["кг", "повт.", "с"]);
  });
});
