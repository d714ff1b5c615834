// More breakfasts for the dishes library, Russian and international home cooking. The same rules
// as every dish: food slugs from content/foods, grams in that food's state, no macros written.
import type { Dish } from "../../core/nutrition/dish";

export const moreBreakfasts: Dish[] = [
  {
    slug: "rice-porridge-with-milk-and-raisins",
    name: { en: "Rice porridge with milk and raisins", ru: "Рисовая каша на молоке с изюмом" },
    description: {
      en: "Soft rice simmered in milk with plump raisins and a little butter, a gentle kindergarten classic.",
      ru: "Мягкая рисовая каша на молоке с изюмом и кусочком сливочного масла — та самая, из детского сада.",
    },
    meals: ["breakfast"],
    categories: ["carbs"],
    ingredients: [
      { food: "rice-white-boiled", grams: 150 },
      { food: "milk-2-percent", grams: 200 },
      { food: "raisins", grams: 20 },
      { food: "butter-unsalted", grams: 5 },
    ],
    steps: {
      en: [
        "Put the boiled rice in a saucepan, pour in the milk and bring to a simmer.",
        "Cook on low heat for 10 minutes, stirring, until creamy.",
        "Stir in the raisins and butter and let it rest for 3 minutes.",
      ],
      ru: [
        "Переложите отварной рис в кастрюлю, залейте молоком и доведите до лёгкого кипения.",
        "Варите на слабом огне 10 минут, помешивая, пока каша не станет густой.",
        "Добавьте изюм и сливочное масло и дайте постоять 3 минуты.",
      ],
    },
    minutes: 15,
    vegetarian: true,
  },
  {
    slug: "scrambled-eggs-with-tomatoes-and-rye-toast",
    name: { en: "Scrambled eggs with tomatoes and rye toast", ru: "Яичница-болтунья с помидорами и ржаным хлебом" },
    description: {
      en: "Soft scrambled eggs cooked with juicy tomatoes and served with a slice of rye toast.",
      ru: "Нежная болтунья с сочными помидорами и ломтиком подсушенного ржаного хлеба.",
    },
    meals: ["breakfast"],
    categories: ["protein"],
    ingredients: [
      { food: "egg-whole-raw", grams: 150 },
      { food: "tomato", grams: 120 },
      { food: "bread-rye", grams: 40 },
      { food: "butter-unsalted", grams: 5 },
    ],
    steps: {
      en: [
        "Melt the butter in a pan and soften the diced tomatoes for 2 minutes.",
        "Pour in the beaten eggs and stir gently on low heat until just set.",
        "Season with salt and serve with the toasted rye bread.",
      ],
      ru: [
        "Растопите масло на сковороде и потушите нарезанные помидоры 2 минуты.",
        "Влейте взбитые яйца и аккуратно помешивайте на слабом огне, пока они не схватятся.",
        "Посолите и подавайте с подсушенным ржаным хлебом.",
      ],
    },
    minutes: 10,
    vegetarian: true,
  },
  {
    slug: "omelette-with-green-peas",
    name: { en: "Omelette with green peas", ru: "Омлет с зелёным горошком" },
    description: {
      en: "A fluffy milk omelette baked with sweet green peas, the way it is made at home in Russia.",
      ru: "Пышный омлет на молоке с зелёным горошком, как его готовят дома.",
    },
    meals: ["breakfast", "evening"],
    categories: ["protein"],
    ingredients: [
      { food: "egg-whole-raw", grams: 150 },
      { food: "milk-2-percent", grams: 60 },
      { food: "green-peas-boiled", grams: 80 },
      { food: "butter-unsalted", grams: 5 },
    ],
    steps: {
      en: [
        "Whisk the eggs with the milk and a pinch of salt.",
        "Grease a small pan with the butter, add the peas and pour over the egg mixture.",
        "Cook covered on low heat for 8–10 minutes until the omelette rises and sets.",
      ],
      ru: [
        "Взбейте яйца с молоком и щепоткой соли.",
        "Смажьте небольшую сковороду маслом, выложите горошек и залейте яичной смесью.",
        "Готовьте под крышкой на слабом огне 8–10 минут, пока омлет не поднимется и не схватится.",
      ],
    },
    minutes: 15,
    vegetarian: true,
  },
  {
    slug: "overnight-oats-with-kefir-and-apple",
    name: { en: "Overnight oats with kefir and apple", ru: "Ленивая овсянка на кефире с яблоком" },
    description: {
      en: "Oats soaked overnight in kefir with grated apple and honey: breakfast that waits for you in the fridge.",
      ru: "Овсяные хлопья, замоченные на ночь в кефире, с тёртым яблоком и мёдом: завтрак ждёт вас в холодильнике.",
    },
    meals: ["breakfast"],
    categories: ["carbs"],
    ingredients: [
      { food: "oats-rolled-dry", grams: 50 },
      { food: "kefir-low-fat", grams: 200 },
      { food: "apple", grams: 120 },
      { food: "honey", grams: 10 },
      { food: "walnuts", grams: 10 },
    ],
    steps: {
      en: [
        "Mix the oats with the kefir in a jar.",
        "Grate in the apple, add the honey and a pinch of cinnamon, and stir.",
        "Cover and leave in the fridge overnight; top with the chopped walnuts before eating.",
      ],
      ru: [
        "Смешайте хлопья с кефиром в банке.",
        "Натрите туда яблоко, добавьте мёд и щепотку корицы и перемешайте.",
        "Закройте и уберите в холодильник на ночь; перед едой посыпьте рублеными орехами.",
      ],
    },
    minutes: 5,
    vegetarian: true,
  },
  {
    slug: "greek-yogurt-parfait-with-oats-and-strawberries",
    name: { en: "Greek yogurt parfait with oats and strawberries", ru: "Парфе из греческого йогурта с овсянкой и клубникой" },
    description: {
      en: "Layers of thick yogurt, toasted oats, fresh strawberries and almonds in a glass.",
      ru: "Слои густого йогурта, поджаренных хлопьев, свежей клубники и миндаля в стакане.",
    },
    meals: ["breakfast", "snack"],
    categories: ["protein", "carbs"],
    ingredients: [
      { food: "greek-yogurt-low-fat", grams: 200 },
      { food: "oats-rolled-dry", grams: 30 },
      { food: "strawberries", grams: 100 },
      { food: "honey", grams: 10 },
      { food: "almonds", grams: 10 },
    ],
    steps: {
      en: [
        "Toast the oats and chopped almonds in a dry pan for 3 minutes.",
        "Slice the strawberries.",
        "Layer the yogurt, oats and strawberries in a glass and drizzle with honey.",
      ],
      ru: [
        "Подсушите хлопья и рубленый миндаль на сухой сковороде 3 минуты.",
        "Нарежьте клубнику ломтиками.",
        "Выложите слоями в стакан йогурт, хлопья и клубнику и полейте мёдом.",
      ],
    },
    minutes: 10,
    vegetarian: true,
  },
  {
    slug: "avocado-toast-with-egg",
    name: { en: "Avocado toast with poached eggs", ru: "Тосты с авокадо и яйцами пашот" },
    description: {
      en: "Whole wheat toast with creamy avocado and two soft poached eggs, a café favourite made at home.",
      ru: "Цельнозерновые тосты с нежным авокадо и двумя яйцами пашот — любимый завтрак из кофейни, приготовленный дома.",
    },
    meals: ["breakfast"],
    categories: ["fats", "carbs"],
    ingredients: [
      { food: "bread-whole-wheat", grams: 60 },
      { food: "avocado", grams: 70 },
      { food: "egg-whole-raw", grams: 100 },
      { food: "tomato", grams: 60 },
    ],
    steps: {
      en: [
        "Toast the bread and spread it with the mashed, lightly salted avocado.",
        "Poach the eggs in simmering water for 3 minutes.",
        "Put the eggs on the toast and serve with the sliced tomato.",
      ],
      ru: [
        "Подсушите хлеб и намажьте его размятым и слегка посоленным авокадо.",
        "Сварите яйца пашот в едва кипящей воде за 3 минуты.",
        "Выложите яйца на тосты и подавайте с нарезанным помидором.",
      ],
    },
    minutes: 10,
    vegetarian: true,
  },
  {
    slug: "cottage-cheese-with-banana-and-honey",
    name: { en: "Cottage cheese with banana and honey", ru: "Творог с бананом и мёдом" },
    description: {
      en: "Creamy cottage cheese with sliced banana, a spoonful of honey and pumpkin seeds.",
      ru: "Нежный творог с бананом, ложкой мёда и тыквенными семечками.",
    },
    meals: ["breakfast", "snack"],
    categories: ["protein"],
    ingredients: [
      { food: "cottage-cheese-4-percent", grams: 200 },
      { food: "banana", grams: 100 },
      { food: "honey", grams: 10 },
      { food: "pumpkin-seeds", grams: 10 },
    ],
    steps: {
      en: ["Put the cottage cheese in a bowl and top with the banana slices.", "Drizzle with honey and sprinkle with the seeds."],
      ru: ["Выложите творог в миску, сверху — ломтики банана.", "Полейте мёдом и посыпьте семечками."],
    },
    minutes: 5,
    vegetarian: true,
  },
  {
    slug: "egg-muffins-with-vegetables",
    name: { en: "Egg muffins with vegetables", ru: "Яичные маффины с овощами" },
    description: {
      en: "Little baked omelettes with sweet pepper, spinach and cheddar, handy to take with you.",
      ru: "Маленькие запечённые омлеты со сладким перцем, шпинатом и сыром, которые удобно взять с собой.",
    },
    meals: ["breakfast", "snack"],
    categories: ["protein", "vegetables"],
    ingredients: [
      { food: "egg-whole-raw", grams: 150 },
      { food: "bell-pepper-red", grams: 60 },
      { food: "spinach", grams: 40 },
      { food: "cheese-cheddar", grams: 20 },
    ],
    steps: {
      en: [
        "Chop the pepper and spinach and divide them between muffin cups.",
        "Whisk the eggs with salt, pour them over the vegetables and sprinkle with the grated cheese.",
        "Bake at 180 °C for 18–20 minutes.",
      ],
      ru: [
        "Нарежьте перец и шпинат и разложите по формочкам для маффинов.",
        "Взбейте яйца с солью, залейте овощи и посыпьте тёртым сыром.",
        "Запекайте при 180 °C 18–20 минут.",
      ],
    },
    minutes: 25,
    vegetarian: true,
  },
  {
    slug: "banana-oat-pancakes",
    name: { en: "Banana oat pancakes", ru: "Овсяные оладьи с бананом" },
    description: {
      en: "Flourless pancakes of blended oats, banana and egg, served with berries and a little honey.",
      ru: "Оладьи без муки из молотых хлопьев, банана и яйца, с ягодами и каплей мёда.",
    },
    meals: ["breakfast"],
    categories: ["carbs"],
    ingredients: [
      { food: "oats-rolled-dry", grams: 50 },
      { food: "banana", grams: 100 },
      { food: "egg-whole-raw", grams: 50 },
      { food: "milk-2-percent", grams: 50 },
      { food: "blueberries", grams: 60 },
      { food: "honey", grams: 10 },
    ],
    steps: {
      en: [
        "Blend the oats, banana, egg and milk into a thick batter.",
        "Cook small pancakes in a non-stick pan, 2 minutes on each side.",
        "Serve with the blueberries and honey.",
      ],
      ru: [
        "Взбейте в блендере хлопья, банан, яйцо и молоко в густое тесто.",
        "Жарьте небольшие оладьи на сковороде с антипригарным покрытием по 2 минуты с каждой стороны.",
        "Подавайте с черникой и мёдом.",
      ],
    },
    minutes: 20,
    vegetarian: true,
  },
  {
    slug: "eggs-with-black-beans-and-salsa",
    name: { en: "Eggs with black beans and salsa", ru: "Яйца с чёрной фасолью и сальсой" },
    description: {
      en: "A Mexican-style breakfast: fried eggs on warm black beans with a fresh tomato and pepper salsa.",
      ru: "Завтрак по-мексикански: яичница на тёплой чёрной фасоли со свежей сальсой из помидоров и перца.",
    },
    meals: ["breakfast", "lunch"],
    categories: ["protein", "vegetables"],
    ingredients: [
      { food: "egg-whole-raw", grams: 100 },
      { food: "black-beans-boiled", grams: 120 },
      { food: "tomato", grams: 100 },
      { food: "bell-pepper-red", grams: 50 },
      { food: "onion", grams: 20 },
      { food: "olive-oil", grams: 5 },
    ],
    steps: {
      en: [
        "Chop the tomato, pepper and onion, season with salt and a squeeze of lime for the salsa.",
        "Warm the beans in a pan with a splash of water and mash them slightly.",
        "Fry the eggs in the olive oil, put them on the beans and spoon the salsa over.",
      ],
      ru: [
        "Для сальсы мелко нарежьте помидор, перец и лук, посолите и сбрызните соком лайма.",
        "Прогрейте фасоль на сковороде с ложкой воды и слегка разомните.",
        "Пожарьте яйца на оливковом масле, выложите на фасоль и полейте сальсой.",
      ],
    },
    minutes: 15,
    vegetarian: true,
  },
];
