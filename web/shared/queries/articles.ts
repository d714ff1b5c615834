// The articles' bodies, loaded per page from the bundled content.
import { queryOptions } from "@tanstack/react-query";
import { bundledContent } from "./bundled-content";
import { loadArticleBody } from "../../../content/articles";

export const articleKeys = {
  body: (slug: string) => ["article", slug] as const,
};

export const articleBodyQuery = (slug: string) =>
  queryOptions({
    queryKey: articleKeys.body(slug),
    queryFn: async () => (await loadArticleBody(slug)) ?? null,
    ...bundledContent,
  });
