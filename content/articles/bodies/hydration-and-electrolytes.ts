import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "hydration-and-electrolytes",
  intro: {
    en: "Most people who train do not need a complicated hydration plan, but a few simple habits make a real difference on hot days and in long sessions. This article covers how much to drink day to day, how to find your own sweat losses, and when electrolytes are worth adding.",
    ru: "Большинству тренирующихся не нужен сложный план питья, но несколько простых привычек заметно помогают в жару и на длинных тренировках. Разберём, сколько пить в обычный день, как узнать свои потери с потом и когда действительно стоит добавлять электролиты.",
  },
  sections: [
    {
      id: "why-it-matters",
      heading: {
        en: "Why hydration matters for training",
        ru: "Почему вода важна для тренировок",
      },
      paragraphs: {
        en: [
          "When you sweat, you lose water and salts, mainly sodium. Laboratory studies show that losing more than about 2 percent of body weight through sweat can reduce endurance performance and make exercise feel harder, especially in the heat. For a 70 kg person that is a loss of 1.4 kg.",
          "Strength and power are less sensitive to mild dehydration, so a normal gym session in a cool room rarely causes problems. Long runs, cycling, team sports and training in hot, humid conditions are where fluid losses start to matter.",
        ],
        ru: [
          "С потом вы теряете воду и соли, прежде всего натрий. Лабораторные исследования показывают, что потеря больше 2 % массы тела с потом может снижать выносливость и делать нагрузку субъективно тяжелее, особенно в жару. Для человека весом 70 кг это 1,4 кг.",
          "Сила и мощность к лёгкому обезвоживанию менее чувствительны, так что обычная тренировка в прохладном зале редко создаёт проблемы. Потери жидкости начинают играть роль на длинных пробежках и велотренировках, в игровых видах спорта и при занятиях в жару и духоту.",
        ],
      },
    },
    {
      id: "daily-intake",
      heading: {
        en: "How much to drink on a normal day",
        ru: "Сколько пить в обычный день",
      },
      paragraphs: {
        en: [
          "European reference values put adequate total water intake at about 2.0 litres a day for women and 2.5 litres for men. That includes water from food, which usually provides around a fifth of the total, so most of it comes from drinks. On training days, add what you lose in sweat.",
          "You do not need to count every glass. For healthy people, thirst is a reliable guide at rest, and a few simple checks tell you whether you are on track.",
          "Tea and coffee count towards your fluid intake. Moderate amounts of caffeine, up to about 400 mg a day for most healthy adults, do not dehydrate regular drinkers in any meaningful way. If you are pregnant or breastfeeding, keep caffeine to 200 mg a day or less.",
        ],
        ru: [
          "Европейские нормы считают достаточным общее потребление воды около 2,0 л в сутки для женщин и 2,5 л для мужчин. Сюда входит вода из еды — обычно это примерно пятая часть, так что основное приходится на напитки. В дни тренировок добавьте то, что теряете с потом.",
          "Считать каждый стакан не нужно. У здоровых людей в покое жажда — надёжный ориентир, а пара простых проверок подскажет, всё ли в порядке.",
          "Чай и кофе тоже идут в зачёт жидкости. Умеренное количество кофеина — до 400 мг в день для большинства здоровых взрослых — не обезвоживает тех, кто пьёт кофе регулярно. При беременности и кормлении грудью — не больше 200 мг кофеина в день.",
        ],
      },
      bullets: {
        en: [
          "Urine is pale straw-coloured for most of the day.",
          "You rarely feel strong thirst.",
          "Your morning body weight is stable from day to day, within about 1 percent.",
        ],
        ru: [
          "Моча большую часть дня светло-соломенного цвета.",
          "Сильная жажда бывает редко.",
          "Утренний вес стабилен изо дня в день, в пределах примерно 1 %.",
        ],
      },
    },
    {
      id: "around-training",
      heading: {
        en: "Before, during and after training",
        ru: "До, во время и после тренировки",
      },
      paragraphs: {
        en: [
          "Start training well hydrated rather than trying to catch up during the session. Sports medicine guidance suggests drinking about 5 to 7 ml per kilogram of body weight around four hours before a long or hot session, which is roughly 350 to 500 ml for a 70 kg person.",
          "During exercise, drinking to thirst works well for sessions up to about an hour and for most recreational training. For longer or hotter sessions, sip regularly with the aim of keeping total weight loss under 2 percent, not of replacing every drop.",
          "After training, replace what you lost over the next few hours along with a normal meal. If you lost a lot, drink roughly 1.25 to 1.5 litres for every kilogram of weight lost, because part of what you drink is passed in urine.",
        ],
        ru: [
          "Приходите на тренировку, уже выпив достаточно воды, а не пытайтесь наверстать всё по ходу. Рекомендации спортивной медицины — примерно 5–7 мл на килограмм массы тела за четыре часа до длинной или жаркой тренировки, то есть около 350–500 мл для человека весом 70 кг.",
          "Во время занятия пить по жажде вполне достаточно на тренировках до часа и в большинстве любительских нагрузок. На более длинных или жарких тренировках пейте небольшими порциями регулярно: цель — удержать потерю веса в пределах 2 %, а не восполнить каждую каплю.",
          "После тренировки восполните потери за следующие несколько часов вместе с обычной едой. Если потеряли много, выпейте примерно 1,25–1,5 л на каждый потерянный килограмм, потому что часть выпитого выйдет с мочой.",
        ],
      },
    },
    {
      id: "sweat-test",
      heading: {
        en: "Find your sweat rate",
        ru: "Сколько вы теряете с потом",
      },
      paragraphs: {
        en: [
          "Sweat rates differ a lot between people, from about 0.5 to more than 2 litres an hour in hard exercise in the heat. A quick weigh-in test tells you your own number and is far more useful than a generic rule.",
          "Weigh yourself without clothes before a typical one-hour session, note what you drink, and weigh yourself again after towelling off. Each kilogram of weight lost equals roughly one litre of sweat. Repeat it in different weather to see how much the number changes.",
        ],
        ru: [
          "Потери пота у людей сильно различаются: при тяжёлой нагрузке в жару — от 0,5 до более чем 2 литров в час. Простое взвешивание покажет ваши собственные цифры, и это гораздо полезнее любого общего правила.",
          "Взвесьтесь без одежды перед обычной часовой тренировкой, запишите, сколько выпили, и снова встаньте на весы после, вытершись полотенцем. Каждый потерянный килограмм — примерно литр пота. Повторите замер в разную погоду, чтобы увидеть, насколько меняется результат.",
        ],
      },
    },
    {
      id: "electrolytes",
      heading: {
        en: "When electrolytes help",
        ru: "Когда нужны электролиты",
      },
      paragraphs: {
        en: [
          "Sodium is the electrolyte you lose most in sweat, typically around 1 g per litre, though it ranges from about 0.2 to 2 g. Potassium and magnesium losses are much smaller and are easily covered by a normal diet with fruit, vegetables, dairy and whole grains.",
          "For everyday training under an hour, water and your usual meals are enough. Electrolytes are worth adding in sessions over about two hours, in heavy sweating in the heat, when you train twice a day, or if you see white salt marks on your clothes. A common starting range is around 300 to 600 mg of sodium per hour, from a sports drink, tablets or salty snacks.",
        ],
        ru: [
          "Больше всего с потом уходит натрия — обычно около 1 г на литр, хотя у разных людей от 0,2 до 2 г. Потери калия и магния гораздо меньше, и их легко покрывает обычный рацион с фруктами, овощами, молочными продуктами и цельными крупами.",
          "На обычных тренировках до часа хватает воды и привычной еды. Электролиты стоит добавить на занятиях дольше двух часов, при сильном потоотделении в жару, при двух тренировках в день или если на одежде остаются белые солевые разводы. Распространённый стартовый ориентир — около 300–600 мг натрия в час из спортивного напитка, таблеток или солёных закусок.",
        ],
      },
    },
    {
      id: "too-much",
      heading: {
        en: "Drinking too much and safety",
        ru: "Когда воды слишком много",
      },
      paragraphs: {
        en: [
          "More is not always better. Drinking far more than you sweat in long events can dilute the sodium in your blood, a condition called exercise-associated hyponatraemia. If you gain weight during a long session, you are drinking too much.",
          "Headache, nausea, swelling of the hands, confusion or unusual drowsiness during or after a long event need urgent medical attention. If you have heart, kidney or blood pressure problems, or take diuretics, ask your doctor how much fluid and salt is right for you before changing your routine.",
        ],
        ru: [
          "Больше — не всегда лучше. Если на длинных стартах пить намного больше, чем уходит с потом, натрий в крови разбавляется — это называется гипонатриемией, связанной с нагрузкой. Если за длинную тренировку вес вырос, значит, вы пьёте слишком много.",
          "Головная боль, тошнота, отёк кистей, спутанность сознания или необычная сонливость во время или после длительной нагрузки требуют срочной медицинской помощи. Если у вас проблемы с сердцем, почками или давлением либо вы принимаете мочегонные, прежде чем менять режим питья и потребление соли, посоветуйтесь с врачом.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Let thirst and pale straw-coloured urine guide daily drinking.",
      "Start long or hot sessions hydrated and aim to lose under 2 percent of body weight.",
      "Weigh yourself before and after training: 1 kg lost is about 1 litre of sweat.",
      "Add sodium, about 300 to 600 mg an hour, only for long, sweaty sessions.",
      "Do not drink so much that you gain weight; get urgent help for confusion or a severe headache.",
    ],
    ru: [
      "В обычные дни ориентируйтесь на жажду и светло-соломенный цвет мочи.",
      "Приходите на длинные и жаркие тренировки, уже выпив достаточно воды, и теряйте не больше 2 % веса.",
      "Взвешивайтесь до и после тренировки: минус 1 кг — это около литра пота.",
      "Добавляйте натрий, около 300–600 мг в час, только на длинных тренировках с обильным потом.",
      "Не пейте столько, чтобы вес рос; при спутанности сознания или сильной головной боли срочно обращайтесь за помощью.",
    ],
  },
};
