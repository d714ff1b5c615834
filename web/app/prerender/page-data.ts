import type { QueryClient, QueryKey } from "@tanstack/react-query";

// A page that shows the member's own data at once has it written in, and the same data beside it
// as [query key, data] pairs (worker/pages/member-data.ts): the client starts its cache from
// them, so the screen hydrates onto what the page shows instead of asking for it again.

/** Puts the page's data into the query cache (before hydrating), once. */
export function seedPageData(queryClient: QueryClient): void {
  const block = document.getElementById("page-data");
  if (!block?.textContent) return;
  for (const [key, data] of JSON.parse(block.textContent) as [QueryKey, unknown][]) queryClient.setQueryData(key, data);
  block.remove();
}
