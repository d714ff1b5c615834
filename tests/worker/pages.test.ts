import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import * as m from "../../i18n/paraglide/messages.js";

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

describe("prerendered public pages", () => {
  const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*<\/body>/.exec(html);

  it("give a visitor the page already rendered in #root, in English by default", async () => {
    const html = await (await navigate("/")).text();
    const [, attrs, inner] = root(html)!;
    expect(attrs).toContain('data-prerendered="desktop"');
    expect(inner).toContain(`<h1>${m.home_title({}, { locale: "en" })}</h1>`);
    expect(inner).not.toContain("boot");
  });

  it("follow the language, the theme and the device of the request", async () => {
    const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36";
    const res = await navigate("/login", { Cookie: "lang=ru; theme=light", "User-Agent": phone });
    const [, attrs, inner] = root(await res.text())!;
    expect(attrs).toContain('data-prerendered="mobile"');
    expect(inner).toContain(`<div data-file="light mobile"><h1>${m.auth_sign_in({}, { locale: "ru" })}</h1></div>`);
    expect(res.headers.get("Vary")).toContain("User-Agent");
    const english = root(await (await navigate("/login", { "Sec-CH-UA-Mobile": "?0" })).text())!;
    expect(english[2]).toContain(`<div data-file="dark desktop"><h1>${m.auth_sign_in({}, { locale: "en" })}</h1></div>`);
  });

  it("preload the page's screen scripts", async () => {
    const html = await (await navigate("/login")).text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-screen.js"></head>');
  });

  it("keep the plain shell for a member, for a page with a query and for pages without a file", async () => {
    for (const [path, headers] of [
      ["/login", { Cookie: "__Host-session=abc" }],
      ["/login?notice=verified", {}],
      ["/profile", {}],
    ] as const) {
      const html = await (await navigate(path, headers)).text();
      const [, attrs, inner] = root(html)!;
      expect(attrs, path).not.toContain("data-prerendered");
      expect(inner, path).toContain("boot");
      expect(html, path).not.toContain("modulepreload");
    }
  });
});
