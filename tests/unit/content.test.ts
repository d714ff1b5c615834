/// <reference types="vite/client" />
// Content integrity: every entry in both languages, valid values, unique slugs,
// and the list files agree with the texts loaded per page.
import { describe, expect, it } from "vitest";
import { nutritionMindsetArticles } from "../../content/articles/catalog-nutrition-mindset";
import { trainingRecoveryArticles } from "../../content/articles/catalog-training-recovery";
import { articleCategories, type ArticleBody } from "../../content/articles/types";
import { course } from "../../content/education/course";
import type { LessonBody } from "../../content/education/types";
import { carbs } from "../../content/encyclopedias/carbs";
import { fats } from "../../content/encyclopedias/fats";
import { protein } from "../../content/encyclopedias/protein";
import { exercises, exercisesByGroup } from "../../content/exercises/index";
import { equipment, levels, muscleGroups, muscles, type ExerciseDetails } from "../../core/training/exercise";
import { foods, foodSources } from "../../content/foods/foods";
import { foodCategories } from "../../core/nutrition/food";
import { minerals } from "../../content/micronutrients/minerals";
import { ageGroups } from "../../content/micronutrients/types";
import { vitamins } from "../../content/micronutrients/vitamins";
import { supplements } from "../../content/supplements/supplements";

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const cyrillic = /[А-Яа-яЁё]/;

/** Every {en, ru} pair inside a value, with its path. */
function pairs(value: unknown, path = "", out: [string, unknown, unknown][] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => pairs(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    const keys = Object.keys(o);
    if (keys.length === 2 && "en" in o && "ru" in o) out.push([path, o.en, o.ru]);
    else for (const k of keys) pairs(o[k], path ? `${path}.${k}` : k, out);
  }
  return out;
}

/** Both languages present, non-empty, in the right alphabet, lists of equal length. */
function expectBilingual(value: unknown, label: string) {
  const found = pairs(value);
  expect(found.length, `${label} has texts`).toBeGreaterThan(0);
  for (const [path, en, ru] of found) {
    const where = `${label} ${path}`;
    if (typeof en === "number") {
      expect(en, where).toBeGreaterThan(0);
      expect(ru, where).toBeGreaterThan(0);
    } else if (Array.isArray(en)) {
      expect(Array.isArray(ru), where).toBe(true);
      if (!path.endsWith("aliases")) expect((ru as unknown[]).length, where).toBe(en.length);
      for (const s of [...en, ...(ru as unknown[])]) expect(typeof s === "string" && s.trim().length > 0, where).toBe(true);
      for (const s of en as string[]) expect(cyrillic.test(s), `${where} English has Cyrillic: ${s}`).toBe(false);
      if ((ru as string[]).length) expect((ru as string[]).some((s) => cyrillic.test(s)), `${where} Russian`).toBe(true);
    } else {
      expect(typeof en === "string" && en.trim().length > 0, where).toBe(true);
      expect(typeof ru === "string" && ru.trim().length > 0, where).toBe(true);
      expect(cyrillic.test(en as string), `${where} English has Cyrillic`).toBe(false);
      if (/[A-Za-z]{3}/.test(en as string) && (en as string).split(" ").length > 2) expect(cyrillic.test(ru as string), `${where} Russian`).toBe(true);
    }
  }
}

function expectUniqueSlugs(items: { slug: string }[], label: string) {
  const slugs = items.map((i) => i.slug);
  for (const s of slugs) expect(s, label).toMatch(slugPattern);
  expect(new Set(slugs).size, `${label}: duplicate slugs`).toBe(slugs.length);
}

const words = (texts: string[]) => texts.join(" ").split(/\s+/).filter(Boolean).length;
const minutes = (n: number) => Math.max(1, Math.round(n / 200));

