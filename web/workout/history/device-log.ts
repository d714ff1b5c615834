// What the history needs of the device's log: the unsent changes, the sessions this device holds
// whole (the open workout as the server last sent it, and the workouts opened here), and the plan
// days, which name a plan workout started here until the server has it.
import { useQueryClient } from "@tanstack/react-query";
import type { WorkoutDayJson, WorkoutDetailJson } from "../../../core/api/workouts";
import type { PlanSeed } from "../../../core/training/apply-changes";
import type { SessionChange } from "../../../core/validation/workouts";
import { localIsoDate } from "../../shared/i18n/format";
import { useWorkoutChanges, useWorkoutLog } from "../../shared/offline/workout-log";
import { workoutKeys } from "../../shared/queries/workout";
import type { DeviceLog } from "./list-with-changes";

/** The history shows a session's day type only: the rest of the prescription is the server's to freeze. */
function planDaySeed(day: WorkoutDayJson | undefined) {
  return (change: SessionChange): PlanSeed | null => {
    const planned = change.source === "plan" ? day?.planDays.find((d) => d.weekday === change.weekday) : undefined;
    return planned ? { plan: [], dayType: planned.dayType, blockWeek: day?.preview?.blockWeek ?? 1, deload: false } : null;
  };
}

export function useDeviceLog(userId: string) {
  const queryClient = useQueryClient();
  // The open workout as the server last sent it (read back from the device with no network); the
  // changes not yet sent are laid over it where it is shown. Not the logger's open workout: once
  // finished here that is none, and a workout just finished would show without the sets it sent.
  const { day } = useWorkoutLog(userId, localIsoDate());
  const active = day.data?.active;
  const { changes, sync, record } = useWorkoutChanges(userId);
  const opened = queryClient
    .getQueriesData<WorkoutDetailJson>({ queryKey: [...workoutKeys.all(userId), "session"] })
    .flatMap(([, detail]) => (detail ? [detail.session] : []));
  const device: DeviceLog = { known: active ? [...opened, active] : opened, seed: planDaySeed(day.data) };
  return { changes, sync, record, device };
}
