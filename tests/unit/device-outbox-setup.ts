// The device's IndexedDB (fake-indexeddb) for the outbox tests, online again and with no other
// stub left after each test: the files share one module graph (vitest.config.ts), so what one
// stubs must not reach the next.
import { onlineManager } from "@tanstack/react-query";
import { IDBKeyRange, indexedDB } from "fake-indexeddb";
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
