// Russian typography in every text a member reads: a no-break space (U+00A0) ties a number to
// its unit and to «%», a dash to the word before it, and the groups of a number from 1 000 up;
// an ellipsis is one character, a sentence that ends on «г.» gets no second period, and quotes are
// «ёлочки» („лапки“ only inside them). English keeps «20%». The same holds for the error catalogues and
// for numbers the code joins to units itself: only the shared helpers do it, and the source scan
// below fails on a hand-made join. The rule and its exceptions are written down in docs/decisions.
import { act } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { errorMessages } from "../../i18n/errors/index";
import { formatHeight, formatWeight } from "../../web/calculators/format";
import { formatAmount, formatFixed, formatNumber, formatPercent, withUnit } from "../../web/shared/i18n/format";
import { switchLocale } from "../../web/shared/i18n/locale";
import * as messages from "../../i18n/paraglide/messages.js";
import ruJson from "../../messages/ru.json";
import { englishTexts, russianTexts } from "./russian-texts";

// `{unit}` is a placeholder that holds one (мг, мкг, МЕ).
const units = "мкг|мг|кг|ккал|кДж|мл|мм|см|км|мин|ммоль|МЕ|МБ|тыс|млн|нед\\.|дн\\.|повт\\.|°C|фунт\\.|фут\\.|дюйм\\.|г|л|м|с|ч|%|\\{unit\\}";

/** Years (2019 года, 1984 г., «…, 2016)»), dates and document numbers keep their digits together. */
const isYear = (text: string, at: number, digits: string) =>
  /^(1[89]|20)\d\d$/.test(digits) && /^\s?(год|г\.|\))/u.test(text.slice(at + digits.length));

/** A phone number keeps its own grouping: «1 800 222 1222». */
const isPhone = (text: string, at: number) => /\d{3}[\u00a0 -]\d{3}[\u00a0 -]$/.test(text.slice(Math.max(0, at - 8), at));

/** Two periods that are not an ellipsis: «2026 г..» when a sentence ends on an abbreviation. */
const doublePeriod = /(?<!\.)\.\.(?!\.)/;

/** „ “ ” are for a quote inside a quote; on their own Russian writes «…». */
function quotesOutsideElochki(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === "«") depth++;
    else if (ch === "»") depth = Math.max(0, depth - 1);
    else if ((ch === "„" || ch === "“" || ch === "”") && depth === 0) return true;
  }
  return false;
}

function problems(text: string): string[] {
  const found: string[] = [];
  if (text.includes("...")) found.push("«...» instead of «…»");
  if (doublePeriod.test(text)) found.push("a double period («г..»): the abbreviation's period ends the sentence");
  if (quotesOutsideElochki(text)) found.push("„…“ or “…” outside «ёлочки»: Russian quotes are «…», „…“ only inside them");
  for (const m of text.matchAll(new RegExp(`(\\d|\\})([ \\u202f\\t]+)(${units})(?![\\p{L}])`, "gu"))) found.push(`«${m[0]}»: the space before a unit must be U+00A0`);
  for (const m of text.matchAll(/(\d|\})%/g)) found.push(`«${m[0]}»: write «20 %» with U+00A0`);
  for (const m of text.matchAll(/\S[ \u202f\t]+—/g)) found.push(`«${m[0]}»: the space before «—» must be U+00A0`);
  for (const m of text.matchAll(/(?<![\d.,/\p{L}-])(?<!№\s?)(\d{4,})(?![\d-])/gu))
    if (!isYear(text, m.index, m[1]!) && !isPhone(text, m.index)) found.push(`«${m[1]}»: group thousands with U+00A0 («7 700»)`);
  for (const m of text.matchAll(/(?<![\d,])\d{1,3}(?:[ \u202f]\d{3})+(?!\d)/g)) found.push(`«${m[0]}»: the thousands separator must be U+00A0`);
  return found;
}

/** English writes the percent sign close up: «20%». */
const englishProblems = (text: string) => [...text.matchAll(/(\d|\})[ \u00a0\u202f]%/g)].map((m) => `«${m[0]}»: write «20%» in English`);

