import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

async function htmlTag(init: RequestInit = {}, path = "/") {
  const res = await SELF.fetch(`https://forma.test${path}`, init);
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

  it("fall back to dark for an invalid theme cookie", async () => {
    expect(await htmlTag({ headers: { Cookie: "theme=purple" } })).toContain('class="dark"');
  });

  it("guess Russian from the browser region when no language is saved", async () => {
    expect(await htmlTag({ headers: { "Accept-Language": "ru-BY,ru;q=0.9" } })).toContain('lang="ru"');
    expect(await htmlTag({ headers: { "Accept-Language": "ru-DE" } })).toContain('lang="en"');
    expect(await htmlTag({ headers: { Cookie: "lang=en", "Accept-Language": "ru-RU" } })).toContain('lang="en"');
  });

  it("are never cached by shared caches across cookies", async () => {
    const res = await SELF.fetch("https://forma.test/profile");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect(res.headers.get("Vary")).toContain("Cookie");
  });
});
