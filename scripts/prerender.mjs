// After `vite build`: renders the public pages (web/app/prerender/render.tsx) into
// dist/client/_prerendered/<locale>/<theme>/<desktop|mobile>/<page>.frag. The worker puts one into
// #root for a visitor's page load (worker/pages/prerendered.ts). Each file starts with a comment
// line naming the scripts the page's screen needs, which the worker preloads.
import react from "@vitejs/plugin-react";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, posix, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { contentChunkName } from "./content-chunks.mjs";

const client = "dist/client";
const outDir = "node_modules/.cache/forma-prerender";
const started = performance.now();

await build({
  configFile: false,
  logLevel: "warn",
  plugins: [react()],
  define: { "process.env.NODE_ENV": JSON.stringify("production"), __VITE_DEV_SERVER__: "false" },
  // Except micromark's entity decoder (the chat's Markdown), whose browser build needs a document
  // as its module loads: its table build decodes the same.
  resolve: { alias: { "decode-named-character-reference": resolve("node_modules/decode-named-character-reference/index.js") } },
  // The browser's builds of the libraries (TanStack Router's client code paths), so the markup
  // is what the browser's first render produces.
  ssr: {
    noExternal: true,
    target: "node",
    resolve: { conditions: ["browser", "import", "module", "default"], externalConditions: ["browser"] },
  },
  build: {
    ssr: "web/app/prerender/render.tsx",
    outDir,
    emptyOutDir: true,
    minify: false,
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: "render.mjs" } },
  },
});

// The router's browser build registers itself on `self` for its devtools.
globalThis.self ??= globalThis;
const { publicPaths, memberPages, renderPage } = await import(pathToFileURL(resolve(outDir, "render.mjs")).href);

// The client's chunks per source file, to preload a screen's chunk with the page.
const manifestFile = join(client, ".vite", "manifest.json");
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const entry = Object.values(manifest).find((c) => c.isEntry);
const initial = new Set();
const walk = (key, into) => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) walk(dep, into);
};
walk(
  Object.keys(manifest).find((k) => manifest[k] === entry),
  initial,
);
// And what the entry imports after the first paint, named by the build on #root (vite.config.ts,
// firstPaintHtml): the entry preloads these itself.
for (const file of readFileSync(join(client, "index.html"), "utf8")
  .match(/data-start="([^"]*)"/)?.[1]
  .split(" ") ?? [])
  initial.add(file.slice(1));

// Each screen's lazy module, read from the screen table (`"/path": {` or `"/path": withSearch({` … `import("…")`).
const tableFile = "web/app/screens/table.ts";
const table = readFileSync(tableFile, "utf8");
const modules = new Map();
// A screen's module is its own chunk, keyed by its source, unless the bundler put it in a chunk
// shared with a lazy part of it (the profile's progress section imports from the profile's
// chunk): that chunk is named after it. A screen found in neither way would lose its preloads
// without a word, so the build stops.
function chunkOf(source) {
  const key =
    Object.keys(manifest).find((k) => k.replace(/\.tsx?$/, "") === source) ??
    Object.keys(manifest).find((k) => !manifest[k].src && manifest[k].name === posix.basename(source));
  if (!key) throw new Error(`prerender: no chunk for ${source} in the build's manifest`);
  return key;
}
for (const [, path, spec] of table.matchAll(/"(\/[^"]*)": (?:with\w+\()?\{[\s\S]*?load: \(\) => import\("([^"]+)"\)/g)) {
  modules.set(path, chunkOf(posix.normalize(posix.join(posix.dirname(tableFile), spec))));
}
// The home page's route is built outside the table, also as a lazy chunk.
modules.set("/", chunkOf("web/home/HomePage"));
// A library entry's page also names the chunk its text comes from (render.tsx, contentOf): the
// router loads it before the screen can hydrate, a network round later otherwise.
function preloads(path, content = null) {
  const desktop = path.startsWith("/m") && !modules.has(path) ? `/${path.slice(2)}` : path;
  const key = modules.get(desktop);
  if (!key) return [];
  const files = new Set();
  walk(key, files);
  if (content) {
    const chunk = Object.keys(manifest).find((k) => manifest[k].name === contentChunkName(content));
    if (!chunk) throw new Error(`prerender: no chunk for ${content} in the build's manifest`);
    walk(chunk, files);
  }
  return [...files].filter((f) => !initial.has(f) && f.endsWith(".js")).map((f) => `/${f}`);
}

const base = join(client, "_prerendered");
rmSync(base, { recursive: true, force: true });
const year = new Date().getFullYear();
let count = 0;
for (const locale of ["en", "ru"]) {
  for (const theme of ["dark", "light"]) {
    for (const mobile of [false, true]) {
      for (const path of publicPaths) {
        const html = await renderPage({ path, locale, theme, mobile, year });
        const file = join(base, locale, theme, mobile ? "mobile" : "desktop", `${path === "/" ? "index" : path.slice(1)}.frag`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, `<!--${JSON.stringify({ preload: preloads(path) })}-->\n${html}`);
        count++;
      }
    }
  }
}
// Members' pages, as their frames: every screen and library entry, its phone twin for phones
// only. A page that differs by plan (the Pro screens' lock screen, the plan tabs) gets a frame per
// plan, `<page>.<PLAN>.frag` besides Pro's `<page>.frag`; the worker picks the member's.
const members = memberPages();
const planned = ["PRO", "BASIC", "FREE"];
let memberCount = 0;
// Not reused below: a page's first render shows a lazy part's fallback (the lock screen) until
// that part has loaded, so the frames are written from later renders.
const byPlan = new Map();
for (const page of members) {
  // Whether it differs by plan, judged on one variant: the plan shows in the same places in each.
  const seen = new Set();
  for (const member of planned)
    seen.add(await renderPage({ path: page.path, locale: "en", theme: "dark", mobile: false, year, member }));
  byPlan.set(page.path, seen.size > 1);
}
for (const locale of ["en", "ru"]) {
  for (const theme of ["dark", "light"]) {
    for (const mobile of [false, true]) {
      for (const page of members) {
        const plans = byPlan.get(page.path) ? planned : ["PRO"];
        for (const path of mobile && page.twin ? [page.path, page.twin] : [page.path]) {
          for (const member of plans) {
            const html = await renderPage({ path, locale, theme, mobile, year, member });
            const name = `${path === "/" ? "index" : path.slice(1)}${member === "PRO" ? "" : `.${member}`}.frag`;
            const file = join(base, "member", locale, theme, mobile ? "mobile" : "desktop", name);
            mkdirSync(dirname(file), { recursive: true });
            const header = {
              preload: preloads(page.screen, page.content),
              ...(member === "PRO" && plans.length > 1 ? { byPlan: true } : {}),
            };
            writeFileSync(file, `<!--${JSON.stringify(header)}-->\n${html}`);
            memberCount++;
          }
        }
      }
    }
  }
}
// The manifest served its purpose; it is not for the public.
rmSync(dirname(manifestFile), { recursive: true, force: true });
rmSync(outDir, { recursive: true, force: true });
console.log(
  `prerendered ${count} public pages (${publicPaths.join(" ")}) and ${memberCount} member frames (by plan: ${
    [...byPlan]
      .filter(([, v]) => v)
      .map(([k]) => k)
      .join(" ") || "none"
  }) in ${Math.round(performance.now() - started)} ms`,
);
// The app's modules leave timers behind (query caches, the router); nothing else is pending.
process.exit(0);
