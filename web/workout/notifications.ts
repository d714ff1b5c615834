// Whether the rest timer may show a notification (on a locked screen, where the platform shows
// them). Asked only from a button the member presses, never on load.
import { useSyncExternalStore } from "react";

export type NotificationAccess = "unsupported" | NotificationPermission;

const listeners = new Set<() => void>();

function readNow(): NotificationAccess {
  if (typeof Notification === "undefined" || !("serviceWorker" in navigator)) return "unsupported";
  return Notification.permission;
}

// Read once and again when the page comes back (the browser's settings may have changed it), not
// on every render: the logger's header renders with each set checked, and the browser's answer
// costs a slow phone milliseconds.
let known: NotificationAccess | undefined;
const read = () => (known ??= readNow());

function refresh() {
  const next = readNow();
  if (next === known) return;
  known = next;
  for (const l of listeners) l();
}

export function useNotificationAccess(): NotificationAccess {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      if (listeners.size === 1) document.addEventListener("visibilitychange", refresh);
      return () => {
        listeners.delete(l);
        if (listeners.size === 0) document.removeEventListener("visibilitychange", refresh);
      };
    },
    read,
    () => "unsupported",
  );
}

export async function askNotifications(): Promise<void> {
  if (readNow() !== "default") return;
  await Notification.requestPermission().catch(() => undefined);
  refresh();
}
