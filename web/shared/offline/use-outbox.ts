// What a screen reads of a log kept on the device first (the workout, the food diary): the
// unsent changes, the sync state for SyncLine, and `record` to keep and send more.
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { idleSnapshot, type OutboxEngine, type SyncPhase } from "./outbox-engine";

export interface SyncState {
  /** Changes kept only on this device. */
  unsent: number;
  state: SyncPhase;
  online: boolean;
  /** Changes the server refused for good since the page opened. */
  refused: number;
  /** Sends again now; also marks a refusal as seen (SyncLine's "OK"). */
  retry(): void;
}

export interface OutboxView<C> {
  /** Keeps the changes on the device and sends them. */
  record(changes: C[]): void;
  sync: SyncState;
  /** Unsent, in sending order. */
  changes: readonly C[];
  /** The outbox has been read from the device. */
  loaded: boolean;
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

/** `engine`: one of the logs' outboxes (workout-sync.ts, diary-sync.ts), made once per member. */
export function useOutbox<C>(engine: OutboxEngine<C> & { record(changes: C[]): Promise<void> }): OutboxView<C> {
  const snapshot = useSyncExternalStore(engine.subscribe, engine.get, () => idleSnapshot);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const record = useCallback((changes: C[]) => void engine.record(changes), [engine]);
  const sync = useMemo<SyncState>(
    () => ({
      unsent: snapshot.changes.length,
      state: snapshot.phase,
      online,
      refused: snapshot.refused,
      retry: () => {
        engine.refusalSeen();
        engine.retry();
      },
    }),
    [snapshot, online, engine],
  );
  return { record, sync, changes: snapshot.changes, loaded: snapshot.loaded };
}
