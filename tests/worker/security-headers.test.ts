import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

function expectProtected(res: Response) {
  const csp = res.headers.get("Content-Security-Policy") ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
}

describe("security headers", () => {
  it("are on API answers, errors and pages", async () => {
    for (const [path, init] of [
      ["/api/health", {}],
      ["/api/missing", {}],
      ["/api/health", { method: "PUT" }],
      ["/", { headers: { "Sec-Fetch-Dest": "document" } }],
      ["/chat", { headers: { "Sec-Fetch-Dest": "document" } }],
      ["/missing.png", {}],
    ] as const) {
      expectProtected(await SELF.fetch(`https://forma.test${path}`, init));
    }
  });

  it("send HSTS over https only", async () => {
    const https = await SELF.fetch("https://forma.test/api/health");
    expect(https.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    const http = await SELF.fetch("http://localhost/api/health");
    expect(http.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
