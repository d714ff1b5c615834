// The workout screen around midnight: a start screen left open since the evening moves to the new
// day's plan day (within a minute), and a workout is dated the day it starts, not the day the
// screen was drawn.
import { QueryClient } from "@tanstack/react-query";
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { WorkoutDayJson } from "../../core/api/workouts";
import type { SessionChange } from "../../core/validation/workouts";
import { readOutbox } from "../../web/shared/offline/workout-outbox";
import { workoutSync } from "../../web/shared/offline/workout-sync";
import { workoutKeys } from "../../web/shared/queries/workout";
import { Logger } from "../../web/workout/Logger";
import { withDeviceOnly } from "./device-outbox-setup";
import { renderAtWorkout } from "./workout-route";

let n = 0;
const uuid = () => `2b4c6d8e-1f3a-4b5c-9d7e-${String(++n).padStart(12, "0")}`;

const dayWith = (preview: WorkoutDayJson["preview"]): WorkoutDayJson => ({
  active: null,
  preview,
  planDays: [
    { weekday: "SATURDAY", dayType: "upper" },
    { weekday: "SUNDAY", dayType: "lower" },
  ],
  previous: {},
  screening: "clear",
});
const saturday = dayWith({ weekday: "SATURDAY", dayType: "upper", blockWeek: 1, deload: false, exercises: [] });
const sunday = dayWith({ weekday: "SUNDAY", dayType: "lower", blockWeek: 1, deload: false, exercises: [] });

/** The Workout tab at 23:58 on Saturday 28 November, both days' answers in memory. */
async function openOnSaturdayNight() {
  vi.setSystemTime(new Date(2026, 10, 28, 23, 58));
  const userId = uuid();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(workoutKeys.day(userId, "2026-11-28"), saturday);
  queryClient.setQueryData(workoutKeys.day(userId, "2026-11-29"), sunday);
  // The tab alone: the app's shell has start-up work of its own that draws the page again.
  renderAtWorkout(queryClient, () => <Logger userId={userId} onShow={() => undefined} />);
  expect(await screen.findByRole("heading", { name: "Upper body" })).toBeTruthy();
  // What React still has to draw is drawn before midnight: from then on the screen stands idle.
  await act(async () => undefined);
  return userId;
}

/** The session the start recorded on the device. */
async function started(userId: string): Promise<SessionChange> {
  let session: SessionChange | undefined;
  await vi.waitFor(async () => {
    session = Object.values(await readOutbox(userId)).find((c): c is SessionChange => c.type === "session");
    expect(session).toBeDefined();
  });
  workoutSync(userId, new QueryClient()).stop();
  return session!;
}

// Offline: what the screen needs is in memory, and nothing is sent.
withDeviceOnly({ offline: true });

describe("a start screen left open since before midnight", () => {
  it("moves to the new day's plan day within a minute, with nothing touched, and starts it dated that day", async () => {
    // The screen's minute too (nothing else happens on an idle screen: no focus, no tap).
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    const userId = await openOnSaturdayNight();
    vi.setSystemTime(new Date(2026, 10, 29, 0, 0, 30));
    act(() => void vi.advanceTimersByTime(60_000));
    expect(await screen.findByRole("heading", { name: "Lower body" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Start workout" }));
    expect(await started(userId)).toMatchObject({ date: "2026-11-29", weekday: "SUNDAY", source: "plan" });
  });

  it("dates a workout started a moment after midnight, before the screen has moved on, the new day", async () => {
    const userId = await openOnSaturdayNight();
    vi.setSystemTime(new Date(2026, 10, 29, 0, 0, 20));

    fireEvent.click(screen.getByRole("button", { name: "Start an empty workout" }));
    expect(await started(userId)).toMatchObject({ date: "2026-11-29", source: "free" });
  });
});
