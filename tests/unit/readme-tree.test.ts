import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The README's folder tree (the code block under "## Architecture") is the map a newcomer reads
// first, so it must stay true: every folder it names exists, and every top-level folder of the
// repository and every folder directly under worker/ and web/ (their features, platform and
// shared code) is in it. A line of the tree is `name/` at the start of the line (a top-level
// folder) or indented by two spaces (a folder inside the last top-level one), then its
// description; deeper indentation continues a description.

const repo = join(import.meta.dirname, "..", "..");
const readme = readFileSync(join(repo, "README.md"), "utf8");

/** The first code block after the "## Architecture" heading. */
function treeBlock(): string {
  const section = readme.split(/^## Architecture\s*$/m)[1];
  if (section === undefined) throw new Error('README.md has no "## Architecture" section');
  const block = /^```[a-z]*\n([\s\S]*?)^```/m.exec(section.split(/^## /m)[0]!);
  if (!block) throw new Error('README.md\'s "## Architecture" section has no code block with the folder tree');
  return block[1]!;
}

/** The folders the tree names, as repository paths (`worker`, `worker/auth`). */
function listedFolders(): string[] {
  const listed: string[] = [];
  let parent: string | null = null;
  for (const line of treeBlock().split("\n")) {
    const entry = /^( {0}| {2})([\w.-]+)\/(?:\s|$)/.exec(line);
    if (!entry) continue;
    if (entry[1] === "") {
      parent = entry[2]!;
      listed.push(parent);
    } else if (parent !== null) {
      listed.push(`${parent}/${entry[2]}`);
    }
  }
  return listed;
}

/** Top-level names .gitignore leaves out (`dist/`, `node_modules/`), for the repository's own folders. */
function ignoredTopLevel(): Set<string> {
  const names = readFileSync(join(repo, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/^\//, "").replace(/\/$/, ""))
    .filter((line) => line !== "" && !line.startsWith("#") && !line.includes("/") && !line.includes("*"));
  return new Set(names);
}

const isFolder = (path: string) => existsSync(join(repo, path)) && statSync(join(repo, path)).isDirectory();

/** The folders directly inside `dir` (a repository path, "" for the top), hidden and ignored ones left out. */
function foldersIn(dir: string): string[] {
  const ignored = dir === "" ? ignoredTopLevel() : new Set<string>();
  return readdirSync(join(repo, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith(".") && !ignored.has(e.name))
    .map((e) => (dir === "" ? e.name : `${dir}/${e.name}`));
}

describe("the README's folder tree", () => {
  const listed = listedFolders();

  it("is found and names folders", () => {
    expect(listed.length, "no `name/` lines found in the tree").toBeGreaterThan(10);
  });

  it("names only folders that exist", () => {
    const missing = listed.filter((path) => !isFolder(path));
    expect(missing, `README.md's tree names folders that do not exist: ${missing.join(", ")}`).toEqual([]);
  });

  it("names every top-level folder and every folder directly under worker/ and web/", () => {
    const wanted = [...foldersIn(""), ...foldersIn("worker"), ...foldersIn("web")];
    const absent = wanted.filter((path) => !listed.includes(path));
    expect(
      absent,
      `add these folders to the tree in README.md ("## Architecture"): ${absent.map((p) => `${p}/`).join(", ")}`,
    ).toEqual([]);
  });
});
