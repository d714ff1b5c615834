// What the device keeps of the member's own data in IndexedDB: the unsent changes of the workout
// log and of the weight log, and the workout log's last day answer (decision 0042). Created on
// first use, in the browser only; dropped with the rest of the member's data on sign-out.
import { clear, createStore, get, update, type UseStore } from "idb-keyval";

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

/** What is kept under `key`, or undefined (nothing kept, or no IndexedDB). */
export async function readKept<T>(key: string): Promise<T | undefined> {
  const s = deviceStore();
  return s ? get<T>(key, s) : undefined;
}

/** Changes what is kept under `key` in one IndexedDB transaction (a read-modify-write no other tab can interleave); false when it could not be kept. */
export async function updateKept<T>(key: string, change: (held: T | undefined) => T): Promise<boolean> {
  const s = deviceStore();
  if (!s) return false;
  try {
    await update<T>(key, change, s);
    return true;
  } catch {
    return false;
  }
}

/** Forgets everything kept for the member on this device. */
export async function clearDeviceStore(): Promise<void> {
  const s = deviceStore();
  if (s) await clear(s).catch(() => undefined);
}
