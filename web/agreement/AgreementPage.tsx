import { useDeferredValue } from "react";
import type { LegalDocument } from "../../content/agreement/types";
import type { Locale } from "../../core/locale";
import { getLocale } from "../../i18n/paraglide/runtime.js";
import * as m from "../../i18n/paraglide/messages.js";
import { useLocale } from "../shared/i18n/locale";
import { lazyText, loadUnlessPrerendered, useLazyText } from "../shared/ssr/lazy-text";
import { StaticText } from "../shared/ssr/StaticText";

// The text is fixed: a prerendered page keeps it as HTML, and this module loads it only to render it.
const texts = {
  en: lazyText(() => import("../../content/agreement/en").then((t) => t.agreement)),
  ru: lazyText(() => import("../../content/agreement/ru").then((t) => t.agreement)),
};
const regionId = (locale: Locale) => `agreement/${locale}`;
loadUnlessPrerendered(texts[getLocale()], regionId(getLocale()));

/** The user agreement, with a table of contents. */
export default function AgreementPage() {
  // Another language's text may have to load: the one shown stays until it has.
  const locale = useDeferredValue(useLocale());
  return (
    <StaticText id={regionId(locale)} as="article" className="mx-auto grid max-w-3xl gap-8 px-5 py-12 sm:px-6" data-testid="agreement">
      <AgreementText locale={locale} />
    </StaticText>
  );
}

function AgreementText({ locale }: { locale: Locale }) {
  return <AgreementDocument doc={useLazyText(texts[locale])} locale={locale} />;
}

function AgreementDocument({ doc, locale }: { doc: LegalDocument; locale: Locale }) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(doc.effectiveDate));
  return (
    <>
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
    </>
  );
}
