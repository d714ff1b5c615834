import { readFileSync } from "node:fs";
import { dirname, resolve as resolvePath } from "node:path";
import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { longReadsPath } from "./core/library-search/long-read.ts";
import { foodNutrientsPath, foodSearchPath } from "./core/foods/database.ts";
import * as m from "./i18n/paraglide/messages.js";
import LongestFirst from "./tests/e2e/sequencer.ts";
import { footerStandIns } from "./core/footer-config.ts";

/**
 * Stand-ins for the build's prerendered pages (scripts/prerender.mjs): the page's real heading in
 * the file's language, and which theme and device the file is for.
 */
const prerenderedHeadings: Record<string, (locale: "en" | "ru") => string> = {
  index: (locale) => m.home_title({}, { locale }),
  login: (locale) => m.auth_sign_in({}, { locale }),
  mlogin: (locale) => m.auth_sign_in({}, { locale }),
};
/** Members' frames: home, a library entry (the same for every plan) and a Pro screen (one per plan). */
const memberFrames: Record<string, { heading: (locale: "en" | "ru") => string; byPlan: boolean }> = {
  index: { heading: (locale) => m.home_title({}, { locale }), byPlan: false },
  "exercises/barbell-bench-press": { heading: (locale) => m.nav_exercises({}, { locale }), byPlan: false },
  chat: { heading: (locale) => m.chat_title({}, { locale }), byPlan: true },
  mchat: { heading: (locale) => m.chat_title({}, { locale }), byPlan: true },
};
/** A footer with the stand-ins for the operator's details (core/footer-config.ts): the visitor's home and one members' frame have it. */
const { supportEmail, messengerUrl, legal } = footerStandIns;
const footer = `<footer><a href="mailto:${supportEmail}">${supportEmail}</a><a href="${messengerUrl}">Messenger</a><p>${legal.nameEn}<br/>${legal.taxId} · ${legal.regNumber}</p></footer>`;
function memberFrameStandIn(pathname: string): Response | null {
  const file = /^\/_prerendered\/member\/(en|ru)\/(dark|light)\/(desktop|mobile)\/([a-z/-]+?)(?:\.(FREE|BASIC))?\.frag$/.exec(pathname);
  const frame = file && memberFrames[file[4]!];
  if (!file || !frame || (file[5] && !frame.byPlan)) return null;
  const [, locale, theme, device, name = "", plan = "PRO"] = file;
  const header = JSON.stringify({ preload: [`/assets/${name.split("/")[0]}-screen.js`], ...(frame.byPlan && plan === "PRO" ? { byPlan: true } : {}) });
  // Pro's chat has the places the worker writes the conversation into, with their skeletons.
  const places = /^m?chat$/.test(name) && plan === "PRO" ? '<p data-chat-welcome=""><span class="skeleton"></span></p><ul data-chat-history=""><li class="skeleton"></li></ul>' : "";
  // One frame has a footer (the others' tests read their page data alone).
  const foot = name === "exercises/barbell-bench-press" ? footer : "";
  return new Response(`<!--${header}-->\n<div data-file="${theme} ${device} ${plan}"><h1>${frame.heading(locale as "en" | "ru")}</h1>${places}</div>${foot}`);
}
function prerenderedStandIn(pathname: string): Response | null {
  if (pathname.startsWith("/_prerendered/member/")) return memberFrameStandIn(pathname);
  const file = /^\/_prerendered\/(en|ru)\/(dark|light)\/(desktop|mobile)\/([a-z-]+)\.frag$/.exec(pathname);
  const heading = file && prerenderedHeadings[file[4]!];
  if (!file || !heading) return null;
  const [, locale, theme, device, name] = file;
  const header = JSON.stringify({ preload: [`/assets/${name}-screen.js`] });
  return new Response(`<!--${header}-->\n<div data-file="${theme} ${device}"><h1>${heading(locale as "en" | "ru")}</h1></div>${name === "index" ? footer : ""}`);
}

/** The worker tests' messages (forma:messages-by-locale below): what each import is sent to. */
const byLocale = new Map([
  [resolvePath("i18n/paraglide/messages.js"), resolvePath("i18n/paraglide/by-locale/messages.js")],
  [resolvePath("i18n/paraglide/by-locale/runtime.js"), resolvePath("i18n/paraglide/runtime.js")],
]);

