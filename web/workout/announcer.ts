// One polite live region for the open workout: what a move or a removal did, said to screen
// readers (the list changes under the menu, which says nothing by itself).
import { useSyncExternalStore } from "react";

let message = "";
const listeners = new Set<() => void>();

export function announce(text: string): void {
  // The same text twice is still news: cleared first, set on the next frame.
  message = "";
  for (const l of listeners) l();
  requestAnimationFrame(() => {
    message = text;
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
