/* global self, URL */
// Loaded into the service worker (workbox importScripts, web/app/pwa/options.ts): tapping one of
// the app's notifications (the rest timer's end) brings its screen forward, or opens it.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path =
    typeof event.notification.data?.url === "string" && event.notification.data.url.startsWith("/")
      ? event.notification.data.url
      : "/";
  const target = new URL(path, self.location.origin).href;
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
