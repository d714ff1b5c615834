import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayAutoReload } from "../../web/shell/chunk-error";

describe("lazy chunk failures", () => {
  it("are told apart from other errors in every browser's wording", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reload automatically at most once in 10 seconds", () => {
    sessionStorage.clear();
    expect(mayAutoReload(100_000)).toBe(true);
    expect(mayAutoReload(105_000)).toBe(false);
    expect(mayAutoReload(111_000)).toBe(true);
  });
});
