// What a screen's component gets from its route: the search parameters its entry in the screen
// table declares (web/app/screens/table.ts), and on a `$slug` path the slug. The table checks
// each component against its entry, so reading a parameter the route does not declare fails tsc;
// web/app/screens/screen.tsx reads them (readSearch).

declare const declared: unique symbol;

/**
 * A screen's search parameters: each declared key is a short string, or absent when the address
 * has none or one that is not a short string. The marker makes the type invariant in `K`, so a
 * component names exactly the keys its route declares, no more and no fewer.
 */
export type ScreenSearch<K extends string> = { readonly [P in K]?: string } & { readonly [declared]?: (key: K) => K };

/** The props of a screen whose route declares search parameters. */
export interface SearchProps<K extends string> {
  search: ScreenSearch<K>;
}

/** The props of a `$slug` screen: the slug from the address, whatever it is (the screen says when nothing has it). */
export interface SlugProps {
  slug: string;
}
