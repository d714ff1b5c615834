import { useQuery } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { articles } from "../../content/articles/index";
import type { ArticleBody, ArticleMeta } from "../../content/articles/types";
import type { Locale } from "../../core/locale";
import { useLocale } from "../shared/i18n/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { BackLink, MissingPage } from "../shared/reading/BackLink";
import { LongText } from "../shared/reading/LongText";
import { Takeaways } from "../shared/reading/Takeaways";
import type { SlugProps } from "../shared/navigation/screen-props";
import { useDocumentTitleOverride } from "../shared/navigation/use-document-title";
import { StaticText } from "../shared/ssr/StaticText";
import { ArticleCard } from "./ArticleCard";
import { articleBodyQuery } from "../shared/queries/articles";
import { categoryLabels } from "./labels";

/** One article: reading time, table of contents, sections, key points, related reading. */
export default function ArticlePage({ slug }: SlugProps) {
  const locale = useLocale();
  const meta = articles.find((a) => a.slug === slug);
  const body = useQuery({ ...articleBodyQuery(slug), enabled: !!meta });
  useDocumentTitleOverride(meta?.title[locale]);

  if (!meta) {
    return <MissingPage message={m.article_not_found()} to="/articles" label={m.article_back()} />;
  }
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-8 sm:py-10" data-testid="article">
      <BackLink to="/articles" label={m.article_back()} />
      {/* The rest is fixed text, related reading included: taken over as HTML (its links route). */}
      <StaticText id={`article/${slug}/${locale}`} className="contents">
        <ArticleText meta={meta} body={body.isPending ? undefined : body.data} locale={locale} />
      </StaticText>
    </article>
  );
}

function ArticleText({ meta, body: b, locale }: { meta: ArticleMeta; body: ArticleBody | null | undefined; locale: Locale }) {
  return (
    <>
      <header className="grid gap-3">
        <p className="flex flex-wrap items-center gap-3 text-sm font-medium text-muted">
          <span className="rounded-full bg-surface-2 px-2 py-0.5">{categoryLabels[meta.category]()}</span>
          <span className="inline-flex items-center gap-1">
            <Clock size={14} aria-hidden="true" />
            {m.article_minutes({ minutes: String(meta.minutes[locale]) })}
          </span>
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{meta.title[locale]}</h1>
      </header>
      {b === undefined ? (
        <p role="status" className="text-muted">
          {m.article_loading()}
        </p>
      ) : b ? (
        <>
          <p className="text-lg leading-relaxed">{b.intro[locale]}</p>
          <LongText sections={b.sections} locale={locale} />
          <Takeaways items={b.takeaways[locale]} />
        </>
      ) : null}
      <section aria-labelledby="related" className="grid gap-3">
        <h2 id="related" className="text-xl font-bold">
          {m.article_related()}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {meta.related
            .map((r) => articles.find((a) => a.slug === r))
            .map((a) => a && <ArticleCard key={a.slug} article={a} locale={locale} />)}
        </ul>
      </section>
    </>
  );
}
