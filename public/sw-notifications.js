/* global self, URL, fetch, setTimeout, clearTimeout */
// Loaded into the service worker (workbox importScripts, web/app/pwa/options.ts): the app's
// notifications. A reminder pushed by the server (worker/reminders, decision 0047) is shown in the
// member's language; tapping a notification (a reminder, the rest timer's end) brings its screen
// forward, or opens it; a reminder's action turns that kind of reminder off with the token it carries.

/** Only the app's own paths open from a notification. */
const ownPath = (url) => (typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/");

const sendJson = (method, path, body) =>
  fetch(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

self.addEventListener("push", (event) => {
  let reminder;
  try {
    reminder = event.data ? event.data.json() : null;
  } catch {
    reminder = null;
  }
  if (!reminder || reminder.v !== 1 || typeof reminder.title !== "string") return;
  const off = reminder.off && typeof reminder.off.token === "string" ? reminder.off : null;
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: typeof reminder.body === "string" ? reminder.body : "",
      lang: reminder.lang,
      tag: typeof reminder.tag === "string" ? reminder.tag : undefined,
      icon: "/icons/icon-192.png",
      data: { url: ownPath(reminder.url), off: off ? off.token : null },
      actions: off ? [{ action: "off", title: String(off.label) }] : [],
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  if (event.action === "off" && typeof data.off === "string") {
    // No window: the member asked only to stop these reminders.
    event.waitUntil(sendJson("POST", "/api/reminders/off", { token: data.off }).catch(() => undefined));
    return;
  }
  const target = new URL(ownPath(data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => w.url === target) ?? windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(target);
      const focused = await open.focus();
      return focused.url === target ? focused : focused.navigate(target);
    })(),
  );
});

// The browser replaced the device's subscription (its keys or address expired): the server gets
// the new one in place of the old, if the member is still signed in on this device.
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const key = old && old.options ? old.options.applicationServerKey : null;
      const next = event.newSubscription || (key ? await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
      if (old) await sendJson("DELETE", "/api/reminders/subscriptions", { endpoint: old.endpoint });
      if (next) await sendJson("POST", "/api/reminders/subscriptions", next.toJSON());
    })().catch(() => undefined),
  );
});

// The rest timer's end while the workout page is hidden (web/workout/rest-notice.ts): the page's
// own timers are slowed or frozen on a locked screen, so it hands the end time to this worker,
// which stays awake until then (waitUntil; browsers end an event after about 5 minutes, the
// longest rest) and shows the notification, unless the page takes it back first.
const restMaxMs = 5 * 60 * 1000 + 1000;
/** The rest waited for now: `stop()` ends the wait without a notification. */
let restWait = null;

const stopRestWait = () => {
  if (restWait) restWait.stop();
  restWait = null;
};

/**
 * What became of the last rest handed over (received, waited, shown, taken back, or the browser's
 * error), answered to a "forma-rest-status" message on the port it brings: a locked-screen test
 * that saw no notification can then say why (its failures so far could only say the end was sent).
 */
let lastRest = null;

self.addEventListener("message", (event) => {
  const msg = event.data;
  if (!msg || typeof msg !== "object") return;
  if (msg.type === "forma-rest-status") {
    if (event.ports && event.ports[0]) event.ports[0].postMessage(lastRest);
    return;
  }
  if (msg.type === "forma-rest-cancel") {
    if (lastRest && lastRest.outcome === "waiting") lastRest.outcome = "taken back";
    return stopRestWait();
  }
  if (msg.type !== "forma-rest" || typeof msg.endsAt !== "number" || typeof msg.title !== "string") return;
  stopRestWait();
  const wait = msg.endsAt - Date.now();
  const record = { receivedAt: Date.now(), endsAt: msg.endsAt, wait, outcome: "waiting" };
  lastRest = record;
  if (!(wait <= restMaxMs)) {
    record.outcome = "past the longest rest";
    return;
  }
  let timer;
  let finish;
  const ended = new Promise((resolve) => {
    finish = resolve;
    timer = setTimeout(() => resolve(true), Math.max(0, wait));
  });
  const entry = {
    stop: () => {
      clearTimeout(timer);
      finish(false);
    },
  };
  restWait = entry;
  event.waitUntil(
    ended.then((due) => {
      if (restWait === entry) restWait = null;
      if (!due) return undefined;
      record.outcome = "showing";
      // One rest notification at a time: a newer one replaces it (the page's own uses the same tag).
      return self.registration
        .showNotification(msg.title, {
          body: typeof msg.body === "string" ? msg.body : "",
          tag: "forma-rest",
          icon: "/icons/icon-192.png",
          data: { url: ownPath(msg.url) },
        })
        .then(
          () => {
            record.outcome = `shown at ${Date.now()}`;
          },
          (err) => {
            record.outcome = `not shown: ${err && err.message ? err.message : String(err)}`;
          },
        );
    }),
  );
});
