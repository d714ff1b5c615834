import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { EarlyInput } from "./early-input";
import { nextTask } from "../../shared/ui/idle";
import { hasPrerenderedHtml, onHydrated } from "./hydration-mark";

/**
 * Takes over the prerendered HTML, or renders from scratch when there is none (or `hydrate` is
 * false). `prepare` runs first, so lazy screens are loaded and the first render matches the HTML;
 * `hydrated` once every part of the page is React's (news that changes the page, such as the
 * member's session, must wait for it: an update reaching a part not yet hydrated makes React
 * throw that part's HTML away and render it again).
 * Hydration runs as a transition: React yields between pieces of work, so no task runs long.
 */
export async function mountApp(
  root: HTMLElement,
  app: ReactNode,
  opts: {
    hydrate: boolean;
    earlyInput: EarlyInput | null;
    prepare: () => Promise<unknown>;
    hydrated: () => void;
    /** Once the page is the app's: rendered, or every part of it hydrated. */
    ready: () => void;
  },
) {
  if (!opts.hydrate || !hasPrerenderedHtml(root)) {
    // The HTML is replaced, and what was done on it with it.
    opts.earlyInput?.drop();
    createRoot(root).render(app);
    opts.ready();
    return;
  }
  onHydrated(() => {
    opts.earlyInput?.replay();
    opts.hydrated();
    opts.ready();
  });
  await opts.prepare();
  await nextTask();
  opts.earlyInput?.release();
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch is not an error for the visitor: React renders that part on the client instead.
      onRecoverableError: (error) => {
        if (root.dataset.hydrated !== "recovered") console.warn("Prerendered page re-rendered in the browser:", (error as Error).message);
        root.dataset.hydrated = "recovered";
      },
    });
  });
}
