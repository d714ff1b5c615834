import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest starts the test files it has no times for (a fresh clone) largest first, and the longest
 * browser tests are the smallest files: the layout sweep's four files are a line each that calls
 * layout/sweep.ts. Started last, one of them ran on alone at the end. Here a browser test file
 * with no recorded time weighs what it runs: its own code and the e2e modules it imports.
 * Files with recorded times keep Vitest's order (longest first).
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const e2e = sorted.filter((spec) => spec.project.name === "e2e");
    const timed = e2e.some((spec) => this.ctx.cache.getFileTestResults(`e2e:${relative(this.ctx.config.root, spec.moduleId)}`));
    if (timed || e2e.length < 2) return sorted;
    const weight = new Map(e2e.map((spec) => [spec, ownCode(spec.moduleId)]));
    const heaviest = [...e2e].sort((a, b) => weight.get(b)! - weight.get(a)!);
    // The projects' files are grouped: the browser tests' group keeps its place.
    const first = sorted.indexOf(e2e[0]!);
    return [...sorted.slice(0, first), ...heaviest, ...sorted.slice(first + e2e.length)];
  }
}

/** The size of a test file and of the modules beside it that it imports (`./layout/sweep`, `./helpers`). */
function ownCode(file: string): number {
  const source = readFileSync(file, "utf8");
  let size = source.length;
  for (const [, path] of source.matchAll(/from "(\.\/[^"]+)"/g)) {
    const module = resolve(dirname(file), `${path}.ts`);
    if (existsSync(module)) size += statSync(module).size;
  }
  return size;
}
