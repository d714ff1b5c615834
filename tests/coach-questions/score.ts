// The offline coach's top-3 sources against the question set: the share of questions whose
// answer draws on a right page or passage, per language and overall.
import type { Locale } from "../../core/locale";
import { fileLibrary } from "../../scripts/library/file-library";
import { understand } from "../../worker/chat/coach/understand";
import { english } from "./en";
import { russian } from "./ru";
import type { CoachQuestion } from "./types";

export const questionSets: Record<Locale, CoachQuestion[]> = { en: english, ru: russian };

const matches = (source: string, expected: string) =>
  expected.endsWith(":") ? source.startsWith(expected) : source === expected || source.startsWith(`${expected}#`);

export interface Score {
  rate: Record<Locale | "all", number>;
  misses: { lang: Locale; q: string; expect: string[]; got: string[] }[];
}

export async function scoreCoach(): Promise<Score> {
  const misses: Score["misses"] = [];
  const right: Record<Locale, number> = { en: 0, ru: 0 };
  for (const lang of ["en", "ru"] as const) {
    for (const { q, expect } of questionSets[lang]) {
      const { sources } = await understand(q, lang, fileLibrary);
      if (sources.slice(0, 3).some((s) => expect.some((e) => matches(s, e)))) right[lang] += 1;
      else misses.push({ lang, q, expect, got: sources });
    }
  }
  const total = questionSets.en.length + questionSets.ru.length;
  return {
    rate: { en: right.en / questionSets.en.length, ru: right.ru / questionSets.ru.length, all: (right.en + right.ru) / total },
    misses,
  };
}
