// Search over the library's passages in one language (MiniSearch, BM25 with Snowball stems):
// passages are indexed once, questions are matched by their meaningful words, with one typo
// forgiven in longer words.
import MiniSearch from "minisearch";
import type { Locale } from "../locale";
import { isStopWord, stem, words } from "./stem";

export type PassageKind = "article" | "lesson" | "encyclopedia" | "supplement" | "exercise";

/** One passage of the library in one language: a section, a supplement, an exercise. */
export interface Passage {
  /** Stable id, the same in both languages: "article:carbs-for-training#during-and-after". */
  id: string;
  kind: PassageKind;
  /** The page it comes from, with the section's anchor where there is one. */
  href: string;
  /** The page's title. */
  title: string;
  /** The section's heading, where the passage is a section. */
  heading?: string;
  /** Other names of the subject (an exercise's aliases). */
  aliases?: string;
  /** What the coach quotes: the passage's opening sentences. */
  text: string;
  /** Stems that stand for the rest of the passage (already stemmed). */
  keywords?: string;
}

export interface Hit {
  passage: Passage;
  score: number;
  /** The share of the question's meaningful words the passage holds (0 … 1). */
  coverage: number;
}

export interface LibraryIndex {
  lang: Locale;
  search(question: string, limit?: number): Hit[];
  /** The size of the index as MiniSearch serialises it, in bytes. */
  size(): number;
}

/**
 * Whether a hit answers the question: it holds half of the question's meaningful words and
 * scores a little, or a third of them and scores well (slang and filler around one clear word).
 */
export const answers = (h: Hit) => (h.coverage >= 0.5 && h.score >= 6) || (h.coverage >= 0.3 && h.score >= 14);

const tokenize = (text: string) => words(text);

export function createLibraryIndex(lang: Locale, passages: readonly Passage[]): LibraryIndex {
  // Each word is looked up once: passages repeat their words many times.
  const processed = new Map<string, string | null>();
  const mini = new MiniSearch<Passage & { n: number }>({
    idField: "n",
    fields: ["title", "heading", "aliases", "text", "keywords"],
    tokenize,
    processTerm: (term, field) => {
      if (field === "keywords") return term;
      let done = processed.get(term);
      if (done === undefined) {
        done = isStopWord(term, lang) || term.length < 2 ? null : stem(term, lang);
        processed.set(term, done);
      }
      return done;
    },
    searchOptions: {
      boost: { title: 2, heading: 2.5, aliases: 1.5, text: 1, keywords: 1 },
      fuzzy: (term) => (term.length >= 6 ? 1 : 0),
      weights: { fuzzy: 0.4, prefix: 0.3 },
      combineWith: "OR",
      // An exercise the message names is found by name before the search; here exercise pages
      // only back up a broader question.
      boostDocument: (_id, _term, stored) => (stored?.kind === "exercise" ? 0.5 : 1),
    },
    storeFields: ["kind"],
  });
  mini.addAll(passages.map((p, n) => ({ ...p, n })));
  return {
    lang,
    search(question, limit = 3) {
      const asked = new Set(
        words(question)
          .filter((w) => !isStopWord(w, lang) && w.length > 1)
          .map((w) => stem(w, lang)),
      );
      if (asked.size === 0) return [];
      return mini
        .search(question)
        .slice(0, limit)
        .map((r) => ({
          passage: passages[r.id as number]!,
          score: r.score,
          coverage: new Set(r.queryTerms).size / asked.size,
        }));
    },
    size: () => JSON.stringify(mini).length,
  };
}
