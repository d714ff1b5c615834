// The weight log as the progress panel uses it (decision 0042's addendum): every change is kept
// on the device first and shown at once, then sent; the entries shown are the server's with the
// unsent changes laid over them. Nothing is read before hydration (the engine's snapshot is idle
// in a prerendered frame).
import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { BodyEntryJson } from "../../../core/progress/entry";
import { entriesQuery } from "../queries/progress";
import { withUnsent } from "./body-outbox";
import { bodySync } from "./body-sync";
import { idleSnapshot, type SyncPhase } from "./outbox-engine";

export interface BodySyncState {
  /** Changes kept only on this device. */
  unsent: number;
  state: SyncPhase;
  online: boolean;
  retry(): void;
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
};

const noIds: ReadonlySet<string> = new Set();

/**
 * What is unsent, as shown: at once offline or after a failure, otherwise only once it has
 * waited a moment, so a change the server answers at once does not flash "saved on this
 * device". Something sent stops showing at once.
 */
function useSettled(ids: ReadonlySet<string>, count: number, urgent: boolean): { ids: ReadonlySet<string>; count: number } {
  const [settled, setSettled] = useState({ ids, count });
  useEffect(() => {
    const id = setTimeout(() => setSettled({ ids, count }), urgent ? 0 : 800);
    return () => clearTimeout(id);
  }, [ids, count, urgent]);
  return useMemo(
    () =>
      urgent
        ? { ids, count }
        : { ids: new Set([...settled.ids].filter((id) => ids.has(id))), count: Math.min(settled.count, count) },
    [urgent, ids, count, settled],
  );
}

export function useBodyLog(userId: string): {
  /** The server's list (loading and failure states). */
  query: UseQueryResult<BodyEntryJson[]>;
  /** The entries as this device sees them, in date order (undefined until the list has loaded). */
  entries: BodyEntryJson[] | undefined;
  /** The shown entries that hold something not sent yet. */
  unsentIds: ReadonlySet<string>;
  sync: BodySyncState;
  /** Changes the server refused for good, not yet said; `refusalSeen` once said. */
  refused: number;
  refusalSeen(): void;
  engine: ReturnType<typeof bodySync>;
} {
  const queryClient = useQueryClient();
  const query = useQuery(entriesQuery(userId));
  const engine = useMemo(() => bodySync(userId, queryClient), [userId, queryClient]);
  const snapshot = useSyncExternalStore(engine.subscribe, engine.get, () => idleSnapshot);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const view = useMemo(() => (query.data ? withUnsent(query.data, snapshot.changes) : undefined), [query.data, snapshot.changes]);
  const urgent = !online || snapshot.phase === "failed";
  const { ids: unsentIds, count: unsent } = useSettled(view?.unsent ?? noIds, snapshot.changes.length, urgent);
  const sync = useMemo<BodySyncState>(
    () => ({ unsent, state: snapshot.phase, online, retry: engine.retry }),
    [unsent, snapshot.phase, online, engine],
  );
  return {
    query,
    entries: view?.entries,
    unsentIds,
    sync,
    refused: snapshot.refused,
    refusalSeen: engine.refusalSeen,
    engine,
  };
}
