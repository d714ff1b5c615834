// The day bar's arrows at the ends of the days a diary has: the last step leaves the arrow
// focused, said to be unavailable, and a press on it does nothing (a disabled button would drop the
// keyboard's focus to the page).
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { diaryLimits } from "../../core/validation/diary";
import { addDays, earliestDay, latestDay } from "../../web/diary/day/dates";
import { DayBar } from "../../web/diary/day/DayBar";

const today = "2026-01-15";

describe("the day bar's arrows", () => {
  it("keep the focus at the last day ahead, and do nothing there", () => {
    const go = vi.fn();
    const { rerender } = render(<DayBar date={addDays(latestDay(today), -1)} today={today} go={go} actions={null} />);
    const next = screen.getByRole("button", { name: "Next day" });
    next.focus();
    fireEvent.click(next);
    expect(go).toHaveBeenCalledWith(latestDay(today));
    rerender(<DayBar date={latestDay(today)} today={today} go={go} actions={null} />);
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(next);
    expect(go).toHaveBeenCalledTimes(1);
    expect(latestDay(today)).toBe(addDays(today, diaryLimits.daysAhead));
  });

  it("keep the focus at the first day a diary has, and do nothing there", () => {
    const go = vi.fn();
    render(<DayBar date={earliestDay} today={today} go={go} actions={null} />);
    const previous = screen.getByRole("button", { name: "Previous day" });
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(previous);
    expect(go).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Next day" }));
    expect(go).toHaveBeenCalledWith(addDays(earliestDay, 1));
  });
});
