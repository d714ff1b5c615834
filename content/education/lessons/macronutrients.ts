import type { LessonBody } from "../types";

/** Lesson 3: protein, fat and carbohydrate targets and how to combine them. */
export const lesson: LessonBody = {
  slug: "macronutrients",
  intro: {
    en: "Calories decide how your weight moves; macronutrients decide what that weight is made of and how well you train. Protein and fat each have a minimum worth meeting every day, and carbohydrates fill the rest of your budget and fuel your sessions.",
    ru: "Калории определяют, куда движется вес, а макронутриенты — из чего этот вес состоит и насколько хорошо вы тренируетесь. У белков и жиров есть минимум, который стоит добирать каждый день, а углеводы заполняют остаток калорийности и дают энергию для тренировок.",
  },
  sections: [
    {
      id: "protein",
      heading: {
        en: "Protein: the first priority",
        ru: "Белок — главный приоритет",
      },
      paragraphs: {
        en: [
          "Protein supplies the building blocks for muscle and helps you keep muscle while losing fat. It also keeps you fuller than the same calories from carbs or fat. The standard recommended intake of 0.8 g per kilogram of body weight is a minimum for inactive adults; if you lift, research supports 1.6 to 2.2 g per kg a day. Around 1.6 g/kg covers most people, and the upper end is useful during a calorie deficit.",
          "If you carry a lot of extra body fat, base the number on your goal weight rather than your current weight, otherwise the target gets unrealistically high. Spread protein over three to five meals of roughly 0.3 to 0.4 g/kg each, which for most people is 20 to 40 g per meal.",
          "Good sources include meat, poultry, fish, eggs, dairy such as Greek yoghurt and cottage cheese, tofu, tempeh, and beans or lentils combined with grains. If you have kidney disease, agree your protein intake with your doctor.",
        ],
        ru: [
          "Белок — строительный материал для мышц; он помогает сохранить их, пока вы сбрасываете жир. К тому же он насыщает сильнее, чем столько же калорий из углеводов или жиров. Стандартная норма 0,8 г на килограмм веса — это минимум для людей, которые не тренируются; при силовых тренировках исследования поддерживают 1,6–2,2 г/кг в сутки. Около 1,6 г/кг хватает большинству, а верхняя граница полезна на дефиците калорий.",
          "Если у вас много лишнего жира, считайте белок от целевого веса, а не от текущего, иначе норма получится нереально высокой. Распределяйте белок на три-пять приёмов пищи примерно по 0,3–0,4 г/кг, то есть для большинства людей по 20–40 г за раз.",
          "Хорошие источники: мясо, птица, рыба, яйца, молочные продукты вроде греческого йогурта и творога, тофу, темпе, а также фасоль и чечевица в сочетании с крупами. Если у вас заболевание почек, количество белка нужно согласовать с врачом.",
        ],
      },
    },
    {
      id: "fat",
      heading: {
        en: "Fat: essential, but energy-dense",
        ru: "Жиры: необходимы, но калорийны",
      },
      paragraphs: {
        en: [
          "Fat carries the vitamins A, D, E and K, supplies essential fatty acids and supports hormone production. At 9 kcal per gram, compared with 4 kcal for protein and carbs, it also adds up fast: one tablespoon of oil is about 120 kcal.",
          "A practical range is 20 to 35% of your calories, which for most people means roughly 0.6 to 1 g per kg of body weight. Going below about 20% for long periods is not recommended. Favour olive and rapeseed oil, nuts, seeds and avocado, eat oily fish once or twice a week for omega-3 fats, and keep saturated fat under 10% of calories.",
        ],
        ru: [
          "Жиры переносят витамины A, D, E и K, дают незаменимые жирные кислоты и нужны для выработки гормонов. При этом в грамме жира 9 ккал против 4 ккал в белках и углеводах, так что калории набегают быстро: в столовой ложке масла около 120 ккал.",
          "Практичный диапазон — 20–35 % калорийности, для большинства людей это примерно 0,6–1 г на кг веса. Долго держать жиры ниже 20 % не рекомендуется. Отдавайте предпочтение оливковому и рапсовому маслу, орехам, семечкам и авокадо, ешьте жирную рыбу раз-два в неделю ради омега-3, а насыщенные жиры держите ниже 10 % калорийности.",
        ],
      },
    },
    {
      id: "carbohydrates",
      heading: {
        en: "Carbohydrates: fuel for training",
        ru: "Углеводы: топливо для тренировок",
      },
      paragraphs: {
        en: [
          "Carbohydrates refill the glycogen stored in your muscles, which powers hard sets and intervals. Once protein and fat are set, carbs can take up the rest of your calories. For general strength and fitness training of about an hour a day, 3 to 5 g per kg is a common range; people who prefer fewer carbs can train well on less, though performance in long or high-rep sessions may suffer.",
          "Quality matters more than timing. Base most of your carbs on whole grains, potatoes, fruit, vegetables and legumes. They bring fibre, which supports digestion and fullness: aim for at least 25 to 30 g a day. Keep added sugars below 10% of calories.",
        ],
        ru: [
          "Углеводы пополняют запасы гликогена в мышцах, а он питает тяжёлые подходы и интервалы. Когда белок и жиры заданы, углеводы занимают оставшуюся калорийность. Для обычных силовых и фитнес-тренировок около часа в день типичный диапазон — 3–5 г на кг; тем, кто предпочитает меньше углеводов, можно успешно тренироваться и на меньшем количестве, хотя в долгих и многоповторных тренировках результаты могут просесть.",
          "Качество важнее времени приёма. Основу углеводов пусть составляют цельные крупы, картофель, фрукты, овощи и бобовые. В них есть клетчатка, которая помогает пищеварению и насыщению: старайтесь получать хотя бы 25–30 г в день. Добавленный сахар держите ниже 10 % калорийности.",
        ],
      },
    },
    {
      id: "putting-it-together",
      heading: {
        en: "Putting the numbers together",
        ru: "Собираем всё вместе",
      },
      paragraphs: {
        en: [
          "Work in this order: set your calories, then protein, then fat, and give the remainder to carbs. Take a 70 kg person eating 2,200 kcal. Protein at 1.8 g/kg is 126 g, or about 500 kcal. Fat at 25% of calories is 550 kcal, or about 60 g. That leaves about 1,150 kcal, or roughly 285 g of carbs, which is about 4 g per kg.",
          "You don't need to hit these numbers to the gram. Landing within about 10% most days works well. If tracking everything feels like too much, track only calories and protein at first and let fat and carbs fall where they will.",
        ],
        ru: [
          "Действуйте в таком порядке: калорийность, затем белок, затем жиры, а остаток отдайте углеводам. Возьмём человека весом 70 кг на 2 200 ккал. Белок из расчёта 1,8 г/кг — это 126 г, или около 500 ккал. Жиры на уровне 25 % калорийности — 550 ккал, или примерно 60 г. Остаётся около 1 150 ккал, то есть примерно 285 г углеводов, или около 4 г на кг.",
          "Попадать в эти цифры до грамма не нужно. Вполне достаточно в большинство дней укладываться в пределы 10 %. Если считать всё сразу слишком утомительно, на первых порах следите только за калориями и белком, а жиры и углеводы пусть распределяются как получится.",
        ],
      },
      bullets: {
        en: [
          "Protein: 1.6 to 2.2 g per kg, 20 to 40 g per meal.",
          "Fat: 20 to 35% of calories, roughly 0.6 to 1 g per kg.",
          "Carbohydrates: the rest, often 3 to 5 g per kg when training regularly.",
          "Fibre: at least 25 to 30 g a day.",
        ],
        ru: [
          "Белок: 1,6–2,2 г на кг, по 20–40 г за приём пищи.",
          "Жиры: 20–35 % калорийности, примерно 0,6–1 г на кг.",
          "Углеводы: всё остальное, при регулярных тренировках часто 3–5 г на кг.",
          "Клетчатка: не меньше 25–30 г в день.",
        ],
      },
    },
  ],
  check: [
    {
      question: {
        en: "How much protein a day should an 80 kg person who lifts weights aim for?",
        ru: "Сколько белка в день стоит есть человеку весом 80 кг, который занимается с отягощениями?",
      },
      answer: {
        en: "About 130 to 175 g (1.6 to 2.2 g per kg), split over three to five meals.",
        ru: "Примерно 130–175 г (1,6–2,2 г на кг), разделив на три-пять приёмов пищи.",
      },
    },
    {
      question: {
        en: "Why does fat add calories faster than protein or carbs?",
        ru: "Почему жиры добавляют калории быстрее, чем белки и углеводы?",
      },
      answer: {
        en: "A gram of fat has 9 kcal, compared with 4 kcal in a gram of protein or carbohydrate.",
        ru: "В грамме жира 9 ккал, а в грамме белка или углеводов — 4 ккал.",
      },
    },
    {
      question: {
        en: "In what order should you set your macronutrient targets?",
        ru: "В каком порядке задавать нормы макронутриентов?",
      },
      answer: {
        en: "Calories first, then protein, then fat, and carbohydrates take whatever is left.",
        ru: "Сначала калорийность, затем белок, потом жиры, а углеводы получают остаток.",
      },
    },
  ],
  takeaways: {
    en: [
      "Eat 1.6 to 2.2 g of protein per kg a day, spread over several meals.",
      "Keep fat between 20 and 35% of calories and favour unsaturated sources.",
      "Let carbohydrates fill the rest, mostly from whole grains, fruit, vegetables and legumes.",
      "Being within about 10% of your targets most days is accurate enough.",
    ],
    ru: [
      "Ешьте 1,6–2,2 г белка на кг в день, распределяя его на несколько приёмов пищи.",
      "Держите жиры в пределах 20–35 % калорийности и выбирайте ненасыщенные.",
      "Остаток отдайте углеводам — в основном из цельных круп, фруктов, овощей и бобовых.",
      "Попадать в нормы с точностью около 10 % в большинство дней вполне достаточно.",
    ],
  },
};