describe("exercise library", () => {
  const details = import.meta.glob<Record<string, ExerciseDetails>>("../../content/exercises/*.details.ts", { eager: true, import: "*" });
  const allDetails: Record<string, ExerciseDetails> = Object.assign({}, ...Object.values(details).flatMap((m) => Object.values(m)));

  it("has at least 150 exercises, 20 or more in each of the six groups, with unique slugs", () => {
    expect(exercises.length).toBeGreaterThanOrEqual(150);
    for (const group of muscleGroups) {
      expect(exercisesByGroup[group].length, group).toBeGreaterThanOrEqual(20);
      for (const e of exercisesByGroup[group]) expect(e.group, e.slug).toBe(group);
    }
    expectUniqueSlugs(exercises, "exercises");
  });

  it("uses only known muscles, equipment and levels, with sensible defaults", () => {
    for (const e of exercises) {
      expect(e.primary.length, e.slug).toBeGreaterThan(0);
      for (const m of [...e.primary, ...e.secondary]) expect(muscles, e.slug).toContain(m);
      expect(e.equipment.length, e.slug).toBeGreaterThan(0);
      for (const q of e.equipment) expect(equipment, e.slug).toContain(q);
      expect(levels, e.slug).toContain(e.level);
      expect(["compound", "isolation"], e.slug).toContain(e.mechanics);
      expect(e.defaults.sets, e.slug).toBeGreaterThanOrEqual(1);
      expect(e.defaults.sets, e.slug).toBeLessThanOrEqual(6);
      expect(e.defaults.restSeconds, e.slug).toBeGreaterThanOrEqual(15);
      expect(e.defaults.restSeconds, e.slug).toBeLessThanOrEqual(300);
      if (e.measure === "reps") {
        const [lo, hi] = e.defaults.reps ?? [0, 0];
        expect(lo > 0 && hi >= lo && hi <= 30, `${e.slug} reps`).toBe(true);
      } else {
        expect(e.defaults.seconds ?? 0, `${e.slug} seconds`).toBeGreaterThan(0);
      }
      expectBilingual({ name: e.name, aliases: e.aliases }, e.slug);
    }
  });

  it("has a page text for every exercise and none left over", () => {
    expect(Object.keys(allDetails).sort()).toEqual(exercises.map((e) => e.slug).sort());
    for (const [slug, d] of Object.entries(allDetails)) {
      expect(d.steps.en.length, slug).toBeGreaterThanOrEqual(3);
      expect(d.mistakes.en.length, slug).toBeGreaterThanOrEqual(2);
      expectBilingual(d, slug);
    }
  });
});

describe("food table", () => {
  it("has at least 60 foods with their FDC ids and consistent per-100 g values", () => {
    expect(foods.length).toBeGreaterThanOrEqual(60);
    expectUniqueSlugs(foods, "foods");
    expect(new Set(foods.map((f) => f.fdcId)).size).toBe(foods.length);
    expect(foodSources.length).toBeGreaterThan(0);
    for (const f of foods) {
      const p = f.per100g;
      expect(Number.isInteger(f.fdcId) && f.fdcId > 100000, `${f.slug} fdcId`).toBe(true);
      expect(foodCategories, f.slug).toContain(f.category);
      for (const v of Object.values(p)) expect(v >= 0 && v <= 900, f.slug).toBe(true);
      expect(p.fiber, `${f.slug} fibre within carbs`).toBeLessThanOrEqual(p.carbs + 0.5);
      expect(p.sugar, `${f.slug} sugar within carbs`).toBeLessThanOrEqual(p.carbs + 0.5);
      expect(p.saturatedFat, `${f.slug} saturated within fat`).toBeLessThanOrEqual(p.fat + 0.1);
      // Energy from the Atwater factors lands near the stated kcal (typos show up here).
      const atwater = 4 * p.protein + 4 * (p.carbs - p.fiber) + 2 * p.fiber + 9 * p.fat;
      expect(Math.abs(atwater - p.kcal), `${f.slug}: ${p.kcal} kcal vs ${atwater.toFixed(0)} from macros`).toBeLessThanOrEqual(Math.max(25, p.kcal * 0.15));
      if (f.glycemicIndex !== undefined) expect(f.glycemicIndex > 0 && f.glycemicIndex <= 110, f.slug).toBe(true);
      expectBilingual({ name: f.name, state: f.state }, f.slug);
    }
  });
});

describe("supplement guide", () => {
  it("has at least 20 supplements with a grade, every field in both languages and sources", () => {
    expect(supplements.length).toBeGreaterThanOrEqual(20);
    expectUniqueSlugs(supplements, "supplements");
    for (const s of supplements) {
      expect(["A", "B", "C", "D"], s.slug).toContain(s.grade);
      expect(s.sources.length, s.slug).toBeGreaterThan(0);
      expectBilingual({ name: s.name, what: s.what, dose: s.dose, timing: s.timing, avoid: s.avoid, interactions: s.interactions }, s.slug);
    }
  });
});

