import type { ArticleBody } from "../types";

export const body: ArticleBody = {
  slug: "plateaus",
  intro: {
    en: "Every lifter hits a point where the weights stop moving up or the scale stops moving down. A plateau is not a sign that you have failed or reached your limit; it is a signal that something in your training, recovery or expectations needs adjusting. Here is how to find out what.",
    ru: "Рано или поздно у каждого веса на штанге перестают расти или стрелка весов перестаёт двигаться вниз. Плато — не признак провала и не потолок ваших возможностей, а сигнал, что пора что-то поправить в тренировках, восстановлении или ожиданиях. Разберём, что именно.",
  },
  sections: [
    {
      id: "is-it-a-plateau",
      heading: {
        en: "Is it really a plateau?",
        ru: "Это точно плато?",
      },
      paragraphs: {
        en: [
          "Progress is never a straight line. A bad session after poor sleep, or a heavier scale reading after a salty dinner, is noise, not a plateau. Body weight alone can swing by 1 to 2 kg from day to day because of water, glycogen and food in your gut.",
          "Call it a plateau when the trend has stalled for three to four weeks while you have been training and eating consistently. For strength, that means no improvement in load or reps on your main lifts. For fat loss, it means the weekly average weight and your waist measurement have not changed.",
          "Also keep in mind how experience changes the pace. Beginners can often add weight to the bar every week; after a year or two of steady training, progress on a lift may come monthly or even more slowly. Slower progress is not the same as no progress.",
        ],
        ru: [
          "Прогресс никогда не бывает прямой линией. Неудачная тренировка после плохого сна или лишний килограмм на весах после солёного ужина — это шум, а не плато. Вес тела сам по себе может скакать на 1–2 кг изо дня в день из-за воды, гликогена и содержимого кишечника.",
          "О плато можно говорить, когда тренд стоит три-четыре недели при том, что вы регулярно тренируетесь и питаетесь по плану. В силовых это значит, что в базовых упражнениях не растут ни рабочие веса, ни повторения. В похудении — что не меняются ни средний вес за неделю, ни обхват талии.",
          "Учитывайте и стаж. Новичок часто может добавлять вес на штангу каждую неделю, а после года-двух регулярных тренировок прогресс в упражнении приходит раз в месяц или ещё реже. Медленный прогресс — это не отсутствие прогресса.",
        ],
      },
    },
    {
      id: "check-the-basics",
      heading: {
        en: "Check the basics first",
        ru: "Сначала проверьте основы",
      },
      paragraphs: {
        en: [
          "Before you change your programme, look at what happens outside the gym. Most plateaus come from recovery or consistency, not from a bad exercise choice.",
          "Go through the questions below honestly. If you find a weak spot, fix it for three to four weeks before you touch the programme, because that alone is often the whole answer.",
        ],
        ru: [
          "Прежде чем менять программу, посмотрите, что происходит за пределами зала. Большинство плато связано с восстановлением или нерегулярностью, а не с неудачным выбором упражнений.",
          "Честно ответьте себе на вопросы ниже. Если нашлось слабое место, исправляйте его три-четыре недели, прежде чем трогать программу: нередко этого одного и хватает.",
        ],
      },
      bullets: {
        en: [
          "Sleep: are you getting 7 to 9 hours most nights?",
          "Protein: are you eating around 1.6 g per kg of body weight a day?",
          "Calories: if you want to get stronger or bigger, are you in a deep deficit without realising it?",
          "Attendance: have you actually done 90 percent or more of the planned sessions in the last month?",
          "Stress: has work, family or illness piled up lately?",
        ],
        ru: [
          "Сон: спите ли вы 7–9 часов большую часть ночей?",
          "Белок: получаете ли около 1,6 г на кг массы тела в день?",
          "Калории: если цель — сила или масса, нет ли у вас незаметного глубокого дефицита?",
          "Регулярность: сделали ли вы за последний месяц хотя бы 90 % запланированных тренировок?",
          "Стресс: не навалилось ли в последнее время работы, семейных забот или болезней?",
        ],
      },
    },
    {
      id: "adjust-training",
      heading: {
        en: "Adjust your training",
        ru: "Скорректируйте тренировки",
      },
      paragraphs: {
        en: [
          "If the basics are in place, change one variable at a time and give it four to six weeks. Changing everything at once makes it impossible to know what worked.",
          "Meta-analyses of resistance-training studies show that more weekly sets generally lead to more muscle growth, up to a point. If you do fewer than about 10 hard sets per muscle a week, add one or two sets per muscle and see how you recover.",
          "Check your effort too. Most sets for growth should end about 1 to 3 reps short of failure. If you often finish with five or more reps in reserve, the weights are too light to drive progress.",
        ],
        ru: [
          "Если с основами всё в порядке, меняйте по одному параметру и давайте каждому изменению четыре-шесть недель. Когда меняешь всё сразу, невозможно понять, что сработало.",
          "Метаанализы исследований силовых тренировок показывают, что большее число подходов в неделю в целом даёт больший рост мышц — до определённого предела. Если у вас меньше примерно 10 тяжёлых подходов на мышцу в неделю, добавьте один-два и посмотрите, как вы восстанавливаетесь.",
          "Проверьте и усилие. Большинство подходов на рост мышц стоит заканчивать за 1–3 повторения до отказа. Если у вас часто остаётся пять и больше повторений в запасе, веса слишком лёгкие, чтобы прогрессировать.",
        ],
      },
      bullets: {
        en: [
          "Switch to double progression: work up to the top of a rep range, such as 3 sets of 10, before adding weight.",
          "Use smaller jumps: 1 to 2.5 kg on upper-body lifts instead of 5 kg.",
          "Change the rep range for a block, for example from 8 to 12 reps to 4 to 6 reps.",
          "Swap a stuck lift for a close variation, such as a paused squat or an incline bench press, for 4 to 6 weeks.",
        ],
        ru: [
          "Перейдите на двойную прогрессию: сначала доведите повторения до верхней границы диапазона, например 3 подхода по 10, и только потом добавляйте вес.",
          "Уменьшите шаг: 1–2,5 кг в упражнениях на верх тела вместо 5 кг.",
          "Смените диапазон повторений на один цикл, например с 8–12 на 4–6.",
          "Замените застрявшее упражнение близким вариантом — присед с паузой или жим на наклонной скамье — на 4–6 недель.",
        ],
      },
    },
    {
      id: "manage-fatigue",
      heading: {
        en: "Sometimes the answer is less",
        ru: "Иногда нужно меньше, а не больше",
      },
      paragraphs: {
        en: [
          "If your lifts are not just stuck but slowly dropping, and you feel flat, sleep poorly or have nagging joint aches, you may be carrying too much fatigue. Adding more work will make it worse.",
          "Take a deload week: keep the same exercises and roughly the same weights, but cut the number of sets by about half and stop further from failure. Many lifters come back from a week like this and set new personal records within two to three weeks.",
        ],
        ru: [
          "Если веса не просто стоят, а понемногу падают, вы чувствуете себя вялым, плохо спите или ноют суставы, скорее всего, накопилась усталость. Добавлять работу в такой ситуации — только усугублять.",
          "Сделайте разгрузочную неделю: те же упражнения и примерно те же веса, но примерно вдвое меньше подходов и с большим запасом до отказа. Многие после такой недели через две-три недели ставят новые личные рекорды.",
        ],
      },
    },
    {
      id: "fat-loss-plateaus",
      heading: {
        en: "When fat loss stalls",
        ru: "Когда встало похудение",
      },
      paragraphs: {
        en: [
          "A weight-loss plateau usually has plain causes. As you get lighter you burn less, everyday movement tends to drop, and portions slowly grow when you stop measuring. Weigh and log your food carefully for one week before you conclude anything.",
          "If the logging is accurate and the weekly average has still not moved for three weeks, reduce intake by another 100 to 200 kcal or add 2,000 to 3,000 daily steps. If you have been dieting for many months, a one- to two-week break at maintenance can make the next phase easier to stick to. If weight stays stuck despite a real deficit, or you notice other changes such as constant fatigue, see a doctor to rule out medical causes.",
        ],
        ru: [
          "У плато в похудении обычно простые причины. С уменьшением веса вы тратите меньше энергии, бытовая активность незаметно падает, а порции понемногу растут, когда перестаёшь их взвешивать. Прежде чем делать выводы, неделю тщательно взвешивайте и записывайте еду.",
          "Если записи точные, а средний вес всё равно стоит три недели, уберите ещё 100–200 ккал или добавьте 2–3 тысячи шагов в день. Если вы на диете уже много месяцев, одна-две недели на поддержании помогут легче выдержать следующий этап. Если вес не уходит при реальном дефиците или появились другие изменения, например постоянная усталость, обратитесь к врачу, чтобы исключить медицинские причины.",
        ],
      },
    },
  ],
  takeaways: {
    en: [
      "A plateau is three to four weeks without progress, not one bad day.",
      "Check sleep, protein, calories, attendance and stress before changing the plan.",
      "Change one training variable at a time and give it four to six weeks.",
      "If performance is dropping, take a deload week instead of adding work.",
      "For stalled fat loss, verify your logging before cutting calories further.",
    ],
    ru: [
      "Плато — это три-четыре недели без прогресса, а не одна неудачная тренировка.",
      "Прежде чем менять программу, проверьте сон, белок, калории, регулярность и стресс.",
      "Меняйте по одному параметру и давайте изменению четыре-шесть недель.",
      "Если результаты падают, сделайте разгрузочную неделю вместо того, чтобы добавлять работу.",
      "Если встало похудение, сначала проверьте точность подсчётов, а потом урезайте калории.",
    ],
  },
};
