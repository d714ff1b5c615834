import type { LessonBody } from "../types";

/** Lesson 7: training frequency and weekly splits (full body, upper/lower, push/pull/legs). */
export const lesson: LessonBody = {
  slug: "weekly-plan",
  intro: {
    en: "A good weekly plan fits your schedule, trains each muscle about twice a week and leaves room to recover. There is no single best split; the best one is the one you will actually follow for months.",
    ru: "Хороший недельный план вписывается в ваш график, нагружает каждую мышцу примерно дважды в неделю и оставляет время на восстановление. Единственно правильного сплита нет: лучший тот, которого вы действительно будете придерживаться месяцами.",
  },
  sections: [
    {
      id: "how-many-days",
      heading: {
        en: "How many days a week",
        ru: "Сколько дней в неделю",
      },
      paragraphs: {
        en: [
          "Two strength sessions a week already bring real results and meet the health guidelines. Three is the sweet spot for most beginners: enough practice to learn the lifts and enough rest between sessions. Four to six days can work well if you enjoy training and recover well, but more days only help if they add useful sets rather than just more fatigue.",
          "Research suggests that training each muscle at least twice a week tends to produce a little more growth than once a week when the weekly sets are the same. Plan sessions of about 45 to 75 minutes; if your workouts regularly run longer, you are probably doing too many sets or resting longer than needed.",
        ],
        ru: [
          "Уже две силовые тренировки в неделю дают реальный результат и соответствуют рекомендациям для здоровья. Три — оптимальный вариант для большинства новичков: достаточно практики, чтобы освоить упражнения, и достаточно отдыха между занятиями. Четыре-шесть дней тоже могут отлично работать, если вам нравится тренироваться и вы хорошо восстанавливаетесь, но дополнительные дни полезны, только если добавляют нужные подходы, а не просто усталость.",
          "По данным исследований, если нагружать мышцу хотя бы дважды в неделю, она обычно растёт чуть лучше, чем при одной тренировке в неделю с тем же числом подходов. Планируйте занятия на 45–75 минут; если тренировки регулярно затягиваются дольше, скорее всего, вы делаете слишком много подходов или отдыхаете дольше, чем нужно.",
        ],
      },
    },
    {
      id: "full-body",
      heading: {
        en: "Full body: two or three days",
        ru: "Всё тело: два-три дня",
      },
      paragraphs: {
        en: [
          "Every session trains the whole body with one exercise per pattern, usually for 2 to 4 sets each. This is the best starting point: you practise each lift often, and a missed session costs little. Alternate two workouts, A and B, with at least one rest day between sessions, for example on Monday, Wednesday and Friday.",
          "Do 2 sets per exercise in the first two weeks, then move to 3. With three sessions a week and 3 sets per exercise, each major muscle group gets roughly 8 to 12 hard sets a week once you count the compound lifts that work it, right in the range from lesson 5.",
        ],
        ru: [
          "На каждой тренировке прорабатывается всё тело — по одному упражнению на каждое движение, обычно по 2–4 подхода. Это лучший вариант для старта: вы часто повторяете каждое упражнение, а пропуск одного занятия почти ничего не стоит. Чередуйте две тренировки, А и Б, с минимум одним днём отдыха между ними, например в понедельник, среду и пятницу.",
          "Первые две недели делайте по 2 подхода на упражнение, затем переходите к 3. При трёх тренировках в неделю и 3 подходах на упражнение каждая крупная мышечная группа получает примерно 8–12 тяжёлых подходов в неделю с учётом базовых упражнений, которые её задействуют, — как раз в диапазоне из урока 5.",
        ],
      },
      bullets: {
        en: [
          "Workout A: goblet or back squat, bench press or push-ups, dumbbell row, Romanian deadlift, plank.",
          "Workout B: hip thrust or deadlift, overhead press, lat pulldown or pull-ups, split squat, farmer's walk.",
        ],
        ru: [
          "Тренировка А: гоблет-присед или присед со штангой, жим лёжа или отжимания, тяга гантели в наклоне, румынская тяга, планка.",
          "Тренировка Б: ягодичный мост со штангой или становая тяга, жим стоя, тяга верхнего блока или подтягивания, сплит-присед, прогулка фермера.",
        ],
      },
    },
    {
      id: "splits",
      heading: {
        en: "Upper/lower and push/pull/legs",
        ru: "Верх/низ и «жим — тяга — ноги»",
      },
      paragraphs: {
        en: [
          "An upper/lower split suits four days a week, for example upper on Monday and Thursday, lower on Tuesday and Friday. Each muscle still gets two sessions, and each workout has fewer exercises, so you can give them more sets and focus.",
          "Push/pull/legs groups chest, shoulders and triceps on one day, back and biceps on another, and legs on a third. Done over three days, it trains each muscle only once a week; repeated over six days, it gives a high weekly volume but demands a lot of time and recovery. It fits better after your first year than at the start.",
        ],
        ru: [
          "Сплит «верх/низ» удобен при четырёх тренировках в неделю: например, верх в понедельник и четверг, низ во вторник и пятницу. Каждая мышца по-прежнему получает две тренировки, а упражнений за занятие меньше, так что на каждое можно выделить больше подходов и внимания.",
          "Сплит «жим — тяга — ноги» объединяет грудь, плечи и трицепс в один день, спину и бицепс — в другой, ноги — в третий. Если проходить цикл один раз за три дня, каждая мышца работает лишь раз в неделю; если дважды за шесть дней — получается большой недельный объём, но он требует много времени и восстановления. Такой сплит лучше подходит после первого года тренировок, чем на старте.",
        ],
      },
      bullets: {
        en: [
          "2 days a week: full body A and B.",
          "3 days: full body, alternating A and B.",
          "4 days: upper/lower, twice each.",
          "5 to 6 days: upper/lower plus a full-body day, or push/pull/legs run twice.",
        ],
        ru: [
          "2 дня в неделю: всё тело, тренировки А и Б.",
          "3 дня: всё тело, чередуя А и Б.",
          "4 дня: верх/низ, каждая дважды.",
          "5–6 дней: верх/низ плюс тренировка на всё тело или «жим — тяга — ноги» дважды за неделю.",
        ],
      },
    },
    {
      id: "cardio-and-choice",
      heading: {
        en: "Fitting in cardio and choosing your plan",
        ru: "Кардио и выбор плана",
      },
      paragraphs: {
        en: [
          "For health, the World Health Organization recommends 150 to 300 minutes of moderate aerobic activity or 75 to 150 minutes of vigorous activity a week, on top of strength training. Brisk walking, cycling, swimming and rowing all count. At these amounts cardio barely interferes with muscle gain. If you do both on the same day, lift first or keep them several hours apart, and avoid hard running right before a leg session.",
          "To choose, start from the number of days you can train in an ordinary, busy week, not in your best week. Pick the split that matches that number and run it for at least 8 to 12 weeks before judging it. Changing programmes every few weeks is one of the most common reasons beginners stop progressing.",
        ],
        ru: [
          "Для здоровья Всемирная организация здравоохранения рекомендует 150–300 минут умеренной аэробной активности или 75–150 минут интенсивной в неделю в дополнение к силовым. Подходят быстрая ходьба, велосипед, плавание, гребля. В таких объёмах кардио почти не мешает росту мышц. Если делаете и то и другое в один день, начинайте с силовой или разнесите их на несколько часов и не ставьте интенсивный бег прямо перед тренировкой ног.",
          "Выбирая план, исходите из того, сколько дней сможете тренироваться в обычную загруженную неделю, а не в самую удачную. Возьмите сплит под это число и работайте по нему хотя бы 8–12 недель, прежде чем делать выводы. Менять программу каждые несколько недель — одна из самых частых причин, по которым новички перестают прогрессировать.",
        ],
      },
    },
  ],
  check: [
    {
      question: {
        en: "You can reliably train three days a week. Which split fits best?",
        ru: "Вы можете стабильно тренироваться три дня в неделю. Какой сплит подойдёт лучше всего?",
      },
      answer: {
        en: "Full body, alternating two workouts A and B, with a rest day between sessions.",
        ru: "Тренировки на всё тело с чередованием двух вариантов, А и Б, и днём отдыха между занятиями.",
      },
    },
    {
      question: {
        en: "Why is push/pull/legs over three days a weak choice for a beginner?",
        ru: "Почему «жим — тяга — ноги» за три дня — не лучший выбор для новичка?",
      },
      answer: {
        en: "Each muscle is trained only once a week, and twice a week tends to work a little better.",
        ru: "Каждая мышца получает нагрузку только раз в неделю, а два раза в неделю обычно работают немного лучше.",
      },
    },
    {
      question: {
        en: "How much cardio a week is recommended for health?",
        ru: "Сколько кардио в неделю рекомендуется для здоровья?",
      },
      answer: {
        en: "150 to 300 minutes of moderate activity or 75 to 150 minutes of vigorous activity.",
        ru: "150–300 минут умеренной активности или 75–150 минут интенсивной.",
      },
    },
  ],
  takeaways: {
    en: [
      "Three full-body sessions a week is the best default for beginners.",
      "Train each muscle about twice a week, in sessions of 45 to 75 minutes.",
      "Add 150 minutes or more of moderate cardio a week for health.",
      "Pick a plan for your busy weeks and stick with it for 8 to 12 weeks.",
    ],
    ru: [
      "Три тренировки на всё тело в неделю — лучший вариант по умолчанию для новичка.",
      "Нагружайте каждую мышцу примерно дважды в неделю, занимаясь по 45–75 минут.",
      "Добавьте для здоровья от 150 минут умеренного кардио в неделю.",
      "Подберите план под свою загруженность и держитесь его 8–12 недель.",
    ],
  },
};
