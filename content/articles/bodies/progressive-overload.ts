import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "progressive-overload",
  intro: {
    en: "Your muscles adapt to the work you give them, and once they have adapted, the same work stops being a reason to change. Progressive overload simply means asking a little more of your body over time. Here is how to do that steadily, without guesswork and without getting hurt.",
    ru: "Мышцы подстраиваются под ту работу, которую вы им даёте, и как только подстроились, прежняя нагрузка перестаёт быть поводом для роста. Прогрессия нагрузок — это просто постепенное повышение требований к телу. Разберёмся, как делать это планомерно, без гадания и без травм.",
  },
  sections: [
    {
      id: "what-it-is",
      heading: {
        en: "What progressive overload actually means",
        ru: "Что такое прогрессия нагрузок на самом деле",
      },
      paragraphs: {
        en: [
          "Strength training works as stimulus and response. A set that truly challenges you tells your muscles and nervous system to adapt: muscle fibres get thicker, and your brain gets better at recruiting them. Once that challenge becomes routine, the signal fades. Overload means nudging the challenge up so the signal stays strong.",
          "It does not mean adding weight every session forever. Beginners can often add load every week for the first few months, but intermediate lifters progress over weeks and months, not days. Think of overload as the long-term direction of your training, not a rule every single workout has to obey.",
          "It also does not mean every session must feel brutal. Most of the work should feel hard but controlled, and the progress shows up when you compare this month's log with last month's, not in one heroic day.",
        ],
        ru: [
          "Силовая тренировка работает по схеме «раздражитель — ответ». Подход, который действительно даётся с трудом, сигнализирует мышцам и нервной системе, что пора адаптироваться: мышечные волокна утолщаются, а мозг учится задействовать их эффективнее. Когда нагрузка становится привычной, сигнал ослабевает. Прогрессия нужна, чтобы понемногу поднимать планку, — тогда сигнал остаётся сильным.",
          "Это не значит, что вес надо добавлять на каждой тренировке до бесконечности. Новичок часто может прибавлять каждую неделю первые несколько месяцев, а у атлета среднего уровня прогресс измеряется неделями и месяцами, а не днями. Прогрессия — это общее направление тренировок на длинной дистанции, а не закон для каждого занятия.",
          "И не каждая тренировка должна быть на износ. Большая часть работы должна ощущаться тяжёлой, но подконтрольной, а прогресс виден, когда сравниваете дневник за этот месяц с прошлым, а не по одному героическому дню.",
        ],
      },
    },
    {
      id: "ways-to-progress",
      heading: {
        en: "Ways to add a little more",
        ru: "Как можно добавлять нагрузку",
      },
      paragraphs: {
        en: [
          "Weight on the bar is the most obvious lever, but not the only one. Studies comparing heavy and light loads show that muscle growth is similar across a wide range, roughly 6 to 30 reps per set, as long as sets are taken close to failure. That gives you several honest ways to progress.",
          "Pick one lever at a time. If you change the weight, the reps and the exercise in the same week, you cannot tell what is actually working.",
        ],
        ru: [
          "Вес на штанге — самый очевидный рычаг, но не единственный. Исследования, сравнивающие тяжёлые и лёгкие веса, показывают, что мышцы растут примерно одинаково в широком диапазоне — приблизительно от 6 до 30 повторений в подходе, если подходы выполняются близко к отказу. Значит, честных способов прогрессировать несколько.",
          "Меняйте что-то одно за раз. Если за одну неделю поменять и вес, и повторения, и само упражнение, уже не понять, что именно сработало.",
        ],
      },
      bullets: {
        en: [
          "More reps with the same weight: 3 × 8 becomes 3 × 10.",
          "More weight for the same reps: use the smallest step available, usually 1 to 2.5 kg on upper-body lifts and 2.5 to 5 kg on lower-body lifts.",
          "More sets: add one set for a muscle group that is lagging behind.",
          "Better technique and range of motion: a deeper squat or a paused bench press is harder work at the same weight.",
          "Shorter rest only in moderation: it cuts the reps you can do, so it is a weak lever for strength and size.",
        ],
        ru: [
          "Больше повторений с тем же весом: было 3 × 8, стало 3 × 10.",
          "Больше веса на те же повторения: берите минимальный шаг — обычно 1–2,5 кг в упражнениях на верх тела и 2,5–5 кг в упражнениях на ноги.",
          "Больше подходов: добавьте один подход на отстающую мышечную группу.",
          "Чище техника и больше амплитуда: присед глубже или жим лёжа с паузой на груди — это более тяжёлая работа с тем же весом.",
          "Короче отдых — только в меру: он уменьшает число повторений, поэтому для силы и массы это слабый рычаг.",
        ],
      },
    },
    {
      id: "double-progression",
      heading: {
        en: "A simple system: double progression",
        ru: "Простая схема: двойная прогрессия",
      },
      paragraphs: {
        en: [
          "Double progression is the easiest method for most people. Choose a rep range, for example 8 to 12, and a weight you can lift for 8 clean reps. Each session, try to add a rep or two to any set. When you reach 12 reps on every set with good form, add the smallest weight increment and start again near 8.",
          "Here is how it looks in practice. You bench 60 kg for 8, 8 and 7 reps. Over the next few weeks that becomes 10, 9, 9, then 12, 12, 11, then 12, 12, 12. Next session you load 62.5 kg and probably get 9, 8, 8. Your log shows progress even while the weight on the bar stays the same for weeks.",
          "Isolation exercises need a little more patience, because the weight jumps are large in relative terms. Going from a 10 kg to a 12 kg dumbbell in lateral raises is a 20% increase. Use a wider range there, such as 12 to 20 reps, and earn the jump before you make it.",
        ],
        ru: [
          "Двойная прогрессия — самый простой метод для большинства. Выберите диапазон повторений, например 8–12, и вес, с которым делаете 8 чистых повторений. На каждой тренировке старайтесь добавить одно-два повторения хотя бы в одном подходе. Когда во всех подходах выходит 12 повторений с хорошей техникой, добавьте минимальный шаг веса и снова начинайте примерно с 8.",
          "На практике это выглядит так. Вы жмёте лёжа 60 кг на 8, 8 и 7 раз. За следующие несколько недель это превращается в 10, 9, 9, потом 12, 12, 11, потом 12, 12, 12. На следующей тренировке ставите 62,5 кг и, скорее всего, делаете 9, 8, 8. Вес на штанге неделями не меняется, а дневник всё равно показывает прогресс.",
          "В изолирующих упражнениях нужно чуть больше терпения: шаг веса там относительно большой. Перейти с гантели 10 кг на 12 кг в махах в стороны — это плюс 20 %. Берите диапазон пошире, например 12–20 повторений, и переходите на следующий вес, только когда честно его заработали.",
        ],
      },
    },
    {
      id: "effort",
      heading: {
        en: "How hard each set should be",
        ru: "Насколько тяжёлым должен быть подход",
      },
      paragraphs: {
        en: [
          "Overload only works if your sets are genuinely challenging. Research comparing training to failure with stopping a little short suggests that ending most sets with about 1 to 3 reps in reserve gives nearly all the benefit with less fatigue. Reps in reserve, or RIR, is simply how many more good reps you could have done.",
          "Beginners tend to underestimate how much they have left. A useful check is to take the last set of an isolation exercise, such as a curl or a leg extension, to true failure now and then and see how far off your guess was. Keep heavy squats and deadlifts a rep or two short of failure, because that is where form tends to break down.",
        ],
        ru: [
          "Прогрессия работает, только если подходы по-настоящему тяжёлые. Исследования, где сравнивали работу до отказа и с небольшим запасом, говорят о том, что если заканчивать большинство подходов за 1–3 повторения до отказа, вы получаете почти весь эффект при меньшей усталости. Повторения в запасе — это просто количество чистых повторений, которые вы ещё могли бы сделать.",
          "Новички обычно недооценивают свой запас. Полезная проверка — время от времени доводить последний подход изолирующего упражнения, например сгибаний на бицепс или разгибаний ног в тренажёре, до настоящего отказа и смотреть, насколько вы ошиблись в оценке. А тяжёлые приседания и становую тягу оставляйте с запасом в одно-два повторения: именно там техника ломается раньше всего.",
        ],
      },
    },
    {
      id: "tracking-and-stalls",
      heading: {
        en: "Tracking, and what to do when progress stalls",
        ru: "Дневник и что делать, если прогресс встал",
      },
      paragraphs: {
        en: [
          "You cannot progress what you don't record. Write down the exercise, weight, sets, reps and a rough RIR for every working set; a notebook and an app both do the job. Before each session, look at what you did last time and set one small target.",
          "Stalls are normal. If a lift hasn't moved for two or three sessions, check the basics first: sleep, how much you are eating and whether you are actually following the plan. If those are fine, drop the weight by about 10% and build back up, switch to a close variation of the exercise, or take a lighter week.",
          "Pain is not a stall to push through. Sharp pain, or joint pain that lasts beyond a session or two, is a reason to reduce the load, and if it keeps coming back, to see a doctor or a physiotherapist.",
        ],
        ru: [
          "Нельзя прогрессировать в том, что не записываешь. Фиксируйте упражнение, вес, подходы, повторения и примерный запас для каждого рабочего подхода — подойдёт и блокнот, и приложение. Перед тренировкой загляните, что было в прошлый раз, и поставьте себе одну небольшую цель.",
          "Застой — это нормально. Если упражнение не растёт две-три тренировки подряд, сначала проверьте базу: сон, питание и то, действительно ли вы следуете плану. Если с этим всё в порядке, сбросьте вес примерно на 10 % и снова наберите, замените упражнение на близкий вариант или сделайте облегчённую неделю.",
          "Боль — это не застой, через который надо продавливаться. Острая боль или боль в суставе, которая не проходит после одной-двух тренировок, — повод снизить нагрузку, а если она возвращается, то и обратиться к врачу или реабилитологу.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Overload means doing a little more over time: more reps, more weight, more sets or a better range of motion.",
      "Double progression, reaching the top of a rep range and then adding weight, works for most people.",
      "End most sets with 1 to 3 reps in reserve, and keep the heaviest lifts further from failure.",
      "Log every working set so you know exactly what a little more means next session.",
      "Expect stalls; fix sleep, food and consistency before you pile on more work.",
    ],
    ru: [
      "Прогрессия — это понемногу больше со временем: больше повторений, веса, подходов или лучше амплитуда.",
      "Двойная прогрессия — дошли до верха диапазона повторений и добавили вес — подходит большинству.",
      "Заканчивайте большинство подходов за 1–3 повторения до отказа, а самые тяжёлые упражнения — с запасом побольше.",
      "Записывайте каждый рабочий подход, чтобы знать, что значит «чуть больше» на следующей тренировке.",
      "Застои неизбежны: сначала наладьте сон, питание и регулярность, а потом уже добавляйте работу.",
    ],
  },
};
