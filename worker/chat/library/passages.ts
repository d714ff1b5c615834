// The library the coach searches, per language: sections of the articles, lessons and
// encyclopedias (the long reads, read from the static assets), every supplement of the guide and
// every exercise page. Each language is indexed at first use and kept.
import { createLibraryIndex, type LibraryIndex, type Passage } from "../../../core/library-search/search";
import { longReadsOf, passageOf, type LongReadsFile } from "../../../core/library-search/long-read";
import type { Locale } from "../../../core/locale";
import { exercises } from "../../../content/exercises/index";
import { loadExerciseDetails } from "../../../content/exercises/details";
import { supplements } from "../../../content/supplements/supplements";

/** The library's index in a language; null when the long reads cannot be read. */
export type Library = (lang: Locale) => Promise<LibraryIndex | null>;

/** Every passage of the library in a language. */
export async function passages(file: LongReadsFile, lang: Locale): Promise<Passage[]> {
  const details = await Promise.all(exercises.map((e) => loadExerciseDetails(e.group, e.slug)));
  return [
    ...longReadsOf(file.pages, file.sections).map((r) => passageOf(r, lang)),
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

const indexes = new WeakMap<LongReadsFile, Map<Locale, Promise<LibraryIndex>>>();

/** The library over these long reads: each language's index built once. */
export const libraryOf =
  (file: LongReadsFile): Library =>
  (lang) => {
    let byLang = indexes.get(file);
    if (!byLang) indexes.set(file, (byLang = new Map()));
    let index = byLang.get(lang);
    if (!index) byLang.set(lang, (index = passages(file, lang).then((p) => createLibraryIndex(lang, p))));
    return index;
  };
