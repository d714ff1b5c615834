// Compiles messages/{en,ru}.json into i18n/paraglide. The compiler leaves timers alive: exit explicitly.
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "./paraglide-options.mjs";

await compile(paraglideOptions);
process.exit(0);
