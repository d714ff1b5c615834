// The article list (small) and the articles themselves, each loaded when opened.
import type { ArticleBody } from "./types";

export { articles } from "./catalog";

const bodies = import.meta.glob<{ body: ArticleBody }>("./bodies/*.ts");

export async function loadArticleBody(slug: string): Promise<ArticleBody | undefined> {
  const load = bodies[`./bodies/${slug}.ts`];
  return load ? (await load()).body : undefined;
}
