// Public pages arrive prerendered and hydrate without a mismatch (docs/rendering.md); the members'
// pages are in prerendered-member-pages.test.ts (two files, so the browser tests run them side by side).
import { describe, expect, it } from "vitest";
import { baseURL, openPage, phone } from "./helpers";
import { hydrated, idleExtrasLoaded, pageHtml, pageOf, publicScreens, root, text, visit } from "./prerendered/pages";

describe("prerendered public pages", () => {
  const headings = {
    en: {
      "/": "Train smarter. Eat better. See the change.",
      "/login": "Sign In",
      "/signup": "Create your account",
      "/billing": "Choose your plan",
      "/agreement": "User Agreement",
    },
    ru: {
      "/": "Тренируйтесь с умом.",
      "/login": "Войти",
      "/signup": "Регистрация",
      "/billing": "Выберите тариф",
      "/agreement": "Пользовательское соглашение",
    },
  };

  it("arrive as HTML that already shows the page, in the visitor's language", async () => {
    for (const locale of ["en", "ru"] as const) {
      for (const [path, heading] of Object.entries(headings[locale])) {
        const { tag, inner } = root(await pageHtml(path, `lang=${locale}`));
        expect(tag, path).toContain('data-prerendered="desktop"');
        expect(inner, path).not.toContain('class="boot"');
        expect(text(inner), `${locale} ${path}`).toContain(heading);
      }
    }
  });

  it("name the app's start and the screen's scripts for the entry to preload, and each one is served", async () => {
    const { tag } = root(await pageHtml("/login", "lang=en"));
    const list = (name: string) => (tag.match(new RegExp(`${name}="([^"]*)"`))?.[1] ?? "").split(" ").filter(Boolean);
    const start = list("data-start");
    const screen = list("data-preload");
    expect(start.some((f) => /\/assets\/start-[\w-]+\.js$/.test(f))).toBe(true);
    expect(screen.length).toBeGreaterThan(0);
    // The screen's list leaves out what the start already brings.
    expect(screen.filter((f) => start.includes(f))).toEqual([]);
    for (const file of [...start, ...screen]) {
      const res = await fetch(`${baseURL()}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get("content-type"), file).toMatch(/javascript/);
    }
  });

  it("send a form posted before the app has loaded back to its page, not to an error", async () => {
    const page = await openPage(null);
    // The app's scripts never arrive: the browser itself sends the form.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/login");
    await page.getByLabel("Email").fill("anna@example.com");
    await page.getByLabel("Password", { exact: true }).fill("secret-password");
    const [response] = await Promise.all([page.waitForNavigation(), page.getByLabel("Password", { exact: true }).press("Enter")]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(page.url()).not.toContain("secret");
    await page.getByRole("heading", { level: 1, name: "Sign In" }).waitFor();
    await page.close();
  });

  it("show the deployment's sign-in services and operator details on the first paint, and hydrate onto them without asking for them", async () => {
    // Prerendered with every provider's button; this server (development, no Google or Yandex
    // credentials) offers only the development provider, so the others are not in the page.
    // The footer's details are this server's configuration (wrangler.toml), written in by the worker.
    const pageData = (html: string) =>
      JSON.parse(/<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)![1]!) as unknown[];
    for (const path of ["/login", "/signup", "/mlogin"]) {
      const html = await pageHtml(path, "lang=ru");
      const { inner } = root(html);
      expect(
        [...inner.matchAll(/data-provider="(\w+)"/g)].map((m) => m[1]),
        path,
      ).toEqual(["dev"]);
      expect(inner, path).toContain('href="mailto:support@forma.example"');
      expect(inner, path).toContain("ИП Петров Иван Сергеевич");
      expect(inner, path).not.toContain("forma-config-");
      expect(pageData(html), path).toEqual([
        [["auth-providers"], { providers: ["dev"] }],
        [["config", "footer"], expect.objectContaining({ supportEmail: "support@forma.example" })],
      ]);
    }
    const page = await openPage(null);
    const asked: string[] = [];
    page.on(
      "request",
      (req) => void (/^\/api\/(auth\/providers|config\/public)$/.test(new URL(req.url()).pathname) && asked.push(req.url())),
    );
    await page.goto("/login");
    expect(await hydrated(page)).toBe("yes");
    await page.getByRole("button", { name: "Continue with the development provider" }).waitFor();
    // (The sign-in form's captcha slot asks for the configuration itself.)
    expect(asked.filter((url) => url.endsWith("/providers"))).toEqual([]);
    // Home has no captcha: nothing asks for the configuration, and the footer keeps its details.
    asked.length = 0;
    await page.goto("/");
    expect(await hydrated(page)).toBe("yes");
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("footer-legal").innerText()).toContain("Sole proprietor Ivan Petrov");
    expect(asked).toEqual([]);
    await page.close();
  });

  it("bring the stylesheet in the HTML, which the app never loads again, and a PNG icon", async () => {
    const page = await openPage(null);
    const styles: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "stylesheet" || req.url().endsWith(".css")) styles.push(req.url());
    });
    await page.goto("/login");
    await hydrated(page);
    // A lazy screen of its own: its import used to name the stylesheet, and the app fetched it.
    await page.getByRole("link", { name: "Sign Up" }).first().click();
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(styles).toEqual([]);
    expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length)).toBe(0);
    // The tab's icon is a PNG: an SVG icon is built into a document of its own on the page's main
    // thread, a long task on a cheap phone (docs/benchmarks.md).
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((l) => l.href),
    );
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) expect((await page.request.get(icon)).headers()["content-type"], icon).toBe("image/png");
  });

  it("come in the phone layout for a phone, and in the plain shell for a cookie whose session is gone", async () => {
    const { tag, inner } = root(await pageHtml("/", "", phone.userAgent));
    expect(tag).toContain('data-prerendered="mobile"');
    expect(inner).toContain('data-testid="home-mobile"');
    const member = root(await pageHtml("/", "__Host-session=not-a-real-token"));
    expect(member.tag).not.toContain("data-prerendered");
    expect(member.inner).toContain('class="boot"');
  });

  it("hydrate without console errors and stay interactive: language switch, then sign-up", async () => {
    const { page, problems } = await visit("/login");
    expect(await hydrated(page)).toBe("yes");
    await page.getByTestId("lang-ru").click();
    await page.getByRole("heading", { level: 1, name: "Войти" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Создать аккаунт" }).click();
    await page.getByRole("heading", { level: 1, name: "Регистрация" }).waitFor();
    expect(page.url()).toBe(`${baseURL()}/signup`);
    expect(problems).toEqual([]);
  });

  it("arrive as prerendered HTML with a heading, on every public page of the screen table, in both languages", async () => {
    for (const locale of ["en", "ru"] as const) {
      for (const path of ["/", ...publicScreens.map((s) => pageOf(s))]) {
        const { tag, inner } = root(await pageHtml(path, `lang=${locale}`));
        expect(tag, path).toContain('data-prerendered="desktop"');
        const first = text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(inner)?.[1] ?? "").trim();
        expect(first, `${locale} ${path}`).not.toBe("");
        if (locale === "ru") expect(first, path).toMatch(/[а-яё]/i);
      }
    }
  });

  it("hydrate in Russian and the light theme, on a phone, on every public page of the screen table", async () => {
    const paths = ["/", ...publicScreens.map((s) => pageOf(s, true))];
    for (const path of paths) {
      const { page, problems } = await visit(path, { cookies: { lang: "ru", theme: "light" }, device: phone });
      expect(await hydrated(page), path).toBe("yes");
      // The shell's extras, loaded at a later idle moment (the same on every page), once.
      if (path === paths.at(-1)) await idleExtrasLoaded(page);
      expect(await page.evaluate(() => document.getElementById("root")!.dataset.prerendered), path).toBe("mobile");
      expect(await page.getByTestId("bottom-bar").isVisible(), path).toBe(true);
      expect(problems, path).toEqual([]);
      await page.close();
    }
  });
});
