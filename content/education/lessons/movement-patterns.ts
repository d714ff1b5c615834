import type { LessonBody } from "../types";

/** Lesson 4: the six big movement patterns and technique basics. */
export const lesson: LessonBody = {
  slug: "movement-patterns",
  intro: {
    en: "Hundreds of exercises exist, but almost all of them are variations of six basic movement patterns. If your plan covers each pattern and you perform them with solid technique, you are training your whole body.",
    ru: "Упражнений существуют сотни, но почти все они — вариации шести базовых движений. Если ваша программа охватывает каждое из них и вы выполняете их с хорошей техникой, значит, вы тренируете всё тело.",
  },
  sections: [
    {
      id: "six-patterns",
      heading: {
        en: "Six patterns that cover the whole body",
        ru: "Шесть движений, которые охватывают всё тело",
      },
      paragraphs: {
        en: [
          "Think in patterns rather than individual exercises. Each pattern has easy versions for the first weeks and harder versions for later, so you can swap exercises to match your equipment, your level or an old injury without losing the point of the workout.",
          "Include every pattern at least once a week. Squats and hinges train the legs and glutes, pushes and pulls train the upper body, and carries and core work teach your trunk to stay stable while you move, which helps every other lift.",
        ],
        ru: [
          "Думайте движениями, а не отдельными упражнениями. У каждого движения есть простые варианты для первых недель и сложные на потом, поэтому упражнение можно заменить под ваше оборудование, уровень подготовки или старую травму, не теряя смысла тренировки.",
          "Каждое движение должно появляться в программе хотя бы раз в неделю. Приседы и тазовый шарнир тренируют ноги и ягодицы, жимы и тяги — верх тела, а переноски и упражнения на кор учат корпус оставаться стабильным в движении, и это помогает во всех остальных упражнениях.",
        ],
      },
      bullets: {
        en: [
          "Squat (knees and hips bend together): goblet squat, back squat, leg press, split squat, lunges.",
          "Hinge (hips move back, knees stay softly bent): Romanian deadlift, deadlift, hip thrust, kettlebell swing.",
          "Push, horizontal and vertical: push-ups, bench press, dumbbell press, overhead press.",
          "Pull, horizontal and vertical: rows, lat pulldown, pull-ups.",
          "Carry: farmer's walk, suitcase carry with one weight.",
          "Core, mostly resisting movement: plank, side plank, dead bug, Pallof press.",
        ],
        ru: [
          "Присед (колени и таз сгибаются одновременно): гоблет-присед, присед со штангой на спине, жим ногами, сплит-присед, выпады.",
          "Тазовый шарнир, или хип-хинж (таз уходит назад, колени слегка согнуты): румынская тяга, становая тяга, ягодичный мост со штангой, махи гирей.",
          "Жимы, горизонтальные и вертикальные: отжимания, жим лёжа, жим гантелей, жим стоя.",
          "Тяги, горизонтальные и вертикальные: тяга в наклоне, тяга верхнего блока, подтягивания.",
          "Переноска: прогулка фермера, переноска одной гантели в руке.",
          "Кор, в основном удержание корпуса: планка, боковая планка, «мёртвый жук», жим Паллофа.",
        ],
      },
    },
    {
      id: "squat-and-hinge",
      heading: {
        en: "Squat and hinge",
        ru: "Присед и тазовый шарнир",
      },
      paragraphs: {
        en: [
          "For the squat, stand with your feet about shoulder-width apart and your toes turned slightly out. Sit down between your heels, keep your whole foot on the floor and let your knees travel in the direction of your toes. Knees moving past your toes is normal; knees caving inwards is not. Go as deep as you can while your back stays neutral and your heels stay down. A goblet squat with a dumbbell held at your chest is the best place to start.",
          "The hinge is the movement you use to pick something up from the floor with a straight back. Push your hips back as if closing a car door with your backside, keep your shins nearly vertical and the weight close to your legs. You should feel a stretch in your hamstrings. If your lower back rounds, stop the movement earlier. The Romanian deadlift with dumbbells is a good first hinge.",
        ],
        ru: [
          "В приседе поставьте стопы примерно на ширине плеч, носки слегка разверните наружу. Опускайтесь «между пяток», держите всю стопу на полу, колени направляйте туда же, куда смотрят носки. Если колени выходят за носки — это нормально, а вот если они заваливаются внутрь — нет. Садитесь настолько глубоко, насколько получается сохранять нейтральную спину и не отрывать пятки. Лучше всего начинать с гоблет-приседа — с гантелью у груди.",
          "Тазовый шарнир — это движение, которым вы поднимаете что-то с пола с ровной спиной. Отводите таз назад, будто закрываете ягодицами дверцу машины, голени держите почти вертикально, а вес — ближе к ногам. Вы должны почувствовать растяжение задней поверхности бедра. Если поясница начинает округляться, заканчивайте движение раньше. Хороший первый вариант — румынская тяга с гантелями.",
        ],
      },
    },
    {
      id: "push-and-pull",
      heading: {
        en: "Push and pull",
        ru: "Жимы и тяги",
      },
      paragraphs: {
        en: [
          "Balance them: plan roughly as many pulling sets as pushing sets each week to keep your shoulders healthy and your posture balanced. In presses, set your shoulder blades back and down, keep your wrists stacked over your elbows and your elbows about 45 to 70 degrees from your body rather than flared straight out. Lower the bar or dumbbells to your lower chest under control.",
          "In rows and pulldowns, start each rep by moving your shoulder blades, then drive your elbows towards your hips. Don't jerk the weight or lean back to finish the rep. If you can't do a push-up or a pull-up yet, use easier versions: push-ups with hands on a bench, band-assisted pull-ups, slow lowering from the top of a pull-up, or the lat pulldown.",
        ],
        ru: [
          "Соблюдайте баланс: за неделю планируйте примерно столько же подходов тяг, сколько жимов, — это бережёт плечи и осанку. В жимах сведите и опустите лопатки, держите запястья над локтями, а локти — примерно под 45–70 градусов к корпусу, а не разведёнными в стороны. Опускайте штангу или гантели к нижней части груди подконтрольно.",
          "В тягах в наклоне и тягах верхнего блока начинайте каждое повторение с движения лопаток, а затем тяните локти к тазу. Не дёргайте вес и не отклоняйтесь назад, чтобы дожать повторение. Если отжимания или подтягивания пока не получаются, берите облегчённые варианты: отжимания с упором руками в скамью, подтягивания с резинкой, медленное опускание из верхней точки подтягивания или тягу верхнего блока.",
        ],
      },
    },
    {
      id: "technique-rules",
      heading: {
        en: "Technique rules for every lift",
        ru: "Правила техники для любого упражнения",
      },
      paragraphs: {
        en: [
          "A few rules apply to almost every exercise. Warm up first: 5 to 10 minutes of easy cardio, then two or three lighter sets of your first exercise at about 50, 70 and 85% of your working weight. Film yourself from the side now and then; what you feel and what you do are often different.",
          "Learn to tell effort from pain. Burning muscles and heavy breathing are normal. Sharp pain, pain in a joint, or pain that gets worse from set to set is a reason to stop that exercise, and pain that lasts more than a week or two is a reason to see a doctor or physiotherapist.",
        ],
        ru: [
          "Несколько правил подходят почти для любого упражнения. Сначала разминка: 5–10 минут лёгкого кардио, затем два-три лёгких подхода первого упражнения примерно с 50, 70 и 85 % рабочего веса. Время от времени снимайте себя на видео сбоку: ощущения и реальная техника часто расходятся.",
          "Научитесь отличать усилие от боли. Жжение в мышцах и тяжёлое дыхание — норма. Острая боль, боль в суставе или боль, которая усиливается от подхода к подходу, — повод прекратить это упражнение, а если боль не проходит неделю-две, стоит обратиться к врачу или реабилитологу.",
        ],
      },
      bullets: {
        en: [
          "Brace: breathe into your belly and tighten your midsection as if about to be poked, then hold that tension through the hard part of the rep.",
          "Keep your spine neutral: no big rounding or arching under load.",
          "Lower the weight under control, over about two to three seconds.",
          "Use the full range of motion you can control, the same way every rep.",
        ],
        ru: [
          "Напрягайте корпус: глубоко вдохните «в живот» и напрягите пресс, словно готовитесь к толчку, и держите это напряжение на самом тяжёлом участке повторения.",
          "Держите спину нейтральной: без сильного округления или прогиба под весом.",
          "Опускайте вес подконтрольно, примерно за две-три секунды.",
          "Работайте в полной амплитуде, которую можете контролировать, и одинаково в каждом повторении.",
        ],
      },
    },
  ],
  check: [
    {
      question: {
        en: "What is the main difference between a squat and a hinge?",
        ru: "В чём главное отличие приседа от тазового шарнира?",
      },
      answer: {
        en: "In a squat the knees and hips bend together and the body moves down; in a hinge the hips move back while the knees stay only slightly bent.",
        ru: "В приседе колени и таз сгибаются вместе и тело опускается вниз, а в тазовом шарнире таз уходит назад, колени же лишь слегка согнуты.",
      },
    },
    {
      question: {
        en: "Why should you balance pushing and pulling sets?",
        ru: "Зачем соблюдать баланс между жимами и тягами?",
      },
      answer: {
        en: "Roughly equal pushing and pulling work keeps your shoulders healthy and your posture balanced.",
        ru: "Примерно равный объём жимов и тяг бережёт плечи и сохраняет баланс в осанке.",
      },
    },
    {
      question: {
        en: "Which kinds of pain mean you should stop an exercise?",
        ru: "При какой боли упражнение нужно прекратить?",
      },
      answer: {
        en: "Sharp pain, pain in a joint, or pain that gets worse from set to set. Muscle burn and heavy breathing are normal.",
        ru: "При острой боли, боли в суставе или боли, которая усиливается от подхода к подходу. Жжение в мышцах и тяжёлое дыхание — норма.",
      },
    },
  ],
  takeaways: {
    en: [
      "Cover six patterns every week: squat, hinge, push, pull, carry and core.",
      "Start with the easier versions and earn the harder ones.",
      "Brace, keep a neutral spine and lower every rep under control.",
      "Warm up with ramp-up sets and learn to tell effort from pain.",
    ],
    ru: [
      "Каждую неделю охватывайте шесть движений: присед, тазовый шарнир, жим, тягу, переноску и кор.",
      "Начинайте с облегчённых вариантов и переходите к сложным по мере готовности.",
      "Напрягайте корпус, держите спину нейтральной и опускайте вес подконтрольно.",
      "Разминайтесь подводящими подходами и учитесь отличать усилие от боли.",
    ],
  },
};
