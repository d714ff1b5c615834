import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * The toasts on screen: each one's text, and whether it has settled (fully opaque, nothing in it
 * still moving). A toast fading in or out is half transparent, and axe would measure its
 * contrast mid-way. Self-contained: it runs in the page.
 */
function toastStates(): string[] {
  return [...document.querySelectorAll<HTMLElement>("[data-sonner-toast]")].map((toast) => {
    const settled =
      [toast, ...toast.children].every((el) => getComputedStyle(el).opacity === "1") &&
      toast.getAnimations({ subtree: true }).every((a) => a.playState !== "running");
    return `${settled ? "settled" : "moving"}: ${toast.innerText}`;
  });
}

const toasts = (page: Page) => page.evaluate(toastStates);

/**
 * The page's finite animations still running: a colour transition (a segmented control's label
 * after a click) measured mid-way reads as poor contrast. Endless ones (skeleton pulses) never
 * finish and are left out. Self-contained: it runs in the page.
 */
function runningTransitions(): number {
  return document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity)
    .length;
}

/** Waits until at most one toast shows, and nothing on the page is still fading or moving. */
async function settled(page: Page) {
  const state = async () => ({ toasts: await toasts(page), moving: await page.evaluate(runningTransitions) });
  const still = ({ toasts: shown, moving }: Awaited<ReturnType<typeof state>>) =>
    shown.length <= 1 && shown.every((s) => s.startsWith("settled")) && moving === 0;
  await expect.poll(state, { timeout: 15_000 }).toSatisfy(still, "the page never settled");
}

/** axe-core's serious and critical findings on the page, as "rule (count): first element". */
export async function seriousViolations(page: Page) {
  // Evaluated through the devtools protocol: the page's CSP rightly forbids inline scripts.
  await page.evaluate(axeSource);
  // A screen's own toast ("plan ready") or an idle-time one ("ready for offline use") can arrive,
  // or start to leave, while axe runs: a run counts only if the toasts were the same, and
  // settled, before and after it.
  for (let attempt = 1; attempt <= 8; attempt++) {
    await settled(page);
    const before = await toasts(page);
    const found = await run(page);
    const after = await toasts(page);
    // A toast that arrived between the wait and the run is still fading in: run again.
    if (!before.every((s) => s.startsWith("settled"))) continue;
    // A finding inside a toast says which toast (a rare one under load is otherwise unnamed).
    if (JSON.stringify(after) === JSON.stringify(before)) return found.map((f) => (/sonner|data-title/.test(f) ? `${f} in toasts ${JSON.stringify(after)}` : f));
  }
  throw new Error("the toasts kept changing through eight accessibility checks");
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
