// Screens and their /m… twins, read from the router (the screen table builds both), so the
// pieces below the app need no list of their own.
import { useMatches, useRouter, type AnyRouter } from "@tanstack/react-router";
import { twinPath } from "../../../core/screen-routes";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** The screen's name for the document title, in the current language. */
    title?: () => string;
    /** The route is an /m… twin: the mobile shell, and links that stay on /m… screens. */
    mobile?: boolean;
    /** The mobile shell links to this twin (otherwise to the desktop path). */
    linked?: boolean;
  }
}

export { twinPath } from "../../../core/screen-routes";

/** Whether the member is on an /m… screen. */
export function useOnMobileScreen(): boolean {
  return useMatches({ select: (matches) => matches.some((match) => match.staticData.mobile === true) });
}

/** The path the mobile shell links to: the screen's /m… twin when it has a linked one. */
export function mobileHref(router: AnyRouter, path: string): string {
  const twin = router.routesByPath[twinPath(path)] as { options: { staticData?: { linked?: boolean } } } | undefined;
  return twin?.options.staticData?.linked ? twinPath(path) : path;
}

/**
 * A screen's href for where the link is: give the desktop path (`/exercises/$slug`). On an /m…
 * screen it becomes the screen's linked twin when there is one; `"mobile"` asks for that twin
 * wherever the member is, for the phone shell's own bar, panels and home page (which a phone
 * also shows on desktop paths).
 */
export function useScreenHref(shell?: "mobile"): (path: string) => string {
  const router = useRouter();
  const onMobileScreen = useOnMobileScreen();
  return (path) => (shell === "mobile" || onMobileScreen ? mobileHref(router, path) : path);
}
