import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "deloads-and-fatigue",
  intro: {
    en: "Hard training builds fitness and fatigue at the same time, and fatigue can hide the progress you have made. A deload is a short, planned period of easier training that lets fatigue clear while you keep your gains. Here is how to tell when you need one and how to run it.",
    ru: "Тяжёлые тренировки одновременно повышают тренированность и копят усталость, а усталость может скрывать достигнутый прогресс. Разгрузка — это короткий запланированный период облегчённых тренировок, за который усталость уходит, а результаты остаются. Разберёмся, как понять, что она нужна, и как её провести.",
  },
  sections: [
    {
      id: "fitness-and-fatigue",
      heading: {
        en: "Fitness and fatigue build together",
        ru: "Тренированность и усталость растут вместе",
      },
      paragraphs: {
        en: [
          "Every hard week adds two things: a lasting improvement in strength and muscle, and a layer of fatigue in your muscles, joints and nervous system. Fitness fades slowly, over weeks. Fatigue clears much faster, within days, once you ease off.",
          "That difference is why a well-timed easier week often leaves you stronger than before it. Your fitness is still there, and the fatigue that was masking it is gone. It is also why pushing through weeks of stalled, grinding sessions rarely works: the fatigue keeps piling up faster than the fitness.",
        ],
        ru: [
          "Каждая тяжёлая неделя приносит две вещи: стойкий прирост силы и мышц и слой усталости в мышцах, суставах и нервной системе. Тренированность уходит медленно, неделями. Усталость же, стоит снизить нагрузку, проходит гораздо быстрее — за несколько дней.",
          "Именно поэтому после вовремя сделанной лёгкой недели вы часто оказываетесь сильнее, чем до неё. Тренированность никуда не делась, а усталость, которая её маскировала, ушла. По той же причине редко работает попытка неделями продавливать тренировки без прогресса: усталость копится быстрее, чем растёт форма.",
        ],
      },
    },
    {
      id: "signs-of-fatigue",
      heading: {
        en: "Signs that fatigue is piling up",
        ru: "Признаки накопившейся усталости",
      },
      paragraphs: {
        en: [
          "One bad session means little; a bad day at work or a poor night can explain it. Look for patterns that last a week or more, especially when several signs show up together.",
          "Remember that fatigue does not only come from the gym. A stressful month at work, a new baby, travel or a calorie deficit all eat into the same recovery budget. You may need a deload sooner during those periods, even if your training has not changed.",
        ],
        ru: [
          "Одна неудачная тренировка мало что значит: её может объяснить тяжёлый день на работе или плохая ночь. Смотрите на то, что держится неделю и дольше, особенно если несколько признаков появляются одновременно.",
          "Помните, что усталость берётся не только из зала. Напряжённый месяц на работе, рождение ребёнка, перелёты или дефицит калорий расходуют тот же запас восстановления. В такие периоды разгрузка может понадобиться раньше, даже если сами тренировки не менялись.",
        ],
      },
      bullets: {
        en: [
          "Your weights or reps drop for two or more sessions in a row on several exercises.",
          "Warm-up weights feel unusually heavy, and your bar speed is slow.",
          "Joints and tendons ache in a dull, nagging way, not just muscle soreness.",
          "Sleep gets worse, or your morning resting heart rate stays noticeably higher than usual.",
          "You dread workouts you normally enjoy.",
        ],
        ru: [
          "Веса или повторения падают две и больше тренировки подряд сразу в нескольких упражнениях.",
          "Разминочные веса кажутся непривычно тяжёлыми, а штанга идёт медленно.",
          "Суставы и сухожилия ноют тупой, назойливой болью — это не просто мышечная крепатура.",
          "Сон ухудшается или утренний пульс в покое заметно выше обычного несколько дней подряд.",
          "Идти на тренировку, которая обычно в радость, совсем не хочется.",
        ],
      },
    },
    {
      id: "how-to-deload",
      heading: {
        en: "How to run a deload",
        ru: "Как провести разгрузку",
      },
      paragraphs: {
        en: [
          "Direct research on deloads is still limited, so most guidance comes from coaching practice and from studies showing how slowly strength and muscle are lost when training is reduced. The most common approach is to keep the same exercises and the same number of sessions, but cut your sets by about 40 to 50%. Keep the weights the same or reduce them by about 10%, and stop every set with at least 3 to 4 reps in reserve.",
          "For example, if you normally squat 4 sets of 6 at 100 kg, a deload week might be 2 sets of 6 at 90 to 100 kg, finishing each set feeling you had plenty left. The session should leave you feeling fresher than when you walked in.",
          "A deload usually lasts one week. Some people prefer a few days completely off, which also works, though returning after a week of full rest can feel rusty for a session or two. Keep walking and light activity going either way.",
        ],
        ru: [
          "Прямых исследований разгрузок пока немного, поэтому большинство рекомендаций опирается на тренерскую практику и на данные о том, как медленно уходят сила и мышцы при снижении нагрузки. Самый распространённый вариант — оставить те же упражнения и то же число тренировок, но сократить количество подходов примерно на 40–50 %. Веса оставьте прежними или снизьте примерно на 10 %, а каждый подход заканчивайте с запасом минимум 3–4 повторения.",
          "Например, если обычно вы приседаете 4 подхода по 6 раз со 100 кг, на разгрузочной неделе это может быть 2 подхода по 6 раз с 90–100 кг, и каждый подход заканчивается с ощущением, что сил ещё много. После такой тренировки вы должны чувствовать себя бодрее, чем до неё.",
          "Обычно разгрузка длится неделю. Кто-то предпочитает несколько дней полного отдыха — это тоже работает, хотя после недели без тренировок первые одно-два занятия могут идти туговато. В любом случае продолжайте ходить пешком и двигаться в лёгком режиме.",
        ],
      },
    },
    {
      id: "how-often",
      heading: {
        en: "How often to deload",
        ru: "Как часто нужна разгрузка",
      },
      paragraphs: {
        en: [
          "Beginners on modest volume often do not need planned deloads at all; their weights are light enough to recover from week to week. Intermediate and advanced lifters commonly plan a deload every 4 to 8 weeks, with harder programmes and older lifters toward the shorter end.",
          "You can also deload on demand: train until two or three of the warning signs appear together, then take the easier week. Many people use a mix, planning a deload every 6 weeks or so but bringing it forward when life gets in the way. Either way, a deload is part of the plan, not a sign of weakness.",
        ],
        ru: [
          "Новичкам при умеренном объёме плановые разгрузки часто вообще не нужны: веса у них достаточно лёгкие, чтобы восстанавливаться от недели к неделе. Атлеты среднего и продвинутого уровня обычно планируют разгрузку раз в 4–8 недель; при тяжёлых программах и с возрастом — ближе к нижней границе.",
          "Можно разгружаться и по самочувствию: тренироваться, пока не появятся сразу два-три тревожных признака, а затем брать лёгкую неделю. Многие совмещают оба подхода: планируют разгрузку примерно раз в 6 недель, но сдвигают её пораньше, если вмешивается жизнь. В любом случае разгрузка — часть плана, а не признак слабости.",
        ],
      },
    },
    {
      id: "beyond-normal-fatigue",
      heading: {
        en: "When it is more than training fatigue",
        ru: "Когда дело не только в тренировках",
      },
      paragraphs: {
        en: [
          "Short-term overreaching, where performance dips and recovers within a week or two of easier training, is normal and even useful. True overtraining, where performance stays down for weeks or months despite rest, is rare in recreational lifters and usually comes with a big gap between training load and recovery.",
          "If a proper deload does not help and you still feel drained, keep getting ill, lose weight without trying or notice your heart racing at rest, see a doctor. Persistent fatigue has many possible causes beyond training, and some of them need medical attention rather than more rest days.",
        ],
        ru: [
          "Кратковременная перегрузка, когда результаты проседают, а после одной-двух лёгких недель возвращаются, — нормальное и даже полезное явление. Настоящая перетренированность, когда результаты держатся на низком уровне неделями и месяцами несмотря на отдых, у любителей встречается редко и обычно связана с большим разрывом между нагрузкой и восстановлением.",
          "Если полноценная разгрузка не помогла и вы по-прежнему чувствуете себя опустошённым, часто болеете, худеете без видимой причины или замечаете учащённое сердцебиение в покое, обратитесь к врачу. У стойкой усталости много возможных причин помимо тренировок, и некоторые из них требуют медицинской помощи, а не дополнительных дней отдыха.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Fatigue clears faster than fitness, so a short easy week can reveal progress that fatigue was hiding.",
      "Watch for patterns over a week or more: falling performance, achy joints, poor sleep, low motivation.",
      "A typical deload keeps the exercises, halves the sets and leaves 3 to 4 reps in reserve for one week.",
      "Plan one every 4 to 8 weeks, or sooner when life stress is high.",
      "If fatigue persists after a deload, see a doctor rather than simply resting longer.",
    ],
    ru: [
      "Усталость проходит быстрее, чем уходит форма, поэтому короткая лёгкая неделя может проявить скрытый ею прогресс.",
      "Следите за тем, что тянется неделю и дольше: падение результатов, ноющие суставы, плохой сон, нет мотивации.",
      "Обычная разгрузка — те же упражнения, вдвое меньше подходов и запас 3–4 повторения в течение недели.",
      "Планируйте её раз в 4–8 недель или раньше, если в жизни много стресса.",
      "Если усталость не уходит и после разгрузки, обратитесь к врачу, а не просто отдыхайте дольше.",
    ],
  },
};
