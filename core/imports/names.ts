// Matches other apps' exercise names ("Bench Press (Barbell)", "Triceps Pushdown (Cable - Straight
// Bar)") to the library by name and alias in English. Both sides become sets of words (brackets,
// hyphens and word order do not matter; plurals, "pull up"/"pull-up"/"pullup", DB/BB and a few
// synonyms read alike). A name matches when its words are exactly those of one exercise's name or
// alias, or when they hold a whole name or alias of exactly one exercise and every other word is
// one that exercise's names or equipment use. Anything less sure stays unmatched, with suggestions.
// core/ may not import content/ (the dependency rules): the caller passes the library
// (`exercises` of content/exercises).
import type { Exercise } from "../training/exercise";

/** What matching reads of a library exercise. */
export type NameLibrary = readonly Pick<Exercise, "slug" | "name" | "aliases" | "equipment">[];

/** The name as import_names stores it: trimmed, spaces collapsed, lowercase. */
export function normaliseName(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** Two words that are one ("pull up" is "pullup"). */
const pairs: Record<string, string> = {
  "pull up": "pullup",
  "chin up": "chinup",
  "push up": "pushup",
  "press up": "pushup",
  "sit up": "situp",
  "step up": "stepup",
  "v up": "vup",
  "get up": "getup",
  "muscle up": "muscleup",
  "pull down": "pulldown",
  "push down": "pushdown",
  "press down": "pushdown",
  "pull over": "pullover",
  "pull apart": "pullapart",
  "skull crusher": "skullcrusher",
  "dead bug": "deadbug",
  "t bar": "tbar",
  "ez bar": "ezbar",
  "trap bar": "trapbar",
  "body weight": "bodyweight",
};

/** Words read as another. */
const synonyms: Record<string, string> = {
  db: "dumbbell",
  dumbell: "dumbbell",
  bb: "barbell",
  kb: "kettlebell",
  ez: "ezbar",
  bw: "bodyweight",
  flye: "fly",
  banded: "band",
  one: "single",
  pressup: "pushup",
  pressdown: "pushdown",
};

const stopWords = new Set(["a", "an", "the", "with", "on", "of", "to", "and", "w"]);

function singular(word: string): string {
  if (word === "ups") return "up";
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/** The words of a name, as a set that matching compares. */
export function nameWords(name: string): Set<string> {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular);
  const merged: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = pairs[`${words[i]} ${words[i + 1]}`];
    if (pair) {
      merged.push(pair);
      i++;
    } else merged.push(words[i]!);
  }
  const set = new Set(merged.map((w) => synonyms[w] ?? w).filter((w) => !stopWords.has(w)));
  // "Biceps curl" and "curl" are the same movement; "biceps" adds nothing next to "curl".
  if (set.has("curl")) set.delete("bicep");
  return set;
}

/** Words other apps add to a library exercise's name for the same movement. */
const extraWords: Record<string, string[]> = {
  "seated-cable-row": ["v", "grip"],
};

/** Equipment that adds a load; without any, an exercise is done with the body's weight. */
const loads = new Set<string>(["barbell", "dumbbell", "kettlebell", "cable", "machine", "smith_machine", "band", "ez_bar", "medicine_ball"]);

interface Indexed {
  slug: string;
  phrases: Set<string>[];
  vocabulary: Set<string>;
}
interface Index {
  exercises: Indexed[];
  exact: Map<string, Set<string>>;
}

const keyOf = (words: Set<string>) => [...words].sort().join(" ");
const indexes = new WeakMap<NameLibrary, Index>();

function indexOf(library: NameLibrary): Index {
  let index = indexes.get(library);
  if (index) return index;
  const exact = new Map<string, Set<string>>();
  const exercises = library.map((e) => {
    const phrases = [e.name.en, ...e.aliases.en].map(nameWords).filter((p) => p.size > 0);
    const vocabulary = new Set(phrases.flatMap((p) => [...p]));
    for (const equipment of e.equipment) for (const w of nameWords(equipment.replace(/_/g, " "))) vocabulary.add(w);
    for (const w of extraWords[e.slug] ?? []) vocabulary.add(w);
    // "Pull Up (Bodyweight)": an exercise without a load is a bodyweight one, whatever it hangs from.
    if (e.equipment.every((q) => !loads.has(q))) vocabulary.add("bodyweight");
    for (const p of phrases) {
      const key = keyOf(p);
      exact.set(key, (exact.get(key) ?? new Set()).add(e.slug));
    }
    return { slug: e.slug, phrases, vocabulary };
  });
  index = { exercises, exact };
  indexes.set(library, index);
  return index;
}

const within = (small: Set<string>, big: Set<string>) => [...small].every((w) => big.has(w));

/** The library slug when the name clearly is that exercise; null when unsure. */
export function matchExercise(name: string, library: NameLibrary): string | null {
  const words = nameWords(name);
  if (words.size === 0) return null;
  const index = indexOf(library);
  const exact = index.exact.get(keyOf(words));
  if (exact) return exact.size === 1 ? [...exact][0]! : null;
  const candidates = index.exercises.filter((e) => within(words, e.vocabulary) && e.phrases.some((p) => within(p, words)));
  return candidates.length === 1 ? candidates[0]!.slug : null;
}

/** Words of equipment and set-up: sharing only these makes no likeness. */
const generic = new Set(["barbell", "dumbbell", "kettlebell", "cable", "machine", "smith", "band", "bodyweight", "ezbar", "bench", "weighted", "assisted", "single", "arm", "seated", "standing"]);

/** How like the name an exercise is: the best overlap with one of its names, then its words. */
function likeness(words: Set<string>, e: Indexed): number {
  if (![...words].some((w) => !generic.has(w) && e.vocabulary.has(w))) return 0;
  let best = 0;
  for (const p of e.phrases) {
    const shared = [...p].filter((w) => words.has(w)).length;
    best = Math.max(best, shared / (words.size + p.size - shared));
  }
  const known = [...words].filter((w) => e.vocabulary.has(w)).length / words.size;
  return 2 * best + known;
}

/** Library slugs most like the name, best first (none shares a word with it: none). */
export function suggestExercises(name: string, library: NameLibrary, count = 3): string[] {
  const words = nameWords(name);
  if (words.size === 0 || count <= 0) return [];
  return indexOf(library)
    .exercises.map((e) => ({ slug: e.slug, score: likeness(words, e) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((s) => s.slug);
}
