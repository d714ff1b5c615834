// The staples of Russian and CIS home cooking that SR28 lacks (decision 0043): dishes
// computed from SR28 ingredients and products made to a Russian standard. A recipe lists raw
// weights of the edible part (SR28 NDB numbers) and what the finished dish weighs, so its values
// per 100 g are the ingredients' sum divided by the yield; water the dish keeps (soup, dumplings,
// porridge) is an ingredient. A product gives its macros per 100 g from the standard that defines
// it (fat is the product's class) and typical labels, energy at 4/9/4 kcal per gram, and, where
// SR28 has the same kind of food, the entry whose vitamins and minerals stand in for its own.
// Foods SR28 already has (buckwheat, cooked buckwheat, sour cream about 20 %, mashed potatoes,
// draniki, sauerkraut, pickles) are not repeated here.
import type { Localized } from "../../core/content";

/** Where a staple's numbers come from: a standard and its clause, or a recipe collection and its recipe. */
export interface StapleSource {
  title: string;
  detail?: string;
}

interface StapleBase {
  /** Kebab-case slug, unique, used as the food's id in the database. */
  id: string;
  name: Localized;
  /** Everyday words in both languages, lower case, that are not already in the names. */
  words: string[];
  /** As in content/foods/ru: 1 the form meant by the everyday word, 2 common, 3 less often. */
  common: 1 | 2 | 3;
  /** Household portions with their weights in grams. */
  portions: { grams: number; label: Localized }[];
  source: StapleSource;
}

/** A dish computed from SR28 ingredients (raw weights) and the weight of the finished dish. */
export interface StapleRecipe extends StapleBase {
  kind: "recipe";
  /** SR28 NDB numbers and raw grams of the edible part. */
  ingredients: { ndb: string; grams: number }[];
  /** The finished dish's weight: water lost in cooking or taken up. */
  yieldGrams: number;
}

/** A product made to a Russian standard: macros per 100 g from the standard and typical labels. */
export interface StapleProduct extends StapleBase {
  kind: "product";
  per100g: { kcal: number; protein: number; fat: number; carbs: number; sugar?: number; saturatedFat?: number };
  /** The SR28 entry whose vitamins and minerals stand in (whole milk for ряженка 4 %); absent: unknown. */
  micronutrientsFrom?: string;
}

export type Staple = StapleRecipe | StapleProduct;

const canteen = "Сборник рецептур блюд и кулинарных изделий для предприятий общественного питания (М.: Экономика, 1982)";
const home = "Typical home recipe";

// Portions shared by several staples.
const soupBowl = { grams: 300, label: { en: "1 bowl", ru: "1 тарелка" } };
const soupLadle = { grams: 150, label: { en: "1 ladle", ru: "1 половник" } };
const porridgeBowl = { grams: 250, label: { en: "1 bowl", ru: "1 тарелка" } };
const saladServing = { grams: 150, label: { en: "1 serving", ru: "1 порция" } };
const saladSpoon = { grams: 30, label: { en: "1 tablespoon", ru: "1 ст. ложка" } };
const glass = { grams: 206, label: { en: "1 glass (200 ml)", ru: "1 стакан (200 мл)" } };
const bottle = { grams: 900, label: { en: "1 bottle (900 g)", ru: "1 бутылка (900 г)" } };
const tvorogPack = { grams: 180, label: { en: "1 pack (180 g)", ru: "1 пачка (180 г)" } };
const smetanaSpoon = { grams: 20, label: { en: "1 tablespoon", ru: "1 ст. ложка" } };

