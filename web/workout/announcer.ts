// One polite live region for the open workout: what a move or a removal did, said to screen
// readers (the list changes under the menu, which says nothing by itself).
import { useSyncExternalStore } from "react";

let message = "";
/** What is to be said on the next frame: news told together (a record, then the next exercise) is said together. */
let pending: string[] = [];
const listeners = new Set<() => void>();

/** Sentences joined with full stops, where a text does not end with one already. */
const sentences = (texts: readonly string[]) => texts.map((t) => (/[.!?…]$/.test(t) ? t : `${t}.`)).join(" ");

/** `first`: said before news already waiting (a record before "Next: …"). */
export function announce(text: string, { first = false } = {}): void {
  if (first) pending.unshift(text);
  else pending.push(text);
  if (pending.length > 1) return;
  // The same text twice is still news: cleared first, set on the next frame.
  message = "";
  for (const l of listeners) l();
  requestAnimationFrame(() => {
    message = pending.length > 1 ? sentences(pending) : pending[0]!;
    pending = [];
    for (const l of listeners) l();
  });
}

export function useAnnouncement(): string {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => message,
    () => "",
  );
}
