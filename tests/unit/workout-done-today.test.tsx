// Today's plan day on the workout screen once today's workout is done: said so, with a link to
// it, and starting again offered as another workout, not as today's first (it had read "Start
// workout" as if nothing was done, and a press quietly began a second session).
import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WorkoutDayJson, WorkoutListJson, WorkoutSummaryJson } from "../../core/api/workouts";
import { switchLocale } from "../../web/shared/i18n/locale";
import { workoutKeys } from "../../web/shared/queries/workout";
import { StartWorkout } from "../../web/workout/StartWorkout";
import { renderAtWorkout } from "./workout-route";

const userId = "done-today-member";
const day: WorkoutDayJson = {
  active: null,
  preview: { weekday: "WEDNESDAY", dayType: "full_body", blockWeek: 1, deload: false, exercises: [] },
  planDays: [{ weekday: "WEDNESDAY", dayType: "full_body" }],
  previous: {},
  screening: "clear",
};
const finished = (id: string, date: string, status: WorkoutSummaryJson["status"] = "finished"): WorkoutSummaryJson => ({
  id,
  date,
  name: null,
  source: "plan",
  dayType: "full_body",
  status,
  startedAt: Date.UTC(2026, 2, 4, 8),
  durationMinutes: 50,
  exercises: 1,
  sets: 3,
  volumeKg: 900,
  reps: 24,
  seconds: 0,
  lines: [{ exercise: "goblet-squat", sets: 3 }],
});

function show(workouts: WorkoutSummaryJson[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData<InfiniteData<WorkoutListJson, string>>(workoutKeys.history(userId), {
    pages: [{ workouts, next: null }],
    pageParams: [""],
  });
  renderAtWorkout(queryClient, () => <StartWorkout userId={userId} day={day} record={() => undefined} />);
}

beforeEach(() => {
  // Wednesday, 4 March 2026, at noon here: the screen's today.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 2, 4, 12));
  vi.stubGlobal("fetch", () => new Promise(() => {}));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => switchLocale("en"));
});

describe("today's plan day on the workout screen", () => {
  it("says today's workout is done, links to it, and offers another workout instead of today's start", async () => {
    show([finished("w-today", "2026-03-04"), finished("w-before", "2026-03-02")]);
    const done = await screen.findByTestId("done-today");
    expect(done.textContent).toContain("Today's workout is done. Well done!");
    expect(screen.getByRole("link", { name: "See today's workout" }).getAttribute("href")).toBe(
      "/workout?view=history&session=w-today",
    );
    expect(screen.getByRole("button", { name: "Start another workout" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start workout" })).toBeNull();
  });

  it("offers today's start as before when today's workout is not done, or only started, in Russian too", async () => {
    show([finished("w-before", "2026-03-03"), finished("w-open", "2026-03-04", "active")]);
    expect(await screen.findByRole("button", { name: "Start workout" })).toBeTruthy();
    expect(screen.queryByTestId("done-today")).toBeNull();
    act(() => switchLocale("ru"));
    expect(await screen.findByRole("button", { name: "Начать тренировку" })).toBeTruthy();
  });
});
