import type { LessonBody } from "../types";

/** Lesson 5: rep ranges, effort (RPE and reps in reserve), weekly sets and rest. */
export const lesson: LessonBody = {
  slug: "sets-reps-and-effort",
  intro: {
    en: "Once you know which exercises to do, four dials decide how well they work: how many reps per set, how hard each set is, how many sets per week and how long you rest. This lesson gives you sensible settings for each one.",
    ru: "Когда упражнения выбраны, их эффективность определяют четыре «регулятора»: сколько повторений в подходе, насколько тяжёл каждый подход, сколько подходов в неделю и сколько отдыхать между ними. В этом уроке — разумные настройки для каждого из них.",
  },
  sections: [
    {
      id: "rep-ranges",
      heading: {
        en: "Choosing a rep range",
        ru: "Сколько делать повторений",
      },
      paragraphs: {
        en: [
          "For muscle growth, research shows similar results across a wide range, from about 5 to 30 reps per set, as long as the sets end close to failure. Very light sets are simply uncomfortable and slow, and very heavy sets are harder on joints and technique. That is why most programmes settle in the middle.",
          "For strength, heavier sets of 1 to 6 reps work best because they practise lifting heavy loads. As a beginner, stay at 5 reps or more for the first couple of months while your technique settles.",
        ],
        ru: [
          "Для роста мышц исследования показывают похожие результаты в широком диапазоне — примерно от 5 до 30 повторений в подходе, если подходы заканчиваются близко к отказу. Слишком лёгкие подходы просто долгие и мучительные, а слишком тяжёлые сильнее нагружают суставы и чаще ломают технику. Поэтому большинство программ останавливается посередине.",
          "Для силы лучше всего работают тяжёлые подходы на 1–6 повторений: так вы тренируетесь поднимать именно большой вес. Новичку первые пару месяцев, пока техника не устоялась, стоит делать от 5 повторений и больше.",
        ],
      },
      bullets: {
        en: [
          "Big compound lifts (squats, presses, rows): 5 to 10 reps.",
          "Smaller compound lifts (lunges, dumbbell presses, pulldowns): 8 to 15 reps.",
          "Isolation exercises (curls, lateral raises, leg extensions): 10 to 20 reps.",
        ],
        ru: [
          "Крупные базовые упражнения (приседы, жимы, тяги): 5–10 повторений.",
          "Менее тяжёлые многосуставные (выпады, жим гантелей, тяга верхнего блока): 8–15 повторений.",
          "Изолирующие упражнения (сгибания на бицепс, махи в стороны, разгибания ног в тренажёре): 10–20 повторений.",
        ],
      },
    },
    {
      id: "effort",
      heading: {
        en: "Effort: RPE and reps in reserve",
        ru: "Усилие: RPE и повторения в запасе",
      },
      paragraphs: {
        en: [
          "The number of reps means little without effort. Ten reps with a weight you could lift 25 times is a warm-up. The simplest way to rate effort is reps in reserve (RIR): how many more good reps you could have done when you stopped. It maps onto the 10-point RPE scale (rating of perceived exertion) used in strength training.",
          "Most of your working sets should end 1 to 3 reps short of failure. That is close enough to grow and get stronger, while keeping technique clean and fatigue manageable. Going all the way to failure is fine now and then on safe exercises such as machines, curls or push-ups, but avoid it on heavy squats and deadlifts without a spotter or safety bars.",
          "Beginners usually underestimate how many reps they have left. Once in a while, take the last set of a safe exercise to failure and compare the result with your guess. Your estimates will improve quickly.",
        ],
        ru: [
          "Число повторений мало что значит без учёта усилия. Десять повторений с весом, который вы могли бы поднять 25 раз, — это разминка. Проще всего оценивать усилие через повторения в запасе (RIR, reps in reserve): сколько ещё чистых повторений вы могли бы сделать в момент, когда остановились. Это напрямую связано с 10-балльной шкалой RPE (шкалой воспринимаемого усилия), которую используют в силовых тренировках.",
          "Большинство рабочих подходов стоит заканчивать за 1–3 повторения до отказа. Этого достаточно, чтобы расти и становиться сильнее, и при этом техника остаётся чистой, а усталость — под контролем. Время от времени доходить до отказа нормально в безопасных упражнениях — в тренажёрах, сгибаниях на бицепс, отжиманиях, — но в тяжёлых приседах и становой тяге без страховщика или страховочных упоров так делать не стоит.",
          "Новички обычно недооценивают, сколько повторений у них осталось в запасе. Иногда доводите последний подход безопасного упражнения до отказа и сравнивайте результат со своей оценкой — точность быстро вырастет.",
        ],
      },
      bullets: {
        en: [
          "RPE 10: no more reps possible (0 in reserve).",
          "RPE 9: one more rep was possible.",
          "RPE 8: two more reps were possible.",
          "RPE 7: three more reps were possible.",
          "RPE 6 or lower: warm-up effort.",
        ],
        ru: [
          "RPE 10: больше ни одного повторения (0 в запасе).",
          "RPE 9: можно было сделать ещё одно.",
          "RPE 8: можно было сделать ещё два.",
          "RPE 7: можно было сделать ещё три.",
          "RPE 6 и ниже: уровень разминки.",
        ],
      },
    },
    {
      id: "weekly-sets",
      heading: {
        en: "How many sets a week",
        ru: "Сколько подходов в неделю",
      },
      paragraphs: {
        en: [
          "Count volume as hard sets per muscle group per week: sets that end within about 0 to 4 reps of failure. Warm-up sets don't count. Research shows that about 10 to 20 hard sets per muscle a week works well for most people, with more sets generally giving more growth up to a point.",
          "Beginners grow well on less. Start around 8 to 10 sets per muscle a week and add sets only if progress stalls and you are recovering well. Spread them over at least two sessions: beyond roughly 8 to 10 hard sets for one muscle in a single workout, the extra sets add fatigue more than results. Compound lifts count for several muscles; a bench press trains the chest, the front of the shoulders and the triceps.",
        ],
        ru: [
          "Объём считайте в тяжёлых подходах на мышечную группу в неделю — то есть в подходах, которые заканчиваются не дальше чем за 0–4 повторения до отказа. Разминочные подходы не в счёт. По данным исследований, большинству людей хорошо подходит 10–20 тяжёлых подходов на мышцу в неделю, причём до определённого предела больше подходов обычно даёт больший рост.",
          "Новичкам для роста хватает меньшего. Начните примерно с 8–10 подходов на мышцу в неделю и добавляйте, только если прогресс встал, а восстановление хорошее. Разбейте их минимум на две тренировки: после примерно 8–10 тяжёлых подходов на одну мышцу за занятие дополнительные подходы добавляют больше усталости, чем результата. Базовые упражнения засчитываются сразу нескольким мышцам: жим лёжа тренирует грудь, передние дельты и трицепс.",
        ],
      },
    },
    {
      id: "rest",
      heading: {
        en: "Rest between sets",
        ru: "Отдых между подходами",
      },
      paragraphs: {
        en: [
          "Rest long enough to repeat a good set. Studies suggest that longer rests on big lifts lead to more growth and strength, mainly because you can keep your weights and reps up. Rest 2 to 3 minutes between sets of heavy compound lifts and 1 to 2 minutes for isolation exercises.",
          "If time is short, pair exercises that don't compete, such as a press and a row, or a leg exercise and a core exercise, and alternate between them. You rest one muscle group while working the other, and the session gets shorter without losing quality.",
        ],
        ru: [
          "Отдыхайте столько, чтобы следующий подход получился не хуже. Исследования показывают, что более долгий отдых в тяжёлых базовых упражнениях даёт больше роста и силы — в основном потому, что вы сохраняете рабочий вес и число повторений. Между подходами тяжёлых базовых упражнений отдыхайте 2–3 минуты, в изолирующих — 1–2 минуты.",
          "Если время поджимает, объединяйте в пары упражнения, которые не мешают друг другу, например жим и тягу или упражнение на ноги и на пресс, и выполняйте их поочерёдно. Пока одна группа мышц работает, другая отдыхает, и тренировка становится короче без потери качества.",
        ],
      },
    },
  ],
  check: [
    {
      question: {
        en: "You finish a set of rows and think you could have done two more clean reps. What RPE was that?",
        ru: "Вы закончили подход тяги и чувствуете, что могли бы сделать ещё два чистых повторения. Какой это RPE?",
      },
      answer: {
        en: "RPE 8, or 2 reps in reserve.",
        ru: "RPE 8, то есть 2 повторения в запасе.",
      },
    },
    {
      question: {
        en: "How many hard sets per muscle per week should a beginner start with?",
        ru: "Со скольких тяжёлых подходов на мышцу в неделю стоит начать новичку?",
      },
      answer: {
        en: "About 8 to 10, spread over at least two sessions, working towards 10 to 20 over time.",
        ru: "Примерно с 8–10, распределив их минимум на две тренировки, и со временем двигаться к 10–20.",
      },
    },
    {
      question: {
        en: "Why rest 2 to 3 minutes between heavy squat sets instead of 45 seconds?",
        ru: "Почему между тяжёлыми подходами приседа лучше отдыхать 2–3 минуты, а не 45 секунд?",
      },
      answer: {
        en: "Longer rest lets you keep your weight and reps up, which leads to more strength and muscle growth.",
        ru: "Долгий отдых позволяет сохранить рабочий вес и число повторений, а это даёт больше силы и мышечного роста.",
      },
    },
  ],
  takeaways: {
    en: [
      "Any range from about 5 to 30 reps builds muscle if sets end close to failure.",
      "End most working sets 1 to 3 reps short of failure (RPE 7 to 9).",
      "Aim for 10 to 20 hard sets per muscle a week; beginners can start at 8 to 10.",
      "Rest 2 to 3 minutes on big lifts and 1 to 2 minutes on isolation exercises.",
    ],
    ru: [
      "Для роста мышц подходит любой диапазон примерно от 5 до 30 повторений, если подходы близки к отказу.",
      "Большинство рабочих подходов заканчивайте за 1–3 повторения до отказа (RPE 7–9).",
      "Ориентир — 10–20 тяжёлых подходов на мышцу в неделю; новичкам можно начать с 8–10.",
      "Отдыхайте 2–3 минуты в тяжёлых базовых упражнениях и 1–2 минуты в изолирующих.",
    ],
  },
};
