import { agreement as en } from "../../content/agreement/en";
import { agreement as ru } from "../../content/agreement/ru";
import { useLocale } from "../shared/i18n/locale";
import * as m from "../../i18n/paraglide/messages.js";

/** The user agreement, with a table of contents. */
export default function AgreementPage() {
  const locale = useLocale();
  const doc = locale === "ru" ? ru : en;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(doc.effectiveDate));
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-5 py-12 sm:px-6" data-testid="agreement">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
        <p className="text-sm text-muted">{m.agreement_effective({ date })}</p>
        <p className="leading-relaxed">{doc.intro}</p>
      </header>
      <nav aria-labelledby="toc-title" className="rounded-2xl border border-border bg-surface p-5">
        <h2 id="toc-title" className="mb-2 text-sm font-semibold text-muted">
          {m.agreement_contents()}
        </h2>
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="inline-block py-0.5 underline-offset-4 hover:text-accent hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="grid scroll-mt-20 gap-3">
          <h2 id={`${s.id}-title`} className="text-xl font-bold">
            {i + 1}. {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="leading-relaxed text-text/90">
              {p}
            </p>
          ))}
          {s.bullets && (
            <ul className="grid list-disc gap-1.5 pl-6 leading-relaxed">
              {s.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
