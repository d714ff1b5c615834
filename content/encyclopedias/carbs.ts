import type { Source } from "../../core/content";
import type { Encyclopedia } from "./types";

/**
 * Carbohydrate encyclopedia. Training-load ranges and fuelling around exercise follow the
 * ACSM/AND/DC position (2016); energy shares, fibre and the 130 g figure follow EFSA (2010) and the
 * US Dietary Reference Intakes (2005); fibre outcomes follow Reynolds et al. (2019); GI/GL cut-offs
 * follow the international GI tables (2021); free-sugar limits follow WHO (2015). Per-food values
 * live in the shared food table, not here.
 */

const sources: Source[] = [
  {
    title: "American College of Sports Medicine Joint Position Statement. Nutrition and Athletic Performance",
    publisher:
      "ACSM, Academy of Nutrition and Dietetics and Dietitians of Canada (Medicine & Science in Sports & Exercise)",
    year: 2016,
    url: "https://doi.org/10.1249/MSS.0000000000000852",
  },
  {
    title: "Guideline: Sugars intake for adults and children",
    publisher: "World Health Organization",
    year: 2015,
    url: "https://www.who.int/publications/i/item/9789241549028",
  },
  {
    title: "Scientific Opinion on Dietary Reference Values for carbohydrates and dietary fibre",
    publisher: "EFSA Panel on Dietetic Products, Nutrition and Allergies (EFSA Journal)",
    year: 2010,
    url: "https://doi.org/10.2903/j.efsa.2010.1462",
  },
  {
    title:
      "Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids",
    publisher: "Institute of Medicine, National Academies Press",
    year: 2005,
    url: "https://nap.nationalacademies.org/catalog/10490",
  },
  {
    title: "Carbohydrate quality and human health: a series of systematic reviews and meta-analyses",
    publisher: "The Lancet",
    year: 2019,
    url: "https://doi.org/10.1016/S0140-6736(18)31809-9",
  },
  {
    title: "International tables of glycemic index and glycemic load values 2021: a systematic review",
    publisher: "The American Journal of Clinical Nutrition",
    year: 2021,
    url: "https://doi.org/10.1093/ajcn/nqab233",
  },
];

