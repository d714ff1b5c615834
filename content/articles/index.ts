// The article list (small) and the articles themselves, each loaded when opened.
import { nutritionMindsetArticles } from "./catalog-nutrition-mindset";
import { trainingRecoveryArticles } from "./catalog-training-recovery";
import type { ArticleBody, ArticleMeta } from "./types";

export const articles: ArticleMeta[] = [...trainingRecoveryArticles, ...nutritionMindsetArticles];

const bodies = import.meta.glob<{ body: ArticleBody }>("./bodies/*.ts");

export async function loadArticleBody(slug: string): Promise<ArticleBody | undefined> {
  const load = bodies[`./bodies/${slug}.ts`];
  return load ? (await load()).body : undefined;
}
