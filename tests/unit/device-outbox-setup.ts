// The device's IndexedDB (fake-indexeddb) for the outbox tests, online again and with no other
// stub left after each test: the files share one module graph (vitest.config.ts), so what one
// stubs must not reach the next.
import { onlineManager } from "@tanstack/react-query";
import { IDBKeyRange, IDBObjectStore, indexedDB } from "fake-indexeddb";
import { afterAll, afterEach, beforeAll, vi } from "vitest";

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