// Three suites: unit (core and React in happy-dom), worker (the API inside
// workerd with migrations applied), e2e (the built app in Debian's Chromium).
export default defineConfig({
  test: {
    // One more worker than cores: a worker file waits on Vite for its modules and on workerd as
    // often as it computes, and with a worker a core the unit and worker files left a fifth of a
    // two-core machine idle (3 workers: 169 s, 91 % busy; 2: 187 s, 79 %; docs/benchmarks.md).
    // The browser tests set their own (scripts/test.mjs).
    maxWorkers: availableParallelism() + 1,
    // On a fresh clone (no recorded times) the browser tests start with the longest (the layout sweep).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: "unit",
          // The files share one module graph per worker and clean up after themselves (setup.ts):
          // a fresh environment per file cost more than the tests themselves.
          isolate: false,
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // Some render every screen of the app in happy-dom: seconds on a busy two-core machine.
          testTimeout: 15_000,
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: "./worker/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // The tests reach the app on https://forma.test, not a local host, so the sandbox
              // needs its signing secret set (its public default serves local hosts only).
              bindings: { TEST_MIGRATIONS: await readD1Migrations("./migrations"), SANDBOX_WEBHOOK_SECRET: "whsec_forma_sandbox_development" },
              // Empty databases for checking a migration on rows of the schema before it, one per
              // test file as files run side by side (workouts-migration, weigh-in-import-migration);
              // the app's own tests use DB.
              d1Databases: { MIGRATION_DB: "migration-check", BODY_MIGRATION_DB: "body-migration-check" },
              // Tests use a stand-in for the static assets so they do not need a build: it has
              // index.html, the coach's long reads and the food database (read from public/ at
              // each request, as `npm run library:build` and scripts/food-database.ts write them),
              // a few prerendered pages, and answers 404 "asset <path>" for anything else.
              serviceBindings: {
                ASSETS: (req: Request) => {
                  const { pathname } = new URL(req.url);
                  if (pathname === longReadsPath || pathname === foodSearchPath || pathname === foodNutrientsPath) {
                    return new Response(readFileSync(`./public${pathname}`), { headers: { "Content-Type": "application/json" } });
                  }
                  const prerendered = prerenderedStandIn(pathname);
                  if (prerendered) return prerendered;
                  if (pathname === "/index.html") {
                    return new Response('<!doctype html><html lang="en" class="dark"><head><title>Forma</title><meta name="description" content=""><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"><div class="boot">Loading</div></div></body></html>', {
                      headers: { "Content-Type": "text/html", ETag: '"asset-etag"' },
                    });
                  }
                  return new Response(`asset ${pathname}`, { status: 404 });
                },
              },
            },
          })),
        {
          // The messages as one module per language (scripts/i18n.mjs compiles both forms): workerd
          // fetches each module of the worker's graph from Vite, and one module per message made
          // the graph 3,756 modules instead of 1,079 (a pool worker's start 21 s instead of 12).
          // That copy's imports of its runtime go to the app's, so both read one locale.
          name: "forma:messages-by-locale",
          enforce: "pre",
          resolveId(source: string, importer?: string) {
            if (!importer || !source.startsWith(".")) return null;
            return byLocale.get(resolvePath(dirname(importer), source)) ?? null;
          },
        },
        ],
        test: {
          name: "worker",
          // Each pool worker's module graph runs its files in turn. The project has one Miniflare and
          // one storage either way (every test makes its own members); a fresh graph per file was
          // most of the project's time on a two-core machine (150 s, now about 55 s).
          isolate: false,
          include: ["tests/worker/**/*.test.ts"],
          // Several tests hash a few passwords (scrypt, about 140 ms each on a quiet core); on a
          // busy two-core machine 5 s was too tight for them.
          testTimeout: 15_000,
          setupFiles: ["tests/worker/apply-migrations.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/global-setup.ts"],
          // A test worker's files share their modules (playwright-core, the helpers): a fresh
          // process per file cost about 0.6 s of processor time each. What a file opens is closed
          // by the hooks in setup.ts, which runs before every file.
          isolate: false,
          setupFiles: ["tests/e2e/setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run three at a time against the one server (scripts/test.mjs): each browser is its
          // own visitor with its own members, and a page waits on the server as often as on the processor.
        },
      },
    ],
  },
});
