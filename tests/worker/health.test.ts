import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("GET/HEAD /api/health", () => {
  it("answers ok and is never cached", async () => {
    const res = await SELF.fetch("https://forma.test/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("Cache-Control")).toContain("no-cache");
    expect(res.headers.get("Cache-Control")).toContain("no-store");
  });

  it("answers HEAD with the status and no body", async () => {
    const res = await SELF.fetch("https://forma.test/api/health", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });
});