describe("Russian typography", () => {
  it("flags each kind of problem and accepts the house style", () => {
    expect(problems("Около 7700 ккал...")).toHaveLength(3);
    expect(problems("Около 7\u00a0700\u00a0ккал…")).toEqual([]);
    expect(problems("до 2% веса, 20 г белка")).toHaveLength(2);
    expect(problems("до 2\u00a0% веса, 20\u00a0г белка, {kcal}\u00a0ккал")).toEqual([]);
    expect(problems("Сон — это отдых")).toHaveLength(1);
    expect(problems("— Реплика. Сон\u00a0— это отдых")).toEqual([]);
    expect(problems("2 000 шагов")).toHaveLength(1);
    expect(problems("{amount} {unit} в день, {feet} фут.")).toHaveLength(2);
    expect(problems("в 2019 году, обзор 1984\u00a0г., (Канада, 2016), № 2124-1 от 27.12.1991, 2026-11-21, 1,25\u00a0л")).toEqual([]);
    expect(problems("{sets} × {low}–{high} повт., {rest} дн. отдыха, 8 повт.")).toHaveLength(3);
    expect(problems("{sets} × {low}–{high}\u00a0повт., {rest}\u00a0дн. отдыха, 8\u00a0повт.")).toEqual([]);
    expect(problems("до 28 декабря 2026\u00a0г..")).toHaveLength(1);
    expect(problems("ЛПВП („хороший“ холестерин)")).toHaveLength(1);
    expect(problems("ЛПВП («хороший» холестерин), «Книга „Сила“»")).toEqual([]);
  });

  it("is kept in messages and content", () => {
    const found = russianTexts.flatMap(({ where, text }) => problems(text).map((p) => `${where}: ${p}`));
    expect(found).toEqual([]);
  });

  it("has no double period where a message puts a date, which in Russian ends with «г.»", () => {
    const date = new Intl.DateTimeFormat("ru", { dateStyle: "long", timeZone: "UTC" }).format(Date.UTC(2026, 11, 28));
    expect(date).toMatch(/^28 декабря 2026\sг\.$/u);
    const withDate = Object.entries(ruJson as Record<string, string>).filter(([key, text]) => !key.startsWith("$") && text.includes("{date}"));
    expect(withDate.map(([key]) => key)).toEqual(expect.arrayContaining(["billing_cancel_text", "billing_canceled_toast", "billing_renewed_toast", "chat_monthly_limit"]));
    const render = messages as unknown as Record<string, (inputs: Record<string, string>, options: { locale: "ru" }) => string>;
    const found = withDate.flatMap(([key, text]) => {
      const inputs = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, name === "date" ? date : "1"]));
      const shown = render[key]!(inputs, { locale: "ru" });
      return doublePeriod.test(shown) ? [`messages/ru.json ${key}: «${shown}»`] : [];
    });
    expect(found).toEqual([]);
  });

  it("is kept in the API's error messages", () => {
    const found = Object.entries(errorMessages).flatMap(([code, message]) =>
      problems(message({}, { locale: "ru" })).map((p) => `i18n/errors ${code}: ${p}`),
    );
    expect(found).toEqual([]);
  });

  it("leaves English its own percent style", () => {
    expect(englishProblems("about 10 % lighter")).toHaveLength(1);
    const found = englishTexts.flatMap(({ where, text }) => englishProblems(text).map((p) => `${where}: ${p}`));
    expect(found).toEqual([]);
  });
});

describe("numbers the code joins to units", () => {
  afterAll(() => act(() => switchLocale("en")));

  it("read «72,5 кг», «20 %», «7 700 ккал» in Russian", () => {
    act(() => switchLocale("ru"));
    const samples = [
      formatAmount(7700, "ккал"),
      formatWeight(72.5, "metric"),
      formatHeight(180, "metric"),
      formatHeight(180, "imperial"),
      formatPercent(20, 0),
      formatPercent(23.4),
      withUnit(`${formatNumber(60)}–${formatNumber(65)}`, "кг"),
      formatAmount(1234.5, "мг", 1),
      formatFixed(1.5, 2),
    ];
    expect(samples).toEqual([
      "7\u00a0700\u00a0ккал",
      "72,5\u00a0кг",
      "180\u00a0см",
      "5\u00a0фут. 10,9\u00a0дюйм.",
      "20\u00a0%",
      "23,4\u00a0%",
      "60–65\u00a0кг",
      "1\u00a0234,5\u00a0мг",
      "1,50",
    ]);
    expect(samples.flatMap(problems)).toEqual([]);
  });

  it("read «72.5 kg», «20%», «7,700 kcal» in English", () => {
    act(() => switchLocale("en"));
    const samples = [formatAmount(7700, "kcal"), formatWeight(72.5, "metric"), formatWeight(72.5, "imperial"), formatHeight(180, "imperial"), formatPercent(20, 0)];
    expect(samples).toEqual(["7,700 kcal", "72.5 kg", "159.8 lb", "5 ft 10.9 in", "20%"]);
    expect(samples.flatMap(englishProblems)).toEqual([]);
  });
});

