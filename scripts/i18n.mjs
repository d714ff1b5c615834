// Compiles messages/{en,ru}.json into i18n/paraglide. The compiler leaves timers alive: exit explicitly.
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "./paraglide-options.mjs";

await compile(paraglideOptions);
// The same messages as one module per language, for the worker tests (vitest.config.ts): workerd
// fetches each module of its graph from Vite, and one per message was 2,681 of 3,756.
await compile({ ...paraglideOptions, outdir: "./i18n/paraglide/by-locale", outputStructure: "locale-modules" });
process.exit(0);
