import { cloudflare } from "@cloudflare/vite-plugin";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin, type Rolldown } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { contentChunkName, isContentText } from "./scripts/content-chunks.mjs";
import { paraglideOptions } from "./scripts/paraglide-options.mjs";
import { sentinelCount, sentinelsWithoutStacks } from "./scripts/react-dom-sentinels.mjs";
import { shortenShareIds } from "./scripts/share-ids.mjs";
import { pwaOptions } from "./web/app/pwa/options.ts";

/** The files the entry imports (web/app/main.ts): React's libraries and the app's start. */
const startFile = /(^|\/)(libraries|start)-[\w-]+\.js$/;
/** The files every page has loaded before its first lazy import: those, the entry and the runtimes. */
const loadedAtStart = /(^|\/)(libraries|start|vendor|main|runtime|rolldown-runtime)-[\w-]+\.js$/;

// vite-plugin-pwa must only see the browser build, or its files land in the worker bundle.
function clientOnly(plugins: Plugin[]): Plugin[] {
  return plugins.map((p) => ({
    ...p,
    applyToEnvironment: (env) => env.name === "client",
  }));
}

// The worker is minified like the client, keeping function and class names (as wrangler's own
// minify does) so errors and logs stay readable; it counts against the 1 MB (gzip) budget.
function minifyWorker(): Plugin {
  return {
    name: "forma:minify-worker",
    configEnvironment: (name) =>
      name === "client" ? undefined : { build: { minify: true, rolldownOptions: { output: { keepNames: true } } } },
  };
}

// V8 compiles every function of a chunk that begins with this comment while the file streams in,
// on a background thread, instead of on the main thread the first time each is called: what a
// page loads is mostly what it runs (decision 0058). The comment must be the file's first line,
// so it goes in after Vite has put its preload list at the top. Not the entry and the start's
// glue files, which have no functions (each mark costs the start about 25 bytes gzip). Nor the
// files fetched at idle ahead of need (the toaster, the sign-out's question, the service worker's
// registration): most of their functions never run, and each compiled function is finished on
// the main thread when its file arrives.
const fetchedAhead = [
  /\/web\/shared\/ui\/LazyToaster\.tsx$/,
  /\/web\/app\/shell\/ask-before-sign-out\.tsx$/,
  /\/web\/app\/at-idle\.ts$/,
  /\/workbox-window\//,
];
function compileHints(): Plugin {
  const hint = "//# allFunctionsCalledOnLoad\n";
  const marked = (chunk: { isEntry: boolean; name: string; facadeModuleId: string | null }) =>
    !chunk.isEntry &&
    !/^(libraries|libraries-tanstack|rolldown-runtime)$/.test(chunk.name) &&
    !fetchedAhead.some((ahead) => ahead.test(chunk.facadeModuleId ?? ""));
  return {
    name: "forma:compile-hints",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    // The comment is added after the names are hashed: it counts in the hash, so a browser or the
    // service worker holding a file from a build without it (cached for a year) fetches it anew.
    augmentChunkHash: (chunk) => (marked(chunk) ? hint : undefined),
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk" || !marked(chunk)) continue;
          chunk.code = hint + chunk.code;
          // The source map (SOURCEMAP=1; the bundler emits it as a file of its own) starts a line later.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === "asset" && typeof map.source === "string") {
            const json = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

// React DOM's start-up errors made without a recorded stack (scripts/react-dom-sentinels.mjs).
// A React release that makes them otherwise fails the build here, rather than quietly measuring
// the debugging connection's cost again.
function reactDomSentinels(): Plugin {
  return {
    name: "forma:react-dom-sentinels",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    transform(code, id) {
      if (!/\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(id)) return null;
      const out = sentinelsWithoutStacks(code);
      if (out.count !== sentinelCount) this.error(`React DOM's start-up errors: found ${out.count} of ${sentinelCount} (scripts/react-dom-sentinels.mjs)`);
      return { code: out.code, map: null };
    },
  };
}

// The registry's ids of the shared modules copied into the chunks that use them, shortened
// (scripts/share-ids.mjs): about 0.5 KB gzip off the start. Not with SOURCEMAP=1, whose maps the
// shorter lines would shift.
function shortShareIds(): Plugin {
  return {
    name: "forma:short-share-ids",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client" && process.env.SOURCEMAP !== "1",
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === "chunk");
        const codes = shortenShareIds(new Map(chunks.map((c) => [c.fileName, c.code])));
        for (const chunk of chunks) chunk.code = codes.get(chunk.fileName) ?? chunk.code;
      },
    },
  };
}

