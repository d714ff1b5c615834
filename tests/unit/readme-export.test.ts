import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportFiles } from "../../worker/account-data/files";

// The README's "Your data" section tells members and operators what the export holds: every file
// the worker writes into the ZIP is named there, and the section names no file the ZIP lacks.

const readme = readFileSync(join(import.meta.dirname, "..", "..", "README.md"), "utf8");
const section = readme.split(/^## Your data: download and import\s*$/m)[1]?.split(/^## /m)[0] ?? "";
const table = section.split("**Import**")[0] ?? "";
const named = [...table.matchAll(/`([^`\s]+\.(?:json|csv|md|txt|<ext>))`/g)].map((m) => m[1]!);

describe("README's list of the export's files", () => {
  it("names every file the export writes", () => {
    expect(section).not.toBe("");
    for (const file of exportFiles) expect(named, file.path).toContain(file.path);
  });

  it("names no file the export does not write", () => {
    const written = new Set<string>(exportFiles.map((f) => f.path));
    expect(named.filter((path) => !written.has(path))).toEqual([]);
  });
});
