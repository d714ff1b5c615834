// The build's change to React DOM (scripts/react-dom-sentinels.mjs): its five start-up errors made
// without a recorded stack, in the React DOM this repository installs, and what such an error is.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { sentinelCount, sentinelsWithoutStacks } from "../../scripts/react-dom-sentinels.mjs";

const require = createRequire(import.meta.url);
// The file the browser build bundles (the package's exports do not name it).
const installed = readFileSync(
  join(dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-client.production.js"),
  "utf8",
);

describe("sentinelsWithoutStacks", () => {
  it("finds all five in the installed React DOM and leaves none made by Error()", () => {
    const { code, count } = sentinelsWithoutStacks(installed);
    expect(count).toBe(sentinelCount);
    expect(sentinelCount).toBe(5);
    expect(installed).toMatch(/SuspenseException = Error\(formatProdErrorMessage\(460\)\)/);
    expect(code).not.toMatch(/(HydrationMismatch|Suspense|SuspenseyCommit|SuspenseAction|SelectiveHydration)Exception = Error\(/);
    // Still a script that compiles.
    expect(() => new Function("exports", "require", "module", code)).not.toThrow();
  });

  it("makes an Error with React's message and no recorded stack", () => {
    const source = [
      "function formatProdErrorMessage(code) { return 'Minified React error #' + code; }",
      "var SuspenseException = Error(formatProdErrorMessage(460)),",
      "  SuspenseyCommitException = Error(formatProdErrorMessage(474));",
    ].join("\n");
    const { code, count } = sentinelsWithoutStacks(source);
    expect(count).toBe(2);
    const [suspense, commit] = new Function(`${code}\nreturn [SuspenseException, SuspenseyCommitException];`)() as [Error, Error];
    expect(suspense).toBeInstanceOf(Error);
    expect(suspense.message).toBe("Minified React error #460");
    expect(String(commit)).toBe("Error: Minified React error #474");
    expect(Object.hasOwn(suspense, "stack")).toBe(false);
    // Each is its own object: React tells them apart by identity.
    expect(suspense).not.toBe(commit);
  });

  it("leaves other code as it was", () => {
    const source = "var other = Error(formatProdErrorMessage(1));";
    expect(sentinelsWithoutStacks(source)).toEqual({ code: source, count: 0 });
  });
});
