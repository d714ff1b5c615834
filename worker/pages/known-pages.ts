// Which page paths exist: the screen patterns shared with the client's router, and for `$slug`
// screens only the slugs the library has. Anything else is a 404 with the app's not-found screen.
import { homePath, type ScreenRoute } from "../../core/screen-routes";
import { matchPage } from "../../core/page-match";
import { librarySlugs } from "./library-entries";

export interface KnownPage {
  /** null for the home page. */
  route: ScreenRoute | null;
  /** The page's own address: the desktop path (not the phone twin's), in its table spelling. */
  canonicalPath: string;
}

/** The page at `pathname`, or null when the app has no such page. */
export function knownPage(pathname: string): KnownPage | null {
  const found = matchPage(pathname);
  if (!found) return null;
  if (!found.route) return { route: null, canonicalPath: homePath };
  const source = found.route.slugs;
  if (!source || found.slug === undefined) return { route: found.route, canonicalPath: found.route.path };
  let slug: string;
  try {
    slug = decodeURIComponent(found.slug);
  } catch {
    return null;
  }
  if (!librarySlugs()[source].has(slug)) return null;
  return { route: found.route, canonicalPath: found.route.path.replace("$slug", encodeURIComponent(slug)) };
}
