// The words of a food's names and of a query as the food search compares them: lower case, «ё»
// as «е», Snowball stems by script (Cyrillic Russian, Latin English), the connecting words left
// out. Stems that would join different foods are kept apart by hand.
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as russianStemmer } from "@orama/stemmers/russian";

const connecting = new Set([
  "and",
  "or",
  "of",
  "with",
  "without",
  "in",
  "the",
  "a",
  "an",
  "to",
  "from",
  "for",
  "w",
  "wo",
  "и",
  "или",
  "с",
  "со",
  "без",
  "в",
  "во",
  "на",
  "из",
  "по",
  "для",
  "к",
]);

/**
 * Forms whose stem is another food's: «сырой» (raw) stems to «сыр» (cheese), so «сыр» would find
 * every raw food. Each maps to a stem of its own, one no other word starts with (a query's last
 * word is matched as a prefix): «сырой» is "raw" in both languages.
 */
const apart: Record<string, string> = Object.fromEntries([
  ...["сырой", "сырая", "сырое", "сырые", "сырого", "сырую", "сырых", "сырым", "сыром", "сырыми"].map((w) => [w, "raw"]),
  ...["beer", "beers"].map((w) => [w, "beer"]),
]);

const known = new Map<string, string>();

/** One word as the index keeps it; null for a connecting word. */
export function foodTerm(word: string): string | null {
  const w = word.toLowerCase().replace(/ё/g, "е");
  if (connecting.has(w)) return null;
  let s = known.get(w);
  if (s === undefined) {
    s = apart[w] ?? (/[а-я]/.test(w) ? russianStemmer(w) : /^[a-z]+$/.test(w) ? englishStemmer(w) : w);
    known.set(w, s);
  }
  return s;
}

/** A text's words (letters and digits, lower case, «ё» as «е»), before they become terms. */
export { words as foodWords } from "../library-search/stem";
