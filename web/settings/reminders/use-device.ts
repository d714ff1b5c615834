// This device and reminders: what the browser allows (push at all, the notification permission),
// whether this device is one the server sends to, and turning it on and off. The permission is
// asked only when the member presses "Turn on notifications", never on opening the page.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { RemindersJson } from "../../../core/api/reminders";
import * as m from "../../../i18n/paraglide/messages.js";
import { ApiFailure } from "../../shared/api/client";
import {
  deviceSubscription,
  NoServiceWorker,
  pushSupport,
  reminderKeys,
  remindersApi,
  subscribeDevice,
  unsubscribeDevice,
} from "../../shared/queries/reminders";
import { notify } from "../../shared/ui/toast";
import { storeAnswer } from "../../shared/queries/store-answer";

export type DeviceState =
  | "checking"
  /** No push in this browser. */
  | "unsupported"
  /** An iPhone or iPad outside a Home Screen app. */
  | "home-screen-first"
  /** The server has no VAPID keys. */
  | "no-push"
  | "denied"
  | "off"
  | "on";

function subscribeOnline(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);

const readPermission = (): NotificationPermission => (typeof Notification === "undefined" ? "default" : Notification.permission);

/** The notification permission, read again when it changes (site settings) or the member comes back to the page. */
function usePermission(): [NotificationPermission, () => void] {
  const [permission, setPermission] = useState(readPermission);
  const reread = useCallback(() => setPermission(readPermission()), []);
  useEffect(() => {
    let status: PermissionStatus | null = null;
    void navigator.permissions
      ?.query({ name: "notifications" })
      .then((s) => {
        status = s;
        s.addEventListener("change", reread);
      })
      .catch(() => undefined);
    window.addEventListener("focus", reread);
    document.addEventListener("visibilitychange", reread);
    return () => {
      status?.removeEventListener("change", reread);
      window.removeEventListener("focus", reread);
      document.removeEventListener("visibilitychange", reread);
    };
  }, [reread]);
  return [permission, reread];
}

/** A failure as the member reads it: the server's own message, or what went wrong on this side. */
export function failureText(err: unknown, fallback: string): string {
  if (!navigator.onLine) return m.reminders_offline();
  if (err instanceof ApiFailure) return err.code !== "http_error" && err.message ? err.message : fallback;
  if (err instanceof NoServiceWorker) return m.reminders_no_worker();
  // fetch's failure without a network answer.
  if (err instanceof TypeError) return m.reminders_offline();
  return fallback;
}

/**
 * The device's state and actions. `firstSave` is what the form shows: a member who never saved
 * gets it saved with the first device, so turning notifications on is enough to get reminders.
 */
export function useDevice(userId: string, view: RemindersJson, firstSave: () => RemindersJson["settings"] | null) {
  const queryClient = useQueryClient();
  const [support] = useState(pushSupport);
  const [permission, rereadPermission] = usePermission();
  // undefined while the browser is asked.
  const [endpoint, setEndpoint] = useState<string | null | undefined>(support === "supported" ? undefined : null);
  useEffect(() => {
    if (support !== "supported") return;
    let live = true;
    deviceSubscription()
      .then((s) => live && setEndpoint(s?.endpoint ?? null))
      .catch(() => live && setEndpoint(null));
    return () => {
      live = false;
    };
  }, [support]);

  const store = (next: RemindersJson) => void storeAnswer(queryClient, reminderKeys.settings(userId), next);
  const withoutDevice = (gone: string) =>
    void storeAnswer<RemindersJson>(queryClient, reminderKeys.settings(userId), (old) =>
      old ? { ...old, devices: old.devices.filter((d) => d.endpoint !== gone) } : old,
    );

  // The browser's question closed without an answer: said on screen, and pressing again asks again.
  const [unanswered, setUnanswered] = useState(false);
  const turnOn = useMutation({
    mutationFn: async (pushKey: string) => {
      if (Notification.permission === "default") await Notification.requestPermission();
      rereadPermission();
      setUnanswered(Notification.permission === "default");
      if (Notification.permission !== "granted") return null;
      const subscription = await subscribeDevice(pushKey);
      let next = await remindersApi.addDevice(subscription);
      const settings = next.saved ? null : firstSave();
      if (settings) next = await remindersApi.save(settings);
      return { next, endpoint: subscription.endpoint };
    },
    onSuccess: (done) => {
      if (!done) return;
      store(done.next);
      setEndpoint(done.endpoint);
      notify.success(m.reminders_turned_on());
    },
  });
  const remove = useMutation({
    mutationFn: async (gone: string) => {
      if (gone === endpoint) await unsubscribeDevice(gone);
      else await remindersApi.removeDevice(gone);
      return gone;
    },
    onSuccess: (gone) => {
      withoutDevice(gone);
      if (gone === endpoint) setEndpoint(null);
      notify.success(gone === endpoint ? m.reminders_turned_off() : m.reminders_device_removed());
    },
  });
  const test = useMutation({
    mutationFn: () => remindersApi.test(),
    onSuccess: () => notify.success(m.reminders_test_sent()),
  });

  let state: DeviceState;
  if (support !== "supported") state = support;
  else if (!view.pushKey) state = "no-push";
  else if (permission === "denied") state = "denied";
  else if (endpoint === undefined) state = "checking";
  else state = endpoint && permission === "granted" && view.devices.some((d) => d.endpoint === endpoint) ? "on" : "off";

  // The action's failure, said in place; each action clears the one before.
  const failed = [turnOn, remove, test].find((x) => x.isError);
  const error = failed ? failureText(failed.error, failed === turnOn ? m.reminders_subscribe_failed() : m.reminders_action_failed()) : null;
  const reset = () => (setUnanswered(false), [turnOn, remove, test].forEach((x) => x.reset()));

  return {
    state,
    permission,
    unanswered: unanswered && state === "off",
    endpoint: endpoint ?? null,
    error,
    turnOn: () => (reset(), view.pushKey && turnOn.mutate(view.pushKey)),
    turnOff: () => (reset(), endpoint && remove.mutate(endpoint)),
    remove: (gone: string) => (reset(), remove.mutate(gone)),
    sendTest: () => (reset(), test.mutate()),
    pending: { on: turnOn.isPending, off: remove.isPending && remove.variables === endpoint, removing: remove.isPending ? remove.variables : null, test: test.isPending },
  };
}
