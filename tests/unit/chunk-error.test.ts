import { describe, expect, it, vi } from "vitest";
import { ChunkLoadError, isChunkLoadError, mayAutoReload } from "../../web/app/shell/chunk-error";

describe("lazy chunk failures", () => {
  it("are told apart from other errors in every browser's wording", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(new ChunkLoadError(new TypeError("x")))).toBe(true);
  });

  it("reload automatically at most once in 10 seconds across page loads", async () => {
    sessionStorage.clear();
    expect(mayAutoReload(100_000)).toBe(true);
    // The same page keeps its decision (the error screen can mount more than once).
    expect(mayAutoReload(100_500)).toBe(true);
    // The next page load (a fresh module) within 10 s must not reload again: no loop.
    vi.resetModules();
    const reloaded = await import("../../web/app/shell/chunk-error");
    expect(reloaded.mayAutoReload(105_000)).toBe(false);
    vi.resetModules();
    const later = await import("../../web/app/shell/chunk-error");
    expect(later.mayAutoReload(111_000)).toBe(true);
  });
});
