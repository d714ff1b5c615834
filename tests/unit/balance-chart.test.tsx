// The strength balance radar as a member and a screen reader meet it: one image named by its
// title with the levels as its description, five rings, an axis and a name per lift, and the
// lifts' shape through their levels.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import BalanceChart from "../../web/advanced/BalanceChart";

afterEach(cleanup);

const points = [
  { lift: "Squat", score: 3.4 },
  { lift: "Bench press", score: 3.1 },
  { lift: "Deadlift", score: 4.2 },
  { lift: "Overhead press", score: 2.05 },
  { lift: "Pull-up", score: 3 },
];

describe("the balance chart", () => {
  it("is one image with its title and the levels as its description", () => {
    render(<BalanceChart points={points} title="Balance of your lifts" label="Squat: Intermediate, Deadlift: Advanced" />);
    const image = screen.getByRole("img", { name: "Balance of your lifts" });
    expect(image.tagName.toLowerCase()).toBe("svg");
    const description = document.getElementById(image.getAttribute("aria-describedby")!);
    expect(description?.textContent).toBe("Squat: Intermediate, Deadlift: Advanced");
  });

  it("draws five rings, an axis and a name per lift, and the shape through the levels", () => {
    const { container } = render(<BalanceChart points={points} title="t" label="l" />);
    expect(container.querySelectorAll("path")).toHaveLength(5 + 1);
    expect(container.querySelectorAll("line")).toHaveLength(points.length);
    const names = [...container.querySelectorAll("svg > text")].map((t) => [...t.querySelectorAll("tspan")].map((s) => s.textContent));
    expect(names).toEqual([["Squat"], ["Bench", "press"], ["Deadlift"], ["Overhead", "press"], ["Pull-up"]]);
    // A closed shape with a corner per lift.
    const shape = container.querySelectorAll("path")[5]!.getAttribute("d")!;
    expect(shape.match(/[ML]/g)).toHaveLength(points.length);
    expect(shape.endsWith("Z")).toBe(true);
  });
});
