// The rest between sets: an end time (Date.now() based, so a locked phone or a throttled tab
// still ends it on time), kept in localStorage so a reload keeps it, and an alarm at the end
// that runs wherever the member is in the app: a vibration, a toast, and a notification through
// the service worker while the page is hidden (a locked screen, where the platform shows them;
// rest-notice.ts hands the end to the worker, whose timer runs while this page's are frozen).
import { useSyncExternalStore } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { memberForgottenEvent } from "../shared/session/sign-out";
import { restNoticeOn } from "../shared/rest-notice";
import { afterPaint } from "../shared/ui/idle";
import { notify } from "../shared/ui/toast";
import { syncRestNotice } from "./rest-notice";

export interface Rest {
  /** When the rest ends, ms since the epoch. */
  endsAt: number;
  /** Its whole length in seconds (the bar's 100 %). */
  total: number;
}

const storageKey = "forma_rest";
const listeners = new Set<() => void>();
let current: Rest | null | undefined;
let alarm: ReturnType<typeof setTimeout> | undefined;

function load(): Rest | null {
  try {
    const kept = JSON.parse(localStorage.getItem(storageKey) ?? "null") as Rest | null;
    return kept && typeof kept.endsAt === "number" && typeof kept.total === "number" && kept.endsAt > Date.now() ? kept : null;
  } catch {
    return null;
  }
}

function save(rest: Rest | null) {
  try {
    if (rest) localStorage.setItem(storageKey, JSON.stringify(rest));
    else localStorage.removeItem(storageKey);
  } catch {
    // Not kept past this page: the timer still runs.
  }
}

/** Wakes at the end time; a timer that fired early (clock changes, throttling) waits again. */
function schedule() {
  clearTimeout(alarm);
  if (!current) return;
  alarm = setTimeout(
    () => {
      if (!current) return;
      if (Date.now() < current.endsAt) return schedule();
      set(null);
      void restOver();
    },
    Math.max(0, current.endsAt - Date.now()),
  );
}

function set(next: Rest | null) {
  current = next;
  save(next);
  schedule();
  syncRestNotice(next?.endsAt ?? null);
  for (const l of listeners) l();
}

export function currentRest(): Rest | null {
  if (current === undefined) {
    current = load();
    schedule();
  }
  return current;
}

export function startRest(seconds: number, now = Date.now()): void {
  set({ endsAt: now + seconds * 1000, total: seconds });
}

/** More rest (+15 s), or less with a negative number; never below now. */
export function extendRest(seconds: number, now = Date.now()): void {
  const rest = currentRest();
  if (!rest) return;
  const endsAt = Math.max(now, rest.endsAt + seconds * 1000);
  set({ endsAt, total: Math.max(1, rest.total + seconds) });
}

export function stopRest(): void {
  set(null);
}

// A rest running when the member signs out does not ring for whoever uses the device next.
if (typeof window !== "undefined") window.addEventListener(memberForgottenEvent, () => current && stopRest());
// Hidden: the service worker is handed the end (a locked phone freezes this page's timers); shown: taken back.
if (typeof document !== "undefined")
  document.addEventListener("visibilitychange", () => syncRestNotice(currentRest()?.endsAt ?? null));

/** Milliseconds left. */
export const restLeft = (rest: Rest, now: number) => Math.max(0, rest.endsAt - now);

/** "1:30" */
export function clockText(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * The rest as the bar shows it: a change reaches it once the press that made it has painted. A
 * set's check starts a rest; the bar (new, with its clock and line) then renders after the
 * checked row is on screen, not in the same task, which a slow phone's tap waited for.
 */
export function useRestAfterPaint(): Rest | null {
  return useSyncExternalStore(subscribeAfterPaint, currentRest, () => null);
}

function subscribeAfterPaint(listener: () => void): () => void {
  let cancel = () => {};
  const later = () => {
    cancel();
    cancel = afterPaint(listener);
  };
  listeners.add(later);
  return () => {
    cancel();
    listeners.delete(later);
  };
}

async function restOver() {
  navigator.vibrate?.([300, 150, 300]);
  notify.message(m.workout_rest_over());
  if (
    document.visibilityState === "visible" ||
    typeof Notification === "undefined" ||
    Notification.permission !== "granted" ||
    !restNoticeOn()
  )
    return;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    // Tapping it brings back the screen the rest was started on (public/sw-notifications.js).
    await registration?.showNotification(m.workout_rest_over(), {
      body: m.workout_rest_over_body(),
      tag: "forma-rest",
      icon: "/icons/icon-192.png",
      data: { url: location.pathname },
    });
  } catch {
    // No worker (a browser without one, or not registered yet): the vibration and toast remain.
  }
}
