import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "how-many-sets-per-week",
  intro: {
    en: "How much training you do, usually counted as hard sets per muscle group per week, is one of the strongest drivers of muscle growth you control. More is not always better, though, and the right amount depends on your experience and how well you recover. This article gives you sensible starting numbers and a way to adjust them.",
    ru: "Объём тренировок, который обычно считают в тяжёлых подходах на мышечную группу за неделю, — один из главных факторов роста мышц, которыми вы управляете сами. Но больше не всегда значит лучше: нужный объём зависит от опыта и от того, как вы восстанавливаетесь. Здесь — разумные стартовые цифры и способ их подстроить под себя.",
  },
  sections: [
    {
      id: "what-counts",
      heading: {
        en: "What counts as a set",
        ru: "Какой подход считать",
      },
      paragraphs: {
        en: [
          "Only hard sets count. A hard set is a working set taken reasonably close to failure, roughly within 0 to 4 reps of it, in any rep range from about 6 to 30. Warm-up sets and easy sets with plenty left in the tank do not count toward your weekly number.",
          "Compound exercises train more than one muscle, so count them sensibly. A practical approach is to give a full set to the main target and half a set to the muscles that assist. A set of bench press then counts as one set for the chest and half a set for the triceps and front delts; a set of rows or pull-ups counts as one for the back and half for the biceps.",
        ],
        ru: [
          "Считаются только тяжёлые подходы. Тяжёлый подход — это рабочий подход, выполненный достаточно близко к отказу, примерно с запасом от 0 до 4 повторений, в любом диапазоне примерно от 6 до 30 повторений. Разминочные подходы и лёгкие подходы с большим запасом в недельный объём не входят.",
          "Базовые упражнения нагружают сразу несколько мышц, поэтому считать их стоит с умом. Практичный вариант — засчитывать целый подход основной целевой мышце и половину — мышцам-помощникам. Тогда подход жима лёжа идёт как один подход на грудь и половина на трицепс и передние дельты, а подход тяги в наклоне или подтягиваний — как один на спину и половина на бицепс.",
        ],
      },
    },
    {
      id: "what-research-shows",
      heading: {
        en: "What the research shows",
        ru: "Что говорят исследования",
      },
      paragraphs: {
        en: [
          "Meta-analyses of resistance-training studies find a dose-response relationship: more weekly sets per muscle tend to produce more growth, at least up to a point. Programmes with 10 or more weekly sets per muscle have generally outperformed those with fewer than 5, though the gains from each extra set get smaller as volume climbs.",
          "Above roughly 20 sets per muscle per week, the evidence becomes thin and individual differences are large. Some studies in trained lifters found extra benefit from very high volumes, others found none, and recovery clearly becomes the limiting factor. For strength alone, the picture is flatter: fewer sets, done heavy and with practice of the specific lifts, already get you most of the way.",
        ],
        ru: [
          "Метаанализы исследований силовых тренировок показывают зависимость «доза — эффект»: чем больше недельных подходов на мышцу, тем, как правило, больше рост — по крайней мере до определённого предела. Программы с 10 и более подходами на мышцу в неделю в целом давали лучший результат, чем программы меньше чем с 5 подходами, хотя каждый следующий подход добавляет всё меньше.",
          "Выше примерно 20 подходов на мышцу в неделю данных становится мало, а разница между людьми большая. В одних исследованиях на тренированных атлетах очень высокий объём давал дополнительный плюс, в других — нет, и главным ограничением явно становится восстановление. Для силы картина ровнее: меньшего числа подходов, но тяжёлых и с отработкой конкретных упражнений, уже хватает для основной части результата.",
        ],
      },
    },
    {
      id: "starting-points",
      heading: {
        en: "Starting points by experience",
        ru: "С чего начать в зависимости от опыта",
      },
      paragraphs: {
        en: [
          "Use the ranges below as a starting point for each major muscle group, not as targets to hit at any cost. Start at the lower end of your range; it is much easier to add sets you need than to recover from a plan that buries you.",
          "Smaller muscles that get plenty of indirect work, such as the biceps, triceps and front delts, often need fewer direct sets. Muscles that compounds hit less, such as the side delts, calves and hamstrings, usually need their own exercises to reach the range.",
        ],
        ru: [
          "Диапазоны ниже — отправная точка для каждой крупной мышечной группы, а не план, который нужно выполнить любой ценой. Начинайте с нижней границы: добавить недостающие подходы гораздо проще, чем восстанавливаться после программы, которая вас раздавила.",
          "Небольшим мышцам, которые и так получают много косвенной нагрузки, — бицепсу, трицепсу, передним дельтам — прямых подходов часто нужно меньше. А мышцам, которые базовые упражнения нагружают слабо, — средним дельтам, икрам, задней поверхности бедра, — обычно нужны свои упражнения, чтобы набрать нужный объём.",
        ],
      },
      bullets: {
        en: [
          "Beginners, first 6 to 12 months: 6 to 10 hard sets per muscle per week is plenty.",
          "Intermediate, 1 to 3 years of consistent training: 10 to 16 sets.",
          "Advanced lifters: 12 to 20 sets, sometimes more for a lagging muscle during a focused block.",
          "Maintenance, when life is busy: about a third of your usual volume, as long as the sets stay hard.",
        ],
        ru: [
          "Новички, первые 6–12 месяцев: 6–10 тяжёлых подходов на мышцу в неделю — более чем достаточно.",
          "Средний уровень, 1–3 года регулярных тренировок: 10–16 подходов.",
          "Опытные атлеты: 12–20 подходов, иногда больше на отстающую мышцу в рамках отдельного блока.",
          "Поддержание формы в загруженный период: примерно треть от обычного объёма, если подходы остаются тяжёлыми.",
        ],
      },
    },
    {
      id: "spreading-the-sets",
      heading: {
        en: "Spreading the sets across the week",
        ru: "Как распределить подходы по неделе",
      },
      paragraphs: {
        en: [
          "How you split the volume matters less than the total, but very long sessions for one muscle lose quality. After roughly 6 to 10 hard sets for the same muscle in one session, the later sets tend to be weaker and add little. Training each muscle twice a week lets you do 12 to 16 sets without any single session turning into a grind.",
          "For example, 14 weekly sets for the chest could be 4 sets of bench press and 3 sets of incline dumbbell press on Monday, then 4 sets of dumbbell bench press and 3 sets of cable flyes on Thursday. A full-body routine three times a week or an upper/lower split four times a week both make this easy.",
        ],
        ru: [
          "То, как вы распределите объём, важно меньше, чем общая сумма, но если слишком долго нагружать одну мышцу за тренировку, качество работы падает. Примерно после 6–10 тяжёлых подходов на одну мышцу за занятие последние подходы получаются слабее и мало что добавляют. Если тренировать каждую мышцу дважды в неделю, можно сделать 12–16 подходов, и ни одна тренировка не превратится в изматывающую каторгу.",
          "Например, 14 подходов на грудь за неделю можно разложить так: в понедельник 4 подхода жима лёжа и 3 подхода жима гантелей на наклонной скамье, в четверг 4 подхода жима гантелей лёжа и 3 подхода сведений рук в кроссовере. Удобно укладываются в такую схему и фулбоди три раза в неделю, и сплит «верх — низ» четыре раза в неделю.",
        ],
      },
    },
    {
      id: "adjusting",
      heading: {
        en: "Adjusting to how you respond",
        ru: "Как подстроить объём под себя",
      },
      paragraphs: {
        en: [
          "Run a volume level for four to six weeks and judge it by your log, not by how tired you feel after one workout. If your reps and weights are climbing and you recover between sessions, keep it. If a muscle has stalled while everything else is fine, add one or two sets for that muscle per week.",
          "Warning signs of too much volume include performance dropping for more than a week, soreness that lasts into the next session for the same muscle, achy joints, poor sleep and dreading the gym. When you see them, cut the weekly sets by about a third for a week, then restart a little below where you were.",
          "Your capacity also moves with the rest of your life. During exams, a new baby or a calorie deficit, the volume you thrived on a few months ago may simply be too much, and dropping to the lower end of your range is the smart move, not a failure.",
        ],
        ru: [
          "Держите один уровень объёма четыре–шесть недель и оценивайте его по дневнику, а не по тому, как вы устали после одной тренировки. Если повторения и веса растут, а между тренировками вы успеваете восстановиться, оставляйте как есть. Если одна мышца встала, а в остальном всё хорошо, добавьте на неё один-два подхода в неделю.",
          "Признаки того, что объём великоват: результаты падают больше недели, мышца остаётся забитой к следующей тренировке на неё же, ноют суставы, портится сон, в зал идти совсем не хочется. Если вы это замечаете, срежьте недельный объём примерно на треть на одну неделю, а потом начните чуть ниже прежнего уровня.",
          "Ваши возможности меняются вместе с остальной жизнью. Во время сессии, с рождением ребёнка или на дефиците калорий объём, на котором вы отлично росли пару месяцев назад, может оказаться просто неподъёмным. Спуститься к нижней границе диапазона в такой период — разумное решение, а не поражение.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Count only hard sets, within about 4 reps of failure, per muscle group per week.",
      "Most people grow well on 10 to 20 weekly sets per muscle; beginners need less, around 6 to 10.",
      "Split a muscle's volume over at least two sessions and keep each session to roughly 6 to 10 hard sets for it.",
      "Start low, run a plan for four to six weeks, and add sets only where progress stalls.",
      "About a third of your usual volume is enough to hold on to muscle through a busy stretch.",
    ],
    ru: [
      "Считайте только тяжёлые подходы — с запасом не больше 4 повторений — на каждую мышечную группу за неделю.",
      "Большинству для роста хватает 10–20 подходов на мышцу в неделю, новичкам меньше — около 6–10.",
      "Делите объём на мышцу минимум на две тренировки и держите на одном занятии примерно 6–10 тяжёлых подходов на неё.",
      "Начинайте с малого, работайте по плану четыре–шесть недель и добавляйте подходы только там, где встал прогресс.",
      "Примерно трети обычного объёма хватает, чтобы сохранить мышцы в загруженный период.",
    ],
  },
};
