import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "sleep-for-muscle",
  intro: {
    en: "Training gives your body the signal to change, but much of the actual repair and adaptation happens while you sleep. Short or broken sleep makes workouts feel harder, slows recovery and makes a diet more likely to cost you muscle. The good news is that a few habits cover most of what you need.",
    ru: "Тренировка даёт телу сигнал к изменениям, но значительная часть восстановления и адаптации происходит во сне. Короткий или прерывистый сон делает тренировки тяжелее, замедляет восстановление и повышает шансы потерять мышцы на диете. Хорошая новость: большую часть задачи решают несколько простых привычек.",
  },
  sections: [
    {
      id: "how-much",
      heading: {
        en: "How much sleep you need",
        ru: "Сколько нужно спать",
      },
      paragraphs: {
        en: [
          "Sleep medicine organisations recommend at least 7 hours a night for adults, and most people feel and perform best somewhere between 7 and 9. People who train hard often sit toward the upper end of that range. Teenagers need more, roughly 8 to 10 hours.",
          "Time in bed is not the same as time asleep. If you go to bed at 23:00 and get up at 6:30, you may only sleep 6.5 hours once you count the time it takes to fall asleep and brief wake-ups. Give yourself about 30 minutes more in bed than the sleep you are aiming for.",
        ],
        ru: [
          "Профессиональные сообщества специалистов по сну рекомендуют взрослым спать не меньше 7 часов, и большинство людей лучше всего чувствуют себя и работают где-то между 7 и 9 часами. Те, кто много тренируется, часто ближе к верхней границе. Подросткам нужно больше — примерно 8–10 часов.",
          "Время в кровати и время сна — не одно и то же. Если вы ложитесь в 23:00 и встаёте в 6:30, с учётом засыпания и коротких пробуждений чистого сна может набраться лишь 6,5 часа. Закладывайте примерно на 30 минут больше времени в кровати, чем сон, к которому стремитесь.",
        ],
      },
    },
    {
      id: "what-sleep-does",
      heading: {
        en: "What sleep does for muscle and performance",
        ru: "Что сон даёт мышцам и результатам",
      },
      paragraphs: {
        en: [
          "Laboratory studies that restrict sleep show lower rates of muscle protein synthesis and a less favourable hormonal picture, with less testosterone and more cortisol. These studies are short and small, but they point the same way: the body builds muscle less efficiently when it is short on sleep.",
          "Dieting makes this more important. In controlled studies where people ate the same calorie deficit but slept about 5.5 versus 8.5 hours, total weight loss was similar, yet the short sleepers lost noticeably more lean mass and less fat. If you are cutting, sleep is part of keeping the muscle you worked for.",
          "Performance suffers too. After a short night, repeated hard efforts, like several sets close to failure, tend to drop off, the same weight feels heavier, and motivation dips. Observational studies in young athletes also link regularly sleeping under 8 hours with more injuries, although that kind of research cannot prove cause and effect.",
        ],
        ru: [
          "Лабораторные исследования с ограничением сна показывают снижение синтеза мышечного белка и менее благоприятный гормональный фон: меньше тестостерона, больше кортизола. Исследования эти короткие и небольшие, но указывают в одну сторону: при недосыпе тело строит мышцы менее эффективно.",
          "На диете это особенно важно. В контролируемых исследованиях люди сидели на одинаковом дефиците калорий, но спали около 5,5 или 8,5 часа. Общая потеря веса была похожей, однако те, кто спал меньше, теряли заметно больше безжировой массы и меньше жира. Если вы сушитесь, сон — часть того, что помогает сохранить заработанные мышцы.",
          "Страдают и результаты. После короткой ночи повторяющиеся тяжёлые усилия, например несколько подходов близко к отказу, даются хуже, привычный вес кажется тяжелее, а мотивация падает. Наблюдательные исследования на молодых спортсменах также связывают регулярный сон меньше 8 часов с большим числом травм, хотя такие работы не могут доказать причинно-следственную связь.",
        ],
      },
    },
    {
      id: "better-sleep-habits",
      heading: {
        en: "Habits that improve sleep",
        ru: "Привычки, которые улучшают сон",
      },
      paragraphs: {
        en: [
          "Consistency beats perfection. Going to bed and getting up at roughly the same time every day, weekends included, is one of the most reliable ways to sleep better. A two-hour lie-in on Saturday shifts your body clock and makes Sunday night harder.",
          "Most of the other habits are about light, temperature and stimulants. Pick two or three from the list below and make them automatic before adding more.",
        ],
        ru: [
          "Постоянство важнее идеала. Ложиться и вставать примерно в одно и то же время каждый день, включая выходные, — один из самых надёжных способов спать лучше. Если в субботу поспать на два часа дольше, внутренние часы сдвигаются, и в ночь на понедельник уснуть сложнее.",
          "Остальные привычки в основном касаются света, температуры и стимуляторов. Выберите из списка ниже две-три, доведите их до автоматизма и только потом добавляйте новые.",
        ],
      },
      bullets: {
        en: [
          "Get daylight in the morning, ideally 10 to 20 minutes outside, and dim the lights in the last hour before bed.",
          "Keep the bedroom dark, quiet and cool; around 17 to 19 °C suits most people.",
          "Stop caffeine about 8 hours before bed; its effects last longer than most people think.",
          "Limit alcohol. It can help you fall asleep, but it fragments sleep in the second half of the night.",
          "Keep the phone out of bed and give yourself a 20 to 30 minute wind-down routine.",
          "If you nap, keep it to 20 to 30 minutes and before about 3 pm.",
        ],
        ru: [
          "Утром выходите на дневной свет, в идеале на 10–20 минут на улицу, а за час до сна приглушайте освещение.",
          "В спальне должно быть темно, тихо и прохладно: большинству подходит 17–19 °C.",
          "Последний кофе — примерно за 8 часов до сна: кофеин действует дольше, чем многие думают.",
          "Ограничьте алкоголь. Он может помочь уснуть, но дробит сон во второй половине ночи.",
          "Не берите телефон в кровать и оставляйте себе 20–30 минут спокойного времени перед сном.",
          "Если спите днём, то не дольше 20–30 минут и не позже трёх часов дня.",
        ],
      },
    },
    {
      id: "training-and-food",
      heading: {
        en: "Training time, food and sleep",
        ru: "Время тренировок, еда и сон",
      },
      paragraphs: {
        en: [
          "Evening training is fine for most people. Research generally finds that exercise finishing an hour or more before bed does not harm sleep, and regular training tends to improve it. If you notice you are wired after late sessions, finish very hard work earlier and keep the last part of the workout calmer.",
          "A large, heavy meal right before bed can make sleep uncomfortable, but going to bed hungry is not helpful either. A protein-rich snack in the evening, for example 30 to 40 g of protein from cottage cheese, Greek yoghurt or a casein shake, has been shown to support muscle protein synthesis overnight and is an easy way to reach your daily protein target.",
        ],
        ru: [
          "Вечерние тренировки большинству не мешают. Исследования в целом показывают, что нагрузка, закончившаяся за час и больше до сна, не ухудшает его, а регулярные тренировки сон скорее улучшают. Если после поздних занятий вы долго не можете успокоиться, переносите самую тяжёлую работу на начало и делайте конец тренировки спокойнее.",
          "Плотный ужин прямо перед сном может помешать спать, но и ложиться голодным — тоже так себе идея. Вечерний перекус, богатый белком, например 30–40 г белка из творога, греческого йогурта или казеинового коктейля, по данным исследований, поддерживает синтез мышечного белка ночью и заодно помогает добрать дневную норму белка.",
        ],
      },
    },
    {
      id: "when-to-see-a-doctor",
      heading: {
        en: "When to talk to a doctor",
        ru: "Когда стоит обратиться к врачу",
      },
      paragraphs: {
        en: [
          "Habits fix a lot, but not everything. If you regularly take more than 30 minutes to fall asleep, wake up for long stretches most nights, or feel exhausted during the day despite 7 to 9 hours in bed, talk to a doctor. The same goes for loud snoring with pauses in breathing that a partner notices, or waking up gasping.",
          "These can be signs of sleep problems that are common, treatable and not fixed by better sleep hygiene alone. Be cautious with sleeping pills and supplements without medical advice; they can mask the issue rather than solve it.",
        ],
        ru: [
          "Привычки решают многое, но не всё. Если вы регулярно засыпаете дольше 30 минут, почти каждую ночь подолгу не спите или чувствуете себя разбитым днём, хотя проводите в кровати 7–9 часов, обратитесь к врачу. То же самое, если близкие замечают громкий храп с остановками дыхания или вы просыпаетесь от нехватки воздуха.",
          "Это могут быть признаки нарушений сна, которые встречаются часто, хорошо лечатся и не проходят от одной лишь правильной гигиены сна. Осторожнее со снотворными и добавками без консультации врача: они могут замаскировать проблему, а не решить её.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Aim for 7 to 9 hours of actual sleep, and plan about 30 minutes more in bed.",
      "Short sleep slows recovery, hurts performance and makes dieting cost more muscle.",
      "A regular schedule, a dark and cool room, and a caffeine cut-off 8 hours before bed do most of the work.",
      "Evening training and a protein-rich evening snack are fine for most people.",
      "Persistent insomnia, daytime exhaustion or snoring with breathing pauses is a reason to see a doctor.",
    ],
    ru: [
      "Стремитесь к 7–9 часам настоящего сна и закладывайте ещё около 30 минут в кровати.",
      "Недосып замедляет восстановление, снижает результаты и на диете заставляет терять больше мышц.",
      "Основную работу делают режим, тёмная прохладная спальня и отказ от кофеина за 8 часов до сна.",
      "Вечерние тренировки и белковый перекус вечером большинству не мешают.",
      "Стойкая бессонница, разбитость днём или храп с остановками дыхания — повод обратиться к врачу.",
    ],
  },
};
