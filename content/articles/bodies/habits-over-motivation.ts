import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "habits-over-motivation",
  intro: {
    en: "Motivation is great for starting, but it comes and goes with your mood, your sleep and your week. People who train for years rarely rely on it; they rely on habits that make training the default. Here is how to build those habits on purpose.",
    ru: "Мотивация хороша для старта, но она приходит и уходит вместе с настроением, сном и загруженностью недели. Те, кто тренируется годами, редко на неё опираются — они опираются на привычки, при которых тренировка становится чем-то само собой разумеющимся. Разберём, как выстроить такие привычки осознанно.",
  },
  sections: [
    {
      id: "why-motivation-fades",
      heading: {
        en: "Why motivation is not enough",
        ru: "Почему одной мотивации мало",
      },
      paragraphs: {
        en: [
          "Motivation is a feeling, and feelings change. It is high on the first Monday of January and low on a rainy Thursday after a long day at work. If training depends on feeling like it, you will train in bursts and stop whenever life gets in the way.",
          "Research on exercise behaviour shows that people with stronger exercise habits train more consistently, and that habit predicts long-term activity better than intentions alone. A habit works because it removes the daily decision: you do not debate whether to brush your teeth, you just do it.",
          "The goal, then, is not to feel more motivated but to need motivation less. You do that by making training easy to start, tied to a clear cue, and repeated often enough that it becomes automatic.",
        ],
        ru: [
          "Мотивация — это чувство, а чувства меняются. В первый понедельник января её полно, а в дождливый четверг после тяжёлого рабочего дня — почти нет. Если тренировки зависят от желания, вы будете заниматься рывками и бросать, как только жизнь вмешается.",
          "Исследования поведения в спорте показывают: чем сильнее привычка к тренировкам, тем стабильнее человек занимается, и привычка предсказывает долгосрочную активность лучше, чем одни лишь намерения. Привычка работает потому, что убирает ежедневный выбор: вы же не спорите с собой, чистить ли зубы, — просто чистите.",
          "Поэтому цель не в том, чтобы чувствовать больше мотивации, а в том, чтобы нуждаться в ней меньше. Для этого тренировку нужно сделать лёгкой для старта, привязать к понятному сигналу и повторять достаточно часто, чтобы она стала автоматической.",
        ],
      },
    },
    {
      id: "how-habits-form",
      heading: {
        en: "How long a habit takes",
        ru: "Сколько времени нужно привычке",
      },
      paragraphs: {
        en: [
          "The popular claim that a habit takes 21 days has no solid basis. In a well-known study that followed people adopting a new daily behaviour, it took about two months on average for the behaviour to feel automatic, and the range stretched from a few weeks to most of a year.",
          "Simpler behaviours became automatic faster than complex ones. That is a strong argument for starting with a small, repeatable version of training and adding to it later, rather than launching a five-day plan you cannot sustain.",
          "The same study found that missing a single day did not meaningfully set people back. Consistency over weeks matters; perfection does not.",
        ],
        ru: [
          "Популярное утверждение, что привычка формируется за 21 день, ничем толком не подкреплено. В известном исследовании, где следили за людьми, вводившими новое ежедневное действие, в среднем понадобилось около двух месяцев, чтобы оно стало автоматическим, а разброс был от нескольких недель почти до года.",
          "Простые действия становились привычкой быстрее сложных. Это весомый аргумент в пользу того, чтобы начать с небольшой, легко повторяемой тренировки и наращивать её позже, а не сразу бросаться в пятидневную программу, которую не потянуть.",
          "То же исследование показало, что один пропущенный день почти не отбрасывал людей назад. Важна регулярность на протяжении недель, а не безупречность.",
        ],
      },
    },
    {
      id: "make-it-easy",
      heading: {
        en: "Make it small and specific",
        ru: "Сделайте её маленькой и конкретной",
      },
      paragraphs: {
        en: [
          "Decide exactly when, where and what you will do. Meta-analyses of studies on if-then planning, called implementation intentions, show a clear benefit for actually following through compared with simply setting a goal. \"I will train more\" is a wish; \"On Monday, Wednesday and Friday at 7:00, I go to the gym before work\" is a plan.",
          "Then lower the bar for a bad day. Agree with yourself on a minimum session, such as 15 minutes or two exercises, that still counts. On most days you will do more once you start, and on hard days you still keep the habit alive.",
        ],
        ru: [
          "Решите точно, когда, где и что вы будете делать. Метаанализы исследований планирования по схеме «если — то» (в психологии это называют намерениями реализации) показывают: такой план заметно повышает шансы довести дело до конца по сравнению с просто поставленной целью. «Буду больше тренироваться» — это пожелание, а «в понедельник, среду и пятницу в 7:00 иду в зал перед работой» — это план.",
          "Затем снизьте планку для плохих дней. Договоритесь с собой о минимальной тренировке — например, 15 минут или два упражнения, — которая всё равно засчитывается. Чаще всего, начав, вы сделаете больше, а в тяжёлый день просто сохраните привычку.",
        ],
      },
      bullets: {
        en: [
          "Link training to an existing routine: after dropping the kids at school, straight after work, before breakfast.",
          "Pack your gym bag the night before and leave it by the door.",
          "Write the session in your calendar like a meeting.",
          "Choose a gym on your daily route, or train at home if travel is the main obstacle.",
        ],
        ru: [
          "Привяжите тренировку к тому, что вы и так делаете: после того как отвезли детей в школу, сразу после работы, до завтрака.",
          "Собирайте спортивную сумку с вечера и оставляйте её у двери.",
          "Вносите тренировку в календарь, как рабочую встречу.",
          "Выбирайте зал по дороге, которой вы ходите каждый день, или тренируйтесь дома, если главная помеха — дорога.",
        ],
      },
    },
    {
      id: "missed-days",
      heading: {
        en: "Handling missed days",
        ru: "Что делать с пропусками",
      },
      paragraphs: {
        en: [
          "You will miss sessions because of illness, travel, deadlines or family. The danger is not the missed day but the story you tell yourself about it: \"I have ruined the week\" turns one skipped workout into three.",
          "A useful rule is never to miss twice in a row. If you skip Monday, make Tuesday's session happen, even in its minimum version. After a longer break, come back at about half your previous volume and build up over two to three weeks instead of trying to make up for lost time.",
        ],
        ru: [
          "Пропуски будут: болезни, поездки, дедлайны, семья. Опасен не сам пропущенный день, а то, что вы себе о нём рассказываете: «неделя всё равно испорчена» превращает одну пропущенную тренировку в три.",
          "Полезное правило — не пропускать два раза подряд. Если пропустили понедельник, проведите тренировку во вторник, пусть даже в минимальном варианте. После долгого перерыва возвращайтесь примерно с половиной прежнего объёма и наращивайте его две-три недели, а не пытайтесь наверстать упущенное.",
        ],
      },
    },
    {
      id: "keep-it-rewarding",
      heading: {
        en: "Keep it rewarding",
        ru: "Пусть тренировки приносят удовольствие",
      },
      paragraphs: {
        en: [
          "Habits stick when they feel good soon after you do them, not months later. Long-term goals such as weight or a big lift are slow, so add short-term rewards: ticking off the session, a favourite playlist you only play in the gym, a coffee with a training partner afterwards.",
          "Track what you control, such as sessions completed per week, rather than only results. Seeing a streak of 3 sessions a week for 8 weeks is motivating in itself, and it shows you that you have become someone who trains, which is the real goal.",
          "Other people help as well. A regular training partner, a small group class or a coach who expects you at a set time adds gentle accountability, and skipping feels different when someone is waiting for you. Choose a style of training you actually enjoy, too: the best programme on paper is worthless if you dread every session.",
        ],
        ru: [
          "Привычка закрепляется, когда приятно становится сразу, а не через несколько месяцев. Долгосрочные цели — вес или рекорд в жиме — приходят медленно, поэтому добавьте быстрые награды: отметку о выполненной тренировке, любимый плейлист только для зала, кофе с напарником после занятия.",
          "Отслеживайте то, что зависит от вас, — например, число тренировок в неделю, — а не только результаты. Серия по 3 тренировки в неделю на протяжении 8 недель мотивирует сама по себе и показывает, что вы стали человеком, который тренируется. Это и есть настоящая цель.",
          "Помогают и другие люди. Постоянный напарник, небольшая группа или тренер, который ждёт вас в назначенное время, добавляют мягкую ответственность: пропустить, когда вас ждут, уже не так просто. И выбирайте формат, который вам действительно нравится: лучшая программа на бумаге ничего не стоит, если каждая тренировка вызывает тоску.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Build habits so you need motivation less, not more.",
      "Expect about two months for training to feel automatic; missing one day is fine.",
      "Use a specific if-then plan: a fixed time, place and session.",
      "Have a minimum session for bad days and never miss twice in a row.",
      "Track sessions completed and reward yourself soon after training.",
    ],
    ru: [
      "Выстраивайте привычки, чтобы мотивация была нужна меньше, а не больше.",
      "Закладывайте около двух месяцев, пока тренировки не войдут в привычку; один пропуск не страшен.",
      "Составьте конкретный план «если — то»: время, место и тренировка.",
      "Держите наготове минимальную тренировку для плохих дней и не пропускайте два раза подряд.",
      "Отмечайте проведённые тренировки и награждайте себя сразу после занятия.",
    ],
  },
};
