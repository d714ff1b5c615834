import type { ArticleMeta } from "./types";

/** Article list entries for the training and recovery categories (bodies in bodies/<slug>.ts). */
export const trainingRecoveryArticles: ArticleMeta[] = [
  {
    slug: "progressive-overload",
    category: "training",
    title: {
      en: "Progressive overload: how to keep getting stronger",
      ru: "Прогрессия нагрузок: как продолжать становиться сильнее",
    },
    summary: {
      en: "The ways to add a little more over time, a simple double-progression system, and what to do when a lift stalls.",
      ru: "Способы понемногу повышать нагрузку, простая схема двойной прогрессии и что делать, если упражнение перестало расти.",
    },
    minutes: { en: 5, ru: 4 },
    related: ["how-many-sets-per-week", "deloads-and-fatigue", "plateaus"],
  },
  {
    slug: "how-many-sets-per-week",
    category: "training",
    title: {
      en: "How many sets per week do you need?",
      ru: "Сколько подходов в неделю вам нужно?",
    },
    summary: {
      en: "Evidence-based weekly set ranges per muscle group for beginners to advanced lifters, and how to adjust them to your recovery.",
      ru: "Недельный объём на мышечную группу по данным исследований — для новичков и опытных — и как подстроить его под своё восстановление.",
    },
    minutes: { en: 4, ru: 4 },
    related: ["progressive-overload", "deloads-and-fatigue", "training-with-a-busy-life"],
  },
  {
    slug: "compound-vs-isolation",
    category: "training",
    title: {
      en: "Compound vs isolation exercises: you need both",
      ru: "Базовые и изолирующие упражнения: нужны и те и другие",
    },
    summary: {
      en: "What multi-joint and single-joint exercises are each good at, and how to combine them in a session.",
      ru: "В чём сильны многосуставные и односуставные упражнения и как сочетать их на одной тренировке.",
    },
    minutes: { en: 4, ru: 4 },
    related: ["how-many-sets-per-week", "progressive-overload", "warm-up-that-works"],
  },
  {
    slug: "warm-up-that-works",
    category: "training",
    title: {
      en: "A warm-up that actually works",
      ru: "Разминка, которая действительно работает",
    },
    summary: {
      en: "A 10 to 15 minute, three-step warm-up for strength training, with a worked example of ramp-up sets.",
      ru: "Разминка перед силовой в три шага за 10–15 минут и наглядный пример подводящих подходов.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["mobility-and-stretching", "compound-vs-isolation", "soreness-doms"],
  },
  {
    slug: "sleep-for-muscle",
    category: "recovery",
    title: {
      en: "Sleep: the recovery tool you already have",
      ru: "Сон: главный инструмент восстановления",
    },
    summary: {
      en: "How sleep affects muscle, performance and fat loss, and the habits that help you get 7 to 9 hours.",
      ru: "Как сон влияет на мышцы, результаты и сжигание жира и какие привычки помогают высыпаться 7–9 часов.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["deloads-and-fatigue", "protein-how-much-and-when", "soreness-doms"],
  },
  {
    slug: "deloads-and-fatigue",
    category: "recovery",
    title: {
      en: "Deloads and fatigue: when to ease off",
      ru: "Разгрузка и усталость: когда сбавить обороты",
    },
    summary: {
      en: "How to spot accumulated fatigue, how to run a one-week deload, and when tiredness needs a doctor's attention.",
      ru: "Как распознать накопившуюся усталость, как провести разгрузочную неделю и когда с усталостью пора к врачу.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["sleep-for-muscle", "progressive-overload", "plateaus"],
  },
  {
    slug: "soreness-doms",
    category: "recovery",
    title: {
      en: "Muscle soreness (DOMS): what it means and what helps",
      ru: "Крепатура: что она означает и что помогает",
    },
    summary: {
      en: "Why muscles ache a day or two after training, why soreness is not a measure of progress, and the warning signs of something more serious.",
      ru: "Почему мышцы болят через день-два после тренировки, почему боль — не мерило прогресса и какие признаки говорят о чём-то серьёзном.",
    },
    minutes: { en: 4, ru: 4 },
    related: ["sleep-for-muscle", "warm-up-that-works", "protein-how-much-and-when"],
  },
  {
    slug: "mobility-and-stretching",
    category: "recovery",
    title: {
      en: "Mobility and stretching for lifters",
      ru: "Мобильность и растяжка для силовых тренировок",
    },
    summary: {
      en: "What stretching can and cannot do, how much of it you need, and how to target the positions that limit your lifts.",
      ru: "Что растяжка может и чего не может, сколько её нужно и как проработать положения, которые мешают в упражнениях.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["warm-up-that-works", "soreness-doms", "compound-vs-isolation"],
  },
];
