import { useDeferredValue } from "react";
import type { Encyclopedia, NeedByGoal } from "../../content/encyclopedias/types";
import type { Locale } from "../../core/locale";
import { formatNumber } from "../shared/i18n/format";
import { useLocale } from "../shared/i18n/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { LongText } from "../shared/reading/LongText";
import { SourceList } from "../shared/reading/SourceList";
import { useLazyText, type LazyText } from "../shared/ssr/lazy-text";
import { StaticText } from "../shared/ssr/StaticText";
import { FoodTable, type Focus } from "./FoodTable";

const goalLabels: Record<NeedByGoal["goal"], () => string> = {
  lose_weight: m.ency_goal_lose_weight,
  maintain: m.ency_goal_maintain,
  gain_muscle: m.ency_goal_gain_muscle,
};

function NeedCard({ need, focus, locale }: { need: NeedByGoal; focus: Focus; locale: Locale }) {
  // Decimals in the reader's style: «0,6–0,8» in Russian.
  const range = (r: [number, number]) => ({ min: formatNumber(r[0], 2), max: formatNumber(r[1], 2) });
  return (
    <li className="grid content-start gap-2 rounded-2xl border border-border bg-surface p-4" data-testid="need">
      <h3 className="font-semibold">{goalLabels[need.goal]()}</h3>
      {focus === "fats" ? (
        // For fat the share of calories is the target; grams per kg are only a floor under it.
        <>
          {need.percentOfEnergy && <p className="text-lg font-bold text-accent">{m.ency_energy(range(need.percentOfEnergy))}</p>}
          {need.gramsPerKg && <p className="font-semibold">{m.ency_per_kg_floor(range(need.gramsPerKg))}</p>}
        </>
      ) : (
        <>
          {need.gramsPerKg && <p className="text-lg font-bold text-accent">{m.ency_per_kg(range(need.gramsPerKg))}</p>}
          {need.percentOfEnergy && <p className="font-semibold">{m.ency_energy(range(need.percentOfEnergy))}</p>}
        </>
      )}
      <p className="text-sm leading-relaxed text-muted">{need.note[locale]}</p>
    </li>
  );
}

/** The regions' ids: the page's own module starts loading the text unless the page has them. */
export const encyclopediaTextId = (focus: Focus, locale: Locale) => `encyclopedia/${focus}/${locale}`;

/**
 * An encyclopedia page: what the nutrient does, how much, quality, and the food table. The text
 * around the table is fixed: taken over as HTML, loaded (`text`) only to be rendered.
 */
export function EncyclopediaPage({ text, focus }: { text: LazyText<Encyclopedia>; focus: Focus }) {
  const live = useLocale();
  // Another language's text may have to load: the one shown stays until it has.
  const locale = useDeferredValue(live);
  const id = encyclopediaTextId(focus, locale);
  return (
    <article className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-8 sm:py-10" data-testid="encyclopedia">
      <StaticText id={id} className="contents">
        <EncyclopediaText text={text} focus={focus} locale={locale} />
      </StaticText>
      <FoodTable locale={live} focus={focus} />
      <StaticText id={`${id}/sources`} className="contents">
        <EncyclopediaSources text={text} />
      </StaticText>
    </article>
  );
}

function EncyclopediaText({ text, focus, locale }: { text: LazyText<Encyclopedia>; focus: Focus; locale: Locale }) {
  const content = useLazyText(text);
  return (
    <>
      <header className="grid max-w-3xl gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{content.title[locale]}</h1>
        <p className="text-lg leading-relaxed text-muted">{content.intro[locale]}</p>
      </header>
      <section aria-labelledby="needs" className="grid gap-3">
        <h2 id="needs" className="text-2xl font-bold">
          {m.ency_needs()}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {content.needs.map((n) => (
            <NeedCard key={n.goal} need={n} focus={focus} locale={locale} />
          ))}
        </ul>
      </section>
      <div className="grid max-w-3xl gap-8">
        <LongText sections={content.sections} locale={locale} />
      </div>
    </>
  );
}

function EncyclopediaSources({ text }: { text: LazyText<Encyclopedia> }) {
  return (
    <section aria-labelledby="sources" className="grid gap-2">
      <h2 id="sources" className="text-lg font-bold">
        {m.ency_sources()}
      </h2>
      <SourceList sources={useLazyText(text).sources} />
    </section>
  );
}
