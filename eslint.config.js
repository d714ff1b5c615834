// Lint rules of the project, run by `npm run lint` (part of `npm test`). Layer and feature
// boundaries are checked by dependency-cruiser (.dependency-cruiser.cjs), not here.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Comments state the rule itself: a newcomer has only the repository, not the product
// documents or the tracker they were written from.
const outsideReference = /\b(SPEC|DESIGN)(\.md)?\b|\b[Ii]ssues? #?\d+\b|\bthe spec(ification)?('s)?\b/;
const local = {
  rules: {
    "no-outside-references": {
      meta: { type: "suggestion", messages: { outside: "Say the rule itself instead of pointing at '{{ref}}' outside the repository." } },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const found = outsideReference.exec(comment.value);
              if (found) context.report({ loc: comment.loc, messageId: "outside", data: { ref: found[0] } });
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ["dist/", ".wrangler/", "node_modules/", "i18n/paraglide/", "worker-configuration.d.ts", ".bench/", "test-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { local },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports", disallowTypeAnnotations: false }],
      "local/no-outside-references": "error",
    },
  },
  {
    // The hook rules read components only; run over the worker, content and data modules they
    // took most of the lint's time (the compiler-based checks analyse every function they meet).
    files: ["web/**/*.{ts,tsx}", "tests/unit/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A screen gets its search parameters and slug as props, typed by its entry in the screen
    // table (web/app/screens/screen.tsx); read straight from the router they would be untyped.
    files: ["web/**/*.{ts,tsx}"],
    ignores: ["web/app/screens/screen.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@tanstack/react-router",
              importNames: ["useSearch", "useParams", "useMatch", "getRouteApi"],
              message: "Declare the parameter in the screen table and take it as a prop (SearchProps, SlugProps).",
            },
          ],
        },
      ],
    },
  },
  {
    // The API is reached through its typed contract only (web/shared/api/client.ts, core/api/routes.ts).
    files: ["web/**/*.{ts,tsx}"],
    ignores: ["web/shared/api/client.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/^\\/api(\\/|$)/], TemplateElement[value.raw=/^\\/api(\\/|$)/]",
          message: "Call the API through api() with a route of core/api/routes.ts, not by its address.",
        },
      ],
    },
  },
  {
    // Tests may use `any` for answers they inspect loosely.
    files: ["tests/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.{js,ts}", "*.cjs"],
    plugins: { local },
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", fetch: "readonly", Buffer: "readonly", performance: "readonly", document: "readonly", module: "writable", require: "readonly", __dirname: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off", "local/no-outside-references": "error" },
  },
);
