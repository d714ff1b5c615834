import type { LessonBody } from "../types";

/** Lesson 10: habits, reading the scale, measurements and photos, adjusting the plan. */
export const lesson: LessonBody = {
  slug: "consistency-and-progress",
  intro: {
    en: "The best plan is worthless if you stop after three weeks, and you can't steer without knowing where you are. This final lesson covers how to make training and eating well a habit, and how to measure progress without being misled by daily noise.",
    ru: "Даже лучший план ничего не стоит, если бросить его через три недели, а управлять процессом невозможно, не понимая, где вы находитесь. В этом заключительном уроке — как превратить тренировки и правильное питание в привычку и как оценивать прогресс, не поддаваясь ежедневным колебаниям.",
  },
  sections: [
    {
      id: "habits",
      heading: {
        en: "Build habits, not bursts of motivation",
        ru: "Привычки вместо вспышек мотивации",
      },
      paragraphs: {
        en: [
          "Motivation comes and goes; habits carry you through the weeks when it's gone. In a well-known study, a new daily habit took a median of 66 days to feel automatic, with a range from 18 to 254 days. Expect the first two to three months to need conscious effort.",
          "Make the habit easy to start. Tie it to a clear cue and write down a specific plan: if it's Monday, Wednesday or Friday at 7 p.m., then I go straight from work to the gym. Have a minimum version for bad days, such as 20 minutes and two exercises, so that a tough week shrinks your training instead of cancelling it.",
        ],
        ru: [
          "Мотивация то появляется, то исчезает, а привычки выручают в те недели, когда её нет. В одном известном исследовании новая ежедневная привычка становилась автоматической в среднем (по медиане) за 66 дней, а разброс составил от 18 до 254 дней. Будьте готовы, что первые два-три месяца придётся прилагать сознательные усилия.",
          "Сделайте так, чтобы начинать было легко. Привяжите привычку к понятному сигналу и запишите конкретный план: «если сегодня понедельник, среда или пятница и на часах 19:00, я еду с работы прямо в зал». Придумайте минимальную версию на плохие дни — например, 20 минут и два упражнения, — чтобы тяжёлая неделя сокращала тренировки, а не отменяла их.",
        ],
      },
      bullets: {
        en: [
          "Schedule workouts in your calendar like meetings.",
          "Prepare your bag, food or playlist the night before.",
          "Never miss twice: one missed session is life, two in a row is the start of a new habit.",
          "Track what you control, such as sessions done and protein eaten, not only results.",
        ],
        ru: [
          "Вносите тренировки в календарь, как рабочие встречи.",
          "Собирайте сумку, еду или плейлист с вечера.",
          "Не пропускайте дважды подряд: один пропуск — это жизнь, два подряд — начало новой привычки.",
          "Отслеживайте то, что в вашей власти, — сделанные тренировки и съеденный белок, — а не только результаты.",
        ],
      },
    },
    {
      id: "reading-the-scale",
      heading: {
        en: "Reading the scale",
        ru: "Как читать показания весов",
      },
      paragraphs: {
        en: [
          "Your body weight can swing by 1 to 2 kg from one day to the next because of water, salt, carbohydrate stores and the contents of your gut. A salty meal, a hard leg day, a new training programme or the menstrual cycle can all hide a week of fat loss.",
          "Weigh yourself under the same conditions: in the morning, after the toilet, before eating or drinking, in the same clothes or none. Weigh at least three to four times a week, work out the weekly average, and compare averages over two to four weeks. A single reading tells you almost nothing; the trend tells you a lot.",
        ],
        ru: [
          "Вес может скакать на 1–2 кг изо дня в день из-за воды, соли, запасов углеводов и содержимого кишечника. Солёный ужин, тяжёлая тренировка ног, новая программа или менструальный цикл легко маскируют целую неделю жиросжигания.",
          "Взвешивайтесь в одинаковых условиях: утром, после туалета, до еды и питья, в одной и той же одежде или без неё. Вставайте на весы хотя бы три-четыре раза в неделю, считайте среднее за неделю и сравнивайте средние значения за две-четыре недели. Одно отдельное взвешивание почти ничего не говорит, а тренд — очень многое.",
        ],
      },
    },
    {
      id: "measurements-and-photos",
      heading: {
        en: "Tape, photos and performance",
        ru: "Сантиметр, фото и результаты в зале",
      },
      paragraphs: {
        en: [
          "The scale can't tell fat from muscle, so add other measures. Measure your waist every two to four weeks, midway between your lowest rib and the top of your hip bone, standing relaxed after a normal breath out. A waist under half your height is a useful health marker. Hips, thighs, arms and chest are optional extras.",
          "Take photos every four weeks from the front, side and back, in the same place, light, clothes and time of day. Changes are slow enough that you won't see them in the mirror, but you will in side-by-side photos. Finally, your training log is a progress measure in itself: more weight and reps on the same lifts mean you are getting stronger, often even when the scale isn't moving.",
        ],
        ru: [
          "Весы не отличают жир от мышц, поэтому добавьте другие способы измерения. Раз в две-четыре недели измеряйте талию — посередине между нижним ребром и верхним краем тазовой кости, стоя расслабленно, после обычного выдоха. Полезный показатель здоровья — талия меньше половины роста. Обхваты бёдер, бедра, руки и груди можно мерить по желанию.",
          "Раз в четыре недели фотографируйтесь спереди, сбоку и сзади — в одном и том же месте, при одинаковом свете, в той же одежде и в то же время суток. Изменения идут так медленно, что в зеркале их не заметить, а на фото рядом — видно. И наконец, дневник тренировок — сам по себе мерило прогресса: если в тех же упражнениях растут веса и повторения, вы становитесь сильнее, даже когда вес на весах стоит.",
        ],
      },
    },
    {
      id: "adjusting",
      heading: {
        en: "When and how to adjust",
        ru: "Когда и как вносить поправки",
      },
      paragraphs: {
        en: [
          "Make decisions from two to three weeks of data, not from one bad morning. Change one thing at a time by a small amount and give it another two to three weeks before judging. Aim for good enough most of the time: hitting your plan on about 80% of days beats a perfect week followed by giving up.",
          "Some signs call for professional help rather than a new plan. If tracking food makes you anxious, you feel guilty after eating, or you find yourself skipping meals or over-exercising to make up for food, talk to a doctor or a dietitian. Progress should make your life better, not smaller.",
        ],
        ru: [
          "Принимайте решения по данным за две-три недели, а не по одному неудачному утру. Меняйте что-то одно и понемногу и снова ждите две-три недели, прежде чем делать выводы. Цельтесь в «достаточно хорошо» большую часть времени: следовать плану примерно 80 % дней лучше, чем провести идеальную неделю и всё бросить.",
          "Некоторые сигналы требуют помощи специалиста, а не нового плана. Если подсчёт еды вызывает тревогу, после еды вы чувствуете вину, пропускаете приёмы пищи или «отрабатываете» съеденное тренировками, обратитесь к врачу или диетологу. Прогресс должен делать жизнь лучше, а не сужать её.",
        ],
      },
      bullets: {
        en: [
          "Losing less than 0.25% of body weight a week when you want more: cut 150 to 250 kcal a day or add 2,000 to 3,000 daily steps.",
          "Losing more than 1% a week or lifts dropping fast: add 100 to 200 kcal a day.",
          "Gaining faster than 0.5% a week with the waist growing quickly: cut 100 to 200 kcal a day.",
          "Lifts stalling for two or three sessions: check sleep and food, then adjust the training as in lesson 6.",
        ],
        ru: [
          "Вес уходит медленнее 0,25 % в неделю, а хочется быстрее — урежьте 150–250 ккал в день или добавьте 2 000–3 000 шагов в день.",
          "Вес уходит быстрее 1 % в неделю или рабочие веса быстро падают — добавьте 100–200 ккал в день.",
          "Вес растёт быстрее 0,5 % в неделю, а талия заметно увеличивается — урежьте 100–200 ккал в день.",
          "Упражнения не растут две-три тренировки — проверьте сон и питание, затем скорректируйте тренировки, как в уроке 6.",
        ],
      },
    },
  ],
  check: [
    {
      question: {
        en: "Your weight went up 1.2 kg overnight after a salty restaurant dinner. Did you gain fat?",
        ru: "После солёного ужина в ресторане вес за ночь вырос на 1,2 кг. Это жир?",
      },
      answer: {
        en: "Almost certainly not. It is mostly water and food in your gut; judge by weekly averages over two to four weeks.",
        ru: "Почти наверняка нет. Это в основном вода и еда в кишечнике; судите по средним за неделю на отрезке в две-четыре недели.",
      },
    },
    {
      question: {
        en: "Where do you measure your waist, and what ratio to height is a useful health marker?",
        ru: "Где измерять талию и какое её соотношение с ростом считается полезным ориентиром для здоровья?",
      },
      answer: {
        en: "Midway between the lowest rib and the top of the hip bone, after a normal breath out. A waist under half your height.",
        ru: "Посередине между нижним ребром и верхним краем тазовой кости, после обычного выдоха. Ориентир — талия меньше половины роста.",
      },
    },
    {
      question: {
        en: "What is a minimum version of a workout, and why have one?",
        ru: "Что такое минимальная версия тренировки и зачем она нужна?",
      },
      answer: {
        en: "A short fallback, such as 20 minutes and two exercises, so a bad day shrinks training instead of cancelling it and the habit survives.",
        ru: "Короткий запасной вариант, например 20 минут и два упражнения: в плохой день тренировка сокращается, а не отменяется, и привычка сохраняется.",
      },
    },
  ],
  takeaways: {
    en: [
      "Habits take about two months or more to form; plan for it and keep a minimum version.",
      "Judge body weight by weekly averages over two to four weeks, not daily readings.",
      "Combine the scale with waist measurements, photos and your training log.",
      "Adjust one thing at a time, by a small amount, and aim for about 80% consistency.",
    ],
    ru: [
      "Привычка формируется около двух месяцев и дольше: заложите это в план и держите минимальную версию тренировки.",
      "Оценивайте вес по средним за неделю на отрезке в две-четыре недели, а не по ежедневным цифрам.",
      "Дополняйте весы замерами талии, фотографиями и дневником тренировок.",
      "Меняйте что-то одно и понемногу и стремитесь соблюдать план примерно на 80 %.",
    ],
  },
};
