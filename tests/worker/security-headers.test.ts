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

/** A page's CSP as directive name → its sources. */
async function directivesOf(path: string) {
  const page = await SELF.fetch(`https://forma.test${path}`, { headers: { "Sec-Fetch-Dest": "document" } });
  const directives = (page.headers.get("Content-Security-Policy") ?? "").split(";").map((d) => d.trim().split(/\s+/));
  return (name: string) => directives.find(([n]) => n === name)?.slice(1) ?? [];
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

  it("let pages show Open Food Facts' product pictures and compile the barcode reader, and no more", async () => {
    const directive = await directivesOf("/diary");
    expect(directive("img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://images.openfoodfacts.org",
      "https://static.openfoodfacts.org",
    ]);
    expect(directive("script-src")).toContain("'wasm-unsafe-eval'");
    expect(directive("script-src")).not.toContain("'unsafe-eval'");
    expect(directive("connect-src")).toEqual(["'self'"]);
  });

  it("let a page start workers from its own files and from code it made itself (blob:), not from data: or other sites", async () => {
    for (const path of ["/", "/profile"]) {
      const directive = await directivesOf(path);
      expect(directive("worker-src")).toEqual(["'self'", "blob:"]);
    }
  });

  it("send HSTS over https only", async () => {
    const https = await SELF.fetch("https://forma.test/api/health");
    expect(https.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    const http = await SELF.fetch("http://localhost/api/health");
    expect(http.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
