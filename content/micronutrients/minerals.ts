import type { Source } from "../../core/content";
import { byLifeStageAge, type AgeGroup, type IntakeRow, type Micronutrient } from "./types";

/**
 * Essential minerals with the US Dietary Reference Intakes (National Academies) as the NIH Office
 * of Dietary Supplements publishes them: RDA (or AI) per age group for males and females, the
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

const odsRecommendations: Source = {
  title: "Nutrient Recommendations and Databases: Dietary Reference Intakes",
  publisher: "NIH Office of Dietary Supplements",
  url: "https://ods.od.nih.gov/HealthInformation/nutrientrecommendations.aspx",
};

const driCalciumVitaminD: Source = {
  title: "Dietary Reference Intakes for Calcium and Vitamin D",
  publisher: "Institute of Medicine, National Academies Press",
  year: 2011,
  url: "https://nap.nationalacademies.org/catalog/13050",
};

const driCalciumPhosphorusMagnesium: Source = {
  title:
    "Dietary Reference Intakes for Calcium, Phosphorus, Magnesium, Vitamin D, and Fluoride",
  publisher: "Institute of Medicine, National Academies Press",
  year: 1997,
  url: "https://nap.nationalacademies.org/catalog/5776",
};

const driTraceElements: Source = {
  title:
    "Dietary Reference Intakes for Vitamin A, Vitamin K, Arsenic, Boron, Chromium, Copper, Iodine, Iron, Manganese, Molybdenum, Nickel, Silicon, Vanadium, and Zinc",
  publisher: "Institute of Medicine, National Academies Press",
  year: 2001,
  url: "https://nap.nationalacademies.org/catalog/10026",
};

const driSelenium: Source = {
  title: "Dietary Reference Intakes for Vitamin C, Vitamin E, Selenium, and Carotenoids",
  publisher: "Institute of Medicine, National Academies Press",
  year: 2000,
  url: "https://nap.nationalacademies.org/catalog/9810",
};

const driSodiumPotassium: Source = {
  title: "Dietary Reference Intakes for Sodium and Potassium",
  publisher: "National Academies of Sciences, Engineering, and Medicine",
  year: 2019,
  url: "https://nap.nationalacademies.org/catalog/25353",
};

const driElectrolytes: Source = {
  title: "Dietary Reference Intakes for Water, Potassium, Sodium, Chloride, and Sulfate",
  publisher: "Institute of Medicine, National Academies Press",
  year: 2005,
  url: "https://nap.nationalacademies.org/catalog/10925",
};

export const minerals: Micronutrient[] = [
  {
    slug: "calcium",
    kind: "mineral",
    name: { en: "Calcium", ru: "Кальций" },
    aliases: {
      en: ["Ca", "calcium carbonate", "calcium citrate"],
      ru: ["Ca", "карбонат кальция", "цитрат кальция"],
    },
    unit: "mg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 700, 700, 2500),
      row("4-8", 1000, 1000, 2500),
      row("9-13", 1300, 1300, 3000),
      row("14-18", 1300, 1300, 3000),
      row("19-30", 1000, 1000, 2500),
      row("31-50", 1000, 1000, 2500),
      row("51-70", 1000, 1200, 2000),
      row("71+", 1200, 1200, 2000),
    ],
    pregnancy: byLifeStageAge(1300, 1000, 1000),
    lactation: byLifeStageAge(1300, 1000, 1000),
    upperLimitNote: {
      en: "Applies to calcium from food and supplements combined.",
      ru: "Относится к суммарному кальцию из еды и добавок.",
    },
    functions: {
      en: [
        "Builds and maintains bones and teeth",
        "Needed for muscle contraction",
        "Helps nerves carry signals",
        "Helps blood clot and blood vessels tighten and relax",
      ],
      ru: [
        "Строит и поддерживает кости и зубы",
        "Нужен для сокращения мышц",
        "Участвует в передаче нервных импульсов",
        "Участвует в свёртывании крови и регуляции тонуса сосудов",
      ],
    },
    foodSources: {
      en: [
        "Milk, kefir and yoghurt",
        "Hard cheese",
        "Cottage cheese (tvorog)",
        "Canned sardines and salmon with the bones",
        "Tofu made with calcium salts",
        "Kale, pak choi and broccoli",
        "Sesame seeds, tahini and almonds",
        "Fortified plant drinks",
      ],
      ru: [
        "Молоко, кефир и йогурт",
        "Твёрдый сыр",
        "Творог",
        "Консервированные сардины и лосось с костями",
        "Тофу, приготовленный с солями кальция",
        "Кейл, пак-чой и брокколи",
        "Кунжут, тахини и миндаль",
        "Обогащённые растительные напитки",
      ],
    },
    deficiency: {
      en: [
        "Usually no symptoms at first: the body draws calcium from bone",
        "Lower bone density and a higher fracture risk over time",
        "With very low blood calcium: numbness, tingling in the fingers, muscle cramps",
      ],
      ru: [
        "Поначалу обычно никаких симптомов: организм забирает кальций из костей",
        "Со временем — снижение плотности костей и рост риска переломов",
        "При очень низком кальции в крови: онемение, покалывание в пальцах, судороги",
      ],
    },
    excess: {
      en: [
        "Rare from food alone",
        "Constipation from supplements",
        "Kidney stones",
        "Lower absorption of iron and zinc when taken at the same time",
      ],
      ru: [
        "Только из еды — маловероятен",
        "Запоры от добавок",
        "Камни в почках",
        "Хуже усваиваются железо и цинк, если принимать их одновременно",
      ],
    },
    atRisk: {
      en: [
        "Women after menopause",
        "People who avoid dairy (lactose intolerance, vegan diet)",
        "Female athletes with irregular or absent periods",
        "Teenagers, whose bones grow fast",
      ],
      ru: [
        "Женщины после менопаузы",
        "Те, кто не ест молочного (непереносимость лактозы, веганство)",
        "Спортсменки с нерегулярными или отсутствующими менструациями",
        "Подростки — в период быстрого роста костей",
      ],
    },
    sources: [odsSheet("Calcium", "Calcium"), driCalciumVitaminD],
  },
  {
    slug: "phosphorus",
    kind: "mineral",
    name: { en: "Phosphorus", ru: "Фосфор" },
    aliases: {
      en: ["P", "phosphate", "phosphates"],
      ru: ["P", "фосфат", "фосфаты"],
    },
    unit: "mg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 460, 460, 3000),
      row("4-8", 500, 500, 3000),
      row("9-13", 1250, 1250, 4000),
      row("14-18", 1250, 1250, 4000),
      row("19-30", 700, 700, 4000),
      row("31-50", 700, 700, 4000),
      row("51-70", 700, 700, 4000),
      row("71+", 700, 700, 3000),
    ],
    pregnancy: byLifeStageAge(1250, 700, 700),
    lactation: byLifeStageAge(1250, 700, 700),
    pregnancyUpperLimit: 3500,
    upperLimitNote: {
      en: "Applies to phosphorus from food and supplements combined. During pregnancy the upper limit is 3,500 mg; during breastfeeding it is 4,000 mg.",
      ru: "Относится к суммарному фосфору из еды и добавок. Во время беременности верхний предел — 3 500 мг, при грудном вскармливании — 4 000 мг.",
    },
    functions: {
      en: [
        "Together with calcium, forms bones and teeth",
        "Part of ATP, the energy currency of your cells",
        "Builds cell membranes and DNA",
        "Helps keep the blood's acid–base balance",
      ],
      ru: [
        "Вместе с кальцием входит в состав костей и зубов",
        "Входит в АТФ — главный источник энергии для клеток",
        "Нужен для клеточных мембран и ДНК",
        "Помогает поддерживать кислотно-щелочной баланс крови",
      ],
    },
    foodSources: {
      en: [
        "Milk, kefir, cottage cheese and cheese",
        "Meat and poultry",
        "Fish",
        "Eggs",
        "Beans, lentils and peas",
        "Nuts and seeds",
        "Whole grains",
        "Processed foods and colas (phosphate additives)",
      ],
      ru: [
        "Молоко, кефир, творог и сыр",
        "Мясо и птица",
        "Рыба",
        "Яйца",
        "Фасоль, чечевица и горох",
        "Орехи и семечки",
        "Цельные злаки",
        "Переработанные продукты и кола (добавки-фосфаты)",
      ],
    },
    deficiency: {
      en: [
        "Rare; seen with severe malnutrition, some gut diseases and alcohol dependence",
        "Muscle weakness and bone pain",
        "Loss of appetite, anaemia, confusion",
      ],
      ru: [
        "Встречается редко: при тяжёлом истощении, некоторых болезнях кишечника, алкоголизме",
        "Мышечная слабость и боль в костях",
        "Потеря аппетита, анемия, спутанность сознания",
      ],
    },
    excess: {
      en: [
        "Rare from food in people with healthy kidneys",
        "With kidney disease, high blood phosphate leads to calcium deposits in blood vessels",
        "Observational studies link very high intakes, mostly from additives, to heart and bone problems",
      ],
      ru: [
        "При здоровых почках из еды практически не встречается",
        "При болезнях почек избыток фосфата в крови ведёт к отложению кальция в сосудах",
        "Наблюдательные исследования связывают очень высокое потребление, в основном за счёт добавок-фосфатов, с проблемами сердца и костей",
      ],
    },
    atRisk: {
      en: [
        "Premature babies",
        "People with alcohol dependence",
        "People who start eating again after long starvation (refeeding syndrome)",
        "People with inherited low-phosphate disorders",
      ],
      ru: [
        "Недоношенные дети",
        "Люди с алкогольной зависимостью",
        "Люди, которые снова начинают есть после долгого голодания (синдром возобновлённого питания)",
        "Люди с наследственной гипофосфатемией",
      ],
    },
    sources: [odsSheet("Phosphorus", "Phosphorus"), driCalciumPhosphorusMagnesium],
  },
  {
    slug: "magnesium",
    kind: "mineral",
    name: { en: "Magnesium", ru: "Магний" },
    aliases: {
      en: ["Mg", "magnesium citrate", "magnesium glycinate"],
      ru: ["Mg", "цитрат магния", "глицинат магния"],
    },
    unit: "mg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 80, 80, 65),
      row("4-8", 130, 130, 110),
      row("9-13", 240, 240, 350),
      row("14-18", 410, 360, 350),
      row("19-30", 400, 310, 350),
      row("31-50", 420, 320, 350),
      row("51-70", 420, 320, 350),
      row("71+", 420, 320, 350),
    ],
    pregnancy: byLifeStageAge(400, 350, 360),
    lactation: byLifeStageAge(360, 310, 320),
    upperLimitNote: {
      en: "Applies only to magnesium from supplements and medicines, not to magnesium in food and water. That is why the limit can be lower than the RDA. In pregnancy the RDA is 350 mg at 19–30 and 360 mg at 31–50; in breastfeeding, 310 and 320 mg.",
      ru: "Относится только к магнию из добавок и лекарств, а не к магнию из еды и воды, — поэтому предел бывает ниже нормы потребления. При беременности норма — 350 мг в 19–30 лет и 360 мг в 31–50, при грудном вскармливании — 310 и 320 мг.",
    },
    functions: {
      en: [
        "Cofactor for more than 300 enzymes, including those that produce energy",
        "Needed for muscle and nerve function and a steady heartbeat",
        "Helps regulate blood sugar and blood pressure",
        "Needed to build bone, protein and DNA",
      ],
      ru: [
        "Кофактор более 300 ферментов, в том числе энергетического обмена",
        "Нужен для работы мышц и нервов, ровного сердечного ритма",
        "Участвует в регуляции уровня сахара и артериального давления",
        "Нужен для построения костей, синтеза белка и ДНК",
      ],
    },
    foodSources: {
      en: [
        "Pumpkin seeds",
        "Almonds and cashews",
        "Buckwheat and oatmeal",
        "Spinach",
        "Black beans and other legumes",
        "Whole-grain bread",
        "Dark chocolate",
        "Peanuts",
      ],
      ru: [
        "Тыквенные семечки",
        "Миндаль и кешью",
        "Гречка и овсянка",
        "Шпинат",
        "Чёрная фасоль и другие бобовые",
        "Цельнозерновой хлеб",
        "Горький шоколад",
        "Арахис",
      ],
    },
    deficiency: {
      en: [
        "Early signs: loss of appetite, nausea, tiredness, weakness",
        "Muscle cramps, numbness and tingling",
        "Irregular heartbeat",
        "Low blood calcium and potassium with severe deficiency",
      ],
      ru: [
        "Ранние признаки: потеря аппетита, тошнота, усталость, слабость",
        "Мышечные судороги, онемение и покалывание",
        "Нарушения сердечного ритма",
        "При выраженном дефиците — снижение кальция и калия в крови",
      ],
    },
    excess: {
      en: [
        "Rare from food: healthy kidneys remove the excess",
        "Diarrhoea, nausea and cramps from supplements and laxatives",
        "Very large doses (laxatives, antacids): low blood pressure, weakness, irregular heartbeat",
      ],
      ru: [
        "Из еды практически не встречается — здоровые почки выводят излишек",
        "Диарея, тошнота и спазмы от добавок и слабительных",
        "Очень большие дозы (слабительные, антациды): падение давления, слабость, перебои в работе сердца",
      ],
    },
    atRisk: {
      en: [
        "People with type 2 diabetes",
        "Older adults",
        "People with gut diseases (Crohn's disease, coeliac disease)",
        "People with alcohol dependence",
      ],
      ru: [
        "Люди с диабетом 2-го типа",
        "Пожилые люди",
        "Люди с болезнями кишечника (болезнь Крона, целиакия)",
        "Люди с алкогольной зависимостью",
      ],
    },
    sources: [odsSheet("Magnesium", "Magnesium"), driCalciumPhosphorusMagnesium],
  },
  {
    slug: "sodium",
    kind: "mineral",
    name: { en: "Sodium", ru: "Натрий" },
    aliases: {
      en: ["Na", "salt", "sodium chloride"],
      ru: ["Na", "соль", "хлорид натрия"],
    },
    unit: "mg",
    intakeKind: "AI",
    intakes: [
      row("1-3", 800, 800, null),
      row("4-8", 1000, 1000, null),
      row("9-13", 1200, 1200, null),
      row("14-18", 1500, 1500, null),
      row("19-30", 1500, 1500, null),
      row("31-50", 1500, 1500, null),
      row("51-70", 1500, 1500, null),
      row("71+", 1500, 1500, null),
    ],
    pregnancy: byLifeStageAge(1500, 1500, 1500),
    lactation: byLifeStageAge(1500, 1500, 1500),
    // Chronic Disease Risk Reduction intake (National Academies, 2019).
    riskReduction: {
      "1-3": 1200,
      "4-8": 1500,
      "9-13": 1800,
      "14-18": 2300,
      "19-30": 2300,
      "31-50": 2300,
      "51-70": 2300,
      "71+": 2300,
    },
    upperLimitNote: {
      en: "No UL is set. Since 2019 the National Academies use a Chronic Disease Risk Reduction intake (CDRR): if you eat more than 2,300 mg a day (ages 14 and up; 1,200 mg at 1–3, 1,500 mg at 4–8, 1,800 mg at 9–13), cutting back lowers the risk of high blood pressure and heart disease. 2,300 mg of sodium is about 6 g of salt.",
      ru: "Верхний допустимый уровень не установлен. С 2019 года Национальные академии используют уровень снижения риска хронических заболеваний (CDRR): если вы получаете больше 2 300 мг натрия в сутки (с 14 лет; 1 200 мг в 1–3 года, 1 500 мг в 4–8 лет, 1 800 мг в 9–13 лет), сокращение снижает риск гипертонии и болезней сердца. 2 300 мг натрия — это примерно 6 г соли.",
    },
    functions: {
      en: [
        "Keeps the balance of fluid inside and outside your cells",
        "Needed for nerve signals and muscle contraction",
        "Helps maintain blood volume and blood pressure",
        "Helps absorb glucose and amino acids in the gut",
      ],
      ru: [
        "Поддерживает баланс жидкости внутри и вне клеток",
        "Нужен для передачи нервных импульсов и сокращения мышц",
        "Помогает поддерживать объём крови и давление",
        "Участвует во всасывании глюкозы и аминокислот в кишечнике",
      ],
    },
    foodSources: {
      en: [
        "Table salt (a level teaspoon ≈ 2,300 mg sodium)",
        "Bread",
        "Sausages, ham and other processed meats",
        "Cheese",
        "Pickles, sauerkraut and salted or smoked fish",
        "Soups, sauces and ready meals",
        "Crisps, croutons and salty snacks",
      ],
      ru: [
        "Поваренная соль (чайная ложка без горки ≈ 2 300 мг натрия)",
        "Хлеб",
        "Колбаса, сосиски, ветчина",
        "Сыр",
        "Соленья, квашеная капуста, солёная и копчёная рыба",
        "Супы, соусы и готовая еда",
        "Чипсы, сухарики и солёные снеки",
      ],
    },
    deficiency: {
      en: [
        "Rarely caused by diet; low blood sodium usually comes from illness, medicines, or drinking lots of plain water during long endurance events",
        "Headache, nausea, confusion",
        "Muscle cramps and weakness",
        "Seizures in severe cases: a medical emergency",
      ],
      ru: [
        "Из-за питания бывает редко; низкий натрий в крови обычно связан с болезнями, лекарствами или избытком простой воды на длинных стартах",
        "Головная боль, тошнота, спутанность сознания",
        "Судороги и слабость в мышцах",
        "В тяжёлых случаях — судорожные приступы, нужна срочная медицинская помощь",
      ],
    },
    excess: {
      en: [
        "Higher blood pressure",
        "Higher risk of heart disease and stroke",
        "Thirst and fluid retention (puffiness)",
      ],
      ru: [
        "Повышение артериального давления",
        "Рост риска болезней сердца и инсульта",
        "Жажда и задержка жидкости (отёки)",
      ],
    },
    atRisk: {
      en: [
        "Endurance athletes and heavy sweaters, especially in the heat",
        "People who drink large amounts of plain water during long events",
        "Older adults taking diuretics",
      ],
      ru: [
        "Спортсмены на выносливость и те, кто сильно потеет, особенно в жару",
        "Те, кто пьёт много простой воды на длинных стартах",
        "Пожилые люди, принимающие мочегонные",
      ],
    },
    sources: [driSodiumPotassium, odsRecommendations],
  },
  {
    slug: "potassium",
    kind: "mineral",
    name: { en: "Potassium", ru: "Калий" },
    aliases: {
      en: ["K", "potassium chloride", "potassium citrate"],
      ru: ["K", "хлорид калия", "цитрат калия"],
    },
    unit: "mg",
    intakeKind: "AI",
    intakes: [
      row("1-3", 2000, 2000, null),
      row("4-8", 2300, 2300, null),
      row("9-13", 2500, 2300, null),
      row("14-18", 3000, 2300, null),
      row("19-30", 3400, 2600, null),
      row("31-50", 3400, 2600, null),
      row("51-70", 3400, 2600, null),
      row("71+", 3400, 2600, null),
    ],
    pregnancy: byLifeStageAge(2600, 2900, 2900),
    lactation: byLifeStageAge(2500, 2800, 2800),
    upperLimitNote: {
      en: "No UL is set for healthy people. If you have kidney disease or take medicines that affect potassium, ask your doctor before using supplements or potassium-based salt substitutes.",
      ru: "Для здоровых людей верхний предел не установлен. При болезнях почек или приёме лекарств, влияющих на калий, посоветуйтесь с врачом, прежде чем принимать добавки или заменители соли на основе калия.",
    },
    functions: {
      en: [
        "Works with sodium to keep fluid and electrolyte balance",
        "Needed for nerve signals and muscle contraction, including the heart",
        "Helps lower blood pressure by offsetting sodium",
        "May help protect bones and lower kidney stone risk",
      ],
      ru: [
        "Вместе с натрием поддерживает водно-электролитный баланс",
        "Нужен для нервных импульсов и сокращения мышц, включая сердце",
        "Помогает снижать давление, уравновешивая действие натрия",
        "Может помогать сохранять кости и снижать риск камней в почках",
      ],
    },
    foodSources: {
      en: [
        "Dried apricots and prunes",
        "Potatoes, especially baked in their skins",
        "Beans, lentils and peas",
        "Bananas",
        "Spinach and beetroot",
        "Tomatoes and tomato juice",
        "Kefir and yoghurt",
        "Salmon",
      ],
      ru: [
        "Курага и чернослив",
        "Картофель, особенно печёный в мундире",
        "Фасоль, чечевица и горох",
        "Бананы",
        "Шпинат и свёкла",
        "Помидоры и томатный сок",
        "Кефир и йогурт",
        "Лосось",
      ],
    },
    deficiency: {
      en: [
        "A low intake raises blood pressure and kidney stone risk",
        "Low blood potassium (usually from vomiting, diarrhoea or diuretics): weakness, tiredness, cramps, constipation",
        "Severe cases: irregular heartbeat, which needs medical care",
      ],
      ru: [
        "Недостаток в рационе повышает давление и риск камней в почках",
        "Низкий калий в крови (обычно из-за рвоты, диареи или мочегонных): слабость, усталость, судороги, запоры",
        "В тяжёлых случаях — нарушения ритма сердца, нужна помощь врача",
      ],
    },
    excess: {
      en: [
        "Rare from food if your kidneys are healthy",
        "Dangerously high blood potassium with kidney disease or some medicines (ACE inhibitors, potassium-sparing diuretics)",
        "Stomach upset from supplements",
      ],
      ru: [
        "При здоровых почках из еды практически не встречается",
        "Опасно высокий калий в крови при болезнях почек или приёме некоторых лекарств (ингибиторы АПФ, калийсберегающие диуретики)",
        "Раздражение желудка от добавок",
      ],
    },
    atRisk: {
      en: [
        "People who eat few fruits and vegetables",
        "People with inflammatory bowel disease or frequent vomiting or diarrhoea",
        "People taking some diuretics or laxatives",
      ],
      ru: [
        "Те, кто мало ест овощей и фруктов",
        "Люди с воспалительными заболеваниями кишечника, частой рвотой или диареей",
        "Те, кто принимает некоторые мочегонные или слабительные",
      ],
    },
    sources: [odsSheet("Potassium", "Potassium"), driSodiumPotassium],
  },
  {
    slug: "chloride",
    kind: "mineral",
    name: { en: "Chloride", ru: "Хлор" },
    aliases: {
      en: ["Cl", "chlorine (as chloride)"],
      ru: ["Cl", "хлориды", "хлорид"],
    },
    unit: "mg",
    intakeKind: "AI",
    intakes: [
      row("1-3", 1500, 1500, 2300),
      row("4-8", 1900, 1900, 2900),
      row("9-13", 2300, 2300, 3400),
      row("14-18", 2300, 2300, 3600),
      row("19-30", 2300, 2300, 3600),
      row("31-50", 2300, 2300, 3600),
      row("51-70", 2000, 2000, 3600),
      row("71+", 1800, 1800, 3600),
    ],
    pregnancy: byLifeStageAge(2300, 2300, 2300),
    lactation: byLifeStageAge(2300, 2300, 2300),
    upperLimitNote: {
      en: "Chloride comes almost entirely from salt, so its limits (set in 2005) mirror the sodium values of that time. Keeping sodium within the CDRR keeps chloride in range too.",
      ru: "Хлор мы получаем почти только с солью, поэтому его нормы (установлены в 2005 году) повторяют тогдашние значения для натрия. Если держать натрий в пределах CDRR, хлор тоже будет в норме.",
    },
    functions: {
      en: [
        "Works with sodium to keep fluid balance and blood pressure",
        "Part of stomach acid, needed to digest food",
        "Helps keep the blood's acid–base balance",
        "Helps nerve cells send signals",
      ],
      ru: [
        "Вместе с натрием поддерживает водный баланс и давление",
        "Входит в соляную кислоту желудка — нужен для пищеварения",
        "Помогает поддерживать кислотно-щелочной баланс крови",
        "Участвует в работе нервных клеток",
      ],
    },
    foodSources: {
      en: [
        "Table salt and salty foods",
        "Seaweed",
        "Olives",
        "Tomatoes",
        "Celery and lettuce",
        "Rye bread",
        "Pickles and sauerkraut",
      ],
      ru: [
        "Поваренная соль и солёные продукты",
        "Морская капуста",
        "Оливки",
        "Помидоры",
        "Сельдерей и листовой салат",
        "Ржаной хлеб",
        "Соленья и квашеная капуста",
      ],
    },
    deficiency: {
      en: [
        "Rarely caused by diet; happens with heavy vomiting, diarrhoea, sweating or diuretics",
        "Weakness and tiredness",
        "Dehydration",
        "A shift in the blood's acid–base balance (metabolic alkalosis)",
      ],
      ru: [
        "Из-за питания бывает редко; возникает при сильной рвоте, диарее, обильном потоотделении или приёме мочегонных",
        "Слабость и утомляемость",
        "Обезвоживание",
        "Сдвиг кислотно-щелочного баланса крови (метаболический алкалоз)",
      ],
    },
    excess: {
      en: [
        "Comes with too much salt",
        "As part of sodium chloride, linked to higher blood pressure",
      ],
      ru: [
        "Бывает вместе с избытком соли",
        "В составе поваренной соли связан с повышением давления",
      ],
    },
    atRisk: {
      en: [
        "People with prolonged vomiting or diarrhoea",
        "Athletes who sweat heavily for hours",
        "People taking diuretics",
      ],
      ru: [
        "Люди с затяжной рвотой или диареей",
        "Спортсмены, которые много часов подряд сильно потеют",
        "Те, кто принимает мочегонные",
      ],
    },
    sources: [driElectrolytes, odsRecommendations],
  },
  {
    slug: "iron",
    kind: "mineral",
    name: { en: "Iron", ru: "Железо" },
    aliases: {
      en: ["Fe", "heme iron", "non-heme iron", "ferrous sulphate"],
      ru: ["Fe", "гемовое железо", "негемовое железо", "сульфат железа"],
    },
    unit: "mg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 7, 7, 40),
      row("4-8", 10, 10, 40),
      row("9-13", 8, 8, 40),
      row("14-18", 11, 15, 45),
      row("19-30", 8, 18, 45),
      row("31-50", 8, 18, 45),
      row("51-70", 8, 8, 45),
      row("71+", 8, 8, 45),
    ],
    pregnancy: byLifeStageAge(27, 27, 27),
    lactation: byLifeStageAge(10, 9, 9),
    upperLimitNote: {
      en: "Applies to iron from food and supplements combined; it is based on the stomach side effects of supplements. Don't take iron without a reason: ask your doctor to check your levels first.",
      ru: "Относится к суммарному железу из еды и добавок; предел основан на побочных эффектах добавок со стороны желудка. Не принимайте железо без показаний — сначала проверьте его уровень у врача.",
    },
    functions: {
      en: [
        "Part of haemoglobin, which carries oxygen in the blood",
        "Part of myoglobin, which stores oxygen in muscles",
        "Needed for energy production and growth",
        "Important for brain development and the immune system",
      ],
      ru: [
        "Входит в гемоглобин, который переносит кислород в крови",
        "Входит в миоглобин — запас кислорода в мышцах",
        "Нужно для выработки энергии и роста",
        "Важно для развития мозга и работы иммунитета",
      ],
    },
    foodSources: {
      en: [
        "Beef and lamb",
        "Beef and chicken liver",
        "Mussels, oysters and other shellfish",
        "Lentils, beans and chickpeas",
        "Buckwheat",
        "Spinach",
        "Pumpkin seeds",
        "Fortified cereals (plant iron is absorbed better with vitamin C)",
      ],
      ru: [
        "Говядина и баранина",
        "Говяжья и куриная печень",
        "Мидии, устрицы и другие моллюски",
        "Чечевица, фасоль и нут",
        "Гречка",
        "Шпинат",
        "Тыквенные семечки",
        "Обогащённые хлопья (растительное железо лучше усваивается вместе с витамином C)",
      ],
    },
    deficiency: {
      en: [
        "Tiredness and lower endurance",
        "Pale skin, shortness of breath, fast heartbeat",
        "Brittle nails and hair loss",
        "Poor concentration and often feeling cold",
      ],
      ru: [
        "Утомляемость и снижение выносливости",
        "Бледность, одышка, учащённое сердцебиение",
        "Ломкие ногти и выпадение волос",
        "Рассеянность и постоянная зябкость",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Stomach upset, constipation and nausea from supplements",
        "An overdose of iron tablets is dangerous for children: keep them out of reach",
        "Organ damage in hereditary haemochromatosis",
      ],
      ru: [
        "Из еды практически не встречается",
        "Расстройство желудка, запоры и тошнота от добавок",
        "Передозировка препаратов железа опасна для детей — храните их в недоступном месте",
        "Поражение органов при наследственном гемохроматозе",
      ],
    },
    atRisk: {
      en: [
        "Women with heavy periods",
        "Pregnant women",
        "Endurance athletes, especially female runners, and frequent blood donors",
        "Vegetarians and vegans (they may need up to 1.8 times more iron)",
      ],
      ru: [
        "Женщины с обильными менструациями",
        "Беременные",
        "Спортсмены на выносливость, особенно бегуньи, и частые доноры крови",
        "Вегетарианцы и веганы (им может требоваться в 1,8 раза больше железа)",
      ],
    },
    sources: [odsSheet("Iron", "Iron"), driTraceElements],
  },
  {
    slug: "zinc",
    kind: "mineral",
    name: { en: "Zinc", ru: "Цинк" },
    aliases: {
      en: ["Zn", "zinc gluconate", "zinc picolinate"],
      ru: ["Zn", "глюконат цинка", "пиколинат цинка"],
    },
    unit: "mg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 3, 3, 7),
      row("4-8", 5, 5, 12),
      row("9-13", 8, 8, 23),
      row("14-18", 11, 9, 34),
      row("19-30", 11, 8, 40),
      row("31-50", 11, 8, 40),
      row("51-70", 11, 8, 40),
      row("71+", 11, 8, 40),
    ],
    pregnancy: byLifeStageAge(12, 11, 11),
    lactation: byLifeStageAge(13, 12, 12),
    upperLimitNote: {
      en: "Applies to zinc from food, water and supplements combined.",
      ru: "Относится к суммарному цинку из еды, воды и добавок.",
    },
    functions: {
      en: [
        "Needed by hundreds of enzymes",
        "Supports the immune system and wound healing",
        "Helps make protein and DNA",
        "Needed for normal growth, taste and smell",
      ],
      ru: [
        "Нужен для работы сотен ферментов",
        "Поддерживает иммунитет и заживление ран",
        "Участвует в синтезе белка и ДНК",
        "Важен для нормального роста, вкуса и обоняния",
      ],
    },
    foodSources: {
      en: [
        "Oysters (very rich)",
        "Beef and lamb",
        "Pork and dark poultry meat",
        "Crab",
        "Pumpkin seeds and cashews",
        "Cheese",
        "Chickpeas, lentils and beans",
        "Oats and buckwheat",
      ],
      ru: [
        "Устрицы (очень много)",
        "Говядина и баранина",
        "Свинина и тёмное мясо птицы",
        "Крабы",
        "Тыквенные семечки и кешью",
        "Сыр",
        "Нут, чечевица и фасоль",
        "Овсянка и гречка",
      ],
    },
    deficiency: {
      en: [
        "Frequent infections",
        "Slow wound healing",
        "Poor appetite and a weaker sense of taste and smell",
        "Hair loss, skin rashes, diarrhoea",
      ],
      ru: [
        "Частые инфекции",
        "Медленное заживление ран",
        "Плохой аппетит, притупление вкуса и обоняния",
        "Выпадение волос, кожная сыпь, диарея",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Nausea, vomiting and stomach cramps from large doses",
        "Long-term excess causes copper deficiency, weakens immunity and lowers HDL (“good”) cholesterol",
      ],
      ru: [
        "Из еды практически не встречается",
        "Тошнота, рвота и боли в животе от больших доз",
        "Длительный избыток вызывает дефицит меди, ослабляет иммунитет и снижает ЛПВП («хороший» холестерин)",
      ],
    },
    atRisk: {
      en: [
        "Vegetarians and vegans (phytates in grains and legumes reduce absorption)",
        "People with gut diseases or after gut surgery",
        "People with alcohol dependence",
        "Pregnant and breastfeeding women",
      ],
      ru: [
        "Вегетарианцы и веганы (фитаты из злаков и бобовых снижают усвоение)",
        "Люди с болезнями кишечника или после операций на нём",
        "Люди с алкогольной зависимостью",
        "Беременные и кормящие женщины",
      ],
    },
    sources: [odsSheet("Zinc", "Zinc"), driTraceElements],
  },
  {
    slug: "copper",
    kind: "mineral",
    name: { en: "Copper", ru: "Медь" },
    aliases: {
      en: ["Cu", "copper gluconate"],
      ru: ["Cu", "глюконат меди"],
    },
    unit: "µg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 340, 340, 1000),
      row("4-8", 440, 440, 3000),
      row("9-13", 700, 700, 5000),
      row("14-18", 890, 890, 8000),
      row("19-30", 900, 900, 10000),
      row("31-50", 900, 900, 10000),
      row("51-70", 900, 900, 10000),
      row("71+", 900, 900, 10000),
    ],
    pregnancy: byLifeStageAge(1000, 1000, 1000),
    lactation: byLifeStageAge(1300, 1300, 1300),
    upperLimitNote: {
      en: "Applies to copper from food and supplements combined.",
      ru: "Относится к суммарной меди из еды и добавок.",
    },
    functions: {
      en: [
        "Helps enzymes that produce energy",
        "Needed to make red blood cells and use iron",
        "Helps build connective tissue (collagen and elastin)",
        "Supports nerves and immunity; needed for skin and hair pigment",
      ],
      ru: [
        "Участвует в работе ферментов энергетического обмена",
        "Нужна для образования эритроцитов и использования железа",
        "Помогает строить соединительную ткань (коллаген и эластин)",
        "Поддерживает нервную и иммунную систему, нужна для пигмента кожи и волос",
      ],
    },
    foodSources: {
      en: [
        "Beef liver (very rich)",
        "Oysters and other shellfish",
        "Cashews and sunflower seeds",
        "Dark chocolate",
        "Buckwheat",
        "Lentils and chickpeas",
        "Mushrooms",
      ],
      ru: [
        "Говяжья печень (очень много)",
        "Устрицы и другие моллюски",
        "Кешью и семечки подсолнечника",
        "Горький шоколад",
        "Гречка",
        "Чечевица и нут",
        "Грибы",
      ],
    },
    deficiency: {
      en: [
        "Rare",
        "Anaemia and a low white blood cell count",
        "Weaker bones",
        "Numbness and poor balance from nerve damage, sometimes caused by too much zinc",
      ],
      ru: [
        "Встречается редко",
        "Анемия и снижение лейкоцитов",
        "Ослабление костей",
        "Онемение и нарушения равновесия из-за поражения нервов — иногда от избытка цинка",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Stomach pain, nausea, vomiting, diarrhoea",
        "Liver damage with long-term high intake or in Wilson's disease",
      ],
      ru: [
        "Из еды практически не встречается",
        "Боль в животе, тошнота, рвота, диарея",
        "Поражение печени при длительном избытке или при болезни Вильсона",
      ],
    },
    atRisk: {
      en: [
        "People taking high-dose zinc supplements",
        "People with coeliac disease or after bariatric surgery",
        "People with the inherited Menkes disease",
      ],
      ru: [
        "Те, кто принимает большие дозы цинка",
        "Люди с целиакией или после бариатрических операций",
        "Люди с наследственной болезнью Менкеса",
      ],
    },
    sources: [odsSheet("Copper", "Copper"), driTraceElements],
  },
  {
    slug: "manganese",
    kind: "mineral",
    name: { en: "Manganese", ru: "Марганец" },
    aliases: {
      en: ["Mn"],
      ru: ["Mn"],
    },
    unit: "mg",
    intakeKind: "AI",
    intakes: [
      row("1-3", 1.2, 1.2, 2),
      row("4-8", 1.5, 1.5, 3),
      row("9-13", 1.9, 1.6, 6),
      row("14-18", 2.2, 1.6, 9),
      row("19-30", 2.3, 1.8, 11),
      row("31-50", 2.3, 1.8, 11),
      row("51-70", 2.3, 1.8, 11),
      row("71+", 2.3, 1.8, 11),
    ],
    pregnancy: byLifeStageAge(2.0, 2.0, 2.0),
    lactation: byLifeStageAge(2.6, 2.6, 2.6),
    upperLimitNote: {
      en: "Applies to manganese from food, water and supplements combined.",
      ru: "Относится к суммарному марганцу из еды, воды и добавок.",
    },
    functions: {
      en: [
        "Part of enzymes that process carbohydrates, amino acids and cholesterol",
        "Part of the antioxidant enzyme manganese superoxide dismutase",
        "Helps form bone",
        "Needed for blood clotting and wound healing",
      ],
      ru: [
        "Входит в ферменты обмена углеводов, аминокислот и холестерина",
        "Входит в антиоксидантный фермент — марганцевую супероксиддисмутазу",
        "Участвует в формировании костей",
        "Нужен для свёртывания крови и заживления ран",
      ],
    },
    foodSources: {
      en: [
        "Mussels",
        "Hazelnuts and pecans",
        "Oatmeal",
        "Buckwheat and brown rice",
        "Chickpeas and other legumes",
        "Tea",
        "Spinach",
        "Pineapple",
      ],
      ru: [
        "Мидии",
        "Фундук и пекан",
        "Овсянка",
        "Гречка и бурый рис",
        "Нут и другие бобовые",
        "Чай",
        "Шпинат",
        "Ананас",
      ],
    },
    deficiency: {
      en: [
        "Very rare on a normal diet",
        "Poor growth and bone problems in children",
        "Skin rash and lighter hair colour",
        "Impaired glucose tolerance",
      ],
      ru: [
        "При обычном питании встречается очень редко",
        "Нарушения роста и формирования костей у детей",
        "Кожная сыпь, посветление волос",
        "Ухудшение толерантности к глюкозе",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Nerve damage resembling Parkinson's disease, mostly from breathing manganese dust (welders, miners) or from contaminated water",
        "Manganese can build up in people with liver disease",
      ],
      ru: [
        "Из еды практически не встречается",
        "Поражение нервной системы, похожее на болезнь Паркинсона, — в основном от вдыхания марганцевой пыли (сварщики, горняки) или загрязнённой воды",
        "При болезнях печени марганец может накапливаться",
      ],
    },
    atRisk: {
      en: [
        "People with epilepsy",
        "People with pancreatic insufficiency",
        "People on long-term haemodialysis",
      ],
      ru: [
        "Люди с эпилепсией",
        "Люди с недостаточностью поджелудочной железы",
        "Пациенты на длительном гемодиализе",
      ],
    },
    sources: [odsSheet("Manganese", "Manganese"), driTraceElements],
  },
  {
    slug: "selenium",
    kind: "mineral",
    name: { en: "Selenium", ru: "Селен" },
    aliases: {
      en: ["Se", "selenomethionine", "sodium selenite"],
      ru: ["Se", "селенометионин", "селенит натрия"],
    },
    unit: "µg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 20, 20, 90),
      row("4-8", 30, 30, 150),
      row("9-13", 40, 40, 280),
      row("14-18", 55, 55, 400),
      row("19-30", 55, 55, 400),
      row("31-50", 55, 55, 400),
      row("51-70", 55, 55, 400),
      row("71+", 55, 55, 400),
    ],
    pregnancy: byLifeStageAge(60, 60, 60),
    lactation: byLifeStageAge(70, 70, 70),
    upperLimitNote: {
      en: "Applies to selenium from food and supplements combined. A single Brazil nut can contain more than a day's RDA.",
      ru: "Относится к суммарному селену из еды и добавок. Один бразильский орех может содержать больше суточной нормы.",
    },
    functions: {
      en: [
        "Part of selenoproteins that protect cells from oxidative damage",
        "Needed to make active thyroid hormone",
        "Supports the immune system",
        "Plays a role in reproduction and DNA synthesis",
      ],
      ru: [
        "Входит в селенопротеины, которые защищают клетки от окислительного повреждения",
        "Нужен для образования активного гормона щитовидной железы",
        "Поддерживает иммунитет",
        "Важен для репродуктивной функции и синтеза ДНК",
      ],
    },
    foodSources: {
      en: [
        "Brazil nuts (one or two cover the day)",
        "Tuna and sardines",
        "Shrimp",
        "Beef and pork",
        "Chicken and turkey",
        "Eggs",
        "Cottage cheese",
        "Whole grains and sunflower seeds",
      ],
      ru: [
        "Бразильский орех (одного-двух хватает на день)",
        "Тунец и сардины",
        "Креветки",
        "Говядина и свинина",
        "Курица и индейка",
        "Яйца",
        "Творог",
        "Цельные злаки и семечки подсолнечника",
      ],
    },
    deficiency: {
      en: [
        "Rare where soils are rich in selenium",
        "Keshan disease (heart muscle damage) in low-selenium regions",
        "Makes the effects of iodine deficiency on the thyroid worse",
        "Reduced male fertility",
      ],
      ru: [
        "Редко встречается там, где почвы богаты селеном",
        "Кешанская болезнь (поражение сердечной мышцы) в регионах с бедными селеном почвами",
        "Усиливает влияние нехватки йода на щитовидную железу",
        "Снижение мужской фертильности",
      ],
    },
    excess: {
      en: [
        "Garlic breath and a metallic taste in the mouth",
        "Brittle hair and nails, hair loss",
        "Skin rash, tiredness, irritability, nausea",
        "Possible with daily handfuls of Brazil nuts or high-dose supplements",
      ],
      ru: [
        "Чесночный запах изо рта и металлический привкус",
        "Ломкие волосы и ногти, выпадение волос",
        "Сыпь, утомляемость, раздражительность, тошнота",
        "Возможен, если каждый день есть горсть бразильских орехов или принимать большие дозы добавок",
      ],
    },
    atRisk: {
      en: [
        "People on kidney dialysis",
        "People living with HIV",
        "People in regions with selenium-poor soil",
      ],
      ru: [
        "Пациенты на гемодиализе",
        "Люди, живущие с ВИЧ",
        "Жители регионов с бедными селеном почвами",
      ],
    },
    sources: [odsSheet("Selenium", "Selenium"), driSelenium],
  },
  {
    slug: "iodine",
    kind: "mineral",
    name: { en: "Iodine", ru: "Йод" },
    aliases: {
      en: ["I", "iodide", "potassium iodide"],
      ru: ["I", "йодид", "йодид калия"],
    },
    unit: "µg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 90, 90, 200),
      row("4-8", 90, 90, 300),
      row("9-13", 120, 120, 600),
      row("14-18", 150, 150, 900),
      row("19-30", 150, 150, 1100),
      row("31-50", 150, 150, 1100),
      row("51-70", 150, 150, 1100),
      row("71+", 150, 150, 1100),
    ],
    pregnancy: byLifeStageAge(220, 220, 220),
    lactation: byLifeStageAge(290, 290, 290),
    upperLimitNote: {
      en: "Applies to iodine from food, iodised salt and supplements combined. Kelp products can exceed it quickly.",
      ru: "Относится к суммарному йоду из еды, йодированной соли и добавок. Продукты из ламинарии могут быстро его превысить.",
    },
    functions: {
      en: [
        "Needed to make thyroid hormones",
        "Through these hormones, controls metabolism and energy use",
        "Critical for brain and bone development in pregnancy and early childhood",
      ],
      ru: [
        "Нужен для синтеза гормонов щитовидной железы",
        "Через эти гормоны регулирует обмен веществ и расход энергии",
        "Крайне важен для развития мозга и костей плода и маленького ребёнка",
      ],
    },
    foodSources: {
      en: [
        "Iodised salt",
        "Seaweed such as kelp and nori (amounts vary widely)",
        "Cod, pollock and haddock",
        "Shrimp",
        "Milk, yoghurt and cottage cheese",
        "Eggs",
      ],
      ru: [
        "Йодированная соль",
        "Морская капуста (ламинария) и нори — содержание сильно разнится",
        "Треска, минтай и пикша",
        "Креветки",
        "Молоко, йогурт и творог",
        "Яйца",
      ],
    },
    deficiency: {
      en: [
        "Enlarged thyroid (goitre)",
        "Hypothyroidism: tiredness, weight gain, feeling cold",
        "In pregnancy, a risk to the baby's brain development",
      ],
      ru: [
        "Увеличение щитовидной железы (зоб)",
        "Гипотиреоз: усталость, набор веса, зябкость",
        "Во время беременности — угроза развитию мозга ребёнка",
      ],
    },
    excess: {
      en: [
        "Rare from food, except when eating a lot of kelp",
        "Thyroid problems (goitre, an over- or underactive thyroid)",
        "Burning in the mouth and stomach and nausea with very large doses",
      ],
      ru: [
        "Из еды бывает редко — разве что при большом количестве ламинарии",
        "Нарушения работы щитовидной железы (зоб, гипер- или гипотиреоз)",
        "При очень больших дозах — жжение во рту и в желудке, тошнота",
      ],
    },
    atRisk: {
      en: [
        "People who don't use iodised salt",
        "Pregnant and breastfeeding women",
        "Vegans and people who eat little dairy and seafood",
        "People in iodine-poor regions, which include much of Russia",
      ],
      ru: [
        "Те, кто не пользуется йодированной солью",
        "Беременные и кормящие женщины",
        "Веганы и те, кто мало ест молочного и морепродуктов",
        "Жители йододефицитных регионов — а это большая часть России",
      ],
    },
    sources: [odsSheet("Iodine", "Iodine"), driTraceElements],
  },
  {
    slug: "chromium",
    kind: "mineral",
    name: { en: "Chromium", ru: "Хром" },
    aliases: {
      en: ["Cr", "trivalent chromium", "chromium picolinate"],
      ru: ["Cr", "трёхвалентный хром", "пиколинат хрома"],
    },
    unit: "µg",
    intakeKind: "AI",
    intakes: [
      row("1-3", 11, 11, null),
      row("4-8", 15, 15, null),
      row("9-13", 25, 21, null),
      row("14-18", 35, 24, null),
      row("19-30", 35, 25, null),
      row("31-50", 35, 25, null),
      row("51-70", 30, 20, null),
      row("71+", 30, 20, null),
    ],
    pregnancy: byLifeStageAge(29, 30, 30),
    lactation: byLifeStageAge(44, 45, 45),
    upperLimitNote: {
      en: "No upper limit is set for trivalent chromium from food and supplements, but few studies have looked at high doses.",
      ru: "Верхний предел для трёхвалентного хрома из еды и добавок не установлен, но исследований больших доз мало.",
    },
    functions: {
      en: [
        "Appears to enhance the action of insulin",
        "Involved in carbohydrate, fat and protein metabolism",
        "Its exact role, and whether it is essential at all, is still debated",
      ],
      ru: [
        "Предположительно усиливает действие инсулина",
        "Участвует в обмене углеводов, жиров и белков",
        "Его точная роль и даже сама необходимость до сих пор обсуждаются",
      ],
    },
    foodSources: {
      en: [
        "Broccoli",
        "Grape juice",
        "Whole-grain products",
        "Potatoes",
        "Beef and turkey",
        "Green beans",
        "Apples",
        "Brewer's yeast",
      ],
      ru: [
        "Брокколи",
        "Виноградный сок",
        "Цельнозерновые продукты",
        "Картофель",
        "Говядина и индейка",
        "Стручковая фасоль",
        "Яблоки",
        "Пивные дрожжи",
      ],
    },
    deficiency: {
      en: [
        "Not seen in healthy people on a normal diet",
        "Reported only in patients on long-term intravenous feeding without chromium",
        "In those cases: poor glucose tolerance, weight loss, nerve problems",
      ],
      ru: [
        "У здоровых людей при обычном питании не наблюдается",
        "Описан только у пациентов на длительном внутривенном питании без хрома",
        "В таких случаях — нарушение толерантности к глюкозе, потеря веса, поражение нервов",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Isolated reports of kidney and liver problems with supplements",
        "May interact with diabetes medicines: check with your doctor",
      ],
      ru: [
        "Из еды не встречается",
        "Единичные сообщения о проблемах с почками и печенью на фоне добавок",
        "Может взаимодействовать с препаратами от диабета — посоветуйтесь с врачом",
      ],
    },
    atRisk: {
      en: [
        "Patients on long-term intravenous (parenteral) nutrition",
        "No other risk groups are established for people on a varied diet",
      ],
      ru: [
        "Пациенты на длительном парентеральном (внутривенном) питании",
        "Других установленных групп риска при разнообразном питании нет",
      ],
    },
    sources: [odsSheet("Chromium", "Chromium"), driTraceElements],
  },
  {
    slug: "molybdenum",
    kind: "mineral",
    name: { en: "Molybdenum", ru: "Молибден" },
    aliases: {
      en: ["Mo", "molybdate"],
      ru: ["Mo", "молибдат"],
    },
    unit: "µg",
    intakeKind: "RDA",
    intakes: [
      row("1-3", 17, 17, 300),
      row("4-8", 22, 22, 600),
      row("9-13", 34, 34, 1100),
      row("14-18", 43, 43, 1700),
      row("19-30", 45, 45, 2000),
      row("31-50", 45, 45, 2000),
      row("51-70", 45, 45, 2000),
      row("71+", 45, 45, 2000),
    ],
    pregnancy: byLifeStageAge(50, 50, 50),
    lactation: byLifeStageAge(50, 50, 50),
    upperLimitNote: {
      en: "Applies to molybdenum from food and supplements combined.",
      ru: "Относится к суммарному молибдену из еды и добавок.",
    },
    functions: {
      en: [
        "Cofactor for enzymes that break down sulphur-containing amino acids",
        "Helps turn purines into uric acid",
        "Helps process some toxins and medicines",
      ],
      ru: [
        "Кофактор ферментов, которые расщепляют серосодержащие аминокислоты",
        "Участвует в превращении пуринов в мочевую кислоту",
        "Помогает обезвреживать некоторые токсины и лекарства",
      ],
    },
    foodSources: {
      en: [
        "Beans, lentils and peas",
        "Beef liver",
        "Whole grains and oats",
        "Nuts",
        "Milk and yoghurt",
        "Potatoes",
        "Rice",
      ],
      ru: [
        "Фасоль, чечевица и горох",
        "Говяжья печень",
        "Цельные злаки и овсянка",
        "Орехи",
        "Молоко и йогурт",
        "Картофель",
        "Рис",
      ],
    },
    deficiency: {
      en: [
        "Not seen in healthy people",
        "Occurs only in babies with rare inherited molybdenum cofactor deficiency",
        "In those cases: seizures and brain damage",
      ],
      ru: [
        "У здоровых людей не встречается",
        "Бывает только у младенцев с редким наследственным дефицитом молибденового кофактора",
        "В таких случаях — судороги и поражение мозга",
      ],
    },
    excess: {
      en: [
        "Rare from food",
        "Very high intakes may cause gout-like symptoms or copper loss (data mostly from workplace exposure and animal studies)",
      ],
      ru: [
        "Из еды практически не встречается",
        "Очень высокие дозы могут вызывать симптомы, похожие на подагру, и потерю меди (данные в основном о производственном контакте и опытах на животных)",
      ],
    },
    atRisk: {
      en: [
        "Babies with inherited molybdenum cofactor or sulphite oxidase deficiency",
        "No risk groups among healthy people",
      ],
      ru: [
        "Младенцы с наследственным дефицитом молибденового кофактора или сульфитоксидазы",
        "Среди здоровых людей групп риска нет",
      ],
    },
    sources: [odsSheet("Molybdenum", "Molybdenum"), driTraceElements],
  },
  {
    slug: "fluoride",
    kind: "mineral",
    name: { en: "Fluoride", ru: "Фтор" },
    aliases: {
      en: ["F", "fluorine (as fluoride)", "sodium fluoride"],
      ru: ["F", "фториды", "фторид натрия"],
    },
    unit: "mg",
    intakeKind: "AI",
    intakes: [
      row("1-3", 0.7, 0.7, 1.3),
      row("4-8", 1, 1, 2.2),
      row("9-13", 2, 2, 10),
      row("14-18", 3, 3, 10),
      row("19-30", 4, 3, 10),
      row("31-50", 4, 3, 10),
      row("51-70", 4, 3, 10),
      row("71+", 4, 3, 10),
    ],
    pregnancy: byLifeStageAge(3, 3, 3),
    lactation: byLifeStageAge(3, 3, 3),
    upperLimitNote: {
      en: "Applies to fluoride from all sources combined, including drinking water and swallowed toothpaste.",
      ru: "Относится к фтору из всех источников вместе, включая питьевую воду и проглоченную зубную пасту.",
    },
    functions: {
      en: [
        "Makes tooth enamel harder and more resistant to decay",
        "Helps stop early tooth decay",
        "Is stored in bone",
      ],
      ru: [
        "Делает зубную эмаль прочнее и устойчивее к кариесу",
        "Помогает остановить кариес на ранней стадии",
        "Накапливается в костной ткани",
      ],
    },
    foodSources: {
      en: [
        "Fluoridated drinking water",
        "Black and green tea",
        "Coffee",
        "Shrimp",
        "Raisins and grape juice",
        "Oatmeal and potatoes",
        "Fluoridated salt (sold in some countries)",
      ],
      ru: [
        "Фторированная питьевая вода",
        "Чёрный и зелёный чай",
        "Кофе",
        "Креветки",
        "Изюм и виноградный сок",
        "Овсянка и картофель",
        "Фторированная соль (продаётся в некоторых странах)",
      ],
    },
    deficiency: {
      en: [
        "Higher risk of tooth decay",
        "Especially in children who get little fluoride from water or toothpaste",
        "Fluoride is not essential for life, but too little leaves teeth less protected",
      ],
      ru: [
        "Повышенный риск кариеса",
        "Особенно у детей, которые мало получают фтора с водой и зубной пастой",
        "Фтор не жизненно необходим, но при его нехватке зубы хуже защищены",
      ],
    },
    excess: {
      en: [
        "White spots or streaks on teeth (dental fluorosis) in children under 8",
        "Skeletal fluorosis (stiff, painful joints and brittle bones) after years of very high intake",
        "Swallowed toothpaste is a common cause in children: use a rice-grain smear for toddlers and a pea-sized amount from age 3",
      ],
      ru: [
        "Белые пятна и полоски на зубах (флюороз) у детей до 8 лет",
        "Скелетный флюороз (скованность и боль в суставах, хрупкие кости) после многих лет очень высокого потребления",
        "У детей частая причина — проглоченная зубная паста: малышам нужно количество с рисовое зёрнышко, с 3 лет — с горошину",
      ],
    },
    atRisk: {
      en: [
        "People whose water is low in fluoride and not fluoridated",
        "Children who don't use fluoride toothpaste",
        "People with a dry mouth (less saliva)",
      ],
      ru: [
        "Люди, у которых в воде мало фтора и её не фторируют",
        "Дети, которые не пользуются зубной пастой со фтором",
        "Люди с сухостью во рту (меньше слюны)",
      ],
    },
    sources: [odsSheet("Fluoride", "Fluoride"), driCalciumPhosphorusMagnesium],
  },
];
