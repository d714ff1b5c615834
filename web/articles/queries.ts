import { queryOptions } from "@tanstack/react-query";
import { loadArticleBody } from "../../content/articles/index";

export const articleBodyQuery = (slug: string) =>
  queryOptions({ queryKey: ["article", slug], queryFn: async () => (await loadArticleBody(slug)) ?? null, staleTime: Infinity });
