// Whether the rest timer may show a notification (on a locked screen, where the platform shows
// them). Asked only from a button the member presses, never on load.
import { useSyncExternalStore } from "react";

export type NotificationAccess = "unsupported" | NotificationPermission;

const listeners = new Set<() => void>();

function read(): NotificationAccess {
  if (typeof Notification === "undefined" || !("serviceWorker" in navigator)) return "unsupported";
  return Notification.permission;
}

export function useNotificationAccess(): NotificationAccess {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    read,
    () => "unsupported",
  );
}

export async function askNotifications(): Promise<void> {
  if (read() !== "default") return;
  await Notification.requestPermission().catch(() => undefined);
  for (const l of listeners) l();
}
