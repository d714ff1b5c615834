// The library the coach searches, per language: sections of the articles, lessons and
// encyclopedias (generated), every supplement of the guide and every exercise page. Indexed at
// first use in each isolate and kept.
import { createLibraryIndex, type LibraryIndex, type Passage } from "../../../core/library-search/search";
import { longReadsOf, passageOf } from "../../../core/library-search/long-read";
import type { Locale } from "../../../core/locale";
import { exercises } from "../../../content/exercises/index";
import { loadExerciseDetails } from "../../../content/exercises/details";
import { supplements } from "../../../content/supplements/supplements";
import { pages, sections } from "./long-reads.generated";

const longReads = longReadsOf(pages, sections);

/** Every passage of the library in a language. */
export async function passages(lang: Locale): Promise<Passage[]> {
  const details = await Promise.all(exercises.map((e) => loadExerciseDetails(e.group, e.slug)));
  return [
    ...longReads.map((r) => passageOf(r, lang)),
    ...supplements.map(
      (s): Passage => ({
        id: `supplement:${s.slug}`,
        kind: "supplement",
        href: "/supplement-guide",
        title: s.name[lang],
        text: s.what[lang],
      }),
    ),
    ...exercises.map(
      (e, i): Passage => ({
        id: `exercise:${e.slug}`,
        kind: "exercise",
        href: `/exercises/${e.slug}`,
        title: e.name[lang],
        aliases: e.aliases[lang].join(", "),
        text: details[i]?.summary[lang] ?? "",
      }),
    ),
  ];
}

const indexes = new Map<Locale, Promise<LibraryIndex>>();

/** The language's index, built once. */
export function libraryIndex(lang: Locale): Promise<LibraryIndex> {
  let index = indexes.get(lang);
  if (!index) {
    index = passages(lang).then((p) => createLibraryIndex(lang, p));
    indexes.set(lang, index);
  }
  return index;
}
