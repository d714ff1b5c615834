import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "mobility-and-stretching",
  intro: {
    en: "Most people who lift do not need the flexibility of a gymnast, but they do need enough range of motion to squat, press and pull in good positions. The good news is that you can build that with a modest, targeted routine and with strength training itself. Here is what the research says and how to spend your time wisely.",
    ru: "Большинству тех, кто тренируется с железом, гибкость гимнаста ни к чему, но амплитуды должно хватать, чтобы приседать, жать и тянуть в правильных положениях. Хорошая новость: её можно развить небольшой прицельной программой и самими силовыми тренировками. Разберёмся, что говорят исследования и как потратить время с толком.",
  },
  sections: [
    {
      id: "flexibility-vs-mobility",
      heading: {
        en: "Flexibility and mobility are not the same",
        ru: "Гибкость и мобильность — не одно и то же",
      },
      paragraphs: {
        en: [
          "Flexibility is how far a joint can move when something else moves it, for example when you pull your leg toward you in a hamstring stretch. Mobility is how much of that range you can reach and control on your own, with your own muscles. A lifter needs mobility most, because a squat or an overhead press happens under load, not while someone holds your limb in place.",
          "That is why the answer is usually a mix: some stretching to open up range, and strength work through that range to own it. Extra range that you cannot control is of little use under a barbell.",
        ],
        ru: [
          "Гибкость — это то, насколько далеко сустав может сдвинуться под внешним воздействием, например когда вы тянете ногу к себе, растягивая заднюю поверхность бедра. Мобильность — это то, какую часть этой амплитуды вы можете пройти и удержать сами, силой собственных мышц. Тем, кто занимается с отягощениями, прежде всего нужна мобильность: присед или жим стоя выполняются под нагрузкой, а не когда кто-то держит вашу конечность.",
          "Поэтому обычно нужно и то и другое: немного растяжки, чтобы открыть амплитуду, и силовая работа в этой амплитуде, чтобы её закрепить. Лишняя амплитуда, которую вы не контролируете, под штангой мало что даёт.",
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
          "Regular stretching reliably increases range of motion over weeks. Much of the early gain comes from greater stretch tolerance, meaning your nervous system lets the muscle go further before it says stop, with changes in the muscle and tendon themselves following more slowly. Gains fade again if you stop, so consistency matters more than intensity.",
          "Strength training is a flexibility tool too. A meta-analysis comparing resistance training with stretching programmes found similar improvements in range of motion, as long as exercises were done through a full range. Deep squats, Romanian deadlifts and full-range dumbbell presses all stretch muscles under load.",
          "Stretching does less than many people hope in other areas. Reviews find that stretching before or after exercise does little to reduce muscle soreness, and general stretching routines have not been shown to prevent most injuries. Stretch because you need the range, not as a cure-all.",
        ],
        ru: [
          "Регулярная растяжка надёжно увеличивает амплитуду за несколько недель. Значительная часть первых результатов связана с ростом толерантности к растяжению: нервная система позволяет мышце удлиняться сильнее, прежде чем подаст сигнал «стоп», а изменения в самих мышцах и сухожилиях идут медленнее. Если бросить, результат снова уходит, поэтому регулярность важнее интенсивности.",
          "Силовые тренировки тоже развивают гибкость. Метаанализ, сравнивший силовые программы с программами растяжки, показал схожий прирост амплитуды — при условии, что упражнения выполнялись в полной амплитуде. Глубокий присед, румынская тяга и жимы гантелей в полной амплитуде растягивают мышцы под нагрузкой.",
          "В остальном растяжка делает меньше, чем многие надеются. Обзоры показывают, что растяжка до или после тренировки почти не уменьшает крепатуру, а для общих программ растяжки не доказано, что они предотвращают большинство травм. Растягивайтесь, потому что вам нужна амплитуда, а не как средство от всех бед.",
        ],
      },
    },
    {
      id: "how-to-stretch",
      heading: {
        en: "How much and how to stretch",
        ru: "Сколько и как растягиваться",
      },
      paragraphs: {
        en: [
          "For a muscle you want to lengthen, aim for a total of at least 5 minutes of stretching per week, for example 2 to 3 holds of 30 to 60 seconds, 3 to 5 days a week. Stretch to a point of clear tension, roughly 3 to 5 out of 10 in discomfort, and breathe slowly. Pain, numbness or tingling mean you have gone too far.",
          "Timing is flexible. After training or in the evening works well for longer holds. Before lifting, keep static holds short, under 60 seconds per muscle, and follow them with dynamic moves and warm-up sets so strength is not affected.",
        ],
        ru: [
          "Для мышцы, которую вы хотите удлинить, закладывайте в сумме не меньше 5 минут растяжки в неделю: например, 2–3 удержания по 30–60 секунд 3–5 дней в неделю. Тянитесь до явного напряжения, примерно на 3–5 из 10 по ощущениям, и дышите медленно. Боль, онемение или покалывание означают, что вы перестарались.",
          "Время выбирайте как удобно. Для долгих удержаний хорошо подходят вечер или конец тренировки. Перед силовой делайте статические удержания короткими, меньше 60 секунд на мышцу, а после них — динамические движения и разминочные подходы, чтобы не потерять в силе.",
        ],
      },
    },
    {
      id: "target-your-limits",
      heading: {
        en: "Target what actually limits you",
        ru: "Работайте над тем, что действительно мешает",
      },
      paragraphs: {
        en: [
          "Rather than stretching everything, find the positions your training needs and you cannot reach. Film a bodyweight squat from the side, try raising your arms overhead with your back against a wall, and see where you get stuck. Then spend your stretching time on those areas.",
          "Some common limits and what tends to help are listed below. Most people see clear improvement within 4 to 8 weeks of regular work.",
        ],
        ru: [
          "Вместо того чтобы растягивать всё подряд, найдите положения, которые нужны вашим тренировкам, но пока недоступны. Снимите присед без веса сбоку, попробуйте поднять руки над головой, стоя спиной к стене, и посмотрите, где упираетесь. Потом тратьте время на растяжку именно этих зон.",
          "Ниже — частые ограничения и то, что обычно помогает. У большинства заметные улучшения появляются через 4–8 недель регулярной работы.",
        ],
      },
      bullets: {
        en: [
          "Heels lift or knees cave in the squat: knee-to-wall ankle stretches, calf stretches, and goblet squats held at the bottom for 20 to 30 seconds.",
          "Lower back rounds early when you bend forward: Romanian deadlifts with light weight through a full range, and hamstring stretches.",
          "Arms will not go straight overhead: lat stretches on a bench or doorframe, thoracic extensions over a foam roller, and overhead presses with a light weight.",
          "Tight hips from sitting: a half-kneeling hip flexor stretch with the glute squeezed, and walking lunges.",
        ],
        ru: [
          "В приседе отрываются пятки или заваливаются колени: растяжка голеностопа с коленом к стене, растяжка икр и присед с гантелью у груди с удержанием внизу по 20–30 секунд.",
          "Поясница рано округляется при наклоне: румынская тяга с лёгким весом в полной амплитуде и растяжка задней поверхности бедра.",
          "Руки не поднимаются ровно над головой: растяжка широчайших с опорой на скамью или дверной проём, разгибания грудного отдела на массажном ролике и жим стоя с лёгким весом.",
          "Зажатые от сидячей работы бёдра: растяжка сгибателей бедра в выпаде с коленом на полу и напряжённой ягодицей, а также выпады в движении.",
        ],
      },
    },
    {
      id: "special-cases",
      heading: {
        en: "If you are very flexible or in pain",
        ru: "Если вы очень гибкий или что-то болит",
      },
      paragraphs: {
        en: [
          "Some people are naturally very flexible and can reach end ranges easily. For them more stretching adds little; strength and control at the end of the range, with slow, full-range lifts and pauses at the bottom, are a better use of time.",
          "Stiffness that comes with pain, swelling, a loss of range after an injury, or a joint that locks or gives way is not a stretching problem. Get it assessed by a doctor or physiotherapist before pushing into that range.",
        ],
        ru: [
          "Некоторые от природы очень гибкие и легко выходят в крайние положения. Им дополнительная растяжка мало что даёт; полезнее тратить время на силу и контроль в конце амплитуды — медленные упражнения в полную амплитуду с паузой в нижней точке.",
          "Скованность, которая сопровождается болью или отёком, потеря амплитуды после травмы, сустав, который заклинивает или подворачивается, — это не вопрос растяжки. Прежде чем пытаться продавить такую амплитуду, покажитесь врачу или реабилитологу.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Lifters need mobility, usable range under control, more than extreme flexibility.",
      "Full-range strength training improves range of motion about as well as stretching.",
      "For a tight muscle, do at least 5 minutes of stretching a week, in holds of 30 to 60 seconds.",
      "Test your squat and overhead positions and target only what limits you.",
      "Stretching will not cure soreness or prevent most injuries; painful stiffness needs a professional's assessment.",
    ],
    ru: [
      "Тем, кто тренируется с весами, нужна скорее мобильность — подконтрольная рабочая амплитуда, — чем предельная гибкость.",
      "Силовые тренировки в полной амплитуде улучшают подвижность примерно так же, как растяжка.",
      "Зажатую мышцу растягивайте не меньше 5 минут в неделю, удержаниями по 30–60 секунд.",
      "Проверьте, как вы приседаете и поднимаете руки над головой, и работайте только над тем, что мешает.",
      "Растяжка не лечит крепатуру и не предотвращает большинство травм, а скованность с болью должен оценить специалист.",
    ],
  },
};
