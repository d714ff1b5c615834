import { useDeferredValue } from "react";

/**
 * The open workout with its sending state, a change (a set checked) taken as deferred work that
 * yields to the next tap, but a different workout (one opened, one closed) taken at once. A render
 * that still showed no workout while the day had one forgot the rows kept on the device for it
 * (kept-rows.ts); the two travel together, so a workout never shows another moment's state.
 */
export function useDeferredSession<T extends { active: { id: string } | null }>(now: T): T {
  const deferred = useDeferredValue(now);
  return deferred.active?.id === now.active?.id ? deferred : now;
}
