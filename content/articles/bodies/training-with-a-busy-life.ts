import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "training-with-a-busy-life",
  intro: {
    en: "Work, family and commuting leave many people with little time and less energy for the gym. The good news is that the minimum amount of training that still brings real results is smaller than most people think. This article shows you how to get the most out of two or three short sessions a week.",
    ru: "Работа, семья и дорога оставляют многим совсем немного времени и ещё меньше сил на зал. Хорошая новость: минимальный объём тренировок, который всё ещё даёт реальный результат, меньше, чем принято думать. Разберём, как выжать максимум из двух-трёх коротких тренировок в неделю.",
  },
  sections: [
    {
      id: "minimum-dose",
      heading: {
        en: "How little is enough",
        ru: "Сколько — это достаточно",
      },
      paragraphs: {
        en: [
          "Studies on low-volume resistance training show that even one or two hard sets per exercise, done two or three times a week, produce meaningful gains in strength and muscle, especially for people who are new to lifting or returning after a break. More volume usually brings more growth, but the first few sets give the biggest return.",
          "Research on reduced training also suggests you can keep most of your strength and muscle for several months on roughly a third of your usual volume, as long as the weights stay heavy. That is useful to know in a hectic season: doing less is far better than stopping.",
          "Public health guidelines recommend muscle-strengthening activity on at least two days a week plus 150 to 300 minutes of moderate activity, such as brisk walking. Two 40-minute full-body sessions and a daily walk already cover a large part of that.",
        ],
        ru: [
          "Исследования силовых тренировок с малым объёмом показывают, что даже один-два тяжёлых подхода на упражнение два-три раза в неделю дают заметный прирост силы и мышц, особенно у новичков и у тех, кто возвращается после перерыва. Больший объём обычно даёт больший рост, но самую большую отдачу приносят первые несколько подходов.",
          "Исследования сниженной нагрузки к тому же говорят, что большую часть силы и мышц можно удерживать несколько месяцев примерно на трети привычного объёма, если веса остаются тяжёлыми. Это полезно помнить в аврал: делать меньше гораздо лучше, чем не делать ничего.",
          "Рекомендации по общественному здоровью советуют силовые нагрузки минимум два дня в неделю плюс 150–300 минут умеренной активности, например быстрой ходьбы. Две силовые тренировки на всё тело по 40 минут и ежедневная прогулка уже закрывают значительную часть этой нормы.",
        ],
      },
    },
    {
      id: "efficient-sessions",
      heading: {
        en: "Build efficient sessions",
        ru: "Как сделать тренировку плотной",
      },
      paragraphs: {
        en: [
          "When time is short, train the whole body in each session and choose compound exercises that work several muscles at once: squats or leg presses, a hinge such as the Romanian deadlift, a push such as the bench press or push-ups, and a pull such as rows or pull-ups. These give you the most training for every minute you spend.",
          "Pair exercises that do not compete with each other, such as a push with a pull, and alternate between them. Studies comparing these paired sets with traditional rest show similar training volume in much less time. Keep 2 to 3 minutes of rest for the heaviest lower-body lifts and 60 to 90 seconds for the rest.",
        ],
        ru: [
          "Когда времени мало, прорабатывайте всё тело за одну тренировку и выбирайте многосуставные упражнения, которые нагружают сразу несколько мышц: присед или жим ногами, румынскую тягу или другое движение с наклоном от таза, жим лёжа или отжимания, а также тягу в наклоне или подтягивания. Такие упражнения дают больше всего работы за каждую потраченную минуту.",
          "Объединяйте упражнения, которые не мешают друг другу, например жим и тягу, и чередуйте их. Исследования, где такие суперсеты сравнивали с обычным отдыхом между подходами, показывают сопоставимый объём работы за заметно меньшее время. Отдыхайте 2–3 минуты в самых тяжёлых упражнениях на ноги и 60–90 секунд в остальных.",
        ],
      },
      bullets: {
        en: [
          "Warm-up, 5 minutes: light cardio and two ramp-up sets of the first exercise.",
          "A1 goblet squat and A2 one-arm dumbbell row: 3 rounds of 8 to 12 reps.",
          "B1 Romanian deadlift and B2 push-ups or dumbbell bench press: 3 rounds of 8 to 12 reps.",
          "C1 split squat and C2 plank: 2 rounds.",
          "Total: about 35 to 40 minutes.",
        ],
        ru: [
          "Разминка, 5 минут: лёгкое кардио и два подводящих подхода в первом упражнении.",
          "А1 гоблет-присед и А2 тяга гантели одной рукой: 3 круга по 8–12 повторений.",
          "Б1 румынская становая тяга и Б2 отжимания или жим гантелей лёжа: 3 круга по 8–12 повторений.",
          "В1 сплит-присед и В2 планка: 2 круга.",
          "Итого: около 35–40 минут.",
        ],
      },
    },
    {
      id: "scheduling",
      heading: {
        en: "Protect the time",
        ru: "Защитите время для тренировок",
      },
      paragraphs: {
        en: [
          "Busy people rarely find time; they book it. Put two or three sessions in your calendar at fixed times each week and treat them like appointments you would not cancel lightly.",
          "Pick the slot that gets interrupted least. For many people with children or unpredictable workdays, that is early morning, before the day has a chance to take over. A lunchtime session of 30 minutes near the office also works well.",
          "Cut the hidden time costs too. A gym close to home or work, a bag packed the night before and a written plan for each session can save as much time as the workout itself takes.",
        ],
        ru: [
          "Занятые люди редко находят время — они его бронируют. Внесите две-три тренировки в календарь на фиксированные дни и часы и относитесь к ним как к встречам, которые так просто не отменяют.",
          "Выберите время, которое реже всего срывается. У многих, у кого есть дети или непредсказуемый рабочий день, это раннее утро, пока день ещё не начал диктовать свои условия. Хорошо работает и 30-минутная тренировка в обед рядом с офисом.",
          "Срежьте скрытые затраты времени. Зал рядом с домом или работой, сумка, собранная с вечера, и заранее расписанный план тренировки могут сэкономить столько же времени, сколько длится само занятие.",
        ],
      },
    },
    {
      id: "home-training",
      heading: {
        en: "Training at home",
        ru: "Тренировки дома",
      },
      paragraphs: {
        en: [
          "If getting to a gym is the real obstacle, a small home setup removes it. A pair of adjustable dumbbells, a few resistance bands and a door-frame pull-up bar are enough to train every major muscle for years.",
          "Studies comparing lighter and heavier loads show similar muscle growth when sets are taken close to failure, so higher-rep sets of 15 to 30 with dumbbells or body weight are a valid option. Keep track of your reps and weights just as you would in a gym, so you can see progress.",
        ],
        ru: [
          "Если главная помеха — дорога до зала, её снимает небольшой домашний набор. Пары разборных гантелей, нескольких резинок и турника в дверной проём хватит, чтобы годами прорабатывать все основные мышцы.",
          "Исследования, где сравнивали лёгкие и тяжёлые веса, показывают похожий рост мышц, если подходы доводятся близко к отказу. Поэтому подходы по 15–30 повторений с гантелями или с собственным весом — вполне рабочий вариант. Записывайте повторения и веса так же, как в зале, чтобы видеть прогресс.",
        ],
      },
    },
    {
      id: "hard-weeks",
      heading: {
        en: "When a week falls apart",
        ru: "Когда неделя идёт наперекосяк",
      },
      paragraphs: {
        en: [
          "Some weeks nothing goes to plan. Have a maintenance version ready: one 20-minute full-body session with one hard set of four or five key exercises. It keeps the habit and most of your progress alive until life settles down.",
          "Sleep also counts as training when you are short of time. If the choice is a 5:30 workout after four hours of sleep, the extra hour in bed is often the better investment. If chronic fatigue or stress lasts for weeks, it is worth discussing with a doctor.",
        ],
        ru: [
          "Бывают недели, когда всё идёт не по плану. Держите наготове поддерживающий вариант: одна 20-минутная тренировка на всё тело, по одному тяжёлому подходу в четырёх-пяти ключевых упражнениях. Так сохранится и привычка, и большая часть прогресса, пока жизнь не войдёт в колею.",
          "Когда времени мало, сон тоже работает на результат. Если выбор стоит между тренировкой в 5:30 после четырёх часов сна и лишним часом в постели, второе часто выгоднее. Если хроническая усталость или стресс не проходят неделями, стоит обсудить это с врачом.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Two or three full-body sessions of 30 to 45 minutes a week bring real results.",
      "About a third of your usual volume, kept heavy, maintains most progress in busy periods.",
      "Use compound lifts and paired sets to fit more work into less time.",
      "Book sessions at fixed times, ideally when interruptions are least likely.",
      "Have a 20-minute fallback session so a hard week does not break the habit.",
    ],
    ru: [
      "Две-три тренировки на всё тело по 30–45 минут в неделю дают реальный результат.",
      "В загруженные периоды около трети привычного объёма с тяжёлыми весами сохраняет большую часть прогресса.",
      "Многосуставные упражнения и суперсеты помогают уместить больше работы в меньшее время.",
      "Бронируйте тренировки на фиксированное время, лучше когда их реже всего срывают.",
      "Держите 20-минутный запасной вариант, чтобы тяжёлая неделя не сломала привычку.",
    ],
  },
};
