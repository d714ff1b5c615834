// The service worker's rules for its offline copies of pages (web/app/pwa/options.ts): a page
// that carries a member's own data is never kept, nor served from a copy an older worker kept.
import { describe, expect, it } from "vitest";
import { keepablePage, usableCopy } from "../../web/app/pwa/options";

const page = (status: number, cacheControl: string) =>
  new Response("<!doctype html>", { status, headers: { "Cache-Control": cacheControl } });

describe("offline copies of pages", () => {
  it("keeps whole pages, but not one marked no-store or an error", async () => {
    const frame = page(200, "private, no-cache");
    expect(await keepablePage({ response: frame })).toBe(frame);
    expect(await keepablePage({ response: page(200, "private, no-store") })).toBeNull();
    expect(await keepablePage({ response: page(404, "no-cache") })).toBeNull();
  });

  it("serves a kept copy only if it could be kept now", async () => {
    const frame = page(200, "no-cache");
    expect(await usableCopy({ cachedResponse: frame })).toBe(frame);
    expect(await usableCopy({ cachedResponse: page(200, "private, no-store") })).toBeNull();
    expect(await usableCopy({})).toBeNull();
  });
});
