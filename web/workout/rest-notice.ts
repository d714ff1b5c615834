// The rest's end on a locked screen (decision 0047: it stays on the device). A hidden page's
// timers are slowed or frozen, so while the page is hidden the service worker is handed the end
// time and shows the notification itself (public/sw-notifications.js); the page takes it back
// when it is shown again or the rest changes (skipped, more or less of it, the workout finished).
import * as m from "../../i18n/paraglide/messages.js";
import { restNoticeMaxMs, restNoticeOn, restNoticeSupported } from "../shared/rest-notice";

/** What the page tells the service worker. */
export type RestNoticeMessage =
  | { type: "forma-rest"; endsAt: number; title: string; body: string; url: string }
  | { type: "forma-rest-cancel" };

export interface RestNoticeState {
  /** The running rest's end, or null. */
  endsAt: number | null;
  hidden: boolean;
  /** The member's choice on this device (Settings → Reminders). */
  on: boolean;
  permission: NotificationPermission | "unsupported";
  now: number;
  /** The end the service worker holds now, or null. */
  handed: number | null;
}

/** "post": hand the worker this end; "cancel": take back what it holds; "keep": nothing to do. */
export function restNoticeAction(s: RestNoticeState): "post" | "cancel" | "keep" {
  const wanted =
    s.endsAt !== null && s.hidden && s.on && s.permission === "granted" && s.endsAt > s.now && s.endsAt - s.now <= restNoticeMaxMs + 1000;
  if (wanted) return s.handed === s.endsAt ? "keep" : "post";
  return s.handed === null ? "keep" : "cancel";
}

/** The end the worker holds. */
let handed: number | null = null;

function post(message: RestNoticeMessage) {
  // The controlling worker at once (the page may be frozen a moment after it is hidden); else the active one.
  const now = navigator.serviceWorker.controller;
  if (now) return now.postMessage(message);
  void navigator.serviceWorker
    .getRegistration()
    .then((r) => r?.active?.postMessage(message))
    .catch(() => undefined);
}

/** Tells the worker what it should hold for this rest (the rest timer calls it on every change and when the page is hidden or shown). */
export function syncRestNotice(endsAt: number | null): void {
  // A shown page with nothing handed over has nothing to tell: the common case (a set checked),
  // answered before reading the permission and storage, which cost a slow phone's tap.
  if (handed === null && document.visibilityState !== "hidden") return;
  if (!restNoticeSupported()) return;
  const action = restNoticeAction({
    endsAt,
    hidden: document.visibilityState === "hidden",
    on: restNoticeOn(),
    permission: Notification.permission,
    now: Date.now(),
    handed,
  });
  try {
    if (action === "post" && endsAt !== null) {
      post({ type: "forma-rest", endsAt, title: m.workout_rest_over(), body: m.workout_rest_over_body(), url: "/workout" });
      handed = endsAt;
    } else if (action === "cancel") {
      post({ type: "forma-rest-cancel" });
      handed = null;
    }
  } catch {
    // No worker to tell: the page's own alarm remains.
    handed = null;
  }
}
