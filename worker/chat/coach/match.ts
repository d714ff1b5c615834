// Finding what a message talks about in both languages: words are folded (case, ё) and compared
// by their stems, so «жима лёжа» finds «жим лёжа» and "squats" finds "squat".
import { exercises } from "../../../content/exercises/index";
import type { Exercise } from "../../../core/training/exercise";
import { supplements } from "../../../content/supplements/supplements";
import type { Supplement } from "../../../content/supplements/types";

export const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/ё/g, "е")
    .split(/[^a-zа-я0-9]+/)
    .filter(Boolean);

/**
 * A word's stem: long words lose their last two letters and five-letter words their last one
 * (endings in both languages); shorter words stay whole, so "whey" never matches "when".
 */
const stem = (w: string) => (w.length > 5 ? w.slice(0, -2) : w.length === 5 ? w.slice(0, -1) : w);

/** Whether the phrase's words appear in a row in the message (each message word starting with the phrase word's stem). */
export function hasPhrase(message: string[], phrase: string): boolean {
  const p = words(phrase).map(stem);
  if (p.length === 0) return false;
  for (let i = 0; i + p.length <= message.length; i++) {
    if (p.every((s, k) => message[i + k]!.startsWith(s))) return true;
  }
  return false;
}

/** Whether any word of the message starts with one of the keys (stems written by hand). */
export const mentions = (message: string[], keys: readonly string[]) =>
  keys.some((k) => (k.includes(" ") ? hasPhrase(message, k) : message.some((w) => w.startsWith(k))));

function bestMatch<T>(message: string[], items: readonly T[], names: (item: T) => string[]): T | null {
  let best: { item: T; length: number } | null = null;
  for (const item of items) {
    for (const name of names(item)) {
      const length = words(name).length;
      if ((!best || length > best.length) && hasPhrase(message, name)) best = { item, length };
    }
  }
  return best?.item ?? null;
}

/** The exercise the message names (the longest name or alias found wins: "incline bench press" over "bench press"). */
export const findExercise = (message: string[]): Exercise | null =>
  bestMatch(message, exercises, (e) => [e.name.en, e.name.ru, ...e.aliases.en, ...e.aliases.ru]);

/** Words too general to name a supplement on their own ("protein" is a food question first). */
const generic = new Set([
  "carbohydrate",
  "sodium",
  "vitamin",
  "fat",
  "testosterone",
  "protein",
  "углеводы",
  "витамин",
  "железо",
  "жиросжигатели",
  "бикарбонат",
]);

/**
 * The ways people name a supplement: the name without its note in brackets, the names in the
 * brackets ("fish oil"), and the first word of a longer name ("creatine" for creatine monohydrate).
 */
function supplementNames(s: Supplement): string[] {
  return [s.name.en, s.name.ru].flatMap((name) => {
    const [main = name, note] = name.split(" (");
    const inBrackets = note
      ? note
          .replace(/\)$/, "")
          .split(/,| and | и /)
          .map((x) => x.trim())
          // Notes ("only for diagnosed deficiency", "and similar") are not names.
          .filter((x) => x && !/only|только|similar|подобн/.test(x))
      : [];
    const first = words(main)[0];
    return [main, ...inBrackets, ...(first && first.length >= 4 && words(main).length > 1 && !generic.has(first) ? [first] : [])];
  });
}

export const findSupplement = (message: string[]): Supplement | null => bestMatch(message, supplements, supplementNames);
