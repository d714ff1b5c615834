import { describe, expect, it } from "vitest";
import { ChunkLoadError, isChunkLoadError, mayAutoReload } from "../../web/app/shell/chunk-error";

type ChunkErrorModule = typeof import("../../web/app/shell/chunk-error");

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
    // A fresh instance of this module alone (vi.resetModules() would renew every module the
    // worker's other files share, and leave their module-level listeners doubled).
    const load = (n: number) => import(/* @vite-ignore */ `../../web/app/shell/chunk-error.ts?load=${n}`) as Promise<ChunkErrorModule>;
    const reloaded = await load(2);
    expect(reloaded.mayAutoReload(105_000)).toBe(false);
    const later = await load(3);
    expect(later.mayAutoReload(111_000)).toBe(true);
  });
});
