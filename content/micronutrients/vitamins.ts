import type { Source } from "../../core/content";
import { byLifeStageAge, type AgeGroup, type IntakeRow, type Micronutrient } from "./types";

/**
 * The 13 vitamins with the US Dietary Reference Intakes (National Academies) as the NIH Office of
 * Dietary Supplements publishes them: RDA (or AI) per age group for males and females, the
 * tolerable upper intake level (UL), and the total daily amounts in pregnancy and breastfeeding
 * for each of the tables' age groups 14–18, 19–30 and 31–50 (NIH ODS "Nutrient Recommendations:
 * Dietary Reference Intakes" tables, from the National Academies' DRI reports).
 */

function row(age: AgeGroup, male: number, female: number, upperLimit: number | null): IntakeRow {
  return { age, male, female, upperLimit };
}

function odsSheet(name: string, page: string): Source {
  return {
    title: `${name} — Fact Sheet for Health Professionals`,
    publisher: "NIH Office of Dietary Supplements",
    url: `https://ods.od.nih.gov/factsheets/${page}-HealthProfessional/`,
  };
}

const driCalciumVitaminD: Source = {
  title: "Dietary Reference Intakes for Calcium and Vitamin D",
  publisher: "Institute of Medicine, National Academies Press",
  year: 2011,
  url: "https://nap.nationalacademies.org/catalog/13050",
};

const driVitaminAK: Source = {
  title:
    "Dietary Reference Intakes for Vitamin A, Vitamin K, Arsenic, Boron, Chromium, Copper, Iodine, Iron, Manganese, Molybdenum, Nickel, Silicon, Vanadium, and Zinc",
  publisher: "Institute of Medicine, National Academies Press",
  year: 2001,
  url: "https://nap.nationalacademies.org/catalog/10026",
};

const driVitaminCE: Source = {
  title: "Dietary Reference Intakes for Vitamin C, Vitamin E, Selenium, and Carotenoids",
  publisher: "Institute of Medicine, National Academies Press",
  year: 2000,
  url: "https://nap.nationalacademies.org/catalog/9810",
};

const driBVitamins: Source = {
  title:
    "Dietary Reference Intakes for Thiamin, Riboflavin, Niacin, Vitamin B6, Folate, Vitamin B12, Pantothenic Acid, Biotin, and Choline",
  publisher: "Institute of Medicine, National Academies Press",
  year: 1998,
  url: "https://nap.nationalacademies.org/catalog/6015",
};

const noUpperLimit = {
  en: "No upper limit is set: no harm has been seen from food or supplements at the amounts studied.",
  ru: "Верхний предел не установлен: вреда от еды и добавок в изученных количествах не выявлено.",
};

