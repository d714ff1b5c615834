// What every part of an open workout reads: the session as this device sees it, the previous
// numbers, the screening's result, how to record a change, and the member's units and logger settings.
import { createContext, use } from "react";
import type { PreviousJson } from "../../core/api/workouts";
import type { ScreeningResult } from "../../core/safety/health-context";
import type { WorkoutSessionJson } from "../../core/training/session";
import type { WorkoutChange } from "../../core/validation/workouts";
import type { UnitSystem } from "../shared/units/units";
import type { LoggerSettings } from "./device-settings";

export interface LoggerState {
  userId: string;
  session: WorkoutSessionJson;
  previous: Readonly<Record<string, PreviousJson>>;
  /** The pre-exercise screening's result, as the day's answer has it: no load is suggested unless it allows training. */
  screening: ScreeningResult;
  record(changes: WorkoutChange[]): void;
  units: UnitSystem;
  settings: LoggerSettings;
}

export const LoggerContext = createContext<LoggerState | null>(null);

export function useLogger(): LoggerState {
  const state = use(LoggerContext);
  if (!state) throw new Error("useLogger outside an open workout");
  return state;
}
