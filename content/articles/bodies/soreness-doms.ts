import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "soreness-doms",
  intro: {
    en: "That stiff, tender feeling a day or two after a new workout has a name: delayed onset muscle soreness, or DOMS. It is normal, usually harmless and fades on its own, but it is often misread as a sign of a great workout or as a reason to skip the next one. Here is what it is, what helps, and when soreness is something else.",
    ru: "Ломота и болезненность в мышцах через день-два после непривычной тренировки называется отсроченной мышечной болью, а в зале её чаще зовут крепатурой. Она нормальна, обычно безвредна и проходит сама, но её часто принимают то за признак отличной тренировки, то за повод пропустить следующую. Разберёмся, что это такое, что помогает и когда боль означает что-то другое.",
  },
  sections: [
    {
      id: "what-it-is",
      heading: {
        en: "What DOMS is and why it happens",
        ru: "Что такое крепатура и откуда она берётся",
      },
      paragraphs: {
        en: [
          "DOMS usually starts 12 to 24 hours after training, peaks at 24 to 72 hours and fades within about 5 to 7 days. The muscle feels tender to the touch and stiff when you stretch or contract it. It is most intense after unfamiliar exercises, after a long break, and after work with a heavy lowering phase, like Romanian deadlifts, walking lunges or downhill running.",
          "It is not caused by lactic acid. Lactate produced during a set is cleared within an hour or so, long before soreness begins. Current research points to small-scale disruption of muscle fibres and connective tissue during eccentric, or lengthening, work, followed by local inflammation that makes nerve endings in the muscle more sensitive.",
        ],
        ru: [
          "Крепатура обычно появляется через 12–24 часа после тренировки, сильнее всего ощущается через 24–72 часа и проходит примерно за 5–7 дней. Мышца болезненна при прикосновении и кажется скованной, когда вы её растягиваете или напрягаете. Сильнее всего она бывает после непривычных упражнений, после долгого перерыва и после работы с тяжёлой уступающей фазой — румынской тяги, выпадов в движении или бега под гору.",
          "Молочная кислота тут ни при чём. Лактат, образовавшийся во время подхода, выводится примерно за час, задолго до того, как появляется боль. Современные исследования указывают на микроповреждения мышечных волокон и соединительной ткани во время эксцентрической, уступающей работы, за которыми следует местное воспаление, повышающее чувствительность нервных окончаний в мышце.",
        ],
      },
    },
    {
      id: "repeated-bout-effect",
      heading: {
        en: "Why it gets milder: the repeated bout effect",
        ru: "Почему со временем болит меньше",
      },
      paragraphs: {
        en: [
          "The first session with a new exercise can leave you very sore; the second, a week later, much less so. This protective adaptation is called the repeated bout effect, and it can last for weeks. Your muscles, connective tissue and nervous system all adapt to handle the same work with less disruption.",
          "This is why the best way to prevent heavy soreness is to introduce new exercises and higher volumes gradually. Start a new programme with 1 or 2 fewer sets than planned, and stop further from failure in the first week. By the third week you can usually train at full volume with only mild soreness.",
        ],
        ru: [
          "После первой тренировки с новым упражнением мышцы могут сильно болеть, после второй, через неделю, — уже гораздо меньше. Эта защитная адаптация называется эффектом повторной нагрузки, и сохраняется она неделями. Мышцы, соединительная ткань и нервная система приспосабливаются выполнять ту же работу с меньшими повреждениями.",
          "Поэтому лучший способ избежать сильной крепатуры — вводить новые упражнения и увеличивать объём постепенно. Начинайте новую программу с подходом-двумя меньше запланированного и в первую неделю останавливайтесь подальше от отказа. К третьей неделе обычно уже можно работать в полном объёме, и мышцы будут болеть лишь слегка.",
        ],
      },
    },
    {
      id: "not-a-growth-gauge",
      heading: {
        en: "Soreness is not a measure of a good workout",
        ru: "Боль — не мерило хорошей тренировки",
      },
      paragraphs: {
        en: [
          "It is tempting to think that the sorer you are, the more you have grown. The evidence does not support this. Studies of trained lifters show that muscle growth continues even as soreness from the same routine fades away, and some muscles that grow well, like the upper back and calves, rarely get very sore at all.",
          "Chasing soreness by constantly changing exercises or adding huge amounts of eccentric work mostly adds fatigue. It can also make your next sessions worse, which slows progress. Judge your workouts by your training log, with reps and weights going up over time, not by how hard it is to walk down the stairs.",
        ],
        ru: [
          "Соблазнительно думать: чем сильнее болит, тем больше вырос. Данные этого не подтверждают. Исследования на тренированных атлетах показывают, что мышцы продолжают расти, даже когда крепатура от той же программы сходит на нет, а некоторые хорошо растущие мышцы, например верх спины или икры, вообще редко сильно болят.",
          "Гоняться за крепатурой, постоянно меняя упражнения или добавляя огромный объём негативной работы, — значит в основном копить усталость. Вдобавок это может испортить следующие тренировки и затормозить прогресс. Оценивайте тренировки по дневнику, где со временем растут повторения и веса, а не по тому, насколько трудно спуститься по лестнице.",
        ],
      },
    },
    {
      id: "what-helps",
      heading: {
        en: "What helps, and training while sore",
        ru: "Что помогает и можно ли тренироваться с крепатурой",
      },
      paragraphs: {
        en: [
          "No method makes DOMS disappear, but some things take the edge off. Reviews comparing recovery methods find that massage has one of the more consistent small effects, and light movement brings short-term relief. The list below is a realistic toolkit.",
          "Mild to moderate soreness is not a reason to skip training. It usually eases once you warm up, and a session for the same muscle often makes it feel better rather than worse. If a muscle is so sore that it changes how you move, train something else that day, or do a lighter session with fewer sets for the sore area.",
        ],
        ru: [
          "Никакой метод не убирает крепатуру полностью, но кое-что её смягчает. Обзоры, сравнивающие способы восстановления, показывают, что у массажа один из самых стабильных, хотя и небольших эффектов, а лёгкое движение даёт кратковременное облегчение. Ниже — реалистичный набор средств.",
          "Лёгкая или умеренная крепатура — не повод пропускать тренировку. Обычно после разминки она ослабевает, а тренировка той же мышцы часто даже уменьшает боль. Если мышца болит так, что меняется техника движения, в этот день нагрузите что-нибудь другое или сделайте облегчённую тренировку с меньшим числом подходов на болящую зону.",
        ],
      },
      bullets: {
        en: [
          "Easy movement: a 20 to 30 minute walk, an easy bike ride or light sets of the sore muscle's exercises.",
          "Massage or a foam roller for a few minutes per muscle group.",
          "Enough sleep and enough protein, around 1.6 g per kg of body weight per day for people who lift.",
          "Cold water immersion may reduce soreness a little, but using it regularly straight after lifting may blunt muscle growth, so save it for competitions or busy sport weeks.",
          "Over-the-counter painkillers can ease pain, but they are not needed for normal DOMS; follow the label and ask a doctor or pharmacist if you have health conditions.",
        ],
        ru: [
          "Лёгкая активность: прогулка на 20–30 минут, спокойный велосипед или лёгкие подходы упражнений на болящую мышцу.",
          "Массаж или массажный ролик по несколько минут на мышечную группу.",
          "Достаточно сна и белка — для тех, кто занимается с отягощениями, около 1,6 г на килограмм веса тела в день.",
          "Холодные ванны могут немного уменьшить боль, но если регулярно принимать их сразу после силовой, рост мышц может замедлиться, так что приберегите их для соревнований или плотных игровых недель.",
          "Безрецептурные обезболивающие облегчают боль, но при обычной крепатуре они не нужны; соблюдайте инструкцию и посоветуйтесь с врачом или фармацевтом, если у вас есть хронические заболевания.",
        ],
      },
    },
    {
      id: "warning-signs",
      heading: {
        en: "When soreness is something else",
        ru: "Когда это уже не крепатура",
      },
      paragraphs: {
        en: [
          "Normal DOMS is a dull, diffuse ache across the muscle that appears the next day and gets better day by day. Sharp pain that started at a specific moment during a set, pain in a joint rather than a muscle, visible bruising or swelling, or pain that keeps getting worse after three days point to an injury. Rest the area and see a doctor or physiotherapist if it does not improve.",
          "Very rarely, extremely hard or unaccustomed exercise causes rhabdomyolysis, a serious breakdown of muscle tissue. Warning signs are severe pain and swelling far beyond normal soreness, marked weakness, and dark, cola-coloured urine. This needs urgent medical care, so do not wait for it to pass.",
        ],
        ru: [
          "Обычная крепатура — это тупая разлитая ломота по всей мышце, которая появляется на следующий день и с каждым днём слабеет. Острая боль, возникшая в конкретный момент подхода, боль в суставе, а не в мышце, заметный синяк или отёк, а также боль, которая продолжает усиливаться после третьего дня, указывают на травму. Дайте этой зоне покой и, если лучше не становится, обратитесь к врачу или реабилитологу.",
          "Очень редко чрезмерно тяжёлая или непривычная нагрузка вызывает рабдомиолиз — серьёзный распад мышечной ткани. Тревожные признаки: сильная боль и отёк, намного превосходящие обычную крепатуру, выраженная слабость и тёмная моча цвета колы. Это требует срочной медицинской помощи, так что не ждите, пока само пройдёт.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "DOMS peaks 24 to 72 hours after training and fades within about a week.",
      "It comes from unaccustomed and eccentric work, not lactic acid, and it lessens as you adapt.",
      "Soreness is not a reliable sign of muscle growth; your training log is.",
      "Light movement, massage, sleep and protein help; mild soreness is no reason to skip a session.",
      "Sharp or joint pain suggests injury; extreme pain with dark urine needs urgent medical care.",
    ],
    ru: [
      "Крепатура сильнее всего через 24–72 часа после тренировки и проходит примерно за неделю.",
      "Её вызывает непривычная и уступающая работа, а не молочная кислота, и по мере адаптации она ослабевает.",
      "Боль в мышцах — ненадёжный признак роста, надёжный — дневник тренировок.",
      "Помогают лёгкое движение, массаж, сон и белок; лёгкая крепатура — не повод пропускать тренировку.",
      "Острая боль или боль в суставе говорит о травме, а сильная боль с тёмной мочой требует срочной медицинской помощи.",
    ],
  },
};
