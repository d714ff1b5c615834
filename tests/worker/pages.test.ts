import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/** A browser's page load: navigations carry Sec-Fetch-Dest: document. */
const navigate = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`https://forma.test${path}`, { headers: { "Sec-Fetch-Dest": "document", Accept: "text/html", ...headers } });

async function htmlTag(init: { headers?: Record<string, string> } = {}, path = "/") {
  const res = await navigate(path, init.headers);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("text/html");
  return (await res.text()).match(/<html[^>]*>/)?.[0] ?? "";
}

describe("page navigations", () => {
  it("serve index.html dark and English by default", async () => {
    const tag = await htmlTag();
    expect(tag).toContain('class="dark"');
    expect(tag).toContain('lang="en"');
  });

  it("carry the saved theme and language on <html> before any script runs", async () => {
    const tag = await htmlTag({ headers: { Cookie: "theme=light; lang=ru" } }, "/agreement");
    expect(tag).toContain('class="light"');
    expect(tag).toContain('lang="ru"');
  });

  it("carry the title and description in the visitor's language", async () => {
    const res = await navigate("/", { Cookie: "lang=ru" });
    const html = await res.text();
    expect(html).toContain("<title>Forma\u00a0— ИИ-тренер по фитнесу</title>");
    expect(html).toMatch(/<meta name="description" content="Персональные планы/);
  });

  it("fall back to dark for an invalid theme cookie", async () => {
    expect(await htmlTag({ headers: { Cookie: "theme=purple" } })).toContain('class="dark"');
  });

  it("guess Russian from the browser region when no language is saved", async () => {
    expect(await htmlTag({ headers: { "Accept-Language": "ru-BY,ru;q=0.9" } })).toContain('lang="ru"');
    expect(await htmlTag({ headers: { "Accept-Language": "ru-DE" } })).toContain('lang="en"');
    expect(await htmlTag({ headers: { Cookie: "lang=en", "Accept-Language": "ru-RU" } })).toContain('lang="en"');
  });

  it("are never cached by shared caches across cookies, and carry no shared ETag", async () => {
    const res = await navigate("/profile");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(res.headers.get("Vary")).toContain("Cookie");
    expect(res.headers.get("ETag")).toBeNull();
  });

  it("leave other requests to the static assets", async () => {
    const res = await SELF.fetch("https://forma.test/missing.js", { headers: { "Sec-Fetch-Dest": "script" } });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("asset /missing.js");
  });
});
