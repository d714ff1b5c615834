import type { ArticleMeta } from "./types";

export const nutritionMindsetArticles: ArticleMeta[] = [
  {
    slug: "protein-how-much-and-when",
    category: "nutrition",
    title: {
      en: "Protein: how much you need and when to eat it",
      ru: "Белок: сколько нужно и когда есть",
    },
    summary: {
      en: "A daily protein target in grams per kilogram, how to split it across meals, and why the 30-minute anabolic window is mostly a myth.",
      ru: "Норма белка в граммах на килограмм веса, как распределить её по приёмам пищи и почему 30-минутное «анаболическое окно» — в основном миф.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["calorie-deficit-without-misery", "carbs-for-training", "progressive-overload"],
  },
  {
    slug: "calorie-deficit-without-misery",
    category: "nutrition",
    title: {
      en: "A calorie deficit without the misery",
      ru: "Дефицит калорий без мучений",
    },
    summary: {
      en: "Pick a sensible rate of fat loss, find your real maintenance intake, and keep hunger, strength and muscle under control while you diet.",
      ru: "Как выбрать разумный темп похудения, найти свою реальную норму калорий и держать под контролем голод, силу и мышцы на диете.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["protein-how-much-and-when", "plateaus", "body-image-and-progress"],
  },
  {
    slug: "carbs-for-training",
    category: "nutrition",
    title: {
      en: "Carbs for training: how much and when",
      ru: "Углеводы для тренировок: сколько и когда",
    },
    summary: {
      en: "Match your carbohydrate intake to your training load and learn what to eat before, during and after sessions.",
      ru: "Как подобрать количество углеводов под нагрузку и что есть до, во время и после тренировки.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["protein-how-much-and-when", "hydration-and-electrolytes", "calorie-deficit-without-misery"],
  },
  {
    slug: "hydration-and-electrolytes",
    category: "nutrition",
    title: {
      en: "Hydration and electrolytes for training",
      ru: "Вода и электролиты на тренировках",
    },
    summary: {
      en: "How much to drink day to day, how to measure your own sweat losses, and when sodium and sports drinks are actually worth it.",
      ru: "Сколько пить в обычный день, как измерить свои потери с потом и когда натрий и спортивные напитки действительно нужны.",
    },
    minutes: { en: 4, ru: 4 },
    related: ["carbs-for-training", "protein-how-much-and-when", "sleep-for-muscle"],
  },
  {
    slug: "habits-over-motivation",
    category: "mindset",
    title: {
      en: "Habits beat motivation",
      ru: "Привычки сильнее мотивации",
    },
    summary: {
      en: "Why motivation fades and how to build training habits that keep you going on the days you do not feel like it.",
      ru: "Почему мотивация уходит и как выстроить привычку тренироваться, которая выручит в дни, когда совсем не хочется.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["training-with-a-busy-life", "plateaus", "body-image-and-progress"],
  },
  {
    slug: "plateaus",
    category: "mindset",
    title: {
      en: "Breaking through plateaus",
      ru: "Как выйти с плато",
    },
    summary: {
      en: "How to tell a real plateau from normal ups and downs, and what to check and change when strength or fat loss stalls.",
      ru: "Как отличить настоящее плато от обычных колебаний и что проверить и изменить, когда встали силовые или похудение.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["progressive-overload", "deloads-and-fatigue", "calorie-deficit-without-misery"],
  },
  {
    slug: "training-with-a-busy-life",
    category: "mindset",
    title: {
      en: "Training with a busy life",
      ru: "Тренировки при плотном графике",
    },
    summary: {
      en: "The minimum training that still brings results, and how to fit efficient 30- to 45-minute sessions into a full week.",
      ru: "Какой минимум тренировок всё ещё даёт результат и как вписать плотные занятия по 30–45 минут в загруженную неделю.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["habits-over-motivation", "compound-vs-isolation", "how-many-sets-per-week"],
  },
  {
    slug: "body-image-and-progress",
    category: "mindset",
    title: {
      en: "Body image and measuring progress",
      ru: "Образ тела и оценка прогресса",
    },
    summary: {
      en: "Why the mirror and the scale mislead you, how to track progress you can trust, and when to ask for help.",
      ru: "Почему зеркало и весы обманывают, как отслеживать прогресс, которому можно верить, и когда стоит обратиться за помощью.",
    },
    minutes: { en: 4, ru: 3 },
    related: ["plateaus", "habits-over-motivation", "calorie-deficit-without-misery"],
  },
];
