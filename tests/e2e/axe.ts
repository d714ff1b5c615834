import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The toasts on screen, and whether each has finished fading in. */
const toasts = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("[data-sonner-toast]")].map((t) => getComputedStyle(t).opacity === "1"));

/** axe-core's serious and critical findings on the page, as "rule (count): first element". */
export async function seriousViolations(page: Page) {
  // Evaluated through the devtools protocol: the page's CSP rightly forbids inline scripts.
  await page.evaluate(axeSource);
  for (let attempt = 1; ; attempt++) {
    // A toast still fading in is half transparent, and axe would measure its contrast mid-way;
    // so is one going behind a newer toast (the stack fades the text of those behind the front).
    await page.waitForFunction(
      () => {
        const all = [...document.querySelectorAll("[data-sonner-toast]")];
        return all.length <= 1 && all.every((t) => getComputedStyle(t).opacity === "1");
      },
      undefined,
      { timeout: 15_000 },
    );
    const before = await toasts(page);
    const found = await run(page);
    const after = await toasts(page);
    // A toast that arrived during the run (an idle-time notice) was measured fading in: again.
    if (attempt < 3 && (after.length !== before.length || after.includes(false))) continue;
    return found;
  }
}

async function run(page: Page) {
  const results = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: { resultTypes: string[] },
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // Only violations are read: axe then skips collecting the details of what passed, which is
    // most of its time on a long page.
    return axe.run(document, { resultTypes: ["violations"] });
  });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(" ")}`);
}
