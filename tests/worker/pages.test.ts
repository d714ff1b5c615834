import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { createSession, createUser } from "./factories";
import { describe, expect, it } from "vitest";
import * as m from "../../i18n/paraglide/messages.js";
import { saveMessage } from "../../worker/chat/messages";
import { getDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema";

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
  /** A page's own form sent the browser's way, as before the app has taken the page over. */
  const postForm = (path: string, site: string) =>
    SELF.fetch(`https://forma.test${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Sec-Fetch-Dest": "document",
        "Sec-Fetch-Site": site,
        Accept: "text/html",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "email=anna%40example.com&password=secret-password",
    });

  it("send a form posted before the app took its page over back to the page, as a GET", async () => {
    for (const path of ["/login", "/signup", "/reset-password?token=abc123"]) {
      const res = await postForm(path, "same-origin");
      expect(res.status, path).toBe(303);
      expect(res.headers.get("Location"), path).toBe(path);
      // Nothing typed comes back in the answer or the address.
      expect(await res.text(), path).not.toContain("secret-password");
    }
  });

  it("refuse such a form from another site, and answer an address that is no page with 405", async () => {
    expect((await postForm("/login", "cross-site")).status).toBe(403);
    expect((await postForm("/no-such-page", "same-origin")).status).toBe(405);
  });

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

describe("known and unknown pages", () => {
  it("answer 200 for every screen, its phone twin and library pages that exist", async () => {
    for (const path of [
      "/",
      "/login",
      "/mlogin",
      "/agreement",
      "/profile",
      "/mprofile",
      "/chat",
      "/mchat",
      "/exercises/barbell-bench-press",
      "/mexercises/barbell-bench-press",
      "/articles/sleep-for-muscle",
      "/education/energy-balance",
      "/meducation/energy-balance",
      "/dishes/oatmeal-with-milk-and-berries",
      "/login/",
      "/Billing",
    ]) {
      expect((await navigate(path)).status, path).toBe(200);
    }
  });

  it("answer 404 with the app's HTML for unknown paths and unknown library slugs", async () => {
    for (const path of [
      "/no-such-page",
      "/profile/extra",
      "/msettings",
      "/marticles",
      "/exercises/no-such-exercise",
      "/articles/no-such-article",
      "/education/no-such-lesson",
      "/mdishes/no-such-dish",
      "/exercises/%E0%A4%A",
    ]) {
      const res = await navigate(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html, path).toContain('<div id="root">');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("keep unknown API paths a JSON 404", async () => {
    const res = await navigate("/api/no-such-call");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});

describe("search engines and link previews", () => {
  it("point robots.txt at the sitemap", async () => {
    const text = await (await SELF.fetch("https://forma.test/robots.txt")).text();
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Sitemap: https://forma.test/sitemap.xml");
  });

  it("list the pages a signed-out visitor can read, in both languages with hreflang alternates", async () => {
    const res = await SELF.fetch("https://forma.test/sitemap.xml");
    expect(res.headers.get("Content-Type")).toContain("application/xml");
    const xml = await res.text();
    for (const path of ["/", "/login", "/signup", "/billing", "/agreement"]) {
      expect(xml, path).toContain(`<loc>https://forma.test${path}?lang=en</loc>`);
      expect(xml, path).toContain(`<loc>https://forma.test${path}?lang=ru</loc>`);
    }
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ru" href="https://forma.test/login?lang=ru"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://forma.test/login"/>');
    // Members' screens (a crawler would be sent to sign-in), the library and phone twins are not listed.
    for (const path of ["/profile", "/exercises", "/articles/", "/mlogin"]) expect(xml, path).not.toContain(path);
  });

  it("give a public page Open Graph and Twitter tags in the visitor's language", async () => {
    const en = await (await navigate("/billing")).text();
    expect(en).toContain("<title>Billing — Forma</title>");
    expect(en).toContain('<meta property="og:title" content="Billing — Forma" />');
    expect(en).toContain('<meta property="og:url" content="https://forma.test/billing?lang=en" />');
    expect(en).toContain('<meta property="og:image" content="https://forma.test/icons/icon-512.png" />');
    expect(en).toContain('<meta property="og:locale" content="en_US" />');
    expect(en).toContain('<meta property="og:locale:alternate" content="ru_RU" />');
    expect(en).toContain('<meta name="twitter:card" content="summary" />');
    expect(en).toContain('<link rel="alternate" hreflang="ru" href="https://forma.test/billing?lang=ru" />');

    const ru = await (await navigate("/billing", { Cookie: "lang=ru" })).text();
    // Russian keeps a no-break space before the dash.
    expect(ru).toMatch(/<meta property="og:title" content="[А-Яа-яё ]+\u00a0— Forma" \/>/);
    expect(ru).toContain('<meta property="og:locale" content="ru_RU" />');
    expect(ru).toContain('<meta property="og:url" content="https://forma.test/billing?lang=ru" />');
    expect(ru).toContain('<meta name="twitter:description" content="');
  });

  it("open a page in the language asked by ?lang=, and save that choice", async () => {
    const res = await navigate("/billing?lang=ru");
    expect(res.headers.get("Set-Cookie")).toContain("lang=ru");
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*lang="ru"/);
    expect(html).toContain('<link rel="canonical" href="https://forma.test/billing?lang=ru" />');
  });

  it("save the guessed language on a first visit, and leave a saved one alone", async () => {
    // The app's own requests then carry the page's language (their Accept-Language has no region).
    const first = await navigate("/login", { "Accept-Language": "ru-RU,ru;q=0.9" });
    expect(first.headers.get("Set-Cookie")).toMatch(/^lang=ru; Path=\/; Max-Age=34560000; SameSite=Lax/);
    expect(await first.text()).toMatch(/<html[^>]*lang="ru"/);
    expect((await navigate("/login", { "Accept-Language": "en-US" })).headers.get("Set-Cookie")).toMatch(/^lang=en;/);
    const saved = await navigate("/login", { Cookie: "lang=en", "Accept-Language": "ru-RU" });
    expect(saved.headers.get("Set-Cookie")).toBeNull();
    expect(await saved.text()).toMatch(/<html[^>]*lang="en"/);
    // A cookie holding no language of ours is replaced by the guess.
    expect((await navigate("/login", { Cookie: "lang=de", "Accept-Language": "ru-RU" })).headers.get("Set-Cookie")).toMatch(/^lang=ru;/);
  });

  it("give one canonical address to a page's other spellings and its phone twin", async () => {
    for (const path of ["/billing", "/Billing", "/billing/", "/mbilling"]) {
      const html = await (await navigate(path)).text();
      expect(html, path).toContain('<link rel="canonical" href="https://forma.test/billing" />');
      expect(html, path).toContain('<meta property="og:url" content="https://forma.test/billing?lang=en" />');
      expect(html, path).toContain('<link rel="alternate" hreflang="ru" href="https://forma.test/billing?lang=ru" />');
    }
  });

  it("answer a page's address asked without text/html with the page, not a bare copy of the shell", async () => {
    const res = await SELF.fetch("https://forma.test/login", { headers: { Accept: "*/*" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<meta property="og:title"');
    // Anything else still goes to the static files (the test stand-in answers 404 "asset …").
    expect(await (await SELF.fetch("https://forma.test/no-such-file", { headers: { Accept: "*/*" } })).text()).toBe("asset /no-such-file");
  });

  it("leave members' own screens without previews", async () => {
    expect(await (await navigate("/profile")).text()).not.toContain("og:title");
  });
});

describe("the web app manifest", () => {
  const manifest = async (query: string, headers: Record<string, string> = {}) => {
    const res = await SELF.fetch(`https://forma.test/manifest.webmanifest${query}`, { headers });
    expect(res.headers.get("Content-Type")).toContain("application/manifest+json");
    return (await res.json()) as { name: string; short_name: string; description: string; lang: string; start_url: string };
  };

  it("comes in the language the page links, else the saved or guessed one", async () => {
    const en = await manifest("?lang=en", { Cookie: "lang=ru" });
    expect(en).toMatchObject({ name: "Forma — AI fitness coach", short_name: "Forma", lang: "en", start_url: "/" });
    const ru = await manifest("?lang=ru");
    expect(ru.lang).toBe("ru");
    expect(ru.name).toBe("Forma\u00a0— ИИ-тренер по фитнесу");
    expect(ru.description).toMatch(/^Персональные планы/);
    expect((await manifest("", { "Accept-Language": "ru-RU" })).lang).toBe("ru");
  });

  it("is linked from each page in the page's language", async () => {
    const html = await (await navigate("/", { Cookie: "lang=ru" })).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=ru">');
  });
});

describe("prerendered public pages", () => {
  // #root, then the page's data block where it has one.
  const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*(?:<script type="application\/json"[^>]*>[^<]*<\/script>)?<\/body>/.exec(html);

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

  it("name the page's screen scripts for the client to preload", async () => {
    const [, attrs] = root(await (await navigate("/login")).text())!;
    expect(attrs).toContain('data-preload="/assets/login-screen.js"');
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
      expect(attrs, path).not.toContain("data-preload");
    }
  });
});

