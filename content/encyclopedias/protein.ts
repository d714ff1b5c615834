import type { Source } from "../../core/content";
import type { Encyclopedia } from "./types";

/**
 * Protein encyclopedia. Intake ranges follow the ISSN protein position stand (2017), the
 * ACSM/AND/DC position (2016) and Morton et al. (2018); the reference intake is EFSA's (2012);
 * protein quality follows the FAO expert consultation (2013); kidney safety follows Devries et al.
 * (2018). Per-food values live in the shared food table, not here.
 */

const sources: Source[] = [
  {
    title: "International Society of Sports Nutrition Position Stand: protein and exercise",
    publisher: "Journal of the International Society of Sports Nutrition (ISSN)",
    year: 2017,
    url: "https://doi.org/10.1186/s12970-017-0177-8",
  },
  {
    title:
      "A systematic review, meta-analysis and meta-regression of the effect of protein supplementation on resistance training-induced gains in muscle mass and strength in healthy adults",
    publisher: "British Journal of Sports Medicine",
    year: 2018,
    url: "https://doi.org/10.1136/bjsports-2017-097608",
  },
  {
    title: "American College of Sports Medicine Joint Position Statement. Nutrition and Athletic Performance",
    publisher:
      "ACSM, Academy of Nutrition and Dietetics and Dietitians of Canada (Medicine & Science in Sports & Exercise)",
    year: 2016,
    url: "https://doi.org/10.1249/MSS.0000000000000852",
  },
  {
    title:
      "Dietary protein quality evaluation in human nutrition: report of an FAO Expert Consultation (FAO Food and Nutrition Paper 92)",
    publisher: "Food and Agriculture Organization of the United Nations (FAO)",
    year: 2013,
    url: "https://www.fao.org/4/i3124e/i3124e.pdf",
  },
  {
    title: "Scientific Opinion on Dietary Reference Values for protein",
    publisher: "EFSA Panel on Dietetic Products, Nutrition and Allergies (EFSA Journal)",
    year: 2012,
    url: "https://doi.org/10.2903/j.efsa.2012.2557",
  },
  {
    title:
      "Changes in Kidney Function Do Not Differ between Healthy Adults Consuming Higher- Compared with Lower- or Normal-Protein Diets: A Systematic Review and Meta-Analysis",
    publisher: "The Journal of Nutrition",
    year: 2018,
    url: "https://doi.org/10.1093/jn/nxy197",
  },
];

