import type { LessonBody } from "../types";

/** Lesson 9: plate building, meal timing, eating out, alcohol, shopping. */
export const lesson: LessonBody = {
  slug: "nutrition-in-practice",
  intro: {
    en: "Numbers on paper only help if they turn into meals you enjoy. This lesson turns your calorie and protein targets into plates, a daily rhythm, restaurant choices and a sensible approach to alcohol.",
    ru: "Цифры на бумаге полезны только тогда, когда превращаются в еду, которая вам нравится. В этом уроке мы переведём ваши нормы калорий и белка в тарелки, распорядок дня, выбор в ресторане и разумное отношение к алкоголю.",
  },
  sections: [
    {
      id: "build-a-plate",
      heading: {
        en: "Build a plate",
        ru: "Собираем тарелку",
      },
      paragraphs: {
        en: [
          "You don't need to weigh every meal to eat well. Build most meals from the same simple template, then adjust the portions to your goal. The sizes below are guides for a typical adult; a larger, more active person needs bigger portions.",
          "To lose fat, keep the protein and vegetables and shrink the starch and fat. To gain, add starch first: it is the easiest way to raise calories without feeling stuffed. If you track with an app for a few weeks first, you will learn what your portions really contain and can then eat by eye with far more accuracy.",
        ],
        ru: [
          "Чтобы хорошо питаться, не обязательно взвешивать каждый приём пищи. Собирайте большинство тарелок по одной простой схеме и подстраивайте порции под цель. Размеры ниже — ориентир для среднего взрослого; крупному и активному человеку нужны порции побольше.",
          "Чтобы худеть, оставьте белок и овощи, а крахмалистые продукты и жиры урежьте. Для набора первым делом добавляйте крахмалистые продукты: так проще всего поднять калорийность, не объедаясь. Если первые несколько недель считать еду в приложении, вы узнаете, что на самом деле в ваших порциях, и потом будете гораздо точнее есть «на глаз».",
        ],
      },
      bullets: {
        en: [
          "Half the plate: vegetables or fruit.",
          "A quarter: protein, a palm-sized portion of about 100 to 150 g cooked meat or fish, which gives roughly 25 to 40 g of protein.",
          "A quarter: starchy food such as rice, potatoes, pasta or bread, about a fist-sized portion.",
          "A little fat: about a tablespoon of oil, a small handful of nuts or a quarter of an avocado.",
        ],
        ru: [
          "Половина тарелки — овощи или фрукты.",
          "Четверть — белок: порция размером с ладонь, около 100–150 г готового мяса или рыбы, это примерно 25–40 г белка.",
          "Четверть — крахмалистые продукты: рис, гречка, картофель, макароны или хлеб, порция примерно с кулак.",
          "Немного жира: около столовой ложки масла, небольшая горсть орехов или четверть авокадо.",
        ],
      },
    },
    {
      id: "meal-timing",
      heading: {
        en: "Meal timing around training",
        ru: "Когда есть относительно тренировки",
      },
      paragraphs: {
        en: [
          "What you eat over the whole day matters far more than exact timing. Three to five meals, each with 20 to 40 g of protein, is a simple pattern that works for most people. The so-called anabolic window is wide: a protein-rich meal within a few hours before or after training is enough, so there is no need to rush a shake into you in the changing room.",
          "Eat a normal meal with carbs and protein one to three hours before training, or a light snack such as a banana and yoghurt 30 to 60 minutes before if you train early. Training on an empty stomach is also fine if you feel good and your performance doesn't suffer. For fluids, drinks of roughly 1.5 to 2 litres a day plus extra when you sweat suit most adults; pale yellow urine is a good sign.",
        ],
        ru: [
          "Важнее всего, что вы съедаете за весь день, а точное время приёма пищи играет куда меньшую роль. Три-пять приёмов пищи по 20–40 г белка — простая схема, которая подходит большинству. Так называемое «белково-углеводное окно» довольно широкое: достаточно поесть с белком в пределах нескольких часов до или после тренировки, так что вливать в себя коктейль прямо в раздевалке не обязательно.",
          "За один-три часа до тренировки поешьте как обычно, с углеводами и белком, а если тренируетесь рано утром — перекусите за 30–60 минут чем-то лёгким, например бананом с йогуртом. Тренироваться натощак тоже можно, если вы хорошо себя при этом чувствуете и тренировка не страдает. Что касается жидкости, большинству взрослых подходит около 1,5–2 литров питья в день плюс добавка, когда сильно потеете; светло-жёлтая моча — хороший признак.",
        ],
      },
    },
    {
      id: "eating-out",
      heading: {
        en: "Eating out and social meals",
        ru: "Кафе, рестораны и застолья",
      },
      paragraphs: {
        en: [
          "A single restaurant main course often contains 1,000 kcal or more, mostly from oil, butter, sauces and big starch portions. That doesn't make eating out off limits; it just needs a plan. If you eat out once or twice a week, a few simple habits keep it from undoing your progress.",
          "Don't skip meals beforehand to save up calories: arriving starving usually ends in overeating. And don't punish yourself the next day. One big meal changes body weight mainly through water and salt, and the extra kilograms on the scale disappear within a few days.",
        ],
        ru: [
          "Одно основное блюдо в ресторане нередко тянет на 1 000 ккал и больше — в основном за счёт растительного и сливочного масла, соусов и больших порций гарнира. Это не значит, что есть вне дома нельзя; просто нужен план. Если вы ходите в кафе раз-два в неделю, несколько простых привычек не дадут этому перечеркнуть прогресс.",
          "Не пропускайте перед этим приёмы пищи, чтобы «накопить» калории: кто приходит голодным, тот обычно переедает. И не наказывайте себя на следующий день. Один обильный ужин меняет вес в основном за счёт воды и соли, и через несколько дней лишние килограммы на весах уходят сами.",
        ],
      },
      bullets: {
        en: [
          "Build the order around a protein: grilled meat, fish, chicken or a bean dish.",
          "Add a vegetable side or salad, and ask for sauces and dressings on the side.",
          "Choose either bread, a starter, dessert or alcohol rather than all of them.",
          "Stop when you are comfortably full; you don't have to finish the plate.",
        ],
        ru: [
          "Стройте заказ вокруг белка: мясо или рыба на гриле, курица, блюдо из бобовых.",
          "Добавьте овощной гарнир или салат, а соусы и заправки просите подать отдельно.",
          "Выбирайте что-то одно — хлеб, закуску, десерт или алкоголь, — а не всё сразу.",
          "Останавливайтесь, когда приятно сыты: доедать всё до конца не обязательно.",
        ],
      },
    },
    {
      id: "alcohol",
      heading: {
        en: "Alcohol",
        ru: "Алкоголь",
      },
      paragraphs: {
        en: [
          "Alcohol provides 7 kcal per gram and no useful nutrients. A 0.5-litre beer at 5% contains about 20 g of alcohol and around 210 kcal in total; a 150 ml glass of wine at 12% has about 14 g of alcohol and roughly 120 kcal. Drinks also lower your restraint, so the snacks that come with them often add more than the drinks themselves.",
          "Heavy drinking after training, around 1.5 g of alcohol per kg of body weight, has been shown to reduce muscle protein synthesis by roughly a quarter to a third, and even moderate amounts worsen sleep quality. The World Health Organization states that no level of drinking is free of health risk. If you are under 18, don't drink alcohol at all: a growing body and brain are more vulnerable to it, and in most countries it is against the law. If you do drink, keep it to one or two drinks on an occasion, not on training days, and alternate with water. The UK guideline, for example, is no more than 14 units (112 g of alcohol) a week, spread over several days.",
        ],
        ru: [
          "Алкоголь даёт 7 ккал на грамм и никаких полезных веществ. В 0,5 л пива крепостью 5 % около 20 г спирта и примерно 210 ккал в сумме; в бокале вина 150 мл крепостью 12 % — около 14 г спирта и примерно 120 ккал. Кроме того, выпивка снижает самоконтроль, и закуски к ней часто добавляют больше калорий, чем сами напитки.",
          "Показано, что обильное употребление алкоголя после тренировки — около 1,5 г спирта на кг веса — снижает синтез мышечного белка примерно на четверть-треть, а даже умеренные дозы ухудшают качество сна. По позиции Всемирной организации здравоохранения, безопасного для здоровья уровня употребления не существует. Если вам нет 18 лет, не пейте алкоголь совсем: растущий организм и мозг к нему особенно уязвимы, а в большинстве стран это ещё и запрещено законом. Если всё же пьёте, ограничивайтесь одной-двумя порциями за раз, не в дни тренировок, и чередуйте их с водой. Для ориентира: в Великобритании рекомендуют не больше 14 единиц (112 г спирта) в неделю, распределённых на несколько дней.",
        ],
      },
    },
  ],
  check: [
    {
      question: {
        en: "How do you build a plate for fat loss?",
        ru: "Как собрать тарелку для похудения?",
      },
      answer: {
        en: "Half vegetables, a palm-sized protein portion, a smaller portion of starch and only a little added fat.",
        ru: "Половина — овощи, порция белка размером с ладонь, небольшая порция крахмалистых продуктов и совсем немного добавленного жира.",
      },
    },
    {
      question: {
        en: "Do you need a protein shake within 30 minutes of training?",
        ru: "Нужно ли пить протеиновый коктейль в течение 30 минут после тренировки?",
      },
      answer: {
        en: "No. A protein-rich meal within a few hours before or after training is enough; daily totals matter most.",
        ru: "Нет. Достаточно поесть с белком в пределах нескольких часов до или после тренировки; главное — сколько вы съедаете за день.",
      },
    },
    {
      question: {
        en: "How many calories come from the alcohol alone in a 0.5-litre beer at 5%?",
        ru: "Сколько калорий даёт только спирт в 0,5 л пива крепостью 5 %?",
      },
      answer: {
        en: "About 20 g of alcohol × 7 kcal ≈ 140 kcal, before counting the beer's carbohydrates.",
        ru: "Около 20 г спирта × 7 ккал ≈ 140 ккал, не считая углеводов самого пива.",
      },
    },
  ],
  takeaways: {
    en: [
      "Half vegetables, a quarter protein, a quarter starch and a little fat is a plate that works for most goals.",
      "Daily totals matter more than timing; aim for 20 to 40 g of protein per meal.",
      "Eat out with a plan: lead with protein and vegetables and choose one extra.",
      "Alcohol adds calories and harms recovery and sleep; less is better.",
    ],
    ru: [
      "Половина овощей, четверть белка, четверть крахмалистых продуктов и немного жира — тарелка, которая подходит для большинства целей.",
      "Суточное количество важнее времени приёма; ориентируйтесь на 20–40 г белка за раз.",
      "Идите в ресторан с планом: начинайте с белка и овощей и выбирайте одно «дополнение».",
      "Алкоголь добавляет калорий и мешает восстановлению и сну: чем меньше, тем лучше.",
    ],
  },
};
