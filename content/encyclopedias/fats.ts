import type { Source } from "../../core/content";
import type { Encyclopedia } from "./types";

/**
 * Fats encyclopedia. Energy shares follow EFSA (2010) and the ACSM/AND/DC position (2016);
 * saturated and trans fat limits follow WHO (2023) and the AHA advisory on dietary fats (2017);
 * omega-6 and omega-3 advice follows the AHA advisories (2009, 2018) and EFSA's EPA + DHA
 * adequate intake. The 0.6–0.8 g/kg floor is a practical coaching figure, not an official
 * reference value. Smoke points are approximate ranges. Per-food values live in the shared food
 * table, not here.
 */

const sources: Source[] = [
  {
    title:
      "Scientific Opinion on Dietary Reference Values for fats, including saturated fatty acids, polyunsaturated fatty acids, monounsaturated fatty acids, trans fatty acids, and cholesterol",
    publisher: "EFSA Panel on Dietetic Products, Nutrition and Allergies (EFSA Journal)",
    year: 2010,
    url: "https://doi.org/10.2903/j.efsa.2010.1461",
  },
  {
    title: "Saturated fatty acid and trans-fatty acid intake for adults and children: WHO guideline",
    publisher: "World Health Organization",
    year: 2023,
    url: "https://www.who.int/publications/i/item/9789240073630",
  },
  {
    title: "Dietary Fats and Cardiovascular Disease: A Presidential Advisory From the American Heart Association",
    publisher: "American Heart Association (Circulation)",
    year: 2017,
    url: "https://doi.org/10.1161/CIR.0000000000000510",
  },
  {
    title: "Omega-6 Fatty Acids and Risk for Cardiovascular Disease: A Science Advisory From the American Heart Association",
    publisher: "American Heart Association (Circulation)",
    year: 2009,
    url: "https://doi.org/10.1161/CIRCULATIONAHA.108.191627",
  },
  {
    title:
      "Seafood Long-Chain n-3 Polyunsaturated Fatty Acids and Cardiovascular Disease: A Science Advisory From the American Heart Association",
    publisher: "American Heart Association (Circulation)",
    year: 2018,
    url: "https://doi.org/10.1161/CIR.0000000000000574",
  },
  {
    title: "American College of Sports Medicine Joint Position Statement. Nutrition and Athletic Performance",
    publisher:
      "ACSM, Academy of Nutrition and Dietetics and Dietitians of Canada (Medicine & Science in Sports & Exercise)",
    year: 2016,
    url: "https://doi.org/10.1249/MSS.0000000000000852",
  },
];

