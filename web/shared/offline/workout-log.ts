// The workout log as the screens use it (decision 0042): every change is kept on the device
// first and shown at once, then sent; the open session is the server's answer with the unsent
// changes laid over it, and the last answer is kept too, so a reload with no network still shows
// the workout. Nothing is read before hydration: a prerendered frame shows the loading state.
import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { get, set } from "idb-keyval";
import { useEffect, useMemo } from "react";
import type { WorkoutDayJson } from "../../../core/api/workouts";
import { applyChanges, type PlanSeed } from "../../../core/training/apply-changes";
import type { WorkoutSessionJson } from "../../../core/training/session";
import type { SessionChange, WorkoutChange } from "../../../core/validation/workouts";
import { workoutDayQuery, workoutKeys } from "../queries/workout";
import { deviceStore } from "./device-store";
import { workoutSync } from "./workout-sync";
import { useOutbox, type OutboxView, type SyncState } from "./use-outbox";

export type { SyncState } from "./use-outbox";

export const newRecordId = (): string => crypto.randomUUID();

/** Keeps changes on the device first, shows them at once, then sends them. */
export function useWorkoutChanges(userId: string): OutboxView<WorkoutChange> {
  const queryClient = useQueryClient();
  return useOutbox(useMemo(() => workoutSync(userId, queryClient), [userId, queryClient]));
}

const dayKey = (userId: string) => `day:${userId}`;

/** The prescription a plan session started on this device shows until the server answers with its own. */
function seedFrom(day: WorkoutDayJson | undefined) {
  return (change: SessionChange): PlanSeed | null => {
    const preview = day?.preview;
    if (change.source !== "plan" || !preview || preview.weekday !== change.weekday) return null;
    return { plan: preview.exercises, dayType: preview.dayType, blockWeek: preview.blockWeek, deload: preview.deload };
  };
}

/** The open session as this device sees it: the server's day answer with unsent changes (works offline after a reload). */
export function useWorkoutLog(
  userId: string,
  date: string,
): { day: UseQueryResult<WorkoutDayJson>; active: WorkoutSessionJson | null; record(changes: WorkoutChange[]): void; sync: SyncState; loaded: boolean } {
  const queryClient = useQueryClient();
  const day = useQuery(workoutDayQuery(userId, date));
  const { record, sync, changes, loaded } = useWorkoutChanges(userId);

  // With no answer yet (offline, or still on its way), the last one kept on this device.
  useEffect(() => {
    const store = deviceStore();
    if (!store) return;
    let live = true;
    void get<{ date: string; day: WorkoutDayJson }>(dayKey(userId), store).then((kept) => {
      if (!live || !kept || queryClient.getQueryData(workoutKeys.day(userId, date))) return;
      // Another day's preview is not today's; its open session still is the member's.
      const answer = kept.date === date ? kept.day : { ...kept.day, preview: null };
      queryClient.setQueryData(workoutKeys.day(userId, date), answer, { updatedAt: 0 });
    });
    return () => {
      live = false;
    };
  }, [queryClient, userId, date]);

  // Each answer (and each sync's update of it) is kept for the next start without a network.
  useEffect(() => {
    const store = deviceStore();
    if (store && day.data && day.dataUpdatedAt > 0) void set(dayKey(userId), { date, day: day.data }, store).catch(() => undefined);
  }, [userId, date, day.data, day.dataUpdatedAt]);

  const active = useMemo(() => {
    if (!day.data) return null;
    const sessions = applyChanges(day.data.active ? [day.data.active] : [], changes, seedFrom(day.data));
    return sessions.filter((s) => s.status === "active").sort((a, b) => b.startedAt - a.startedAt)[0] ?? null;
  }, [day.data, changes]);

  return { day, active, record, sync, loaded };
}

/** A stored session with this device's unsent changes on top (opening and correcting a past workout); undefined once discarded. */
export function useSessionWithChanges(userId: string, session: WorkoutSessionJson | undefined): WorkoutSessionJson | undefined {
  const { changes } = useWorkoutChanges(userId);
  return useMemo(() => (session ? applyChanges([session], changes)[0] : undefined), [session, changes]);
}
