import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "warm-up-that-works",
  intro: {
    en: "A good warm-up takes 10 to 15 minutes and makes your first working set feel like your third. It is not about long stretching routines or getting sweaty for half an hour. Here is a simple three-step structure you can use before any strength session.",
    ru: "Хорошая разминка занимает 10–15 минут, и первый рабочий подход после неё идёт так, будто он уже третий. Речь не о долгой растяжке и не о получасе на беговой дорожке до седьмого пота. Вот простая схема из трёх шагов, которая подойдёт перед любой силовой тренировкой.",
  },
  sections: [
    {
      id: "why-warm-up",
      heading: {
        en: "What a warm-up actually does",
        ru: "Что на самом деле даёт разминка",
      },
      paragraphs: {
        en: [
          "Warming up raises the temperature of your muscles, which makes them contract faster and more forcefully and makes joints feel less stiff. It also rehearses the movement you are about to load, so your coordination is sharp when the weight gets heavy. Reviews of warm-up research generally find small but real improvements in strength and power performance.",
          "The injury picture is less clear-cut. Structured warm-up programmes in team sports have been linked to fewer injuries, but for lifting there is little direct research. Still, the logic holds: a heavy first set on cold, stiff tissue with rusty technique is not a good bet, and a warm-up costs very little.",
        ],
        ru: [
          "Разминка повышает температуру мышц: они сокращаются быстрее и сильнее, а суставы ощущаются менее скованными. Кроме того, вы заранее прорабатываете движение, которое сейчас будете нагружать, и к тяжёлым весам координация уже настроена. Обзоры исследований по разминке в целом находят небольшой, но реальный прирост силы и мощности.",
          "С профилактикой травм картина менее однозначная. Структурированные разминочные программы в командных видах спорта связывают с меньшим числом травм, но по силовым тренировкам прямых исследований мало. И всё же логика понятна: тяжёлый первый подход на холодных, скованных мышцах и с «заржавевшей» техникой — плохая ставка, а разминка почти ничего не стоит.",
        ],
      },
    },
    {
      id: "general-warm-up",
      heading: {
        en: "Step 1: raise your temperature",
        ru: "Шаг 1: разогреться",
      },
      paragraphs: {
        en: [
          "Start with 5 minutes of easy cardio: a bike, a rower, brisk walking on an incline or skipping rope. Aim for an effort where you breathe a little harder but can still talk in full sentences. You are not trying to burn calories or tire yourself out.",
          "In a cold gym, in winter or if you train early in the morning, stretch this to 7 to 10 minutes. Many people also find they need a bit more time as they get older, and that is fine.",
        ],
        ru: [
          "Начните с 5 минут лёгкого кардио: велотренажёр, гребной тренажёр, быстрая ходьба в горку на дорожке или скакалка. Темп такой, чтобы дыхание чуть участилось, но вы спокойно могли говорить целыми фразами. Задача — не сжечь калории и не устать.",
          "Если в зале холодно, на улице зима или вы тренируетесь рано утром, растяните этот этап до 7–10 минут. С возрастом многим тоже нужно чуть больше времени на разогрев, и это нормально.",
        ],
      },
    },
    {
      id: "dynamic-moves",
      heading: {
        en: "Step 2: move through the ranges you will use",
        ru: "Шаг 2: пройти нужные амплитуды",
      },
      paragraphs: {
        en: [
          "Next, spend 3 to 5 minutes on dynamic movements that take your joints through the positions of today's session. Choose moves for the body parts you are about to train rather than running through a full-body checklist every time. Do each for 8 to 12 controlled reps.",
          "Long static stretches right before lifting are not the best use of this time. Holding a stretch for more than about 60 seconds per muscle can slightly reduce strength and power for a while afterwards. Short holds of 15 to 30 seconds for a spot that feels tight are fine, especially when followed by dynamic moves and warm-up sets.",
        ],
        ru: [
          "Дальше 3–5 минут динамических движений, которые проводят суставы через положения сегодняшней тренировки. Выбирайте упражнения под те части тела, которые будете нагружать, а не проходите каждый раз полный список на всё тело. Каждое движение — 8–12 подконтрольных повторений.",
          "Долгая статическая растяжка прямо перед силовой — не лучший способ потратить это время. Если удерживать растяжение дольше примерно 60 секунд на мышцу, сила и мощность могут на какое-то время немного снизиться. А короткие удержания по 15–30 секунд для зажатого места вполне допустимы, особенно если после них идут динамические движения и разминочные подходы.",
        ],
      },
      bullets: {
        en: [
          "Lower-body days: leg swings front to back and side to side, bodyweight squats, walking lunges, glute bridges, ankle rocks toward the wall.",
          "Upper-body days: arm circles, band pull-aparts, push-ups or incline push-ups, scapular pull-ups or band pull-downs, thoracic rotations on all fours.",
        ],
        ru: [
          "Дни ног: махи ногами вперёд-назад и в стороны, приседания без веса, выпады в движении, ягодичный мост, покачивания коленом к стене для голеностопа.",
          "Дни верха: вращения руками, разведение рук с резинкой перед грудью, отжимания от пола или от скамьи, подтягивания лопатками или тяга резинки сверху, повороты грудного отдела стоя на четвереньках.",
        ],
      },
    },
    {
      id: "ramp-up-sets",
      heading: {
        en: "Step 3: ramp up to your working weight",
        ru: "Шаг 3: подводящие подходы к рабочему весу",
      },
      paragraphs: {
        en: [
          "This is the part that matters most. Before your first heavy exercise, do several lighter sets of the same movement, adding weight and dropping reps as you go. The goal is to practise the lift and prepare for the load without creating fatigue, so none of these sets should feel hard.",
          "Say your working sets of squats are 100 kg for 5 reps. A sensible ramp would look like the list below, with short rests of 1 to 2 minutes. If your working weight is lighter, you need fewer steps; two or three ramp sets are usually enough for anything under 60 kg.",
          "Later exercises in the same session need much less. If you have already squatted, one or two lighter sets of leg presses are plenty, and isolation exercises often need just one light set of 10 to 15 reps.",
        ],
        ru: [
          "Это самая важная часть. Перед первым тяжёлым упражнением сделайте несколько более лёгких подходов того же движения, прибавляя вес и снижая число повторений. Задача — отработать технику и подготовиться к нагрузке, не накопив усталости, поэтому ни один из этих подходов не должен быть тяжёлым.",
          "Допустим, рабочие подходы в приседе у вас — 100 кг на 5 повторений. Разумная подводка выглядит как в списке ниже, с коротким отдыхом по 1–2 минуты. Если рабочий вес меньше, шагов нужно меньше: для всего, что легче 60 кг, обычно хватает двух-трёх подводящих подходов.",
          "Для следующих упражнений той же тренировки нужно гораздо меньше. Если вы уже отприседали, перед жимом ногами хватит одного-двух лёгких подходов, а в изолирующих упражнениях часто достаточно одного лёгкого подхода на 10–15 повторений.",
        ],
      },
      bullets: {
        en: [
          "Empty bar (20 kg) × 10",
          "40 kg × 5",
          "60 kg × 3",
          "80 kg × 2",
          "90 kg × 1, then start your working sets at 100 kg",
        ],
        ru: [
          "Пустой гриф (20 кг) × 10",
          "40 кг × 5",
          "60 кг × 3",
          "80 кг × 2",
          "90 кг × 1, после этого рабочие подходы со 100 кг",
        ],
      },
    },
    {
      id: "common-mistakes",
      heading: {
        en: "Common mistakes and when to stop",
        ru: "Частые ошибки и когда лучше остановиться",
      },
      paragraphs: {
        en: [
          "The most common mistake is skipping the ramp and going straight to the working weight after a few arm swings. The second is the opposite: a warm-up so long and tiring that it eats into your performance. If your warm-up regularly takes more than 20 minutes, trim the general part and keep the ramp sets.",
          "Listen to what the warm-up tells you. If a joint that usually feels fine is painful even with light weights, it is a day to change the exercise or go lighter, not to push on. Chest pain, unusual shortness of breath or dizziness during a warm-up is a reason to stop training and seek medical advice straight away.",
        ],
        ru: [
          "Самая частая ошибка — пропустить подводящие подходы и после пары взмахов руками сразу встать под рабочий вес. Вторая — обратная: разминка настолько долгая и утомительная, что отнимает силы у основной работы. Если разминка у вас регулярно занимает больше 20 минут, сократите общий разогрев, но подводящие подходы оставьте.",
          "Прислушивайтесь к тому, что показывает разминка. Если сустав, который обычно не беспокоит, болит даже с лёгким весом, сегодня стоит заменить упражнение или снизить вес, а не продавливать. Боль в груди, необычная одышка или головокружение во время разминки — повод прекратить тренировку и сразу обратиться к врачу.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "Plan 10 to 15 minutes: light cardio, dynamic moves, then ramp-up sets.",
      "Ramp-up sets of your first exercise are the most important part of the warm-up.",
      "Avoid long static stretches of more than about 60 seconds per muscle right before heavy lifting.",
      "Warm-up sets should prepare you, never tire you.",
      "Pain with light weights means adjust today's plan; chest pain or dizziness means stop and get medical advice.",
    ],
    ru: [
      "Закладывайте 10–15 минут: лёгкое кардио, динамические движения, затем подводящие подходы.",
      "Подводящие подходы в первом упражнении — самая важная часть разминки.",
      "Не делайте долгих статических растяжек дольше примерно 60 секунд на мышцу прямо перед тяжёлой работой.",
      "Разминочные подходы должны готовить, а не утомлять.",
      "Боль даже с лёгким весом — повод изменить план на сегодня, а боль в груди или головокружение — повод остановиться и обратиться к врачу.",
    ],
  },
};
