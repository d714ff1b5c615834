import type { LessonBody } from "../types";

/** Lesson 6: progressive overload, double progression, tracking and plateaus. */
export const lesson: LessonBody = {
  slug: "progressive-overload",
  intro: {
    en: "Your body adapts to the work you give it, so the same workout slowly stops being a challenge. Progressive overload means raising the demand a little at a time, and a simple training log is how you know when and by how much.",
    ru: "Тело приспосабливается к нагрузке, и одна и та же тренировка постепенно перестаёт быть для него испытанием. Прогрессия нагрузок — это понемногу повышать требования, а простой дневник тренировок подсказывает, когда и насколько.",
  },
  sections: [
    {
      id: "ways-to-progress",
      heading: {
        en: "Ways to make training harder",
        ru: "Как усложнять тренировки",
      },
      paragraphs: {
        en: [
          "Adding weight is the obvious option, but not the only one. Any change that makes the same exercise more demanding at the same effort counts as progress. For beginners, the first two options below are enough for many months.",
          "Shorter rests also make a workout harder, but they mostly add fatigue rather than a better signal to grow, so use them to save time, not as your main way to progress. And progress is never a straight line: some sessions will be flat or a little worse, which is fine as long as the trend over a month points up.",
        ],
        ru: [
          "Добавить вес — очевидный вариант, но не единственный. Прогрессом считается любое изменение, при котором то же упражнение становится тяжелее при том же уровне усилия. Новичку на много месяцев хватит первых двух способов из списка ниже.",
          "Сокращение отдыха между подходами тоже делает тренировку тяжелее, но в основном добавляет усталости, а не стимула для роста, так что используйте его для экономии времени, а не как главный способ прогрессировать. И прогресс никогда не идёт по прямой: какие-то тренировки пройдут на том же уровне или чуть хуже, и это нормально, если за месяц тренд направлен вверх.",
        ],
      },
      bullets: {
        en: [
          "More reps with the same weight.",
          "More weight for the same reps.",
          "More sets, within the 10 to 20 weekly sets from lesson 5.",
          "A fuller range of motion or better control with the same load.",
          "The same weight and reps at a lower RPE, which shows you have grown stronger.",
        ],
        ru: [
          "Больше повторений с тем же весом.",
          "Больше вес при том же числе повторений.",
          "Больше подходов — в пределах 10–20 в неделю из урока 5.",
          "Большая амплитуда или лучший контроль при том же весе.",
          "Тот же вес и те же повторения при меньшем RPE — признак того, что вы стали сильнее.",
        ],
      },
    },
    {
      id: "double-progression",
      heading: {
        en: "Double progression: a simple system",
        ru: "Двойная прогрессия: простая система",
      },
      paragraphs: {
        en: [
          "Pick a rep range, for example 3 sets of 8 to 12. Start with a weight you can lift for 8 reps with 2 to 3 reps in reserve. Each session, try to add a rep or two. When you reach 12 reps on all three sets with good technique, add weight and go back to 8 reps. Then build up again.",
          "Use small jumps: about 1 to 2.5 kg for upper-body lifts and 2.5 to 5 kg for lower-body lifts, or roughly 2.5 to 5% of the load. With dumbbells, where the next pair may be 10% heavier or more, rely more on reps before you move up.",
          "In the first two or three months, big lifts often progress even faster. Many beginners can add 2.5 kg to their squat or deadlift every session for a while. Enjoy this while it lasts and switch to double progression when it stops working.",
        ],
        ru: [
          "Выберите диапазон повторений, например 3 подхода по 8–12. Начните с веса, который поднимаете на 8 повторений с 2–3 повторениями в запасе. На каждой тренировке старайтесь добавить одно-два повторения. Когда во всех трёх подходах получится 12 повторений с хорошей техникой, добавьте вес и вернитесь к 8 повторениям. Дальше снова наращивайте.",
          "Шаг берите небольшой: примерно 1–2,5 кг в упражнениях на верх тела и 2,5–5 кг на ноги, то есть около 2,5–5 % от веса. С гантелями, где следующая пара может быть тяжелее на 10 % и больше, дольше добирайте повторения, прежде чем переходить на новый вес.",
          "В первые два-три месяца базовые упражнения часто растут ещё быстрее. Многие новички какое-то время могут прибавлять по 2,5 кг в приседе или становой тяге на каждой тренировке. Пользуйтесь этим, пока получается, а когда перестанет — переходите на двойную прогрессию.",
        ],
      },
    },
    {
      id: "tracking",
      heading: {
        en: "What to write down",
        ru: "Что записывать",
      },
      paragraphs: {
        en: [
          "Memory is unreliable, so keep a log in an app or a notebook. Before each exercise, look at what you did last time and decide what today's small step is. This takes seconds and is the single habit most likely to keep you progressing.",
          "To compare sets with different weights and reps, you can estimate your one-rep max with the Epley formula: weight × (1 + reps ÷ 30). For example, 60 kg for 8 reps gives about 76 kg. It is reasonably accurate for sets of up to about 10 reps; treat it as a trend line, not a target to test.",
        ],
        ru: [
          "Память ненадёжна, поэтому ведите дневник — в приложении или в блокноте. Перед каждым упражнением смотрите, что вы сделали в прошлый раз, и решайте, каким будет сегодняшний маленький шаг. Это занимает секунды, и именно эта привычка лучше всего помогает не останавливаться в прогрессе.",
          "Чтобы сравнивать подходы с разным весом и числом повторений, можно оценить разовый максимум по формуле Эпли: вес × (1 + повторения ÷ 30). Например, 60 кг на 8 повторений дают примерно 76 кг. Формула достаточно точна для подходов примерно до 10 повторений; воспринимайте её как линию тренда, а не как цифру, которую нужно проверять.",
        ],
      },
      bullets: {
        en: [
          "Date and exercise.",
          "Weight, sets and reps.",
          "RPE or reps in reserve for the last set.",
          "Short notes: poor sleep, a twinge in a joint, a new technique cue.",
        ],
        ru: [
          "Дату и упражнение.",
          "Вес, подходы и повторения.",
          "RPE или повторения в запасе в последнем подходе.",
          "Короткие заметки: плохо спали, что-то кольнуло в суставе, новая подсказка по технике.",
        ],
      },
    },
    {
      id: "plateaus",
      heading: {
        en: "When progress stalls",
        ru: "Когда прогресс встал",
      },
      paragraphs: {
        en: [
          "Call it a plateau when a lift hasn't improved in weight, reps or RPE for two or three sessions in a row. First check the basics: are you sleeping 7 to 9 hours, eating enough protein, and not in a steep calorie deficit? Strength often stalls while dieting, and holding it steady is a good result then.",
          "If recovery looks fine, change one thing at a time. Drop the weight by about 10% and build back up, switch to a different rep range, or swap the exercise for a close variation, such as a dumbbell press instead of the bench press. If several lifts stall at once and you feel worn out, take a lighter week, covered in lesson 8.",
        ],
        ru: [
          "Считайте, что упражнение упёрлось в плато, если две-три тренировки подряд не растут ни вес, ни повторения и не снижается RPE. Сначала проверьте базу: спите ли вы 7–9 часов, хватает ли белка, не слишком ли большой дефицит калорий? На диете сила часто стоит на месте, и удержать её — уже хороший результат.",
          "Если с восстановлением всё в порядке, меняйте что-то одно за раз. Снизьте вес примерно на 10 % и снова наращивайте, перейдите на другой диапазон повторений или замените упражнение близким вариантом, например жим лёжа — жимом гантелей. Если встали сразу несколько упражнений и вы чувствуете себя выжатым, устройте облегчённую неделю — об этом в уроке 8.",
        ],
      },
    },
  ],
  check: [
    {
      question: {
        en: "Using 3 sets of 8 to 12, you just did 12, 12 and 12 reps with good form. What now?",
        ru: "Вы работаете по схеме 3 подхода по 8–12 и только что сделали 12, 12 и 12 повторений с хорошей техникой. Что дальше?",
      },
      answer: {
        en: "Add a small amount of weight next session and start again from about 8 reps per set.",
        ru: "На следующей тренировке немного добавьте вес и снова начните примерно с 8 повторений в подходе.",
      },
    },
    {
      question: {
        en: "Estimate the one-rep max for 80 kg lifted for 6 reps.",
        ru: "Оцените разовый максимум, если вы подняли 80 кг на 6 повторений.",
      },
      answer: {
        en: "80 × (1 + 6 ÷ 30) = 96 kg.",
        ru: "80 × (1 + 6 ÷ 30) = 96 кг.",
      },
    },
    {
      question: {
        en: "Your bench press hasn't moved for three sessions. What should you check first?",
        ru: "Жим лёжа не растёт уже три тренировки. Что проверить в первую очередь?",
      },
      answer: {
        en: "Sleep, protein and calories. If those are fine, change one variable, such as weight, rep range or exercise variation.",
        ru: "Сон, белок и калории. Если с ними всё в порядке, поменяйте что-то одно: вес, диапазон повторений или вариант упражнения.",
      },
    },
  ],
  takeaways: {
    en: [
      "Make training a little harder over time: more reps first, then more weight.",
      "Double progression is a simple, reliable system for beginners.",
      "Log every session and check it before each exercise.",
      "When a lift stalls, check recovery first, then change one variable at a time.",
    ],
    ru: [
      "Постепенно усложняйте тренировки: сначала больше повторений, потом больше вес.",
      "Двойная прогрессия — простая и надёжная система для новичка.",
      "Записывайте каждую тренировку и заглядывайте в дневник перед каждым упражнением.",
      "Если упражнение встало, сначала проверьте восстановление, а потом меняйте что-то одно.",
    ],
  },
};
