// How the triage reads a message: folded to lower case (ё as е), cut into sentences and whole
// words, and compared with signs written as word patterns, so a stem never matches inside
// another word («боль» is not «больше», "ache" is not "achieve").

/** One sentence's words, in order. */
export type Sentence = string[];

/** A number glued to a unit ("700kcal", «16лет») is two words; "1,000" and «1 000» are one number. */
export function sentencesOf(text: string): Sentence[] {
  const folded = text
    .toLowerCase()
    .replace(/ё/g, "е")
    // "don't", "I'm", "can’t": one word without the apostrophe.
    .replace(/['’`]/g, "")
    .replace(/(\d)[\s\u00a0\u202f,.](?=\d{3}(?!\d))/g, "$1")
    .replace(/(\d)(?=\p{L})|(\p{L})(?=\d)/gu, "$1$2 ");
  return folded
    .split(/[.!?;\n]+/)
    .map((s) => s.split(/[^a-zа-я0-9]+/).filter(Boolean))
    .filter((s) => s.length > 0);
}

/**
 * A sign: words separated by spaces, each a regular expression for one whole word, where `*`
 * stands for any ending («груд*» is груди, грудью…). By default the words may come in any order
 * within a few words of each other (Russian word order is free); a sign that starts with "= "
 * needs its words side by side in the order written, and `$` there is the end of the sentence.
 */
export interface Sign {
  words: RegExp[];
  strict: boolean;
  endsSentence: boolean;
}

export function sign(source: string): Sign {
  const strict = source.startsWith("= ");
  const parts = (strict ? source.slice(2) : source).trim().split(/\s+/);
  const endsSentence = parts.at(-1) === "$";
  const words = (endsSentence ? parts.slice(0, -1) : parts).map((p) => {
    if (p.split("(").length !== p.split(")").length)
      throw new Error(`Sign "${source}": one word per space, no spaces inside brackets`);
    return new RegExp(`^(?:${p.replace(/\*/g, "[a-zа-я0-9]*")})$`);
  });
  return { words, strict, endsSentence };
}

/** Extra words a loose sign may have between its own. */
const LOOSE_GAP = 3;

/** Words that, right before a sign, say the opposite: "no pain", «не болит», "not pregnant". */
const negations = new Set([
  "no",
  "not",
  "never",
  "dont",
  "doesnt",
  "didnt",
  "isnt",
  "wasnt",
  "arent",
  "havent",
  "hasnt",
  "нет",
  "не",
  "ни",
  "никакой",
  "никакая",
  "никаких",
  "никакого",
  "никакую",
]);

/** Words a negation may have before its sign: "I don't have any chest pain", «нет никакой боли». */
const fillers = new Set(["any", "a", "have", "had", "got", "feel", "felt", "get", "любой", "любых", "было", "была", "есть"]);

/** Where the sign matches in the sentence (the index of its first word), or -1. */
function findIn(s: Sentence, g: Sign): number {
  const n = g.words.length;
  if (g.strict) {
    for (let i = 0; i + n <= s.length; i++) {
      if (g.endsSentence && i + n !== s.length) continue;
      if (g.words.every((w, k) => w.test(s[i + k]!))) return i;
    }
    return -1;
  }
  const span = n + LOOSE_GAP;
  // Each word of the sign on its own word of the sentence, all within `span` words.
  const place = (k: number, used: number[]): number[] | null => {
    if (k === n) return used;
    for (let i = 0; i < s.length; i++) {
      if (used.includes(i) || !g.words[k]!.test(s[i]!)) continue;
      const next = [...used, i];
      if (Math.max(...next) - Math.min(...next) >= span) continue;
      const found = place(k + 1, next);
      if (found) return found;
    }
    return null;
  };
  const at = place(0, []);
  return at ? Math.min(...at) : -1;
}

/** Words between a negation and a sign that still leave the sign meant: "no, my chest hurts". */
const owners = new Set(["my", "i", "me", "it", "мне", "меня", "у", "я"]);

/** Whether the sentence holds the sign, not negated: "no pain", "no chest pain", «не болит». */
export function holds(s: Sentence, g: Sign): boolean {
  const at = findIn(s, g);
  if (at < 0) return false;
  // The word before the sign (past fillers) is a negation, or one more word back when the
  // word in between is not "my": "no pain", "don't have any chest pain", but "no, my chest hurts".
  const skip = (j: number) => {
    let k = j;
    while (k >= 0 && j - k < 3 && fillers.has(s[k]!)) k--;
    return k;
  };
  const j = skip(at - 1);
  if (j < 0) return true;
  if (negations.has(s[j]!)) return false;
  if (owners.has(s[j]!)) return true;
  const k = skip(j - 1);
  return !(k >= 0 && negations.has(s[k]!));
}

/** Whether any sentence holds any of the signs. */
export const anyHolds = (sentences: readonly Sentence[], signs: readonly Sign[]): boolean =>
  sentences.some((s) => signs.some((g) => holds(s, g)));

/** The sentence with the words of these fixed phrases blanked out, so no other sign reads them. */
export function setAside(s: Sentence, phrases: readonly Sign[]): Sentence {
  const out = [...s];
  for (const g of phrases) {
    const n = g.words.length;
    for (let i = 0; i + n <= out.length; i++) {
      if (g.words.every((w, k) => w.test(out[i + k]!))) for (let k = 0; k < n; k++) out[i + k] = "_";
    }
  }
  return out;
}
