// The device's IndexedDB (fake-indexeddb) for the outbox tests, online again and with no other
// stub left after each test: the files share one module graph (vitest.config.ts), so what one
// stubs must not reach the next.
import { onlineManager } from "@tanstack/react-query";
import { IDBKeyRange, IDBObjectStore, indexedDB } from "fake-indexeddb";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";

const stubDevice = () => {
  vi.stubGlobal("indexedDB", indexedDB);
  vi.stubGlobal("IDBKeyRange", IDBKeyRange);
};

/** Registers the hooks; call once at the top of a test file. */
export function withDeviceStore(): void {
  beforeAll(stubDevice);
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
    stubDevice();
  });
  afterAll(() => vi.unstubAllGlobals());
}

/**
 * withDeviceStore for a screen that works from the device alone: the date under the test's control
 * (vi.setSystemTime), every request answered 503, and with `offline` the query cache told so.
 */
export function withDeviceOnly({ offline = false } = {}): void {
  withDeviceStore();
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    if (offline) onlineManager.setOnline(false);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 503 })),
    );
  });
  afterEach(() => vi.useRealTimers());
}

/** IndexedDB refusing every write (full, or its connection lost as on iOS), and every read too with `reads`; returns the repair. */
export function failingDevice({ reads = false } = {}): () => void {
  const refuse = () => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
  const put = vi.spyOn(IDBObjectStore.prototype, "put").mockImplementation(refuse);
  const get = reads ? vi.spyOn(IDBObjectStore.prototype, "get").mockImplementation(refuse) : null;
  return () => {
    put.mockRestore();
    get?.mockRestore();
  };
}
