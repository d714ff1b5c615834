// Words of a text as the library search compares them: lower case, «ё» as «е», Snowball stems
// (English or Russian), with everyday forms folded into one word («съел», «еды», «поесть» are all
// "eating"), and the commonest words left out.
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as russianStemmer } from "@orama/stemmers/russian";
import type { Locale } from "../locale";
import { stopWords } from "./stop-words";
import { sameAs } from "./synonyms";

const stemmers: Record<Locale, (word: string) => string> = { en: englishStemmer, ru: russianStemmer };

/** The words of a text, folded (lower case, «ё» as «е»), in order. */
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/ё/g, "е")
    .split(/[^a-zа-я0-9]+/)
    .filter(Boolean);

/** Stems already worked out: the stemmers are slow next to a lookup, and words repeat. */
const known: Record<Locale, Map<string, string>> = { en: new Map(), ru: new Map() };

/** A word's stem in its language, with its everyday forms and synonyms folded into one. */
export function stem(word: string, lang: Locale): string {
  const w = word.toLowerCase().replace(/ё/g, "е");
  let s = known[lang].get(w);
  if (s === undefined) {
    const stemmed = stemmers[lang](w);
    s = sameAs[lang][stemmed] ?? sameAs[lang][w] ?? stemmed;
    known[lang].set(w, s);
  }
  return s;
}

/** Whether a word says nothing about the topic ("how", "the", «как», «мне»). */
export const isStopWord = (word: string, lang: Locale) => stopWords[lang].has(word.toLowerCase().replace(/ё/g, "е"));

/** The stems of a text's meaningful words, in order. */
export const terms = (text: string, lang: Locale): string[] =>
  words(text)
    .filter((w) => !isStopWord(w, lang) && w.length > 1)
    .map((w) => stem(w, lang));
