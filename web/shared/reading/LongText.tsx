import type { Section } from "../../../core/content";
import type { Locale } from "../../../core/locale";
import * as m from "../../../i18n/paraglide/messages.js";

/** Long-form text with its table of contents (articles, lessons, encyclopedias). */
export function LongText({ sections, locale }: { sections: Section[]; locale: Locale }) {
  return (
    <>
      <nav aria-labelledby="contents" className="rounded-2xl border border-border bg-surface p-5">
        <h2 id="contents" className="mb-2 text-sm font-semibold text-muted">
          {m.article_contents()}
        </h2>
        <ol className="grid list-decimal gap-1 pl-5">
          {sections.map((s) => (
            <li key={s.id}>
              {/* A block, so that the number stands by the first line of a heading that wraps. */}
              <a href={`#${s.id}`} className="block py-0.5 underline-offset-4 hover:text-accent hover:underline">
                {s.heading[locale]}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="grid scroll-mt-20 gap-3">
          <h2 id={`${s.id}-h`} className="text-2xl font-bold">
            {s.heading[locale]}
          </h2>
          {s.paragraphs[locale].map((p, i) => (
            <p key={i} className="leading-relaxed">
              {p}
            </p>
          ))}
          {s.bullets && (
            <ul className="grid list-disc gap-1.5 pl-5 leading-relaxed">
              {s.bullets[locale].map((x, i) => (
                <li key={i}>{x}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
