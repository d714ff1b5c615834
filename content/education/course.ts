import type { LessonMeta } from "./types";

/**
 * The Education course: ten lessons taken in order. Bodies live in lessons/<slug>.ts.
 * minutes = max(1, round(words / 200)) over the intro, section headings, paragraphs and bullets,
 * check questions and answers, and takeaways of each language.
 */
export const course: LessonMeta[] = [
  {
    slug: "how-the-body-adapts",
    order: 1,
    title: {
      en: "How your body adapts to training",
      ru: "Как тело приспосабливается к тренировкам",
    },
    summary: {
      en: "Why every workout is a small stress, why you improve while you recover, and what changes in the first weeks and months.",
      ru: "Почему каждая тренировка — это небольшой стресс, почему прогресс приходит во время восстановления и что меняется в первые недели и месяцы.",
    },
    minutes: { en: 4, ru: 4 },
  },
  {
    slug: "energy-balance",
    order: 2,
    title: {
      en: "Energy balance and calories",
      ru: "Энергетический баланс и калории",
    },
    summary: {
      en: "Estimate your BMR with Mifflin-St Jeor, turn it into daily needs, and set a sensible deficit or surplus.",
      ru: "Рассчитайте основной обмен по формуле Миффлина — Сан Жеора, переведите его в суточную норму и задайте разумный дефицит или профицит.",
    },
    minutes: { en: 4, ru: 3 },
  },
  {
    slug: "macronutrients",
    order: 3,
    title: {
      en: "Protein, carbs and fats",
      ru: "Белки, углеводы и жиры",
    },
    summary: {
      en: "How much protein, fat and carbohydrate to eat, and how to turn your calorie target into daily grams.",
      ru: "Сколько есть белков, жиров и углеводов и как превратить норму калорий в граммы на день.",
    },
    minutes: { en: 4, ru: 3 },
  },
  {
    slug: "movement-patterns",
    order: 4,
    title: {
      en: "The big movement patterns",
      ru: "Базовые движения",
    },
    summary: {
      en: "Squat, hinge, push, pull, carry and core: the six patterns that train your whole body, and the technique rules that keep them safe.",
      ru: "Присед, тазовый шарнир, жимы, тяги, переноска и кор — шесть движений, которые тренируют всё тело, и правила техники, которые делают их безопасными.",
    },
    minutes: { en: 4, ru: 3 },
  },
  {
    slug: "sets-reps-and-effort",
    order: 5,
    title: {
      en: "Sets, reps, rest and effort",
      ru: "Подходы, повторения, отдых и усилие",
    },
    summary: {
      en: "Choose rep ranges, rate effort with RPE and reps in reserve, plan weekly sets per muscle and rest the right amount.",
      ru: "Как выбрать диапазон повторений, оценивать усилие по RPE и повторениям в запасе, планировать недельные подходы на мышцу и сколько отдыхать.",
    },
    minutes: { en: 4, ru: 3 },
  },
  {
    slug: "progressive-overload",
    order: 6,
    title: {
      en: "Progressive overload and tracking",
      ru: "Прогрессия нагрузок и дневник тренировок",
    },
    summary: {
      en: "Make training a little harder over time with double progression, keep a simple log, and get past plateaus.",
      ru: "Как постепенно усложнять тренировки с помощью двойной прогрессии, вести простой дневник и выходить из плато.",
    },
    minutes: { en: 4, ru: 3 },
  },
  {
    slug: "weekly-plan",
    order: 7,
    title: {
      en: "Building your weekly plan",
      ru: "Составляем недельный план",
    },
    summary: {
      en: "How many days to train and how to choose between full body, upper/lower and push/pull/legs, with room for cardio.",
      ru: "Сколько дней тренироваться и как выбрать между тренировками на всё тело, сплитом «верх/низ» и «жим — тяга — ноги», не забыв о кардио.",
    },
    minutes: { en: 4, ru: 3 },
  },
  {
    slug: "recovery",
    order: 8,
    title: {
      en: "Recovery: sleep, stress and deloads",
      ru: "Восстановление: сон, стресс и разгрузка",
    },
    summary: {
      en: "Why sleep is your strongest recovery tool, how life stress affects training, and when to take a lighter week.",
      ru: "Почему сон — главный инструмент восстановления, как жизненный стресс влияет на тренировки и когда устраивать облегчённую неделю.",
    },
    minutes: { en: 4, ru: 3 },
  },
  {
    slug: "nutrition-in-practice",
    order: 9,
    title: {
      en: "Nutrition in practice",
      ru: "Питание на практике",
    },
    summary: {
      en: "Turn your targets into real meals: plate building, meal timing around training, eating out and alcohol.",
      ru: "Как превратить нормы в обычную еду: собрать тарелку, спланировать приёмы пищи вокруг тренировки, поесть в ресторане и разобраться с алкоголем.",
    },
    minutes: { en: 4, ru: 4 },
  },
  {
    slug: "consistency-and-progress",
    order: 10,
    title: {
      en: "Staying consistent and measuring progress",
      ru: "Регулярность и оценка прогресса",
    },
    summary: {
      en: "Build habits that last, read the scale without being fooled by daily swings, and adjust your plan from real data.",
      ru: "Как выработать устойчивые привычки, читать показания весов, не поддаваясь ежедневным колебаниям, и корректировать план по реальным данным.",
    },
    minutes: { en: 4, ru: 4 },
  },
];