const products: StapleProduct[] = [
  // Fermented milk
  {
    kind: "product",
    id: "kefir-1",
    name: { en: "Kefir, 1% fat", ru: "Кефир 1 %" },
    words: ["кефирчик", "нежирный кефир", "low-fat kefir"],
    common: 1,
    portions: [glass, bottle],
    source: {
      title: "ГОСТ 31454-2012 Кефир. Технические условия",
      detail:
        "Fat 1.0 % (the product's class); protein 3.0 g, at or above the standard's minimum for low-fat kefir; carbohydrate (lactose) 4.0 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 37, protein: 3, fat: 1, carbs: 4, sugar: 4 },
    micronutrientsFrom: "01082",
  },
  {
    kind: "product",
    id: "kefir-2-5",
    name: { en: "Kefir, 2.5% fat", ru: "Кефир 2,5 %" },
    words: ["кефирчик"],
    common: 1,
    portions: [glass, bottle],
    source: {
      title: "ГОСТ 31454-2012 Кефир. Технические условия",
      detail:
        "Fat 2.5 % (the product's class); protein 3.0 g, at or above the standard's minimum; carbohydrate (lactose) 4.0 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 51, protein: 3, fat: 2.5, carbs: 4, sugar: 4 },
    micronutrientsFrom: "01079",
  },
  {
    kind: "product",
    id: "kefir-3-2",
    name: { en: "Kefir, 3.2% fat", ru: "Кефир 3,2 %" },
    words: ["кефирчик"],
    common: 2,
    portions: [glass, bottle],
    source: {
      title: "ГОСТ 31454-2012 Кефир. Технические условия",
      detail:
        "Fat 3.2 % (the product's class); protein 3.0 g, at or above the standard's minimum; carbohydrate (lactose) 4.0 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 57, protein: 3, fat: 3.2, carbs: 4, sugar: 4 },
    micronutrientsFrom: "01077",
  },
  {
    kind: "product",
    id: "ryazhenka-2-5",
    name: { en: "Ryazhenka (fermented baked milk), 2.5% fat", ru: "Ряженка 2,5 %" },
    words: ["кисломолочный напиток", "fermented milk"],
    common: 2,
    portions: [glass, bottle],
    source: {
      title: "ГОСТ 31455-2012 Ряженка. Технические условия",
      detail:
        "Fat 2.5 % (the product's class); protein 3.0 g, at or above the standard's minimum; carbohydrate (lactose) 4.2 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 51, protein: 3, fat: 2.5, carbs: 4.2, sugar: 4.2 },
    micronutrientsFrom: "01079",
  },
  {
    kind: "product",
    id: "ryazhenka-4",
    name: { en: "Ryazhenka (fermented baked milk), 4% fat", ru: "Ряженка 4 %" },
    words: ["кисломолочный напиток", "fermented milk"],
    common: 1,
    portions: [glass, bottle],
    source: {
      title: "ГОСТ 31455-2012 Ряженка. Технические условия",
      detail:
        "Fat 4.0 % (the product's class); protein 3.0 g, at or above the standard's minimum; carbohydrate (lactose) 4.2 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 65, protein: 3, fat: 4, carbs: 4.2, sugar: 4.2 },
    micronutrientsFrom: "01077",
  },
  // Tvorog and sour cream
  {
    kind: "product",
    id: "tvorog-2",
    name: { en: "Tvorog (farmer's cheese), 2% fat", ru: "Творог 2 %" },
    words: ["творожок", "нежирный творог", "cottage cheese", "farmer cheese", "quark"],
    common: 2,
    portions: [tvorogPack],
    source: {
      title: "ГОСТ 31453-2013 Творог. Технические условия",
      detail:
        "Fat 2.0 % (low-fat class); protein 18 g, the standard's minimum for low-fat tvorog; carbohydrate 3.3 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 103, protein: 18, fat: 2, carbs: 3.3 },
  },
  {
    kind: "product",
    id: "tvorog-5",
    name: { en: "Tvorog (farmer's cheese), 5% fat", ru: "Творог 5 %" },
    words: ["творожок", "cottage cheese", "farmer cheese", "quark"],
    common: 1,
    portions: [tvorogPack],
    source: {
      title: "ГОСТ 31453-2013 Творог. Технические условия",
      detail:
        "Fat 5.0 % (classic class); protein 17 g and carbohydrate 1.8 g as on a typical label (the standard's minimum for classic tvorog is 16 % protein); energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 120, protein: 17, fat: 5, carbs: 1.8 },
  },
  {
    kind: "product",
    id: "tvorog-9",
    name: { en: "Tvorog (farmer's cheese), 9% fat", ru: "Творог 9 %" },
    words: ["творожок", "полужирный творог", "cottage cheese", "farmer cheese", "quark"],
    common: 1,
    portions: [tvorogPack],
    source: {
      title: "ГОСТ 31453-2013 Творог. Технические условия",
      detail:
        "Fat 9.0 % (classic class); protein 16 g, the standard's minimum for classic tvorog; carbohydrate 2.0 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 153, protein: 16, fat: 9, carbs: 2 },
  },
  {
    kind: "product",
    id: "smetana-10",
    name: { en: "Smetana (sour cream), 10% fat", ru: "Сметана 10 %" },
    words: ["сметанка", "нежирная сметана"],
    common: 2,
    portions: [smetanaSpoon],
    source: {
      title: "ГОСТ 31452-2012 Сметана. Технические условия",
      detail:
        "Fat 10 % (the product's class); protein 3.0 g and carbohydrate 2.9 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 114, protein: 3, fat: 10, carbs: 2.9 },
    micronutrientsFrom: "01055",
  },
  {
    kind: "product",
    id: "smetana-15",
    name: { en: "Smetana (sour cream), 15% fat", ru: "Сметана 15 %" },
    words: ["сметанка"],
    common: 1,
    portions: [smetanaSpoon],
    source: {
      title: "ГОСТ 31452-2012 Сметана. Технические условия",
      detail:
        "Fat 15 % (the product's class); protein 2.6 g and carbohydrate 3.0 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 157, protein: 2.6, fat: 15, carbs: 3 },
    micronutrientsFrom: "01055",
  },
  {
    kind: "product",
    id: "syrok-glazirovannyi",
    name: { en: "Glazed tvorog bar (syrok), 23% fat", ru: "Сырок творожный глазированный 23 %" },
    words: ["глазированный сырок", "сырок в шоколаде", "сырочек", "curd snack", "glazed curd bar"],
    common: 1,
    portions: [{ grams: 45, label: { en: "1 bar", ru: "1 сырок" } }],
    source: {
      title: "ГОСТ 33927-2016 Сырки творожные глазированные. Общие технические условия",
      detail:
        "Fat 23 % (the product's class); protein 8.5 g and carbohydrate 32 g (mostly sugar) as on typical labels of vanilla glazed syrki; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 369, protein: 8.5, fat: 23, carbs: 32 },
  },
  {
    kind: "product",
    id: "butter-72-5",
    name: { en: "Butter, 72.5% fat (Krestyanskoye)", ru: "Масло сливочное «Крестьянское» 72,5 %" },
    words: ["крестьянское масло", "butter 72"],
    common: 2,
    portions: [
      { grams: 5, label: { en: "1 teaspoon", ru: "1 ч. ложка" } },
      { grams: 10, label: { en: "on a slice of bread", ru: "на бутерброд" } },
    ],
    source: {
      title: "ГОСТ 32261-2013 Масло сливочное. Технические условия",
      detail:
        "Fat 72.5 % (the Krestyanskoye class); protein 0.8 g and carbohydrate 1.3 g (the milk solids of the rest) as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 661, protein: 0.8, fat: 72.5, carbs: 1.3 },
  },
  // Sausages and bread
  {
    kind: "product",
    id: "kolbasa-doktorskaya",
    name: { en: "Doktorskaya (boiled pork and beef sausage)", ru: "Колбаса варёная «Докторская»" },
    words: ["варёнка", "вареная колбаса", "докторская колбаса", "bologna"],
    common: 1,
    portions: [
      { grams: 20, label: { en: "1 slice", ru: "1 ломтик" } },
      { grams: 40, label: { en: "2 slices", ru: "2 ломтика" } },
    ],
    source: {
      title: "ГОСТ 23670-2019 Изделия колбасные вареные мясные. Технические условия",
      detail:
        "Pork, beef, eggs and milk to the standard's recipe; protein 12.8 g, fat 22.2 g and carbohydrate 1.5 g as on typical labels (the standard limits protein from below and fat from above); energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 257, protein: 12.8, fat: 22.2, carbs: 1.5 },
    micronutrientsFrom: "07008",
  },
  {
    kind: "product",
    id: "sosiski-molochnye",
    name: { en: "Molochnye frankfurters (milk sausages)", ru: "Сосиски «Молочные»" },
    words: ["сосиска", "молочные сосиски", "hot dog", "wieners"],
    common: 1,
    portions: [{ grams: 50, label: { en: "1 frankfurter", ru: "1 сосиска" } }],
    source: {
      title: "ГОСТ 23670-2019 Изделия колбасные вареные мясные. Технические условия",
      detail:
        "Pork, beef and milk to the standard's recipe; protein 11.0 g, fat 23.9 g and carbohydrate 1.6 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 266, protein: 11, fat: 23.9, carbs: 1.6 },
    micronutrientsFrom: "07950",
  },
  {
    kind: "product",
    id: "khleb-borodinsky",
    name: { en: "Borodinsky bread (dark rye bread with coriander)", ru: "Хлеб «Бородинский»" },
    words: ["чёрный хлеб", "черный хлеб", "ржаной хлеб"],
    common: 1,
    portions: [{ grams: 30, label: { en: "1 slice", ru: "1 ломтик" } }],
    source: {
      title: "ГОСТ 2077-84 Хлеб ржаной, ржано-пшеничный и пшенично-ржаной. Технические условия",
      detail:
        "Rye and wheat flour, malt, molasses and coriander to the standard's recipe; the standard sets no macros: protein 6.8 g, fat 1.3 g and carbohydrate 40.7 g as on typical labels; energy at 4/9/4 kcal per gram.",
    },
    per100g: { kcal: 202, protein: 6.8, fat: 1.3, carbs: 40.7 },
  },
];

const recipes: StapleRecipe[] = [
  // Dumplings
  {
    kind: "recipe",
    id: "pelmeni-beef-pork",
    name: { en: "Pelmeni with beef and pork, boiled", ru: "Пельмени с говядиной и свининой, отварные" },
    words: ["пельмешки", "домашние пельмени", "dumplings", "russian dumplings"],
    common: 1,
    portions: [
      { grams: 120, label: { en: "10 pelmeni", ru: "10 штук" } },
      { grams: 250, label: { en: "1 plate", ru: "1 тарелка" } },
    ],
    source: {
      title: canteen,
      detail:
        "Dough of flour, egg and water; filling of equal parts beef and pork with onion, in line with the collection's pelmeni (recipe number not given). Boiled dumplings weigh about 5 % more than raw: the dough takes up water.",
    },
    ingredients: [
      { ndb: "20481", grams: 300 },
      { ndb: "01123", grams: 50 },
      { ndb: "14411", grams: 160 },
      { ndb: "02047", grams: 12 },
      { ndb: "23567", grams: 200 },
      { ndb: "10219", grams: 200 },
      { ndb: "11282", grams: 80 },
      { ndb: "02030", grams: 1 },
    ],
    yieldGrams: 1050,
  },
  {
    kind: "recipe",
    id: "vareniki-potato",
    name: { en: "Vareniki with potato, boiled", ru: "Вареники с картошкой, отварные" },
    words: ["вареники с картофелем", "варенички", "pierogi", "dumplings"],
    common: 1,
    portions: [
      { grams: 150, label: { en: "10 vareniki", ru: "10 штук" } },
      { grams: 250, label: { en: "1 plate", ru: "1 тарелка" } },
    ],
    source: {
      title: canteen,
      detail:
        "Dough of flour, egg and water; filling of mashed potato with onion fried in sunflower oil, in line with the collection's vareniki (recipe number not given). Yield allows for the onion's frying loss and the water the dough takes up.",
    },
    ingredients: [
      { ndb: "20481", grams: 300 },
      { ndb: "01123", grams: 50 },
      { ndb: "14411", grams: 120 },
      { ndb: "02047", grams: 9 },
      { ndb: "11352", grams: 600 },
      { ndb: "11282", grams: 100 },
      { ndb: "04060", grams: 30 },
    ],
    yieldGrams: 1180,
  },
  {
    kind: "recipe",
    id: "vareniki-tvorog",
    name: { en: "Vareniki with tvorog, boiled", ru: "Вареники с творогом, отварные" },
    words: ["варенички", "творожные вареники", "pierogi", "dumplings"],
    common: 1,
    portions: [
      { grams: 150, label: { en: "10 vareniki", ru: "10 штук" } },
      { grams: 250, label: { en: "1 plate", ru: "1 тарелка" } },
    ],
    source: {
      title: canteen,
      detail:
        "Dough of flour, egg and water; filling of tvorog with egg and sugar, in line with the collection's vareniki with tvorog (recipe number not given). SR28 has no Russian tvorog: low-fat cottage cheese (01016) stands in, so protein is on the low side.",
    },
    ingredients: [
      { ndb: "20481", grams: 300 },
      { ndb: "01123", grams: 100 },
      { ndb: "14411", grams: 120 },
      { ndb: "02047", grams: 4 },
      { ndb: "01016", grams: 500 },
      { ndb: "19335", grams: 40 },
    ],
    yieldGrams: 1100,
  },
  {
    kind: "recipe",
    id: "lenivye-vareniki",
    name: { en: "Lazy vareniki (tvorog dumplings), boiled", ru: "Ленивые вареники" },
    words: ["творожные клёцки", "галушки из творога", "cottage cheese dumplings"],
    common: 2,
    portions: [{ grams: 200, label: { en: "1 plate", ru: "1 тарелка" } }],
    source: {
      title: canteen,
      detail:
        "Tvorog bound with egg, flour and sugar, cut and boiled, in line with the collection's lazy vareniki (recipe number not given). Low-fat cottage cheese (01016) stands in for tvorog.",
    },
    ingredients: [
      { ndb: "01016", grams: 500 },
      { ndb: "01123", grams: 50 },
      { ndb: "20481", grams: 120 },
      { ndb: "19335", grams: 30 },
      { ndb: "02047", grams: 2 },
    ],
    yieldGrams: 740,
  },
  {
    kind: "recipe",
    id: "manty-lamb",
    name: { en: "Manti (steamed dumplings) with lamb", ru: "Манты с бараниной" },
    words: ["манту", "manty"],
    common: 2,
    portions: [
      { grams: 60, label: { en: "1 manti", ru: "1 штука" } },
      { grams: 240, label: { en: "4 manti", ru: "4 штуки" } },
    ],
    source: {
      title: canteen,
      detail:
        "Thin dough of flour, egg and water; filling of minced lamb with almost as much chopped onion, cumin and pepper, in line with the collection's manti (recipe number not given). Steaming loses about 6 %.",
    },
    ingredients: [
      { ndb: "20481", grams: 400 },
      { ndb: "14411", grams: 180 },
      { ndb: "01123", grams: 50 },
      { ndb: "02047", grams: 13 },
      { ndb: "17224", grams: 500 },
      { ndb: "11282", grams: 400 },
      { ndb: "02030", grams: 1 },
      { ndb: "02014", grams: 1 },
    ],
    yieldGrams: 1450,
  },
  // Pancakes and tvorog dishes
  {
    kind: "recipe",
    id: "syrniki",
    name: { en: "Syrniki (tvorog pancakes), pan-fried", ru: "Сырники, жаренные на масле" },
    words: ["сырнички", "творожники", "cottage cheese pancakes"],
    common: 1,
    portions: [
      { grams: 55, label: { en: "1 syrnik", ru: "1 сырник" } },
      { grams: 165, label: { en: "3 syrniki", ru: "3 сырника" } },
    ],
    source: {
      title: canteen,
      detail:
        "Tvorog with egg, sugar and flour, fried in sunflower oil (the oil counted is what the syrniki take up), in line with the collection's syrniki (recipe number not given). Frying loses about 10 %. Low-fat cottage cheese (01016) stands in for tvorog.",
    },
    ingredients: [
      { ndb: "01016", grams: 500 },
      { ndb: "01123", grams: 50 },
      { ndb: "19335", grams: 40 },
      { ndb: "20481", grams: 100 },
      { ndb: "02047", grams: 2 },
      { ndb: "04060", grams: 25 },
    ],
    yieldGrams: 640,
  },
  {
    kind: "recipe",
    id: "tvorozhnaya-zapekanka",
    name: { en: "Tvorog bake (cottage cheese casserole)", ru: "Творожная запеканка" },
    words: ["запеканка из творога", "cottage cheese bake"],
    common: 1,
    portions: [{ grams: 150, label: { en: "1 piece", ru: "1 кусок" } }],
    source: {
      title: canteen,
      detail:
        "Tvorog with semolina, egg and sugar, brushed with sour cream and baked, in line with the collection's tvorog bake (recipe number not given). Baking loses about 10 %. Low-fat cottage cheese (01016) stands in for tvorog.",
    },
    ingredients: [
      { ndb: "01016", grams: 500 },
      { ndb: "08172", grams: 50 },
      { ndb: "01123", grams: 100 },
      { ndb: "19335", grams: 60 },
      { ndb: "01056", grams: 50 },
      { ndb: "01001", grams: 10 },
      { ndb: "02047", grams: 1 },
    ],
    yieldGrams: 690,
  },
  {
    kind: "recipe",
    id: "bliny-milk",
    name: { en: "Bliny (thin pancakes) made with milk", ru: "Блины на молоке" },
    words: ["блинчики", "блинки", "тонкие блины", "crepes"],
    common: 1,
    portions: [
      { grams: 40, label: { en: "1 blin", ru: "1 блин" } },
      { grams: 120, label: { en: "3 bliny", ru: "3 блина" } },
    ],
    source: {
      title: canteen,
      detail:
        "Unleavened batter of milk, eggs, flour, sugar and sunflower oil, fried thin, in line with the collection's blinchiki (its bliny are yeast-raised; recipe number not given). Frying loses about 17 % as steam.",
    },
    ingredients: [
      { ndb: "01077", grams: 500 },
      { ndb: "01123", grams: 100 },
      { ndb: "20481", grams: 200 },
      { ndb: "19335", grams: 25 },
      { ndb: "02047", grams: 3 },
      { ndb: "04060", grams: 40 },
    ],
    yieldGrams: 720,
  },
  {
    kind: "recipe",
    id: "oladyi-kefir",
    name: { en: "Oladyi (kefir pancakes)", ru: "Оладьи на кефире" },
    words: ["оладушки", "оладушек", "fritters"],
    common: 1,
    portions: [
      { grams: 30, label: { en: "1 pancake", ru: "1 оладья" } },
      { grams: 150, label: { en: "5 pancakes", ru: "5 оладий" } },
    ],
    source: {
      title: home,
      detail:
        "Batter of kefir, egg, flour, sugar and baking soda, fried in sunflower oil (the oil counted is what the pancakes take up): the home version of the canteen collection's oladyi, which are yeast-raised. SR28's low-fat kefir (01289) stands in for Russian kefir.",
    },
    ingredients: [
      { ndb: "01289", grams: 500 },
      { ndb: "01123", grams: 50 },
      { ndb: "20481", grams: 300 },
      { ndb: "19335", grams: 30 },
      { ndb: "02047", grams: 3 },
      { ndb: "18372", grams: 3 },
      { ndb: "04060", grams: 50 },
    ],
    yieldGrams: 820,
  },
  // Cutlets and mains
  {
    kind: "recipe",
    id: "kotlety-beef-pork",
    name: { en: "Beef and pork cutlets, pan-fried", ru: "Котлеты из говядины и свинины, жареные" },
    words: ["котлетки", "домашние котлеты", "kotlety", "meat patties"],
    common: 1,
    portions: [
      { grams: 80, label: { en: "1 cutlet", ru: "1 котлета" } },
      { grams: 160, label: { en: "2 cutlets", ru: "2 котлеты" } },
    ],
    source: {
      title: canteen,
      detail:
        "Equal parts minced beef and pork with bread soaked in milk, onion and egg, rolled in breadcrumbs and fried in sunflower oil, in line with the collection's cutlets (recipe number not given). Frying loses about 21 %.",
    },
    ingredients: [
      { ndb: "23567", grams: 250 },
      { ndb: "10219", grams: 250 },
      { ndb: "18069", grams: 100 },
      { ndb: "01077", grams: 100 },
      { ndb: "11282", grams: 80 },
      { ndb: "01123", grams: 50 },
      { ndb: "02047", grams: 8 },
      { ndb: "02030", grams: 1 },
      { ndb: "18079", grams: 30 },
      { ndb: "04060", grams: 20 },
    ],
    yieldGrams: 700,
  },
  {
    kind: "recipe",
    id: "kotlety-chicken",
    name: { en: "Chicken cutlets, pan-fried", ru: "Куриные котлеты, жареные" },
    words: ["котлеты из курицы", "котлетки", "курица", "chicken patties"],
    common: 1,
    portions: [
      { grams: 80, label: { en: "1 cutlet", ru: "1 котлета" } },
      { grams: 160, label: { en: "2 cutlets", ru: "2 котлеты" } },
    ],
    source: {
      title: canteen,
      detail:
        "Minced chicken with bread soaked in milk, onion and egg, rolled in breadcrumbs and fried in sunflower oil, in line with the collection's chicken cutlets (recipe number not given). Frying loses about 20 %.",
    },
    ingredients: [
      { ndb: "05332", grams: 500 },
      { ndb: "18069", grams: 80 },
      { ndb: "01077", grams: 80 },
      { ndb: "11282", grams: 80 },
      { ndb: "01123", grams: 50 },
      { ndb: "02047", grams: 7 },
      { ndb: "02030", grams: 1 },
      { ndb: "18079", grams: 30 },
      { ndb: "04060", grams: 20 },
    ],
    yieldGrams: 680,
  },
  {
    kind: "recipe",
    id: "golubtsy",
    name: { en: "Golubtsy (cabbage rolls with meat and rice), braised", ru: "Голубцы с мясом и рисом, тушёные" },
    words: ["голубчики", "stuffed cabbage"],
    common: 1,
    portions: [
      { grams: 130, label: { en: "1 cabbage roll", ru: "1 голубец" } },
      { grams: 260, label: { en: "2 cabbage rolls", ru: "2 голубца" } },
    ],
    source: {
      title: canteen,
      detail:
        "Cabbage leaves filled with minced beef and pork, rice and onion, braised in a tomato and sour cream sauce, in line with the collection's golubtsy (recipe number not given). Braising loses about 15 %.",
    },
    ingredients: [
      { ndb: "11109", grams: 800 },
      { ndb: "23567", grams: 300 },
      { ndb: "10219", grams: 200 },
      { ndb: "20444", grams: 100 },
      { ndb: "11282", grams: 100 },
      { ndb: "11124", grams: 100 },
      { ndb: "11546", grams: 50 },
      { ndb: "01056", grams: 100 },
      { ndb: "04060", grams: 30 },
      { ndb: "14411", grams: 400 },
      { ndb: "02047", grams: 12 },
    ],
    yieldGrams: 1850,
  },
  {
    kind: "recipe",
    id: "plov-lamb",
    name: { en: "Plov (pilaf) with lamb", ru: "Плов с бараниной" },
    words: ["узбекский плов", "pilau"],
    common: 1,
    portions: [{ grams: 300, label: { en: "1 plate", ru: "1 тарелка" } }],
    source: {
      title: canteen,
      detail:
        "Equal weights of lamb, rice and carrot with onion, garlic and cumin, cooked in sunflower oil, in line with the collection's Uzbek plov (recipe number not given). The rice takes up the water; about 13 % is lost as steam.",
    },
    ingredients: [
      { ndb: "17035", grams: 500 },
      { ndb: "20444", grams: 500 },
      { ndb: "11124", grams: 500 },
      { ndb: "11282", grams: 200 },
      { ndb: "04060", grams: 150 },
      { ndb: "14411", grams: 750 },
      { ndb: "11215", grams: 40 },
      { ndb: "02047", grams: 15 },
      { ndb: "02014", grams: 3 },
    ],
    yieldGrams: 2300,
  },
  {
    kind: "recipe",
    id: "plov-chicken",
    name: { en: "Plov (pilaf) with chicken", ru: "Плов с курицей" },
    words: ["куриный плов", "pilau"],
    common: 2,
    portions: [{ grams: 300, label: { en: "1 plate", ru: "1 тарелка" } }],
    source: {
      title: home,
      detail:
        "Chicken thighs with skin, rice, carrot and onion cooked in sunflower oil with garlic and cumin: the home version of plov, proportions as in the canteen collection's plov with less oil. The rice takes up the water; about 12 % is lost as steam.",
    },
    ingredients: [
      { ndb: "05091", grams: 500 },
      { ndb: "20444", grams: 400 },
      { ndb: "11124", grams: 300 },
      { ndb: "11282", grams: 150 },
      { ndb: "04060", grams: 80 },
      { ndb: "14411", grams: 650 },
      { ndb: "11215", grams: 20 },
      { ndb: "02047", grams: 12 },
      { ndb: "02014", grams: 2 },
    ],
    yieldGrams: 1850,
  },
  {
    kind: "recipe",
    id: "gulyash-beef",
    name: { en: "Beef goulash", ru: "Гуляш из говядины" },
    words: ["тушёная говядина", "тушеная говядина", "stew"],
    common: 1,
    portions: [{ grams: 150, label: { en: "1 serving", ru: "1 порция" } }],
    source: {
      title: canteen,
      detail:
        "Beef browned in sunflower oil and braised with onion, tomato paste, paprika and a little flour, in line with the collection's goulash (recipe number not given). Braising loses about 30 %.",
    },
    ingredients: [
      { ndb: "13809", grams: 700 },
      { ndb: "11282", grams: 150 },
      { ndb: "11546", grams: 40 },
      { ndb: "20481", grams: 15 },
      { ndb: "04060", grams: 30 },
      { ndb: "14411", grams: 400 },
      { ndb: "02047", grams: 8 },
      { ndb: "02028", grams: 3 },
      { ndb: "02004", grams: 1 },
    ],
    yieldGrams: 950,
  },
  {
    kind: "recipe",
    id: "zharkoe-pork",
    name: { en: "Homestyle roast: pork braised with potatoes", ru: "Жаркое по-домашнему со свининой" },
    words: ["картошка с мясом", "тушёная картошка", "тушеная картошка", "stew"],
    common: 2,
    portions: [{ grams: 300, label: { en: "1 plate", ru: "1 тарелка" } }],
    source: {
      title: canteen,
      detail:
        "Pork shoulder browned in sunflower oil and braised with potatoes, onion and carrot, in line with the collection's homestyle roast (recipe number not given). Braising loses about 16 %.",
    },
    ingredients: [
      { ndb: "10070", grams: 500 },
      { ndb: "11352", grams: 1000 },
      { ndb: "11282", grams: 150 },
      { ndb: "11124", grams: 100 },
      { ndb: "04060", grams: 30 },
      { ndb: "14411", grams: 300 },
      { ndb: "02047", grams: 12 },
      { ndb: "02004", grams: 1 },
    ],
    yieldGrams: 1750,
  },
  {
    kind: "recipe",
    id: "makarony-po-flotski",
    name: { en: "Navy-style pasta (pasta with fried mince)", ru: "Макароны по-флотски" },
    words: ["макароны с фаршем", "макарошки", "pasta with minced meat"],
    common: 1,
    portions: [{ grams: 250, label: { en: "1 plate", ru: "1 тарелка" } }],
    source: {
      title: home,
      detail:
        "Boiled pasta mixed with minced beef fried with onion: the home version of the canteen collection's navy-style pasta, which uses boiled minced meat. The water counted is what the pasta takes up.",
    },
    ingredients: [
      { ndb: "20420", grams: 250 },
      { ndb: "14411", grams: 350 },
      { ndb: "23567", grams: 300 },
      { ndb: "11282", grams: 100 },
      { ndb: "04060", grams: 20 },
      { ndb: "02047", grams: 6 },
      { ndb: "02030", grams: 1 },
    ],
    yieldGrams: 950,
  },
  {
    kind: "recipe",
    id: "kartoshka-zharenaya",
    name: { en: "Fried potatoes with onion", ru: "Жареная картошка с луком" },
    words: ["картофель жареный", "жареный картофель", "картошечка", "home fries"],
    common: 1,
    portions: [{ grams: 200, label: { en: "1 plate", ru: "1 тарелка" } }],
    source: {
      title: canteen,
      detail:
        "Raw potatoes fried in sunflower oil with onion, in line with the collection's fried potatoes (recipe number not given); the oil counted is what the potatoes take up. Frying loses about 35 %.",
    },
    ingredients: [
      { ndb: "11352", grams: 1000 },
      { ndb: "11282", grams: 100 },
      { ndb: "04060", grams: 60 },
      { ndb: "02047", grams: 8 },
    ],
    yieldGrams: 760,
  },
  {
    kind: "recipe",
    id: "kapusta-tushenaya",
    name: { en: "Braised cabbage", ru: "Капуста тушёная" },
    words: ["тушёная капуста", "тушеная капуста", "stewed cabbage"],
    common: 2,
    portions: [{ grams: 200, label: { en: "1 serving", ru: "1 порция" } }],
    source: {
      title: canteen,
      detail:
        "White cabbage braised with carrot, onion, tomato paste, sunflower oil, sugar and vinegar, in line with the collection's braised cabbage (recipe number not given). Braising loses about 30 %.",
    },
    ingredients: [
      { ndb: "11109", grams: 1000 },
      { ndb: "11124", grams: 100 },
      { ndb: "11282", grams: 100 },
      { ndb: "11546", grams: 40 },
      { ndb: "04060", grams: 40 },
      { ndb: "19335", grams: 10 },
      { ndb: "02053", grams: 10 },
      { ndb: "02047", grams: 10 },
      { ndb: "14411", grams: 100 },
      { ndb: "02004", grams: 1 },
    ],
    yieldGrams: 1000,
  },
  // Soups
  {
    kind: "recipe",
    id: "borshch-beef",
    name: { en: "Borscht with beef", ru: "Борщ с говядиной" },
    words: ["борщик", "borshch", "beet soup", "суп"],
    common: 1,
    portions: [soupBowl, soupLadle],
    source: {
      title: canteen,
      detail:
        "Beef broth with beets, cabbage, potatoes, carrot, onion, tomato paste, a little sugar and vinegar, in line with the collection's borscht (recipe number not given); sour cream is logged on its own. About 10 % of the pot's weight boils off.",
    },
    ingredients: [
      { ndb: "13809", grams: 500 },
      { ndb: "14411", grams: 2500 },
      { ndb: "11080", grams: 300 },
      { ndb: "11109", grams: 300 },
      { ndb: "11352", grams: 300 },
      { ndb: "11124", grams: 100 },
      { ndb: "11282", grams: 100 },
      { ndb: "11546", grams: 40 },
      { ndb: "04060", grams: 30 },
      { ndb: "19335", grams: 10 },
      { ndb: "02053", grams: 15 },
      { ndb: "02047", grams: 20 },
      { ndb: "11215", grams: 10 },
      { ndb: "02004", grams: 1 },
    ],
    yieldGrams: 3800,
  },
  {
    kind: "recipe",
    id: "shchi-fresh-cabbage",
    name: { en: "Shchi (fresh cabbage soup) with beef", ru: "Щи из свежей капусты с говядиной" },
    words: ["щец", "капустный суп", "суп"],
    common: 1,
    portions: [soupBowl, soupLadle],
    source: {
      title: canteen,
      detail:
        "Beef broth with fresh cabbage, potatoes, carrot, onion and tomato paste, in line with the collection's shchi (recipe number not given); sour cream is logged on its own. About 10 % of the pot's weight boils off.",
    },
    ingredients: [
      { ndb: "13809", grams: 400 },
      { ndb: "14411", grams: 2500 },
      { ndb: "11109", grams: 600 },
      { ndb: "11352", grams: 400 },
      { ndb: "11124", grams: 100 },
      { ndb: "11282", grams: 100 },
      { ndb: "11546", grams: 30 },
      { ndb: "04060", grams: 20 },
      { ndb: "02047", grams: 20 },
      { ndb: "02045", grams: 10 },
      { ndb: "02004", grams: 1 },
    ],
    yieldGrams: 3750,
  },
  {
    kind: "recipe",
    id: "solyanka-meat",
    name: { en: "Solyanka (mixed meat soup)", ru: "Солянка мясная сборная" },
    words: ["сборная солянка", "суп", "solianka"],
    common: 2,
    portions: [soupBowl, soupLadle],
    source: {
      title: canteen,
      detail:
        "Beef broth with boiled beef, ham, smoked and boiled sausage, pickled cucumbers, onion, tomato paste, olives and lemon, in line with the collection's mixed meat solyanka (recipe number not given); no salt is added beyond the pickles and meats. About 11 % of the pot's weight boils off.",
    },
    ingredients: [
      { ndb: "13809", grams: 300 },
      { ndb: "14411", grams: 2000 },
      { ndb: "07075", grams: 150 },
      { ndb: "07029", grams: 150 },
      { ndb: "07008", grams: 100 },
      { ndb: "11941", grams: 200 },
      { ndb: "11282", grams: 150 },
      { ndb: "11546", grams: 60 },
      { ndb: "04060", grams: 20 },
      { ndb: "09195", grams: 60 },
      { ndb: "09150", grams: 20 },
      { ndb: "02004", grams: 1 },
    ],
    yieldGrams: 2850,
  },
  {
    kind: "recipe",
    id: "rassolnik",
    name: { en: "Rassolnik (pickle soup with pearl barley)", ru: "Рассольник с перловкой" },
    words: ["рассольник ленинградский", "суп с солёными огурцами", "суп"],
    common: 2,
    portions: [soupBowl, soupLadle],
    source: {
      title: canteen,
      detail:
        "Beef broth with pearl barley, potatoes, pickled cucumbers, carrot and onion, in line with the collection's Leningrad rassolnik (recipe number not given). About 10 % of the pot's weight boils off.",
    },
    ingredients: [
      { ndb: "13809", grams: 300 },
      { ndb: "14411", grams: 2200 },
      { ndb: "20005", grams: 80 },
      { ndb: "11352", grams: 300 },
      { ndb: "11941", grams: 200 },
      { ndb: "11124", grams: 80 },
      { ndb: "11282", grams: 80 },
      { ndb: "04060", grams: 20 },
      { ndb: "02047", grams: 10 },
      { ndb: "02004", grams: 1 },
    ],
    yieldGrams: 2950,
  },
  {
    kind: "recipe",
    id: "chicken-vermicelli-soup",
    name: { en: "Chicken soup with vermicelli", ru: "Куриный суп с вермишелью" },
    words: ["суп с лапшой", "куриная лапша", "chicken noodle soup"],
    common: 1,
    portions: [soupBowl, soupLadle],
    source: {
      title: canteen,
      detail:
        "Chicken broth with the chicken legs' meat and skin, potatoes, carrot, onion and vermicelli, in line with the collection's chicken soup with noodles (recipe number not given). About 10 % of the pot's weight boils off.",
    },
    ingredients: [
      { ndb: "05075", grams: 500 },
      { ndb: "14411", grams: 2500 },
      { ndb: "20420", grams: 100 },
      { ndb: "11352", grams: 300 },
      { ndb: "11124", grams: 80 },
      { ndb: "11282", grams: 80 },
      { ndb: "02047", grams: 20 },
      { ndb: "02045", grams: 10 },
    ],
    yieldGrams: 3250,
  },
  {
    kind: "recipe",
    id: "okroshka-kefir",
    name: { en: "Okroshka (cold kefir soup) with sausage", ru: "Окрошка на кефире с колбасой" },
    words: ["холодный суп", "окрошечка", "cold soup"],
    common: 1,
    portions: [soupBowl],
    source: {
      title: home,
      detail:
        "Boiled potatoes and eggs, cucumber, radish, spring onion, dill and boiled sausage in kefir thinned with water: the home version of the canteen collection's okroshka, which is made with kvass. SR28's low-fat kefir (01289) and bologna (07008) stand in.",
    },
    ingredients: [
      { ndb: "01289", grams: 600 },
      { ndb: "14411", grams: 400 },
      { ndb: "11352", grams: 300 },
      { ndb: "01123", grams: 150 },
      { ndb: "11205", grams: 200 },
      { ndb: "11429", grams: 100 },
      { ndb: "11291", grams: 30 },
      { ndb: "02045", grams: 15 },
      { ndb: "07008", grams: 200 },
      { ndb: "02047", grams: 8 },
    ],
    yieldGrams: 1990,
  },
  // Porridges
  {
    kind: "recipe",
    id: "grechnevaya-kasha-na-moloke",
    name: { en: "Buckwheat porridge cooked with milk", ru: "Гречневая каша на молоке" },
    words: ["гречка на молоке", "гречка с молоком", "молочная каша", "kasha"],
    common: 1,
    portions: [porridgeBowl],
    source: {
      title: canteen,
      detail:
        "Buckwheat groats boiled in water, then simmered in milk with sugar and butter, in line with the collection's buckwheat milk porridge (recipe number not given). About 17 % is lost as steam.",
    },
    ingredients: [
      { ndb: "20009", grams: 100 },
      { ndb: "14411", grams: 250 },
      { ndb: "01077", grams: 300 },
      { ndb: "19335", grams: 10 },
      { ndb: "01001", grams: 10 },
      { ndb: "02047", grams: 2 },
    ],
    yieldGrams: 560,
  },
  {
    kind: "recipe",
    id: "mannaya-kasha",
    name: { en: "Semolina porridge cooked with milk", ru: "Манная каша на молоке" },
    words: ["манка", "молочная каша", "cream of wheat"],
    common: 1,
    portions: [porridgeBowl],
    source: {
      title: canteen,
      detail:
        "Semolina stirred into boiling milk with sugar and butter, in line with the collection's semolina milk porridge (recipe number not given). About 8 % is lost as steam.",
    },
    ingredients: [
      { ndb: "01077", grams: 500 },
      { ndb: "08172", grams: 60 },
      { ndb: "19335", grams: 15 },
      { ndb: "01001", grams: 10 },
      { ndb: "02047", grams: 1 },
    ],
    yieldGrams: 540,
  },
  {
    kind: "recipe",
    id: "ovsyanaya-kasha-na-moloke",
    name: { en: "Oatmeal cooked with milk", ru: "Овсяная каша на молоке" },
    words: ["овсянка", "геркулес", "молочная каша", "porridge"],
    common: 1,
    portions: [porridgeBowl],
    source: {
      title: canteen,
      detail:
        "Rolled oats cooked in milk and water with sugar and butter, in line with the collection's oat milk porridge (recipe number not given). About 10 % is lost as steam.",
    },
    ingredients: [
      { ndb: "08120", grams: 80 },
      { ndb: "01077", grams: 250 },
      { ndb: "14411", grams: 150 },
      { ndb: "19335", grams: 10 },
      { ndb: "01001", grams: 10 },
      { ndb: "02047", grams: 1 },
    ],
    yieldGrams: 450,
  },
  {
    kind: "recipe",
    id: "risovaya-kasha-na-moloke",
    name: { en: "Rice porridge cooked with milk", ru: "Рисовая каша на молоке" },
    words: ["молочная рисовая каша", "молочная каша", "rice pudding"],
    common: 1,
    portions: [porridgeBowl],
    source: {
      title: canteen,
      detail:
        "Round-grain rice par-boiled in water, then cooked in milk with sugar and butter, in line with the collection's rice milk porridge (recipe number not given). About 16 % is lost as steam.",
    },
    ingredients: [
      { ndb: "20452", grams: 100 },
      { ndb: "14411", grams: 200 },
      { ndb: "01077", grams: 500 },
      { ndb: "19335", grams: 20 },
      { ndb: "01001", grams: 10 },
      { ndb: "02047", grams: 2 },
    ],
    yieldGrams: 700,
  },
  {
    kind: "recipe",
    id: "pshennaya-kasha-na-moloke",
    name: { en: "Millet porridge cooked with milk", ru: "Пшённая каша на молоке" },
    words: ["пшёнка", "пшенка", "пшенная каша", "молочная каша"],
    common: 2,
    portions: [porridgeBowl],
    source: {
      title: canteen,
      detail:
        "Millet par-boiled in water, then cooked in milk with sugar and butter, in line with the collection's millet milk porridge (recipe number not given). About 17 % is lost as steam.",
    },
    ingredients: [
      { ndb: "20031", grams: 100 },
      { ndb: "14411", grams: 200 },
      { ndb: "01077", grams: 400 },
      { ndb: "19335", grams: 15 },
      { ndb: "01001", grams: 10 },
      { ndb: "02047", grams: 2 },
    ],
    yieldGrams: 600,
  },
  // Salads
  {
    kind: "recipe",
    id: "olivier-sausage",
    name: { en: "Olivier salad with boiled sausage", ru: "Салат оливье с колбасой" },
    words: ["russian salad", "новогодний салат"],
    common: 1,
    portions: [saladServing, saladSpoon],
    source: {
      title: home,
      detail:
        "Boiled potatoes, carrot and eggs, boiled sausage, pickled cucumbers, green peas and onion dressed with mayonnaise: the home version of the canteen collection's meat salad. Bologna (07008) stands in for doktorskaya.",
    },
    ingredients: [
      { ndb: "11352", grams: 400 },
      { ndb: "11124", grams: 100 },
      { ndb: "01123", grams: 200 },
      { ndb: "07008", grams: 300 },
      { ndb: "11941", grams: 200 },
      { ndb: "11311", grams: 200 },
      { ndb: "11282", grams: 50 },
      { ndb: "04025", grams: 200 },
      { ndb: "02047", grams: 3 },
    ],
    yieldGrams: 1620,
  },
  {
    kind: "recipe",
    id: "vinegret",
    name: { en: "Vinegret (beet salad with pickles)", ru: "Винегрет" },
    words: ["салат из свёклы", "салат", "vinaigrette"],
    common: 1,
    portions: [saladServing, saladSpoon],
    source: {
      title: canteen,
      detail:
        "Boiled beets, potatoes and carrot with pickled cucumbers, sauerkraut and onion dressed with sunflower oil, in line with the collection's vegetable vinegret (recipe number not given). Boiling loses about 3 %.",
    },
    ingredients: [
      { ndb: "11080", grams: 300 },
      { ndb: "11352", grams: 300 },
      { ndb: "11124", grams: 150 },
      { ndb: "11941", grams: 150 },
      { ndb: "11439", grams: 150 },
      { ndb: "11282", grams: 50 },
      { ndb: "04060", grams: 50 },
    ],
    yieldGrams: 1120,
  },
  {
    kind: "recipe",
    id: "seld-pod-shuboi",
    name: { en: "Herring under a fur coat (layered beet salad)", ru: "Сельдь под шубой" },
    words: ["шуба", "селёдка под шубой", "селедка под шубой", "салат"],
    common: 1,
    portions: [saladServing, saladSpoon],
    source: {
      title: home,
      detail:
        "Layers of salted herring, onion, boiled potatoes, carrot, eggs and beets with mayonnaise, as in Russian home cookbooks. SR28 has no salted herring: raw Atlantic herring (15039) with salt stands in, so fat may be low for a fatty herring.",
    },
    ingredients: [
      { ndb: "15039", grams: 300 },
      { ndb: "02047", grams: 8 },
      { ndb: "11352", grams: 300 },
      { ndb: "11124", grams: 200 },
      { ndb: "11080", grams: 300 },
      { ndb: "01123", grams: 150 },
      { ndb: "11282", grams: 80 },
      { ndb: "04025", grams: 200 },
    ],
    yieldGrams: 1500,
  },
  {
    kind: "recipe",
    id: "salad-cucumber-tomato-smetana",
    name: { en: "Cucumber and tomato salad with sour cream", ru: "Салат из огурцов и помидоров со сметаной" },
    words: ["овощной салат", "летний салат", "салат из овощей", "vegetable salad"],
    common: 1,
    portions: [saladServing],
    source: {
      title: canteen,
      detail:
        "Fresh cucumbers and tomatoes with onion and dill dressed with sour cream, in line with the collection's salad of fresh cucumbers and tomatoes (recipe number not given). Nothing is cooked.",
    },
    ingredients: [
      { ndb: "11205", grams: 300 },
      { ndb: "11529", grams: 300 },
      { ndb: "11282", grams: 50 },
      { ndb: "01056", grams: 100 },
      { ndb: "02045", grams: 10 },
      { ndb: "02047", grams: 4 },
    ],
    yieldGrams: 764,
  },
  {
    kind: "recipe",
    id: "salad-cabbage-carrot",
    name: { en: "Cabbage and carrot salad", ru: "Салат из капусты с морковью" },
    words: ["витаминный салат", "капустный салат", "coleslaw"],
    common: 2,
    portions: [saladServing],
    source: {
      title: canteen,
      detail:
        "Shredded white cabbage rubbed with salt, with carrot, sugar, vinegar and sunflower oil, in line with the collection's fresh cabbage salad (recipe number not given). Some juice is left in the bowl.",
    },
    ingredients: [
      { ndb: "11109", grams: 400 },
      { ndb: "11124", grams: 100 },
      { ndb: "04060", grams: 30 },
      { ndb: "19335", grams: 5 },
      { ndb: "02053", grams: 10 },
      { ndb: "02047", grams: 4 },
    ],
    yieldGrams: 530,
  },
  {
    kind: "recipe",
    id: "crab-stick-salad",
    name: { en: "Crab stick salad", ru: "Крабовый салат" },
    words: ["салат с крабовыми палочками", "крабовые палочки", "imitation crab"],
    common: 2,
    portions: [saladServing, saladSpoon],
    source: {
      title: home,
      detail:
        "Crab sticks, boiled rice, eggs, canned corn and fresh cucumber with mayonnaise, as in Russian home cookbooks; the water counted is what the rice takes up. Imitation crab (15138) stands in for Russian crab sticks.",
    },
    ingredients: [
      { ndb: "15138", grams: 200 },
      { ndb: "20444", grams: 60 },
      { ndb: "14411", grams: 150 },
      { ndb: "01123", grams: 150 },
      { ndb: "11172", grams: 200 },
      { ndb: "11205", grams: 150 },
      { ndb: "04025", grams: 150 },
      { ndb: "02047", grams: 2 },
    ],
    yieldGrams: 1040,
  },
  {
    kind: "recipe",
    id: "ikra-kabachkovaya",
    name: { en: "Zucchini spread (squash caviar)", ru: "Кабачковая икра" },
    words: ["икра из кабачков", "икра кабачковая"],
    common: 2,
    portions: [{ grams: 50, label: { en: "2 tablespoons", ru: "2 ст. ложки" } }],
    source: {
      title: home,
      detail:
        "Zucchini, carrot and onion stewed in sunflower oil with tomato paste, garlic and a little sugar, then puréed, as in Russian home cookbooks. Stewing down loses about 40 %.",
    },
    ingredients: [
      { ndb: "11477", grams: 1000 },
      { ndb: "11124", grams: 200 },
      { ndb: "11282", grams: 150 },
      { ndb: "11546", grams: 60 },
      { ndb: "04060", grams: 60 },
      { ndb: "19335", grams: 10 },
      { ndb: "02047", grams: 12 },
      { ndb: "11215", grams: 10 },
    ],
    yieldGrams: 900,
  },
  // Pies and baking
  {
    kind: "recipe",
    id: "pirozhki-cabbage-baked",
    name: { en: "Pirozhki (baked buns) with cabbage", ru: "Пирожки печёные с капустой" },
    words: ["пирожок", "pies"],
    common: 1,
    portions: [{ grams: 70, label: { en: "1 pirozhok", ru: "1 пирожок" } }],
    source: {
      title: canteen,
      detail:
        "Yeast dough of flour, milk, egg, butter and sugar; filling of cabbage stewed with onion in sunflower oil; brushed with egg and baked, in line with the collection's baked pirozhki (recipe number not given). The cabbage loses about a third in stewing, the dough about 12 % in baking.",
    },
    ingredients: [
      { ndb: "20481", grams: 500 },
      { ndb: "01077", grams: 250 },
      { ndb: "01123", grams: 75 },
      { ndb: "01001", grams: 50 },
      { ndb: "19335", grams: 30 },
      { ndb: "18375", grams: 7 },
      { ndb: "02047", grams: 13 },
      { ndb: "11109", grams: 600 },
      { ndb: "11282", grams: 100 },
      { ndb: "04060", grams: 30 },
    ],
    yieldGrams: 1300,
  },
  {
    kind: "recipe",
    id: "pirozhki-potato-fried",
    name: { en: "Pirozhki (fried buns) with potato", ru: "Пирожки жареные с картошкой" },
    words: ["пирожок", "пирожки с картофелем", "fried pies"],
    common: 1,
    portions: [{ grams: 75, label: { en: "1 pirozhok", ru: "1 пирожок" } }],
    source: {
      title: canteen,
      detail:
        "Yeast dough of flour and water; filling of mashed potato with fried onion; fried in sunflower oil (the oil counted is what the pirozhki take up), in line with the collection's fried pirozhki (recipe number not given).",
    },
    ingredients: [
      { ndb: "20481", grams: 500 },
      { ndb: "14411", grams: 250 },
      { ndb: "18375", grams: 7 },
      { ndb: "19335", grams: 15 },
      { ndb: "02047", grams: 13 },
      { ndb: "04060", grams: 150 },
      { ndb: "11352", grams: 700 },
      { ndb: "11282", grams: 100 },
    ],
    yieldGrams: 1500,
  },
  {
    kind: "recipe",
    id: "chebureki",
    name: { en: "Chebureki (fried meat turnovers)", ru: "Чебуреки с мясом" },
    words: ["meat pie"],
    common: 2,
    portions: [{ grams: 120, label: { en: "1 cheburek", ru: "1 чебурек" } }],
    source: {
      title: canteen,
      detail:
        "Unleavened dough of flour, water and oil; filling of minced beef and pork with onion and water; fried in sunflower oil (the oil counted is what the chebureki take up), in line with the collection's chebureki (recipe number not given). Frying loses about 13 %.",
    },
    ingredients: [
      { ndb: "20481", grams: 500 },
      { ndb: "14411", grams: 350 },
      { ndb: "04060", grams: 150 },
      { ndb: "02047", grams: 15 },
      { ndb: "23567", grams: 250 },
      { ndb: "10219", grams: 200 },
      { ndb: "11282", grams: 200 },
      { ndb: "02030", grams: 1 },
    ],
    yieldGrams: 1450,
  },
  {
    kind: "recipe",
    id: "sharlotka",
    name: { en: "Sharlotka (apple sponge cake)", ru: "Шарлотка с яблоками" },
    words: ["яблочный пирог", "apple pie", "apple cake"],
    common: 2,
    portions: [{ grams: 100, label: { en: "1 piece", ru: "1 кусок" } }],
    source: {
      title: home,
      detail:
        "Four eggs beaten with a glass of sugar, a glass of flour and sliced apples, baked in a buttered tin: the proportions of Russian home cookbooks. Baking loses about 14 %.",
    },
    ingredients: [
      { ndb: "01123", grams: 200 },
      { ndb: "19335", grams: 200 },
      { ndb: "20481", grams: 200 },
      { ndb: "09003", grams: 500 },
      { ndb: "01001", grams: 10 },
    ],
    yieldGrams: 950,
  },
  // Drinks
  {
    kind: "recipe",
    id: "kompot-apple",
    name: { en: "Apple kompot (stewed apple drink)", ru: "Компот из яблок" },
    words: ["компотик", "fruit drink"],
    common: 2,
    portions: [{ grams: 200, label: { en: "1 glass", ru: "1 стакан" } }],
    source: {
      title: canteen,
      detail:
        "Apples simmered in water with sugar and left to steep, with the fruit, in line with the collection's fresh apple kompot (recipe number not given). About 2 % is lost as steam.",
    },
    ingredients: [
      { ndb: "09003", grams: 400 },
      { ndb: "19335", grams: 150 },
      { ndb: "14411", grams: 2000 },
    ],
    yieldGrams: 2500,
  },
];

/** Every staple: products first, then recipes. */
export const staples: Staple[] = [...products, ...recipes];
