// The progress chart as a member reads it: a dot per weigh-in, the trend as one line, whole
// kilograms (with their unit) and dates on its axes, the goal as a labelled line, and the day under the pointer
// with its weight and trend.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chartGeometry, nearestPoint, type ChartPoint } from "../../web/progress/chart-geometry";
import WeightChart from "../../web/progress/WeightChart";

const weight = { name: "Weight", unit: "kg", format: (n: number) => `${n.toFixed(1)} kg` };
const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
const points = [
  { date: "2026-03-01", weight: 80.4 },
  { date: "2026-03-08", weight: 79.9 },
  { date: "2026-03-15", weight: 79.1 },
  { date: "2026-03-29", weight: 78.6 },
];

let resize: ((entries: { contentRect: { width: number } }[]) => void) | undefined;

beforeEach(() => {
  // The chart draws once it knows its width, as a ResizeObserver reports it.
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

afterEach(() => {
  vi.unstubAllGlobals();
  resize = undefined;
});

function draw(goal: number | null) {
  const view = render(<WeightChart points={points} goal={goal} label="Weight over 4 days" value={weight} />);
  act(() => resize?.([{ contentRect: { width: 400 } }]));
  return view;
}

describe("the weight chart", () => {
  it("waits for its width, then draws a dot per weigh-in, one trend line and whole-kilogram labels", () => {
    const { container } = render(<WeightChart points={points} goal={null} label="Weight over 4 days" value={weight} />);
    const chart = screen.getByRole("img", { name: "Weight over 4 days" });
    expect(chart.querySelector("svg")).toBeNull();
    act(() => resize?.([{ contentRect: { width: 400 } }]));
    expect(container.querySelectorAll("circle")).toHaveLength(points.length);
    expect(container.querySelectorAll("path")).toHaveLength(1);
    const labels = [...container.querySelectorAll("text")].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(["78", "80", "81"]));
    // The values' unit, above their labels and clear of the top one.
    const unit = container.querySelector('[data-testid="chart-unit"]')!;
    expect(unit.textContent).toBe("kg");
    const top = Math.min(...[...container.querySelectorAll("text")].filter((t) => /^\d+$/.test(t.textContent ?? "")).map((t) => Number(t.getAttribute("y"))));
    expect(top - Number(unit.getAttribute("y"))).toBeGreaterThanOrEqual(14);
    expect(labels.some((l) => /Mar/.test(l ?? ""))).toBe(true);
    expect(chart.textContent).not.toContain("Goal");
  });

  it("draws the goal as a labelled line", () => {
    const { container } = draw(76.5);
    expect(container.textContent).toContain("Goal 76.5");
    expect(container.querySelector('line[stroke="var(--warning)"]')).not.toBeNull();
  });

  it("shows the day under the pointer with its weight and trend, and hides it when the mouse leaves", () => {
    const { container } = draw(null);
    const svg = container.querySelector("svg")!;
    vi.spyOn(svg, "getBoundingClientRect").mockReturnValue({ left: 0, top: 0, right: 400, bottom: 288, width: 400, height: 288, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerMove(svg, { clientX: 398, clientY: 100, pointerType: "mouse" });
    expect(container.textContent).toContain("Mar 29, 2026");
    expect(container.textContent).toContain("Weight: 78.6 kg");
    expect(container.textContent).toMatch(/Trend: 7\d\.\d kg/);
    fireEvent.pointerLeave(svg, { pointerType: "mouse" });
    expect(container.textContent).not.toContain("Mar 29, 2026");
  });
});

describe("the chart's geometry", () => {
  const data: ChartPoint[] = points.map((p) => ({ x: day(p.date), weight: p.weight, trend: p.weight }));

  it("spans the plot with the first and last day and keeps every weight and the goal inside", () => {
    const { x, y, weightTicks, dateTicks } = chartGeometry(data, 75.2, 400, 288);
    expect(x(data[0]!.x)).toBe(40);
    expect(x(data.at(-1)!.x)).toBe(388);
    for (const v of [...data.map((d) => d.weight), 75.2]) {
      expect(y(v)).toBeGreaterThanOrEqual(8);
      expect(y(v)).toBeLessThanOrEqual(264);
    }
    expect(weightTicks.every(Number.isInteger)).toBe(true);
    expect(dateTicks.every((t) => t >= data[0]!.x && t <= data.at(-1)!.x)).toBe(true);
  });

  it("labels days, each once, however short the span", () => {
    const three: ChartPoint[] = ["2026-11-01", "2026-11-02", "2026-11-03"].map((date, i) => ({
      x: day(date),
      weight: 71 + i / 10,
      trend: 71,
    }));
    expect(chartGeometry(three, null, 1200, 288).dateTicks).toEqual(three.map((p) => p.x));
    const two = three.slice(0, 2);
    expect(chartGeometry(two, null, 320, 288).dateTicks).toEqual(two.map((p) => p.x));
  });

  it("finds the weigh-in nearest to a position on the axis", () => {
    const { x } = chartGeometry(data, null, 400, 288);
    expect(nearestPoint(data, x, 0)).toBe(data[0]);
    expect(nearestPoint(data, x, x(day("2026-03-27")))).toBe(data[3]);
    expect(nearestPoint([], x, 100)).toBeUndefined();
  });
});
