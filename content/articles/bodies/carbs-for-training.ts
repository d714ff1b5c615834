import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "carbs-for-training",
  intro: {
    en: "Carbohydrates are your muscles' preferred fuel for hard, repeated efforts, from a heavy set of squats to the last kilometre of a run. How much you need depends far more on how much you train than on any diet trend, and this article shows you how to match the two.",
    ru: "Углеводы — основное топливо мышц для интенсивной и повторяющейся работы, будь то тяжёлый подход приседа или последний километр пробежки. Сколько их нужно, зависит прежде всего от объёма тренировок, а не от модных диет, и ниже разберём, как одно привязать к другому.",
  },
  sections: [
    {
      id: "what-carbs-do",
      heading: {
        en: "What carbs do during training",
        ru: "Зачем углеводы на тренировке",
      },
      paragraphs: {
        en: [
          "Your body stores carbohydrate as glycogen: roughly 300 to 500 g in muscle, depending on your size and training, and about 80 to 100 g in the liver. Muscle glycogen fuels high-intensity work, while liver glycogen keeps your blood sugar steady.",
          "A typical lifting session of an hour uses only part of your muscle glycogen, so strength athletes rarely run empty. Long endurance sessions, team sports and high-volume training can drain it substantially, and that is when low stores start to limit how hard you can push.",
          "Carbs are not required to build muscle if protein and calories are sufficient. Still, studies on high-volume resistance training suggest that very low-carb diets can reduce the number of reps you manage, especially in the second half of a session.",
        ],
        ru: [
          "Организм запасает углеводы в виде гликогена: примерно 300–500 г в мышцах, в зависимости от комплекции и тренированности, и около 80–100 г в печени. Мышечный гликоген питает интенсивную работу, а печёночный поддерживает стабильный уровень сахара в крови.",
          "Обычная силовая тренировка на час расходует лишь часть мышечного гликогена, поэтому у силовиков запасы редко заканчиваются полностью. Длинные тренировки на выносливость, игровые виды спорта и большой объём работы могут сильно их истощить — и тогда нехватка гликогена начинает ограничивать интенсивность.",
          "Для роста мышц углеводы не обязательны, если хватает белка и калорий. Но исследования силовых тренировок с большим объёмом показывают, что на очень низкоуглеводной диете количество повторений может снижаться, особенно во второй половине занятия.",
        ],
      },
    },
    {
      id: "how-much",
      heading: {
        en: "How much to eat per day",
        ru: "Сколько углеводов нужно в день",
      },
      paragraphs: {
        en: [
          "Sports nutrition guidelines express carbohydrate needs in grams per kilogram of body weight and scale them with training load. Use these ranges as a starting point and adjust by how your sessions feel and how your weight moves.",
          "For a 70 kg person who lifts four times a week, 3 to 5 g/kg means roughly 210 to 350 g of carbohydrate a day. Once protein (around 1.6 g/kg) and fat (at least 0.6 to 0.8 g/kg) are covered, carbs can fill the rest of your calorie budget.",
        ],
        ru: [
          "В рекомендациях по спортивному питанию потребность в углеводах указывают в граммах на килограмм массы тела и привязывают к нагрузке. Воспринимайте эти диапазоны как отправную точку и корректируйте их по самочувствию на тренировках и динамике веса.",
          "Для человека весом 70 кг, который ходит в зал четыре раза в неделю, 3–5 г/кг — это примерно 210–350 г углеводов в день. Когда белок (около 1,6 г/кг) и жиры (не меньше 0,6–0,8 г/кг) закрыты, углеводы могут заполнить оставшуюся часть калорийности.",
        ],
      },
      bullets: {
        en: [
          "Light activity or strength training 3 to 4 times a week: about 3 to 5 g/kg",
          "Moderate training, about an hour a day: about 5 to 7 g/kg",
          "Endurance training of 1 to 3 hours a day: about 6 to 10 g/kg",
          "Very heavy endurance loads of 4 or more hours a day: about 8 to 12 g/kg",
        ],
        ru: [
          "Низкая активность или силовые 3–4 раза в неделю: около 3–5 г/кг",
          "Умеренные тренировки примерно по часу в день: около 5–7 г/кг",
          "Тренировки на выносливость по 1–3 часа в день: около 6–10 г/кг",
          "Очень большие объёмы на выносливость, от 4 часов в день: около 8–12 г/кг",
        ],
      },
    },
    {
      id: "before-training",
      heading: {
        en: "Before training",
        ru: "Перед тренировкой",
      },
      paragraphs: {
        en: [
          "A normal mixed meal two to three hours before training works for most people: for example rice or potatoes with chicken and vegetables, or oats with yogurt and fruit. About 0.5 to 1 g/kg of carbohydrate in that meal is plenty for a lifting session.",
          "If you only have 30 to 60 minutes, choose something small and easy to digest, such as a banana, a slice of white bread with honey or a yogurt. Keep fat and fibre low right before training to avoid an upset stomach.",
          "Training fasted in the morning is fine for shorter sessions if you feel good doing it. If your performance drops or you feel dizzy, a small carb snack beforehand usually fixes it.",
        ],
        ru: [
          "Большинству подходит обычный смешанный приём пищи за два-три часа до тренировки: например, рис или картофель с курицей и овощами или овсянка с йогуртом и фруктами. Для силовой тренировки достаточно примерно 0,5–1 г/кг углеводов в этом приёме.",
          "Если до занятия осталось 30–60 минут, выберите что-то небольшое и легкоусвояемое: банан, кусок белого хлеба с мёдом или йогурт. Непосредственно перед тренировкой лучше поменьше жира и клетчатки, чтобы не было проблем с желудком.",
          "Тренироваться утром натощак вполне можно, если занятие короткое и самочувствие хорошее. Если падает работоспособность или кружится голова, обычно помогает небольшой углеводный перекус заранее.",
        ],
      },
    },
    {
      id: "during-and-after",
      heading: {
        en: "During and after training",
        ru: "Во время и после тренировки",
      },
      paragraphs: {
        en: [
          "For sessions under about an hour, water is enough. For continuous hard work lasting longer than 60 to 90 minutes, taking in 30 to 60 g of carbohydrate per hour from a sports drink, gel or banana helps you keep your pace. In events over two and a half hours, trained athletes may use up to 90 g per hour from glucose and fructose mixes.",
          "After training, what matters is your daily total, not a rush to eat within minutes. The exception is when you train twice within about eight hours: then eating around 1 to 1.2 g/kg of carbohydrate per hour for the first few hours speeds glycogen refilling. Adding protein to that meal also helps.",
        ],
        ru: [
          "На занятиях короче часа достаточно воды. При непрерывной тяжёлой работе дольше 60–90 минут 30–60 г углеводов в час из спортивного напитка, геля или банана помогают держать темп. На стартах дольше двух с половиной часов тренированные спортсмены используют до 90 г в час из смесей глюкозы и фруктозы.",
          "После тренировки важна суточная сумма, а не спешка поесть в первые минуты. Исключение — две тренировки с промежутком меньше примерно восьми часов: тогда около 1–1,2 г/кг углеводов в час в первые несколько часов ускоряют восстановление гликогена. Белок в этом приёме пищи тоже помогает.",
        ],
      },
    },
    {
      id: "choosing-carbs",
      heading: {
        en: "Choosing your carbs",
        ru: "Какие углеводы выбирать",
      },
      paragraphs: {
        en: [
          "Most of your carbohydrate should come from minimally processed foods: potatoes, rice, oats, buckwheat, whole-grain bread, pasta, fruit, legumes and dairy. They bring fibre, vitamins and minerals and keep you full.",
          "Faster, low-fibre options such as white bread, juice or sports drinks have their place close to and during long sessions, when quick digestion matters more than fibre. The rest of the time, enjoy them in moderation like any other sweet food.",
          "If you have diabetes or another condition that affects blood sugar, work out your carbohydrate plan and timing with your doctor, since training and carbs both change your glucose levels. This matters most if you use insulin or other medication that can cause low blood sugar.",
        ],
        ru: [
          "Основную часть углеводов стоит получать из минимально обработанных продуктов: картофеля, риса, овсянки, гречки, цельнозернового хлеба, макарон, фруктов, бобовых и молочных продуктов. В них есть клетчатка, витамины и минералы, и они хорошо насыщают.",
          "Быстрым углеводам с малым количеством клетчатки — белому хлебу, соку, спортивным напиткам — самое место незадолго до и во время длинных тренировок, когда скорость усвоения важнее клетчатки. В остальное время относитесь к ним как к обычным сладостям.",
          "Если у вас диабет или другое состояние, влияющее на уровень сахара в крови, составьте план по углеводам и их распределению вместе с врачом: и тренировки, и углеводы меняют уровень глюкозы. Особенно это важно, если вы получаете инсулин или другие препараты, которые могут вызывать гипогликемию.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Match carbs to training load: about 3 to 5 g/kg for regular lifting, more for long endurance work.",
      "A normal mixed meal 2 to 3 hours before training is the simplest pre-workout fuel.",
      "Take 30 to 60 g of carbs per hour only in hard sessions longer than 60 to 90 minutes.",
      "Daily totals matter more than post-workout timing, unless you train twice a day.",
      "Build most of your carbs on whole foods; plan with a doctor if you have diabetes.",
    ],
    ru: [
      "Подбирайте углеводы под нагрузку: около 3–5 г/кг при регулярных силовых, больше при длительной работе на выносливость.",
      "Обычный смешанный приём пищи за 2–3 часа до тренировки — самое простое топливо.",
      "30–60 г углеводов в час нужны только на тяжёлых занятиях дольше 60–90 минут.",
      "Суточная сумма важнее того, насколько скоро после тренировки вы поели, если вы не тренируетесь дважды в день.",
      "Основу углеводов стройте на цельных продуктах; при диабете составьте план с врачом.",
    ],
  },
};