describe("vitamins and minerals", () => {
  it("has all 13 vitamins and at least 14 minerals with intakes for every age group", () => {
    expect(vitamins.length).toBe(13);
    expect(minerals.length).toBeGreaterThanOrEqual(14);
    expectUniqueSlugs([...vitamins, ...minerals], "micronutrients");
    for (const n of [...vitamins, ...minerals]) {
      expect(n.intakes.map((r) => r.age), n.slug).toEqual([...ageGroups]);
      for (const r of n.intakes) {
        expect(r.male > 0 && r.female > 0, `${n.slug} ${r.age}`).toBe(true);
        if (r.upperLimit !== null) expect(r.upperLimit, `${n.slug} ${r.age}`).toBeGreaterThan(0);
      }
      expect(n.sources.length, n.slug).toBeGreaterThan(0);
      expectBilingual({ name: n.name, functions: n.functions, foodSources: n.foodSources, deficiency: n.deficiency, excess: n.excess, atRisk: n.atRisk }, n.slug);
    }
    expect(vitamins.every((v) => v.kind === "vitamin") && minerals.every((m) => m.kind === "mineral")).toBe(true);
  });
});

describe("articles", () => {
  const articles = [...trainingRecoveryArticles, ...nutritionMindsetArticles];
  const bodies = import.meta.glob<ArticleBody>("../../content/articles/bodies/*.ts", { eager: true, import: "body" });
  const bodyBySlug = Object.fromEntries(Object.values(bodies).map((b) => [b.slug, b]));

  it("has at least 16 articles over the four categories, each with its body", () => {
    expect(articles.length).toBeGreaterThanOrEqual(16);
    expectUniqueSlugs(articles, "articles");
    for (const c of articleCategories) expect(articles.filter((a) => a.category === c).length, c).toBeGreaterThanOrEqual(2);
    expect(Object.keys(bodyBySlug).sort()).toEqual(articles.map((a) => a.slug).sort());
  });

  it("links related articles that exist and states the reading time of each language", () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const a of articles) {
      expect(a.related.length, a.slug).toBeGreaterThanOrEqual(2);
      for (const r of a.related) {
        expect(slugs.has(r), `${a.slug} -> ${r}`).toBe(true);
        expect(r).not.toBe(a.slug);
      }
      const b = bodyBySlug[a.slug]!;
      for (const lang of ["en", "ru"] as const) {
        const text = [b.intro[lang], ...b.sections.flatMap((s) => [s.heading[lang], ...s.paragraphs[lang], ...(s.bullets?.[lang] ?? [])]), ...b.takeaways[lang]];
        expect(a.minutes[lang], `${a.slug} ${lang}`).toBe(minutes(words(text)));
      }
      expect(new Set(b.sections.map((s) => s.id)).size, a.slug).toBe(b.sections.length);
      expectBilingual({ meta: { title: a.title, summary: a.summary }, body: b }, a.slug);
    }
  });
});

describe("education", () => {
  const lessons = import.meta.glob<LessonBody>("../../content/education/lessons/*.ts", { eager: true, import: "lesson" });
  const bySlug = Object.fromEntries(Object.values(lessons).map((l) => [l.slug, l]));

  it("is a course of at least 8 lessons in order, each with its text", () => {
    expect(course.length).toBeGreaterThanOrEqual(8);
    expectUniqueSlugs(course, "lessons");
    expect(course.map((l) => l.order)).toEqual(course.map((_, i) => i + 1));
    expect(Object.keys(bySlug).sort()).toEqual(course.map((l) => l.slug).sort());
    for (const l of course) {
      const b = bySlug[l.slug]!;
      expect(b.check.length, l.slug).toBeGreaterThanOrEqual(2);
      expectBilingual({ meta: { title: l.title, summary: l.summary }, body: b }, l.slug);
    }
  });
});

describe("encyclopedias", () => {
  it("cover protein, carbs and fats with needs for each goal and sources", () => {
    for (const e of [protein, carbs, fats]) {
      expect(e.needs.map((n) => n.goal).sort(), e.nutrient).toEqual(["gain_muscle", "lose_weight", "maintain"]);
      expect(e.sections.length, e.nutrient).toBeGreaterThanOrEqual(4);
      expect(e.sources.length, e.nutrient).toBeGreaterThan(0);
      expectBilingual({ title: e.title, intro: e.intro, sections: e.sections, needs: e.needs }, e.nutrient);
    }
  });
});
