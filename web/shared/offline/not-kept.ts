// An outbox's changes the device could not keep (IndexedDB full, or its connection lost, as iOS
// does): they live in this page's memory, laid over every read of the outbox, until the server has
// answered them or a later write keeps them. The sign-out warning counts them too (unsent.ts).

export interface NotKept<C> {
  /** Changes by key, newer than what the device holds or not on it at all. */
  held: Record<string, C>;
  /** Keys dropped from the outbox here (a weight log removed before it was sent) that the device may still hold. */
  dropped: Set<string>;
}

/** Per outbox (its device store key): the running engine's changes kept only in memory. */
const byOutbox = new Map<string, NotKept<unknown>>();

/** A new, empty record for an outbox's engine; it replaces an older engine's. */
export function notKeptFor<C>(storageKey: string): NotKept<C> {
  const notKept: NotKept<C> = { held: {}, dropped: new Set() };
  byOutbox.set(storageKey, notKept as NotKept<unknown>);
  return notKept;
}

/** Forgets an outbox's record (its engine stopped), or every outbox's (signing out). */
export function forgetNotKept(storageKey?: string, notKept?: NotKept<unknown>): void {
  if (storageKey === undefined) byOutbox.clear();
  else if (!notKept || byOutbox.get(storageKey) === notKept) byOutbox.delete(storageKey);
}

export const isEmpty = (notKept: NotKept<unknown>): boolean => !notKept.dropped.size && !Object.keys(notKept.held).length;

/** What the device holds with what this page could not keep laid over it. */
export function laidOver<C>(outbox: Record<string, C>, notKept: NotKept<C> | undefined): Record<string, C> {
  if (!notKept) return outbox;
  const next = { ...outbox };
  for (const key of notKept.dropped) delete next[key];
  return Object.assign(next, notKept.held);
}

/** An outbox as read from the device, with the running engine's changes not kept on it. */
export const withNotKept = <C>(storageKey: string, outbox: Record<string, C>): Record<string, C> =>
  laidOver(outbox, byOutbox.get(storageKey) as NotKept<C> | undefined);

/** A copy, to tell later which of its changes a write has kept. */
export const copyOf = <C>(notKept: NotKept<C>): NotKept<C> => ({ held: { ...notKept.held }, dropped: new Set(notKept.dropped) });

/** Forgets what a write has now kept on the device (a change made again since stays). */
export function settle<C>(notKept: NotKept<C>, written: NotKept<C>): void {
  for (const [key, change] of Object.entries(written.held)) if (notKept.held[key] === change) delete notKept.held[key];
  for (const key of written.dropped) notKept.dropped.delete(key);
}
