import { useState } from "react";

/**
 * A menu's actions as they were when it opened, and its onOpenChange: at midnight the day shown
 * moves on, and an item picked after that still acts on the day the menu was opened on.
 */
export function useAsOpened<T>(actions: T): [T, (open: boolean) => void] {
  const [opened, setOpened] = useState<{ actions: T } | null>(null);
  return [opened ? opened.actions : actions, (open) => setOpened(open ? { actions } : null)];
}