export const vitamins: Micronutrient[] = [
  {
    slug: "vitamin-a",
    kind: "vitamin",
    name: { en: "Vitamin A", ru: "Витамин A" },
    aliases: {
      en: ["retinol", "retinoids", "retinyl palmitate", "provitamin A carotenoids (beta-carotene)"],
      ru: ["ретинол", "ретиноиды", "ретинола пальмитат", "провитамин A (бета-каротин)"],
    },
    unit: "µg RAE",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 300, 300, 600),
      row("4-8", 400, 400, 900),
      row("9-13", 600, 600, 1700),
      row("14-18", 900, 700, 2800),
      row("19-30", 900, 700, 3000),
      row("31-50", 900, 700, 3000),
      row("51-70", 900, 700, 3000),
      row("71+", 900, 700, 3000),
    ],
    pregnancy: byLifeStageAge(750, 770, 770),
    lactation: byLifeStageAge(1200, 1300, 1300),
    upperLimitNote: {
      en: "Applies only to preformed vitamin A (retinol and retinyl esters from animal foods, fortified foods and supplements). Beta-carotene and other plant carotenoids do not count towards it.",
      ru: "Относится только к готовому витамину A — ретинолу и его эфирам из продуктов животного происхождения, обогащённых продуктов и добавок. Бета-каротин и другие растительные каротиноиды не учитываются.",
    },
    functions: {
      en: [
        "Lets your eyes adapt to dim light and keeps the surface of the eye healthy",
        "Supports the immune system and the linings of the gut and airways",
        "Guides cell growth and specialisation, including the baby's development in pregnancy",
        "Helps keep skin healthy",
      ],
      ru: [
        "Нужен для зрения в сумерках и здоровья поверхности глаза",
        "Поддерживает иммунитет и слизистые кишечника и дыхательных путей",
        "Участвует в росте и дифференцировке клеток, в том числе в развитии плода",
        "Помогает поддерживать здоровье кожи",
      ],
    },
    foodSources: {
      en: [
        "Beef and chicken liver",
        "Canned cod liver and fish oil",
        "Carrots",
        "Pumpkin and sweet potato",
        "Spinach and other dark leafy greens",
        "Eggs",
        "Butter and whole milk",
      ],
      ru: [
        "Говяжья и куриная печень",
        "Печень трески (консервы) и рыбий жир",
        "Морковь",
        "Тыква и батат",
        "Шпинат и другая тёмная листовая зелень",
        "Яйца",
        "Сливочное масло и цельное молоко",
      ],
    },
    deficiency: {
      en: [
        "Poor vision in dim light (night blindness)",
        "Dry eyes",
        "Frequent infections",
        "Dry, rough skin",
      ],
      ru: [
        "Плохое зрение в сумерках («куриная слепота»)",
        "Сухость глаз",
        "Частые инфекции",
        "Сухая, шершавая кожа",
      ],
    },
    excess: {
      en: [
        "Rare from food, unless you eat liver very often",
        "Headache, nausea and dizziness from high-dose supplements",
        "Liver damage and weaker bones with long-term high intake of preformed vitamin A",
        "Birth defects if high doses are taken in pregnancy",
      ],
      ru: [
        "Из обычной еды маловероятен, если только не есть печень очень часто",
        "Головная боль, тошнота и головокружение от больших доз добавок",
        "Поражение печени и ослабление костей при длительном избытке готового витамина A",
        "Риск пороков развития плода при больших дозах во время беременности",
      ],
    },
    atRisk: {
      en: [
        "People with poor fat absorption (cystic fibrosis, some gut diseases, after bariatric surgery)",
        "Very restricted diets low in both vegetables and animal foods",
        "Premature babies",
        "Pregnant and breastfeeding women in regions with poor food supply",
      ],
      ru: [
        "Люди с нарушенным всасыванием жиров (муковисцидоз, некоторые болезни кишечника, после бариатрических операций)",
        "Очень скудный рацион, где мало и овощей, и продуктов животного происхождения",
        "Недоношенные дети",
        "Беременные и кормящие в регионах с бедным питанием",
      ],
    },
    sources: [odsSheet("Vitamin A and Carotenoids", "VitaminA"), driVitaminAK],
  },
  {
    slug: "vitamin-c",
    kind: "vitamin",
    name: { en: "Vitamin C", ru: "Витамин C" },
    aliases: {
      en: ["ascorbic acid", "ascorbate", "L-ascorbic acid"],
      ru: ["аскорбиновая кислота", "аскорбат", "аскорбинка"],
    },
    unit: "mg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 15, 15, 400),
      row("4-8", 25, 25, 650),
      row("9-13", 45, 45, 1200),
      row("14-18", 75, 65, 1800),
      row("19-30", 90, 75, 2000),
      row("31-50", 90, 75, 2000),
      row("51-70", 90, 75, 2000),
      row("71+", 90, 75, 2000),
    ],
    pregnancy: byLifeStageAge(80, 85, 85),
    lactation: byLifeStageAge(115, 120, 120),
    upperLimitNote: {
      en: "Applies to vitamin C from food and supplements combined.",
      ru: "Относится к суммарному витамину C из еды и добавок.",
    },
    functions: {
      en: [
        "Antioxidant that helps protect cells from damage",
        "Needed to make collagen for skin, tendons, ligaments and wound healing",
        "Improves absorption of iron from plant foods",
        "Supports the immune system",
      ],
      ru: [
        "Антиоксидант, помогает защищать клетки от повреждений",
        "Нужен для синтеза коллагена — для кожи, сухожилий, связок и заживления ран",
        "Улучшает усвоение железа из растительной пищи",
        "Поддерживает работу иммунитета",
      ],
    },
    foodSources: {
      en: [
        "Red bell pepper",
        "Blackcurrants",
        "Rose hips",
        "Citrus fruit and kiwi",
        "Broccoli and Brussels sprouts",
        "Sauerkraut",
        "Strawberries",
        "Sea buckthorn",
      ],
      ru: [
        "Красный сладкий перец",
        "Чёрная смородина",
        "Шиповник",
        "Цитрусовые и киви",
        "Брокколи и брюссельская капуста",
        "Квашеная капуста",
        "Клубника",
        "Облепиха",
      ],
    },
    deficiency: {
      en: [
        "Tiredness and weakness",
        "Swollen or bleeding gums and bruising easily",
        "Slow wound healing",
        "Scurvy after a severe, long-lasting shortage",
      ],
      ru: [
        "Усталость и слабость",
        "Отёк и кровоточивость дёсен, синяки от лёгких ударов",
        "Медленное заживление ран",
        "Цинга при тяжёлом и длительном дефиците",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Diarrhoea, nausea and stomach cramps from high-dose supplements",
        "Large supplement doses may raise the risk of kidney stones in some people",
      ],
      ru: [
        "Из еды практически не встречается",
        "Диарея, тошнота и спазмы в животе от больших доз добавок",
        "У некоторых людей большие дозы добавок повышают риск камней в почках",
      ],
    },
    atRisk: {
      en: [
        "Smokers (they need 35 mg a day more than the RDA) and people exposed to second-hand smoke",
        "People who eat very few fruits and vegetables",
        "People with poor absorption or on kidney dialysis",
      ],
      ru: [
        "Курильщики (им нужно на 35 мг в сутки больше нормы) и те, кто часто дышит табачным дымом",
        "Те, кто почти не ест овощей и фруктов",
        "Люди с нарушенным всасыванием и пациенты на гемодиализе",
      ],
    },
    sources: [odsSheet("Vitamin C", "VitaminC"), driVitaminCE],
  },
  {
    slug: "vitamin-d",
    kind: "vitamin",
    name: { en: "Vitamin D", ru: "Витамин D" },
    aliases: {
      en: ["calciferol", "cholecalciferol (vitamin D3)", "ergocalciferol (vitamin D2)", "sunshine vitamin"],
      ru: ["кальциферол", "холекальциферол (D3)", "эргокальциферол (D2)", "«солнечный» витамин"],
    },
    unit: "µg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 15, 15, 63),
      row("4-8", 15, 15, 75),
      row("9-13", 15, 15, 100),
      row("14-18", 15, 15, 100),
      row("19-30", 15, 15, 100),
      row("31-50", 15, 15, 100),
      row("51-70", 15, 15, 100),
      row("71+", 20, 20, 100),
    ],
    pregnancy: byLifeStageAge(15, 15, 15),
    lactation: byLifeStageAge(15, 15, 15),
    upperLimitNote: {
      en: "1 µg = 40 IU: 15 µg is 600 IU, 20 µg is 800 IU, and the adult upper limit of 100 µg is 4,000 IU from food and supplements combined.",
      ru: "1 мкг = 40 МЕ: 15 мкг — это 600 МЕ, 20 мкг — 800 МЕ, а верхний предел для взрослых 100 мкг — 4 000 МЕ из еды и добавок вместе.",
    },
    functions: {
      en: [
        "Helps you absorb calcium and phosphorus from food",
        "Keeps bones and teeth strong",
        "Supports muscle function",
        "Plays a part in the immune system",
      ],
      ru: [
        "Помогает усваивать кальций и фосфор из пищи",
        "Нужен для крепких костей и зубов",
        "Поддерживает работу мышц",
        "Участвует в работе иммунной системы",
      ],
    },
    foodSources: {
      en: [
        "Oily fish: salmon, trout, herring, mackerel",
        "Cod liver and cod liver oil",
        "Canned sardines",
        "Egg yolks",
        "Mushrooms grown under UV light",
        "Fortified milk, yoghurt and plant drinks (check the label)",
      ],
      ru: [
        "Жирная рыба: лосось, форель, сельдь, скумбрия",
        "Печень трески и рыбий жир",
        "Консервированные сардины",
        "Яичные желтки",
        "Грибы, выращенные под УФ-лампами",
        "Обогащённые молоко, йогурты и растительные напитки (смотрите этикетку)",
      ],
    },
    deficiency: {
      en: [
        "Bone pain and muscle weakness",
        "Soft bones: rickets in children, osteomalacia in adults",
        "Lower bone density and a higher fracture risk over time",
      ],
      ru: [
        "Боль в костях и мышечная слабость",
        "Размягчение костей: рахит у детей, остеомаляция у взрослых",
        "Со временем — снижение плотности костей и рост риска переломов",
      ],
    },
    excess: {
      en: [
        "Not caused by sun or ordinary food — it comes from high-dose supplements",
        "High blood calcium: nausea, vomiting, weakness, confusion, thirst",
        "Kidney stones and kidney damage with long-term excess",
      ],
      ru: [
        "Не возникает от солнца и обычной еды — только от больших доз добавок",
        "Повышенный кальций в крови: тошнота, рвота, слабость, спутанность сознания, жажда",
        "Камни и поражение почек при длительном избытке",
      ],
    },
    atRisk: {
      en: [
        "People who get little sun (northern latitudes, winter, indoor work, covered skin)",
        "Older adults",
        "People with darker skin",
        "People with obesity or poor fat absorption",
      ],
      ru: [
        "Те, кто мало бывает на солнце (север, зима, работа в помещении, закрытая одежда)",
        "Пожилые люди",
        "Люди с тёмной кожей",
        "Люди с ожирением или нарушенным всасыванием жиров",
      ],
    },
    sources: [odsSheet("Vitamin D", "VitaminD"), driCalciumVitaminD],
  },
  {
    slug: "vitamin-e",
    kind: "vitamin",
    name: { en: "Vitamin E", ru: "Витамин E" },
    aliases: {
      en: ["alpha-tocopherol", "tocopherol", "tocotrienols"],
      ru: ["альфа-токоферол", "токоферол", "токотриенолы"],
    },
    unit: "mg α-tocopherol",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 6, 6, 200),
      row("4-8", 7, 7, 300),
      row("9-13", 11, 11, 600),
      row("14-18", 15, 15, 800),
      row("19-30", 15, 15, 1000),
      row("31-50", 15, 15, 1000),
      row("51-70", 15, 15, 1000),
      row("71+", 15, 15, 1000),
    ],
    pregnancy: byLifeStageAge(15, 15, 15),
    lactation: byLifeStageAge(19, 19, 19),
    upperLimitNote: {
      en: "Applies to alpha-tocopherol from supplements and fortified foods in any form, natural or synthetic. Vitamin E naturally present in food does not count.",
      ru: "Относится к альфа-токоферолу из добавок и обогащённых продуктов в любой форме — натуральной или синтетической. Витамин E, который естественно содержится в еде, не учитывается.",
    },
    functions: {
      en: [
        "Fat-soluble antioxidant that protects cell membranes",
        "Supports the immune system",
        "Helps blood vessels widen and stops blood clotting inside them",
        "Takes part in signalling between cells",
      ],
      ru: [
        "Жирорастворимый антиоксидант, защищает клеточные мембраны",
        "Поддерживает иммунитет",
        "Помогает сосудам расширяться и препятствует образованию тромбов внутри них",
        "Участвует в передаче сигналов между клетками",
      ],
    },
    foodSources: {
      en: [
        "Sunflower seeds and sunflower oil",
        "Almonds and hazelnuts",
        "Wheat germ oil",
        "Peanuts and peanut butter",
        "Sea buckthorn",
        "Spinach and broccoli",
        "Avocado",
      ],
      ru: [
        "Семечки и подсолнечное масло",
        "Миндаль и фундук",
        "Масло зародышей пшеницы",
        "Арахис и арахисовая паста",
        "Облепиха",
        "Шпинат и брокколи",
        "Авокадо",
      ],
    },
    deficiency: {
      en: [
        "Very rare in healthy people",
        "Nerve damage: numbness and loss of coordination",
        "Muscle weakness",
        "Vision problems from damage to the retina",
      ],
      ru: [
        "У здоровых людей встречается очень редко",
        "Поражение нервов: онемение, нарушение координации",
        "Мышечная слабость",
        "Нарушения зрения из-за поражения сетчатки",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Higher bleeding risk with high-dose supplements, especially together with blood thinners",
        "Long-term high doses may raise the risk of haemorrhagic stroke",
      ],
      ru: [
        "Из еды практически не встречается",
        "Большие дозы добавок повышают риск кровотечений, особенно вместе с антикоагулянтами",
        "Длительный приём больших доз может повышать риск геморрагического инсульта",
      ],
    },
    atRisk: {
      en: [
        "People with poor fat absorption (Crohn's disease, cystic fibrosis, after some gut surgery)",
        "People with rare inherited disorders of vitamin E transport",
        "People on very low-fat diets",
      ],
      ru: [
        "Люди с нарушенным всасыванием жиров (болезнь Крона, муковисцидоз, после некоторых операций на кишечнике)",
        "Люди с редкими наследственными нарушениями транспорта витамина E",
        "Те, кто сидит на диете с очень малым количеством жиров",
      ],
    },
    sources: [odsSheet("Vitamin E", "VitaminE"), driVitaminCE],
  },
  {
    slug: "vitamin-k",
    kind: "vitamin",
    name: { en: "Vitamin K", ru: "Витамин K" },
    aliases: {
      en: ["phylloquinone (vitamin K1)", "menaquinones (vitamin K2)", "MK-4", "MK-7"],
      ru: ["филлохинон (K1)", "менахиноны (K2)", "МК-4", "МК-7"],
    },
    unit: "µg",
    intakeKind: "AI",
    intakes: [
      row("1-3", 30, 30, null),
      row("4-8", 55, 55, null),
      row("9-13", 60, 60, null),
      row("14-18", 75, 75, null),
      row("19-30", 120, 90, null),
      row("31-50", 120, 90, null),
      row("51-70", 120, 90, null),
      row("71+", 120, 90, null),
    ],
    pregnancy: byLifeStageAge(75, 90, 90),
    lactation: byLifeStageAge(75, 90, 90),
    upperLimitNote: {
      en: "No upper limit is set. If you take warfarin, keep your vitamin K intake steady and talk to your doctor before changing your diet or adding supplements.",
      ru: "Верхний предел не установлен. Если вы принимаете варфарин, старайтесь получать витамин K стабильно и обсуждайте с врачом любые изменения в питании и добавках.",
    },
    functions: {
      en: [
        "Needed to make the proteins that let blood clot normally",
        "Helps build and maintain bone",
        "Activates proteins that help keep calcium out of blood vessel walls",
      ],
      ru: [
        "Нужен для синтеза белков, благодаря которым кровь нормально сворачивается",
        "Участвует в построении и обновлении костной ткани",
        "Активирует белки, которые не дают кальцию откладываться в стенках сосудов",
      ],
    },
    foodSources: {
      en: [
        "Kale, spinach and other leafy greens",
        "Broccoli and Brussels sprouts",
        "White cabbage and sauerkraut",
        "Parsley and dill",
        "Soybean and rapeseed oil",
        "Natto and hard cheeses (vitamin K2)",
        "Green peas",
      ],
      ru: [
        "Кейл, шпинат и другая листовая зелень",
        "Брокколи и брюссельская капуста",
        "Белокочанная и квашеная капуста",
        "Петрушка и укроп",
        "Соевое и рапсовое масло",
        "Натто и твёрдые сыры (витамин K2)",
        "Зелёный горошек",
      ],
    },
    deficiency: {
      en: [
        "Rare in healthy adults",
        "Bruising easily, bleeding, slow clotting",
        "Bleeding in newborns (prevented by a vitamin K injection at birth)",
        "May contribute to lower bone density",
      ],
      ru: [
        "У здоровых взрослых встречается редко",
        "Синяки, кровоточивость, медленное свёртывание крови",
        "Кровотечения у новорождённых (их предупреждает укол витамина K сразу после родов)",
        "Может способствовать снижению плотности костей",
      ],
    },
    excess: {
      en: [
        "No harm known from food or supplements in healthy people",
        "Big, sudden changes in intake interfere with warfarin and similar blood thinners",
      ],
      ru: [
        "Вреда от еды и добавок у здоровых людей не выявлено",
        "Резкие перемены в потреблении мешают действию варфарина и похожих антикоагулянтов",
      ],
    },
    atRisk: {
      en: [
        "Newborns who did not get vitamin K at birth",
        "People with poor fat absorption (coeliac disease, cystic fibrosis, ulcerative colitis)",
        "People after bariatric surgery",
      ],
      ru: [
        "Новорождённые, которым не ввели витамин K",
        "Люди с нарушенным всасыванием жиров (целиакия, муковисцидоз, язвенный колит)",
        "Люди после бариатрических операций",
      ],
    },
    sources: [odsSheet("Vitamin K", "VitaminK"), driVitaminAK],
  },
  {
    slug: "thiamin",
    kind: "vitamin",
    name: { en: "Thiamin (vitamin B1)", ru: "Тиамин (витамин B1)" },
    aliases: {
      en: ["vitamin B1", "thiamine", "aneurine", "benfotiamine"],
      ru: ["витамин B1", "тиамина хлорид", "аневрин", "бенфотиамин"],
    },
    unit: "mg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 0.5, 0.5, null),
      row("4-8", 0.6, 0.6, null),
      row("9-13", 0.9, 0.9, null),
      row("14-18", 1.2, 1.0, null),
      row("19-30", 1.2, 1.1, null),
      row("31-50", 1.2, 1.1, null),
      row("51-70", 1.2, 1.1, null),
      row("71+", 1.2, 1.1, null),
    ],
    pregnancy: byLifeStageAge(1.4, 1.4, 1.4),
    lactation: byLifeStageAge(1.4, 1.4, 1.4),
    upperLimitNote: noUpperLimit,
    functions: {
      en: [
        "Helps turn carbohydrates into energy",
        "Needed for nerve and muscle function",
        "Supports the growth and work of cells",
      ],
      ru: [
        "Помогает превращать углеводы в энергию",
        "Нужен для работы нервов и мышц",
        "Поддерживает рост и нормальную работу клеток",
      ],
    },
    foodSources: {
      en: [
        "Pork",
        "Whole-grain bread and oats",
        "Buckwheat",
        "Peas, beans and lentils",
        "Sunflower seeds",
        "Trout and salmon",
        "Fortified cereals and flour",
      ],
      ru: [
        "Свинина",
        "Цельнозерновой хлеб и овсянка",
        "Гречка",
        "Горох, фасоль и чечевица",
        "Семечки подсолнечника",
        "Форель и лосось",
        "Обогащённые хлопья и мука",
      ],
    },
    deficiency: {
      en: [
        "Tiredness, irritability, poor appetite and weight loss",
        "Numbness and tingling, muscle weakness",
        "Beriberi, which affects nerves and the heart, with severe deficiency",
        "Wernicke–Korsakoff syndrome (confusion, memory loss), mostly in heavy drinkers",
      ],
      ru: [
        "Усталость, раздражительность, плохой аппетит, потеря веса",
        "Онемение и покалывание, слабость в мышцах",
        "Бери-бери — поражение нервов и сердца при тяжёлом дефиците",
        "Синдром Вернике — Корсакова (спутанность, провалы в памяти), чаще у тех, кто много пьёт",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "No harm known from high intakes; the excess leaves in urine",
      ],
      ru: [
        "Из еды не встречается",
        "Вреда от больших доз не выявлено — излишек выводится с мочой",
      ],
    },
    atRisk: {
      en: [
        "People with alcohol dependence",
        "Older adults",
        "People with diabetes",
        "People after bariatric surgery",
      ],
      ru: [
        "Люди с алкогольной зависимостью",
        "Пожилые люди",
        "Люди с диабетом",
        "Люди после бариатрических операций",
      ],
    },
    sources: [odsSheet("Thiamin", "Thiamin"), driBVitamins],
  },
  {
    slug: "riboflavin",
    kind: "vitamin",
    name: { en: "Riboflavin (vitamin B2)", ru: "Рибофлавин (витамин B2)" },
    aliases: {
      en: ["vitamin B2", "FAD", "FMN"],
      ru: ["витамин B2", "ФАД", "ФМН"],
    },
    unit: "mg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 0.5, 0.5, null),
      row("4-8", 0.6, 0.6, null),
      row("9-13", 0.9, 0.9, null),
      row("14-18", 1.3, 1.0, null),
      row("19-30", 1.3, 1.1, null),
      row("31-50", 1.3, 1.1, null),
      row("51-70", 1.3, 1.1, null),
      row("71+", 1.3, 1.1, null),
    ],
    pregnancy: byLifeStageAge(1.4, 1.4, 1.4),
    lactation: byLifeStageAge(1.6, 1.6, 1.6),
    upperLimitNote: noUpperLimit,
    functions: {
      en: [
        "Part of enzymes that release energy from carbohydrates, fat and protein",
        "Needed to activate vitamin B6 and to make niacin from tryptophan",
        "Supports cell growth and development",
        "Helps the body process fats and medicines",
      ],
      ru: [
        "Входит в ферменты, которые высвобождают энергию из углеводов, жиров и белков",
        "Нужен для активации витамина B6 и синтеза ниацина из триптофана",
        "Поддерживает рост и развитие клеток",
        "Участвует в обмене жиров и лекарств",
      ],
    },
    foodSources: {
      en: [
        "Milk, kefir and yoghurt",
        "Cottage cheese and cheese",
        "Eggs",
        "Beef and liver",
        "Mushrooms",
        "Almonds",
        "Fortified cereals",
      ],
      ru: [
        "Молоко, кефир и йогурт",
        "Творог и сыр",
        "Яйца",
        "Говядина и печень",
        "Грибы",
        "Миндаль",
        "Обогащённые хлопья",
      ],
    },
    deficiency: {
      en: [
        "Cracks and sores at the corners of the mouth",
        "Sore throat and a swollen, red tongue",
        "Flaky skin and hair loss",
        "Itchy, red eyes",
      ],
      ru: [
        "Трещины и заеды в уголках рта",
        "Боль в горле, отёчный ярко-красный язык",
        "Шелушение кожи и выпадение волос",
        "Зуд и покраснение глаз",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "No harm known; large doses just turn urine bright yellow",
      ],
      ru: [
        "Из еды не встречается",
        "Вреда не выявлено; от больших доз моча просто становится ярко-жёлтой",
      ],
    },
    atRisk: {
      en: [
        "Vegans and people who eat little dairy",
        "Athletes on strict vegetarian diets",
        "Pregnant and breastfeeding women",
      ],
      ru: [
        "Веганы и те, кто мало ест молочных продуктов",
        "Спортсмены на строгом вегетарианском рационе",
        "Беременные и кормящие женщины",
      ],
    },
    sources: [odsSheet("Riboflavin", "Riboflavin"), driBVitamins],
  },
  {
    slug: "niacin",
    kind: "vitamin",
    name: { en: "Niacin (vitamin B3)", ru: "Ниацин (витамин B3)" },
    aliases: {
      en: ["vitamin B3", "nicotinic acid", "nicotinamide", "niacinamide"],
      ru: ["витамин B3", "витамин PP", "никотиновая кислота", "никотинамид"],
    },
    unit: "mg NE",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 6, 6, 10),
      row("4-8", 8, 8, 15),
      row("9-13", 12, 12, 20),
      row("14-18", 16, 14, 30),
      row("19-30", 16, 14, 35),
      row("31-50", 16, 14, 35),
      row("51-70", 16, 14, 35),
      row("71+", 16, 14, 35),
    ],
    pregnancy: byLifeStageAge(18, 18, 18),
    lactation: byLifeStageAge(17, 17, 17),
    upperLimitNote: {
      en: "Applies to niacin from supplements, fortified foods and medicines (nicotinic acid and nicotinamide), not to niacin naturally present in food. Intakes are in niacin equivalents (NE): 1 mg NE = 1 mg niacin or 60 mg tryptophan.",
      ru: "Относится к ниацину из добавок, обогащённых продуктов и лекарств (никотиновая кислота и никотинамид), но не к ниацину, который есть в обычной еде. Нормы даны в ниациновых эквивалентах (НЭ): 1 мг НЭ = 1 мг ниацина или 60 мг триптофана.",
    },
    functions: {
      en: [
        "Forms the coenzymes NAD and NADP, used in hundreds of reactions",
        "Helps turn food into energy",
        "Takes part in DNA repair and cell signalling",
        "Keeps skin, nerves and digestion healthy",
      ],
      ru: [
        "Входит в коферменты NAD и NADP, которые участвуют в сотнях реакций",
        "Помогает получать энергию из пищи",
        "Участвует в восстановлении ДНК и передаче сигналов в клетках",
        "Поддерживает здоровье кожи, нервной системы и пищеварения",
      ],
    },
    foodSources: {
      en: [
        "Chicken breast and turkey",
        "Tuna and salmon",
        "Beef and liver",
        "Peanuts",
        "Brown rice and whole grains",
        "Mushrooms",
        "Protein foods in general (your body also makes niacin from tryptophan)",
      ],
      ru: [
        "Куриная грудка и индейка",
        "Тунец и лосось",
        "Говядина и печень",
        "Арахис",
        "Бурый рис и цельные злаки",
        "Грибы",
        "Белковая пища вообще (организм синтезирует ниацин и из триптофана)",
      ],
    },
    deficiency: {
      en: [
        "Pellagra: a rough, dark rash on skin exposed to the sun",
        "Bright red tongue, vomiting, diarrhoea",
        "Tiredness, low mood, memory problems",
      ],
      ru: [
        "Пеллагра: грубая тёмная сыпь на открытых солнцу участках кожи",
        "Ярко-красный язык, рвота, диарея",
        "Усталость, подавленность, ухудшение памяти",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Skin flushing, itching and tingling from nicotinic acid supplements",
        "Nausea, higher blood sugar and liver damage at very high doses (grams a day)",
      ],
      ru: [
        "Из еды не встречается",
        "Покраснение, зуд и покалывание кожи от добавок никотиновой кислоты",
        "Тошнота, повышение сахара крови и поражение печени при очень больших дозах (граммы в сутки)",
      ],
    },
    atRisk: {
      en: [
        "People with alcohol dependence",
        "People with very poor or monotonous diets",
        "People with rare conditions such as Hartnup disease or carcinoid syndrome",
      ],
      ru: [
        "Люди с алкогольной зависимостью",
        "Люди с очень скудным или однообразным питанием",
        "Люди с редкими заболеваниями, например болезнью Хартнупа или карциноидным синдромом",
      ],
    },
    sources: [odsSheet("Niacin", "Niacin"), driBVitamins],
  },
  {
    slug: "pantothenic-acid",
    kind: "vitamin",
    name: { en: "Pantothenic acid (vitamin B5)", ru: "Пантотеновая кислота (витамин B5)" },
    aliases: {
      en: ["vitamin B5", "pantothenate", "calcium pantothenate", "panthenol"],
      ru: ["витамин B5", "пантотенат", "пантотенат кальция", "пантенол"],
    },
    unit: "mg",
    intakeKind: "AI",
    intakes: [
      row("1-3", 2, 2, null),
      row("4-8", 3, 3, null),
      row("9-13", 4, 4, null),
      row("14-18", 5, 5, null),
      row("19-30", 5, 5, null),
      row("31-50", 5, 5, null),
      row("51-70", 5, 5, null),
      row("71+", 5, 5, null),
    ],
    pregnancy: byLifeStageAge(6, 6, 6),
    lactation: byLifeStageAge(7, 7, 7),
    upperLimitNote: noUpperLimit,
    functions: {
      en: [
        "Part of coenzyme A, needed to build and break down fats",
        "Helps turn food into energy",
        "Needed to make cholesterol, steroid hormones and the neurotransmitter acetylcholine",
      ],
      ru: [
        "Входит в кофермент A, без которого невозможны синтез и расщепление жиров",
        "Помогает получать энергию из пищи",
        "Нужна для синтеза холестерина, стероидных гормонов и нейромедиатора ацетилхолина",
      ],
    },
    foodSources: {
      en: [
        "Beef liver and chicken",
        "Eggs",
        "Mushrooms, especially shiitake",
        "Sunflower seeds",
        "Milk and yoghurt",
        "Avocado",
        "Potatoes",
        "Whole grains and oats",
      ],
      ru: [
        "Говяжья печень и курица",
        "Яйца",
        "Грибы, особенно шиитаке",
        "Семечки подсолнечника",
        "Молоко и йогурт",
        "Авокадо",
        "Картофель",
        "Цельные злаки и овсянка",
      ],
    },
    deficiency: {
      en: [
        "Very rare, seen only with severe malnutrition",
        "Numbness and burning in the hands and feet",
        "Tiredness, irritability, headache, poor sleep",
        "Stomach upset",
      ],
      ru: [
        "Встречается очень редко, только при тяжёлом истощении",
        "Онемение и жжение в кистях и стопах",
        "Усталость, раздражительность, головная боль, плохой сон",
        "Расстройство пищеварения",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Very large supplement doses (around 10 g a day) may cause mild diarrhoea",
      ],
      ru: [
        "Из еды не встречается",
        "Очень большие дозы добавок (около 10 г в сутки) могут вызвать лёгкую диарею",
      ],
    },
    atRisk: {
      en: [
        "People with severe malnutrition",
        "People with the rare inherited disorder PKAN (pantothenate kinase-associated neurodegeneration)",
      ],
      ru: [
        "Люди с тяжёлым истощением",
        "Люди с редким наследственным заболеванием PKAN (нейродегенерация, связанная с пантотенаткиназой)",
      ],
    },
    sources: [odsSheet("Pantothenic Acid", "PantothenicAcid"), driBVitamins],
  },
  {
    slug: "vitamin-b6",
    kind: "vitamin",
    name: { en: "Vitamin B6", ru: "Витамин B6" },
    aliases: {
      en: ["pyridoxine", "pyridoxal 5'-phosphate (P5P)", "pyridoxamine"],
      ru: ["пиридоксин", "пиридоксаль-5-фосфат (P5P)", "пиридоксамин"],
    },
    unit: "mg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 0.5, 0.5, 30),
      row("4-8", 0.6, 0.6, 40),
      row("9-13", 1.0, 1.0, 60),
      row("14-18", 1.3, 1.2, 80),
      row("19-30", 1.3, 1.3, 100),
      row("31-50", 1.3, 1.3, 100),
      row("51-70", 1.7, 1.5, 100),
      row("71+", 1.7, 1.5, 100),
    ],
    pregnancy: byLifeStageAge(1.9, 1.9, 1.9),
    lactation: byLifeStageAge(2.0, 2.0, 2.0),
    upperLimitNote: {
      en: "Applies to vitamin B6 from food and supplements combined. Nerve problems have been reported with long-term supplement use, sometimes at doses below this limit.",
      ru: "Относится к суммарному витамину B6 из еды и добавок. Поражение нервов описано при длительном приёме добавок, иногда и в дозах ниже этого предела.",
    },
    functions: {
      en: [
        "Helps you break down and use protein (amino acids)",
        "Needed to make haemoglobin and red blood cells",
        "Helps make neurotransmitters such as serotonin and dopamine",
        "Supports the immune system",
        "Helps release stored glucose",
      ],
      ru: [
        "Помогает расщеплять и использовать белок (аминокислоты)",
        "Нужен для синтеза гемоглобина и образования эритроцитов",
        "Участвует в синтезе нейромедиаторов — серотонина, дофамина",
        "Поддерживает иммунитет",
        "Помогает высвобождать запасённую глюкозу",
      ],
    },
    foodSources: {
      en: [
        "Chickpeas",
        "Beef liver",
        "Tuna and salmon",
        "Chicken and turkey",
        "Potatoes",
        "Bananas",
        "Buckwheat and oats",
      ],
      ru: [
        "Нут",
        "Говяжья печень",
        "Тунец и лосось",
        "Курица и индейка",
        "Картофель",
        "Бананы",
        "Гречка и овсянка",
      ],
    },
    deficiency: {
      en: [
        "Anaemia with small, pale red blood cells",
        "Cracks at the corners of the mouth and a sore tongue",
        "Low mood and confusion",
        "Weaker immunity",
      ],
      ru: [
        "Анемия с мелкими бледными эритроцитами",
        "Заеды в уголках рта, воспалённый язык",
        "Подавленное настроение, спутанность",
        "Ослабление иммунитета",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Nerve damage (numbness, poor control of movements) from long-term high-dose supplements",
        "Painful skin patches, sensitivity to sunlight, nausea, heartburn",
      ],
      ru: [
        "Из еды не встречается",
        "Поражение нервов (онемение, нарушение координации) при длительном приёме больших доз",
        "Болезненные пятна на коже, чувствительность к солнцу, тошнота, изжога",
      ],
    },
    atRisk: {
      en: [
        "People with kidney disease, including those on dialysis",
        "People with autoimmune conditions such as rheumatoid arthritis",
        "People with alcohol dependence",
        "People with poor absorption (coeliac disease, Crohn's disease, ulcerative colitis)",
      ],
      ru: [
        "Люди с болезнями почек, в том числе на диализе",
        "Люди с аутоиммунными заболеваниями, например ревматоидным артритом",
        "Люди с алкогольной зависимостью",
        "Люди с нарушенным всасыванием (целиакия, болезнь Крона, язвенный колит)",
      ],
    },
    sources: [odsSheet("Vitamin B6", "VitaminB6"), driBVitamins],
  },
  {
    slug: "biotin",
    kind: "vitamin",
    name: { en: "Biotin (vitamin B7)", ru: "Биотин (витамин B7)" },
    aliases: {
      en: ["vitamin B7", "vitamin H", "coenzyme R"],
      ru: ["витамин B7", "витамин H", "кофермент R"],
    },
    unit: "µg",
    intakeKind: "AI",
    intakes: [
      row("1-3", 8, 8, null),
      row("4-8", 12, 12, null),
      row("9-13", 20, 20, null),
      row("14-18", 25, 25, null),
      row("19-30", 30, 30, null),
      row("31-50", 30, 30, null),
      row("51-70", 30, 30, null),
      row("71+", 30, 30, null),
    ],
    pregnancy: byLifeStageAge(30, 30, 30),
    lactation: byLifeStageAge(35, 35, 35),
    upperLimitNote: {
      en: "No upper limit is set. High-dose biotin supplements can distort some blood tests (thyroid hormones, troponin), so tell your doctor if you take them.",
      ru: "Верхний предел не установлен. Большие дозы биотина искажают некоторые анализы крови (гормоны щитовидной железы, тропонин) — предупредите врача, если принимаете его.",
    },
    functions: {
      en: [
        "Helps turn fat, carbohydrates and protein into energy",
        "Takes part in cell signalling and gene regulation",
        "Needed for normal hair, skin and nails, where a shortage shows first",
      ],
      ru: [
        "Помогает превращать жиры, углеводы и белки в энергию",
        "Участвует в передаче сигналов в клетках и регуляции генов",
        "Нужен для нормального состояния волос, кожи и ногтей — нехватка проявляется прежде всего там",
      ],
    },
    foodSources: {
      en: [
        "Cooked eggs (the yolk)",
        "Beef liver",
        "Salmon",
        "Pork",
        "Sunflower seeds and almonds",
        "Sweet potato",
        "Spinach and broccoli",
      ],
      ru: [
        "Варёные яйца (желток)",
        "Говяжья печень",
        "Лосось",
        "Свинина",
        "Семечки подсолнечника и миндаль",
        "Батат",
        "Шпинат и брокколи",
      ],
    },
    deficiency: {
      en: [
        "Thinning hair and hair loss",
        "Red, scaly rash around the eyes, nose and mouth",
        "Brittle nails",
        "Tiredness, low mood, numbness and tingling",
      ],
      ru: [
        "Истончение и выпадение волос",
        "Красная шелушащаяся сыпь вокруг глаз, носа и рта",
        "Ломкие ногти",
        "Вялость, подавленность, онемение и покалывание",
      ],
    },
    excess: {
      en: [
        "No harm known from food or supplements",
        "High-dose supplements can give false lab results, which may lead to wrong decisions about treatment",
      ],
      ru: [
        "Вреда от еды и добавок не выявлено",
        "Большие дозы добавок дают ложные результаты анализов, а это может привести к неверному лечению",
      ],
    },
    atRisk: {
      en: [
        "People with inherited biotinidase deficiency",
        "People with alcohol dependence",
        "Pregnant and breastfeeding women",
        "People who often eat raw egg whites",
      ],
      ru: [
        "Люди с наследственным дефицитом биотинидазы",
        "Люди с алкогольной зависимостью",
        "Беременные и кормящие женщины",
        "Те, кто часто ест сырые яичные белки",
      ],
    },
    sources: [odsSheet("Biotin", "Biotin"), driBVitamins],
  },
  {
    slug: "folate",
    kind: "vitamin",
    name: { en: "Folate (vitamin B9)", ru: "Фолат (витамин B9)" },
    aliases: {
      en: ["vitamin B9", "folic acid", "folacin", "methylfolate (5-MTHF)"],
      ru: ["витамин B9", "фолиевая кислота", "фолаты", "метилфолат (5-МТГФ)"],
    },
    unit: "µg DFE",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 150, 150, 300),
      row("4-8", 200, 200, 400),
      row("9-13", 300, 300, 600),
      row("14-18", 400, 400, 800),
      row("19-30", 400, 400, 1000),
      row("31-50", 400, 400, 1000),
      row("51-70", 400, 400, 1000),
      row("71+", 400, 400, 1000),
    ],
    pregnancy: byLifeStageAge(600, 600, 600),
    lactation: byLifeStageAge(500, 500, 500),
    upperLimitNote: {
      en: "Applies to synthetic folic acid from supplements and fortified foods and is given in µg of folic acid, not DFE. Folate naturally present in food does not count.",
      ru: "Относится к синтетической фолиевой кислоте из добавок и обогащённых продуктов и выражен в мкг фолиевой кислоты, а не в DFE. Природные фолаты из еды не учитываются.",
    },
    functions: {
      en: [
        "Needed to make DNA and for cells to divide",
        "Helps form red blood cells",
        "Lowers the risk of neural tube defects in early pregnancy",
        "Works with vitamin B12 to process homocysteine",
      ],
      ru: [
        "Нужен для синтеза ДНК и деления клеток",
        "Участвует в образовании эритроцитов",
        "Снижает риск дефектов нервной трубки плода в начале беременности",
        "Вместе с витамином B12 участвует в обмене гомоцистеина",
      ],
    },
    foodSources: {
      en: [
        "Beef and chicken liver",
        "Spinach, lettuce and other leafy greens",
        "Asparagus and Brussels sprouts",
        "Lentils, beans and chickpeas",
        "Broccoli",
        "Avocado",
        "Bread and cereals made with fortified flour (in countries that fortify)",
      ],
      ru: [
        "Говяжья и куриная печень",
        "Шпинат, листовой салат и другая зелень",
        "Спаржа и брюссельская капуста",
        "Чечевица, фасоль и нут",
        "Брокколи",
        "Авокадо",
        "Хлеб и хлопья из обогащённой муки (в странах, где её обогащают)",
      ],
    },
    deficiency: {
      en: [
        "Megaloblastic anaemia: tiredness, weakness, shortness of breath",
        "Sore tongue and mouth ulcers",
        "Headache, irritability, trouble concentrating",
        "Higher risk of neural tube defects in pregnancy",
      ],
      ru: [
        "Мегалобластная анемия: усталость, слабость, одышка",
        "Воспалённый язык и язвочки во рту",
        "Головная боль, раздражительность, трудно сосредоточиться",
        "Повышенный риск дефектов нервной трубки у плода",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "High folic acid intake can hide vitamin B12 deficiency while nerve damage quietly progresses",
      ],
      ru: [
        "Из еды не встречается",
        "Избыток фолиевой кислоты может маскировать дефицит B12, пока незаметно прогрессирует поражение нервов",
      ],
    },
    atRisk: {
      en: [
        "Women who could become pregnant (400 µg of folic acid a day is advised)",
        "People with alcohol dependence",
        "People with poor absorption (coeliac disease, inflammatory bowel disease)",
        "People with the MTHFR 677TT genotype",
      ],
      ru: [
        "Женщины, которые могут забеременеть (им советуют 400 мкг фолиевой кислоты в день)",
        "Люди с алкогольной зависимостью",
        "Люди с нарушенным всасыванием (целиакия, воспалительные заболевания кишечника)",
        "Носители генотипа MTHFR 677TT",
      ],
    },
    sources: [odsSheet("Folate", "Folate"), driBVitamins],
  },
  {
    slug: "vitamin-b12",
    kind: "vitamin",
    name: { en: "Vitamin B12", ru: "Витамин B12" },
    aliases: {
      en: ["cobalamin", "cyanocobalamin", "methylcobalamin", "hydroxocobalamin"],
      ru: ["кобаламин", "цианокобаламин", "метилкобаламин", "гидроксокобаламин"],
    },
    unit: "µg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 0.9, 0.9, null),
      row("4-8", 1.2, 1.2, null),
      row("9-13", 1.8, 1.8, null),
      row("14-18", 2.4, 2.4, null),
      row("19-30", 2.4, 2.4, null),
      row("31-50", 2.4, 2.4, null),
      row("51-70", 2.4, 2.4, null),
      row("71+", 2.4, 2.4, null),
    ],
    pregnancy: byLifeStageAge(2.6, 2.6, 2.6),
    lactation: byLifeStageAge(2.8, 2.8, 2.8),
    upperLimitNote: noUpperLimit,
    functions: {
      en: [
        "Needed to make red blood cells",
        "Keeps nerves and the brain working",
        "Needed to make DNA",
        "Works with folate to process homocysteine",
      ],
      ru: [
        "Нужен для образования эритроцитов",
        "Поддерживает работу нервной системы и мозга",
        "Участвует в синтезе ДНК",
        "Вместе с фолатом участвует в обмене гомоцистеина",
      ],
    },
    foodSources: {
      en: [
        "Beef liver and clams (very rich)",
        "Beef",
        "Fish: herring, mackerel, salmon, tuna",
        "Eggs",
        "Milk, kefir and cottage cheese",
        "Fortified plant drinks and nutritional yeast (key for vegans)",
      ],
      ru: [
        "Говяжья печень и моллюски (очень много)",
        "Говядина",
        "Рыба: сельдь, скумбрия, лосось, тунец",
        "Яйца",
        "Молоко, кефир и творог",
        "Обогащённые растительные напитки и пищевые дрожжи (главное для веганов)",
      ],
    },
    deficiency: {
      en: [
        "Tiredness, weakness and pale skin (megaloblastic anaemia)",
        "Numbness and tingling in the hands and feet",
        "Problems with balance and memory, low mood",
        "Sore tongue",
      ],
      ru: [
        "Усталость, слабость, бледность (мегалобластная анемия)",
        "Онемение и покалывание в руках и ногах",
        "Нарушения равновесия и памяти, подавленное настроение",
        "Воспалённый язык",
      ],
    },
    excess: {
      en: [
        "No harm known from food or supplements in healthy people",
        "Only a small share of a large dose is absorbed; the rest is excreted",
      ],
      ru: [
        "Вреда от еды и добавок у здоровых людей не выявлено",
        "Из большой дозы всасывается лишь малая часть, остальное выводится",
      ],
    },
    atRisk: {
      en: [
        "Vegans and strict vegetarians",
        "Older adults (less stomach acid to free B12 from food)",
        "People with pernicious anaemia, after stomach surgery or with gut diseases",
        "Long-term users of metformin or stomach-acid reducers",
      ],
      ru: [
        "Веганы и строгие вегетарианцы",
        "Пожилые люди (у них меньше желудочной кислоты, которая высвобождает B12 из пищи)",
        "Люди с пернициозной анемией, после операций на желудке или с болезнями кишечника",
        "Те, кто долго принимает метформин или препараты, снижающие кислотность желудка",
      ],
    },
    sources: [odsSheet("Vitamin B12", "VitaminB12"), driBVitamins],
  },
];
