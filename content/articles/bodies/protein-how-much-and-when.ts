import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "protein-how-much-and-when",
  intro: {
    en: "Protein is the nutrient that matters most for building and keeping muscle, and it is also the one people most often guess at. This article gives you a daily target in grams per kilogram, shows how to split it across your meals, and explains what timing actually changes and what it does not.",
    ru: "Белок — главный нутриент для роста и сохранения мышц, и именно его чаще всего считают «на глазок». Разберём, сколько граммов на килограмм веса вам нужно, как распределить эту норму по приёмам пищи и что на самом деле даёт выбор времени приёма, а что — нет.",
  },
  sections: [
    {
      id: "how-much",
      heading: {
        en: "How much protein you need",
        ru: "Сколько белка нужно",
      },
      paragraphs: {
        en: [
          "The general reference intake for adults is about 0.8 g of protein per kilogram of body weight a day. That figure is set to prevent deficiency in people who do not train, not to get the most out of resistance training.",
          "Meta-analyses of resistance-training studies find that gains in muscle mass keep improving as protein rises to about 1.6 g/kg a day, and level off somewhere between 1.6 and 2.2 g/kg. For most people who lift, 1.6 g/kg is a solid daily target, and going up to 2.2 g/kg is a reasonable margin if you want to be sure.",
          "If you carry a lot of body fat, base the number on your goal weight or your height-adjusted healthy weight instead of your current weight; otherwise the target gets unrealistically high. A 100 kg person aiming for 80 kg can simply use 80 kg in the calculation.",
        ],
        ru: [
          "Общая рекомендуемая норма для взрослых — около 0,8 г белка на килограмм массы тела в сутки. Эта цифра рассчитана на то, чтобы не было дефицита у людей, которые не тренируются, а не на максимальный результат от силовых.",
          "Метаанализы исследований силовых тренировок показывают: прирост мышечной массы продолжает расти, пока белок поднимается примерно до 1,6 г/кг в сутки, а дальше выходит на плато где-то между 1,6 и 2,2 г/кг. Для большинства тех, кто занимается с железом, 1,6 г/кг — надёжная цель, а 2,2 г/кг — разумный запас, если хочется подстраховаться.",
          "Если у вас много жировой массы, считайте норму не от текущего веса, а от целевого, иначе цифра получится нереально большой. Человеку весом 100 кг, который идёт к 80 кг, достаточно подставить в расчёт 80 кг.",
        ],
      },
      bullets: {
        en: [
          "60 kg: about 95 to 130 g a day",
          "75 kg: about 120 to 165 g a day",
          "90 kg: about 145 to 200 g a day",
        ],
        ru: [
          "60 кг: примерно 95–130 г в сутки",
          "75 кг: примерно 120–165 г в сутки",
          "90 кг: примерно 145–200 г в сутки",
        ],
      },
    },
    {
      id: "per-meal",
      heading: {
        en: "Splitting it across the day",
        ru: "Как распределить по дню",
      },
      paragraphs: {
        en: [
          "The daily total matters most, but how you spread it still helps. Studies that measure muscle protein synthesis suggest that a meal with roughly 0.3 to 0.4 g/kg of protein, around 20 to 40 g for most adults, gives a near-maximal response for that sitting.",
          "In practice this means three to five protein-rich meals or snacks, three to five hours apart. Eating 150 g of protein in one big dinner is less useful than the same amount spread over the day, and it is also much harder to reach.",
          "Older adults respond less strongly to small doses, so aim for the upper end of the range, about 0.4 g/kg or 30 to 40 g per meal. Larger single servings are not wasted either: the body still uses the extra, it just takes longer to process it.",
        ],
        ru: [
          "Главное — суточная сумма, но распределение тоже помогает. Исследования, в которых измеряют синтез мышечного белка, говорят, что приём пищи примерно с 0,3–0,4 г/кг белка, то есть 20–40 г для большинства взрослых, даёт почти максимальный отклик за один раз.",
          "На практике это три-пять приёмов пищи или перекусов с белком с интервалом три-пять часов. Съесть 150 г белка за один большой ужин менее полезно, чем то же количество, растянутое на день, да и сделать это гораздо сложнее.",
          "У людей старшего возраста отклик на небольшие порции слабее, поэтому им стоит ориентироваться на верхнюю границу: около 0,4 г/кг, или 30–40 г за приём. Большие порции при этом не пропадают зря: организм использует и излишек, просто переваривает его дольше.",
        ],
      },
    },
    {
      id: "timing",
      heading: {
        en: "Timing around training",
        ru: "Белок до и после тренировки",
      },
      paragraphs: {
        en: [
          "The old idea of a 30-minute anabolic window after training is mostly a myth. Studies that compared protein right after training with protein a few hours later, with the same daily total, found little or no difference in muscle growth.",
          "A simple rule works well: have a protein-containing meal within a few hours before training and another within a few hours after. If you train fasted early in the morning, eat soon afterwards, because it has been a long time since your last meal.",
          "Protein before sleep is a useful extra slot rather than a magic trick. A serving of 30 to 40 g of a slowly digested protein, such as cottage cheese or Greek yogurt, is an easy way to add to your daily total.",
        ],
        ru: [
          "Идея 30-минутного «анаболического окна» после тренировки — по большей части миф. В исследованиях, где сравнивали белок сразу после занятия и через несколько часов при одинаковой суточной норме, разница в росте мышц была небольшой или её не было вовсе.",
          "Хорошо работает простое правило: поешьте с белком за несколько часов до тренировки и ещё раз в течение нескольких часов после. Если тренируетесь рано утром натощак, поешьте вскоре после занятия — с последнего приёма пищи прошло уже много времени.",
          "Белок перед сном — просто ещё один удобный приём пищи, а не волшебная уловка. Порция 30–40 г медленно усваиваемого белка, например творога или греческого йогурта, — лёгкий способ добрать суточную норму.",
        ],
      },
    },
    {
      id: "sources",
      heading: {
        en: "Where to get it",
        ru: "Где его взять",
      },
      paragraphs: {
        en: [
          "Animal foods are dense in protein and rich in leucine, the amino acid that most strongly switches on muscle building. Plant sources work too; you just need slightly larger servings and a mix of foods such as legumes, soy and grains over the day.",
          "Protein powder is a food, not a requirement. It is simply a convenient way to close a gap when meals fall short. Typical portions look like this:",
        ],
        ru: [
          "Продукты животного происхождения богаты белком и лейцином — аминокислотой, которая сильнее всего запускает рост мышц. Растительные источники тоже подходят, просто порции нужны чуть больше, а за день стоит сочетать бобовые, сою и крупы.",
          "Протеин — это обычная еда, а не обязательная добавка. Он просто помогает добрать норму, когда обычной еды не хватает. Типичные порции выглядят так:",
        ],
      },
      bullets: {
        en: [
          "150 g cooked chicken breast: about 45 g protein",
          "200 g cottage cheese: about 22 g",
          "3 large eggs: about 18 g",
          "200 g Greek yogurt: about 20 g",
          "200 g firm tofu: about 25 to 30 g",
          "1 cup (about 200 g) cooked lentils: about 18 g",
          "1 scoop whey protein (30 g): about 22 to 25 g",
        ],
        ru: [
          "150 г варёной куриной грудки: около 45 г белка",
          "200 г зернёного творога: около 22 г",
          "3 крупных яйца: около 18 г",
          "200 г греческого йогурта: около 20 г",
          "200 г плотного тофу: около 25–30 г",
          "200 г варёной чечевицы: около 18 г",
          "1 мерная ложка сывороточного протеина (30 г): около 22–25 г",
        ],
      },
    },
    {
      id: "special-cases",
      heading: {
        en: "Cutting, plant-based eating and safety",
        ru: "Сушка, растительное питание и безопасность",
      },
      paragraphs: {
        en: [
          "During a calorie deficit, protein helps you keep muscle and makes meals more filling. Many sports nutrition guidelines suggest the higher end, about 1.8 to 2.2 g/kg, when you are dieting, especially if you are already lean.",
          "On a fully plant-based diet, add roughly 10 percent to your target to make up for slightly lower digestibility and leucine content. Soy, pea protein and combinations of legumes with grains make this easy.",
          "For healthy people, intakes up to about 2.2 g/kg have not shown harm to the kidneys in studies. If you have kidney disease, diabetes with kidney involvement or another chronic condition, talk to your doctor before raising protein.",
        ],
        ru: [
          "В дефиците калорий белок помогает сохранить мышцы и делает еду сытнее. Многие рекомендации по спортивному питанию советуют на сушке держаться ближе к верхней границе — около 1,8–2,2 г/кг, особенно если жира у вас уже немного.",
          "На полностью растительном питании прибавьте к норме примерно 10 %: растительный белок чуть хуже усваивается и содержит меньше лейцина. Соя, гороховый протеин и сочетание бобовых с крупами легко решают эту задачу.",
          "У здоровых людей потребление до 2,2 г/кг в исследованиях не вредило почкам. Если у вас болезнь почек, диабет с поражением почек или другое хроническое заболевание, обсудите увеличение белка с врачом.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Aim for about 1.6 g of protein per kg of body weight a day; up to 2.2 g/kg is a sensible ceiling.",
      "Spread it over 3 to 5 meals with roughly 20 to 40 g each.",
      "Eat protein within a few hours before and after training; there is no 30-minute window.",
      "When dieting, lean towards 1.8 to 2.2 g/kg to protect muscle.",
      "Check with a doctor first if you have kidney disease or another chronic condition.",
    ],
    ru: [
      "Ориентируйтесь примерно на 1,6 г белка на кг массы тела в сутки; 2,2 г/кг — разумный потолок.",
      "Распределите норму на 3–5 приёмов пищи по 20–40 г.",
      "Ешьте белок за несколько часов до и после тренировки — 30-минутного окна не существует.",
      "На сушке держитесь ближе к 1,8–2,2 г/кг, чтобы сохранить мышцы.",
      "При болезни почек или другом хроническом заболевании сначала посоветуйтесь с врачом.",
    ],
  },
};
