// Which screen a page path is, for the server: the screen table's patterns, their phone twins
// and the home page. Kept apart from the table so the client's entry does not carry it.
import { homePath, screenRoutes, twinPath, type ScreenRoute } from "./screen-routes";

/** A page pattern the app answers: a screen's path, its twin's, or the home page. */
export interface PagePattern {
  readonly pattern: string;
  readonly route: ScreenRoute | null;
}

/** Every page pattern of the app: home, each screen and each twin. */
export const pagePatterns: readonly PagePattern[] = [
  { pattern: homePath, route: null },
  ...screenRoutes.flatMap((route: ScreenRoute) =>
    route.twin
      ? [
          { pattern: route.path, route },
          { pattern: twinPath(route.path), route },
        ]
      : [{ pattern: route.path, route }],
  ),
];

/**
 * The pattern a page path matches, with its `$slug` value; null when none does. Like the
 * router: letters' case and one trailing slash do not matter in fixed segments.
 */
export function matchPage(pathname: string): { route: ScreenRoute | null; slug?: string } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const parts = path.split("/");
  for (const { pattern, route } of pagePatterns) {
    const want = pattern.split("/");
    if (want.length !== parts.length) continue;
    let slug: string | undefined;
    const same = want.every((seg, i) => {
      const got = parts[i]!;
      if (seg === "$slug") {
        slug = got;
        return got.length > 0;
      }
      return seg.toLowerCase() === got.toLowerCase();
    });
    if (same) return slug === undefined ? { route } : { route, slug };
  }
  return null;
}
