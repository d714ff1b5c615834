import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES } from "../../core/transform/rules";
import { maxJsonBytes } from "../../worker/app";
import { SUPPORT_BODY_BYTES } from "../../worker/support/routes";

type ErrorBody = { error: { code: string; message: string } };

async function errorOf(res: Response): Promise<ErrorBody["error"]> {
  expect(res.headers.get("Content-Type")).toContain("application/json");
  const body = (await res.json()) as ErrorBody;
  expect(Object.keys(body)).toEqual(["error"]);
  expect(typeof body.error.message).toBe("string");
  expect(body.error.message).not.toMatch(/\bat .+:\d+:\d+/); // no stack frames
  return body.error;
}

describe("API errors", () => {
  it("gives a JSON 404 for unknown /api paths, in English by default", async () => {
    const res = await SELF.fetch("https://forma.test/api/nope");
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: "not_found", message: "Not found." });
  });

  it("answers in Russian when the language cookie says so", async () => {
    const res = await SELF.fetch("https://forma.test/api/nope", { headers: { Cookie: "lang=ru" } });
    expect((await errorOf(res)).message).toBe("Не найдено.");
  });

  it("answers in Russian for a Russian-region browser without a saved choice", async () => {
    const res = await SELF.fetch("https://forma.test/api/nope", { headers: { "Accept-Language": "en-KZ,en;q=0.9" } });
    expect((await errorOf(res)).message).toBe("Не найдено.");
  });

  it("gives 405 with Allow for a wrong method on a known path", async () => {
    const res = await SELF.fetch("https://forma.test/api/health", { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toBe("GET, HEAD");
    expect((await errorOf(res)).code).toBe("method_not_allowed");
  });

  it("gives 405 for a non-GET request to a page", async () => {
    const res = await SELF.fetch("https://forma.test/profile", { method: "POST" });
    expect(res.status).toBe(405);
    expect((await errorOf(res)).code).toBe("method_not_allowed");
  });

  it("refuses a body whose Content-Length is over its route's limit before anything else, even without a session", async () => {
    const routes: [string, number, string, string][] = [
      ["/api/transform/previews?type=cut&months=3", MAX_PHOTO_BYTES + 1, "application/octet-stream", "transform_file_too_large"],
      ["/api/support/requests", SUPPORT_BODY_BYTES + 1, "multipart/form-data; boundary=x", "transform_file_too_large"],
      ["/api/profiles/update", maxJsonBytes + 1, "application/json", "payload_too_large"],
      ["/api/billing/webhook", maxJsonBytes + 1, "application/json", "payload_too_large"],
    ];
    for (const [path, size, type, code] of routes) {
      const res = await SELF.fetch(`https://forma.test${path}`, {
        method: "POST",
        headers: { "Content-Type": type, "Sec-Fetch-Site": "same-origin", Cookie: "lang=ru" },
        body: new Uint8Array(size),
      });
      expect(res.status, path).toBe(413);
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      const text = await res.clone().text();
      // Never a runtime's file path or a stack frame.
      expect(text, path).not.toMatch(/node_modules|\.(ts|js|mjs):\d|file:\/\/|\/work\/|\bat \S+ \(/);
      const error = await errorOf(res);
      expect(error.code, path).toBe(code);
      expect(error.message, path).toMatch(/[а-я]/);
    }
  });

  it("rejects a body over the limit with 413", async () => {
    const res = await SELF.fetch("https://forma.test/api/auth/sign-out", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe("payload_too_large");
  });
});
