// The article list (small), without the articles themselves.
import { nutritionMindsetArticles } from "./catalog-nutrition-mindset";
import { trainingRecoveryArticles } from "./catalog-training-recovery";
import type { ArticleMeta } from "./types";

export const articles: ArticleMeta[] = [...trainingRecoveryArticles, ...nutritionMindsetArticles];
