import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, ArrowRight, Check } from "lucide-react";
import { course } from "../../content/education/index";
import type { LessonBody, LessonMeta } from "../../content/education/types";
import type { Locale } from "../../core/locale";
import { useLocale } from "../shared/i18n/locale";
import { useScreenHref } from "../shared/navigation/paths";
import type { SlugProps } from "../shared/navigation/screen-props";
import * as m from "../../i18n/paraglide/messages.js";
import { BackLink, MissingPage } from "../shared/reading/BackLink";
import { LongText } from "../shared/reading/LongText";
import { Takeaways } from "../shared/reading/Takeaways";
import { useDocumentTitleOverride } from "../shared/navigation/use-document-title";
import { buttonClass } from "../shared/ui/button-styles";
import { StaticText } from "../shared/ssr/StaticText";
import { lessonQuery, progressQuery, useSetLessonDone } from "../shared/queries/education";

export default function LessonPage({ slug }: SlugProps) {
  const locale = useLocale();
  const href = useScreenHref();
  const list = href("/education");
  const lessonPath = href("/education/$slug");
  const index = course.findIndex((l) => l.slug === slug);
  const meta = course[index];
  const body = useQuery({ ...lessonQuery(slug), enabled: !!meta });
  const progress = useQuery(progressQuery);
  const setDone = useSetLessonDone();
  useDocumentTitleOverride(meta?.title[locale]);

  if (!meta) {
    return <MissingPage message={m.education_not_found()} to={list} label={m.education_back()} />;
  }
  const done = progress.data?.completed.includes(slug) ?? false;
  const prev = course[index - 1];
  const next = course[index + 1];
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-8 sm:py-10" data-testid="lesson">
      <BackLink to={list} label={m.education_back()} />
      {/* Fixed text: taken over as HTML; the way on and the mark of progress stay React's. */}
      <StaticText id={`lesson/${slug}/${locale}`} className="contents">
        <LessonText meta={meta} body={body.data} locale={locale} />
      </StaticText>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-center">
        {prev ? (
          <Link to={lessonPath} params={{ slug: prev.slug }} className={buttonClass("ghost", "md", "justify-self-start")}>
            <ArrowLeft size={16} aria-hidden="true" />
            {m.education_prev()}
          </Link>
        ) : (
          <span />
        )}
        <button
          type="button"
          aria-pressed={done}
          disabled={setDone.isPending || progress.isPending}
          onClick={() => setDone.mutate({ lesson: slug, done: !done })}
          className={buttonClass(done ? "secondary" : "primary")}
          data-testid="lesson-done"
        >
          {done && <Check size={18} aria-hidden="true" />}
          {done ? m.education_mark_undone() : m.education_mark_done()}
        </button>
        {next ? (
          <Link to={lessonPath} params={{ slug: next.slug }} className={buttonClass("ghost", "md", "justify-self-end")}>
            {m.education_next()}
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        ) : (
          <span />
        )}
      </div>
    </article>
  );
}

function LessonText({ meta, body: b, locale }: { meta: LessonMeta; body: LessonBody | null | undefined; locale: Locale }) {
  return (
    <>
      <header className="grid gap-2">
        <p className="text-sm font-medium text-muted">
          {m.education_lesson({ order: String(meta.order) })} · {m.article_minutes({ minutes: String(meta.minutes[locale]) })}
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{meta.title[locale]}</h1>
      </header>
      {b ? (
        <>
          <p className="text-lg leading-relaxed">{b.intro[locale]}</p>
          <LongText sections={b.sections} locale={locale} />
          <section aria-labelledby="check" className="grid gap-3">
            <h2 id="check" className="text-2xl font-bold">
              {m.education_check()}
            </h2>
            {b.check.map((q, i) => (
              <details key={i} className="group rounded-2xl border border-border bg-surface p-4">
                <summary className="cursor-pointer font-medium">
                  {q.question[locale]}
                  <span className="ml-2 text-sm font-normal text-accent group-open:hidden">{m.education_show_answer()}</span>
                </summary>
                <p className="mt-3 leading-relaxed text-muted">{q.answer[locale]}</p>
              </details>
            ))}
          </section>
          <Takeaways items={b.takeaways[locale]} />
        </>
      ) : (
        <p role="status" className="text-muted">
          {m.article_loading()}
        </p>
      )}
    </>
  );
}
