// One polite live region for the open workout: what a move or a removal did, said to screen
// readers (the list changes under the menu, which says nothing by itself).
import { useSyncExternalStore } from "react";

let message = "";
/** What is to be said on the next frame: news told together (a record and the next exercise) is said together. */
let pending: string[] = [];
const listeners = new Set<() => void>();

export function announce(text: string): void {
  pending.push(text);
  if (pending.length > 1) return;
  // The same text twice is still news: cleared first, set on the next frame.
  message = "";
  for (const l of listeners) l();
  requestAnimationFrame(() => {
    message = pending.join(" ");
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
