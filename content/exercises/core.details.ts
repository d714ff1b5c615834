import type { ExerciseDetails } from "../../core/training/exercise";

/** Exercise page text for the core exercises, keyed by slug. */
export const coreDetails: Record<string, ExerciseDetails> = {
  "front-plank": {
    summary: {
      en: "A static hold on your forearms and toes that teaches your abs to keep the spine still, the basis for bracing in almost every lift.",
      ru: "Статическое удержание в упоре на предплечьях и носках; учит пресс держать позвоночник неподвижным, а это основа стабилизации корпуса почти в любом упражнении.",
    },
    steps: {
      en: [
        "Lie face down and set your elbows directly under your shoulders with your forearms parallel.",
        "Tuck your toes, brace your abs and lift your body off the floor.",
        "Form a straight line from head to heels by squeezing your glutes and tilting your pelvis slightly under.",
        "Push the floor away with your forearms so your upper back does not sag between the shoulder blades.",
        "Hold for the set time, breathing slowly through your nose without letting the brace go.",
      ],
      ru: [
        "Лягте лицом вниз и поставьте локти строго под плечами, предплечья параллельны.",
        "Упритесь носками в пол, напрягите пресс и оторвите тело от пола.",
        "Вытянитесь в прямую линию от головы до пяток: напрягите ягодицы и слегка подкрутите таз.",
        "Отталкивайте пол предплечьями, чтобы спина между лопатками не проваливалась.",
        "Удерживайте положение заданное время, медленно дыша носом и не расслабляя пресс.",
      ],
    },
    mistakes: {
      en: [
        "Letting the hips sag so the lower back arches.",
        "Pushing the hips high into a pike.",
        "Holding your breath.",
        "Dropping the head or craning the neck to look forward.",
      ],
      ru: [
        "Таз провисает, и поясница прогибается.",
        "Таз задирается высоко вверх.",
        "Задержка дыхания.",
        "Голова свешивается вниз или задирается, чтобы смотреть вперёд.",
      ],
    },
    safety: {
      en: "End the set when your form breaks rather than chasing a longer time; a clean 30–45 seconds is worth more than a sagging two minutes. If your lower back hurts, check your position or drop to your knees.",
      ru: "Заканчивайте подход, как только ломается техника, а не ради лишних секунд: ровные 30–45 секунд ценнее двух минут с провисшим тазом. Если болит поясница, проверьте положение или встаньте на колени.",
    },
  },
  "side-plank": {
    summary: {
      en: "A side-lying hold on one forearm that trains the obliques and the outer hip muscles to keep your trunk from bending sideways.",
      ru: "Удержание на одном предплечье лёжа на боку; тренирует косые мышцы живота и мышцы внешней поверхности бедра, которые не дают корпусу наклоняться вбок.",
    },
    steps: {
      en: [
        "Lie on your side with your elbow directly under your shoulder and your legs straight and stacked.",
        "Brace your abs and lift your hips off the floor so your body forms a straight line from head to feet.",
        "Keep your hips pushed forward slightly and your top shoulder stacked over the bottom one.",
        "Hold for the set time, breathing steadily, then lower and switch sides; the time is per side.",
      ],
      ru: [
        "Лягте на бок, поставьте локоть строго под плечом, ноги прямые и лежат одна на другой.",
        "Напрягите пресс и поднимите таз так, чтобы тело вытянулось в прямую линию от головы до стоп.",
        "Таз слегка подан вперёд, верхнее плечо находится над нижним.",
        "Удерживайте положение заданное время, ровно дыша, затем опуститесь и смените сторону; время указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Letting the hips sag toward the floor.",
        "Rolling the chest forward or back.",
        "Letting the bottom shoulder shrug up toward the ear.",
      ],
      ru: [
        "Таз опускается к полу.",
        "Корпус заваливается вперёд или назад.",
        "Нижнее плечо поднимается к уху.",
      ],
    },
    safety: {
      en: "Bend your knees and support yourself on them for an easier version. If the bottom shoulder hurts, press actively into the floor or skip the exercise and ask a professional.",
      ru: "Для облегчённого варианта согните ноги и опирайтесь на колено. Если болит опорное плечо, активнее отталкивайтесь от пола или откажитесь от упражнения и посоветуйтесь со специалистом.",
    },
  },
  "plank-shoulder-tap": {
    summary: {
      en: "A high plank where you lift one hand at a time to touch the opposite shoulder; it trains the core to resist twisting.",
      ru: "Планка на прямых руках, в которой вы поочерёдно касаетесь рукой противоположного плеча; учит корпус сопротивляться скручиванию.",
    },
    steps: {
      en: [
        "Start in a push-up position with your hands under your shoulders and your feet a little wider than hip-width.",
        "Brace your abs and glutes so your body is a straight line.",
        "Lift one hand and tap the opposite shoulder while keeping your hips as still as possible.",
        "Place the hand back down and repeat with the other hand, breathing steadily.",
        "Keep alternating slowly; the rep count is per side.",
      ],
      ru: [
        "Примите упор лёжа: кисти под плечами, стопы чуть шире таза.",
        "Напрягите пресс и ягодицы, чтобы тело было прямой линией.",
        "Оторвите одну руку и коснитесь противоположного плеча, стараясь, чтобы таз оставался неподвижным.",
        "Верните руку на пол и повторите другой рукой, дыша ровно.",
        "Продолжайте поочерёдно в медленном темпе; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Rocking the hips from side to side.",
        "Rushing the taps.",
        "Letting the hips rise or sag.",
      ],
      ru: [
        "Таз раскачивается из стороны в сторону.",
        "Слишком быстрый темп касаний.",
        "Таз поднимается или провисает.",
      ],
    },
    safety: {
      en: "Widen your feet to make it easier. If your wrists hurt, try it on your fists or with your hands on a bench.",
      ru: "Чтобы облегчить упражнение, шире расставьте ноги. Если болят запястья, попробуйте упор на кулаках или руками в скамью.",
    },
  },
  "dead-bug": {
    summary: {
      en: "Lying on your back and slowly lowering opposite arm and leg while keeping the lower back still; one of the safest ways to learn core control.",
      ru: "Медленное опускание противоположных руки и ноги лёжа на спине с неподвижной поясницей; один из самых безопасных способов научиться контролировать корпус.",
    },
    steps: {
      en: [
        "Lie on your back with your arms pointing at the ceiling and your hips and knees bent to 90 degrees.",
        "Breathe out and gently press your lower back into the floor by bracing your abs.",
        "Slowly lower one arm overhead and the opposite leg toward the floor, keeping your back in contact with it.",
        "Stop just above the floor, then breathe in as you return to the start.",
        "Repeat with the other arm and leg, alternating; the rep count is per side.",
      ],
      ru: [
        "Лягте на спину, поднимите руки к потолку, ноги согните в тазобедренных и коленных суставах под прямым углом.",
        "На выдохе напрягите пресс и мягко прижмите поясницу к полу.",
        "Медленно опускайте одну руку за голову, а противоположную ногу — к полу, не отрывая поясницу.",
        "Остановитесь чуть выше пола и на вдохе вернитесь в исходное положение.",
        "Повторите другими рукой и ногой, чередуя стороны; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Letting the lower back lift off the floor.",
        "Moving fast and losing control.",
        "Holding your breath.",
      ],
      ru: [
        "Поясница отрывается от пола.",
        "Слишком быстрый темп и потеря контроля.",
        "Задержка дыхания.",
      ],
    },
    safety: {
      en: "A very safe exercise; shorten the range, for example by keeping the knee bent as the leg lowers, until you can keep your back flat.",
      ru: "Очень безопасное упражнение; пока не получается держать поясницу прижатой, уменьшите амплитуду — например, опускайте ногу согнутой в колене.",
    },
  },
  "bird-dog": {
    summary: {
      en: "Reaching opposite arm and leg out from all fours; it trains the back extensors and abs to keep the spine steady and is often used in back-health programmes.",
      ru: "Вытягивание противоположных руки и ноги из положения на четвереньках; тренирует разгибатели спины и пресс удерживать позвоночник ровно и часто входит в программы для здоровья спины.",
    },
    steps: {
      en: [
        "Kneel on all fours with your hands under your shoulders and your knees under your hips.",
        "Brace your abs so your back is flat, as if balancing a glass of water on it.",
        "Breathe out and slowly reach one arm forward and the opposite leg back until both are in line with your torso.",
        "Hold for a second or two without letting the hips tilt or the back arch.",
        "Breathe in as you bring them back down, then switch sides; the rep count is per side.",
      ],
      ru: [
        "Встаньте на четвереньки: кисти под плечами, колени под тазом.",
        "Напрягите пресс, чтобы спина была ровной, будто на ней стоит стакан с водой.",
        "На выдохе медленно вытяните одну руку вперёд, а противоположную ногу назад, до одной линии с корпусом.",
        "Задержитесь на одну-две секунды, не давая тазу перекоситься, а пояснице прогнуться.",
        "На вдохе верните руку и ногу, затем смените сторону; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Lifting the leg too high so the lower back arches.",
        "Twisting the hips open.",
        "Rushing instead of pausing at the top.",
      ],
      ru: [
        "Нога поднимается слишком высоко, и поясница прогибается.",
        "Таз разворачивается в сторону.",
        "Спешка без паузы в верхней точке.",
      ],
    },
    safety: {
      en: "Gentle enough for most people; put a folded mat under your knees. If you have back pain, a physiotherapist can tell you whether this exercise fits your situation.",
      ru: "Упражнение щадящее и подходит большинству; подложите под колени сложенный коврик. При болях в спине уточните у реабилитолога, подходит ли оно именно вам.",
    },
  },
  "hanging-leg-raise": {
    summary: {
      en: "Raising straight legs while hanging from a bar; a demanding abs exercise that also trains the hip flexors and grip.",
      ru: "Подъём прямых ног в висе на перекладине; тяжёлое упражнение на пресс, которое также нагружает сгибатели бедра и хват.",
    },
    steps: {
      en: [
        "Hang from a pull-up bar with an overhand grip, arms straight and shoulders pulled slightly down.",
        "Brace your abs and stop any swinging before the first rep.",
        "Breathe out and raise your straight legs until they are at least parallel to the floor, curling your pelvis up at the top.",
        "Pause briefly without swinging.",
        "Breathe in and lower your legs slowly to the start.",
      ],
      ru: [
        "Повисните на турнике хватом сверху, руки прямые, плечи слегка опущены.",
        "Напрягите пресс и погасите раскачку перед первым повторением.",
        "На выдохе поднимите прямые ноги хотя бы до параллели с полом, подкручивая таз вверх в конце движения.",
        "Ненадолго задержитесь, не раскачиваясь.",
        "На вдохе медленно опустите ноги в исходное положение.",
      ],
    },
    mistakes: {
      en: [
        "Swinging and using momentum.",
        "Lifting only with the hip flexors, without curling the pelvis.",
        "Dropping the legs quickly.",
        "Hanging on relaxed shoulders.",
      ],
      ru: [
        "Раскачка и работа за счёт инерции.",
        "Подъём только сгибателями бедра, без подкручивания таза.",
        "Быстрое падение ног вниз.",
        "Вис на расслабленных плечах.",
      ],
    },
    safety: {
      en: "Build up from hanging knee raises. Use wrist straps or ab slings if your grip gives out first, and stop if you feel pain in the lower back.",
      ru: "Переходите к этому упражнению после подъёмов коленей в висе. Если хват сдаётся раньше пресса, используйте лямки или петли для пресса; при боли в пояснице остановитесь.",
    },
  },
  "hanging-knee-raise": {
    summary: {
      en: "Pulling your knees up toward your chest while hanging from a bar; an easier step toward the hanging leg raise.",
      ru: "Подтягивание коленей к груди в висе на перекладине; облегчённая ступень перед подъёмом прямых ног в висе.",
    },
    steps: {
      en: [
        "Hang from a pull-up bar with straight arms and your shoulders engaged.",
        "Brace your abs so your body is still.",
        "Breathe out and bring your knees up toward your chest, rolling your pelvis up at the top.",
        "Pause for a moment.",
        "Breathe in and lower your legs slowly without swinging.",
      ],
      ru: [
        "Повисните на турнике на прямых руках, плечи собраны.",
        "Напрягите пресс, чтобы тело не раскачивалось.",
        "На выдохе подтяните колени к груди, подкручивая таз вверх в конце.",
        "Задержитесь на мгновение.",
        "На вдохе медленно опустите ноги без раскачки.",
      ],
    },
    mistakes: {
      en: [
        "Kicking the legs up with momentum.",
        "Raising the knees only to hip height without curling the pelvis.",
        "Swinging between reps.",
      ],
      ru: [
        "Ноги забрасываются махом.",
        "Колени поднимаются лишь до уровня таза без подкручивания.",
        "Раскачка между повторениями.",
      ],
    },
    safety: {
      en: "If you cannot hang long enough, use a captain's chair or a dip station with back support. Step down from the bar rather than dropping.",
      ru: "Если пока не удаётся долго висеть, выполняйте подъёмы коленей в упоре на брусьях или в станке с опорой для спины. Спускайтесь с турника аккуратно, а не спрыгивайте.",
    },
  },
  "lying-leg-raise": {
    summary: {
      en: "Raising the legs while lying on your back; a simple floor exercise for the abs and hip flexors.",
      ru: "Подъём ног лёжа на спине; простое упражнение на полу для пресса и сгибателей бедра.",
    },
    steps: {
      en: [
        "Lie on your back with your legs straight and your hands flat under your hips or by your sides.",
        "Brace your abs and press your lower back into the floor.",
        "Breathe out and raise your legs, keeping them straight or slightly bent, until they point at the ceiling.",
        "Breathe in and lower them slowly, stopping before your lower back starts to arch off the floor.",
      ],
      ru: [
        "Лягте на спину, ноги прямые, ладони под тазом или вдоль тела.",
        "Напрягите пресс и прижмите поясницу к полу.",
        "На выдохе поднимите прямые или слегка согнутые ноги, пока они не станут вертикальными.",
        "На вдохе медленно опустите ноги, остановившись раньше, чем поясница начнёт отрываться от пола.",
      ],
    },
    mistakes: {
      en: [
        "Letting the lower back arch as the legs lower.",
        "Swinging the legs up.",
        "Dropping the legs to the floor between reps.",
      ],
      ru: [
        "Прогиб в пояснице при опускании ног.",
        "Ноги забрасываются махом.",
        "Ноги падают на пол между повторениями.",
      ],
    },
    safety: {
      en: "Bend your knees to shorten the lever if you feel it in your lower back; stop if the discomfort continues.",
      ru: "Если чувствуете нагрузку в пояснице, согните колени, чтобы уменьшить рычаг; если дискомфорт сохраняется, прекратите упражнение.",
    },
  },
  "kneeling-cable-crunch": {
    summary: {
      en: "A crunch against a cable while kneeling; because the load is easy to increase, it builds the abs like any other muscle.",
      ru: "Скручивания с отягощением от блока в положении на коленях; вес легко увеличивать, поэтому пресс можно прогрессивно нагружать, как любую другую мышцу.",
    },
    steps: {
      en: [
        "Attach a rope to the high pulley and kneel facing the stack, holding the ends beside your head.",
        "Sit your hips back slightly so they stay still during the set.",
        "Breathe out and crunch down by curling your ribcage toward your pelvis, bringing your elbows toward your thighs.",
        "Squeeze your abs at the bottom for a second.",
        "Breathe in and uncurl slowly back to the start, feeling the stretch in your abs.",
      ],
      ru: [
        "Закрепите канат на верхнем блоке, встаньте на колени лицом к тренажёру и держите концы каната у головы.",
        "Слегка отведите таз назад: на протяжении подхода он остаётся неподвижным.",
        "На выдохе скручивайтесь вниз, подводя рёбра к тазу, а локти к бёдрам.",
        "Внизу на секунду напрягите пресс.",
        "На вдохе медленно раскрутитесь в исходное положение, чувствуя растяжение пресса.",
      ],
    },
    mistakes: {
      en: [
        "Pulling with the arms instead of flexing the spine.",
        "Moving the hips up and down so it becomes a hip hinge.",
        "Using so much weight that the spine barely moves.",
      ],
      ru: [
        "Тяга руками вместо сгибания позвоночника.",
        "Таз двигается вверх-вниз, и получается наклон, а не скручивание.",
        "Вес настолько большой, что позвоночник почти не сгибается.",
      ],
    },
    safety: {
      en: "Kneel on a mat and use smooth, controlled reps. People with a current disc problem should ask a doctor or physiotherapist before doing loaded spinal flexion.",
      ru: "Подложите под колени коврик и выполняйте повторения плавно. Людям с текущими проблемами межпозвонковых дисков прежде чем делать скручивания с отягощением, стоит посоветоваться с врачом или реабилитологом.",
    },
  },
  crunch: {
    summary: {
      en: "The basic floor crunch: a short curl of the upper body that trains the abs with no equipment.",
      ru: "Классические скручивания на полу: короткое сгибание верхней части корпуса, которое тренирует пресс без инвентаря.",
    },
    steps: {
      en: [
        "Lie on your back with your knees bent, feet flat on the floor and fingertips lightly behind your ears or arms crossed on your chest.",
        "Tuck your chin slightly as if holding an apple under it.",
        "Breathe out and curl your head and shoulder blades off the floor by bringing your ribs toward your pelvis.",
        "Pause for a moment at the top.",
        "Breathe in and lower slowly until your shoulder blades touch the floor.",
      ],
      ru: [
        "Лягте на спину, согните колени, стопы на полу, кончики пальцев слегка за ушами или руки скрещены на груди.",
        "Слегка прижмите подбородок, будто держите под ним яблоко.",
        "На выдохе оторвите голову и лопатки от пола, подводя рёбра к тазу.",
        "Задержитесь на мгновение вверху.",
        "На вдохе медленно опуститесь, пока лопатки не коснутся пола.",
      ],
    },
    mistakes: {
      en: [
        "Pulling on the neck with the hands.",
        "Coming all the way up with momentum into a sit-up.",
        "Holding your breath.",
      ],
      ru: [
        "Тяга за шею руками.",
        "Подъём до конца рывком, как в полном подъёме корпуса.",
        "Задержка дыхания.",
      ],
    },
    safety: {
      en: "If your neck gets tired, support your head in your hands without pulling. A low-risk exercise for most people.",
      ru: "Если устаёт шея, поддерживайте голову руками, но не тяните за неё. Для большинства людей упражнение малотравматичное.",
    },
  },
  "reverse-crunch": {
    summary: {
      en: "Curling the pelvis up off the floor toward your ribs; it trains the abs from the bottom up with little strain on the neck.",
      ru: "Подъём таза от пола к рёбрам; нагружает пресс снизу вверх и почти не напрягает шею.",
    },
    steps: {
      en: [
        "Lie on your back with your arms by your sides and your knees bent to 90 degrees above your hips.",
        "Brace your abs and press your palms lightly into the floor.",
        "Breathe out and curl your hips off the floor, bringing your knees toward your chest.",
        "Pause briefly when your hips are off the floor.",
        "Breathe in and lower your hips slowly, vertebra by vertebra.",
      ],
      ru: [
        "Лягте на спину, руки вдоль тела, колени согнуты под прямым углом над тазом.",
        "Напрягите пресс и слегка упритесь ладонями в пол.",
        "На выдохе оторвите таз от пола, подводя колени к груди.",
        "Ненадолго задержитесь, когда таз оторван от пола.",
        "На вдохе медленно опустите таз, позвонок за позвонком.",
      ],
    },
    mistakes: {
      en: [
        "Swinging the legs to throw the hips up.",
        "Pushing hard with the hands.",
        "Dropping the hips back down quickly.",
      ],
      ru: [
        "Таз забрасывается махом ног.",
        "Сильный упор руками.",
        "Быстрое падение таза вниз.",
      ],
    },
    safety: {
      en: "A low-risk exercise; keep the movement small and controlled rather than rolling back onto the neck.",
      ru: "Упражнение малотравматичное; держите амплитуду небольшой и подконтрольной, не перекатываясь на шею.",
    },
  },
  "bicycle-crunch": {
    summary: {
      en: "A crunch with alternating elbow-to-knee rotation; it works the abs and obliques together.",
      ru: "Скручивания с поочерёдным разворотом локтя к противоположному колену; нагружают прямую и косые мышцы живота одновременно.",
    },
    steps: {
      en: [
        "Lie on your back with your fingertips lightly behind your ears and your knees raised above your hips.",
        "Lift your shoulder blades off the floor and press your lower back down.",
        "Breathe out and rotate one shoulder toward the opposite knee while extending the other leg.",
        "Switch sides in a slow pedalling motion, rotating through your ribcage, not your elbows.",
        "Keep alternating; the rep count is per side.",
      ],
      ru: [
        "Лягте на спину, кончики пальцев слегка за ушами, колени подняты над тазом.",
        "Оторвите лопатки от пола и прижмите поясницу.",
        "На выдохе разверните одно плечо к противоположному колену, одновременно выпрямляя другую ногу.",
        "Меняйте стороны медленным движением, как при езде на велосипеде, поворачиваясь грудной клеткой, а не локтями.",
        "Продолжайте поочерёдно; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Pedalling fast and flapping the elbows.",
        "Pulling on the head.",
        "Letting the lower back arch as the legs straighten.",
      ],
      ru: [
        "Быстрое «кручение педалей» и махание локтями.",
        "Тяга за голову.",
        "Прогиб в пояснице при выпрямлении ноги.",
      ],
    },
    safety: {
      en: "Extend the legs higher if your lower back lifts off the floor; slower is both safer and more effective.",
      ru: "Если поясница отрывается от пола, выпрямляйте ноги выше; медленный темп и безопаснее, и эффективнее.",
    },
  },
  "ab-wheel-rollout": {
    summary: {
      en: "Rolling a wheel out from your knees and back; one of the toughest anti-extension exercises, training the abs to stop the lower back from sagging.",
      ru: "Выкатывание ролика вперёд из положения на коленях и возврат; одно из самых тяжёлых упражнений на удержание поясницы от прогиба.",
    },
    steps: {
      en: [
        "Kneel on a mat holding the ab wheel on the floor under your shoulders.",
        "Brace your abs and tuck your pelvis slightly so your back is flat or a little rounded.",
        "Breathe in and roll the wheel forward slowly, letting your hips and arms extend together.",
        "Go only as far as you can without your lower back sagging.",
        "Breathe out and pull the wheel back toward your knees using your abs.",
      ],
      ru: [
        "Встаньте на колени на коврик, ролик на полу под плечами.",
        "Напрягите пресс и слегка подкрутите таз, чтобы спина была ровной или чуть округлённой.",
        "На вдохе медленно выкатывайте ролик вперёд, одновременно раскрывая тазобедренные суставы и плечи.",
        "Выкатывайтесь только до тех пор, пока поясница не начинает провисать.",
        "На выдохе за счёт пресса вернитесь, подкатывая ролик к коленям.",
      ],
    },
    mistakes: {
      en: [
        "Letting the lower back sag at the far point.",
        "Rolling out further than you can return from.",
        "Pushing the hips back first on the return.",
      ],
      ru: [
        "Поясница провисает в дальней точке.",
        "Выкатывание дальше, чем получается вернуться.",
        "Возврат за счёт отведения таза назад.",
      ],
    },
    safety: {
      en: "Start with short rollouts, or roll toward a wall that stops the wheel. If you have back problems, ask a doctor or physiotherapist before trying it.",
      ru: "Начинайте с короткой амплитуды или выкатывайтесь к стене, которая остановит ролик. При проблемах со спиной сначала посоветуйтесь с врачом или реабилитологом.",
    },
  },
  "cable-pallof-press": {
    summary: {
      en: "Pressing a cable handle straight out from your chest while resisting its sideways pull; it trains the core to resist rotation.",
      ru: "Выжимание рукояти блока от груди вперёд с сопротивлением её боковой тяге; учит корпус противостоять скручиванию.",
    },
    steps: {
      en: [
        "Set a handle on a cable at chest height and stand side-on to the stack, holding the handle at your chest with both hands.",
        "Step away until the cable is taut and stand with your feet hip-width apart and knees soft.",
        "Brace your abs and glutes, then breathe out and press the handle straight out in front of your chest.",
        "Hold for one to two seconds without letting your torso turn toward the stack.",
        "Breathe in and bring the handle back to your chest; finish the set and switch sides, the rep count is per side.",
      ],
      ru: [
        "Установите рукоять блока на уровне груди, встаньте боком к тренажёру и держите рукоять у груди двумя руками.",
        "Отойдите в сторону, чтобы трос натянулся, стопы на ширине таза, колени слегка согнуты.",
        "Напрягите пресс и ягодицы и на выдохе выжмите рукоять прямо вперёд от груди.",
        "Задержитесь на одну-две секунды, не давая корпусу развернуться к блоку.",
        "На вдохе верните рукоять к груди; закончите подход и смените сторону, количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Letting the torso or hips rotate toward the cable.",
        "Using so much weight that you have to lean away.",
        "Rushing the reps without a pause.",
      ],
      ru: [
        "Корпус или таз разворачиваются к блоку.",
        "Вес такой большой, что приходится отклоняться в сторону.",
        "Быстрые повторения без паузы.",
      ],
    },
    safety: {
      en: "A low-risk exercise that suits beginners and people returning from back pain; a resistance band tied to a post works as well as a cable.",
      ru: "Малотравматичное упражнение, которое подходит новичкам и тем, кто возвращается к тренировкам после болей в спине; вместо блока можно использовать резинку, закреплённую за стойку.",
    },
  },
  "cable-woodchop": {
    summary: {
      en: "A diagonal chopping motion on a cable from high to low; it trains the obliques to produce and control rotation through the hips and trunk.",
      ru: "Диагональное движение рукоятью блока сверху вниз, как при рубке дров; тренирует косые мышцы живота создавать и контролировать вращение через таз и корпус.",
    },
    steps: {
      en: [
        "Set a handle on the high pulley and stand side-on to the stack with your feet shoulder-width apart, holding the handle with both hands above your shoulder.",
        "Brace your abs and keep your arms long but not locked.",
        "Breathe out and pull the handle diagonally down across your body toward the opposite hip, turning your hips and pivoting on your back foot.",
        "Control the end position without losing balance.",
        "Breathe in and return slowly along the same path; finish the set and switch sides, the rep count is per side.",
      ],
      ru: [
        "Установите рукоять на верхнем блоке, встаньте боком к тренажёру, стопы на ширине плеч, держите рукоять двумя руками над плечом.",
        "Напрягите пресс, руки длинные, но не заблокированные в локтях.",
        "На выдохе потяните рукоять по диагонали вниз через корпус к противоположному бедру, разворачивая таз и поворачиваясь на носке дальней ноги.",
        "Подконтрольно зафиксируйте конечное положение, не теряя равновесия.",
        "На вдохе медленно вернитесь по той же траектории; закончите подход и смените сторону, количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Pulling only with the arms.",
        "Twisting from the lower back while the hips stay locked.",
        "Letting the cable yank you back on the return.",
      ],
      ru: [
        "Тяга только руками.",
        "Скручивание в пояснице при неподвижном тазе.",
        "Трос рывком возвращает вас назад.",
      ],
    },
    safety: {
      en: "Start light and move smoothly; rotating fast under load can strain the lower back. People with back problems should start with the Pallof press instead.",
      ru: "Начинайте с небольшого веса и двигайтесь плавно: быстрое вращение под нагрузкой может перегрузить поясницу. При проблемах со спиной лучше начать с жима Паллофа.",
    },
  },
  "russian-twist": {
    summary: {
      en: "Rotating a medicine ball from side to side while seated and leaning back; it trains the obliques and abs.",
      ru: "Повороты корпуса с медболом в сторону и обратно сидя в отклоне назад; тренирует косые и прямую мышцы живота.",
    },
    steps: {
      en: [
        "Sit on the floor with your knees bent and heels on the floor, holding a medicine ball at your chest.",
        "Lean back to about 45 degrees with a long, straight spine and your abs braced.",
        "Breathe out and rotate your shoulders to one side, bringing the ball beside your hip.",
        "Breathe in as you return to the centre, then rotate to the other side.",
        "Keep alternating with control; the rep count is per side.",
      ],
      ru: [
        "Сядьте на пол, согните колени, пятки на полу, медбол у груди.",
        "Отклонитесь назад примерно на 45 градусов с ровной, вытянутой спиной и напряжённым прессом.",
        "На выдохе разверните плечи в одну сторону, поднося мяч к бедру.",
        "На вдохе вернитесь в центр, затем повернитесь в другую сторону.",
        "Продолжайте поочерёдно и подконтрольно; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Rounding the back and slumping.",
        "Moving only the arms while the torso stays still.",
        "Twisting fast and swinging the ball.",
      ],
      ru: [
        "Спина округляется, корпус оседает.",
        "Двигаются только руки, а корпус остаётся неподвижным.",
        "Быстрые повороты с раскачкой мяча.",
      ],
    },
    safety: {
      en: "Keep your feet on the floor and the tempo slow; lifting the feet and twisting fast raise the strain on the lower back. Skip it if you have current back pain.",
      ru: "Держите стопы на полу и работайте в медленном темпе: поднятые ноги и быстрые повороты увеличивают нагрузку на поясницу. При текущих болях в спине откажитесь от упражнения.",
    },
  },
  "mountain-climber": {
    summary: {
      en: "Driving the knees toward the chest one after the other from a high plank; it trains the core and raises the heart rate.",
      ru: "Поочерёдное подтягивание коленей к груди в упоре лёжа; тренирует мышцы корпуса и поднимает пульс.",
    },
    steps: {
      en: [
        "Start in a push-up position with your hands under your shoulders and your body in a straight line.",
        "Brace your abs so your hips stay level with your shoulders.",
        "Drive one knee toward your chest, then return it as you bring the other knee in.",
        "Keep switching at a steady, controlled pace, breathing rhythmically.",
        "Count each knee drive; the rep count is per side.",
      ],
      ru: [
        "Примите упор лёжа: кисти под плечами, тело — прямая линия.",
        "Напрягите пресс, чтобы таз оставался на уровне плеч.",
        "Подтяните одно колено к груди, затем верните его, одновременно подтягивая другое.",
        "Продолжайте менять ноги в ровном подконтрольном темпе, дыша ритмично.",
        "Считайте каждое подтягивание колена; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Hips bouncing high in the air.",
        "Shoulders drifting behind the hands.",
        "Tapping the toes barely forward instead of bringing the knee in.",
      ],
      ru: [
        "Таз подпрыгивает высоко вверх.",
        "Плечи смещаются назад за кисти.",
        "Стопа лишь чуть касается пола впереди вместо подтягивания колена.",
      ],
    },
    safety: {
      en: "Slow the pace until you can keep your hips steady. Put your hands on a bench if your wrists or shoulders are uncomfortable.",
      ru: "Снизьте темп, пока не научитесь держать таз неподвижным. Если дискомфортно запястьям или плечам, упирайтесь руками в скамью.",
    },
  },
  "hollow-body-hold": {
    summary: {
      en: "A gymnastics hold on your back with arms and legs lifted; it builds strong abdominal tension and body control.",
      ru: "Гимнастическое удержание лёжа на спине с поднятыми руками и ногами; развивает мощное напряжение пресса и контроль тела.",
    },
    steps: {
      en: [
        "Lie on your back and press your lower back firmly into the floor by bracing your abs.",
        "Lift your shoulder blades off the floor and reach your arms overhead, close to your ears.",
        "Raise your straight legs a few centimetres off the floor so your body forms a shallow banana shape.",
        "Hold for the set time with your lower back glued to the floor, breathing in short, steady breaths.",
      ],
      ru: [
        "Лягте на спину, напрягите пресс и плотно прижмите поясницу к полу.",
        "Оторвите лопатки от пола и вытяните руки за голову, близко к ушам.",
        "Поднимите прямые ноги на несколько сантиметров от пола, чтобы тело изогнулось неглубокой «лодочкой».",
        "Удерживайте положение заданное время, не отрывая поясницу от пола и дыша коротко и ровно.",
      ],
    },
    mistakes: {
      en: [
        "Lower back lifting off the floor.",
        "Dropping the shoulders back to the floor.",
        "Holding your breath.",
      ],
      ru: [
        "Поясница отрывается от пола.",
        "Плечи опускаются обратно на пол.",
        "Задержка дыхания.",
      ],
    },
    safety: {
      en: "Make it easier by bending your knees or keeping your arms by your sides, and only lower the legs as far as you can keep your back flat.",
      ru: "Для облегчения согните колени или держите руки вдоль тела, а ноги опускайте лишь настолько, насколько удаётся держать поясницу прижатой.",
    },
  },
  "parallel-bar-l-sit": {
    summary: {
      en: "Holding your body up on straight arms with your legs straight out in front; a tough gymnastics hold for the abs, hip flexors and arms.",
      ru: "Удержание тела на прямых руках с вытянутыми вперёд ногами; тяжёлый гимнастический элемент для пресса, сгибателей бедра и рук.",
    },
    steps: {
      en: [
        "Stand between parallel bars, grip them and press up until your arms are straight, pushing your shoulders down away from your ears.",
        "Brace your abs and lift your legs straight in front of you until they are parallel to the floor.",
        "Point your toes and lock your knees, keeping your torso upright.",
        "Hold for the set time, breathing steadily, then lower your feet to the floor under control.",
      ],
      ru: [
        "Встаньте между брусьями, возьмитесь за них и выжмите себя вверх на прямые руки, опуская плечи подальше от ушей.",
        "Напрягите пресс и поднимите прямые ноги перед собой до параллели с полом.",
        "Вытяните носки и выпрямите колени, корпус держите вертикально.",
        "Удерживайте положение заданное время, ровно дыша, затем подконтрольно опустите ноги на пол.",
      ],
    },
    mistakes: {
      en: [
        "Shrugging the shoulders up so you sink between the bars.",
        "Bending the knees and letting the legs drop.",
        "Leaning far back to balance.",
      ],
      ru: [
        "Плечи поднимаются, и вы проваливаетесь между брусьями.",
        "Колени сгибаются, ноги опускаются.",
        "Сильный отклон назад ради равновесия.",
      ],
    },
    safety: {
      en: "Progress through tucked knees and one-leg-out versions first. Skip it if you have shoulder or wrist pain when supporting your weight.",
      ru: "Сначала освойте удержание с поджатыми коленями и с одной вытянутой ногой. Если в упоре болят плечи или запястья, не выполняйте упражнение.",
    },
  },
  "dragon-flag": {
    summary: {
      en: "Lowering your rigid body from shoulders to toes while holding a bench behind your head; an advanced exercise that places a very high demand on the abs.",
      ru: "Опускание прямого, как доска, тела, опирающегося на лопатки, с хватом за скамью за головой; продвинутое упражнение с очень высокой нагрузкой на пресс.",
    },
    steps: {
      en: [
        "Lie on a bench and grip it firmly behind your head.",
        "Breathe out and swing your legs and hips up until your body is nearly vertical, resting on your upper back and shoulders.",
        "Brace hard so your body is straight from shoulders to toes, without bending at the hips.",
        "Breathe in and lower your body slowly as one piece toward the bench.",
        "Stop just above the bench, then lift back up or bend your knees to return and start again.",
      ],
      ru: [
        "Лягте на скамью и крепко возьмитесь за неё руками за головой.",
        "На выдохе забросьте ноги и таз вверх, пока тело почти не станет вертикальным с опорой на верх спины и плечи.",
        "Сильно напрягитесь, чтобы тело было прямым от плеч до носков, без сгиба в тазобедренных суставах.",
        "На вдохе медленно опускайте тело единым целым к скамье.",
        "Остановитесь чуть выше скамьи, затем поднимитесь обратно или согните колени для возврата и начните снова.",
      ],
    },
    mistakes: {
      en: [
        "Bending at the hips so the body pikes.",
        "Arching the lower back as the body lowers.",
        "Dropping quickly instead of controlling the descent.",
        "Resting weight on the neck instead of the upper back.",
      ],
      ru: [
        "Сгиб в тазобедренных суставах, тело «складывается».",
        "Прогиб в пояснице при опускании.",
        "Быстрое падение вместо подконтрольного опускания.",
        "Опора на шею вместо верха спины.",
      ],
    },
    safety: {
      en: "Attempt it only after you can do hanging leg raises and ab wheel rollouts well; use tucked-leg or negative-only versions to build up. Avoid it with neck or back problems.",
      ru: "Беритесь за это упражнение только после того, как уверенно освоите подъёмы ног в висе и раскатку с роликом, а для подготовки делайте вариант с согнутыми ногами или только опускание. При проблемах с шеей или спиной не выполняйте его.",
    },
  },
  "toes-to-bar": {
    summary: {
      en: "Raising your feet all the way to the bar you are hanging from; it trains the abs through a full range and needs strong grip and lats.",
      ru: "Подъём носков до самой перекладины, на которой вы висите; нагружает пресс в полной амплитуде и требует сильного хвата и широчайших.",
    },
    steps: {
      en: [
        "Hang from a pull-up bar with an overhand grip about shoulder-width apart.",
        "Press the bar down with straight arms to engage your lats and brace your abs.",
        "Breathe out and lift your legs, curling your pelvis up until your toes touch the bar between your hands.",
        "Breathe in and lower your legs under control, stopping the swing before the next rep.",
      ],
      ru: [
        "Повисните на турнике хватом сверху примерно на ширине плеч.",
        "Прямыми руками словно давите перекладину вниз, чтобы включить широчайшие, и напрягите пресс.",
        "На выдохе поднимите ноги, подкручивая таз, пока носки не коснутся перекладины между кистями.",
        "На вдохе подконтрольно опустите ноги и погасите раскачку перед следующим повторением.",
      ],
    },
    mistakes: {
      en: [
        "Big swinging kips that take the abs out of it.",
        "Bending the knees heavily to reach the bar.",
        "Dropping straight down after each rep.",
      ],
      ru: [
        "Сильная раскачка, при которой пресс почти не работает.",
        "Сильно согнутые колени, чтобы дотянуться до перекладины.",
        "Резкое падение ног после каждого повторения.",
      ],
    },
    safety: {
      en: "Master strict hanging leg raises first. Chalk helps your grip; stop the set when your grip starts to slip.",
      ru: "Сначала освойте строгий подъём прямых ног в висе. Магнезия помогает хвату; прекращайте подход, как только руки начинают соскальзывать.",
    },
  },
  "v-up": {
    summary: {
      en: "Lifting your straight legs and upper body at the same time so they meet in a V; it trains the abs and hip flexors together.",
      ru: "Одновременный подъём прямых ног и корпуса, чтобы тело сложилось буквой V; нагружает пресс и сгибатели бедра вместе.",
    },
    steps: {
      en: [
        "Lie on your back with your legs straight and your arms extended overhead.",
        "Brace your abs and press your lower back toward the floor.",
        "Breathe out and lift your legs and upper body at the same time, reaching your hands toward your toes.",
        "Balance briefly on your hips at the top.",
        "Breathe in and lower slowly back to the start without crashing down.",
      ],
      ru: [
        "Лягте на спину, ноги прямые, руки вытянуты за голову.",
        "Напрягите пресс и прижмите поясницу к полу.",
        "На выдохе одновременно поднимите ноги и корпус, дотягиваясь руками до носков.",
        "Ненадолго удержите равновесие на ягодицах в верхней точке.",
        "На вдохе медленно опуститесь в исходное положение, не падая на пол.",
      ],
    },
    mistakes: {
      en: [
        "Jerking up with the arms and head.",
        "Bending the knees a lot to make it easier without noticing.",
        "Falling back to the floor without control.",
      ],
      ru: [
        "Рывок руками и головой.",
        "Незаметное сильное сгибание коленей для облегчения.",
        "Неконтролируемое падение на пол.",
      ],
    },
    safety: {
      en: "Start with tucked knees (a tuck-up) if your lower back arches. Skip it if you have current back pain.",
      ru: "Если прогибается поясница, начните с варианта с согнутыми коленями. При текущих болях в спине не выполняйте это упражнение.",
    },
  },
  "copenhagen-plank": {
    summary: {
      en: "A side plank with your top leg resting on a bench; it strengthens the inner thigh muscles along with the obliques and is used to lower the risk of groin strains.",
      ru: "Боковая планка с верхней ногой на скамье; укрепляет приводящие мышцы бедра вместе с косыми мышцами живота и используется для профилактики травм паха.",
    },
    steps: {
      en: [
        "Lie on your side next to a bench and place your top leg on it, either at the knee (easier) or at the ankle (harder).",
        "Set your bottom elbow under your shoulder and let the bottom leg rest under the bench.",
        "Breathe out and squeeze your top leg down into the bench to lift your hips until your body is in a straight line.",
        "Lift the bottom leg up toward the bench if you can, and hold the position while breathing steadily.",
        "Lower your hips after the set time and switch sides; the time is per side.",
      ],
      ru: [
        "Лягте на бок рядом со скамьёй и положите на неё верхнюю ногу коленом (легче) или голеностопом (тяжелее).",
        "Поставьте нижний локоть под плечом, нижняя нога лежит под скамьёй.",
        "На выдохе прижмите верхнюю ногу к скамье и поднимите таз, пока тело не вытянется в прямую линию.",
        "Если получается, подтяните нижнюю ногу вверх к скамье и удерживайте положение, ровно дыша.",
        "По истечении времени опустите таз и смените сторону; время указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Hips sagging or drifting backward.",
        "Starting with the long-lever ankle version too early.",
        "Holding your breath.",
      ],
      ru: [
        "Таз провисает или уходит назад.",
        "Слишком ранний переход к тяжёлому варианту с опорой голеностопом.",
        "Задержка дыхания.",
      ],
    },
    safety: {
      en: "Begin with the knee-supported version and short holds of 10–15 seconds, because the load on the groin is high. Stop at once if you feel sharp pain in the inner thigh or groin.",
      ru: "Начинайте с варианта с опорой коленом и коротких удержаний по 10–15 секунд: нагрузка на пах здесь высокая. При резкой боли во внутренней поверхности бедра или в паху сразу остановитесь.",
    },
  },
  "suitcase-carry": {
    summary: {
      en: "Walking with a heavy dumbbell in one hand only; the obliques on the other side work hard to keep you from leaning.",
      ru: "Ходьба с тяжёлой гантелью только в одной руке; косые мышцы живота противоположной стороны активно работают, не давая вам наклониться вбок.",
    },
    steps: {
      en: [
        "Place a heavy dumbbell beside one foot, hinge or squat down with a flat back and pick it up.",
        "Stand tall with your shoulders level and your free arm relaxed or held out to the side.",
        "Brace your abs and walk with short, steady steps without leaning toward or away from the weight.",
        "Breathe in short, controlled breaths while keeping the brace for the set time.",
        "Set the dumbbell down carefully, switch hands and repeat; the time is per side.",
      ],
      ru: [
        "Поставьте тяжёлую гантель у одной стопы, наклонитесь или присядьте с ровной спиной и поднимите её.",
        "Встаньте прямо, плечи на одном уровне, свободная рука расслаблена или отведена в сторону.",
        "Напрягите пресс и идите короткими ровными шагами, не наклоняясь ни к весу, ни от него.",
        "Дышите коротко и подконтрольно, удерживая напряжение корпуса всё заданное время.",
        "Аккуратно поставьте гантель, смените руку и повторите; время указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Leaning toward the weight.",
        "Shrugging the loaded shoulder up or letting it drop.",
        "Rushing with long strides.",
      ],
      ru: [
        "Крен в сторону гантели.",
        "Нагруженное плечо поднимается к уху или опускается.",
        "Спешка и длинные шаги.",
      ],
    },
    safety: {
      en: "Lift the weight off the floor with good hinge technique and clear your walking path first; a kettlebell works just as well as a dumbbell.",
      ru: "Поднимайте вес с пола с правильным наклоном и заранее освободите дорожку; гиря подходит не хуже гантели.",
    },
  },
  "decline-bench-sit-up": {
    summary: {
      en: "A full sit-up on a decline bench with your feet hooked; the angle makes it harder than a floor sit-up and trains the abs and hip flexors.",
      ru: "Полный подъём корпуса на наклонной скамье с зафиксированными ногами; за счёт угла тяжелее, чем на полу, и нагружает пресс и сгибатели бедра.",
    },
    steps: {
      en: [
        "Set the bench to a moderate decline, hook your feet under the pads and lie back with your arms crossed on your chest.",
        "Brace your abs and tuck your chin slightly.",
        "Breathe out and curl up, lifting your head, shoulders and then your back off the bench until your torso is upright.",
        "Breathe in and lower yourself slowly, rolling down one section of your spine at a time.",
        "Stop just before your shoulders touch the bench and start the next rep.",
      ],
      ru: [
        "Установите скамью под умеренным углом, зафиксируйте стопы под валиками и лягте, скрестив руки на груди.",
        "Напрягите пресс и слегка прижмите подбородок.",
        "На выдохе скручивайтесь вверх, поочерёдно отрывая от скамьи голову, плечи и спину, пока корпус не станет вертикальным.",
        "На вдохе медленно опускайтесь, укладывая спину на скамью постепенно, отдел за отделом.",
        "Остановитесь чуть раньше, чем плечи коснутся скамьи, и начинайте следующее повторение.",
      ],
    },
    mistakes: {
      en: [
        "Yanking up with the head and arms.",
        "Dropping back down fast.",
        "Setting the decline so steep that the form breaks down.",
      ],
      ru: [
        "Рывок головой и руками.",
        "Быстрое падение назад.",
        "Слишком крутой угол, при котором ломается техника.",
      ],
    },
    safety: {
      en: "Start with a small angle and sit up before getting off the bench to avoid dizziness. People with current back or disc problems should ask a doctor or physiotherapist first.",
      ru: "Начинайте с небольшого угла и, прежде чем слезть со скамьи, сядьте, чтобы не закружилась голова. При текущих проблемах со спиной или межпозвонковыми дисками сначала посоветуйтесь с врачом или реабилитологом.",
    },
  },
  "medicine-ball-slam": {
    summary: {
      en: "Lifting a ball overhead and slamming it into the floor; a powerful, explosive core exercise that doubles as conditioning.",
      ru: "Подъём мяча над головой и мощный бросок в пол; взрывное упражнение для корпуса, которое заодно работает как кардио.",
    },
    steps: {
      en: [
        "Stand with your feet shoulder-width apart holding a slam ball at your chest.",
        "Breathe in and lift the ball overhead, rising onto the balls of your feet and stretching your body tall.",
        "Breathe out sharply and slam the ball into the floor in front of your feet, crunching your abs and hinging at the hips.",
        "Let your knees bend as you follow through.",
        "Pick the ball up with a flat back by squatting, and go into the next rep.",
      ],
      ru: [
        "Встаньте, стопы на ширине плеч, мяч для бросков у груди.",
        "На вдохе поднимите мяч над головой, привставая на носки и вытягиваясь вверх.",
        "С резким выдохом бросьте мяч в пол перед стопами, скручиваясь прессом и наклоняясь в тазобедренных суставах.",
        "Завершая движение, согните колени.",
        "Поднимите мяч приседом с ровной спиной и переходите к следующему повторению.",
      ],
    },
    mistakes: {
      en: [
        "Throwing only with the arms.",
        "Picking the ball up with a rounded back.",
        "Using a bouncy ball that flies back toward the face.",
      ],
      ru: [
        "Бросок только руками.",
        "Подъём мяча с пола с круглой спиной.",
        "Прыгучий мяч, который отскакивает обратно в лицо.",
      ],
    },
    safety: {
      en: "Use a non-bouncing slam ball and throw it close to your feet, not at a hard wall. Keep the area around you clear.",
      ru: "Используйте неотскакивающий мяч для бросков и бросайте его рядом со стопами, а не в твёрдую стену. Следите, чтобы вокруг было свободно.",
    },
  },
  "hanging-windshield-wiper": {
    summary: {
      en: "From a hang with the legs raised, swinging them from side to side like a wiper; an advanced exercise for the obliques and abs.",
      ru: "В висе с поднятыми ногами их поворот из стороны в сторону, как у дворников автомобиля; продвинутое упражнение на косые и прямую мышцы живота.",
    },
    steps: {
      en: [
        "Hang from a pull-up bar with an overhand grip and your shoulders engaged.",
        "Raise your legs until they point at the ceiling or at least stay above hip height, keeping them together.",
        "Breathe out and rotate your legs to one side as one unit, lowering them as far as you can control.",
        "Breathe in and bring them back to the centre, then rotate to the other side.",
        "Keep the upper body as still as possible; the rep count is per side.",
      ],
      ru: [
        "Повисните на турнике хватом сверху, плечи собраны.",
        "Поднимите сомкнутые ноги вверх, пока они не будут направлены к потолку или хотя бы выше уровня таза.",
        "На выдохе поверните ноги единым целым в одну сторону, опуская их насколько можете контролировать.",
        "На вдохе верните их в центр, затем поверните в другую сторону.",
        "Верх тела держите максимально неподвижным; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Swinging the whole body.",
        "Letting the legs drop below hip height between sides.",
        "Going faster than you can control.",
      ],
      ru: [
        "Раскачка всего тела.",
        "Ноги опускаются ниже уровня таза между сторонами.",
        "Темп быстрее, чем вы можете контролировать.",
      ],
    },
    safety: {
      en: "Learn it first lying on the floor with your legs raised before trying it hanging. Avoid it if rotating under load causes back pain.",
      ru: "Сначала освойте это движение лёжа на полу с поднятыми ногами и только потом переходите к варианту в висе. Если вращение под нагрузкой вызывает боль в спине, не выполняйте упражнение.",
    },
  },
  "suspension-trainer-knee-tuck": {
    summary: {
      en: "Pulling your knees to your chest from a plank with your feet in suspension straps; the unstable feet make the abs and shoulders work harder than on the floor.",
      ru: "Подтягивание коленей к груди из планки со стопами в петлях; из-за нестабильной опоры пресс и плечи работают сильнее, чем на полу.",
    },
    steps: {
      en: [
        "Set the straps at mid-shin height, kneel facing away, put your feet into the foot cradles and walk your hands out into a push-up position.",
        "Brace your abs so your body is a straight line with your hands under your shoulders.",
        "Breathe out and pull both knees toward your chest, keeping your hips at about shoulder height.",
        "Pause briefly without letting the straps swing.",
        "Breathe in and extend your legs back to the plank under control.",
      ],
      ru: [
        "Выставьте петли на уровне середины голени, встаньте на колени спиной к креплению, вставьте стопы в петли и выйдите на руках в упор лёжа.",
        "Напрягите пресс, чтобы тело было прямой линией, кисти под плечами.",
        "На выдохе подтяните оба колена к груди, удерживая таз примерно на уровне плеч.",
        "Ненадолго задержитесь, не давая петлям раскачиваться.",
        "На вдохе подконтрольно выпрямите ноги, вернувшись в планку.",
      ],
    },
    mistakes: {
      en: [
        "Letting the hips sag when the legs extend.",
        "Swinging the straps instead of pulling with the abs.",
        "Shoulders drifting behind the hands.",
      ],
      ru: [
        "Таз провисает при выпрямлении ног.",
        "Раскачка петель вместо работы пресса.",
        "Плечи смещаются назад за кисти.",
      ],
    },
    safety: {
      en: "Master a solid floor plank first, and check that the anchor is secure. Lower yourself to your knees before taking your feet out of the straps.",
      ru: "Сначала освойте уверенную планку на полу и проверьте надёжность крепления. Прежде чем вынуть стопы из петель, опуститесь на колени.",
    },
  },
};
