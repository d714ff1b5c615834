// The workout logger by the member's pre-exercise screening: until it is answered (or while it says
// to see a doctor first) no weight or reps are suggested, neither in the line under an exercise nor
// in the rows' placeholders, and a calm notice says why with a link to the questions; logging goes
// on as usual. With the screening all "no" the suggestion shows and the notice does not.
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WorkoutDayJson } from "../../core/api/workouts";
import type { ScreeningResult } from "../../core/safety/health-context";
import type { WorkoutEntryJson } from "../../core/training/session";
import { workoutKeys } from "../../web/shared/queries/workout";
import { forgetRows } from "../../web/workout/row-store";
import { Logger } from "../../web/workout/Logger";
import { withDeviceStore } from "./device-outbox-setup";
import { emptySession } from "./workout-session";
import { renderAtWorkout } from "./workout-route";

let n = 0;
const uuid = () => `5c1d2e3f-4a5b-4c6d-8e7f-${String(++n).padStart(12, "0")}`;
const date = "2026-11-29";
const lastTime = (position: number) => ({
  id: uuid(),
  entryId: uuid(),
  exercise: "barbell-bench-press",
  position,
  kind: "work" as const,
  weight: 60,
  reps: 8,
  seconds: null,
  rpe: null,
  rir: null,
  updatedAt: 1,
});

/** The day's answer: an open workout with the bench press, done last time 3 × 8 at 60 kg (every set at the top of its 5-8: add a load step). */
function dayWith(screening: ScreeningResult, open = true): WorkoutDayJson {
  const sessionId = uuid();
  const entry: WorkoutEntryJson = {
    id: uuid(),
    exercise: "barbell-bench-press",
    position: 0,
    note: "",
    superset: null,
    updatedAt: 1,
  };
  return {
    active: open ? emptySession({ id: sessionId, date, entries: [entry] }) : null,
    preview: null,
    planDays: [],
    previous: { "barbell-bench-press": { date: "2026-11-26", sets: [0, 1, 2].map(lastTime), note: "" } },
    screening,
  };
}

/** The Workout tab on 29 November with the day's answer in memory (offline: nothing is fetched). */
async function show(day: WorkoutDayJson) {
  const userId = uuid();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(workoutKeys.day(userId, date), day);
  renderAtWorkout(queryClient, () => <Logger userId={userId} onShow={() => undefined} />, { blank: ["/profile"] });
  await screen.findByRole("button", { name: day.active ? "Add exercise" : "Start an empty workout" });
  await act(async () => undefined);
}

const notice = () => screen.queryByTestId("workout-screening-notice");
const suggested = () => screen.queryByText(/every set reached the top of the range|^Next:|^Today:/);
const weightField = () => screen.getByRole("textbox", { name: /set 1: weight, kg$/ }) as HTMLInputElement;
const ramp = () => screen.queryByRole("button", { name: /^Add ramp-up sets to / });

withDeviceStore();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 10, 29, 10, 0));
  onlineManager.setOnline(false);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 503 })),
  );
});
afterEach(() => {
  forgetRows();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("last time's note on the exercise", () => {
  it("shows it under the exercise", async () => {
    const day = dayWith("clear");
    day.previous["barbell-bench-press"]!.note = "Bench at notch 4";
    await show(day);
    expect(screen.getByTestId("last-note").textContent).toBe("Last time: “Bench at notch 4”");
  });

  it("says nothing more once this workout's note says the same", async () => {
    const day = dayWith("clear");
    day.previous["barbell-bench-press"]!.note = "Bench at notch 4";
    day.active!.entries[0]!.note = "Bench at notch 4";
    await show(day);
    expect(screen.queryByTestId("last-note")).toBeNull();
  });

  it("shows nothing when there was none", async () => {
    await show(dayWith("clear"));
    expect(screen.queryByTestId("last-note")).toBeNull();
  });
});

describe("the logger by the member's screening", () => {
  it("suggests the next load with the screening all 'no', and shows no notice", async () => {
    await show(dayWith("clear"));
    expect(suggested()?.textContent).toMatch(/^Next: 62\.5\skg\s×\s5 — every set reached the top of the range$/);
    expect(weightField().placeholder).toBe("62.5");
    expect(notice()).toBeNull();
    // Ramp-up sets to the suggested weight: the empty bar, then 30, 42.5 and 52.5 kg.
    act(() => ramp()!.click());
    const warmups = screen.getAllByRole("textbox", { name: /warm-up \d: weight, kg$/ }) as HTMLInputElement[];
    expect(warmups.map((f) => f.value)).toEqual(["20", "30", "42.5", "52.5"]);
  });

  it("suggests nothing before the screening is answered, and says why with a link to the questions", async () => {
    await show(dayWith("unanswered"));
    expect(suggested()).toBeNull();
    // The row takes last time's weight, not a step up.
    expect(weightField().placeholder).toBe("60");
    expect(notice()?.textContent).toContain(
      "Weight and rep suggestions appear here once you've answered a few health questions.",
    );
    const link = screen.getByRole("link", { name: "Answer the health questions" });
    expect(link.getAttribute("href")).toBe("/profile#screening");
    link.focus();
    expect(document.activeElement).toBe(link);
    // Logging goes on: the set can still be checked done. No ramp-up sets are offered (numbers to lift).
    expect(screen.getByRole("checkbox", { name: /set 1: done$/ })).toBeTruthy();
    expect(ramp()).toBeNull();
  });

  it("says so on the start screen too, where an empty workout can still be started", async () => {
    await show(dayWith("unanswered", false));
    expect(notice()).toBeTruthy();
    expect(screen.getByRole("link", { name: "Answer the health questions" }).getAttribute("href")).toBe("/profile#screening");
  });

  it("suggests nothing while the screening says to see a doctor, and links to the answers", async () => {
    await show(dayWith("see-doctor"));
    expect(suggested()).toBeNull();
    expect(notice()?.textContent).toContain("Your health answers say to see a doctor before you start");
    expect(screen.getByRole("link", { name: "Open my health answers" }).getAttribute("href")).toBe("/profile#screening");
    expect(ramp()).toBeNull();
  });
});
