import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "compound-vs-isolation",
  intro: {
    en: "Compound and isolation exercises are often pitted against each other, as if you had to choose a side. In reality they do different jobs, and a good programme uses both. Here is what each one is good at and how to combine them without wasting time.",
    ru: "Базовые и изолирующие упражнения часто противопоставляют, будто нужно выбрать что-то одно. На деле у них разные задачи, и в хорошей программе есть место и тем и другим. Разберёмся, в чём сильна каждая группа и как их сочетать, не теряя времени.",
  },
  sections: [
    {
      id: "definitions",
      heading: {
        en: "What the terms mean",
        ru: "Что означают эти термины",
      },
      paragraphs: {
        en: [
          "A compound exercise moves two or more joints at once and trains several muscle groups together. An isolation exercise moves one joint and focuses on one muscle or a small group. The line is not always sharp, but the examples below cover most of what you will see in a gym.",
          "Neither type is more natural or more functional by default. A leg extension is not dangerous for healthy knees, and a squat is not automatically better for everyone. What matters is whether the exercise loads the muscle you want, lets you progress, and suits your body and equipment.",
        ],
        ru: [
          "В базовом, или многосуставном, упражнении движение идёт сразу в двух и более суставах, и работает несколько мышечных групп. Изолирующее, или односуставное, задействует один сустав и нацелено на одну мышцу или небольшую группу. Граница не всегда чёткая, но примеры ниже покрывают почти всё, что вы увидите в зале.",
          "Ни один тип сам по себе не «естественнее» и не «функциональнее». Разгибания ног в тренажёре не опасны для здоровых коленей, а присед не обязательно лучше для всех. Важно другое: нагружает ли упражнение нужную мышцу, можно ли в нём прогрессировать и подходит ли оно вашему телу и оборудованию.",
        ],
      },
      bullets: {
        en: [
          "Compound: squat, deadlift, Romanian deadlift, bench press, overhead press, pull-up, barbell or cable row, lunge, dip.",
          "Isolation: biceps curl, triceps extension, lateral raise, leg extension, leg curl, calf raise, chest fly, hip thrust on a machine.",
        ],
        ru: [
          "Базовые: присед, становая тяга, румынская тяга, жим лёжа, жим стоя, подтягивания, тяга штанги в наклоне или горизонтального блока, выпады, отжимания на брусьях.",
          "Изолирующие: сгибания на бицепс, разгибания на трицепс, махи гантелями в стороны, разгибания и сгибания ног в тренажёре, подъёмы на носки, разведения рук, ягодичный мост в тренажёре.",
        ],
      },
    },
    {
      id: "why-compounds-first",
      heading: {
        en: "Why compounds form the backbone",
        ru: "Почему основа программы — базовые упражнения",
      },
      paragraphs: {
        en: [
          "Compound lifts are time-efficient. One set of rows trains your upper back, lats, rear delts and biceps together, so a handful of movements can cover the whole body in under an hour. They also let you use heavy loads, which makes them the best tools for building strength you can measure.",
          "Studies in beginners comparing programmes made only of compound exercises with the same programmes plus isolation work often found similar gains in strength and even in arm size. Early on, the big lifts give most muscles enough stimulus, and adding curls and extensions brings only a modest extra effect.",
        ],
        ru: [
          "Базовые упражнения экономят время. Один подход тяги нагружает и верх спины, и широчайшие, и задние дельты, и бицепс, так что нескольких движений хватает, чтобы проработать всё тело меньше чем за час. Кроме того, в них можно работать с большими весами, поэтому они лучше всего подходят для развития силы, которую легко измерить.",
          "В исследованиях на новичках, где сравнивали программы только из базовых упражнений с теми же программами плюс изоляция, рост силы и даже объёма рук часто оказывался схожим. На старте крупные движения дают большинству мышц достаточно нагрузки, а сгибания и разгибания добавляют лишь небольшой дополнительный эффект.",
        ],
      },
    },
    {
      id: "where-isolation-helps",
      heading: {
        en: "Where isolation earns its place",
        ru: "Где изоляция действительно нужна",
      },
      paragraphs: {
        en: [
          "Compound lifts do not load every muscle equally. In a squat the quads and glutes do most of the work while the hamstrings barely change length, and no pressing or pulling movement trains the side delts or calves well. Isolation exercises fill exactly these gaps.",
          "Isolation work also helps when a muscle is the weak link. If your triceps give out before your chest in the bench press, your chest never gets a hard set; a few sets of triceps extensions fix that over time. As you become more experienced and the easy gains from compounds slow down, targeted work for lagging muscles matters more.",
          "Finally, isolation exercises are easier to adjust around aches. When a sore shoulder makes pressing uncomfortable, a lateral raise or a cable fly in a pain-free range can keep the muscle training while the joint settles. If pain persists for more than a couple of weeks, get it checked by a doctor or a physiotherapist.",
        ],
        ru: [
          "Базовые упражнения нагружают мышцы неравномерно. В приседе основную работу делают квадрицепсы и ягодицы, а мышцы задней поверхности бедра почти не меняют длину; ни один жим или тяга толком не нагружает средние дельты или икры. Изолирующие упражнения закрывают именно эти пробелы.",
          "Изоляция помогает и тогда, когда мышца оказывается слабым звеном. Если в жиме лёжа трицепс сдаётся раньше груди, грудь так и не получает по-настоящему тяжёлого подхода; несколько подходов разгибаний на трицепс со временем это исправят. С опытом, когда лёгкий прогресс в базе замедляется, прицельная работа над отстающими мышцами становится важнее.",
          "Наконец, изолирующие упражнения проще подстроить под дискомфорт. Если больное плечо мешает жать, махи в стороны или разведения в кроссовере в безболезненной амплитуде позволят продолжать тренировать мышцу, пока сустав успокаивается. Если боль держится дольше пары недель, покажитесь врачу или реабилитологу.",
        ],
      },
    },
    {
      id: "putting-it-together",
      heading: {
        en: "Putting them together in a session",
        ru: "Как сочетать их на тренировке",
      },
      paragraphs: {
        en: [
          "A simple rule works for most people: do one or two compound lifts first, while you are fresh, then two or three isolation exercises for the muscles that the compounds missed or that you want to bring up. Compounds usually suit 4 to 10 reps, and isolation exercises tend to feel best with 10 to 20 smooth, controlled reps.",
          "Rest longer after heavy compounds, around 2 to 3 minutes, so your next set is not sabotaged by fatigue. Isolation exercises need less, often 60 to 90 seconds. Here are two sample sessions that cover the whole body in about an hour.",
        ],
        ru: [
          "Большинству подходит простое правило: сначала, пока вы свежие, одно-два базовых упражнения, затем два-три изолирующих на мышцы, которые база недогрузила или которые вы хотите подтянуть. Базе обычно подходят 4–10 повторений, а изоляция лучше идёт в диапазоне 10–20 плавных, подконтрольных повторений.",
          "После тяжёлых базовых упражнений отдыхайте дольше, около 2–3 минут, чтобы усталость не сорвала следующий подход. Изоляции хватает меньшего, часто 60–90 секунд. Вот два примера тренировок, которые за час прорабатывают всё тело.",
        ],
      },
      bullets: {
        en: [
          "Day A: squat 3 × 6–8, bench press 3 × 6–8, cable row 3 × 8–12, leg curl 2 × 10–15, lateral raise 3 × 12–20.",
          "Day B: Romanian deadlift 3 × 6–10, overhead press 3 × 6–10, pull-up 3 × as many as you can with 1–2 reps in reserve, calf raise 3 × 10–15, biceps curl 2 × 10–15, triceps extension 2 × 10–15.",
        ],
        ru: [
          "День А: присед 3 × 6–8, жим лёжа 3 × 6–8, тяга горизонтального блока 3 × 8–12, сгибания ног в тренажёре 2 × 10–15, махи гантелями в стороны 3 × 12–20.",
          "День Б: румынская тяга 3 × 6–10, жим стоя 3 × 6–10, подтягивания 3 подхода на максимум с запасом 1–2 повторения, подъёмы на носки 3 × 10–15, сгибания на бицепс 2 × 10–15, разгибания на трицепс 2 × 10–15.",
        ],
      },
    },
    {
      id: "choosing-for-your-goal",
      heading: {
        en: "Choosing the balance for your goal",
        ru: "Как выбрать баланс под свою цель",
      },
      paragraphs: {
        en: [
          "If your main goal is strength in specific lifts, most of your sets should be those lifts and their close variations, with isolation work as support. If your main goal is muscle size and shape, a roughly even split between compound and isolation sets is perfectly reasonable, especially once you are past the beginner stage.",
          "If you are short on time, lean toward compounds, since they cover more muscle per minute. If heavy barbell work bothers your joints, machines and isolation exercises can carry more of the load without costing you progress. The best exercise is the one you can do consistently, progress on, and feel in the right muscle.",
        ],
        ru: [
          "Если главная цель — сила в конкретных упражнениях, основная часть подходов должна приходиться на сами эти упражнения и их близкие варианты, а изоляция — играть вспомогательную роль. Если цель — объём и форма мышц, вполне разумно делить подходы между базой и изоляцией примерно поровну, особенно когда вы уже не новичок.",
          "Если времени мало, делайте упор на базу: она нагружает больше мышц за минуту. Если тяжёлая работа со штангой беспокоит суставы, тренажёры и изоляция могут взять на себя значительную часть нагрузки без потери прогресса. Лучшее упражнение — то, которое вы можете делать регулярно, в котором растёте и в котором чувствуете нужную мышцу.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Compound lifts train many muscles at once and are the most time-efficient base for any programme.",
      "Isolation exercises cover the gaps, such as side delts, calves and hamstrings, and help bring up weak links.",
      "Put one or two compounds first in a session, then two or three isolation exercises.",
      "Beginners get most results from compounds; isolation matters more as you gain experience.",
      "Choose exercises you can progress on and feel in the target muscle, whatever their category.",
    ],
    ru: [
      "Базовые упражнения нагружают много мышц сразу и служат самой экономной по времени основой любой программы.",
      "Изоляция закрывает пробелы — средние дельты, икры, заднюю поверхность бедра — и помогает подтянуть слабые звенья.",
      "Ставьте на тренировке сначала одно-два базовых упражнения, затем два-три изолирующих.",
      "Новичкам большую часть результата даёт база, а с опытом роль изоляции растёт.",
      "Выбирайте упражнения, в которых можете прогрессировать и чувствуете целевую мышцу, к какому бы типу они ни относились.",
    ],
  },
};