export const fats: Encyclopedia = {
  nutrient: "fats",
  title: {
    en: "Fats encyclopedia",
    ru: "Энциклопедия жиров",
  },
  intro: {
    en: "Fat is not the enemy: you need it for hormones, for absorbing vitamins A, D, E and K, and for the membrane of every cell in your body. This guide covers how much to eat, which fats to favour and which to limit, how to get enough omega-3 and which oils suit which kind of cooking. Per-food numbers are in the table below.",
    ru: "Жир — не враг: он нужен для гормонов, усвоения витаминов A, D, E и K и для мембраны каждой клетки. Здесь разберём, сколько жиров есть, какие из них выбирать, а какие ограничивать, как получать достаточно омега-3 и на каком масле что готовить. Цифры по конкретным продуктам — в таблице ниже.",
  },
  sections: [
    {
      id: "what-they-do",
      heading: { en: "What fats do", ru: "Зачем нужны жиры" },
      paragraphs: {
        en: [
          "Fat is the most concentrated source of energy: 9 kcal per gram, against 4 for protein and carbs. It's your main fuel at rest and during long, easy activity, and body fat is your energy reserve.",
          "Fats and cholesterol are the raw material for steroid hormones such as testosterone, oestrogen and cortisol. Very low-fat diets tend to lower testosterone slightly in men, and eating too little overall, fat included, can disrupt the menstrual cycle in women.",
          "Vitamins A, D, E and K and the carotenoids dissolve in fat, so you absorb them better when a meal contains some: a spoon of oil on a salad does more than you might think. Fats also make up the membranes around every cell, and the omega-3 DHA is a major building block of the brain and the retina.",
          "Two fatty acids are essential, meaning you must get them from food: linoleic acid (omega-6) and alpha-linolenic acid (omega-3). Fat also slows stomach emptying and carries flavour, so a meal with some fat keeps you full for longer.",
        ],
        ru: [
          "Жир — самый концентрированный источник энергии: 9 ккал на грамм против 4 у белков и углеводов. Это основное топливо в покое и при долгой спокойной нагрузке, а жировая ткань — энергетический резерв организма.",
          "Жиры и холестерин — сырьё для стероидных гормонов: тестостерона, эстрогенов, кортизола. Рацион с очень малым количеством жира у мужчин обычно немного снижает уровень тестостерона, а у женщин общее недоедание, в том числе нехватка жиров, может нарушить менструальный цикл.",
          "Витамины A, D, E, K и каротиноиды растворяются в жирах, поэтому из еды с небольшим количеством жира они усваиваются лучше — ложка масла в салате делает больше, чем кажется. Кроме того, из жиров построены мембраны всех клеток, а омега-3 кислота ДГК — важный строительный материал мозга и сетчатки глаза.",
          "Две жирные кислоты незаменимы — организм получает их только с едой: линолевая (омега-6) и альфа-линоленовая (омега-3). А ещё жир замедляет опорожнение желудка и несёт вкус, поэтому еда с небольшим количеством жира дольше держит сытость.",
        ],
      },
    },
    {
      id: "how-much",
      heading: { en: "How much fat you need", ru: "Сколько жиров нужно" },
      paragraphs: {
        en: [
          "General guidelines for adults (EFSA) and sports nutrition guidelines (ACSM) agree on 20–35% of daily energy from fat. Dropping below 20% makes it hard to get enough essential fatty acids and fat-soluble vitamins, and it brings no benefit to your training.",
          "Percentages can mislead when calories are low, so check grams too. As a practical floor, stay at or above about 0.6–0.8 g per kg of body weight, even on a tight diet. For someone weighing 70 kg that's at least 42–56 g a day.",
          "Example: at 2,200 kcal, 25–30% from fat is 550–660 kcal, or about 61–73 g. Within the range, adjust to taste and goal: when building muscle or training a lot, fat nearer 20–30% leaves more room for carbs; at maintenance, up to 35% is fine if most of it is unsaturated.",
        ],
        ru: [
          "Общие рекомендации для взрослых (EFSA) и рекомендации по спортивному питанию (ACSM) сходятся на 20–35 % дневной калорийности из жиров. Если опуститься ниже 20 %, сложно получить достаточно незаменимых жирных кислот и жирорастворимых витаминов, а пользы для тренировок это не даёт.",
          "При низкой калорийности проценты могут ввести в заблуждение, поэтому смотрите и на граммы. Практический минимум — около 0,6–0,8 г на килограмм веса даже на жёсткой диете. Для человека весом 70 кг это не меньше 42–56 г в день.",
          "Пример: при 2 200 ккал 25–30 % из жиров — это 550–660 ккал, или около 61–73 г. Внутри диапазона ориентируйтесь на вкус и цель: на наборе массы и при большом объёме тренировок жиры на уровне 20–30 % оставляют больше места для углеводов, а на поддержании можно и до 35 %, если большая часть жиров ненасыщенная.",
        ],
      },
      bullets: {
        en: [
          "Adults in general: 20–35% of energy",
          "Practical floor: about 0.6–0.8 g/kg a day",
          "Saturated fat: under 10% of energy",
          "Industrial trans fat: as close to zero as you can get (WHO: under 1% of energy for all trans fats)",
        ],
        ru: [
          "Взрослым в целом: 20–35 % калорийности",
          "Практический минимум: около 0,6–0,8 г/кг в день",
          "Насыщенные жиры: меньше 10 % калорийности",
          "Промышленные трансжиры: как можно ближе к нулю (ВОЗ: все трансжиры вместе — меньше 1 % калорийности)",
        ],
      },
    },
    {
      id: "types",
      heading: { en: "Types of fat", ru: "Виды жиров" },
      paragraphs: {
        en: [
          "Every fat in food is a mix of fatty acids, and we name it after the type that dominates. For your health, the type matters more than the total.",
          "What you swap in is what counts. In the best controlled trials, replacing saturated fat with polyunsaturated vegetable oils cut cardiovascular events by about 30%, the American Heart Association reports. Replacing it with white bread and sugar brings no such benefit. WHO advises keeping saturated fat under 10% of energy: under about 22 g a day at 2,000 kcal.",
          "Industrial trans fats are now limited by law in many countries, often to 2% of the fat in a product, but still check labels for “partially hydrogenated” oils, especially on cheap pastries and fried snacks. Small amounts of natural trans fats also occur in dairy and beef fat; they add little when your saturated fat intake is moderate.",
        ],
        ru: [
          "Любой пищевой жир — смесь разных жирных кислот, и называют его по тому типу, которого в нём больше. Для здоровья тип жира важнее, чем общее количество.",
          "Главное — чем заменять. В лучших контролируемых исследованиях замена насыщенных жиров полиненасыщенными растительными маслами снижала число сердечно-сосудистых событий примерно на 30 %, сообщает Американская кардиологическая ассоциация. Если же заменить их белым хлебом и сахаром, такой пользы нет. ВОЗ советует держать насыщенные жиры ниже 10 % калорийности — при 2 000 ккал это меньше 22 г в день.",
          "Промышленные трансжиры во многих странах уже ограничены законом — часто до 2 % от жира в продукте, — но всё равно проверяйте этикетки на «частично гидрогенизированные» масла, особенно у дешёвой выпечки и жареных снеков. Немного природных трансжиров есть в молочном жире и говядине; при умеренном потреблении насыщенных жиров их вклад невелик.",
        ],
      },
      bullets: {
        en: [
          "Saturated: butter, fatty meat and sausages, cheese, cream, coconut and palm oil. Mostly solid at room temperature; raise LDL cholesterol",
          "Monounsaturated: olive and rapeseed oil, avocado, almonds, hazelnuts, cashews. Neutral to helpful for cholesterol",
          "Polyunsaturated: sunflower, corn and soybean oil, walnuts and seeds (mostly omega-6); oily fish, flaxseed and chia (omega-3). Lower LDL when they replace saturated fat",
          "Trans: industrial trans fats from partially hydrogenated oils in some margarines, pastries, fried snacks and fast food. They raise LDL and lower HDL, the worst combination, so avoid them",
        ],
        ru: [
          "Насыщенные: сливочное масло, жирное мясо и колбасы, сыр, сливки, кокосовое и пальмовое масло. При комнатной температуре в основном твёрдые; повышают ЛПНП-холестерин",
          "Мононенасыщенные: оливковое и рапсовое масло, авокадо, миндаль, фундук, кешью. На холестерин влияют нейтрально или благоприятно",
          "Полиненасыщенные: подсолнечное, кукурузное и соевое масло, грецкие орехи и семечки (в основном омега-6); жирная рыба, льняное семя и чиа (омега-3). Снижают ЛПНП, если заменяют насыщенные жиры",
          "Трансжиры: промышленные трансжиры из частично гидрогенизированных масел в некоторых маргаринах, выпечке, жареных снеках и фастфуде. Повышают ЛПНП и снижают ЛПВП — худшее сочетание, поэтому их лучше избегать",
        ],
      },
    },
    {
      id: "omega-3-and-6",
      heading: { en: "Omega-3 and omega-6", ru: "Омега-3 и омега-6" },
      paragraphs: {
        en: [
          "Both are families of polyunsaturated fats. From the omega-6 family you need linoleic acid (LA). From the omega-3 family you need alpha-linolenic acid (ALA), and you benefit from the long-chain EPA and DHA, found mainly in oily fish and seafood.",
          "Your body can turn ALA into EPA and DHA, but only a small share: usually under 10% for EPA and much less for DHA. That's why flaxseed doesn't replace fish. EFSA sets an adequate intake of 250 mg of EPA plus DHA a day for adults.",
          "You'll often hear that the omega-6 to omega-3 ratio is what counts. The evidence points elsewhere: an American Heart Association review found that linoleic acid at 5–10% of energy is linked to lower heart risk and advised against cutting it. A ratio can “improve” simply because you eat fewer nuts and seeds, which helps no one. What matters is enough omega-3 in absolute terms, without cutting healthy omega-6 sources.",
          "The simplest way is to eat fish twice a week, at least one portion of it oily. If you don't eat fish, consider a fish-oil or algae-oil supplement with 250–500 mg of EPA plus DHA a day. Ask your doctor before taking more than about 1 g a day, especially if you take blood thinners. If you're pregnant, choose low-mercury fish and skip large predators such as swordfish and shark.",
        ],
        ru: [
          "Это два семейства полиненасыщенных жиров. Из омега-6 организму нужна линолевая кислота (ЛК). Из омега-3 — альфа-линоленовая (АЛК), а также полезны длинноцепочечные эйкозапентаеновая (ЭПК) и докозагексаеновая (ДГК) кислоты, которые содержатся в основном в жирной рыбе и морепродуктах.",
          "Организм умеет превращать АЛК в ЭПК и ДГК, но лишь в небольшой доле: обычно меньше 10 % для ЭПК и гораздо меньше для ДГК. Поэтому льняное семя рыбу не заменяет. EFSA считает адекватным для взрослых потребление 250 мг ЭПК и ДГК в сумме в день.",
          "Часто говорят, что главное — соотношение омега-6 к омега-3. Данные говорят о другом: в обзоре Американской кардиологической ассоциации потребление линолевой кислоты на уровне 5–10 % калорийности связано с более низким риском болезней сердца, и сокращать его не рекомендуется. Соотношение может «улучшиться» просто оттого, что вы стали есть меньше орехов и семечек, — пользы от этого никакой. Важно получать достаточно омега-3 в абсолютных цифрах, не урезая полезные источники омега-6.",
          "Проще всего — есть рыбу два раза в неделю, причём хотя бы одна порция должна быть жирной рыбой. Если рыбу вы не едите, подумайте о рыбьем жире или масле из водорослей с 250–500 мг ЭПК и ДГК в день. Прежде чем принимать больше 1 г в день, посоветуйтесь с врачом, особенно если пьёте препараты, разжижающие кровь. При беременности выбирайте рыбу с низким содержанием ртути и откажитесь от крупных хищников вроде меч-рыбы и акулы.",
        ],
      },
      bullets: {
        en: [
          "LA (omega-6): sunflower, corn and soybean oil, walnuts, sunflower and pumpkin seeds",
          "ALA (omega-3): flaxseed and flaxseed oil, chia, walnuts, rapeseed oil, hemp seeds",
          "EPA and DHA: salmon, mackerel, herring, sardines, trout, anchovies; algae oil for vegans",
        ],
        ru: [
          "ЛК (омега-6): подсолнечное, кукурузное и соевое масло, грецкие орехи, подсолнечные и тыквенные семечки",
          "АЛК (омега-3): льняное семя и льняное масло, чиа, грецкие орехи, рапсовое масло, семена конопли",
          "ЭПК и ДГК: лосось, скумбрия, сельдь, сардины, форель, анчоусы; для веганов — масло из водорослей",
        ],
      },
    },
    {
      id: "cooking-fats",
      heading: { en: "Cooking fats and smoke points", ru: "Масла для готовки и температура дымления" },
      paragraphs: {
        en: [
          "The smoke point is the temperature at which a fat starts to smoke. Beyond it, the fat breaks down, forming irritating and potentially harmful compounds and a bitter taste. It depends on how refined and how fresh the oil is, so published figures are only a rough guide.",
          "Smoke point isn't the whole story: how well an oil resists oxidation matters as much. Oils rich in monounsaturated or saturated fat hold up better than those rich in polyunsaturated fat, and extra virgin olive oil is also protected by its own antioxidants. That's why it's fine for everyday pan cooking despite a middling smoke point.",
          "Pan frying usually runs at about 160–190 °C and deep frying at 170–180 °C. Some practical rules: don't heat oil until it smokes, don't reuse frying oil again and again, and throw it out if it darkens, foams or smells sharp. Store oils away from light and heat; keep flaxseed oil in the fridge and finish it within a few weeks of opening.",
          "Approximate smoke points:",
        ],
        ru: [
          "Температура дымления — это температура, при которой жир начинает дымить. Выше неё он разрушается: образуются раздражающие и потенциально вредные вещества, появляется горечь. Она зависит от степени очистки и свежести масла, поэтому опубликованные цифры — лишь примерный ориентир.",
          "Но дело не только в температуре дымления — не менее важно, насколько масло устойчиво к окислению. Масла с преобладанием мононенасыщенных или насыщенных жиров держатся лучше, чем богатые полиненасыщенными, а оливковое масло Extra Virgin дополнительно защищают собственные антиоксиданты. Поэтому на нём вполне можно жарить в быту, хотя температура дымления у него средняя.",
          "Обычное жаренье на сковороде идёт при 160–190 °C, во фритюре — при 170–180 °C. Несколько практических правил: не разогревайте масло до дыма, не жарьте раз за разом на одном и том же масле и выбрасывайте его, если оно потемнело, пенится или резко пахнет. Храните масла вдали от света и тепла, а льняное держите в холодильнике и расходуйте за несколько недель после вскрытия.",
          "Примерные температуры дымления:",
        ],
      },
      bullets: {
        en: [
          "Refined sunflower, rapeseed and peanut oil: about 200–230 °C. Good for frying, roasting and deep frying",
          "Ghee: about 230–250 °C. Good for frying",
          "Extra virgin olive oil: about 180–210 °C. Fine for sautéing and everyday frying",
          "Butter: about 150–175 °C. The milk solids burn quickly, so use low to medium heat or mix it with oil",
          "Unrefined sunflower, flaxseed and walnut oil: about 105–160 °C. Use them cold, in salads and on finished dishes",
        ],
        ru: [
          "Рафинированное подсолнечное, рапсовое и арахисовое масло: около 200–230 °C. Подходят для жаренья, запекания и фритюра",
          "Топлёное масло (гхи): около 230–250 °C. Подходит для жаренья",
          "Оливковое масло Extra Virgin: около 180–210 °C. Годится для пассеровки и обычного жаренья",
          "Сливочное масло: около 150–175 °C. Молочный белок в нём быстро пригорает, поэтому жарьте на слабом или среднем огне либо смешивайте его с растительным маслом",
          "Нерафинированное подсолнечное, льняное и ореховое масло: около 105–160 °C. Используйте без нагрева — в салатах и для заправки готовых блюд",
        ],
      },
    },
    {
      id: "myths",
      heading: { en: "Common myths about fat", ru: "Мифы о жирах" },
      paragraphs: {
        en: [
          "Fat has collected more myths than any other nutrient. The answers share a common thread: your total calories decide your body weight, and the type of fat decides most of its effect on your heart.",
          "A simple default: cook mostly with olive or rapeseed oil, eat nuts, seeds and fish regularly, and use butter, fatty meat and coconut oil for flavour rather than as the base. Here are the myths we hear most often:",
        ],
        ru: [
          "Вокруг жиров мифов больше, чем вокруг любого другого нутриента. Ответы на них сводятся к одному: массу тела определяет общая калорийность, а влияние на сердце — в первую очередь тип жира.",
          "Простая базовая схема: готовьте в основном на оливковом или рапсовом масле, регулярно ешьте орехи, семечки и рыбу, а сливочное масло, жирное мясо и кокосовое масло оставьте для вкуса, а не в качестве основы. А теперь мифы, которые мы слышим чаще всего:",
        ],
      },
      bullets: {
        en: [
          "“Eating fat makes you fat.” Body fat comes from a calorie surplus, whatever its source. Fat is calorie-dense, so watch your portions of oil and nuts, but at equal calories and protein, lower-fat and lower-carb diets lead to similar fat loss.",
          "“Low-fat products are always healthier.” The fat is often replaced with sugar and starch. Compare calories and sugar on the label, not just fat.",
          "“Coconut oil is a superfood.” It's more than 80% saturated fat and raises LDL cholesterol compared with liquid vegetable oils. Fine now and then, but not as your main cooking fat.",
          "“Seed oils are toxic and cause inflammation.” Controlled trials don't show that sunflower, rapeseed or soybean oil increase inflammation, and used instead of butter or lard they lower LDL cholesterol. Just don't overheat or keep reusing them.",
          "“Eggs wreck your cholesterol.” For most healthy people, cholesterol from food raises blood cholesterol far less than saturated fat does, and an egg a day fits a balanced diet. If you have high LDL, diabetes or heart disease, ask your doctor what suits you.",
          "“To see your abs you must cut fat to almost zero.” Going below about 0.6 g/kg won't speed up fat loss, but it can hurt your hormones, mood and training. Cut calories, not essential fat.",
        ],
        ru: [
          "«От жира толстеют». Жировая ткань растёт от профицита калорий, откуда бы они ни пришли. Жиры калорийны, поэтому следите за порциями масла и орехов, но при равной калорийности и одинаковом белке рационы с меньшим количеством жиров и с меньшим количеством углеводов дают примерно одинаковое снижение жира.",
          "«Обезжиренные продукты всегда полезнее». Жир в них часто заменяют сахаром и крахмалом. Сравнивайте на этикетке калорийность и сахар, а не только жир.",
          "«Кокосовое масло — суперфуд». В нём больше 80 % насыщенных жиров, и по сравнению с жидкими растительными маслами оно повышает ЛПНП-холестерин. Иногда — пожалуйста, но не как основное масло для готовки.",
          "«Масла из семян токсичны и вызывают воспаление». Контролируемые исследования не показывают, что подсолнечное, рапсовое или соевое масло усиливают воспаление, а если использовать их вместо сливочного масла или сала, они снижают ЛПНП-холестерин. Главное — не перегревайте их и не жарьте на одном масле много раз.",
          "«Яйца испортят холестерин». У большинства здоровых людей холестерин из еды повышает холестерин крови гораздо слабее, чем насыщенные жиры, и одно яйцо в день вполне вписывается в сбалансированный рацион. Если у вас высокий ЛПНП, диабет или болезни сердца, спросите у врача, что подходит именно вам.",
          "«Чтобы увидеть пресс, жиры нужно урезать почти до нуля». Если опуститься ниже примерно 0,6 г/кг, жир быстрее уходить не станет, а гормоны, настроение и тренировки могут пострадать. Урезайте калории, а не незаменимые жиры.",
        ],
      },
    },
  ],
  needs: [
    {
      goal: "lose_weight",
      gramsPerKg: [0.6, 0.8],
      percentOfEnergy: [20, 30],
      note: {
        en: "Keep fat at 20–30% of calories and don't go below the floor of about 0.6–0.8 g per kg, even when the deficit is tight.",
        ru: "Держите жиры на уровне 20–30 % калорийности и не опускайтесь ниже минимума около 0,6–0,8 г на килограмм, даже если дефицит жёсткий.",
      },
    },
    {
      goal: "maintain",
      gramsPerKg: [0.6, 0.8],
      percentOfEnergy: [20, 35],
      note: {
        en: "Anywhere in 20–35% works if most of the fat is unsaturated; the floor of about 0.6–0.8 g/kg applies here too.",
        ru: "Подойдёт любой уровень в пределах 20–35 %, если большая часть жиров ненасыщенная; минимум около 0,6–0,8 г/кг действует и здесь.",
      },
    },
    {
      goal: "gain_muscle",
      gramsPerKg: [0.6, 0.8],
      percentOfEnergy: [20, 30],
      note: {
        en: "Keeping fat at 20–30% leaves more of your surplus for the carbs that fuel training, while staying above the floor of about 0.6–0.8 g/kg.",
        ru: "Жиры на уровне 20–30 % оставляют в профиците больше места для углеводов, которые питают тренировки, — только не опускайтесь ниже минимума около 0,6–0,8 г/кг.",
      },
    },
  ],
  sources,
};
