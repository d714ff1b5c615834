import { useRouter, type AnyRouter } from "@tanstack/react-router";
import { createElement, useMemo, type HTMLAttributes, type MouseEvent, type ReactNode, type SyntheticEvent } from "react";

// A page's long fixed text (the agreement, an article, a lesson, an encyclopedia) is HTML that
// React takes over as a whole: when the page arrived prerendered, the region's HTML is read from
// the page and given back to React as `dangerouslySetInnerHTML`, so hydrating it creates one
// fibre instead of one per paragraph, and the page's script need not carry the text. Without
// that HTML (a client-side navigation, a language switch, `npm run dev`) it renders its children.

/** The HTML each region arrived with, by id: kept for a later mount (the layout switching to the phone's). */
const arrived = new Map<string, string>();

/** React made this element (it keeps its fibre on the node): not HTML the page arrived with. */
const reacts = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));

function arrivedHtml(id: string): string | undefined {
  if (!arrived.has(id) && typeof document !== "undefined") {
    const region = document.querySelector(`[data-static-text="${id}"]`);
    // Only the page's own HTML: one React rendered may be a loading state.
    if (region && !reacts(region)) arrived.set(id, region.innerHTML);
  }
  return arrived.get(id);
}

/** An address in this app that the router should open in place, from an event inside the region. */
function routedUrl(e: SyntheticEvent<HTMLElement>): URL | null {
  const link = (e.target as Element).closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || !e.currentTarget.contains(link)) return null;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return null;
  // A heading's anchor on this page: the browser scrolls to it, as it does in any page.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return url;
}

function openInPlace(router: AnyRouter, e: MouseEvent<HTMLElement>): void {
  // A router link rendered by React (no arrived HTML) has handled its own click.
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const url = routedUrl(e);
  if (!url) return;
  e.preventDefault();
  void router.navigate({ href: url.pathname + url.search + url.hash });
}

/** The last address a region's link preloaded (pointerover repeats for each element inside a link). */
let preloaded: string | null = null;

function preload(router: AnyRouter, e: SyntheticEvent<HTMLElement>): void {
  const to = routedUrl(e)?.pathname;
  if (!to || to === preloaded) return;
  preloaded = to;
  router.preloadRoute({ to }).catch(() => {});
}

/**
 * A region of fixed text, the same HTML in the prerender and the browser. `id` names it in the
 * page (with its language: another language is another text). Links in it open through the
 * router, one listener for the region, and are preloaded on hover or focus like the app's links.
 */
export function StaticText({
  id,
  as = "div",
  children,
  ...props
}: { id: string; as?: "div" | "article" | "section"; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const router = useRouter();
  const html = arrivedHtml(id);
  const inner = useMemo(() => (html === undefined ? undefined : { __html: html }), [html]);
  const handlers = {
    onClick: (e: MouseEvent<HTMLElement>) => openInPlace(router, e),
    onPointerOver: (e: SyntheticEvent<HTMLElement>) => preload(router, e),
    onFocus: (e: SyntheticEvent<HTMLElement>) => preload(router, e),
  };
  // Keyed by id, so another text is a new element, not a patch of the old one's HTML.
  return createElement(
    as,
    { ...props, ...handlers, key: id, "data-static-text": id, "data-inner-html": "", dangerouslySetInnerHTML: inner },
    inner ? undefined : children,
  );
}
