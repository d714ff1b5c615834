// The logger's live region: news told together is said together, a record before the next
// exercise, as sentences; the same news twice is said again.
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { announce, useAnnouncement } from "../../web/workout/announcer";

function Region() {
  return <p data-testid="region">{useAnnouncement()}</p>;
}

describe("the logger's announcements", () => {
  it("say a record first, then the next exercise, as two sentences, on the next frame", async () => {
    render(<Region />);
    act(() => {
      announce("Next: Goblet squat");
      announce("New record, Bench press: heaviest weight", { first: true });
    });
    expect(screen.getByTestId("region").textContent).toBe("");
    await vi.waitFor(() =>
      expect(screen.getByTestId("region").textContent).toBe("New record, Bench press: heaviest weight. Next: Goblet squat."),
    );
    // One piece of news alone is said as it is; the same again is news again.
    act(() => announce("Next: Goblet squat"));
    expect(screen.getByTestId("region").textContent).toBe("");
    await vi.waitFor(() => expect(screen.getByTestId("region").textContent).toBe("Next: Goblet squat"));
  });
});
