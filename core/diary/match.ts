// The member's own foods, recipes and the library's dishes found by a search, with the food
// database's words (core/foods/terms.ts): the same stems in both languages, every word of the
// query must match, the last one as typed so far, and a stem of six letters or more forgives one
// typo. Their lists are small, so each name is compared directly instead of through an index.
import { foodTerm, foodWords } from "../foods/terms";

const termsOf = (text: string) => foodWords(text).flatMap((w) => foodTerm(w) ?? []);

/** Whether two words are at most one letter apart (one changed, added or left out). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * A scorer for a query: a name's score (higher is better) or null when the name does not have
 * every word of the query. A name that opens with the query's first word, and one that says no
 * more than the query, come first.
 */
export function nameMatcher(query: string): (names: readonly (string | null | undefined)[]) => number | null {
  const wanted = termsOf(query);
  const last = wanted.length - 1;
  const matches = (q: string, i: number, t: string) =>
    t === q || (i === last && t.startsWith(q)) || (q.length >= 6 && t.length >= 6 && oneEditApart(q, t));
  return (names) => {
    if (wanted.length === 0) return null;
    let best: number | null = null;
    for (const name of names) {
      if (!name) continue;
      const terms = termsOf(name);
      if (!wanted.every((q, i) => terms.some((t) => matches(q, i, t)))) continue;
      let score = 1;
      if (terms[0] !== undefined && matches(wanted[0]!, 0, terms[0])) score += 1;
      score += wanted.length / terms.length;
      best = Math.max(best ?? 0, score);
    }
    return best;
  };
}
