import type { Localized, Section } from "../../core/content";

export const articleCategories = ["training", "nutrition", "recovery", "mindset"] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** What the article list shows; small, loaded with /articles. */
export interface ArticleMeta {
  slug: string;
  category: ArticleCategory;
  title: Localized;
  summary: Localized;
  /** Reading time in minutes at 200 words a minute, per language (a test recomputes it). */
  minutes: Localized<number>;
  /** Slugs of two or three related articles. */
  related: string[];
}

/** The article itself, in bodies/<slug>.ts; loaded only when opened. */
export interface ArticleBody {
  slug: string;
  intro: Localized;
  sections: Section[];
  /** Three to five one-line takeaways shown at the end. */
  takeaways: Localized<string[]>;
}
