// Which page paths exist: the screen patterns shared with the client's router, and for `$slug`
// screens only the slugs the library has. Anything else is a 404 with the app's not-found screen.
import { matchPage } from "../../core/page-match";
import type { ScreenRoute } from "../../core/screen-routes";
import { libraryEntries, type LibraryEntry } from "./library-entries";

export interface KnownPage {
  /** null for the home page. */
  route: ScreenRoute | null;
  /** The library entry of a `$slug` page. */
  entry?: LibraryEntry;
}

/** The page at `pathname`, or null when the app has no such page. */
export function knownPage(pathname: string): KnownPage | null {
  const found = matchPage(pathname);
  if (!found) return null;
  const source = found.route?.slugs;
  if (!source || found.slug === undefined) return { route: found.route };
  let slug: string;
  try {
    slug = decodeURIComponent(found.slug);
  } catch {
    return null;
  }
  const entry = libraryEntries()[source].get(slug);
  return entry ? { route: found.route, entry } : null;
}
