// The paraglide compiler's options, shared by the CLI-style compile (scripts/i18n.mjs) and the
// dev server's plugin (vite.config.ts). Saved choice (cookie `lang`), else the browser's
// region (web/i18n/locale.ts), else English.
/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./i18n/paraglide",
  strategy: ["cookie", "custom-region", "baseLocale"],
  cookieName: "lang",
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
};
