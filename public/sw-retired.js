/* global self, indexedDB */
// Loaded into the service worker (workbox importScripts, web/app/pwa/options.ts): clears what an
// earlier service worker kept and this one no longer uses. Until decision 0063, a workout sync that
// failed offline was kept by Workbox's Background Sync (its queue in the "workbox-background-sync"
// database) and replayed later as it was sent: it could undo a correction made since, or send the
// changes of a member who had signed out and deleted them. The page's outbox sends them instead.
self.addEventListener("activate", (event) => {
  event.waitUntil(
    new Promise((resolve) => {
      const req = indexedDB.deleteDatabase("workbox-background-sync");
      // Blocked (an old worker still has it open) or failed: nothing to wait for, it goes next time.
      req.onsuccess = req.onerror = req.onblocked = () => resolve();
    }),
  );
});
