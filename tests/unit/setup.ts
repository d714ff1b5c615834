import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { stopOutboxes } from "../../web/shared/offline/outbox-engine";

// No server listens here: a request no test answers fails at once, as with no network, instead of
// connecting to happy-dom's origin (localhost:3000) and printing the refusal into another file's
// output. Tests that answer requests stub fetch over this.
globalThis.fetch = () => Promise.reject(new TypeError("Failed to fetch: no server in the unit tests"));

// findBy* and waitFor give up after 1 s by default; on a busy two-core machine a lazy screen's
// first render can take longer (CI failed once on the dishes page's count). A wait still ends as
// soon as its element shows, so only a failing test takes longer.
configure({ asyncUtilTimeout: 8_000 });

afterEach(() => {
  cleanup();
  // The files of a worker share their modules: an outbox left with changes would retry into the
  // next file's stubbed server and be counted there.
  stopOutboxes();
  document.cookie.split(";").forEach((c) => {
    const name = c.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

// A screen whose code is still importing when a file ends (a link followed, a route preloaded)
// fails with "Cannot load … after the environment was torn down", and the failed import stays in
// the worker's shared modules for every later file that imports it.
afterAll(() => vi.dynamicImportSettled());
