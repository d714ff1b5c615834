import { useEffect, useMemo, useRef } from "react";
import { screeningResult } from "../../core/safety/health-context";
import * as m from "../../i18n/paraglide/messages.js";
import { useToday } from "../shared/offline/today";
import { useWorkoutLog } from "../shared/offline/workout-log";
import { useProfile } from "../shared/queries/profile";
import { LoadFailed } from "../shared/ui/QueryState";
import { useUnits } from "../shared/units/units";
import { ActiveWorkout } from "./ActiveWorkout";
import { useLoggerSettings } from "./device-settings";
import { useKeptRows } from "./kept-rows";
import { syncLoggerSettings } from "./settings-sync";
import { LoggerContext, type LoggerState } from "./logger-context";
import { ScreeningNotice } from "./ScreeningNotice";
import { StartWorkout } from "./StartWorkout";
import { useDeferredSession } from "./use-deferred-session";

/**
 * The Workout tab: the open workout as this device sees it (the server's answer with the changes
 * not yet sent, so it works offline), or what can be started. Until the day, the device's outbox
 * and the open workout's rows kept on the device are read (and in the prerendered frame) a
 * skeleton of the same size stands in.
 */
export function Logger(props: { userId: string; onShow: (more: { session?: string; exercise?: string }) => void }) {
  // Read again each minute and when the screen comes back: a start screen left open since
  // yesterday shows today's plan day.
  const today = useToday();
  return today === null ? <LoggerSkeleton /> : <DayLogger {...props} today={today} />;
}

const LoggerSkeleton = () => <div role="status" aria-label={m.workout_loading()} className="h-[28rem] animate-pulse rounded-2xl bg-surface-2" />;

function DayLogger({ userId, today, onShow }: { userId: string; today: string; onShow: (more: { session?: string; exercise?: string }) => void }) {
  const log = useWorkoutLog(userId, today);
  const { day, record, loaded } = log;
  // A change (a set checked) reaches the open workout as deferred work: the row shows it at once
  // from the exercise's own rows (row-store.ts), and the header, the other exercises and the
  // sending state follow in pieces that yield to the member's next tap.
  const { active, sync } = useDeferredSession(useMemo(() => ({ active: log.active, sync: log.sync }), [log.active, log.sync]));
  const units = useUnits();
  const settings = useLoggerSettings();
  // The settings this member chose on another device, and those chosen here offline, meet here.
  useEffect(() => {
    const sync = () => void syncLoggerSettings(userId);
    sync();
    addEventListener("online", sync);
    return () => removeEventListener("online", sync);
  }, [userId]);
  const data = day.data;
  const profile = useProfile().data;
  // A day kept on the device by an older version has no screening: the profile's stands in.
  const screening = data?.screening ?? screeningResult(profile?.screening, profile?.lifeStage);
  const rowsRead = useKeptRows(userId, data === undefined || !loaded ? undefined : (active?.id ?? null));
  const state = useMemo<LoggerState | null>(
    () => (active && data ? { userId, session: active, previous: data.previous, screening, record, units, settings } : null),
    [active, data, screening, userId, record, units, settings],
  );
  const starting = data !== undefined && loaded && !state;
  const top = useStartedInView(starting, state !== null);
  if (data === undefined || !loaded || (active && !rowsRead)) {
    if (day.isError && data === undefined)
      return <LoadFailed text={m.workout_failed()} retryLabel={m.workout_retry()} onRetry={() => void day.refetch()} />;
    return <LoggerSkeleton />;
  }
  if (!state)
    return (
      <div className="grid gap-4">
        <ScreeningNotice screening={screening} />
        <StartWorkout userId={userId} day={data} record={record} />
      </div>
    );
  return (
    <LoggerContext value={state}>
      <div ref={top} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
        <ActiveWorkout sync={sync} onShow={onShow} />
      </div>
    </LoggerContext>
  );
}

/**
 * A workout started from the start screen opens at its top, with the focus: the start screen is
 * longer (a member who pressed "Start empty workout" at its end was left at the page's footer),
 * and the pressed button is gone.
 */
function useStartedInView(starting: boolean, open: boolean) {
  const top = useRef<HTMLDivElement>(null);
  const startShown = useRef(false);
  useEffect(() => {
    if (starting) startShown.current = true;
    if (!open || !startShown.current) return;
    startShown.current = false;
    const el = top.current;
    if (!el) return;
    if (el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: "start" });
    el.focus({ preventScroll: true });
  }, [starting, open]);
  return top;
}