// The stylesheet (about 10 KB gzip) goes into index.html itself: as a file it was a request the
// first paint waited for, a round trip on a slow phone network (every page load takes it along
// instead; the app's own navigations load no HTML). The app's scripts wait for the first paint
// (web/app/main.ts).
function firstPaintHtml(): Plugin {
  return {
    name: "forma:first-paint-html",
    apply: "build",
    applyToEnvironment: (env) => env.name === "client",
    enforce: "post",
    generateBundle(_, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset") return;
      // What the entry imports after the first paint (web/app/libraries.ts, web/app/start.tsx)
      // and what those import, for the entry to preload a few at a time. The prerender and the
      // bench read the same list.
      // The entry may be a facade over a chunk of its own (strict execution order), so the
      // dynamic imports are read from the entry's static closure.
      const chunkAt = (file: string) => (bundle[file]?.type === "chunk" ? (bundle[file] as Rolldown.OutputChunk) : undefined);
      const closure = (roots: string[], skip: Set<string>) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          const chunk = chunkAt(file);
          if (seen.has(file) || skip.has(file) || !chunk) return;
          seen.add(file);
          for (const dep of chunk.imports) visit(dep);
        };
        for (const file of roots) visit(file);
        return seen;
      };
      const entry = Object.values(bundle).find((c) => c.type === "chunk" && c.isEntry);
      const entryFiles = entry ? closure([entry.fileName], new Set()) : new Set<string>();
      const files = closure(
        [...entryFiles].flatMap((f) => chunkAt(f)?.dynamicImports ?? []),
        entryFiles,
      );
      html.source = String(html.source)
        .replace('<div id="root"', `<div id="root" data-start="${[...files].map((f) => `/${f}`).join(" ")}"`)
        .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const css = bundle[file];
          if (css?.type !== "asset") return tag;
          // Nothing else loads it.
          delete bundle[file];
          return `<style>${String(css.source)}</style>`;
        });
    },
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [
    // The demonstration's figure is built in its drawing worker too (figure-scene.ts), where Fast
    // Refresh's runtime cannot load (it sets a global on `window`): in `npm run dev` an edit to
    // these files reloads the page instead of refreshing it in place.
    react({ refreshExclude: [/\/node_modules\//, /\/web\/shared\/exercises\/demo\/(Figure|moving-shapes)\.tsx$/] }),
    tailwindcss(),
    cloudflare({ persistState: true }),
    minifyWorker(),
    firstPaintHtml(),
    compileHints(),
    reactDomSentinels(),
    shortShareIds(),
    // The paraglide compiler leaves timers alive, so builds and tests compile with
    // scripts/i18n.mjs; the plugin only runs in the dev server for live message edits.
    command === "serve" ? paraglideVitePlugin(paraglideOptions) : null,
    ...clientOnly(VitePWA(pwaOptions)),
  ],
  define: {
    // True only under `vite dev`: the worker then lets Vite's inline React-refresh preamble run.
    __VITE_DEV_SERVER__: JSON.stringify(command === "serve"),
    // The development tools (the dev mailbox, the payment sandbox) stay out of the production
    // build, which the Cloudflare plugin makes from wrangler.toml's [env.production] when
    // CLOUDFLARE_ENV=production (npm run deploy); see worker/platform/development.ts.
    __FORMA_DEV_TOOLS__: JSON.stringify(loadEnv(mode, process.cwd(), "CLOUDFLARE_").CLOUDFLARE_ENV !== "production"),
  },
  build: {
    sourcemap: process.env.SOURCEMAP === "1",
    // One stylesheet for the whole app, inlined into index.html (firstPaintHtml). Split per chunk,
    // every lazy screen's import named it again, and Vite's helper loaded it as a file: parsed a
    // second time and the whole page restyled (35 ms on this machine, four times that on a phone).
    cssCodeSplit: false,
    // The entry preloads what it imports itself, a few files per task (web/app/main.ts): Vite's
    // helper would add a link for each of the start's twenty files in one task.
    modulePreload: {
      polyfill: false,
      // And a lazy import's list leaves out the files every page has loaded by then (the entry,
      // the libraries, the start and the runtimes): the lists live in the start chunk, and
      // naming those files in each cost it 0.2 KB gzip.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType !== "js" ? deps : startFile.test(file) ? [] : deps.filter((dep) => !loadedAtStart.test(dep)),
    },
    rolldownOptions: {
      output: {
        // The libraries every page needs go in one chunk: left to itself the bundler splits
        // them along the lazy routes' shared imports into many small initial files, which
        // compress worse and cost more requests.
        codeSplitting: {
          groups: [
            {
              // Page texts of the library (exercise details, articles, lessons) get recognisable
              // chunk names, so the service worker can leave them out of the install-time
              // download; they are cached the first time a page is read.
              name: contentChunkName,
              test: isContentText,
            },
            {
              name: "vendor",
              // Not the infinite-list queries: only the workout history pages with them, and in this
              // chunk they would load with every page.
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](history|router-core|react-router|query-core|react-query|store|react-store))[\\/]/.test(id) &&
                !/[\\/](infiniteQueryObserver|useInfiniteQuery|infiniteQueryOptions)\.js$/.test(id),
            },
            {
              // What the device keeps for the member (IndexedDB through idb-keyval): read at each
              // start for unsent changes (any-unsent.ts) and by the logs, and left to itself put in
              // the shell's chunk that every start loads.
              name: "device-store",
              test: /([\\/]web[\\/]shared[\\/]offline[\\/](device-store|not-kept|outbox-keys)\.ts|node_modules[\\/]idb-keyval[\\/])/,
            },
            {
              // d3's scales and shapes, which the weight chart and the strength balance chart draw
              // with: one chunk for both, fetched only when a chart is drawn.
              name: "d3",
              test: /node_modules[\\/](d3-[\w-]+|internmap)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // The client's chunk list, read by scripts/prerender.mjs to preload a prerendered page's screen.
  environments: {
    client: {
      build: {
        manifest: true,
        rolldownOptions: {
          // Small chunks that lazy screens share are copied into the chunks that use them, with
          // one registry keeping one state per module (decision 0033): /profile loads 16 files
          // instead of 60, and each file is a task a phone's main thread pays for.
          preserveEntrySignatures: false,
          // Seven characters of content hash instead of eight (the least the bundler takes for this
          // many chunks): the start's script lists every lazy chunk's file name for its preloads, so
          // each character is about 90 bytes gzip on every page's first load.
          output: {
            entryFileNames: "assets/[name]-[hash:7].js",
            chunkFileNames: "assets/[name]-[hash:7].js",
            codeSplitting: { experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ } },
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
}));
