// The device's choice "notify me when rest ends while the screen is off" (Settings → Reminders),
// read by the workout logger's rest timer. On unless turned off; a forma_ key, so signing out
// (which clears them) brings back the default for whoever signs in next.
import { createExternalStore } from "./ui/external-store";

const storageKey = "forma_rest_notice";
/** This visit's choice when storage is blocked. */
let memory: boolean | null = null;

export function restNoticeOn(): boolean {
  try {
    const kept = localStorage.getItem(storageKey);
    if (kept !== null) return kept !== "off";
  } catch {
    // Storage blocked: this visit's choice below.
  }
  return memory ?? true;
}

const store = createExternalStore<boolean>(restNoticeOn, true);

export const useRestNoticeOn = store.use;

export function setRestNoticeOn(on: boolean): void {
  try {
    localStorage.setItem(storageKey, on ? "on" : "off");
  } catch {
    // Kept for this visit only.
    memory = on;
  }
  store.notify();
}

/** Whether this browser can show the rest timer's notification (the Notification API and a service worker). */
export const restNoticeSupported = () =>
  typeof window !== "undefined" && typeof Notification !== "undefined" && "serviceWorker" in navigator;

/** The longest rest the service worker waits for (the logger's longest rest; browsers stop a worker's event after about 5 minutes). */
export const restNoticeMaxMs = 5 * 60 * 1000;
