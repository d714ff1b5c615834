import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "calorie-deficit-without-misery",
  intro: {
    en: "Losing fat comes down to eating a little less energy than you burn for long enough, but how you set up that deficit decides whether it feels manageable or miserable. Here is how to pick a sensible pace, keep hunger in check and hold on to your muscle and your training along the way.",
    ru: "Чтобы сбросить жир, нужно достаточно долго тратить чуть больше энергии, чем получаете с едой. Но от того, как вы выстроите этот дефицит, зависит, будет он терпимым или мучительным. Разберём, как выбрать разумный темп, держать голод под контролем и не растерять по пути мышцы и силу.",
  },
  sections: [
    {
      id: "how-big",
      heading: {
        en: "How big the deficit should be",
        ru: "Каким должен быть дефицит",
      },
      paragraphs: {
        en: [
          "A body-fat kilogram holds roughly 7,700 kcal, so a daily deficit of about 500 kcal works out to around half a kilogram a week on paper. Real results wobble around that line because water, glycogen and food in your gut change from day to day.",
          "A practical target for most people is to lose about 0.5 to 1 percent of body weight a week. For an 80 kg person that is 0.4 to 0.8 kg a week. Studies comparing slower and faster weight loss in trained people suggest the slower pace keeps more muscle and strength, particularly if you are already fairly lean.",
          "Crash diets below about 800 kcal a day are a medical treatment, not a fitness plan, and should only happen under a doctor's supervision. Very large deficits also tend to wreck training, sleep and mood, which makes them hard to keep up.",
        ],
        ru: [
          "В килограмме жировой ткани примерно 7 700 ккал, так что дефицит около 500 ккал в день на бумаге даёт минус полкило в неделю. В жизни результат колеблется вокруг этой линии, потому что вода, гликоген и содержимое кишечника меняются изо дня в день.",
          "Для большинства людей практичная цель — терять примерно 0,5–1 % массы тела в неделю. Для человека весом 80 кг это 0,4–0,8 кг. Исследования, где сравнивали медленное и быстрое похудение у тренированных людей, говорят, что при медленном темпе сохраняется больше мышц и силы, особенно если жира уже немного.",
          "Диеты ниже примерно 800 ккал в день — это метод лечения, а не фитнес-план, и проводить их можно только под наблюдением врача. Слишком большой дефицит к тому же рушит тренировки, сон и настроение, поэтому долго его не выдержать.",
        ],
      },
    },
    {
      id: "find-maintenance",
      heading: {
        en: "Find your real maintenance first",
        ru: "Сначала найдите свою реальную норму",
      },
      paragraphs: {
        en: [
          "Online calculators give an estimate that can be off by a few hundred kilocalories either way. A better approach is to log what you eat as honestly as you can for two weeks while weighing yourself each morning.",
          "Compare the weekly average weight, not single days. If the average is stable, your current intake is roughly maintenance. Then subtract 300 to 500 kcal, or about 15 to 20 percent, and watch the trend for another two to three weeks before you change anything.",
          "As you get lighter, you burn a bit less, and everyday movement often drops without you noticing. If the weekly average stalls for three weeks or more, trim another 100 to 200 kcal or add some daily steps.",
        ],
        ru: [
          "Онлайн-калькуляторы дают оценку, которая может ошибаться на несколько сотен килокалорий в любую сторону. Надёжнее две недели максимально честно записывать всё, что едите, и каждое утро вставать на весы.",
          "Сравнивайте средний вес за неделю, а не отдельные дни. Если среднее стоит на месте, текущий рацион — это примерно ваша норма поддержания. Отнимите от неё 300–500 ккал, то есть около 15–20 %, и наблюдайте за трендом ещё две-три недели, прежде чем что-то менять.",
          "По мере снижения веса вы тратите чуть меньше энергии, а бытовая активность часто падает незаметно для вас самих. Если средний вес стоит три недели и дольше, уберите ещё 100–200 ккал или добавьте шагов.",
        ],
      },
    },
    {
      id: "beat-hunger",
      heading: {
        en: "Eat in a way that keeps hunger quiet",
        ru: "Питание, при котором голод не мучает",
      },
      paragraphs: {
        en: [
          "Some foods fill you up far more per kilocalorie than others. Controlled feeding studies show that people eat less without trying when meals are high in protein, fibre and water, and low in energy-dense snacks.",
          "You do not need to give up foods you enjoy. Planning a small treat into the day, around 10 percent of your calories, tends to work better than banning it and then overeating it on the weekend.",
        ],
        ru: [
          "Одни продукты насыщают гораздо сильнее других в пересчёте на калорию. Исследования с контролируемым питанием показывают: когда в еде много белка, клетчатки и воды и мало калорийных перекусов, люди съедают меньше без всяких усилий.",
          "Отказываться от любимой еды не обязательно. Небольшое запланированное лакомство, примерно 10 % калорий за день, обычно работает лучше, чем полный запрет, после которого следует срыв на выходных.",
        ],
      },
      bullets: {
        en: [
          "Build every meal around a protein source; aim for 1.8 to 2.2 g/kg a day while dieting.",
          "Fill half the plate with vegetables or salad and eat them first.",
          "Get 25 to 35 g of fibre a day from vegetables, fruit, legumes and whole grains.",
          "Keep drinks mostly calorie-free: juice, sugary coffee drinks and alcohol add up fast.",
          "Eat at regular times so hunger does not build into a late-evening binge.",
        ],
        ru: [
          "Стройте каждый приём пищи вокруг источника белка; на дефиците держитесь около 1,8–2,2 г/кг в сутки.",
          "Заполняйте половину тарелки овощами или салатом и начинайте с них.",
          "Набирайте 25–35 г клетчатки в день из овощей, фруктов, бобовых и цельных круп.",
          "Выбирайте напитки без калорий: сок, сладкий кофе с сиропом и алкоголь незаметно добавляют сотни килокалорий.",
          "Ешьте в одно и то же время, чтобы голод не копился до вечернего срыва.",
        ],
      },
    },
    {
      id: "keep-training",
      heading: {
        en: "Keep lifting and keep moving",
        ru: "Продолжайте тренироваться и двигаться",
      },
      paragraphs: {
        en: [
          "Resistance training is the signal that tells your body to keep muscle while food is short. Keep the main lifts heavy and keep the intensity, even if you trim total volume by about a third when you feel run down.",
          "It is normal for strength to stall in a deficit; a slow drop in your top sets is a sign to ease the pace of weight loss. Count holding your numbers as a win.",
          "Daily steps often burn more than formal cardio. Aiming for roughly 7,000 to 10,000 steps a day is an easy way to widen the deficit without eating even less, and it interferes with recovery far less than long, hard cardio sessions.",
        ],
        ru: [
          "Силовые тренировки — тот самый сигнал, который заставляет организм сохранять мышцы, когда еды меньше, чем нужно. Оставляйте базовые упражнения тяжёлыми и не снижайте интенсивность, даже если при усталости срезаете общий объём примерно на треть.",
          "Застой в силе на дефиците — это нормально, а если рабочие веса понемногу падают, стоит сбавить темп похудения. Удержать свои цифры — уже успех.",
          "Ежедневные шаги нередко сжигают больше, чем отдельные кардиотренировки. Около 7–10 тысяч шагов в день — простой способ увеличить дефицит, не урезая еду ещё сильнее, и на восстановление они влияют гораздо меньше, чем длинное тяжёлое кардио.",
        ],
      },
    },
    {
      id: "breaks-and-safety",
      heading: {
        en: "Breaks, flexibility and when to get help",
        ru: "Перерывы, гибкость и когда нужна помощь",
      },
      paragraphs: {
        en: [
          "A diet does not have to be continuous. Some trials of intermittent dieting, with one or two weeks at maintenance every few weeks, found similar or slightly better fat loss and less drop in energy, though the evidence is still mixed. A planned break around holidays or stressful periods is a tool, not a failure.",
          "Keep a few guardrails. If you are pregnant or breastfeeding, take medication that affects blood sugar, have a chronic illness, or have ever had an eating disorder, speak to a doctor or registered dietitian before you start. Missed periods, dizziness, constant fatigue or an obsessive focus on food are signs to stop dieting and get advice.",
        ],
        ru: [
          "Диета не обязана быть непрерывной. В некоторых исследованиях прерывистого подхода, когда каждые несколько недель одну-две недели едят на поддержании, жир уходил так же или чуть лучше, а энергия падала меньше, хотя данные пока неоднозначны. Запланированная пауза на праздники или в напряжённый период — это инструмент, а не провал.",
          "Помните о мерах предосторожности. Если вы беременны или кормите грудью, принимаете препараты, влияющие на уровень сахара в крови, у вас хроническое заболевание или когда-либо было расстройство пищевого поведения, перед началом поговорите с врачом или диетологом. Пропуск менструаций, головокружения, постоянная усталость или навязчивые мысли о еде — повод прекратить диету и обратиться за советом.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Aim to lose 0.5 to 1 percent of body weight a week; slower keeps more muscle.",
      "Find maintenance from two weeks of logging, then cut 300 to 500 kcal.",
      "Judge progress by weekly averages, not by a single morning on the scale.",
      "High protein, lots of vegetables and fibre, and calorie-free drinks make hunger manageable.",
      "Keep lifting heavy and walking daily; see a doctor first if health risks apply.",
    ],
    ru: [
      "Теряйте 0,5–1 % массы тела в неделю: при медленном темпе мышцы сохраняются лучше.",
      "Найдите норму поддержания за две недели записей, затем отнимите 300–500 ккал.",
      "Оценивайте прогресс по среднему за неделю, а не по одному утру на весах.",
      "Много белка, овощей и клетчатки и напитки без калорий помогают справиться с голодом.",
      "Продолжайте тяжёлые силовые и ежедневные прогулки; при рисках для здоровья сначала к врачу.",
    ],
  },
};
