// Russian typography in every text a member reads: a no-break space (U+00A0) ties a number to
// its unit and to «%», a dash to the word before it, and the groups of a number from 1 000 up;
// an ellipsis is one character. The rule and its exceptions are written down in docs/decisions.
import { describe, expect, it } from "vitest";
import { russianTexts } from "./russian-texts";

const units = "мкг|мг|кг|ккал|кДж|мл|мм|см|км|мин|ммоль|МЕ|МБ|тыс|млн|г|л|м|с|ч|%";

/** Years (2019 года, 1984 г., «…, 2016)»), dates and document numbers keep their digits together. */
const isYear = (text: string, at: number, digits: string) =>
  /^(1[89]|20)\d\d$/.test(digits) && /^\s?(год|г\.|\))/u.test(text.slice(at + digits.length));

function problems(text: string): string[] {
  const found: string[] = [];
  if (text.includes("...")) found.push("«...» instead of «…»");
  for (const m of text.matchAll(new RegExp(`(\\d|\\})([ \\u202f\\t]+)(${units})(?![\\p{L}])`, "gu"))) found.push(`«${m[0]}»: the space before a unit must be U+00A0`);
  for (const m of text.matchAll(/(\d|\})%/g)) found.push(`«${m[0]}»: write «20 %» with U+00A0`);
  for (const m of text.matchAll(/\S[ \u202f\t]+—/g)) found.push(`«${m[0]}»: the space before «—» must be U+00A0`);
  for (const m of text.matchAll(/(?<![\d.,/\p{L}-])(?<!№\s?)(\d{4,})(?![\d-])/gu))
    if (!isYear(text, m.index, m[1]!)) found.push(`«${m[1]}»: group thousands with U+00A0 («7 700»)`);
  for (const m of text.matchAll(/(?<![\d,])\d{1,3}(?:[ \u202f]\d{3})+(?!\d)/g)) found.push(`«${m[0]}»: the thousands separator must be U+00A0`);
  return found;
}

describe("Russian typography", () => {
  it("flags each kind of problem and accepts the house style", () => {
    expect(problems("Около 7700 ккал...")).toHaveLength(3);
    expect(problems("Около 7\u00a0700\u00a0ккал…")).toEqual([]);
    expect(problems("до 2% веса, 20 г белка")).toHaveLength(2);
    expect(problems("до 2\u00a0% веса, 20\u00a0г белка, {kcal}\u00a0ккал")).toEqual([]);
    expect(problems("Сон — это отдых")).toHaveLength(1);
    expect(problems("— Реплика. Сон\u00a0— это отдых")).toEqual([]);
    expect(problems("2 000 шагов")).toHaveLength(1);
    expect(problems("в 2019 году, обзор 1984\u00a0г., (Канада, 2016), № 2124-1 от 27.12.1991, 2026-11-21, 1,25\u00a0л")).toEqual([]);
  });

  it("is kept in messages and content", () => {
    const found = russianTexts.flatMap(({ where, text }) => problems(text).map((p) => `${where}: ${p}`));
    expect(found).toEqual([]);
  });
});
