// The doses, limits and ages the content states must be the ones kept in core/safety/limits.ts,
// in both languages; and every exercise that teaches bracing with a held breath carries the
// caveat for high blood pressure, heart disease, glaucoma and pregnancy.
import { describe, expect, it } from "vitest";
import type { ArticleBody } from "../../content/articles/types";
import type { LessonBody } from "../../content/education/types";
import { exercises } from "../../content/exercises/index";
import { supplements } from "../../content/supplements/supplements";
import type { ExerciseDetails } from "../../core/training/exercise";
import { ageLimits, caffeineLimits, creatineDose, upperLimits } from "../../core/safety/limits";

type Lang = "en" | "ru";
/** One sentence of content, where it comes from and, in the supplement guide, whose entry it is. */
interface Sentence {
  where: string;
  lang: Lang;
  slug: string | null;
  text: string;
}

const isLocalized = (x: unknown): x is Record<Lang, unknown> => typeof x === "object" && x !== null && "en" in x && "ru" in x;

/** Every localized string under a value, split into sentences. */
function sentencesOf(value: unknown, where: string, slug: string | null, out: Sentence[] = []): Sentence[] {
  if (isLocalized(value)) {
    for (const lang of ["en", "ru"] as const) {
      const texts = ([] as unknown[]).concat(value[lang]).filter((t): t is string => typeof t === "string");
      for (const t of texts)
        for (const text of t.split(/(?<=[.!?])[\s\u00a0]+(?=[A-ZА-ЯЁ«"])/)) out.push({ where, lang, slug, text });
    }
    return out;
  }
  if (Array.isArray(value)) value.forEach((v, i) => sentencesOf(v, `${where}[${i}]`, slug, out));
  else if (typeof value === "object" && value !== null)
    for (const [k, v] of Object.entries(value)) sentencesOf(v, `${where}.${k}`, slug, out);
  return out;
}

const articleBodies = import.meta.glob<ArticleBody>("../../content/articles/bodies/*.ts", { eager: true, import: "body" });
const lessonBodies = import.meta.glob<LessonBody>("../../content/education/lessons/*.ts", { eager: true, import: "lesson" });
const details = import.meta.glob<Record<string, ExerciseDetails>>("../../content/exercises/*.details.ts", {
  eager: true,
  import: "*",
});

const all: Sentence[] = [
  ...supplements.flatMap((s) => sentencesOf(s, `supplement ${s.slug}`, s.slug)),
  ...Object.entries(articleBodies).flatMap(([path, body]) => sentencesOf(body, path, null)),
  ...Object.entries(lessonBodies).flatMap(([path, body]) => sentencesOf(body, path, null)),
];

/** A number as the language writes it: "4,000" and "0.03" in English, "4 000" and "0,03" in Russian. */
function parseNumber(raw: string, lang: Lang): number {
  const s = raw.replace(/[\s\u00a0\u202f]/g, "");
  return Number(lang === "en" ? s.replace(/,/g, "") : s.replace(",", "."));
}
const NUM = String.raw`(\d{1,3}(?:[,\s\u00a0\u202f]\d{3})+(?!\d)|\d+(?:[.,]\d+)?)`;
const SP = String.raw`[\s\u00a0\u202f]*`;
const amounts = (text: string, unit: string, lang: Lang, after = ""): number[] =>
  [...text.matchAll(new RegExp(`${NUM}${SP}(?:${unit})(?![\\p{L}])${after}`, "gu"))].map((m) => parseNumber(m[1]!, lang));
/** "3–5 g": both ends of a range. */
const ranges = (text: string, unit: string, lang: Lang): [number, number][] =>
  [...text.matchAll(new RegExp(`${NUM}${SP}[–-]${SP}${NUM}${SP}(?:${unit})(?![\\p{L}])`, "gu"))].map((m) => [
    parseNumber(m[1]!, lang),
    parseNumber(m[2]!, lang),
  ]);

const unitWords = {
  g: { en: "g", ru: "г" },
  mg: { en: "mg", ru: "мг" },
  ug: { en: "µg", ru: "мкг" },
  iu: { en: "IU", ru: "МЕ" },
} as const;
const perKg = { en: String.raw`(?:\s*(?:per|/)\s*kg)`, ru: String.raw`(?:${SP}(?:на|/)${SP}кг)` } as const;

/** The sentences about a subject: its supplement entry, or any sentence naming it. */
const about = (slug: string, words: RegExp) => all.filter((s) => s.slug === slug || words.test(s.text));

function checkAll(sentences: Sentence[], check: (s: Sentence) => string | null): string[] {
  return sentences
    .map((s) => (check(s) === null ? null : `${s.where} (${s.lang}): ${check(s)} in «${s.text}»`))
    .filter((x): x is string => x !== null);
}

/** The body weight a per-kg dose is compared at when a text gives both. */
const referenceKg = 70;
const aboutWord = { en: "about", ru: "(?:примерно|около)" } as const;
const atKg = { en: String.raw`at${SP}${NUM}${SP}kg`, ru: String.raw`при весе${SP}${NUM}${SP}кг` } as const;

/**
 * Creatine: per-kg doses are the loading dose, 0.3 g; daily ranges are 3–5 g or, for very large
 * athletes, 5–10 g. A per-kg figure set beside a daily range must give that range at 70 kg, and a
 * worked example ("about 20 g at 70 kg") must be the per-kg figure times the weight, within 10 %.
 */
function creatineCheck(s: Sentence): string | null {
  const g = unitWords.g[s.lang];
  const perKgDoses = amounts(s.text, g, s.lang, perKg[s.lang]);
  if (perKgDoses.some((d) => d !== creatineDose.loadingGramsPerKg)) return `per-kg dose ${perKgDoses.join(", ")}`;
  const allowed = [creatineDose.dailyGrams, creatineDose.largeAthleteGrams];
  const bad = ranges(s.text, g, s.lang).filter(([a, b]) => !allowed.some((r) => r.min === a && r.max === b));
  if (bad.length) return `daily range ${bad.map((r) => r.join("–")).join(", ")}`;
  const beside = new RegExp(`${NUM}${SP}[–-]${SP}${NUM}${SP}${g}(?![\\p{L}])[^;.(]*\\(${aboutWord[s.lang]}${SP}${NUM}${SP}${g}${perKg[s.lang]}`, "gu");
  for (const m of s.text.matchAll(beside)) {
    const [min, max, kg] = [m[1]!, m[2]!, m[3]!].map((n) => parseNumber(n, s.lang)) as [number, number, number];
    const atReference = kg * referenceKg;
    if (atReference < min || atReference > max) return `${kg} g/kg is ${atReference.toFixed(1)} g at ${referenceKg} kg, not ${min}–${max} g`;
  }
  const example = new RegExp(`${NUM}${SP}${g}${perKg[s.lang]}[^;.]*?\\(${aboutWord[s.lang]}${SP}${NUM}${SP}${g}${SP}${atKg[s.lang]}`, "gu");
  for (const m of s.text.matchAll(example)) {
    const [kg, grams, weight] = [m[1]!, m[2]!, m[3]!].map((n) => parseNumber(n, s.lang)) as [number, number, number];
    if (Math.abs(kg * weight - grams) > grams * 0.1) return `${kg} g/kg at ${weight} kg is not ${grams} g`;
  }
  return null;
}

const pregnancyWords = { en: /pregnan\w*|breastfeeding/i, ru: /беременн[а-яё]*|кормлении грудью/i } as const;

/** Caffeine: daily amounts are 400 or 200 mg, the one after a mention of pregnancy is 200 mg, teenagers 3 mg/kg. */
function caffeineCheck(s: Sentence): string | null {
  const mg = unitWords.mg[s.lang];
  // Absolute daily amounts (not per kg, not a worked example "at 70 kg"): only the two limits.
  const absolute = amounts(s.text, mg, s.lang, String.raw`(?!${perKg[s.lang]})(?![^.,;]*(?:at|при весе)${SP}\d+${SP}(?:kg|кг))`);
  const bad = absolute.filter((n) => n !== caffeineLimits.adultMg && n !== caffeineLimits.pregnancyMg);
  if (bad.length) return `daily amount ${bad.join(", ")} mg`;
  // The amount that follows a mention of pregnancy (or precedes "if pregnant") is the pregnancy limit.
  const m =
    new RegExp(`(?:${pregnancyWords[s.lang].source})[^.]*?${NUM}${SP}${mg}(?![\\p{L}])(?!${perKg[s.lang]})`, "iu").exec(s.text) ??
    new RegExp(`${NUM}${SP}${mg}\\s+if pregnant`, "iu").exec(s.text);
  if (m && parseNumber(m[1]!, s.lang) !== caffeineLimits.pregnancyMg) return `pregnancy limit ${m[1]} mg`;
  if (/teen|подрост/i.test(s.text)) {
    const kg = amounts(s.text, mg, s.lang, perKg[s.lang]);
    if (kg.some((n) => n !== caffeineLimits.teenMgPerKg)) return `teenage limit ${kg.join(", ")} mg/kg`;
  }
  return null;
}

// "Under-18s", "under 18," or "under 18." (not "under 60 seconds" or "under 2 percent"); «до 18 лет», «нет 18 лет».
const agePatterns = {
  en: /\bunder[- ](\d+)s\b|\bunder (\d+)(?=[,.;:)]|$)/gi,
  ru: /(?:до|нет|младше|моложе|старше)[\s\u00a0](\d+)[\s\u00a0]лет/gi,
} as const;
const agesIn = (s: Sentence) => [...s.text.matchAll(agePatterns[s.lang])].map((m) => Number(m[1] ?? m[2]));

/** Ages: 16 and 18 are the only limits, and alcohol's is 18. */
function ageCheck(s: Sentence): string | null {
  const found = agesIn(s);
  const bad = found.filter((n) => n !== ageLimits.minimum && n !== ageLimits.adult);
  if (bad.length) return `age ${bad.join(", ")}`;
  if (/alcohol|алкогол|drink|пьёте/i.test(s.text) && found.some((n) => n !== ageLimits.alcohol))
    return `alcohol age ${found.join(", ")}`;
  return null;
}

const limitWords =
  /upper limit|stay under|don't exceed|considered safe|above safe limits|верхн[а-яё]* (?:допустим[а-яё]* )?уров|не превышайте|считается безопасн|безопасных уровней/i;
const allowedLimits: Record<string, Partial<Record<keyof typeof unitWords, number[]>>> = {
  "vitamin-d": { iu: [upperLimits.vitaminD.iu], ug: [upperLimits.vitaminD.ug] },
  iron: { mg: [upperLimits.iron.mg] },
  zinc: { mg: [upperLimits.zinc.eu, upperLimits.zinc.us] },
  magnesium: { mg: [upperLimits.magnesiumSupplements.eu, upperLimits.magnesiumSupplements.us] },
  "omega-3-fish-oil": { g: [upperLimits.omega3.g] },
  caffeine: { mg: [caffeineLimits.adultMg, caffeineLimits.pregnancyMg] },
};
const namedLimits = {
  en: [
    [/zinc over (\d+) mg/gi, upperLimits.zinc.eu],
    [/B6 over (\d+) mg/gi, upperLimits.vitaminB6.eu],
  ],
  ru: [
    [/(\d+)[\s\u00a0]*мг цинка/gi, upperLimits.zinc.eu],
    [/(\d+)[\s\u00a0]*мг витамина B6/gi, upperLimits.vitaminB6.eu],
  ],
} as const;

/** Upper limits: in a sentence that states one, the amounts are the entry's limits (or zinc's and B6's where named). */
function limitCheck(s: Sentence): string | null {
  if (!limitWords.test(s.text)) return null;
  for (const [pattern, limit] of namedLimits[s.lang])
    for (const m of s.text.matchAll(pattern)) if (Number(m[1]) !== limit) return m[0];
  const rules = s.slug ? allowedLimits[s.slug] : undefined;
  if (!rules) return null;
  for (const [unit, values] of Object.entries(rules) as [keyof typeof unitWords, number[]][]) {
    const bad = amounts(s.text, unitWords[unit][s.lang], s.lang, String.raw`(?!${perKg[s.lang]})`).filter(
      (n) => !values.includes(n),
    );
    if (bad.length) return `${bad.join(", ")} ${unitWords[unit][s.lang]}`;
  }
  return null;
}

const creatineSentences = () => about("creatine-monohydrate", /creatine|креатин/i);
const caffeineSentences = () => about("caffeine", /caffeine|кофеин/i);

// Iron is taken only after a blood test shows a deficiency: no sentence offers an amount to take
// without a doctor, which would say the opposite.
const withoutDoctor = { en: /without (?:medical advice|a doctor|a test)/i, ru: /без (?:назначения|совета|консультации) врача|без анализа/i } as const;
function ironCheck(s: Sentence): string | null {
  if (!withoutDoctor[s.lang].test(s.text)) return null;
  const doses = amounts(s.text, unitWords.mg[s.lang], s.lang);
  return doses.length ? `a dose without a doctor: ${doses.join(", ")} mg` : null;
}

describe("safety numbers in the content agree with core/safety/limits.ts", () => {
  it("creatine: 3–5 g a day, 5–10 g only for very large athletes, loading about 0.3 g per kg", () => {
    const creatine = creatineSentences();
    expect(checkAll(creatine, creatineCheck)).toEqual([]);
    // The guide states the dose in both languages.
    const dose = creatine.filter((s) => s.where.endsWith(".dose"));
    for (const lang of ["en", "ru"] as const) {
      const text = dose
        .filter((s) => s.lang === lang)
        .map((s) => s.text)
        .join(" ");
      expect(ranges(text, unitWords.g[lang], lang)).toContainEqual([creatineDose.dailyGrams.min, creatineDose.dailyGrams.max]);
      expect(ranges(text, unitWords.g[lang], lang)).toContainEqual([
        creatineDose.largeAthleteGrams.min,
        creatineDose.largeAthleteGrams.max,
      ]);
      expect(amounts(text, unitWords.g[lang], lang, perKg[lang])).toEqual([creatineDose.loadingGramsPerKg]);
      expect(amounts(text, unitWords.g[lang], lang)).toContain(creatineDose.loadingGrams);
    }
  });

  it("caffeine: 400 mg a day for adults, 200 mg in pregnancy and breastfeeding, 3 mg/kg for teenagers", () => {
    const caffeine = caffeineSentences();
    expect(checkAll(caffeine, caffeineCheck)).toEqual([]);
    // The hydration article and the supplement guide both give the pregnancy limit, in both languages.
    for (const where of [/hydration-and-electrolytes/, /supplement caffeine/])
      for (const lang of ["en", "ru"] as const) {
        const text = caffeine
          .filter((s) => where.test(s.where) && s.lang === lang && pregnancyWords[lang].test(s.text))
          .map((s) => s.text)
          .join(" ");
        expect(amounts(text, unitWords.mg[lang], lang), `${where} ${lang}`).toContain(caffeineLimits.pregnancyMg);
      }
  });

  it("ages: only 16 and 18 appear as limits, alcohol is never for under-18s", () => {
    expect(checkAll(all, ageCheck)).toEqual([]);
    // The alcohol lesson says it: not under 18.
    for (const lang of ["en", "ru"] as const) {
      const lesson = all.filter(
        (s) => s.where.includes("nutrition-in-practice") && /alcohol|алкогол/i.test(s.text) && s.lang === lang,
      );
      expect(lesson.flatMap(agesIn), lang).toContain(ageLimits.alcohol);
    }
  });

  it("upper limits: vitamin D, iron, zinc, magnesium, vitamin B6 and omega-3 as the guide's sources give them", () => {
    expect(checkAll(all, limitCheck)).toEqual([]);
    expect(checkAll(about("iron", /^$/), ironCheck)).toEqual([]);
    // Each limit is stated in both languages.
    for (const lang of ["en", "ru"] as const) {
      const text = (slug: string) =>
        all
          .filter((s) => s.slug === slug && s.lang === lang && limitWords.test(s.text))
          .map((s) => s.text)
          .join(" ");
      expect(amounts(text("vitamin-d"), unitWords.iu[lang], lang)).toContain(upperLimits.vitaminD.iu);
      expect(amounts(text("iron"), unitWords.mg[lang], lang)).toContain(upperLimits.iron.mg);
      expect(amounts(text("zinc"), unitWords.mg[lang], lang)).toContain(upperLimits.zinc.eu);
      expect(amounts(text("magnesium"), unitWords.mg[lang], lang)).toContain(upperLimits.magnesiumSupplements.eu);
    }
  });

  it("catches contradictions: the old creatine dose, a wrong caffeine or upper limit, another alcohol age", () => {
    const probe = (slug: string | null, en: string, ru: string) => sentencesOf({ en, ru }, "probe", slug);
    const found = (sentences: Sentence[], check: (s: Sentence) => string | null) => checkAll(sentences, check).length;
    expect(
      found(
        probe(
          "creatine-monohydrate",
          "3–5 g a day (about 0.1 g per kg of body weight).",
          "3–5\u00a0г в день (примерно 0,1\u00a0г на кг массы тела).",
        ),
        creatineCheck,
      ),
    ).toBe(2);
    expect(
      found(probe("creatine-monohydrate", "Most people need 2–4 g a day.", "Обычно хватает 2–4 г в день."), creatineCheck),
    ).toBe(2);
    // The loading figure per kg presented as the daily dose, and a worked example that does not add up.
    expect(
      found(
        probe(
          "creatine-monohydrate",
          "3–5 g a day (about 0.3 g per kg of body weight).",
          "3–5\u00a0г в день (примерно 0,3\u00a0г на кг массы тела).",
        ),
        creatineCheck,
      ),
    ).toBe(2);
    expect(
      found(
        probe(
          "creatine-monohydrate",
          "Loading: about 0.3 g per kg a day (about 10 g at 70 kg).",
          "Загрузка: около 0,3\u00a0г на кг в день (около 10\u00a0г при весе 70\u00a0кг).",
        ),
        creatineCheck,
      ),
    ).toBe(2);
    expect(
      found(
        probe(null, "If you are pregnant, keep caffeine to 300 mg a day.", "При беременности — не больше 300 мг кофеина в день."),
        caffeineCheck,
      ),
    ).toBe(2);
    expect(
      found(
        probe(
          "caffeine",
          "Stay under about 400 mg a day, or 100 mg if pregnant.",
          "Держитесь в пределах 400 мг в день, при беременности — 100 мг.",
        ),
        caffeineCheck,
      ),
    ).toBe(2);
    expect(
      found(probe(null, "If you are under 21, don't drink alcohol.", "Если вам нет 21 года, не пейте алкоголь."), ageCheck),
    ).toBe(1);
    expect(found(probe(null, "Under-16s should not drink alcohol.", "Подросткам до 16 лет алкоголь нельзя."), ageCheck)).toBe(2);
    expect(
      found(
        probe(
          "iron",
          "Without medical advice, stay under 40 mg a day, the adult upper limit.",
          "Без назначения врача не превышайте 40 мг в день.",
        ),
        limitCheck,
      ),
    ).toBe(2);
    expect(
      found(
        probe(
          "vitamin-d",
          "The upper limit for adults is 10,000 IU a day.",
          "Верхний допустимый уровень для взрослых — 10 000 МЕ в день.",
        ),
        limitCheck,
      ),
    ).toBe(2);
    expect(
      found(
        probe(
          "iron",
          "Only after a blood test. Without medical advice, stay under 45 mg a day, the adult upper limit.",
          "Только после анализа крови. Без назначения врача не превышайте 45\u00a0мг в день\u00a0— верхний допустимый уровень для взрослых.",
        ),
        ironCheck,
      ),
    ).toBe(2);
    // And passes the statements as they should read.
    expect(
      found(
        probe(
          "creatine-monohydrate",
          "3–5 g a day; only very large athletes need 5–10 g; loading is about 0.3 g per kg a day (about 20 g at 70 kg).",
          "3–5 г в день; 5–10 г — только очень крупным спортсменам; загрузка — около 0,3 г на кг в день (около 20 г при весе 70 кг).",
        ),
        creatineCheck,
      ),
    ).toBe(0);
    expect(
      found(
        probe(null, "If you are under 18, don't drink alcohol at all.", "Если вам нет 18 лет, не пейте алкоголь совсем."),
        ageCheck,
      ),
    ).toBe(0);
  });
});

describe("bracing with a held breath", () => {
  const flat = Object.assign({}, ...Object.values(details).flatMap((module) => Object.values(module))) as Record<
    string,
    ExerciseDetails
  >;
  /** A loaded lift whose steps take a breath and brace against it (not a light brace with steady breathing). */
  const teachesHeldBreath = (d: ExerciseDetails) =>
    d.steps.en.some(
      (step) =>
        /\bbreath\b|\bbreathe in\b/i.test(step) &&
        /\bbrace/i.test(step) &&
        !/gently|short|steady|steadily|breathe out/i.test(step),
    );
  const loaded = exercises.filter((e) => !e.equipment.includes("bodyweight") && flat[e.slug] && teachesHeldBreath(flat[e.slug]!));

  it("finds the heavy lifts that teach it", () => {
    const slugs = loaded.map((e) => e.slug);
    for (const slug of ["barbell-back-squat", "conventional-deadlift", "barbell-overhead-press", "sumo-deadlift"])
      expect(slugs).toContain(slug);
  });

  it("warns about high blood pressure, heart disease, glaucoma and pregnancy on each of them, in both languages", () => {
    const caveat = {
      en: [/high blood pressure/i, /heart/i, /glaucoma/i, /pregnan/i],
      ru: [/гипертони|давлени/i, /сердц/i, /глауком/i, /беременн/i],
    };
    const missing = loaded.flatMap((e) =>
      (["en", "ru"] as const)
        .filter((lang) => !caveat[lang].every((re) => re.test(flat[e.slug]!.safety[lang])))
        .map((lang) => `${e.slug} (${lang})`),
    );
    expect(missing).toEqual([]);
  });
});
