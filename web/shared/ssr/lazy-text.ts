import { use } from "react";

// A page's long text lives in a module of its own, loaded only when the page has to render it:
// a page that arrived prerendered keeps the text as HTML (StaticText) and never loads it.

/** A text module loaded on demand: its value once loaded. */
export interface LazyText<T> {
  load: () => Promise<T>;
  value: T | undefined;
}

const declared: LazyText<unknown>[] = [];

export function lazyText<T>(importer: () => Promise<T>): LazyText<T> {
  let loading: Promise<T> | undefined;
  const text: LazyText<T> = {
    value: undefined,
    load: () =>
      (loading ??= importer().then(
        (value) => (text.value = value),
        (err: unknown) => {
          loading = undefined; // a later render tries again
          throw err;
        },
      )),
  };
  declared.push(text as LazyText<unknown>);
  return text;
}

/** The text, suspending until it has loaded. */
export function useLazyText<T>(text: LazyText<T>): T {
  return text.value ?? use(text.load());
}

/**
 * Starts loading the text as the page's module is evaluated (a client-side navigation, or the
 * pointer resting on a link to it), unless the page arrived with it as HTML.
 */
export function loadUnlessPrerendered(text: LazyText<unknown>, id: string): void {
  if (typeof document !== "undefined" && document.querySelector(`[data-static-text="${id}"]`)) return;
  text.load().catch(() => {}); // the render asks again and shows the error
}

/** The prerender: every text the loaded screens declared, so that one render has them all. */
export const loadDeclaredTexts = () => Promise.all(declared.map((t) => t.load()));
