import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "body-image-and-progress",
  intro: {
    en: "How you see your body and how your body is actually changing are often two different things. The mirror and the scale are noisy, and comparisons with other people distort the picture further. This article shows you how to track progress in a way you can trust and how to keep a healthy relationship with your body along the way.",
    ru: "То, как вы видите своё тело, и то, как оно на самом деле меняется, — часто совсем разные вещи. Зеркало и весы дают много шума, а сравнение с другими искажает картину ещё сильнее. Разберём, как отслеживать прогресс так, чтобы ему можно было доверять, и как сохранить здоровые отношения со своим телом.",
  },
  sections: [
    {
      id: "why-the-mirror-misleads",
      heading: {
        en: "Why the mirror and the scale mislead you",
        ru: "Почему зеркало и весы вводят в заблуждение",
      },
      paragraphs: {
        en: [
          "You see yourself every day, so slow changes are almost invisible. Building a kilogram of muscle can take a month or more for someone with a few years of training, and losing half a kilogram of fat a week changes your reflection by millimetres.",
          "Meanwhile, short-term factors change a lot. Lighting, time of day, a salty meal, a hard workout, your menstrual cycle or simply your mood can make you look and feel very different from one day to the next. Body weight can move by 1 to 2 kg within a day or two with no change in fat at all.",
          "That is why a single glance in the mirror or a single weigh-in is poor evidence. You need measurements that smooth out the noise and show the trend.",
        ],
        ru: [
          "Вы видите себя каждый день, поэтому медленные изменения почти незаметны. Человеку с несколькими годами стажа на килограмм мышц может понадобиться месяц и больше, а минус полкило жира в неделю меняет отражение буквально на миллиметры.",
          "Зато краткосрочные факторы меняются сильно. Освещение, время суток, солёный ужин, тяжёлая тренировка, менструальный цикл или просто настроение могут заставить вас выглядеть и чувствовать себя совсем по-разному изо дня в день. Вес тела способен сдвинуться на 1–2 кг за день-два без малейшего изменения в количестве жира.",
          "Поэтому один взгляд в зеркало или одно взвешивание — плохое доказательство. Нужны замеры, которые сглаживают шум и показывают тренд.",
        ],
      },
    },
    {
      id: "track-better",
      heading: {
        en: "Track progress you can trust",
        ru: "Как отслеживать прогресс, которому можно верить",
      },
      paragraphs: {
        en: [
          "Use several measures together, because each one tells only part of the story. If your weight is flat but your waist is smaller and your lifts are going up, you are probably losing fat and gaining muscle at the same time.",
          "Keep the conditions identical every time: same time of day, same lighting, same clothes, before eating. Consistency matters more than precision.",
        ],
        ru: [
          "Используйте сразу несколько показателей — каждый рассказывает только часть истории. Если вес стоит, но талия уменьшилась, а рабочие веса растут, скорее всего, вы одновременно теряете жир и набираете мышцы.",
          "Соблюдайте одинаковые условия каждый раз: то же время суток, тот же свет, та же одежда, натощак. Постоянство условий важнее точности.",
        ],
      },
      bullets: {
        en: [
          "Weight: weigh yourself each morning and compare weekly averages, not single days.",
          "Waist: measure at the navel once a week, after breathing out normally.",
          "Photos: front, side and back every 2 to 4 weeks, and compare them months apart, not days.",
          "Strength: log your main lifts; more reps or weight at the same body weight means real change.",
          "Everyday signs: how your clothes fit, your energy, how easily you climb stairs.",
        ],
        ru: [
          "Вес: взвешивайтесь каждое утро и сравнивайте средние значения за неделю, а не отдельные дни.",
          "Талия: раз в неделю измеряйте обхват на уровне пупка на спокойном выдохе.",
          "Фото: спереди, сбоку и сзади каждые 2–4 недели; сравнивайте снимки с разницей в месяцы, а не в дни.",
          "Сила: записывайте результаты в базовых упражнениях; больше повторений или веса при том же весе тела — это реальные изменения.",
          "Бытовые признаки: как сидит одежда, сколько у вас сил, насколько легко подниматься по лестнице.",
        ],
      },
    },
    {
      id: "comparison",
      heading: {
        en: "The comparison trap",
        ru: "Ловушка сравнения",
      },
      paragraphs: {
        en: [
          "Social media shows other people's best moments under the best conditions: flattering light and angles, a pump straight after training, sometimes days of water and food manipulation before a shoot, and often editing or filters. Even the people in those photos rarely look like that on an ordinary morning.",
          "Genetics also shape where you store fat, the shape of your muscles and how fast you respond to training. Two people on the same programme can get very different results. The only fair comparison is you against your own starting point.",
          "If following certain accounts leaves you feeling worse about yourself, mute or unfollow them. Studies on social media use suggest that appearance-focused content is linked with lower body satisfaction, especially when people compare themselves upwards.",
        ],
        ru: [
          "Соцсети показывают лучшие моменты других людей в лучших условиях: удачный свет и ракурс, памп сразу после тренировки, иногда несколько дней манипуляций с водой и едой перед съёмкой, а нередко ещё обработку и фильтры. Даже сами люди с этих фото редко так выглядят обычным утром.",
          "Кроме того, генетика определяет, где откладывается жир, какая у мышц форма и как быстро вы откликаетесь на тренировки. Два человека на одной программе могут получить очень разный результат. Единственное честное сравнение — вы против себя в начале пути.",
          "Если после определённых аккаунтов вы чувствуете себя хуже, отключите их или отпишитесь. Исследования использования соцсетей показывают, что контент, сосредоточенный на внешности, связан с меньшей удовлетворённостью своим телом, особенно когда человек сравнивает себя с теми, кто «лучше».",
        ],
      },
    },
    {
      id: "beyond-appearance",
      heading: {
        en: "Value what your body can do",
        ru: "Цените то, что умеет ваше тело",
      },
      paragraphs: {
        en: [
          "Goals based only on appearance tend to move: once you reach one, you find a new flaw. Performance goals are more stable and more motivating. Your first bodyweight pull-up, a 100 kg squat or a 5 km run without stopping are clear, measurable wins that no lighting can change.",
          "How you talk to yourself matters as well. Research on self-compassion suggests that people who treat setbacks with understanding rather than harsh criticism are more likely to stick with healthy habits. Talk to yourself the way a good coach would talk to a client.",
        ],
        ru: [
          "Цели, связанные только с внешностью, имеют свойство отодвигаться: достигнув одной, вы находите новый недостаток. Цели по результатам устойчивее и сильнее мотивируют. Первое подтягивание, присед со 100 кг или 5 км бегом без остановки — понятные, измеримые победы, которые не зависят от освещения.",
          "Важно и то, как вы с собой разговариваете. Исследования самосострадания показывают, что люди, которые относятся к неудачам с пониманием, а не с жёсткой критикой, чаще сохраняют полезные привычки. Говорите с собой так, как хороший тренер говорил бы с подопечным.",
        ],
      },
    },
    {
      id: "when-to-get-help",
      heading: {
        en: "When to ask for help",
        ru: "Когда стоит обратиться за помощью",
      },
      paragraphs: {
        en: [
          "Caring about how you look is normal. It becomes a problem when thoughts about your body or food take up a large part of the day, or start to control what you do. Body dysmorphia and eating disorders affect people of every gender and body size, including experienced lifters.",
          "If any of the signs below sound familiar, talk to your doctor or a mental health professional. These conditions are common and treatable, and getting help early makes a real difference.",
        ],
        ru: [
          "Заботиться о своей внешности — нормально. Проблемой это становится, когда мысли о теле или еде занимают большую часть дня или начинают управлять вашими поступками. Дисморфофобия и расстройства пищевого поведения встречаются у людей любого пола и телосложения, в том числе у опытных атлетов.",
          "Если какие-то из признаков ниже вам знакомы, поговорите с врачом или психотерапевтом. Такие состояния встречаются часто и хорошо поддаются лечению, а ранняя помощь многое меняет.",
        ],
      },
      bullets: {
        en: [
          "Checking your body in mirrors many times a day, or avoiding mirrors completely.",
          "Training through injury or illness because missing a session feels unbearable.",
          "Strict food rules, skipping meals, bingeing or compensating with exercise.",
          "Avoiding social events, photos or eating with others because of how you look.",
          "Missed periods, frequent dizziness or rapid weight changes.",
        ],
        ru: [
          "Вы по многу раз в день разглядываете себя в зеркале или, наоборот, полностью избегаете зеркал.",
          "Тренируетесь через травму или болезнь, потому что пропуск кажется невыносимым.",
          "Живёте по жёстким пищевым правилам, пропускаете приёмы пищи, срываетесь на переедание или «отрабатываете» еду тренировками.",
          "Избегаете встреч, фотографий или совместных обедов из-за внешности.",
          "Пропадают менструации, часто кружится голова или вес резко меняется.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Daily mirror checks and single weigh-ins are noise; look at trends over weeks.",
      "Combine weekly average weight, waist, photos every 2 to 4 weeks and strength logs.",
      "Compare yourself with your own starting point, not with edited images online.",
      "Set goals for what your body can do, not only how it looks.",
      "If thoughts about your body or food control your day, talk to a doctor or therapist.",
    ],
    ru: [
      "Ежедневное разглядывание в зеркале и разовые взвешивания — это шум; смотрите на тренд за недели.",
      "Сочетайте средний вес за неделю, обхват талии, фото раз в 2–4 недели и дневник тренировок.",
      "Сравнивайте себя с собой в начале пути, а не с обработанными снимками из интернета.",
      "Ставьте цели по тому, что умеет ваше тело, а не только по тому, как оно выглядит.",
      "Если мысли о теле или еде управляют вашим днём, поговорите с врачом или психотерапевтом.",
    ],
  },
};