export const protein: Encyclopedia = {
  nutrient: "protein",
  title: {
    en: "Protein encyclopedia",
    ru: "Энциклопедия белка",
  },
  intro: {
    en: "Protein builds and repairs your muscles, and it keeps you full on fewer calories. This guide shows how much you need for your goal, how to spread it over the day, which sources count for most and when to check with a doctor. Per-food numbers are in the table below.",
    ru: "Белок строит и восстанавливает мышцы и помогает дольше оставаться сытым при меньшей калорийности. Здесь разберём, сколько белка нужно под вашу цель, как распределить его по дню, какие источники ценнее и когда стоит посоветоваться с врачом. Цифры по конкретным продуктам — в таблице ниже.",
  },
  sections: [
    {
      id: "what-it-does",
      heading: { en: "What protein does", ru: "Зачем нужен белок" },
      paragraphs: {
        en: [
          "Protein is made of amino acids, 20 in all. Nine of them are essential: your body can't make them, so they have to come from food. From these building blocks you make muscle fibres, tendons, skin, enzymes, antibodies, some hormones and carriers such as haemoglobin.",
          "Your muscles are rebuilt all the time: old proteins are broken down and new ones are made. Training and a protein-rich meal each tip the balance towards building, and together they work better than either alone. Unlike fat and carbohydrate, protein has no real storage depot in the body, so you need a steady supply every day.",
          "Protein gives 4 kcal per gram, the same as carbohydrate. But it fills you up more than carbs or fat, and about 20–30% of its calories are spent just on digesting it. That's why a calorie deficit is noticeably easier to live with on a higher-protein diet.",
        ],
        ru: [
          "Белки состоят из аминокислот — всего их 20. Девять из них незаменимые: организм не может синтезировать их сам и получает только с едой. Из аминокислот строятся мышечные волокна, сухожилия, кожа, ферменты, антитела, часть гормонов и транспортные белки вроде гемоглобина.",
          "Мышцы всё время обновляются: старые белки разрушаются, на их месте синтезируются новые. Тренировка и приём пищи с белком сдвигают этот баланс в сторону роста, причём вместе они работают сильнее, чем по отдельности. В отличие от жиров и углеводов, белок организм впрок почти не запасает, поэтому получать его нужно каждый день.",
          "В грамме белка 4 ккал — столько же, сколько в углеводах. Но насыщает он сильнее, чем углеводы и жиры, а на его переваривание уходит примерно 20–30 % его же калорий. Поэтому с высокобелковым рационом дефицит калорий переносится заметно легче.",
        ],
      },
      bullets: {
        en: [
          "Builds and repairs muscle after training",
          "Provides the material for enzymes, antibodies and transport proteins",
          "Keeps you full for longer than carbs or fat",
          "Costs more energy to digest than the other macronutrients",
        ],
        ru: [
          "Строит и восстанавливает мышцы после тренировок",
          "Служит материалом для ферментов, антител и транспортных белков",
          "Дольше сохраняет сытость, чем углеводы и жиры",
          "Требует больше энергии на усвоение, чем другие макронутриенты",
        ],
      },
    },
    {
      id: "how-much",
      heading: { en: "How much you need", ru: "Сколько белка нужно" },
      paragraphs: {
        en: [
          "The official reference intake for adults is about 0.8 g per kg of body weight a day (EFSA: 0.83 g/kg). That's the minimum that prevents a shortfall in people who don't exercise. If you train with weights, you need more: sports nutrition bodies recommend 1.2–2.0 g/kg, and a large 2018 meta-analysis found that muscle gains from strength training level off at about 1.6 g/kg a day, with some people still benefiting up to about 2.2 g/kg.",
          "In a calorie deficit your body is more willing to use muscle for energy, and extra protein helps you hold on to it. Needs also rise with age: after about 60–65, muscle responds less to each meal, so older lifters do better near the top of their range.",
          "If you carry a lot of body fat, multiplying by your current weight overshoots. Use your target weight instead: roughly what you'd weigh at a healthy body-fat level.",
        ],
        ru: [
          "Официальная норма для взрослых — около 0,8 г на килограмм массы тела в сутки (у EFSA — 0,83 г/кг). Это минимум, который защищает от дефицита людей, не занимающихся спортом. Тем, кто тренируется с отягощениями, нужно больше: профессиональные ассоциации спортивного питания рекомендуют 1,2–2,0 г/кг, а крупный метаанализ 2018 года показал, что прирост мышечной массы от силовых тренировок выходит на плато примерно на 1,6 г/кг в сутки, хотя некоторым людям полезно до 2,2 г/кг.",
          "При дефиците калорий организм охотнее пускает мышцы на энергию, и дополнительный белок помогает их сохранить. С возрастом потребность тоже растёт: после 60–65 лет мышцы слабее откликаются на каждый приём пищи, поэтому старшим атлетам лучше держаться верхней границы диапазона.",
          "Если у вас много лишнего жира, расчёт по текущему весу даст завышенную цифру. Считайте от целевого веса — примерно того, который был бы у вас при здоровом проценте жира.",
        ],
      },
      bullets: {
        en: [
          "No training: about 0.8 g/kg",
          "Maintaining with regular training: 1.4–2.0 g/kg",
          "Building muscle: 1.6–2.2 g/kg",
          "Losing fat while keeping muscle: 1.8–2.4 g/kg; very lean people on a hard diet may need more",
          "Example: at 75 kg, 1.6–2.2 g/kg is 120–165 g of protein a day",
        ],
        ru: [
          "Без тренировок: около 0,8 г/кг",
          "Поддержание формы при регулярных тренировках: 1,4–2,0 г/кг",
          "Набор мышечной массы: 1,6–2,2 г/кг",
          "Снижение веса с сохранением мышц: 1,8–2,4 г/кг; очень поджарым людям на жёсткой диете может понадобиться больше",
          "Пример: при весе 75 кг диапазон 1,6–2,2 г/кг — это 120–165 г белка в день",
        ],
      },
    },
    {
      id: "per-meal",
      heading: { en: "Spreading protein over the day", ru: "Как распределить белок по дню" },
      paragraphs: {
        en: [
          "After a protein meal, muscle building rises for a few hours and then drops back, even while amino acids are still in your blood. So the same daily total works a little better split into 3–5 meals than packed into one or two.",
          "A handy target is 0.3–0.4 g of protein per kg of body weight per meal. At 80 kg that's about 24–32 g. Bigger portions aren't wasted: your body still uses the extra, it just adds less to muscle building in that one sitting.",
          "Leave about 3–5 hours between protein meals and you'll end up with 3–5 of them a day. If your daily target is high, a snack before bed with slow-digesting protein, such as cottage cheese, Greek yoghurt or casein, is an easy extra portion.",
          "Here's how 160 g a day (80 kg at 2 g/kg) might look:",
        ],
        ru: [
          "После приёма пищи с белком синтез мышечного белка растёт несколько часов, а потом возвращается к исходному уровню, даже если аминокислот в крови ещё много. Поэтому одно и то же суточное количество работает чуть лучше, если разделить его на 3–5 приёмов, а не съесть за один-два.",
          "Удобный ориентир — 0,3–0,4 г белка на килограмм веса за один приём. При весе 80 кг это примерно 24–32 г. Большая порция не пропадёт: организм всё равно использует этот белок, просто для роста мышц именно в этот приём выгода от «лишнего» будет меньше.",
          "Если делать между белковыми приёмами перерывы в 3–5 часов, их как раз наберётся 3–5 в день. Когда суточная цель высокая, удобно добавить перекус перед сном с медленным белком — творог, греческий йогурт или казеин.",
          "Вот как может выглядеть день на 160 г белка (80 кг × 2 г/кг):",
        ],
      },
      bullets: {
        en: [
          "Breakfast: 30–35 g",
          "Lunch: 35–40 g",
          "After training or as a snack: 25–30 g",
          "Dinner: 35–40 g",
          "Before bed, if you're short: 20–30 g",
        ],
        ru: [
          "Завтрак: 30–35 г",
          "Обед: 35–40 г",
          "После тренировки или на перекус: 25–30 г",
          "Ужин: 35–40 г",
          "Перед сном, если не добираете: 20–30 г",
        ],
      },
    },
    {
      id: "quality",
      heading: {
        en: "Protein quality: amino acids, digestibility and leucine",
        ru: "Качество белка: аминокислоты, усвояемость и лейцин",
      },
      paragraphs: {
        en: [
          "Proteins differ in quality. Two things count: whether a protein provides all nine essential amino acids in useful amounts, and how much of it you actually digest and absorb. Dairy, eggs, meat, fish and soy do well on both. Many other plant proteins fall short on one amino acid: grains on lysine, beans and peas on the sulphur amino acids methionine and cysteine.",
          "Two scores put a number on it. PDCAAS, the older one, estimates digestibility over the whole gut and is capped at 1.0, so many good proteins tie at the top. DIAAS, recommended by the FAO in 2013, measures the digestibility of each essential amino acid at the end of the small intestine and has no cap, so it separates sources better. A DIAAS of 100 or more means high quality, 75–99 good, and below 75 the protein is a weaker source on its own.",
          "Leucine is the amino acid that most strongly switches on muscle building. About 2–3 g of leucine in a meal reliably flips that switch, and you get it from roughly 25–35 g of protein from dairy, eggs, meat or fish. Plant proteins usually have less leucine per gram, so a plant meal needs a slightly bigger protein portion to reach the same point.",
          "In practice, if your protein comes from a mix of animal foods and soy, quality takes care of itself. It starts to matter when you eat little or no animal food, or rely on a single plant source.",
        ],
        ru: [
          "Белки различаются по качеству. Важны две вещи: есть ли в белке все девять незаменимых аминокислот в достаточном количестве и какая его часть реально переваривается и всасывается. Молочные продукты, яйца, мясо, рыба и соя хороши по обоим пунктам. Многим другим растительным белкам не хватает какой-то одной аминокислоты: зерновым — лизина, фасоли и гороху — серосодержащих метионина и цистеина.",
          "Качество можно выразить числом. Старый показатель PDCAAS оценивает усвояемость по всему кишечнику и ограничен единицей, поэтому многие хорошие белки упираются в потолок с одинаковым баллом. DIAAS, который ФАО рекомендовала в 2013 году, измеряет усвояемость каждой незаменимой аминокислоты в конце тонкой кишки и не ограничен сверху, поэтому точнее различает источники. DIAAS от 100 и выше — белок высокого качества, 75–99 — хорошего, ниже 75 — сам по себе это более слабый источник.",
          "Лейцин — аминокислота, которая сильнее всех «включает» синтез мышечного белка. Надёжный порог — около 2–3 г лейцина за приём, а это примерно 25–35 г белка из молочных продуктов, яиц, мяса или рыбы. В растительных белках лейцина на грамм обычно меньше, поэтому растительная порция белка должна быть чуть больше, чтобы добраться до того же порога.",
          "На практике, если белок в рационе приходит из разных продуктов животного происхождения и сои, о качестве можно не беспокоиться. Оно становится важным, когда животных продуктов мало или нет совсем либо когда вы опираетесь на один растительный источник.",
        ],
      },
    },
    {
      id: "plant-protein",
      heading: { en: "Plant protein and combining", ru: "Растительный белок и сочетание продуктов" },
      paragraphs: {
        en: [
          "You can build muscle on a plant-based diet. When total protein is matched, studies find similar gains in strength and size on vegan and mixed diets. The job is to eat enough protein, from a variety of sources.",
          "Combining means pairing foods whose weak spots cancel out: grains, low in lysine, with legumes, low in methionine. Rice with lentils, bread with hummus and buckwheat with beans all work. You don't have to combine them in the same meal; over the day is enough.",
          "A few habits make a plant-based diet work for training:",
        ],
        ru: [
          "Набирать мышечную массу можно и на растительном питании. Когда общее количество белка одинаковое, исследования показывают сопоставимый прирост силы и объёма мышц у веганов и у тех, кто ест всё. Задача — получать достаточно белка из разных источников.",
          "Сочетание продуктов — это когда слабые места одних закрываются сильными сторонами других: зерновые, бедные лизином, дополняются бобовыми, бедными метионином. Подойдут рис с чечевицей, хлеб с хумусом, гречка с фасолью. Сочетать их в одной тарелке не обязательно — достаточно в течение дня.",
          "Несколько привычек, которые помогают растительному рациону работать на тренировки:",
        ],
      },
      bullets: {
        en: [
          "Aim for the upper half of your protein range to make up for lower digestibility",
          "Put soy or legumes (tofu, tempeh, edamame, lentils, chickpeas) in most meals",
          "Make each plant meal a little bigger in protein, around 30–40 g, to reach the leucine threshold",
          "Use soy or pea protein powder when food falls short; a pea and rice blend has a better amino acid profile than either alone",
          "Get vitamin B12 from fortified foods or a supplement: it has nothing to do with protein, but a vegan diet doesn't provide it",
        ],
        ru: [
          "Держитесь верхней половины своего диапазона по белку, чтобы компенсировать более низкую усвояемость",
          "Добавляйте сою или бобовые — тофу, темпе, эдамаме, чечевицу, нут — в большинство приёмов пищи",
          "Делайте каждую растительную порцию белка чуть больше, около 30–40 г, чтобы добрать порог по лейцину",
          "Если едой не добираете, используйте соевый или гороховый протеин; смесь горохового и рисового белка по аминокислотам лучше, чем каждый по отдельности",
          "Получайте витамин B12 из обогащённых продуктов или добавок: к белку это не относится, но в веганском рационе его нет",
        ],
      },
    },
    {
      id: "timing",
      heading: { en: "Timing around training", ru: "Белок до и после тренировки" },
      paragraphs: {
        en: [
          "How much protein you eat over the day matters far more than exact timing. The “anabolic window” is not 30 minutes after your last set: your muscles stay more responsive to protein for at least 24 hours after a hard session.",
          "Still, a protein meal within about 2 hours before or after training is a simple habit that has you covered. If you train in the morning on an empty stomach, eat protein soon after. If you had a proper meal 1–2 hours before the session, there's no need to rush afterwards.",
          "A shake is convenient, not required: any meal with 0.3–0.4 g/kg of protein does the same job. Carbs after training help refill glycogen, but when protein is already enough, they don't add to muscle growth.",
        ],
        ru: [
          "Суточное количество белка гораздо важнее точного времени приёма. «Анаболическое окно» — это не 30 минут после последнего подхода: после тяжёлой тренировки мышцы остаются более восприимчивыми к белку как минимум сутки.",
          "И всё же приём пищи с белком в пределах примерно двух часов до или после тренировки — простая привычка, которая закрывает этот вопрос. Если тренируетесь утром натощак, поешьте белка вскоре после занятия. Если полноценно поели за 1–2 часа до тренировки, после неё можно не торопиться.",
          "Протеиновый коктейль — это удобство, а не обязательное условие: любой приём пищи с 0,3–0,4 г/кг белка справится так же. Углеводы после тренировки помогают восполнить гликоген, но если белка уже достаточно, на рост мышц они дополнительно не влияют.",
        ],
      },
      bullets: {
        en: [
          "Before: a meal with protein 1–3 hours out, or a light snack such as yoghurt 30–60 minutes before",
          "After: 0.3–0.4 g/kg within about 2 hours",
          "Before sleep: 30–40 g of slow protein, such as casein or cottage cheese, if your daily target is hard to reach",
        ],
        ru: [
          "До: приём пищи с белком за 1–3 часа или лёгкий перекус вроде йогурта за 30–60 минут",
          "После: 0,3–0,4 г/кг в течение примерно двух часов",
          "Перед сном: 30–40 г медленного белка — казеина или творога, — если суточную норму добрать сложно",
        ],
      },
    },
    {
      id: "safety",
      heading: { en: "Is a high-protein diet safe?", ru: "Не вредно ли много белка?" },
      paragraphs: {
        en: [
          "For healthy people, within the ranges on this page, yes. A 2018 meta-analysis of controlled trials found that kidney function changed no differently on higher-protein diets than on normal ones in adults without kidney disease. Your kidneys filter a little more after a protein-rich meal; that's a normal response, not damage.",
          "Small studies have given trained people 2.5–3 g/kg for up to a year without harm, but for most people there's no extra gain above about 2.2–2.4 g/kg. More protein also leaves less room for carbs and fats, so there's no point chasing big numbers.",
          "Drink enough water, especially in hot weather and at higher intakes. Check with your doctor before raising your protein if any of these apply to you:",
        ],
        ru: [
          "Для здоровых людей в пределах диапазонов на этой странице — нет. Метаанализ контролируемых исследований 2018 года показал, что у взрослых без болезней почек функция почек на высокобелковом рационе меняется так же, как на обычном. После богатой белком еды почки фильтруют чуть активнее — это нормальная реакция, а не повреждение.",
          "В небольших исследованиях тренированные люди получали 2,5–3 г/кг до года без вреда для здоровья, но большинству выше 2,2–2,4 г/кг это дополнительной пользы не даёт. К тому же чем больше белка, тем меньше места остаётся для углеводов и жиров, так что гнаться за большими цифрами нет смысла.",
          "Пейте достаточно воды, особенно в жару и при высоком потреблении белка. Посоветуйтесь с врачом, прежде чем увеличивать белок, если к вам относится что-то из списка:",
        ],
      },
      bullets: {
        en: [
          "Chronic kidney disease, reduced kidney function or a single kidney",
          "Diabetes or long-standing high blood pressure",
          "Liver disease",
          "Gout or a history of kidney stones",
          "A diet prescribed by your doctor for any condition",
        ],
        ru: [
          "Хроническая болезнь почек, сниженная функция почек или единственная почка",
          "Сахарный диабет или многолетнее повышенное давление",
          "Заболевания печени",
          "Подагра или камни в почках в прошлом",
          "Лечебная диета, назначенная врачом по любому поводу",
        ],
      },
    },
  ],
  needs: [
    {
      goal: "lose_weight",
      gramsPerKg: [1.8, 2.4],
      note: {
        en: "Extra protein in a deficit protects muscle and curbs hunger; the leaner you are and the bigger the deficit, the closer to the top you should be.",
        ru: "На дефиците дополнительный белок сохраняет мышцы и приглушает голод: чем меньше у вас жира и чем сильнее дефицит, тем ближе к верхней границе стоит держаться.",
      },
    },
    {
      goal: "maintain",
      gramsPerKg: [1.4, 2.0],
      note: {
        en: "Enough to keep your muscle and recover from regular training; aim higher if you train hard or are over about 60.",
        ru: "Этого хватает, чтобы сохранять мышцы и восстанавливаться после регулярных тренировок; при тяжёлых нагрузках или после 60 лет держитесь ближе к верхней границе.",
      },
    },
    {
      goal: "gain_muscle",
      gramsPerKg: [1.6, 2.2],
      note: {
        en: "For most people muscle gains level off around 1.6 g/kg; the top of 2.2 g/kg covers those who need more.",
        ru: "У большинства прирост мышц выходит на плато около 1,6 г/кг; верхняя граница в 2,2 г/кг — запас для тех, кому нужно больше.",
      },
    },
  ],
  sources,
};
