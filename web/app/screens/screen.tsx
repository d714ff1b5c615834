// A screen of the table as the router and the menus read it, and the two ways a screen's
// component takes something from its address: the search parameters its route declares
// (withSearch), or the slug of a `$slug` path (withSlug). Each binds the component's props to
// its entry, so the table fails tsc when a component reads what its route does not give it.
import type { QueryClient } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { useMemo, type ReactNode } from "react";
import type { ScreenRoute } from "../../../core/screen-routes";
import type { ScreenSearch, SearchProps, SlugProps } from "../../shared/navigation/screen-props";
import type { IconName } from "../navigation/icons";

type Text = () => string;
// A function component (a class component's props would bind both ways, not only from the route).
type Loader<Props> = () => Promise<{ default: (props: Props) => ReactNode }>;

/**
 * Where a screen is listed: desktop Resources menu, Pro menu and panel, mobile More panel, and
 * the members' first tiles of the More panel (`member`, shown signed in only).
 */
export type MenuGroup = "resources" | "pro" | "more" | "member";

/** What a `$slug` screen's data gets: the route loader's context, the part it uses. */
interface SlugLoaderContext {
  params: SlugProps;
  context: { queryClient: QueryClient };
}

/** What the client adds to a screen's route: its texts, component, data and menus. */
export interface Presentation {
  title: Text;
  /**
   * The menu entry's description, for a screen in a menu (a screen shows its own lead: a text
   * here would load with the start of every page).
   */
  lead?: Text;
  /** Lazily loaded screen component (a default export), given what it reads from the address. */
  load: Loader<object>;
  /** The search parameters the route declares (withSearch). */
  search?: readonly string[];
  icon?: IconName;
  /** Position in each menu it appears in (ascending). */
  menus?: Partial<Record<MenuGroup, number>>;
}

/** A `$slug` screen's presentation: the table requires one for every `$slug` path, and only there. */
export interface SlugPresentation extends Presentation {
  readonly slug: true;
  /** Data fetched before the screen renders, so long texts do not shift it. */
  data?: (ctx: SlugLoaderContext) => Promise<unknown>;
}

export type Screen = ScreenRoute & Presentation & Pick<Partial<SlugPresentation>, "data">;

/**
 * A screen's declared parameters out of an address's search: never throws, whatever a visitor
 * types. Every key is set, undefined unless a short string, so the raw value never shows through
 * from the root route; `redirect` (where sign-in goes next) must be a same-site path, never
 * `//host` or `/\host`.
 */
export function readSearch<K extends string>(keys: readonly K[], raw: Record<string, unknown>): ScreenSearch<K> {
  const out: { -readonly [P in K]?: string } = {};
  for (const key of keys) {
    const value = raw[key];
    const valid = typeof value === "string" && (key === "redirect" ? /^\/(?![/\\])/.test(value) : value.length > 0 && value.length <= 100);
    out[key] = valid ? value : undefined;
  }
  return out;
}

/** A screen's component, given what its route reads from the address: one wrapper for both kinds. */
function routed<K extends string>(load: Loader<SearchProps<K> & SlugProps>, keys: readonly K[]): Loader<object> {
  return () =>
    load().then(({ default: Component }) => ({
      default: function Routed() {
        // Read again with the route's own rule, which types it; the same object while the address keeps it.
        const raw = useSearch({ strict: false });
        const search = useMemo(() => readSearch(keys, raw), [raw]);
        const { slug = "" } = useParams({ strict: false });
        return <Component search={search} slug={slug} />;
      },
    }));
}

/**
 * A screen whose route declares search parameters: its component takes exactly those
 * (`SearchProps<…>` of the same keys), each a short string or absent, never throwing on what a
 * visitor types into the address.
 */
export function withSearch<const K extends string>(
  screen: Omit<Presentation, "load" | "search"> & { search: readonly K[]; load: Loader<SearchProps<NoInfer<K>>> },
): Presentation {
  return { ...screen, load: routed(screen.load, screen.search) };
}

/** A `$slug` screen: its component and its data get the slug. */
export function withSlug(screen: Omit<SlugPresentation, "load" | "slug"> & { load: Loader<SlugProps> }): SlugPresentation {
  return { ...screen, slug: true, load: routed(screen.load, []) };
}
