// The open workout's rows still to do (which rows, warm-up or work, and what is typed in them)
// kept on the device, so a reload, a closed tab or a crash loses at most the last moment of typing.
// Only done sets are records (decision 0042): these rows never leave the device. A change of rows
// (a set checked, a row added) is written at once, typing at most a moment after its first key
// not yet written, and both at once when the page is hidden or left; read back after hydration
// before the workout first shows, and forgotten when the workout closes.
import { del, get, type UseStore } from "idb-keyval";
import { useEffect, useState } from "react";
import * as v from "valibot";
import { setKinds } from "../../core/training/set-kinds";
import { deviceStore } from "../shared/offline/device-store";
import { replaceRows, rowsToKeep, subscribeRows, type KeptRows } from "./row-store";
import { maxRows, type Slot } from "./rows";

const writeDelayMs = 300;

/** One key per member and workout; sign-out clears the whole store. */
export const rowsKey = (userId: string, sessionId: string) => `rows:${userId}:${sessionId}`;

// What an older version (or another tab mid-write) left is checked before it is shown.
const keptSchema = v.record(
  v.string(),
  v.object({
    slots: v.nullable(
      v.pipe(
        v.array(v.object({ key: v.string(), kind: v.picklist(setKinds), setId: v.nullable(v.string()) })),
        v.maxLength(maxRows),
      ),
    ),
    drafts: v.record(v.string(), v.object({ weight: v.string(), work: v.string(), effort: v.string() })),
  }),
);

interface Kept {
  userId: string;
  sessionId: string;
  /** Read back from the device (or new here): changes are written from then on. */
  ready: boolean;
  restored: Promise<void>;
}

let kept: Kept | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let unwritten = false;
let quiet = false;
let listening = false;
/** Each exercise's rows as the device has them (typed values aside). */
let writtenSlots = new Map<string, Slot[] | null>();

const slotsOf = (rows: KeptRows) => new Map(Object.entries(rows).map(([entryId, r]) => [entryId, r.slots]));

/** Rows checked, added, removed or marked, or an exercise gone, since the last write (not only typing). */
function rowsChanged(rows: KeptRows): boolean {
  for (const id of writtenSlots.keys()) if (!(id in rows)) return true;
  return Object.entries(rows).some(([id, r]) => r.slots !== (writtenSlots.get(id) ?? null));
}

subscribeRows(() => {
  if (quiet || !kept?.ready) return;
  unwritten = true;
  // A set checked goes to the device with its record (the outbox writes that at once): left to a
  // pause in the typing, a reload soon after found the set without its row, or no rows at all, as
  // a steady run of taps kept putting the write off and a write started as the page goes can be
  // lost. The workout closed (nothing left to keep): forgotten at once.
  const rows = rowsToKeep();
  if (Object.keys(rows).length === 0 || rowsChanged(rows)) void writeRows();
  // Typing: written a moment after the first key not yet written, however fast the keys come.
  else timer ??= setTimeout(() => void writeRows(), writeDelayMs);
});

/** Memory takes other rows without writing them back. */
function quietly(rows: KeptRows) {
  quiet = true;
  try {
    replaceRows(rows);
    writtenSlots = slotsOf(rows);
  } finally {
    quiet = false;
  }
}

/**
 * One write, committed at once: a page being left (a reload, a closed tab) ends its transactions,
 * and one left to commit on its own when the page's task ends is lost with it.
 */
function commit(store: UseStore, write: (rows: IDBObjectStore) => void): Promise<void> {
  return store("readwrite", (os) => {
    write(os);
    const tx = os.transaction;
    tx.commit?.();
    return new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = tx.onerror = () => reject(tx.error);
    });
  });
}

/** Writes the rows not yet written now (what to write is taken at the call). */
export async function writeRows(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  const store = deviceStore();
  if (!unwritten || !kept?.ready || !store) return;
  unwritten = false;
  const rows = rowsToKeep();
  writtenSlots = slotsOf(rows);
  const writing = kept;
  const key = rowsKey(writing.userId, writing.sessionId);
  await commit(store, (os) => (Object.keys(rows).length ? os.put(rows, key) : os.delete(key))).catch(() => {
    // Not on the device: the next change (or the page going) writes everything again, at once.
    if (kept !== writing) return;
    unwritten = true;
    writtenSlots = new Map();
  });
}

/** A workout's rows as kept on the device; null when none (or unreadable). */
export async function readRows(userId: string, sessionId: string): Promise<KeptRows | null> {
  const store = deviceStore();
  if (!store) return null;
  const held: unknown = await get(rowsKey(userId, sessionId), store).catch(() => undefined);
  return v.is(keptSchema, held) ? held : null;
}

function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  // A tab closed, a phone locked or the app switched away: written now, not in a moment.
  window.addEventListener("pagehide", () => void writeRows());
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") void writeRows();
  });
}

/**
 * Makes `sessionId` the workout whose rows are kept: the last workout's rows are written, memory
 * is emptied, and this one's rows are read back (none to read for a workout just started here).
 */
export function keepRows(userId: string, sessionId: string, startedHere = false): Promise<void> {
  if (kept?.userId === userId && kept.sessionId === sessionId) return kept.restored;
  void writeRows();
  listen();
  quietly({});
  const next: Kept = { userId, sessionId, ready: startedHere, restored: Promise.resolve() };
  kept = next;
  if (!startedHere) {
    next.restored = readRows(userId, sessionId).then((rows) => {
      if (kept !== next) return;
      if (rows) quietly(rows);
      next.ready = true;
    });
  }
  return next.restored;
}

/** No workout open for the member (finished or discarded, here or on another device): its rows go. */
export function forgetKeptRows(userId: string): void {
  if (kept?.userId !== userId) return;
  const key = rowsKey(userId, kept.sessionId);
  kept = null;
  clearTimeout(timer);
  timer = undefined;
  unwritten = false;
  quietly({});
  const store = deviceStore();
  if (store) void del(key, store).catch(() => undefined);
}

const keptFor = (userId: string, sessionId: string) => kept?.userId === userId && kept.sessionId === sessionId && kept.ready;

/**
 * The open workout's rows, read back from the device after hydration (effects only): true once
 * they are in memory. `sessionId` null: no workout open (finished or discarded, here or on another
 * device), so the last one's rows are forgotten; undefined: not known yet.
 */
export function useKeptRows(userId: string, sessionId: string | null | undefined): boolean {
  const [restored, setRestored] = useState<string | null>(null);
  useEffect(() => {
    if (sessionId === undefined) return;
    if (sessionId === null) return forgetKeptRows(userId);
    let live = true;
    void keepRows(userId, sessionId).then(() => {
      if (live) setRestored(sessionId);
    });
    return () => {
      live = false;
    };
  }, [userId, sessionId]);
  // Back from the History tab the rows are already in memory: no skeleton for a frame.
  return !!sessionId && (restored === sessionId || keptFor(userId, sessionId));
}
