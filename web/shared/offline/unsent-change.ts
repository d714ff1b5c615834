// A change joining an outbox, told to the shell without it loading the outboxes' code: the shell
// then fetches the sign-out's question (UnsentChangesSender).

/** Fired on window when a change joins an outbox. */
export const unsentChangeEvent = "forma:unsent-change";

export function tellUnsentChange(): void {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(unsentChangeEvent));
}
