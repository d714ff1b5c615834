// Turns the articles, lessons and encyclopedias into the coach's passages: each intro and section
// keeps its opening sentences (what the coach quotes) and the stems that best set it apart from
// the other passages (what the search matches), so the coach keeps a fraction of the texts.
import type { Localized, Section } from "../../core/content";
import { locales, type Locale } from "../../core/locale";
import type { LongRead, LongReadsFile } from "../../core/library-search/long-read";
import { terms } from "../../core/library-search/stem";
import { nutritionMindsetArticles } from "../../content/articles/catalog-nutrition-mindset";
import { trainingRecoveryArticles } from "../../content/articles/catalog-training-recovery";
import type { ArticleBody } from "../../content/articles/types";
import { course } from "../../content/education/course";
import type { LessonBody } from "../../content/education/types";
import { carbs } from "../../content/encyclopedias/carbs";
import { fats } from "../../content/encyclopedias/fats";
import { protein } from "../../content/encyclopedias/protein";

/** Stems kept per passage besides its heading and quoted sentences. */
const KEYWORDS = 14;
/** The quoted opening: at most this many sentences and characters. */
const SENTENCES = 2;
const MAX_CHARS = 200;

interface Source {
  id: string;
  kind: LongRead["kind"];
  href: string;
  title: Localized;
  heading?: Localized;
  /** Every text of the passage, the first paragraph first. */
  texts: Localized<string[]>;
}

/**
 * A paragraph's sentences: a stop, then a space and a capital, a digit or an opening quote. Not
 * a point inside a number ("0.5 to 1 %", «0,45 кг» written "0.45"), which a sentence's end
 * once was, so the coach quoted "5 to 1% of your body weight per week. 45 kg a week".
 */
export function sentencesOfParagraph(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?])\s+(?=[\p{Lu}\d«"(])/u).filter((s) => s.trim() !== "");
}

function opening(paragraph: string): string {
  let out = "";
  for (const s of sentencesOfParagraph(paragraph).slice(0, SENTENCES)) {
    if (out && `${out} ${s}`.length > MAX_CHARS) break;
    out = out ? `${out} ${s}` : s;
  }
  return out.trim() || paragraph;
}

function sectionsOf(base: Omit<Source, "texts" | "id" | "heading">, slug: string, intro: Localized, sections: Section[], extra?: Localized<string[]>): Source[] {
  const head: Source = {
    ...base,
    id: `${base.kind}:${slug}`,
    texts: { en: [intro.en, ...(extra?.en ?? [])], ru: [intro.ru, ...(extra?.ru ?? [])] },
  };
  return [
    head,
    ...sections.map((s) => ({
      ...base,
      id: `${base.kind}:${slug}#${s.id}`,
      href: `${base.href}#${s.id}`,
      heading: s.heading,
      texts: {
        en: [...s.paragraphs.en, ...(s.bullets?.en ?? [])],
        ru: [...s.paragraphs.ru, ...(s.bullets?.ru ?? [])],
      },
    })),
  ];
}

async function sources(): Promise<Source[]> {
  const out: Source[] = [];
  for (const a of [...trainingRecoveryArticles, ...nutritionMindsetArticles]) {
    const { body } = (await import(`../../content/articles/bodies/${a.slug}.ts`)) as { body: ArticleBody };
    out.push(...sectionsOf({ kind: "article", href: `/articles/${a.slug}`, title: a.title }, a.slug, body.intro, body.sections, body.takeaways));
  }
  for (const l of course) {
    const { lesson } = (await import(`../../content/education/lessons/${l.slug}.ts`)) as { lesson: LessonBody };
    out.push(...sectionsOf({ kind: "lesson", href: `/education/${l.slug}`, title: l.title }, l.slug, lesson.intro, lesson.sections, lesson.takeaways));
  }
  for (const e of [protein, carbs, fats]) {
    out.push(...sectionsOf({ kind: "encyclopedia", href: `/${e.nutrient}-encyclopedia`, title: e.title }, e.nutrient, e.intro, e.sections));
  }
  return out;
}

/** Each passage's whole text in a language, by passage id (what the vector index embeds). */
export async function longReadTexts(lang: Locale): Promise<Map<string, string>> {
  return new Map((await sources()).map((s) => [s.id, s.texts[lang].join("\n")]));
}

/** The passages' stems that are frequent in it and rare elsewhere (tf-idf), best first. */
function keywords(lang: Locale, all: Source[]): string[][] {
  const docs = all.map((s) => terms(s.texts[lang].join(" "), lang));
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  return docs.map((d, i) => {
    const shown = new Set(terms(`${all[i]!.title[lang]} ${all[i]!.heading?.[lang] ?? ""} ${opening(all[i]!.texts[lang][0] ?? "")}`, lang));
    const tf = new Map<string, number>();
    for (const t of d) if (!shown.has(t) && t.length > 2 && !/^\d+$/.test(t)) tf.set(t, (tf.get(t) ?? 0) + 1);
    return [...tf]
      .map(([t, n]) => [t, n * Math.log(docs.length / df.get(t)!)] as const)
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, KEYWORDS)
      .map(([t]) => t);
  });
}

export async function longReads(): Promise<LongRead[]> {
  const all = await sources();
  const keys = Object.fromEntries(locales.map((l) => [l, keywords(l, all)])) as Record<Locale, string[][]>;
  return all.map((s, i) => ({
    id: s.id,
    kind: s.kind,
    href: s.href,
    title: s.title,
    ...(s.heading ? { heading: s.heading } : {}),
    text: { en: opening(s.texts.en[0] ?? ""), ru: opening(s.texts.ru[0] ?? "") },
    keywords: { en: keys.en[i]!.join(" "), ru: keys.ru[i]!.join(" ") },
  }));
}

/** The generated file's text: each page's title once, then the passages, one entry a line. */
export async function longReadsJson(): Promise<string> {
  const reads = await longReads();
  const pages: LongReadsFile["pages"] = [];
  const sections: LongReadsFile["sections"] = reads.map(({ kind, href, title, id, ...rest }) => {
    const page = href.split("#")[0]!;
    let n = pages.findIndex((p) => p.href === page);
    if (n < 0) n = pages.push({ kind, href: page, title }) - 1;
    return { page: n, anchor: id.split("#")[1] ?? "", ...rest };
  });
  const lines = (list: unknown[]) => list.map((x) => JSON.stringify(x)).join(",\n");
  return `{"pages": [\n${lines(pages)}\n],\n"sections": [\n${lines(sections)}\n]}\n`;
}
