// Compiles messages/{en,ru}.json into web/paraglide with the CLI-equivalent API, so the
// cookie name and strategy live in one place. The compiler leaves timers alive: exit explicitly.
import { compile } from "@inlang/paraglide-js";

await compile({
  project: "./project.inlang",
  outdir: "./web/paraglide",
  // Saved choice (cookie), else the browser's region (web/i18n/locale.ts), else English.
  strategy: ["cookie", "custom-region", "baseLocale"],
  cookieName: "lang",
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
});
process.exit(0);
