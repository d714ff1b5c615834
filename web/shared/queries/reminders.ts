// Reminders from the browser: the member's settings and devices (the API), and this device's push
// subscription (the service worker registration's pushManager). Settings → Reminders, the plan's
// card and sign-out use them; none of it is in the start bundle.
import { queryOptions } from "@tanstack/react-query";
import type { RemindersJson, ReminderSettingsJson } from "../../../core/api/reminders";
import type { PushSubscriptionInput } from "../../../core/validation/reminders";
import { api } from "../api/client";

export const reminderKeys = {
  settings: (userId: string) => ["reminders", userId] as const,
};

export const remindersQuery = (userId: string) =>
  queryOptions({
    queryKey: reminderKeys.settings(userId),
    queryFn: ({ signal }) => api("GET /api/reminders/settings", { cache: "no-store", signal }),
    staleTime: 30_000,
  });

export const remindersApi = {
  save: (settings: ReminderSettingsJson): Promise<RemindersJson> => api("PUT /api/reminders/settings", { body: settings }),
  addDevice: (subscription: PushSubscriptionInput): Promise<RemindersJson> =>
    api("POST /api/reminders/subscriptions", { body: subscription }),
  removeDevice: (endpoint: string, signal?: AbortSignal) => api("DELETE /api/reminders/subscriptions", { body: { endpoint }, signal }),
  test: () => api("POST /api/reminders/test"),
};

/**
 * What this browser can do: receive pushes; or, on an iPhone or iPad, only once Forma is added to
 * the Home Screen (iOS and iPadOS 16.4+ give push to home-screen apps alone); or nothing.
 */
export type PushSupport = "supported" | "home-screen-first" | "unsupported";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined") return "unsupported";
  if ("serviceWorker" in navigator && "PushManager" in window && typeof Notification !== "undefined") return "supported";
  // iPadOS reports itself as a Mac; its touch points tell it apart.
  const apple = /iPhone|iPad|iPod/.test(navigator.userAgent) || (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const homeScreen = window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  return apple && !homeScreen ? "home-screen-first" : "unsupported";
}

/** The service worker has not started (a development server, or its first start failed). */
export class NoServiceWorker extends Error {}

/** The app's service worker registration once it is active; it registers a moment after the page starts. */
async function activeRegistration(waitMs = 10_000): Promise<ServiceWorkerRegistration> {
  const now = await navigator.serviceWorker.getRegistration();
  if (now?.active) return now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  const ready = await Promise.race([navigator.serviceWorker.ready, late]);
  clearTimeout(timer);
  if (!ready) throw new NoServiceWorker();
  return ready;
}

/** This device's push subscription, if it has one (null without a service worker too). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(text.length / 4) * 4, "="));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/**
 * Subscribes this device to the server's key (the permission must be granted already), reusing a
 * subscription made for that key; one made for another key (the server's keys changed) is replaced.
 */
export async function subscribeDevice(pushKey: string): Promise<PushSubscriptionInput> {
  const registration = await activeRegistration();
  const key = base64urlBytes(pushKey);
  const current = await registration.pushManager.getSubscription();
  if (current && sameBytes(current.options.applicationServerKey, key)) return current.toJSON() as PushSubscriptionInput;
  await current?.unsubscribe();
  const made = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return made.toJSON() as PushSubscriptionInput;
}

/** Stops pushes to this device: the server forgets it, and the browser drops the subscription. */
export async function unsubscribeDevice(endpoint: string): Promise<void> {
  await remindersApi.removeDevice(endpoint);
  const current = await deviceSubscription();
  if (current?.endpoint === endpoint) await current.unsubscribe();
}

/**
 * At sign-out, while the session still stands: the server forgets this device (waited for a few
 * seconds at most, so signing out never hangs on it) and the browser drops the subscription, so a
 * push the server still sends is refused by the push service and its row removed then.
 */
export async function forgetPushDevice(): Promise<void> {
  await dropBrowserSubscription(async (current) => {
    await remindersApi.removeDevice(current.endpoint, AbortSignal.timeout(3000)).catch(() => undefined);
  });
}

/**
 * The browser's part alone: drops this device's subscription, after `before` (the server told)
 * when there is one. Account deletion uses it as is, the server having removed the devices.
 */
export async function dropBrowserSubscription(before?: (current: PushSubscription) => Promise<void>): Promise<void> {
  try {
    const current = await deviceSubscription();
    if (!current) return;
    await before?.(current);
    await current.unsubscribe();
  } catch {
    // No push, or the browser refused: nothing more to forget here.
  }
}
