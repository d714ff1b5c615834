// The layers and boundaries of the code, checked by `npm run lint` (part of `npm test`).
//   web/, worker/  ->  i18n/, content/, markup/, core/   (web imports worker only as types)
//   i18n/, markup/ ->  core/
//   content/       ->  core/
//   core/          ->  nothing of ours
// web: a feature never imports another. What several need (queries, the lock, the exercise card)
// lives in web/shared/; only the app layer (web/app/) imports features, and only their public
// entries: screens (top-level *Page.tsx) and the panels it places on a composed screen (*Panel.tsx).
// worker: a feature uses another only through its service.ts; shared pieces live in
// worker/shared/ or worker/platform/.
const workerShared = "^worker/(app\\.ts|index\\.ts|env\\.ts|db|platform|shared|cron)(/|$)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", comment: "Modules must not import each other in a circle.", from: {}, to: { circular: true } },
    {
      name: "core-is-pure",
      severity: "error",
      comment: "core/ holds rules and types only: it imports nothing of ours outside core/.",
      from: { path: "^core/" },
      to: { path: "^(web|worker|content|i18n|scripts|tests)/" },
    },
    {
      name: "content-is-data",
      severity: "error",
      comment: "content/ is bilingual data: it imports types and rules from core/ only.",
      from: { path: "^content/" },
      to: { path: "^(web|worker|i18n|scripts|tests)/" },
    },
    {
      name: "i18n-below-the-sides",
      severity: "error",
      comment: "i18n/ (messages and labels) imports only core/.",
      from: { path: "^i18n/" },
      to: { path: "^(web|worker|content|scripts|tests)/" },
    },
    {
      name: "worker-not-web",
      severity: "error",
      comment: "The server never depends on the client.",
      from: { path: "^worker/" },
      to: { path: "^web/" },
    },
    {
      name: "markup-below-the-sides",
      severity: "error",
      comment:
        "markup/ is HTML both sides write (the chat history: the worker puts it into a Pro member's page, the chat screen hydrates onto it, decision 0037); it imports only core/.",
      from: { path: "^markup/" },
      to: { path: "^(web|worker|content|i18n)/" },
    },
    {
      name: "web-uses-worker-types-only",
      severity: "error",
      comment: "The client may use the worker's types (import type), never its code.",
      from: { path: "^web/" },
      to: { path: "^worker/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "platform-no-feature",
      severity: "error",
      comment: "worker/platform holds ports and adapters; it never imports a feature.",
      from: { path: "^worker/platform/" },
      to: { path: "^worker/", pathNot: "^worker/(platform|db|env\\.ts)(/|$)" },
    },
    {
      name: "worker-shared-no-feature",
      severity: "error",
      comment: "worker/shared is below the features: it never imports one.",
      from: { path: "^worker/shared/" },
      to: { path: "^worker/", pathNot: "^worker/(platform|db|shared|env\\.ts)(/|$)" },
    },
    {
      name: "worker-feature-privacy",
      severity: "error",
      comment: "A worker feature uses another only through its service.ts; shared pieces go to worker/shared or worker/platform.",
      from: { path: "^worker/([^/]+)/", pathNot: workerShared },
      to: { path: "^worker/([^/]+)/", pathNot: [workerShared, "^worker/$1/", "^worker/[^/]+/service\\.ts$"] },
    },
    {
      name: "web-shared-no-feature",
      severity: "error",
      comment: "web/shared is below the features: it never imports one.",
      from: { path: "^web/shared/" },
      to: { path: "^web/", pathNot: "^web/shared/" },
    },
    {
      name: "web-features-stand-alone",
      severity: "error",
      comment: "A web feature never imports another feature or the app layer; what two features need goes to web/shared.",
      from: { path: "^web/([^/]+)/", pathNot: "^web/(app|shared)/" },
      to: { path: "^web/", pathNot: ["^web/shared/", "^web/$1/"] },
    },
    {
      name: "web-app-uses-feature-entries",
      severity: "error",
      comment: "The app layer imports a feature only through its screens (*Page.tsx) and panels (*Panel.tsx), top-level in the feature's folder.",
      from: { path: "^web/app/" },
      to: { path: "^web/", pathNot: ["^web/(app|shared)/", "^web/[^/]+/[A-Z][A-Za-z]*(Page|Panel)\\.tsx$"] },
    },
    {
      name: "no-unresolvable",
      severity: "error",
      comment: "Every import resolves to a file or a package.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|\\.wrangler|i18n/paraglide)/" },
    includeOnly: "^(core|content|i18n|markup|worker|web)/",
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.web.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
