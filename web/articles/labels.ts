import type { ArticleCategory } from "../../content/articles/types";
import * as m from "../../i18n/paraglide/messages.js";

export const categoryLabels: Record<ArticleCategory, () => string> = {
  training: m.category_training,
  nutrition: m.category_nutrition,
  recovery: m.category_recovery,
  mindset: m.category_mindset,
};