describe("prerendered members' pages", () => {
  // #root, then the page's data block where it has one.
  const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*(?:<script type="application\/json"[^>]*>[^<]*<\/script>)?<\/body>/.exec(html);
  const member = async (plan: "FREE" | "BASIC" | "PRO") => {
    const { id } = await createUser({ plan });
    return { id, cookie: `__Host-session=${await createSession(id)}` };
  };

  it("give a signed-in member the page's frame, naming them and their plan for the client", async () => {
    const { id, cookie } = await member("BASIC");
    const res = await navigate("/exercises/barbell-bench-press", { Cookie: `${cookie}; lang=ru; theme=light` });
    const [, attrs, inner] = root(await res.text())!;
    expect(attrs).toContain('data-prerendered="desktop"');
    expect(attrs).toContain(`data-member="${id}"`);
    expect(attrs).toContain('data-plan="BASIC"');
    // One frame for every plan: the page does not differ by plan.
    expect(inner).toContain(`<div data-file="light desktop PRO"><h1>${m.nav_exercises({}, { locale: "ru" })}</h1></div>`);
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(res.headers.get("Vary")).toContain("Cookie");
  });

  it("give a signed-in member home's frame, where the installed app opens, not the visitor's page", async () => {
    const { id, cookie } = await member("FREE");
    const [, attrs, inner] = root(await (await navigate("/", { Cookie: `${cookie}; lang=ru` })).text())!;
    expect(attrs).toContain('data-prerendered="desktop"');
    expect(attrs).toContain(`data-member="${id}"`);
    expect(attrs).toContain('data-preload="/assets/index-screen.js"');
    // The members' file (its plan is named), not the visitor's (which names none).
    expect(inner).toContain(`<div data-file="dark desktop PRO"><h1>${m.home_title({}, { locale: "ru" })}</h1></div>`);
  });

  it("pick the frame of the member's plan on a page that differs by plan", async () => {
    for (const plan of ["FREE", "BASIC", "PRO"] as const) {
      const { cookie } = await member(plan);
      const [, attrs, inner] = root(await (await navigate("/chat", { Cookie: cookie })).text())!;
      expect(attrs, plan).toContain(`data-plan="${plan}"`);
      expect(inner, plan).toContain(`<div data-file="dark desktop ${plan}"><h1>${m.chat_title({}, { locale: "en" })}</h1>`);
    }
  });

  it("keep the plain shell for a cookie whose session is gone, for a visitor and for a member's page with a query", async () => {
    const { cookie } = await member("PRO");
    for (const [path, headers] of [
      ["/chat", { Cookie: "__Host-session=not-a-session" }],
      ["/chat", {}],
      ["/exercises/barbell-bench-press?from=plan", { Cookie: cookie }],
    ] as const) {
      const res = await navigate(path, headers);
      const [, attrs, inner] = root(await res.text())!;
      expect(attrs, path).not.toContain("data-prerendered");
      expect(attrs, path).not.toContain("data-member");
      expect(inner, path).toContain("boot");
      expect(res.headers.get("Cache-Control"), path).toBe("no-cache");
    }
  });
  /** The JSON data block the worker puts after #root: [query key, data] pairs. */
  const pageData = (html: string) => {
    // No "<" inside: a message cannot end the block early.
    const block = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
    return block && (JSON.parse(block[1]!) as [unknown[], unknown][]);
  };

  it("write this deployment's operator details into the footer, for a visitor and for a member, and hand the client the same", async () => {
    const footer = {
      supportEmail: env.SUPPORT_EMAIL,
      messengerUrl: env.MESSENGER_URL,
      legal: { nameEn: env.LEGAL_NAME_EN, nameRu: env.LEGAL_NAME_RU, taxId: env.LEGAL_TAX_ID, regNumber: env.LEGAL_REG_NUMBER },
    };
    const { cookie } = await member("FREE");
    for (const [path, headers, cache] of [
      ["/", {}, "no-cache"],
      ["/exercises/barbell-bench-press", { Cookie: cookie }, "private, no-cache"],
    ] as const) {
      const res = await navigate(path, headers);
      const html = await res.text();
      const [, , inner] = root(html)!;
      expect(inner, path).toContain(`<a href="mailto:${footer.supportEmail}">${footer.supportEmail}</a><a href="${footer.messengerUrl}">`);
      expect(inner, path).toContain(`<p>${footer.legal.nameEn}<br/>${footer.legal.taxId} · ${footer.legal.regNumber}</p>`);
      expect(inner, path).not.toContain("forma-config-");
      expect(pageData(html), path).toEqual([[["config", "footer"], footer]]);
      // The details are the deployment's, not the member's: the page may be kept as before.
      expect(res.headers.get("Cache-Control"), path).toBe(cache);
    }
  });

  it("write a Pro member's conversation into their chat page, and hand the client the same data", async () => {
    const { id, cookie } = await member("PRO");
    const db = getDb(env.DB);
    await db.update(users).set({ firstName: "Ann</p><script>alert(0)</script>" }).where(eq(users.id, id));
    await saveMessage(db, id, "user", "Is <b>creatine</b> safe?", Date.UTC(2026, 2, 1, 9));
    await saveMessage(db, id, "assistant", "**Yes.** See [the guide](/supplement-guide).\n\n<script>alert(1)</script>", Date.UTC(2026, 2, 1, 9, 1));
    const res = await navigate("/chat", { Cookie: `${cookie}; lang=ru` });
    const html = await res.text();
    const [, , inner] = root(html)!;
    // The welcome and the history, in the page's language, with everything the member or the
    // model wrote shown as text.
    const welcome = m.chat_welcome({ name: "Ann</p><script>alert(0)</script>" }, { locale: "ru" }).replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(inner).toContain(`<p data-chat-welcome="">${welcome}</p>`);
    expect(inner).toContain(`<span class="sr-only">${m.chat_you({}, { locale: "ru" })}: </span><p class="whitespace-pre-wrap">Is &lt;b&gt;creatine&lt;/b&gt; safe?</p>`);
    expect(inner).toContain('<strong>Yes.</strong> See <a href="/supplement-guide">the guide</a>.');
    expect(html).not.toMatch(/<script>alert/);
    expect(inner).not.toContain("skeleton");
    // The client's cache gets what the API answers the member, under the chat screen's key.
    const api = await SELF.fetch("https://forma.test/api/chat/messages", { headers: { Cookie: cookie } });
    expect(pageData(html)).toEqual([[["chat", id], await api.json()]]);
    // Never kept by a cache: not the browser's, not the service worker's.
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("write no conversation for a member without Pro, nor another member's", async () => {
    const pro = await member("PRO");
    await saveMessage(getDb(env.DB), pro.id, "user", "my private question", Date.UTC(2026, 2, 1, 9));
    const basic = await member("BASIC");
    const other = await member("PRO");
    const locked = await (await navigate("/chat", { Cookie: basic.cookie })).text();
    expect(pageData(locked)).toBeNull();
    expect(locked).not.toContain("my private question");
    const theirs = await navigate("/mchat", { Cookie: other.cookie, "User-Agent": "Mozilla/5.0 (iPhone) Mobile" });
    const html = await theirs.text();
    expect(html).not.toContain("my private question");
    expect(pageData(html)).toEqual([[["chat", other.id], expect.objectContaining({ name: "Anna", messages: [] })]]);
    // Other members' pages carry no data of their own (only the deployment's, for the footer).
    const profile = await navigate("/exercises/barbell-bench-press", { Cookie: pro.cookie });
    expect(pageData(await profile.text())?.map(([key]) => key)).toEqual([["config", "footer"]]);
    expect(profile.headers.get("Cache-Control")).toBe("private, no-cache");
  });
});
