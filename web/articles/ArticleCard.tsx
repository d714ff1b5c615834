import { Link } from "@tanstack/react-router";
import { Clock } from "lucide-react";
import type { ArticleMeta } from "../../content/articles/types";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { categoryLabels } from "./labels";

export function ArticleCard({ article: a, locale }: { article: ArticleMeta; locale: Locale }) {
  return (
    <li>
      <Link
        to="/articles/$slug"
        params={{ slug: a.slug }}
        className="grid h-full gap-2 rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-accent"
        data-testid="article-card"
      >
        <span className="flex items-center justify-between gap-3 text-xs font-medium text-muted">
          <span className="rounded-full bg-surface-2 px-2 py-0.5">{categoryLabels[a.category]()}</span>
          <span className="inline-flex items-center gap-1">
            <Clock size={14} aria-hidden="true" />
            {m.article_minutes({ minutes: String(a.minutes[locale]) })}
          </span>
        </span>
        <span className="text-lg leading-snug font-semibold">{a.title[locale]}</span>
        <span className="text-sm leading-relaxed text-muted">{a.summary[locale]}</span>
      </Link>
    </li>
  );
}
