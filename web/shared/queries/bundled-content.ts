/**
 * The options of a query that reads a file of the app (an article, a lesson, an exercise's
 * details): it never changes, and it is read offline too, where the service worker kept it.
 * Query's default would hold it until the network is back, so a screen opened offline waited for
 * ever; not kept, the import fails and the screen says so.
 */
export const bundledContent = { staleTime: Infinity, networkMode: "always" } as const;
