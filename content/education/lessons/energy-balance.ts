import type { LessonBody } from "../types";

/** Lesson 2: energy balance, BMR (Mifflin-St Jeor), TDEE, deficit and surplus. */
export const lesson: LessonBody = {
  slug: "energy-balance",
  intro: {
    en: "Whether your weight goes down, stays or goes up over weeks depends mainly on energy balance: the calories you eat against the calories you burn. In this lesson you will estimate your own daily needs and learn how to set a sensible deficit or surplus.",
    ru: "Будет ли ваш вес за несколько недель снижаться, стоять на месте или расти, зависит в основном от энергетического баланса — соотношения калорий, которые вы съедаете, и калорий, которые тратите. В этом уроке вы оцените свою суточную потребность и научитесь задавать разумный дефицит или профицит.",
  },
  sections: [
    {
      id: "where-calories-go",
      heading: {
        en: "Where your calories go",
        ru: "На что уходят калории",
      },
      paragraphs: {
        en: [
          "Your total daily energy expenditure (TDEE) has four parts. The biggest is your basal metabolic rate (BMR): the energy needed to keep you alive at rest, which makes up about 60 to 70% of the total for most people who don't do hard physical work.",
          "The other three are smaller but you can influence them. Digesting food uses about 10% of what you eat, a little more for protein. Planned exercise usually burns 200 to 500 kcal per session. Everyday movement outside the gym, such as walking, housework and standing, varies the most: it can differ by several hundred kilocalories a day between a desk worker and someone on their feet all day.",
        ],
        ru: [
          "Ваш суточный расход энергии складывается из четырёх частей. Самая крупная — основной обмен: энергия, которая нужна, чтобы поддерживать жизнь в покое. У большинства людей без тяжёлого физического труда это примерно 60–70 % всего расхода.",
          "Остальные три части меньше, зато на них можно влиять. На переваривание пищи уходит около 10 % съеденного, на белок — чуть больше. Плановая тренировка обычно сжигает 200–500 ккал. Сильнее всего различается бытовая активность вне зала — ходьба, домашние дела, работа стоя: у офисного сотрудника и у человека, который весь день на ногах, разница может составлять несколько сотен килокалорий в сутки.",
        ],
      },
      bullets: {
        en: [
          "Basal metabolic rate: about 60 to 70% of the total.",
          "Digesting food: about 10%.",
          "Planned exercise: usually 5 to 15%.",
          "Everyday movement: the most variable part, and the easiest to raise with more steps.",
        ],
        ru: [
          "Основной обмен: около 60–70 % расхода.",
          "Переваривание пищи: около 10 %.",
          "Тренировки: обычно 5–15 %.",
          "Бытовая активность: самая изменчивая часть, и проще всего её увеличить за счёт шагов.",
        ],
      },
    },
    {
      id: "estimate-bmr",
      heading: {
        en: "Estimating BMR with Mifflin-St Jeor",
        ru: "Расчёт основного обмена по формуле Миффлина — Сан Жеора",
      },
      paragraphs: {
        en: [
          "The Mifflin-St Jeor equation is one of the most accurate simple formulas for adults. Use weight in kilograms, height in centimetres and age in years. Men: 10 × weight + 6.25 × height − 5 × age + 5. Women: 10 × weight + 6.25 × height − 5 × age − 161.",
          "Example: a 30-year-old woman, 165 cm and 65 kg, gets 650 + 1,031 − 150 − 161 ≈ 1,370 kcal. A 30-year-old man, 180 cm and 80 kg, gets 800 + 1,125 − 150 + 5 = 1,780 kcal. These are estimates; for a given person the real figure can differ by about 10%.",
        ],
        ru: [
          "Формула Миффлина — Сан Жеора — одна из самых точных простых формул для взрослых. Вес берётся в килограммах, рост в сантиметрах, возраст в годах. Мужчины: 10 × вес + 6,25 × рост − 5 × возраст + 5. Женщины: 10 × вес + 6,25 × рост − 5 × возраст − 161.",
          "Пример: женщина 30 лет, рост 165 см, вес 65 кг — 650 + 1 031 − 150 − 161 ≈ 1 370 ккал. Мужчина 30 лет, 180 см, 80 кг — 800 + 1 125 − 150 + 5 = 1 780 ккал. Это оценка: у конкретного человека реальное значение может отличаться примерно на 10 %.",
        ],
      },
    },
    {
      id: "from-bmr-to-tdee",
      heading: {
        en: "From BMR to your daily needs",
        ru: "От основного обмена к суточной норме",
      },
      paragraphs: {
        en: [
          "To estimate TDEE, multiply your BMR by an activity factor. Be honest and pick the lower one if you're unsure: most people overrate their activity. The woman from the example, training three to four times a week and walking a fair amount, would get 1,370 × 1.55 ≈ 2,120 kcal.",
          "Treat the result as a starting point. Eat close to it for two to three weeks while tracking your intake and weighing yourself most mornings. If the weekly average weight stays flat, that intake is your real maintenance, whatever the formula said.",
        ],
        ru: [
          "Чтобы оценить суточный расход, умножьте основной обмен на коэффициент активности. Если сомневаетесь, берите меньший: большинство людей переоценивает свою активность. Женщина из примера, которая тренируется три-четыре раза в неделю и много ходит пешком, получит 1 370 × 1,55 ≈ 2 120 ккал.",
          "Считайте результат отправной точкой. Две-три недели ешьте примерно столько, записывайте рацион и взвешивайтесь по утрам. Если средний вес за неделю не меняется, это и есть ваша реальная норма поддержания, что бы ни показывала формула.",
        ],
      },
      bullets: {
        en: [
          "1.2: desk job, little or no exercise.",
          "1.375: light activity, one to three workouts a week.",
          "1.55: moderate activity, three to five workouts a week.",
          "1.725: very active, hard training six to seven days a week or a physical job.",
          "1.9: hard physical work plus training.",
        ],
        ru: [
          "1,2 — сидячая работа, тренировок почти нет.",
          "1,375 — лёгкая активность, одна-три тренировки в неделю.",
          "1,55 — умеренная активность, три-пять тренировок в неделю.",
          "1,725 — высокая активность: тяжёлые тренировки шесть-семь дней в неделю или физическая работа.",
          "1,9 — тяжёлый физический труд плюс тренировки.",
        ],
      },
    },
    {
      id: "deficit-and-surplus",
      heading: {
        en: "Setting a deficit or a surplus",
        ru: "Дефицит и профицит",
      },
      paragraphs: {
        en: [
          "To lose fat, eat about 300 to 500 kcal below maintenance and aim to lose 0.5 to 1% of your body weight per week. A kilogram of body fat stores roughly 7,700 kcal, so a 500 kcal daily deficit works out at about 0.45 kg a week on paper. Slower loss is easier to sustain and helps you keep muscle, especially if you lift and eat enough protein.",
          "To build muscle, eat about 200 to 300 kcal above maintenance and aim to gain about 0.25 to 0.5% of body weight per week. A bigger surplus mostly adds fat, not extra muscle.",
          "Expect the numbers to drift. As you lose weight, your body burns less and you tend to move less without noticing, so progress slows. Recalculate every 4 to 6 weeks or after each 3 to 5 kg of change. Very low intakes, below about 1,200 kcal a day for most women and 1,500 kcal for most men, make it hard to get enough nutrients and should only be used under medical supervision.",
        ],
        ru: [
          "Чтобы худеть, ешьте примерно на 300–500 ккал меньше нормы поддержания и стремитесь терять 0,5–1 % веса тела в неделю. В килограмме жировой ткани запасено около 7 700 ккал, так что дефицит 500 ккал в день на бумаге даёт примерно 0,45 кг в неделю. Медленное снижение легче выдержать, и оно помогает сохранить мышцы, особенно если вы занимаетесь силовыми и едите достаточно белка.",
          "Чтобы набирать мышечную массу, ешьте примерно на 200–300 ккал больше нормы и прибавляйте около 0,25–0,5 % веса в неделю. Больший профицит в основном добавляет жир, а не мышцы.",
          "Цифры со временем будут «уплывать». По мере похудения организм тратит меньше, а вы незаметно начинаете меньше двигаться, поэтому прогресс замедляется. Пересчитывайте норму каждые 4–6 недель или после каждых 3–5 кг изменения веса. Очень низкая калорийность — меньше примерно 1 200 ккал в день для большинства женщин и 1 500 ккал для большинства мужчин — не позволяет получить достаточно питательных веществ, и прибегать к ней стоит только под наблюдением врача.",
        ],
      },
    },
  ],
  check: [
    {
      question: {
        en: "Estimate the BMR of a 40-year-old man who is 175 cm tall and weighs 90 kg.",
        ru: "Оцените основной обмен мужчины 40 лет ростом 175 см и весом 90 кг.",
      },
      answer: {
        en: "900 + 1,094 − 200 + 5 ≈ 1,800 kcal a day.",
        ru: "900 + 1 094 − 200 + 5 ≈ 1 800 ккал в сутки.",
      },
    },
    {
      question: {
        en: "Your maintenance is about 2,400 kcal and you want to lose fat. What is a reasonable daily target?",
        ru: "Ваша норма поддержания — около 2 400 ккал, и вы хотите сбросить жир. Какая суточная цель разумна?",
      },
      answer: {
        en: "About 1,900 to 2,100 kcal, adjusted so you lose 0.5 to 1% of body weight a week.",
        ru: "Примерно 1 900–2 100 ккал с поправкой так, чтобы терять 0,5–1 % веса в неделю.",
      },
    },
    {
      question: {
        en: "Your weekly average weight hasn't changed for three weeks on 2,200 kcal a day. What does that tell you?",
        ru: "Три недели вы едите 2 200 ккал в день, а средний вес за неделю не меняется. О чём это говорит?",
      },
      answer: {
        en: "2,200 kcal is roughly your real maintenance; set your deficit or surplus from that number.",
        ru: "2 200 ккал — примерно ваша реальная норма поддержания; от неё и отсчитывайте дефицит или профицит.",
      },
    },
  ],
  takeaways: {
    en: [
      "Weight change over weeks follows energy balance: intake against expenditure.",
      "Mifflin-St Jeor times an honest activity factor gives a starting estimate, not a final answer.",
      "Lose 0.5 to 1% of body weight a week; gain about 0.25 to 0.5% when building muscle.",
      "Let two to three weeks of real data correct the formula, and recalculate as your weight changes.",
    ],
    ru: [
      "В масштабе недель вес меняется по законам энергетического баланса: приход против расхода.",
      "Формула Миффлина — Сан Жеора, умноженная на честный коэффициент активности, даёт стартовую оценку, а не окончательный ответ.",
      "Худейте на 0,5–1 % веса в неделю, а при наборе прибавляйте около 0,25–0,5 %.",
      "Уточняйте формулу по реальным данным за две-три недели и пересчитывайте норму по мере изменения веса.",
    ],
  },
};