// Code that shows a number with a unit goes through web/shared/i18n/format.ts (formatAmount,
// withUnit, formatPercent, formatNumber): a join written by hand has an ordinary space in Russian,
// a "%" in the wrong style, or a decimal point that ignores the page's language.
const handMade: [RegExp, string][] = [
  [/\$?\{(?:formatNumber|formatFixed|formatSigned|signed|num|oneDecimal)\(.*?\)\}[ \t]+(?![\w-]+=)(?:\$?\{|[%\p{L}µ])/u, "a number and a plain space before its unit: use formatAmount or withUnit"],
  [/\}[ \t]+\$?\{(?:m\.(?:calc_)?unit_\w+|m\.micro_g|unitLabel|weightUnit|lengthUnit)\(/, "a plain space before a unit: use withUnit"],
  [/\}[ \t\u00a0]?%(?!`| \d)/, "a percent sign after a value: use formatPercent"],
  [/\}[ \t]+(?:kg|кг|kcal|ккал|mg|мг|мкг|µg|g|г|cm|см|mm|мм|ml|мл|lb|min|мин)(?![\p{L}\d=])/u, "a unit written in code: take it from the messages and join it with withUnit"],
  [/\.toLocaleString\(/, "toLocaleString follows the browser, not the page's language: use formatNumber"],
  [/\.toFixed\(/, "toFixed writes a decimal point in every language: use formatNumber or formatFixed"],
];

/** Files whose numbers are not for people to read: SVG path data and the image and chat models' prompts. */
const notForReaders = new Set(["web/shared/exercises/demo/Figure.tsx", "web/shared/exercises/demo/moving-shapes.tsx", "worker/platform/ai/workers-ai.ts", "worker/platform/images/prompt.ts"]);

const sourceFiles = import.meta.glob<string>(
  ["../../web/**/*.{ts,tsx}", "../../worker/**/*.ts", "../../i18n/**/*.ts", "!../../i18n/paraglide/**", "!../../worker/**/*.generated.ts"],
  { eager: true, query: "?raw", import: "default" },
);

function handMadeJoins(file: string, source: string): string[] {
  return source.split("\n").flatMap((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return [];
    return handMade.filter(([pattern]) => pattern.test(line)).map(([, why]) => `${file}:${i + 1}: ${why}: ${line.trim()}`);
  });
}

describe("hand-made number formats", () => {
  it("are caught, and the helpers and CSS lengths are not", () => {
    const found = (line: string) => Math.min(1, handMadeJoins("x.tsx", line).length);
    expect(found("const a = `${formatNumber(kg, 1)} ${m.unit_kg()}`;")).toBe(1);
    expect(found("{formatNumber(epley(weight, reps), 1)} {unit}")).toBe(1);
    expect(found("<span>{formatNumber(n.percent)} %</span>")).toBe(1);
    expect(found("`${parts.join(\", \")} ${m.unit_cm()}`")).toBe(1);
    expect(found("label: `${n} kcal`,")).toBe(1);
    expect(found("score: r.score.toFixed(1)")).toBe(1);
    expect(found("{formatAmount(epley(weight, reps), unit, 1)} · {formatPercent(r.percent, 0)}")).toBe(0);
    expect(found("style={{ width: `${Math.min(100, share * 100)}%`, clipPath: `inset(0 ${100 - split}% 0 0)` }}")).toBe(0);
    expect(found("<Result value={formatFixed(value, 1)} unit={m.calc_unit_bmi()}>")).toBe(0);
    expect(found("m.adv_1rm({ kg: kg(r.oneRepMax) })} · {m.adv_ratio({ ratio: formatFixed(r.ratio, 2) })}")).toBe(0);
    // A prop named like a unit is not a unit.
    expect(found("<EnergyNote stage={stage} kcal={extra} dated={dated} />")).toBe(0);
  });

  it("are nowhere in the app's code", () => {
    const files = Object.entries(sourceFiles).map(([path, source]) => [path.replace("../../", ""), source] as const);
    expect(files.length).toBeGreaterThan(200);
    const found = files.filter(([file]) => !notForReaders.has(file)).flatMap(([file, source]) => handMadeJoins(file, source));
    expect(found).toEqual([]);
  });
});
