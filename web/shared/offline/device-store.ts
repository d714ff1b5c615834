// What the device keeps of the member's own data in IndexedDB: the workout log's unsent changes
// and its last day answer (decision 0042). Created on first use, in the browser only; dropped
// with the rest of the member's data on sign-out.
import { clear, createStore, type UseStore } from "idb-keyval";

let store: UseStore | null = null;

/** The member-data store, or null where IndexedDB is unavailable (some private modes, tests without it). */
export function deviceStore(): UseStore | null {
  if (store) return store;
  if (typeof indexedDB === "undefined") return null;
  try {
    store = createStore("forma-member", "data");
  } catch {
    return null;
  }
  return store;
}

/** Forgets everything kept for the member on this device. */
export async function clearDeviceStore(): Promise<void> {
  const s = deviceStore();
  if (s) await clear(s).catch(() => undefined);
}
