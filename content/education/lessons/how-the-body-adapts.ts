import type { LessonBody } from "../types";

/** Lesson 1: training as stress, recovery and adaptation. */
export const lesson: LessonBody = {
  slug: "how-the-body-adapts",
  intro: {
    en: "Every workout is a small, controlled stress. Your body doesn't get stronger during the session; it gets stronger afterwards, while it recovers and prepares for the next time. Once you understand this loop, most of the rules in this course will make sense on their own.",
    ru: "Каждая тренировка — это небольшой контролируемый стресс. Сильнее вы становитесь не во время занятия, а после него, пока тело восстанавливается и готовится к следующему разу. Разберётесь в этом цикле — и большинство правил из этого курса станут понятны сами собой.",
  },
  sections: [
    {
      id: "stress-and-recovery",
      heading: {
        en: "Stress, fatigue and recovery",
        ru: "Нагрузка, усталость и восстановление",
      },
      paragraphs: {
        en: [
          "Lifting a weight, running or cycling pushes your body out of balance. Muscle fibres take small amounts of damage, energy stores run down and your nervous system gets tired. Right after a hard session you are actually weaker than before it started. That dip is normal: it is the signal that tells your body it needs to change.",
          "Over the next 24 to 72 hours your body repairs the damage and rebuilds slightly beyond its old level, so the same effort will feel easier next time. In beginners, muscle protein synthesis, the process that builds new muscle tissue, stays raised for roughly one to two days after a hard workout. This is why the same muscles are usually trained again two to three days later.",
          "You control all three parts of the loop: the stress (training), the recovery (sleep, food, rest days) and the time between sessions. Too little stress and nothing changes; too much stress or too little recovery and fatigue piles up faster than you adapt.",
        ],
        ru: [
          "Когда вы поднимаете вес, бегаете или крутите педали, вы выводите организм из равновесия. Мышечные волокна получают микроповреждения, запасы энергии расходуются, нервная система устаёт. Сразу после тяжёлой тренировки вы на самом деле слабее, чем были до неё. Этот провал — норма: именно он подаёт телу сигнал, что пора меняться.",
          "В следующие 24–72 часа организм устраняет повреждения и отстраивается чуть выше прежнего уровня, чтобы в следующий раз та же нагрузка далась легче. Синтез мышечного белка — процесс, за счёт которого растут мышцы, — у новичков остаётся повышенным примерно сутки-двое после тяжёлой тренировки. Поэтому одни и те же мышцы обычно снова тренируют через два-три дня.",
          "Все три звена цикла в ваших руках: нагрузка (тренировка), восстановление (сон, еда, дни отдыха) и время между занятиями. Мало нагрузки — ничего не меняется; слишком много нагрузки или мало восстановления — усталость копится быстрее, чем тело успевает адаптироваться.",
        ],
      },
      bullets: {
        en: [
          "Stress: a session hard enough to be a real challenge, but not so hard that you can't repeat it in a few days.",
          "Recovery: 7 to 9 hours of sleep, enough protein and energy, and at least one or two rest days a week.",
          "Adaptation: small improvements that add up over weeks, not days.",
        ],
        ru: [
          "Нагрузка: тренировка должна быть настоящим испытанием, но не настолько тяжёлым, чтобы вы не смогли повторить её через несколько дней.",
          "Восстановление: 7–9 часов сна, достаточно белка и калорий, минимум один-два дня отдыха в неделю.",
          "Адаптация: небольшие улучшения, которые складываются за недели, а не за дни.",
        ],
      },
    },
    {
      id: "specificity",
      heading: {
        en: "You get what you train for",
        ru: "Что тренируете, то и получаете",
      },
      paragraphs: {
        en: [
          "Your body adapts to the exact demand you place on it. Coaches call this specificity. Heavy sets of 3 to 6 reps mostly build maximal strength, sets of 6 to 20 or more reps taken close to failure build muscle size, and long, steady cardio builds endurance. Every kind of training builds a bit of everything, but what you practise improves most.",
          "The same goes for movements: practising the squat improves the squat first and other leg exercises only partly. If you have a concrete goal, such as your first pull-up or a 5 km run, part of your training should look like it.",
        ],
        ru: [
          "Тело приспосабливается именно к той нагрузке, которую вы ему даёте. Тренеры называют это принципом специфичности. Тяжёлые подходы на 3–6 повторений в первую очередь развивают максимальную силу, подходы на 6–20 и больше повторений, близкие к отказу, — мышечную массу, а долгое равномерное кардио — выносливость. Любая тренировка понемногу развивает всё, но сильнее всего растёт то, над чем вы работаете.",
          "То же касается движений: прогресс в приседе прежде всего улучшает сам присед и лишь отчасти — другие упражнения на ноги. Если у вас есть конкретная цель, например первое подтягивание или пробежать 5 км, часть тренировок должна быть похожа на неё.",
        ],
      },
    },
    {
      id: "timeline",
      heading: {
        en: "What changes and when",
        ru: "Что меняется и когда",
      },
      paragraphs: {
        en: [
          "In the first four to eight weeks, most strength gains come from your nervous system: you learn the movement and recruit and coordinate more muscle fibres. That is why beginners can add weight almost every session while their muscles look much the same.",
          "Muscle growth is slower. Measurable changes start within a few weeks, but changes you can see in the mirror usually take two to three months of steady training and enough protein. Heart and lung fitness responds faster: after four to six weeks of regular cardio, stairs often feel easier and resting heart rate drops.",
          "Beginners adapt fastest because they are furthest from their limits. Expect progress to slow after the first 6 to 12 months; that is normal, not a mistake.",
        ],
        ru: [
          "Первые 4–8 недель сила растёт в основном за счёт нервной системы: вы осваиваете технику, включаете в работу больше мышечных волокон и лучше их координируете. Поэтому новичок добавляет вес чуть ли не каждую тренировку, хотя внешне мышцы почти не меняются.",
          "Мышцы растут медленнее. Измеримые изменения появляются уже через несколько недель, но в зеркале их обычно видно через два-три месяца регулярных тренировок при достаточном количестве белка. Сердце и лёгкие откликаются быстрее: через 4–6 недель регулярного кардио подниматься по лестнице обычно становится легче, а пульс в покое снижается.",
          "Быстрее всех прогрессируют новички — они дальше всего от своего потолка. Через 6–12 месяцев темп замедлится, и это норма, а не ошибка.",
        ],
      },
    },
    {
      id: "use-it-or-lose-it",
      heading: {
        en: "Use it or lose it",
        ru: "Не используешь — теряешь",
      },
      paragraphs: {
        en: [
          "Adaptations are reversible. Stop training completely and fitness starts to fade within a few weeks, endurance faster than strength. But keeping what you have costs far less than building it: in studies, people kept most of their muscle and strength training once or twice a week with about a third of their usual sets, as long as those sets stayed hard.",
          "Muscle you have built before also comes back faster than it took to build the first time. A missed week or a holiday is not a disaster. What matters is the pattern over months: three average workouts a week for a year beat six perfect workouts a week for one month.",
        ],
        ru: [
          "Адаптации обратимы. Если полностью бросить тренировки, форма начнёт уходить уже через несколько недель, причём выносливость — быстрее силы. Зато сохранить достигнутое гораздо проще, чем набрать: в исследованиях люди удерживали большую часть мышц и силы, тренируясь один-два раза в неделю примерно с третью привычного числа подходов — при условии, что эти подходы оставались тяжёлыми.",
          "Кроме того, мышцы, которые у вас уже были, возвращаются быстрее, чем росли в первый раз. Пропущенная неделя или отпуск — не катастрофа. Важна картина за месяцы: три средние тренировки в неделю на протяжении года дадут больше, чем шесть идеальных в неделю на протяжении месяца.",
        ],
      },
    },
    {
      id: "before-you-start",
      heading: {
        en: "Before you start",
        ru: "Перед стартом",
      },
      paragraphs: {
        en: [
          "Most healthy adults can start a sensible strength and cardio programme on their own. See a doctor first if you have heart, lung or kidney disease, high blood pressure that isn't under control or diabetes, if you are pregnant or recovering from a recent injury or surgery, or if you get chest pain, dizziness or unusual shortness of breath when you are active.",
          "Whatever your starting point, begin below your limit. Use the first two to four weeks to learn the movements and let your joints and tendons catch up: connective tissue adapts more slowly than muscle.",
        ],
        ru: [
          "Большинство здоровых взрослых могут самостоятельно начать разумную программу силовых и кардиотренировок. Сначала посоветуйтесь с врачом, если у вас есть заболевания сердца, лёгких или почек, плохо контролируемое давление или диабет, если вы беременны или восстанавливаетесь после недавней травмы или операции, а также если при нагрузке бывают боль в груди, головокружение или непривычная одышка.",
          "С какого бы уровня вы ни начинали, стартуйте ниже своих возможностей. Первые 2–4 недели посвятите освоению движений и дайте суставам и сухожилиям догнать мышцы: соединительная ткань адаптируется медленнее.",
        ],
      },
    },
  ],
  check: [
    {
      question: {
        en: "Why are you weaker right after a hard workout, and when do you actually get stronger?",
        ru: "Почему сразу после тяжёлой тренировки вы слабее и когда на самом деле становитесь сильнее?",
      },
      answer: {
        en: "The session leaves fatigue and small amounts of damage. You get stronger during recovery over the following days, when your body rebuilds slightly beyond its old level.",
        ru: "Тренировка оставляет усталость и микроповреждения. Сильнее вы становитесь во время восстановления в следующие дни, когда тело отстраивается чуть выше прежнего уровня.",
      },
    },
    {
      question: {
        en: "Why do beginners get stronger quickly before their muscles grow much?",
        ru: "Почему новички быстро прибавляют в силе ещё до заметного роста мышц?",
      },
      answer: {
        en: "In the first weeks most gains come from the nervous system: it learns the movement and recruits more muscle fibres at once.",
        ru: "В первые недели прирост идёт в основном за счёт нервной системы: она осваивает движение и включает в работу больше волокон одновременно.",
      },
    },
    {
      question: {
        en: "A busy month is coming. What is the minimum training that keeps most of your results?",
        ru: "Впереди загруженный месяц. Какой минимум тренировок сохранит большую часть результата?",
      },
      answer: {
        en: "One or two hard sessions a week with about a third of your usual sets.",
        ru: "Одно-два тяжёлых занятия в неделю примерно с третью обычного числа подходов.",
      },
    },
  ],
  takeaways: {
    en: [
      "Training is the stimulus; you improve while you recover.",
      "Your body adapts specifically to what you practise, so train in line with your goal.",
      "Early strength gains are mostly neural; visible muscle takes two to three months.",
      "Consistency over months matters more than any single perfect workout.",
    ],
    ru: [
      "Тренировка — это стимул, а прогресс происходит во время восстановления.",
      "Тело приспосабливается именно к тому, что вы делаете, поэтому тренируйтесь под свою цель.",
      "Первый прирост силы — заслуга нервной системы; заметные мышцы — это два-три месяца работы.",
      "Регулярность на протяжении месяцев важнее любой идеальной тренировки.",
    ],
  },
};