export const carbs: Encyclopedia = {
  nutrient: "carbs",
  title: {
    en: "Carbs encyclopedia",
    ru: "Энциклопедия углеводов",
  },
  intro: {
    en: "Carbohydrates are your muscles' main fuel for hard training and your brain's preferred source of energy. This guide covers how much you need for your training load, why fibre deserves a daily target, what the glycaemic index really tells you and how to handle sugar. Per-food numbers are in the table below.",
    ru: "Углеводы — главное топливо для мышц во время интенсивных тренировок и основной источник энергии для мозга. Здесь разберём, сколько их нужно при вашей нагрузке, почему клетчатке стоит задать дневную цель, о чём на самом деле говорит гликемический индекс и как обращаться с сахаром. Цифры по конкретным продуктам — в таблице ниже.",
  },
  sections: [
    {
      id: "what-they-do",
      heading: { en: "What carbohydrates do", ru: "Зачем нужны углеводы" },
      paragraphs: {
        en: [
          "Carbohydrates are sugars, starches and fibre. Sugars and starches are digested into glucose, which your cells burn for energy; fibre travels on to the large intestine and feeds your gut bacteria. Digestible carbs give 4 kcal per gram.",
          "Your body stores glucose as glycogen: roughly 80–100 g in the liver, which keeps blood sugar steady between meals, and about 300–500 g in the muscles of a trained adult, depending on size and diet. Each gram of glycogen is stored with about 3 g of water. That's why weight drops fast in the first days of a low-carb diet and comes back when you eat carbs again: it's water, not fat.",
          "Your brain runs mainly on glucose, about 120 g a day at rest, and the US reference intake of 130 g of carbs a day is set to cover it. In training, carbs are the main fuel for hard efforts: heavy sets, sprints, intervals and team sports. When glycogen runs low, the same work feels harder and the quality of your session drops.",
        ],
        ru: [
          "Углеводы — это сахара, крахмал и клетчатка. Сахара и крахмал перевариваются до глюкозы, которую клетки используют как топливо, а клетчатка доходит до толстой кишки и служит пищей для кишечных бактерий. В грамме усвояемых углеводов — 4 ккал.",
          "Про запас организм хранит глюкозу в виде гликогена: примерно 80–100 г в печени — этот запас поддерживает уровень сахара в крови между приёмами пищи — и около 300–500 г в мышцах тренированного взрослого, в зависимости от комплекции и питания. Каждый грамм гликогена связывает около 3 г воды. Поэтому в первые дни низкоуглеводной диеты вес падает так быстро, а потом возвращается, стоит снова поесть углеводов: уходит и приходит вода, а не жир.",
          "Мозг работает в основном на глюкозе — в покое ему нужно около 120 г в день, и американская норма в 130 г углеводов в сутки рассчитана как раз на это. На тренировке углеводы — главное топливо для интенсивной работы: тяжёлых подходов, спринтов, интервалов, игровых видов спорта. Когда гликоген на исходе, та же работа даётся тяжелее и качество тренировки падает.",
        ],
      },
    },
    {
      id: "how-much",
      heading: { en: "How much you need by training load", ru: "Сколько углеводов нужно при разной нагрузке" },
      paragraphs: {
        en: [
          "Carb needs follow your training, not a fixed percentage. Sports nutrition guidelines (the 2016 joint position of ACSM, the Academy of Nutrition and Dietetics and Dietitians of Canada) scale them by body weight and daily training load; the ranges are listed below. As a share of calories, general guidelines for adults give 45–65% (EFSA: 45–60%).",
          "If you lift 3–5 times a week for about an hour, 3–5 g/kg usually covers it: strength training burns less glycogen than long endurance work. Add running, cycling or a second session a day and you move up the scale. At 70 kg, 3–5 g/kg is 210–350 g a day.",
          "When losing fat you can go lower, around 2–4 g/kg, as long as your training still feels good. At equal calories and protein, lower-carb and higher-carb diets lead to similar fat loss, so choose the split you can stick to and keep more of your carbs around training.",
        ],
        ru: [
          "Потребность в углеводах зависит от тренировок, а не от фиксированного процента. Рекомендации по спортивному питанию (совместная позиция Американского колледжа спортивной медицины, Академии питания и диетологии США и Ассоциации диетологов Канады, 2016) считают её в граммах на килограмм веса в зависимости от дневной нагрузки — диапазоны приведены ниже. В долях калорийности общие рекомендации для взрослых дают 45–65 % (EFSA — 45–60 %).",
          "Если вы занимаетесь в зале 3–5 раз в неделю примерно по часу, обычно хватает 3–5 г/кг: силовая тренировка тратит меньше гликогена, чем длительная работа на выносливость. Добавились бег, велосипед или вторая тренировка в день — двигайтесь вверх по шкале. При весе 70 кг 3–5 г/кг — это 210–350 г в день.",
          "При снижении веса можно опуститься до 2–4 г/кг, если тренировки при этом не проседают. При равной калорийности и одинаковом белке низкоуглеводные и более углеводные рационы дают примерно одинаковое снижение жира, так что выбирайте тот вариант, которого сможете придерживаться, и оставляйте большую часть углеводов на время вокруг тренировки.",
        ],
      },
      bullets: {
        en: [
          "Light (low-intensity or skill-based activity): 3–5 g/kg a day",
          "Moderate (about an hour of exercise a day): 5–7 g/kg",
          "High (1–3 hours of moderate to hard training a day): 6–10 g/kg",
          "Very high (4–5 hours or more a day): 8–12 g/kg",
        ],
        ru: [
          "Лёгкая нагрузка (низкая интенсивность или отработка техники): 3–5 г/кг в день",
          "Умеренная (около часа тренировок в день): 5–7 г/кг",
          "Высокая (1–3 часа умеренной или интенсивной работы в день): 6–10 г/кг",
          "Очень высокая (от 4–5 часов в день): 8–12 г/кг",
        ],
      },
    },
    {
      id: "fibre",
      heading: { en: "Fibre: 25–38 g a day", ru: "Клетчатка: 25–38 г в день" },
      paragraphs: {
        en: [
          "Fibre is the part of plant foods you can't digest. EFSA considers 25 g a day adequate for adults; US guidelines set 14 g per 1,000 kcal, which works out at about 38 g for men and 25 g for women. Many adults eat well under 20 g.",
          "It's worth the effort. A large 2019 review in The Lancet found that people eating 25–29 g a day had a 15–30% lower risk of early death, heart disease, stroke, type 2 diabetes and colorectal cancer than those eating the least, and more fibre looked better still. Fibre also keeps you full on fewer calories, which helps a lot on a diet.",
          "Raise fibre over 2–3 weeks rather than overnight, and drink more water as you go: a sudden jump often means bloating. Easy wins: wholegrain bread, pasta and grains instead of refined ones, beans or lentils several times a week, vegetables at two meals a day and fruit as a snack.",
          "There are two broad kinds of fibre, and most plant foods contain both:",
        ],
        ru: [
          "Клетчатка — это часть растительной пищи, которую мы не перевариваем. EFSA считает достаточным для взрослых 25 г в день, американские нормы — 14 г на каждые 1 000 ккал, то есть около 38 г для мужчин и 25 г для женщин. Многие взрослые не добирают и 20 г.",
          "Это стоит усилий. Крупный обзор 2019 года в журнале The Lancet показал: у людей, съедающих 25–29 г клетчатки в день, риск преждевременной смерти, болезней сердца, инсульта, диабета 2 типа и рака толстой кишки на 15–30 % ниже, чем у тех, кто ест её меньше всех, а при большем количестве результаты ещё лучше. Кроме того, клетчатка даёт сытость при меньшей калорийности, что очень помогает на диете.",
          "Увеличивайте клетчатку постепенно, за 2–3 недели, и параллельно пейте больше воды — резкий скачок часто оборачивается вздутием. Простые шаги: цельнозерновой хлеб, макароны и крупы вместо рафинированных, бобовые несколько раз в неделю, овощи в двух приёмах пищи в день, фрукты на перекус.",
          "Клетчатка бывает двух основных видов, и в большинстве растительных продуктов есть оба:",
        ],
      },
      bullets: {
        en: [
          "Soluble fibre (oats, barley, beans, lentils, apples, psyllium) forms a gel, slows digestion, softens blood sugar rises and helps lower LDL cholesterol",
          "Insoluble fibre (wholegrain bran, nuts, seeds, vegetable skins) adds bulk and keeps you regular",
          "Many fibres feed your gut bacteria, which turn them into short-chain fatty acids that nourish the lining of the gut",
        ],
        ru: [
          "Растворимая (овсянка, ячмень, фасоль, чечевица, яблоки, псиллиум) образует гель, замедляет пищеварение, сглаживает скачки сахара в крови и помогает снизить ЛПНП-холестерин",
          "Нерастворимая (отруби цельных злаков, орехи, семечки, кожура овощей) увеличивает объём содержимого кишечника и помогает ему работать регулярно",
          "Многими видами клетчатки питаются кишечные бактерии: они превращают её в короткоцепочечные жирные кислоты, которые питают слизистую кишечника",
        ],
      },
    },
    {
      id: "glycaemic-index",
      heading: {
        en: "Glycaemic index and glycaemic load",
        ru: "Гликемический индекс и гликемическая нагрузка",
      },
      paragraphs: {
        en: [
          "The glycaemic index (GI) shows how fast the carbohydrate in a food raises your blood glucose compared with pure glucose, which scores 100. It's measured with a portion holding 50 g of digestible carbs. A GI of 55 or less is low, 56–69 medium and 70 or more high.",
          "GI ignores portion size, so glycaemic load (GL) adds it: GL = GI × grams of carbs in your portion ÷ 100. A GL of 10 or less is low and 20 or more is high. Watermelon has a high GI, but a normal slice holds so little carbohydrate that its GL is low.",
          "You rarely eat a carb on its own, and the rest of the meal changes the picture. Protein, fat, fibre and acidity (vinegar, lemon juice) slow stomach emptying and flatten the glucose curve. Cooking matters too: al dente pasta, less ripe bananas and cooked-then-cooled potatoes or rice raise blood glucose less than overcooked, very ripe or freshly cooked ones. And the same food affects different people differently.",
          "So treat GI as a tiebreaker, not a rule. A low GI doesn't make a food healthy: ice cream and chocolate score low thanks to their fat. Nor does a high GI make a food bad: think potatoes or rice. For most active people, fibre and how processed a food is matter more. If you have diabetes or prediabetes, ask your doctor or dietitian how to use GI.",
        ],
        ru: [
          "Гликемический индекс (ГИ) показывает, насколько быстро углеводы продукта поднимают уровень глюкозы в крови по сравнению с чистой глюкозой, у которой ГИ равен 100. Измеряют его на порции, содержащей 50 г усвояемых углеводов. ГИ до 55 считается низким, 56–69 — средним, от 70 — высоким.",
          "ГИ не учитывает размер порции, а гликемическая нагрузка (ГН) учитывает: ГН = ГИ × граммы углеводов в порции ÷ 100. ГН до 10 считается низкой, от 20 — высокой. У арбуза высокий ГИ, но в обычном ломтике так мало углеводов, что его ГН низкая.",
          "Углеводы редко едят сами по себе, а остальная еда на тарелке меняет картину. Белок, жир, клетчатка и кислота (уксус, лимонный сок) замедляют опорожнение желудка и сглаживают подъём глюкозы. Важна и обработка: макароны аль денте, не слишком спелые бананы, остывшие после варки картофель и рис поднимают сахар меньше, чем разваренные, переспелые или только что приготовленные. К тому же один и тот же продукт у разных людей действует по-разному.",
          "Поэтому считайте ГИ дополнительным аргументом, а не правилом. Низкий ГИ не делает продукт полезным: у мороженого и шоколада он невысокий благодаря жиру. И высокий ГИ не делает продукт вредным — вспомните картофель или рис. Для большинства активных людей важнее, сколько в еде клетчатки и насколько она переработана. Если у вас диабет или преддиабет, спросите у врача или диетолога, как учитывать ГИ.",
        ],
      },
    },
    {
      id: "sugars",
      heading: { en: "Sugars and free-sugar limits", ru: "Сахар и свободные сахара" },
      paragraphs: {
        en: [
          "Not all sugar counts the same. “Free sugars” are those added to food and drinks by manufacturers, cooks or you, plus the sugar naturally present in honey, syrups and fruit juice. Sugar inside whole fruit, vegetables and milk doesn't count: it comes with fibre, water or protein and is hard to overdo.",
          "WHO advises keeping free sugars under 10% of daily energy, and ideally under 5%. At 2,000 kcal that means under 50 g a day, ideally about 25 g, or roughly 6 teaspoons. A single half-litre bottle of regular soda can use up the whole 10% allowance.",
          "Sugar isn't uniquely fattening: at equal calories it adds no more body fat than starch does. The trouble is that it's easy to take in a lot without feeling full, especially in drinks, and frequent sugar is bad for your teeth. Sports drinks and gels during long sessions are the deliberate exception: there, sugar is fuel.",
          "Read labels: sugar hides under many names, and ingredients are listed by weight, so sugar near the top means a lot of it. Look for:",
        ],
        ru: [
          "Не всякий сахар считается одинаково. «Свободные сахара» — это сахара, которые добавляют в еду и напитки производитель, повар или вы сами, плюс сахара, изначально содержащиеся в мёде, сиропах и фруктовых соках. Сахар в целых фруктах, овощах и молоке сюда не входит: он поступает вместе с клетчаткой, водой или белком, и переесть его сложно.",
          "ВОЗ рекомендует, чтобы свободные сахара давали меньше 10 % дневной калорийности, а в идеале меньше 5 %. При 2 000 ккал это меньше 50 г в день, в идеале около 25 г — примерно 6 чайных ложек. Одна пол-литровая бутылка обычной газировки может целиком исчерпать 10-процентный лимит.",
          "Сахар не полнит сильнее других углеводов: при равной калорийности жира от него откладывается не больше, чем от крахмала. Проблема в том, что его легко съесть много и не наесться, особенно в напитках, а частые сладости вредят зубам. Осознанное исключение — спортивные напитки и гели на длительных тренировках: там сахар работает как топливо.",
          "Читайте этикетки: у сахара много названий, а ингредиенты перечислены по убыванию массы, так что сахар в начале списка означает, что его много. Ищите:",
        ],
      },
      bullets: {
        en: [
          "Sucrose, glucose, fructose, dextrose, maltose",
          "Glucose syrup, glucose-fructose syrup, invert syrup, molasses",
          "Honey, agave and maple syrup, fruit juice concentrate",
        ],
        ru: [
          "Сахарозу, глюкозу, фруктозу, декстрозу, мальтозу",
          "Глюкозный, глюкозо-фруктозный и инвертный сироп, патоку",
          "Мёд, сироп агавы и кленовый сироп, концентрированный фруктовый сок",
        ],
      },
    },
    {
      id: "around-training",
      heading: { en: "Carbs around training", ru: "Углеводы до, во время и после тренировки" },
      paragraphs: {
        en: [
          "Before: a meal with carbs and some protein 2–4 hours before training tops up liver glycogen and keeps hunger away during the session. With only 30–60 minutes to go, choose something small and easy to digest, such as a banana, bread with jam or a yoghurt, and keep fat and fibre low so your stomach stays calm. Before long, hard endurance sessions, guidelines suggest 1–4 g/kg in the 1–4 hours beforehand.",
          "During: for a typical gym session of an hour or less, water is enough. In continuous hard work lasting longer than about 60–90 minutes, 30–60 g of carbs an hour from a drink, gel or fruit keeps you going. Events beyond 2.5 hours may call for up to 90 g an hour from glucose-fructose mixes, practised in training first.",
          "After: if your next session is a day or more away, regular meals refill glycogen in time, so there's no rush. If you train twice within about 8 hours, start refuelling early: about 1–1.2 g/kg an hour for the first 4 hours, together with protein.",
          "Carbs in the evening don't make you fat by themselves: your total calories over days and weeks decide that. Put your carbs where they help your training most.",
        ],
        ru: [
          "До: приём пищи с углеводами и небольшим количеством белка за 2–4 часа до тренировки пополнит запас гликогена в печени и избавит от чувства голода на занятии. Если до тренировки остаётся 30–60 минут, выберите что-то небольшое и лёгкое — банан, хлеб с вареньем или йогурт — и поменьше жира и клетчатки, чтобы не было дискомфорта в животе. Перед длительной и тяжёлой работой на выносливость рекомендации советуют 1–4 г/кг за 1–4 часа до старта.",
          "Во время: на обычной тренировке в зале до часа хватает воды. При непрерывной интенсивной работе дольше 60–90 минут поддержат 30–60 г углеводов в час из напитка, геля или фруктов. На нагрузках дольше 2,5 часа может понадобиться до 90 г в час из смесей глюкозы и фруктозы — но такой режим сначала отрабатывают на тренировках.",
          "После: если следующая тренировка не раньше чем через сутки, обычное питание успеет восполнить гликоген, спешить некуда. Если же две тренировки разделяет меньше 8 часов, начинайте восполнять запасы сразу: примерно 1–1,2 г/кг в час в течение первых 4 часов, вместе с белком.",
          "Углеводы вечером сами по себе не полнят — это решает общая калорийность за дни и недели. Распределяйте их так, чтобы они лучше всего работали на ваши тренировки.",
        ],
      },
    },
  ],
  needs: [
    {
      goal: "lose_weight",
      gramsPerKg: [2, 4],
      percentOfEnergy: [35, 50],
      note: {
        en: "Once protein and a fat floor are set, carbs are usually where the deficit comes from; keep most of them around training so your sessions stay strong.",
        ru: "Когда белок и минимум жиров зафиксированы, дефицит обычно создаётся за счёт углеводов; оставляйте большую их часть на время вокруг тренировки, чтобы она не проседала.",
      },
    },
    {
      goal: "maintain",
      gramsPerKg: [3, 5],
      percentOfEnergy: [45, 60],
      note: {
        en: "Fits most people training 3–5 times a week for about an hour; move up to 5–7 g/kg if you train daily or add endurance work.",
        ru: "Подходит большинству тех, кто тренируется 3–5 раз в неделю примерно по часу; если тренируетесь каждый день или добавляете работу на выносливость, поднимайтесь до 5–7 г/кг.",
      },
    },
    {
      goal: "gain_muscle",
      gramsPerKg: [4, 6],
      percentOfEnergy: [45, 60],
      note: {
        en: "Carbs make a calorie surplus easier to eat and fuel the training volume that drives growth; go higher if you also do a lot of cardio or sport.",
        ru: "Углеводы помогают добрать профицит калорий и дают топливо для тренировочного объёма, от которого зависит рост; если у вас много кардио или другого спорта, поднимайтесь выше.",
      },
    },
  ],
  sources,
};
