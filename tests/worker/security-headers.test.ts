import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import edgeHeaders from "../../public/_headers?raw";

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

/** A CSP header's directives: name → its sources. */
function parsePolicy(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** A page's CSP as directive name → its sources. */
async function directivesOf(path: string) {
  const page = await SELF.fetch(`https://forma.test${path}`, { headers: { "Sec-Fetch-Dest": "document" } });
  const policy = parsePolicy(page.headers.get("Content-Security-Policy") ?? "");
  return (name: string) => policy.get(name) ?? [];
}

/** The headers public/_headers gives every file served straight from the edge (its "/*" block). */
function edgeHeadersOfAllFiles(): Map<string, string> {
  const block = edgeHeaders.split(/\n(?=\S)/).find((b) => b.startsWith("/*\n")) ?? "";
  return new Map(
    block
      .split("\n")
      .slice(1)
      .map((line) => line.trim().match(/^([\w-]+):\s*(.+)$/))
      .filter((m) => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
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

  // The files the edge serves without the worker (hashed scripts, the service worker, icons)
  // carry their CSP from public/_headers: written apart, so checked against the pages'.
  it("on files served straight from the edge allow no source the worker's pages refuse, and protect as they do", async () => {
    const edge = edgeHeadersOfAllFiles();
    const page = await SELF.fetch("https://forma.test/", { headers: { "Sec-Fetch-Dest": "document" } });
    for (const name of ["X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options", "Cross-Origin-Resource-Policy"]) {
      expect(edge.get(name), name).toBe(page.headers.get(name));
    }
    const edgePolicy = parsePolicy(edge.get("Content-Security-Policy") ?? "");
    const pagePolicy = parsePolicy(page.headers.get("Content-Security-Policy") ?? "");
    // A fetch directive the page leaves out falls back (worker-src to script-src) to default-src.
    const pageSources = (name: string): string[] =>
      pagePolicy.get(name) ?? (name === "worker-src" ? pageSources("script-src") : (pagePolicy.get("default-src") ?? []));
    expect([...edgePolicy.keys()]).toEqual(
      expect.arrayContaining(["default-src", "script-src", "object-src", "base-uri", "frame-ancestors"]),
    );
    for (const [name, sources] of edgePolicy) {
      for (const source of sources) expect(pageSources(name), `${name} ${source}`).toContain(source);
    }
  });

  it("send HSTS over https only", async () => {
    const https = await SELF.fetch("https://forma.test/api/health");
    expect(https.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    const http = await SELF.fetch("http://localhost/api/health");
    expect(http.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
