// More snacks and light evening meals for the dishes library. Food slugs from content/foods,
// grams in that food's state, no macros written.
import type { Dish } from "../../core/nutrition/dish";

export const moreLightMeals: Dish[] = [
  {
    slug: "kefir-with-raspberries-and-flaxseed",
    name: { en: "Kefir with raspberries and flaxseed", ru: "Кефир с малиной и льняным семенем" },
    description: {
      en: "A glass of kefir blended with raspberries and ground flaxseed, light and refreshing.",
      ru: "Стакан кефира, взбитый с малиной и молотым льняным семенем, — легко и свежо.",
    },
    meals: ["snack", "evening"],
    categories: ["protein"],
    ingredients: [
      { food: "kefir-low-fat", grams: 250 },
      { food: "raspberries", grams: 80 },
      { food: "flaxseed", grams: 10 },
    ],
    steps: {
      en: ["Grind the flaxseed.", "Blend it with the kefir and raspberries and drink at once."],
      ru: ["Смелите льняное семя.", "Взбейте его с кефиром и малиной и сразу выпейте."],
    },
    minutes: 5,
    vegetarian: true,
  },
  {
    slug: "greek-yogurt-with-pumpkin-seeds-and-honey",
    name: { en: "Greek yogurt with pumpkin seeds and honey", ru: "Греческий йогурт с тыквенными семечками и мёдом" },
    description: {
      en: "Thick, tangy yogurt with crunchy pumpkin seeds and a thread of honey.",
      ru: "Густой кисловатый йогурт с хрустящими тыквенными семечками и тонкой струйкой мёда.",
    },
    meals: ["snack", "evening"],
    categories: ["protein"],
    ingredients: [
      { food: "greek-yogurt-nonfat", grams: 170 },
      { food: "pumpkin-seeds", grams: 15 },
      { food: "honey", grams: 10 },
    ],
    steps: {
      en: ["Spoon the yogurt into a bowl.", "Top with the seeds and drizzle with the honey."],
      ru: ["Выложите йогурт в миску.", "Посыпьте семечками и полейте мёдом."],
    },
    minutes: 2,
    vegetarian: true,
  },
  {
    slug: "gouda-with-grapes-and-walnuts",
    name: { en: "Gouda with grapes and walnuts", ru: "Гауда с виноградом и грецкими орехами" },
    description: {
      en: "A small cheese plate: slices of gouda with sweet grapes and a few walnuts.",
      ru: "Маленькая сырная тарелка: ломтики гауды со сладким виноградом и грецкими орехами.",
    },
    meals: ["snack"],
    categories: ["fats"],
    ingredients: [
      { food: "cheese-gouda", grams: 40 },
      { food: "grapes", grams: 120 },
      { food: "walnuts", grams: 10 },
    ],
    steps: {
      en: ["Cut the cheese into slices.", "Arrange it on a plate with the grapes and walnuts."],
      ru: ["Нарежьте сыр ломтиками.", "Разложите на тарелке с виноградом и орехами."],
    },
    minutes: 3,
    vegetarian: true,
  },
  {
    slug: "rye-toast-with-tuna-and-cucumber",
    name: { en: "Rye toast with tuna and cucumber", ru: "Ржаной тост с тунцом и огурцом" },
    description: {
      en: "Rye bread topped with tuna mixed with yogurt, and crisp cucumber slices.",
      ru: "Ржаной хлеб с тунцом, смешанным с йогуртом, и хрустящими ломтиками огурца.",
    },
    meals: ["snack", "lunch"],
    categories: ["protein", "carbs"],
    ingredients: [
      { food: "tuna-light-canned-in-water", grams: 80 },
      { food: "bread-rye", grams: 60 },
      { food: "greek-yogurt-nonfat", grams: 30 },
      { food: "cucumber", grams: 60 },
    ],
    steps: {
      en: [
        "Drain the tuna and mash it with the yogurt, pepper and a little lemon juice.",
        "Spread it on the rye bread and top with the cucumber slices.",
      ],
      ru: [
        "Слейте жидкость с тунца и разомните его с йогуртом, перцем и лимонным соком.",
        "Намажьте на ржаной хлеб и выложите сверху ломтики огурца.",
      ],
    },
    minutes: 5,
    vegetarian: false,
  },
  {
    slug: "crispy-roasted-chickpeas",
    name: { en: "Crispy roasted chickpeas", ru: "Хрустящий запечённый нут" },
    description: {
      en: "Chickpeas roasted with olive oil and smoked paprika until crunchy, a savoury snack.",
      ru: "Нут, запечённый с оливковым маслом и копчёной паприкой до хруста, — солёная закуска.",
    },
    meals: ["snack"],
    categories: ["carbs"],
    ingredients: [
      { food: "chickpeas-boiled", grams: 150 },
      { food: "olive-oil", grams: 5 },
    ],
    steps: {
      en: [
        "Dry the chickpeas well and toss them with the oil, salt and paprika.",
        "Roast at 200 °C for 30 minutes, shaking the tray twice.",
      ],
      ru: [
        "Хорошо обсушите нут и перемешайте с маслом, солью и паприкой.",
        "Запекайте при 200 °C 30 минут, дважды встряхнув противень.",
      ],
    },
    minutes: 35,
    vegetarian: true,
  },
  {
    slug: "whey-shake-with-strawberries",
    name: { en: "Protein shake with strawberries", ru: "Протеиновый коктейль с клубникой" },
    description: {
      en: "Whey protein blended with skim milk and strawberries, a quick snack after training.",
      ru: "Сывороточный протеин, взбитый с обезжиренным молоком и клубникой, — быстрый перекус после тренировки.",
    },
    meals: ["snack"],
    categories: ["protein"],
    ingredients: [
      { food: "whey-protein-powder", grams: 30 },
      { food: "milk-skim", grams: 250 },
      { food: "strawberries", grams: 100 },
    ],
    steps: {
      en: ["Put everything in a blender.", "Blend for 30 seconds and drink cold."],
      ru: ["Сложите всё в блендер.", "Взбейте 30 секунд и пейте холодным."],
    },
    minutes: 3,
    vegetarian: true,
  },
  {
    slug: "cottage-cheese-with-cucumber-and-herbs",
    name: { en: "Cottage cheese with cucumber and herbs", ru: "Творог с огурцом и зеленью" },
    description: {
      en: "Savoury cottage cheese with fresh cucumber, dill and garlic, a light supper.",
      ru: "Несладкий творог со свежим огурцом, укропом и чесноком — лёгкий ужин.",
    },
    meals: ["evening", "snack"],
    categories: ["protein"],
    ingredients: [
      { food: "cottage-cheese-1-percent", grams: 200 },
      { food: "cucumber", grams: 120 },
      { food: "bread-rye", grams: 30 },
    ],
    steps: {
      en: [
        "Dice the cucumber and chop the dill and a small garlic clove.",
        "Mix with the cottage cheese and a pinch of salt and serve with the rye bread.",
      ],
      ru: [
        "Нарежьте огурец кубиками, порубите укроп и небольшой зубчик чеснока.",
        "Смешайте с творогом и щепоткой соли и подавайте с ржаным хлебом.",
      ],
    },
    minutes: 5,
    vegetarian: true,
  },
  {
    slug: "baked-pear-with-tvorog",
    name: { en: "Baked pear with tvorog", ru: "Груша, запечённая с творогом" },
    description: {
      en: "A halved pear baked with a filling of tvorog, honey and cinnamon, a warm dessert for the evening.",
      ru: "Половинки груши, запечённые с начинкой из творога, мёда и корицы, — тёплый вечерний десерт.",
    },
    meals: ["evening"],
    categories: ["protein"],
    ingredients: [
      { food: "pear", grams: 150 },
      { food: "tvorog-fat-free", grams: 150 },
      { food: "honey", grams: 10 },
    ],
    steps: {
      en: [
        "Halve the pear and scoop out the core.",
        "Mix the tvorog with the honey and cinnamon and fill the pear halves.",
        "Bake at 180 °C for 20 minutes.",
      ],
      ru: [
        "Разрежьте грушу пополам и удалите сердцевину.",
        "Смешайте творог с мёдом и корицей и наполните половинки груши.",
        "Запекайте при 180 °C 20 минут.",
      ],
    },
    minutes: 25,
    vegetarian: true,
  },
  {
    slug: "shrimp-and-avocado-salad",
    name: { en: "Shrimp and avocado salad", ru: "Салат с креветками и авокадо" },
    description: {
      en: "Juicy shrimp with avocado, cucumber and cherry tomatoes in a lime dressing.",
      ru: "Сочные креветки с авокадо, огурцом и помидорами черри под заправкой из лайма.",
    },
    meals: ["evening", "dinner"],
    categories: ["protein", "vegetables"],
    ingredients: [
      { food: "shrimp-cooked", grams: 120 },
      { food: "avocado", grams: 50 },
      { food: "cucumber", grams: 100 },
      { food: "tomato", grams: 80 },
      { food: "olive-oil", grams: 5 },
    ],
    steps: {
      en: [
        "Cut the avocado, cucumber and tomatoes into pieces.",
        "Add the shrimp and dress with the olive oil, lime juice and salt.",
      ],
      ru: [
        "Нарежьте авокадо, огурец и помидоры кусочками.",
        "Добавьте креветки и заправьте оливковым маслом, соком лайма и солью.",
      ],
    },
    minutes: 10,
    vegetarian: false,
  },
  {
    slug: "zucchini-omelette-with-swiss-cheese",
    name: { en: "Egg white omelette with zucchini and cheese", ru: "Белковый омлет с кабачком и сыром" },
    description: {
      en: "A light omelette of egg whites and one whole egg with zucchini and a little Swiss cheese.",
      ru: "Лёгкий омлет из белков и одного яйца с кабачком и небольшим количеством твёрдого сыра.",
    },
    meals: ["evening", "breakfast"],
    categories: ["protein", "vegetables"],
    ingredients: [
      { food: "egg-white-raw", grams: 150 },
      { food: "egg-whole-raw", grams: 50 },
      { food: "zucchini", grams: 100 },
      { food: "cheese-swiss", grams: 15 },
    ],
    steps: {
      en: [
        "Grate the zucchini, salt it and squeeze out the juice.",
        "Whisk the egg whites with the egg, stir in the zucchini and pour into a non-stick pan.",
        "Sprinkle with the grated cheese and cook covered on low heat for 8 minutes.",
      ],
      ru: [
        "Натрите кабачок, посолите и отожмите сок.",
        "Взбейте белки с яйцом, вмешайте кабачок и вылейте на сковороду с антипригарным покрытием.",
        "Посыпьте тёртым сыром и готовьте под крышкой на слабом огне 8 минут.",
      ],
    },
    minutes: 15,
    vegetarian: true,
  },
];
