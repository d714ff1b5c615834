import type { LessonBody } from "../types";

/** Lesson 8: sleep, life stress, soreness and fatigue signs, deloads. */
export const lesson: LessonBody = {
  slug: "recovery",
  intro: {
    en: "Training creates the signal, but recovery decides how much of it turns into progress. Sleep, stress and the way you plan lighter periods matter as much as the exercises you pick.",
    ru: "Тренировка даёт сигнал, а восстановление решает, сколько из него превратится в прогресс. Сон, стресс и то, как вы планируете облегчённые периоды, значат не меньше, чем выбор упражнений.",
  },
  sections: [
    {
      id: "sleep",
      heading: {
        en: "Sleep is your main recovery tool",
        ru: "Сон — главный инструмент восстановления",
      },
      paragraphs: {
        en: [
          "Adults need 7 to 9 hours of sleep a night. Short sleep lowers strength and endurance, makes hard sets feel harder, and raises hunger, especially for sweet and fatty food. In one well-known study, dieters who slept 5.5 hours instead of 8.5 lost a similar amount of weight, but much less of it was fat and more of it was lean mass.",
          "If you snore loudly, wake up gasping or feel very sleepy during the day despite enough time in bed, talk to a doctor: these can be signs of sleep apnoea, which is common and treatable.",
        ],
        ru: [
          "Взрослому нужно 7–9 часов сна за ночь. Недосып снижает силу и выносливость, из-за него тяжёлые подходы кажутся ещё тяжелее, а аппетит растёт, особенно на сладкое и жирное. В одном известном исследовании люди на диете, которые спали 5,5 часа вместо 8,5, сбросили примерно столько же веса, но жира среди потерянного было заметно меньше, а мышечной массы — больше.",
          "Если вы громко храпите, просыпаетесь от нехватки воздуха или днём сильно хотите спать, хотя проводите в постели достаточно времени, обратитесь к врачу: это могут быть признаки апноэ сна — частого и поддающегося лечению состояния.",
        ],
      },
      bullets: {
        en: [
          "Go to bed and get up at about the same time every day, weekends included, within about an hour.",
          "Stop caffeine 6 to 8 hours before bed; its effect lasts longer than most people think.",
          "Keep the bedroom dark, quiet and cool, around 18 °C.",
          "Finish large meals and alcohol two to three hours before sleep, and dim screens in the last hour.",
        ],
        ru: [
          "Ложитесь и вставайте примерно в одно и то же время каждый день, включая выходные, с разбросом не больше часа.",
          "Откажитесь от кофеина за 6–8 часов до сна: он действует дольше, чем думает большинство людей.",
          "Пусть в спальне будет темно, тихо и прохладно — около 18 °C.",
          "Заканчивайте плотный приём пищи и алкоголь за два-три часа до сна, а в последний час приглушите экраны.",
        ],
      },
    },
    {
      id: "life-stress",
      heading: {
        en: "Life stress counts too",
        ru: "Жизненный стресс тоже в счёт",
      },
      paragraphs: {
        en: [
          "Your body has one recovery budget. Work deadlines, exams, a new baby, travel, illness and a calorie deficit all draw from it, alongside training. Studies find that people under high psychological stress recover more slowly from hard workouts and gain strength more slowly.",
          "You can't always lower stress, but you can adjust training to it. In a tough week, keep your usual weights but cut your sets by a third or a half, and stop further from failure. Short walks, time outdoors and a few minutes of slow breathing help many people wind down. A lighter week when life is hard is part of the plan, not a failure.",
        ],
        ru: [
          "Ресурс восстановления у организма один. Дедлайны на работе, экзамены, рождение ребёнка, перелёты, болезни и дефицит калорий расходуют его наравне с тренировками. Исследования показывают, что при сильном психологическом стрессе люди медленнее восстанавливаются после тяжёлых тренировок и медленнее прибавляют в силе.",
          "Снизить стресс получается не всегда, но подстроить под него тренировки можно. В тяжёлую неделю сохраните привычные веса, но сократите число подходов на треть или наполовину и останавливайтесь дальше от отказа. Многим помогают переключиться короткие прогулки, время на свежем воздухе и несколько минут медленного дыхания. Облегчённая неделя в трудный период — часть плана, а не провал.",
        ],
      },
    },
    {
      id: "soreness-and-warning-signs",
      heading: {
        en: "Soreness and warning signs",
        ru: "Крепатура и тревожные сигналы",
      },
      paragraphs: {
        en: [
          "Delayed onset muscle soreness usually peaks 24 to 72 hours after a new or harder workout and fades as your body gets used to the exercise. It is not a measure of a good session: you can grow well with little soreness. Training a mildly sore muscle is fine; very sore muscles deserve an extra day.",
          "Overtraining syndrome is rare, but under-recovery is common. Watch for the signs below. Seek medical help straight away if you notice dark, cola-coloured urine, severe swelling or extreme muscle pain after a session: these can signal rhabdomyolysis, a rare but serious muscle breakdown.",
        ],
        ru: [
          "Отсроченная мышечная боль, или крепатура, обычно сильнее всего через 24–72 часа после новой или более тяжёлой тренировки и ослабевает по мере того, как тело привыкает к упражнению. Это не показатель удачной тренировки: мышцы могут отлично расти и почти без крепатуры. Тренировать слегка побаливающую мышцу можно, а сильно болящей стоит дать лишний день.",
          "Синдром перетренированности встречается редко, а вот недовосстановление — часто. Следите за признаками ниже. Если после тренировки моча стала тёмной, цвета колы, появился сильный отёк или нестерпимая боль в мышцах, сразу обращайтесь за медицинской помощью: это может быть рабдомиолиз — редкое, но опасное разрушение мышечной ткани.",
        ],
      },
      bullets: {
        en: [
          "Your performance drops for two or more sessions in a row.",
          "Resting heart rate stays noticeably higher than usual for several mornings.",
          "Sleep gets worse even though you are tired.",
          "Joints ache for days and motivation disappears.",
        ],
        ru: [
          "Результаты падают две тренировки подряд или больше.",
          "Пульс в покое несколько дней подряд заметно выше обычного.",
          "Сон ухудшается, хотя вы устали.",
          "Суставы ноют по несколько дней, а мотивация пропала.",
        ],
      },
    },
    {
      id: "deloads",
      heading: {
        en: "Deloads and active recovery",
        ru: "Разгрузочные недели и активное восстановление",
      },
      paragraphs: {
        en: [
          "A deload is a planned lighter week that lets fatigue drop while you keep your skills and your habit. Many people take one every 4 to 8 weeks; beginners can often go 8 to 12 weeks, or take one only when the warning signs appear. Cut your sets by about 40 to 50%, keep the weights the same or slightly lower, and stop 3 to 4 reps short of failure.",
          "On rest days, easy movement such as walking, light cycling or mobility work usually helps you feel better than lying on the sofa. Massage and foam rolling can ease soreness a little. Cold baths straight after lifting may slightly reduce muscle growth over time, so if building muscle is your goal, keep them away from strength sessions.",
        ],
        ru: [
          "Разгрузочная неделя — это запланированная облегчённая неделя: усталость уходит, а навыки и привычка тренироваться сохраняются. Многие делают её раз в 4–8 недель; новичкам часто хватает одной разгрузки на 8–12 недель или только при появлении тревожных сигналов. Сократите число подходов примерно на 40–50 %, веса оставьте прежними или чуть снизьте и останавливайтесь за 3–4 повторения до отказа.",
          "В дни отдыха лёгкая активность — ходьба, спокойная езда на велосипеде, упражнения на подвижность — обычно помогает чувствовать себя лучше, чем лежание на диване. Массаж и МФР-ролик могут немного облегчить крепатуру. Если регулярно принимать холодные ванны сразу после силовой, со временем они могут слегка тормозить рост мышц, так что при наборе массы переносите их на другое время.",
        ],
      },
    },
  ],
  check: [
    {
      question: {
        en: "How many hours of sleep do adults need, and why does it matter during a diet?",
        ru: "Сколько сна нужно взрослому и почему это особенно важно на диете?",
      },
      answer: {
        en: "7 to 9 hours. Short sleep makes you hungrier and shifts weight loss from fat towards lean mass.",
        ru: "7–9 часов. Недосып усиливает голод и смещает потери веса с жира в сторону мышечной массы.",
      },
    },
    {
      question: {
        en: "Does strong muscle soreness mean the workout was effective?",
        ru: "Означает ли сильная крепатура, что тренировка была эффективной?",
      },
      answer: {
        en: "No. Soreness mostly reflects how new the exercise was; muscles can grow well with little soreness.",
        ru: "Нет. Крепатура в основном говорит о том, насколько непривычным было упражнение; мышцы могут хорошо расти и почти без неё.",
      },
    },
    {
      question: {
        en: "How do you run a deload week?",
        ru: "Как провести разгрузочную неделю?",
      },
      answer: {
        en: "Cut sets by about 40 to 50%, keep weights the same or a little lower, and stop 3 to 4 reps short of failure.",
        ru: "Сократить подходы примерно на 40–50 %, веса оставить прежними или чуть снизить и останавливаться за 3–4 повторения до отказа.",
      },
    },
  ],
  takeaways: {
    en: [
      "Sleep 7 to 9 hours on a regular schedule; it is your strongest recovery tool.",
      "Stress from work and life uses the same recovery budget as training.",
      "Soreness is not a measure of progress; falling performance is the warning sign.",
      "Plan lighter weeks every 4 to 12 weeks, or when fatigue builds up.",
    ],
    ru: [
      "Спите 7–9 часов по стабильному графику — это самый сильный инструмент восстановления.",
      "Стресс на работе и в жизни расходует тот же ресурс восстановления, что и тренировки.",
      "Крепатура не мерило прогресса; тревожный сигнал — падение результатов.",
      "Планируйте облегчённые недели раз в 4–12 недель или когда накопилась усталость.",
    ],
  },
};
