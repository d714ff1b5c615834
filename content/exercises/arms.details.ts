import type { ExerciseDetails } from "../../core/training/exercise";

/** Exercise page text for the arm exercises, keyed by slug. */
export const armsDetails: Record<string, ExerciseDetails> = {
  "barbell-curl": {
    summary: {
      en: "The classic biceps builder: a straight bar lets you load both arms evenly and track progress easily.",
      ru: "Классика для бицепса: прямой гриф позволяет равномерно нагрузить обе руки и легко отслеживать прогресс.",
    },
    steps: {
      en: [
        "Stand tall with your feet hip-width apart and hold the bar with an underhand grip at shoulder width, arms straight.",
        "Pin your elbows to your sides and brace your abs.",
        "Breathe out and curl the bar up toward your shoulders by bending only at the elbows.",
        "Squeeze your biceps at the top without letting your elbows drift forward.",
        "Breathe in and lower the bar slowly until your arms are fully straight again.",
      ],
      ru: [
        "Встаньте прямо, стопы на ширине таза, возьмите штангу хватом снизу на ширине плеч, руки выпрямлены.",
        "Прижмите локти к корпусу и напрягите пресс.",
        "На выдохе поднимите штангу к плечам, сгибая руки только в локтях.",
        "В верхней точке напрягите бицепс, не выводя локти вперёд.",
        "На вдохе медленно опустите штангу до полного выпрямления рук.",
      ],
    },
    mistakes: {
      en: [
        "Swinging the weight up with the hips and lower back.",
        "Moving the elbows forward so the shoulders do the work.",
        "Stopping halfway down instead of straightening the arms.",
        "Bending the wrists back toward the forearms.",
      ],
      ru: [
        "Забрасывание штанги раскачкой корпуса и поясницы.",
        "Локти уходят вперёд, и работу берут на себя плечи.",
        "Опускание только до середины вместо полного выпрямления рук.",
        "Запястья загибаются к предплечьям.",
      ],
    },
    safety: {
      en: "If a straight bar strains your wrists or elbows, switch to an EZ-bar or dumbbells. Keep the weight moderate enough that your torso stays still.",
      ru: "Если прямой гриф нагружает запястья или локти, перейдите на EZ-гриф или гантели. Выбирайте такой вес, при котором корпус остаётся неподвижным.",
    },
  },
  "ez-bar-curl": {
    summary: {
      en: "A biceps curl with an angled bar that puts the wrists in a more natural position than a straight bar.",
      ru: "Подъём на бицепс с изогнутым грифом, который ставит запястья в более естественное положение, чем прямой.",
    },
    steps: {
      en: [
        "Hold the EZ-bar on the inner or outer angled grips with your palms facing up and slightly in.",
        "Stand tall with your elbows close to your sides and your abs braced.",
        "Breathe out and curl the bar up until your forearms are nearly vertical.",
        "Pause briefly and squeeze your biceps.",
        "Breathe in and lower the bar under control to full arm extension.",
      ],
      ru: [
        "Возьмите EZ-гриф за внутренние или внешние изгибы, ладони смотрят вверх и немного внутрь.",
        "Встаньте прямо, локти прижаты к корпусу, пресс напряжён.",
        "На выдохе поднимите штангу, пока предплечья не станут почти вертикальными.",
        "Ненадолго задержитесь и напрягите бицепс.",
        "На вдохе подконтрольно опустите штангу до полного выпрямления рук.",
      ],
    },
    mistakes: {
      en: [
        "Leaning back to finish the rep.",
        "Letting the elbows travel forward or flare out.",
        "Dropping the bar quickly on the way down.",
      ],
      ru: [
        "Отклонение корпуса назад, чтобы дожать повторение.",
        "Локти уходят вперёд или разводятся в стороны.",
        "Быстрое опускание штанги.",
      ],
    },
    safety: {
      en: "Choose a weight you can lower slowly; an uncontrolled drop into full extension is hard on the elbow joint.",
      ru: "Берите вес, который можете медленно опустить: неконтролируемое падение в полное разгибание вредно для локтевого сустава.",
    },
  },
  "alternating-dumbbell-curl": {
    summary: {
      en: "Curling one dumbbell at a time and turning the palm up as you lift; it trains each arm on its own and works the biceps through its full function.",
      ru: "Поочерёдный подъём гантелей с разворотом ладони вверх; нагружает каждую руку отдельно и прорабатывает бицепс во всех его функциях.",
    },
    steps: {
      en: [
        "Stand with a dumbbell in each hand at your sides, palms facing your thighs.",
        "Keep your elbows close to your body and your shoulders down.",
        "Breathe out and curl one dumbbell up, turning your palm to face up as it passes your thigh.",
        "Squeeze at the top, then breathe in and lower it slowly while turning the palm back in.",
        "Repeat with the other arm and keep alternating; the rep count is per side.",
      ],
      ru: [
        "Встаньте с гантелями в опущенных руках, ладони обращены к бёдрам.",
        "Держите локти у корпуса, плечи опущены.",
        "На выдохе поднимите одну гантель, разворачивая ладонь вверх, как только она пройдёт бедро.",
        "Напрягите бицепс вверху, затем на вдохе медленно опустите гантель, возвращая ладонь к бедру.",
        "Повторите другой рукой и продолжайте поочерёдно; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Twisting the torso to swing the dumbbell up.",
        "Rushing one arm while the other is still moving.",
        "Not turning the palm up, which cuts the biceps work short.",
      ],
      ru: [
        "Поворот корпуса, чтобы закинуть гантель рывком.",
        "Одна рука начинает движение, пока другая ещё не закончила.",
        "Ладонь не разворачивается вверх, и бицепс работает не полностью.",
      ],
    },
    safety: {
      en: "Start light: curling a dumbbell that is too heavy tempts you to swing it, which strains the lower back and the front of the shoulder.",
      ru: "Начинайте с лёгкого веса: слишком тяжёлую гантель хочется забросить рывком, а это нагружает поясницу и переднюю часть плеча.",
    },
  },
  "dumbbell-hammer-curl": {
    summary: {
      en: "A curl with the palms facing each other; it works the brachialis and the forearm muscles along with the biceps and builds thicker-looking arms.",
      ru: "Сгибания с ладонями, обращёнными друг к другу; вместе с бицепсом нагружают плечевую мышцу и мышцы предплечья, делая руку визуально толще.",
    },
    steps: {
      en: [
        "Stand with a dumbbell in each hand, palms facing your body, as if holding two hammers.",
        "Keep your elbows tucked at your sides and your wrists straight.",
        "Breathe out and curl the dumbbells up without turning your palms until your forearms are close to vertical.",
        "Pause briefly at the top.",
        "Breathe in and lower the dumbbells slowly to the start; you can lift both together or alternate arms.",
      ],
      ru: [
        "Встаньте с гантелями в руках, ладони обращены к телу, будто держите два молотка.",
        "Локти прижаты к корпусу, запястья прямые.",
        "На выдохе поднимите гантели, не поворачивая ладоней, пока предплечья не станут почти вертикальными.",
        "Ненадолго задержитесь вверху.",
        "На вдохе медленно опустите гантели; поднимать их можно одновременно или поочерёдно.",
      ],
    },
    mistakes: {
      en: [
        "Swinging the body to move heavier dumbbells.",
        "Letting the elbows move forward.",
        "Bending the wrists at the top.",
      ],
      ru: [
        "Раскачка корпуса, чтобы поднять более тяжёлые гантели.",
        "Локти смещаются вперёд.",
        "Запястья сгибаются в верхней точке.",
      ],
    },
    safety: {
      en: "A low-risk exercise; if you feel pain on the outside of the elbow, lower the weight and have it checked if it persists.",
      ru: "Упражнение малотравматичное; при боли по внешней стороне локтя снизьте вес, а если боль не проходит, покажитесь врачу.",
    },
  },
  "incline-dumbbell-curl": {
    summary: {
      en: "Curling from a reclined position so the arms hang behind the body; it trains the biceps in a long, stretched position.",
      ru: "Сгибания сидя на наклонной скамье, когда руки свисают позади корпуса; нагружают бицепс в растянутом положении.",
    },
    steps: {
      en: [
        "Set a bench to about 45–60 degrees and sit back with a dumbbell in each hand, arms hanging straight down.",
        "Turn your palms forward and keep your head and shoulders against the bench.",
        "Breathe out and curl the dumbbells up without letting your elbows drift forward.",
        "Squeeze your biceps at the top for a moment.",
        "Breathe in and lower slowly until your arms are straight and you feel a stretch in the biceps.",
      ],
      ru: [
        "Установите спинку скамьи под углом около 45–60 градусов и сядьте, откинувшись назад; гантели в свободно опущенных руках.",
        "Разверните ладони вперёд, голова и плечи прижаты к спинке.",
        "На выдохе поднимите гантели, не выводя локти вперёд.",
        "На мгновение напрягите бицепс в верхней точке.",
        "На вдохе медленно опустите гантели до прямых рук и растяжения в бицепсе.",
      ],
    },
    mistakes: {
      en: [
        "Lifting the shoulders off the bench to help the weight up.",
        "Bringing the elbows forward, which removes the stretch.",
        "Using dumbbells as heavy as for standing curls.",
      ],
      ru: [
        "Плечи отрываются от спинки, чтобы помочь поднять вес.",
        "Локти выводятся вперёд, и растяжение пропадает.",
        "Гантели такого же веса, как для сгибаний стоя.",
      ],
    },
    safety: {
      en: "The stretched start puts more load on the front of the shoulder, so use lighter weights and a steeper bench angle if you feel discomfort there.",
      ru: "Растянутое исходное положение сильнее нагружает переднюю часть плеча, поэтому берите гантели полегче, а при дискомфорте поднимите спинку скамьи выше.",
    },
  },
  "ez-bar-preacher-curl": {
    summary: {
      en: "A curl with your upper arms resting on an angled pad; it removes cheating and keeps constant tension on the biceps.",
      ru: "Сгибания с упором плеч в наклонную подушку скамьи Скотта; исключают читинг и держат бицепс под постоянной нагрузкой.",
    },
    steps: {
      en: [
        "Adjust the seat so the top of the pad sits in your armpits and the backs of your upper arms lie flat on it.",
        "Take the EZ-bar with an underhand grip on the angled parts of the bar.",
        "Breathe in and lower the bar slowly until your arms are almost straight.",
        "Breathe out and curl the bar up until your forearms are close to vertical, keeping your arms on the pad.",
        "Squeeze for a moment, then start the next slow lowering.",
      ],
      ru: [
        "Отрегулируйте сиденье так, чтобы верх подушки упирался в подмышки, а задняя поверхность плеч плотно лежала на ней.",
        "Возьмите EZ-гриф хватом снизу за изогнутые участки.",
        "На вдохе медленно опустите штангу, пока руки почти не выпрямятся.",
        "На выдохе поднимите штангу, пока предплечья не станут почти вертикальными, не отрывая плеч от подушки.",
        "На мгновение напрягите бицепс и начинайте следующее медленное опускание.",
      ],
    },
    mistakes: {
      en: [
        "Dropping the bar into the bottom and bouncing out.",
        "Lifting the elbows or shoulders off the pad.",
        "Stopping far short of straight arms.",
      ],
      ru: [
        "Штанга падает в нижнюю точку и отбивается вверх.",
        "Локти или плечи отрываются от подушки.",
        "Руки не опускаются почти до конца.",
      ],
    },
    safety: {
      en: "The bottom of the preacher curl is where biceps strains happen: lower slowly and stop just short of locking the elbows, especially with heavy weights.",
      ru: "Нижняя точка на скамье Скотта — самое опасное место для бицепса: опускайте вес медленно и не разгибайте локти до упора, особенно с большим весом.",
    },
  },
  "dumbbell-concentration-curl": {
    summary: {
      en: "A seated one-arm curl with the elbow braced on the inner thigh; it makes it easy to focus on the biceps with no momentum.",
      ru: "Сгибание одной рукой сидя с упором локтя во внутреннюю поверхность бедра; позволяет сосредоточиться на бицепсе без всякой инерции.",
    },
    steps: {
      en: [
        "Sit on the end of a bench with your feet wide and a dumbbell in one hand.",
        "Lean forward and rest the back of your upper arm against the inside of the same-side thigh, arm hanging straight.",
        "Breathe out and curl the dumbbell toward your shoulder, keeping your upper arm still.",
        "Squeeze your biceps hard at the top for a second.",
        "Breathe in and lower slowly to a straight arm, then switch arms after the set; the rep count is per side.",
      ],
      ru: [
        "Сядьте на край скамьи, широко расставьте ноги, гантель в одной руке.",
        "Наклонитесь вперёд и упритесь задней поверхностью плеча во внутреннюю сторону бедра той же стороны, рука свободно опущена.",
        "На выдохе поднимите гантель к плечу, не сдвигая плечо.",
        "Вверху сильно напрягите бицепс на секунду.",
        "На вдохе медленно опустите руку до выпрямления, а после подхода смените руку; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Pushing the thigh against the arm to help the lift.",
        "Moving the shoulder and torso instead of the elbow only.",
        "Rushing through the reps.",
      ],
      ru: [
        "Помощь себе бедром, которое толкает руку.",
        "Движение плечом и корпусом вместо сгибания в локте.",
        "Слишком быстрый темп.",
      ],
    },
    safety: {
      en: "A safe, low-load exercise; keep your back straight as you lean forward rather than slumping over the dumbbell.",
      ru: "Безопасное упражнение с небольшой нагрузкой; наклоняясь вперёд, держите спину ровной и не сутультесь над гантелью.",
    },
  },
  "cable-straight-bar-curl": {
    summary: {
      en: "A biceps curl on the low pulley; the cable keeps tension on the muscle through the whole range, including the top.",
      ru: "Подъём на бицепс на нижнем блоке; трос держит мышцу под нагрузкой во всей амплитуде, включая верхнюю точку.",
    },
    steps: {
      en: [
        "Attach a straight bar to the low pulley and hold it with an underhand grip at shoulder width.",
        "Step back slightly so the cable is taut, stand tall and pin your elbows to your sides.",
        "Breathe out and curl the bar toward your chest.",
        "Squeeze your biceps at the top for a moment.",
        "Breathe in and lower the bar slowly until your arms are straight.",
      ],
      ru: [
        "Закрепите прямую рукоять на нижнем блоке и возьмитесь за неё хватом снизу на ширине плеч.",
        "Сделайте небольшой шаг назад, чтобы трос натянулся, встаньте прямо и прижмите локти к корпусу.",
        "На выдохе поднимите рукоять к груди.",
        "Вверху на мгновение напрягите бицепс.",
        "На вдохе медленно опустите рукоять до выпрямления рук.",
      ],
    },
    mistakes: {
      en: [
        "Leaning back to pull the weight.",
        "Letting the elbows drift forward at the top.",
        "Letting the stack slam between reps.",
      ],
      ru: [
        "Отклонение назад, чтобы вытянуть вес.",
        "Локти уходят вперёд в верхней точке.",
        "Плиты блока с грохотом опускаются между повторениями.",
      ],
    },
    safety: {
      en: "Check the attachment clip is closed before each set. This is a joint-friendly option for high-rep biceps work.",
      ru: "Перед каждым подходом проверяйте, что карабин рукояти закрыт. Это щадящий для суставов вариант для многоповторной работы на бицепс.",
    },
  },
  "cable-rope-hammer-curl": {
    summary: {
      en: "A hammer curl with a rope on the low pulley; it trains the brachialis and forearms with steady cable tension.",
      ru: "Молотковые сгибания с канатом на нижнем блоке; прорабатывают плечевую мышцу и предплечья при постоянном натяжении троса.",
    },
    steps: {
      en: [
        "Attach a rope to the low pulley and hold one end in each hand with your palms facing each other.",
        "Stand tall close to the stack with your elbows at your sides.",
        "Breathe out and curl the rope up toward your shoulders, keeping your palms facing each other.",
        "Pause for a second at the top.",
        "Breathe in and lower the rope slowly to straight arms.",
      ],
      ru: [
        "Закрепите канат на нижнем блоке и возьмитесь за его концы так, чтобы ладони смотрели друг на друга.",
        "Встаньте прямо недалеко от блока, локти у корпуса.",
        "На выдохе поднимите канат к плечам, сохраняя положение ладоней.",
        "Задержитесь вверху на секунду.",
        "На вдохе медленно опустите канат до выпрямления рук.",
      ],
    },
    mistakes: {
      en: [
        "Swinging the torso.",
        "Elbows flaring out to the sides.",
        "Cutting the lowering phase short.",
      ],
      ru: [
        "Раскачка корпуса.",
        "Локти разводятся в стороны.",
        "Неполное опускание каната.",
      ],
    },
    safety: {
      en: "A low-risk exercise; keep the weight moderate so your wrists stay straight throughout.",
      ru: "Малотравматичное упражнение; держите вес умеренным, чтобы запястья всё время оставались прямыми.",
    },
  },
  "dumbbell-spider-curl": {
    summary: {
      en: "A curl done lying face down on an incline bench with the arms hanging straight down; it hits the biceps hardest in the shortened, top position.",
      ru: "Сгибания лёжа животом на наклонной скамье с вертикально опущенными руками; сильнее всего нагружают бицепс в верхней, сокращённой точке.",
    },
    steps: {
      en: [
        "Set a bench to about 45 degrees and lie face down on it with your chest supported and your chin just above the top.",
        "Let your arms hang straight down holding the dumbbells with palms facing forward.",
        "Breathe out and curl the dumbbells up while keeping your upper arms vertical.",
        "Squeeze hard at the top for a second.",
        "Breathe in and lower slowly to straight arms.",
      ],
      ru: [
        "Установите скамью под углом около 45 градусов и лягте на неё животом так, чтобы грудь опиралась на спинку, а подбородок был чуть выше её края.",
        "Опустите руки с гантелями вертикально вниз, ладони смотрят вперёд.",
        "На выдохе поднимите гантели, сохраняя плечи вертикальными.",
        "Сильно напрягите бицепс вверху на секунду.",
        "На вдохе медленно опустите гантели до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Swinging the upper arms forward.",
        "Lifting the chest off the bench.",
        "Going too heavy, since the top is the hardest point.",
      ],
      ru: [
        "Плечи раскачиваются вперёд.",
        "Грудь отрывается от скамьи.",
        "Слишком тяжёлые гантели, ведь верхняя точка здесь самая трудная.",
      ],
    },
    safety: {
      en: "Lying on your front compresses the chest, so breathe steadily and sit up between sets if you feel light-headed.",
      ru: "В положении лёжа на животе грудная клетка сдавлена, поэтому дышите ровно, а если закружится голова, садитесь между подходами.",
    },
  },
  "bayesian-cable-curl": {
    summary: {
      en: "A one-arm cable curl facing away from the stack with the arm behind the body; it loads the biceps well in a stretched position.",
      ru: "Сгибание одной рукой на блоке стоя спиной к тренажёру, с рукой позади корпуса; хорошо нагружает бицепс в растянутом положении.",
    },
    steps: {
      en: [
        "Set a handle on the low or lowest pulley, hold it in one hand and step forward facing away from the stack.",
        "Stand in a staggered stance and let the cable pull your working arm back behind your body.",
        "Breathe out and curl the handle forward and up, keeping your elbow pointing down behind your torso.",
        "Squeeze your biceps at the top.",
        "Breathe in and lower slowly until your arm is straight behind you, then switch arms after the set; the rep count is per side.",
      ],
      ru: [
        "Закрепите одиночную рукоять на нижнем блоке, возьмите её одной рукой и отойдите вперёд, встав спиной к тренажёру.",
        "Встаньте в разножку и позвольте тросу отвести рабочую руку назад за корпус.",
        "На выдохе согните руку, поднимая рукоять вперёд и вверх; локоть остаётся позади корпуса и смотрит вниз.",
        "Напрягите бицепс в верхней точке.",
        "На вдохе медленно опустите рукоять до прямой руки позади себя, а после подхода смените руку; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Letting the elbow swing forward during the curl.",
        "Standing so far from the stack that the weight yanks the arm back.",
        "Twisting the torso to help the weight.",
      ],
      ru: [
        "Локоть уходит вперёд во время сгибания.",
        "Слишком далеко от блока, так что вес рывком тянет руку назад.",
        "Поворот корпуса, чтобы помочь себе.",
      ],
    },
    safety: {
      en: "Start light, because the stretched position stresses the front of the shoulder; shorten the range if you feel pain there.",
      ru: "Начинайте с небольшого веса: растянутое положение нагружает переднюю часть плеча. При боли в этой области уменьшите амплитуду.",
    },
  },
  "barbell-drag-curl": {
    summary: {
      en: "A barbell curl where you drag the bar up along your torso while the elbows move back; it shifts the emphasis to the biceps and away from the front delts.",
      ru: "Подъём штанги, при котором гриф протягивается вверх вдоль корпуса, а локти уходят назад; смещает акцент на бицепс и убирает помощь передних дельт.",
    },
    steps: {
      en: [
        "Stand holding a barbell with an underhand, shoulder-width grip, arms straight and the bar against your thighs.",
        "Breathe out and pull your elbows back as you curl, dragging the bar up along your stomach and chest.",
        "Stop when the bar reaches your lower chest and your elbows point back behind you.",
        "Squeeze your biceps for a second.",
        "Breathe in and lower the bar the same way, keeping it in contact with your body.",
      ],
      ru: [
        "Встаньте со штангой в руках, хват снизу на ширине плеч, руки прямые, гриф у бёдер.",
        "На выдохе отводите локти назад и сгибайте руки, протягивая гриф вверх вдоль живота и груди.",
        "Остановитесь, когда гриф дойдёт до низа груди, а локти будут направлены назад.",
        "Напрягите бицепс на секунду.",
        "На вдохе опустите штангу тем же путём, не отрывая гриф от тела.",
      ],
    },
    mistakes: {
      en: [
        "Letting the bar swing away from the body.",
        "Shrugging the shoulders up as the bar rises.",
        "Using the same weight as for a regular curl.",
      ],
      ru: [
        "Гриф отходит от тела.",
        "Плечи поднимаются к ушам по мере подъёма.",
        "Тот же вес, что и в обычном подъёме на бицепс.",
      ],
    },
    safety: {
      en: "Use roughly a third less weight than for a standard curl, and keep the shoulders down and relaxed to avoid straining the front of the shoulder.",
      ru: "Берите примерно на треть меньше веса, чем в обычном подъёме на бицепс, и держите плечи опущенными и расслабленными, чтобы не перегрузить переднюю часть плеча.",
    },
  },
  "band-biceps-curl": {
    summary: {
      en: "A curl against a resistance band; a handy option for home or travel, with tension that rises toward the top of the movement.",
      ru: "Сгибания рук с резинкой; удобный вариант для дома и поездок, где сопротивление растёт к верхней точке.",
    },
    steps: {
      en: [
        "Stand on the middle of the band with your feet hip-width apart and hold an end in each hand, palms facing forward.",
        "Keep your elbows at your sides and stand tall.",
        "Breathe out and curl your hands toward your shoulders.",
        "Squeeze at the top, where the band is tightest.",
        "Breathe in and lower slowly, resisting the pull of the band.",
      ],
      ru: [
        "Встаньте на середину резинки, стопы на ширине таза, возьмите концы в руки ладонями вперёд.",
        "Держите локти у корпуса и стойте прямо.",
        "На выдохе согните руки, поднимая кисти к плечам.",
        "Напрягите бицепс вверху, где сопротивление резинки максимально.",
        "На вдохе медленно опустите руки, сопротивляясь натяжению резинки.",
      ],
    },
    mistakes: {
      en: [
        "Letting the band snap the hands back down.",
        "Using a band so light that sets become endless.",
        "Leaning back to finish the rep.",
      ],
      ru: [
        "Резинка резко тянет руки вниз.",
        "Слишком слабая резинка, из-за чего подходы становятся бесконечными.",
        "Отклонение назад в конце повторения.",
      ],
    },
    safety: {
      en: "Check the band for nicks or tears and make sure it is secure under your feet, so it cannot slip and snap toward your face.",
      ru: "Проверьте резинку на надрывы и убедитесь, что она надёжно зажата под стопами и не выскользнет, хлестнув по лицу.",
    },
  },
  "dumbbell-zottman-curl": {
    summary: {
      en: "A curl that goes up palms-up and comes down palms-down, training the biceps on the way up and the forearms on the way down.",
      ru: "Сгибания, в которых гантели поднимаются ладонями вверх, а опускаются ладонями вниз: на подъёме работает бицепс, на опускании — предплечья.",
    },
    steps: {
      en: [
        "Stand with a dumbbell in each hand, arms straight and palms facing forward.",
        "Breathe out and curl the dumbbells up to your shoulders.",
        "At the top, rotate your wrists so your palms face down.",
        "Breathe in and lower the dumbbells slowly with your palms down.",
        "At the bottom, rotate your palms forward again and start the next rep.",
      ],
      ru: [
        "Встаньте с гантелями в прямых руках, ладони смотрят вперёд.",
        "На выдохе поднимите гантели к плечам.",
        "В верхней точке разверните кисти ладонями вниз.",
        "На вдохе медленно опустите гантели ладонями вниз.",
        "Внизу снова разверните ладони вперёд и начинайте следующее повторение.",
      ],
    },
    mistakes: {
      en: [
        "Lowering quickly, which wastes the forearm part of the exercise.",
        "Choosing a weight you can curl but not control with palms down.",
        "Swinging the elbows forward.",
      ],
      ru: [
        "Быстрое опускание, при котором предплечья почти не работают.",
        "Вес, который вы поднимаете, но не контролируете ладонями вниз.",
        "Локти уходят вперёд.",
      ],
    },
    safety: {
      en: "Pick the weight by the lowering phase, which is the weaker one; stop if you feel pain on the outside of the elbow.",
      ru: "Подбирайте вес по фазе опускания, ведь она слабее; при боли по внешней стороне локтя остановитесь.",
    },
  },
  "suspension-trainer-biceps-curl": {
    summary: {
      en: "A bodyweight curl on suspension straps; you make it easier or harder simply by changing your body angle.",
      ru: "Сгибания рук с собственным весом в петлях; сложность меняется просто за счёт угла наклона тела.",
    },
    steps: {
      en: [
        "Hold the handles with your palms facing up and walk your feet forward so you lean back with your arms straight in front of you.",
        "Keep your body in a straight line from head to heels and brace your abs and glutes.",
        "Breathe out and curl your hands toward your forehead, pulling your body up while keeping your elbows high and still.",
        "Pause briefly at the top.",
        "Breathe in and lower your body slowly until your arms are straight.",
      ],
      ru: [
        "Возьмитесь за рукояти ладонями вверх и переступите ногами вперёд, отклоняясь назад на прямых руках.",
        "Держите тело прямой линией от головы до пяток, напрягите пресс и ягодицы.",
        "На выдохе сгибайте руки, подводя кисти ко лбу и подтягивая тело; локти при этом высоко и неподвижны.",
        "Ненадолго задержитесь вверху.",
        "На вдохе медленно опуститесь до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Letting the hips sag.",
        "Dropping the elbows so the movement becomes a row.",
        "Choosing a body angle you cannot control.",
      ],
      ru: [
        "Таз провисает.",
        "Локти опускаются, и движение превращается в тягу.",
        "Угол наклона, который вы не можете контролировать.",
      ],
    },
    safety: {
      en: "Check that the anchor point is secure before you lean back, and start with a more upright body angle.",
      ru: "Прежде чем отклоняться, проверьте надёжность крепления петель и начинайте с более вертикального положения тела.",
    },
  },
  "close-grip-bench-press": {
    summary: {
      en: "A bench press with the hands about shoulder-width apart; it is one of the heaviest exercises you can do for the triceps.",
      ru: "Жим лёжа с хватом примерно на ширине плеч; одно из упражнений, в которых трицепс можно нагрузить максимальным весом.",
    },
    steps: {
      en: [
        "Lie on the bench with your eyes under the bar, feet flat on the floor and shoulder blades pulled together.",
        "Grip the bar about shoulder-width apart and unrack it with straight arms over your shoulders.",
        "Breathe in and lower the bar to your lower chest, keeping your elbows close to your body.",
        "Touch lightly without bouncing.",
        "Breathe out and press the bar back up until your arms are straight.",
      ],
      ru: [
        "Лягте на скамью так, чтобы глаза были под грифом, стопы стоят на полу, лопатки сведены.",
        "Возьмитесь за гриф примерно на ширине плеч и снимите штангу на прямые руки над плечами.",
        "На вдохе опустите гриф к низу груди, держа локти близко к корпусу.",
        "Коснитесь груди мягко, без отбива.",
        "На выдохе выжмите штангу вверх до выпрямления рук.",
      ],
    },
    mistakes: {
      en: [
        "Gripping so narrow that the wrists bend and hurt.",
        "Flaring the elbows out wide.",
        "Bouncing the bar off the chest.",
        "Lifting the hips off the bench.",
      ],
      ru: [
        "Слишком узкий хват, из-за которого запястья выгибаются и болят.",
        "Локти широко разведены в стороны.",
        "Отбив штанги от груди.",
        "Таз отрывается от скамьи.",
      ],
    },
    safety: {
      en: "Use a spotter or safety arms set just above chest level when you go heavy. Keep the hands no narrower than shoulder-width to spare the wrists and elbows.",
      ru: "С большим весом работайте со страхующим или с упорами, выставленными чуть выше уровня груди. Не ставьте руки уже ширины плеч, чтобы беречь запястья и локти.",
    },
  },
  "ez-bar-skull-crusher": {
    summary: {
      en: "A lying triceps extension with an EZ-bar; it loads all three heads of the triceps and is a staple for arm size.",
      ru: "Разгибание рук лёжа с EZ-штангой; нагружает все три головки трицепса и считается одним из основных упражнений для его массы.",
    },
    steps: {
      en: [
        "Lie on a flat bench and hold the EZ-bar with a narrow overhand grip, arms straight above your shoulders.",
        "Tilt your arms slightly back toward your head so the triceps stay under tension.",
        "Breathe in and bend only at the elbows to lower the bar toward your forehead or just behind your head.",
        "Keep your elbows pointing up and about shoulder-width apart.",
        "Breathe out and straighten your arms to bring the bar back up.",
      ],
      ru: [
        "Лягте на горизонтальную скамью и возьмите EZ-штангу узким хватом сверху, руки выпрямлены над плечами.",
        "Слегка отведите руки назад к голове, чтобы трицепс оставался под нагрузкой.",
        "На вдохе сгибайте руки только в локтях, опуская штангу ко лбу или чуть за голову.",
        "Локти смотрят вверх и находятся примерно на ширине плеч.",
        "На выдохе разогните руки и верните штангу вверх.",
      ],
    },
    mistakes: {
      en: [
        "Letting the elbows flare out wide.",
        "Moving the upper arms so it turns into a pullover or press.",
        "Lowering too fast toward the face.",
        "Going too heavy and straining the elbows.",
      ],
      ru: [
        "Локти широко разводятся в стороны.",
        "Плечи двигаются, и упражнение превращается в пуловер или жим.",
        "Слишком быстрое опускание к лицу.",
        "Слишком большой вес, перегружающий локти.",
      ],
    },
    safety: {
      en: "Have a partner hand you the bar or take it from the floor carefully, and lower it slowly, as it travels toward your face. Switch to cable or dumbbell extensions if your elbows ache.",
      ru: "Пусть партнёр подаст вам штангу, или аккуратно возьмите её с пола, а опускайте медленно: гриф движется к лицу. Если ноют локти, замените упражнение разгибаниями на блоке или с гантелями.",
    },
  },
  "cable-rope-pushdown": {
    summary: {
      en: "A triceps extension on the high pulley with a rope; it is easy to learn and lets you spread the rope at the bottom for a strong contraction.",
      ru: "Разгибание рук на верхнем блоке с канатом; легко осваивается, а разведение каната внизу даёт сильное сокращение трицепса.",
    },
    steps: {
      en: [
        "Attach a rope to the high pulley, hold an end in each hand and step close to the stack.",
        "Stand tall with a slight forward lean and your elbows tucked at your sides.",
        "Breathe out and push the rope down until your arms are straight, spreading the ends apart at the bottom.",
        "Squeeze your triceps for a second.",
        "Breathe in and let your forearms rise slowly until they are just above parallel to the floor, keeping your elbows still.",
      ],
      ru: [
        "Закрепите канат на верхнем блоке, возьмитесь за концы и встаньте близко к тренажёру.",
        "Стойте прямо с небольшим наклоном вперёд, локти прижаты к корпусу.",
        "На выдохе разогните руки вниз до конца, разводя концы каната в стороны в нижней точке.",
        "Напрягите трицепс на секунду.",
        "На вдохе медленно поднимите предплечья чуть выше параллели с полом, не сдвигая локти.",
      ],
    },
    mistakes: {
      en: [
        "Letting the elbows drift forward and up on the way back.",
        "Leaning over the rope and pushing with body weight.",
        "Shrugging the shoulders.",
      ],
      ru: [
        "Локти уходят вперёд и вверх при возврате.",
        "Наваливание на канат весом тела.",
        "Плечи поднимаются к ушам.",
      ],
    },
    safety: {
      en: "A low-risk exercise; check the clip is locked and keep your face clear of the cable path.",
      ru: "Малотравматичное упражнение; проверяйте, что карабин закрыт, и держите лицо в стороне от линии троса.",
    },
  },
  "cable-straight-bar-pushdown": {
    summary: {
      en: "A triceps pushdown with a straight or angled bar; it usually allows a little more weight than the rope version.",
      ru: "Разгибание рук на верхнем блоке с прямой или изогнутой рукоятью; обычно позволяет взять чуть больший вес, чем с канатом.",
    },
    steps: {
      en: [
        "Attach a straight bar to the high pulley and hold it with an overhand grip about shoulder-width apart.",
        "Stand close to the stack with your elbows at your sides and a slight forward lean.",
        "Breathe out and push the bar down until your arms are fully straight.",
        "Pause and squeeze your triceps.",
        "Breathe in and let the bar rise slowly to about chest height, keeping your elbows in place.",
      ],
      ru: [
        "Закрепите прямую рукоять на верхнем блоке и возьмитесь за неё хватом сверху примерно на ширине плеч.",
        "Встаньте близко к блоку, локти у корпуса, корпус слегка наклонён вперёд.",
        "На выдохе разогните руки вниз до полного выпрямления.",
        "Задержитесь и напрягите трицепс.",
        "На вдохе медленно отпустите рукоять примерно до уровня груди, не сдвигая локти.",
      ],
    },
    mistakes: {
      en: [
        "Elbows moving forward so the chest and shoulders help.",
        "Bending the wrists over the bar.",
        "Using a short, bouncy range.",
      ],
      ru: [
        "Локти уходят вперёд, и помогают грудь и плечи.",
        "Запястья заламываются над рукоятью.",
        "Короткая пружинящая амплитуда.",
      ],
    },
    safety: {
      en: "If the straight bar strains your wrists, use an angled bar or a rope instead.",
      ru: "Если прямая рукоять нагружает запястья, замените её изогнутой рукоятью или канатом.",
    },
  },
  "dumbbell-overhead-triceps-extension": {
    summary: {
      en: "Lowering one dumbbell behind your head with both hands; it stretches and strengthens the long head of the triceps.",
      ru: "Опускание гантели за голову двумя руками; растягивает и нагружает длинную головку трицепса.",
    },
    steps: {
      en: [
        "Stand tall and hold one dumbbell with both hands cupped under the top plate, arms straight overhead.",
        "Brace your abs and squeeze your glutes so your lower back does not arch.",
        "Breathe in and bend your elbows to lower the dumbbell behind your head, keeping your elbows pointing up.",
        "Go down until you feel a good stretch in the triceps.",
        "Breathe out and straighten your arms to lift the dumbbell back overhead.",
      ],
      ru: [
        "Встаньте прямо и возьмите одну гантель двумя руками под верхний диск, руки выпрямлены над головой.",
        "Напрягите пресс и ягодицы, чтобы поясница не прогибалась.",
        "На вдохе сгибайте руки в локтях, опуская гантель за голову; локти смотрят вверх.",
        "Опускайтесь, пока не почувствуете хорошее растяжение трицепса.",
        "На выдохе разогните руки и поднимите гантель обратно над головой.",
      ],
    },
    mistakes: {
      en: [
        "Arching the lower back as the weight goes overhead.",
        "Letting the elbows flare wide.",
        "Cutting the range short at the bottom.",
      ],
      ru: [
        "Прогиб в пояснице, когда вес над головой.",
        "Локти широко расходятся в стороны.",
        "Неполная амплитуда в нижней точке.",
      ],
    },
    safety: {
      en: "Grip the dumbbell securely so it cannot slip, and do the exercise seated on a bench with back support if standing makes your lower back arch.",
      ru: "Держите гантель надёжно, чтобы она не выскользнула; если стоя поясница прогибается, выполняйте упражнение сидя на скамье с упором для спины.",
    },
  },
  "cable-overhead-triceps-extension": {
    summary: {
      en: "An overhead triceps extension with a rope on the cable; it keeps steady tension on the long head of the triceps in a stretched position.",
      ru: "Разгибание рук из-за головы с канатом на блоке; держит длинную головку трицепса под постоянной нагрузкой в растянутом положении.",
    },
    steps: {
      en: [
        "Attach a rope to a pulley at about head height or lower, hold the ends and turn to face away from the stack.",
        "Step forward into a staggered stance with your elbows bent and the rope behind your head.",
        "Lean your torso forward slightly and keep your upper arms next to your head.",
        "Breathe out and straighten your arms forward and up until they are in line with your body.",
        "Breathe in and bend your elbows slowly to bring your hands back behind your head.",
      ],
      ru: [
        "Закрепите канат на блоке примерно на уровне головы или ниже, возьмитесь за концы и развернитесь спиной к тренажёру.",
        "Сделайте шаг вперёд в разножку: локти согнуты, канат за головой.",
        "Слегка наклоните корпус вперёд, плечи держите рядом с головой.",
        "На выдохе разогните руки вперёд-вверх, пока они не окажутся на одной линии с корпусом.",
        "На вдохе медленно согните локти, возвращая кисти за голову.",
      ],
    },
    mistakes: {
      en: [
        "Moving the upper arms, which turns it into a pullover.",
        "Arching the lower back.",
        "Letting the cable yank the arms back at the bottom.",
      ],
      ru: [
        "Движение плечами, превращающее упражнение в пуловер.",
        "Прогиб в пояснице.",
        "Трос рывком тянет руки назад в нижней точке.",
      ],
    },
    safety: {
      en: "Set up in a stable staggered stance before you take the weight, and start light because the stretched position is demanding on the elbows and shoulders.",
      ru: "Займите устойчивую разножку прежде, чем принимать вес, и начинайте с небольшого веса: растянутое положение требовательно к локтям и плечам.",
    },
  },
  "bench-dip": {
    summary: {
      en: "A dip with your hands on a bench behind you; it trains the triceps with body weight and needs only a bench or sturdy chair.",
      ru: "Отжимания с упором руками в скамью позади себя; нагружают трицепс собственным весом и требуют только скамьи или устойчивого стула.",
    },
    steps: {
      en: [
        "Sit on the edge of a bench, place your hands beside your hips with your fingers forward, and slide your hips off the edge.",
        "Bend your knees with your feet flat on the floor (straighten your legs to make it harder).",
        "Breathe in and bend your elbows straight back to lower your hips until your upper arms are about parallel to the floor.",
        "Keep your back close to the bench and your shoulders down away from your ears.",
        "Breathe out and press through your palms to straighten your arms.",
      ],
      ru: [
        "Сядьте на край скамьи, поставьте руки рядом с бёдрами пальцами вперёд и сдвиньте таз за край.",
        "Согните колени, стопы на полу (чтобы усложнить, выпрямите ноги).",
        "На вдохе сгибайте локти строго назад, опуская таз, пока руки от плеча до локтя не станут примерно параллельны полу.",
        "Держите спину близко к скамье, а плечи — опущенными, подальше от ушей.",
        "На выдохе выжмите себя вверх, упираясь ладонями, до выпрямления рук.",
      ],
    },
    mistakes: {
      en: [
        "Dropping too deep so the shoulders roll forward.",
        "Letting the elbows flare out to the sides.",
        "Drifting away from the bench.",
        "Pushing with the legs instead of the arms.",
      ],
      ru: [
        "Слишком глубокое опускание, при котором плечи заваливаются вперёд.",
        "Локти расходятся в стороны.",
        "Корпус отдаляется от скамьи.",
        "Подъём за счёт ног, а не рук.",
      ],
    },
    safety: {
      en: "This position is demanding on the front of the shoulder: stop at upper arms parallel to the floor, and skip the exercise if it causes shoulder pain.",
      ru: "Это положение нагружает переднюю часть плечевого сустава: опускайтесь не ниже положения, в котором руки от плеча до локтя параллельны полу, и откажитесь от упражнения, если оно вызывает боль в плече.",
    },
  },
  "diamond-push-up": {
    summary: {
      en: "A push-up with your hands close together under your chest; it shifts much of the work from the chest to the triceps.",
      ru: "Отжимания с близко поставленными под грудью руками; переносят значительную часть нагрузки с груди на трицепс.",
    },
    steps: {
      en: [
        "Get into a push-up position and place your hands under your chest with thumbs and index fingers touching to form a diamond.",
        "Brace your abs and glutes so your body is a straight line from head to heels.",
        "Breathe in and lower your chest toward your hands, keeping your elbows close to your sides.",
        "Stop just before your chest touches your hands.",
        "Breathe out and push the floor away until your arms are straight.",
      ],
      ru: [
        "Примите упор лёжа и поставьте ладони под грудью так, чтобы большие и указательные пальцы соприкасались, образуя ромб.",
        "Напрягите пресс и ягодицы, чтобы тело было прямой линией от головы до пяток.",
        "На вдохе опускайте грудь к кистям, держа локти близко к корпусу.",
        "Остановитесь чуть раньше, чем грудь коснётся рук.",
        "На выдохе оттолкнитесь от пола до выпрямления рук.",
      ],
    },
    mistakes: {
      en: [
        "Letting the hips sag or pike up.",
        "Flaring the elbows wide.",
        "Doing half reps without lowering the chest.",
      ],
      ru: [
        "Таз провисает или задирается вверх.",
        "Локти широко разведены.",
        "Половинчатые повторения без опускания груди.",
      ],
    },
    safety: {
      en: "If your wrists hurt, turn your hands slightly outward or move them a little apart. Start on your knees or with your hands on a bench if you cannot do full reps with good form.",
      ru: "Если болят запястья, слегка разверните кисти наружу или немного разведите их. Если не получается сделать полноценные повторения с хорошей техникой, начните с упора на колени или с упора руками в скамью.",
    },
  },
  "dumbbell-triceps-kickback": {
    summary: {
      en: "Straightening one arm behind you while bent over; a light isolation exercise that works the triceps hardest at full extension.",
      ru: "Разгибание руки назад в наклоне; лёгкое изолирующее упражнение, которое сильнее всего нагружает трицепс в полностью разогнутом положении.",
    },
    steps: {
      en: [
        "Place one knee and the same-side hand on a flat bench and hold a dumbbell in the other hand, back flat.",
        "Lift the working upper arm so it is parallel to your torso and bend the elbow to about 90 degrees.",
        "Breathe out and straighten your arm back until it is fully extended, keeping the upper arm still.",
        "Squeeze your triceps for a second at the top.",
        "Breathe in and lower the dumbbell back to 90 degrees, then switch arms after the set; the rep count is per side.",
      ],
      ru: [
        "Упритесь коленом и рукой одной стороны в горизонтальную скамью, гантель в другой руке, спина ровная.",
        "Поднимите плечо рабочей руки параллельно корпусу и согните локоть примерно под прямым углом.",
        "На выдохе разогните руку назад до конца, не сдвигая плечо.",
        "На секунду напрягите трицепс в верхней точке.",
        "На вдохе верните гантель до прямого угла в локте, а после подхода смените руку; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Letting the upper arm drop so the range shrinks.",
        "Swinging the dumbbell up with momentum.",
        "Rounding the back.",
      ],
      ru: [
        "Плечо опускается, и амплитуда сокращается.",
        "Гантель забрасывается махом.",
        "Спина округляется.",
      ],
    },
    safety: {
      en: "Keep the weight light; a heavy dumbbell makes you swing, which shifts the stress to the shoulder and elbow.",
      ru: "Используйте лёгкий вес: тяжёлую гантель приходится забрасывать махом, что переносит нагрузку на плечо и локоть.",
    },
  },
  "barbell-jm-press": {
    summary: {
      en: "A hybrid of the close-grip bench press and the skull crusher; it lets you load the triceps heavily and is popular with powerlifters.",
      ru: "Гибрид жима узким хватом и французского жима; позволяет серьёзно нагрузить трицепс и популярен у пауэрлифтеров.",
    },
    steps: {
      en: [
        "Lie on a flat bench and unrack the bar with a grip a little narrower than shoulder-width, arms straight over your upper chest.",
        "Breathe in and lower the bar by bending your elbows and letting them drift slightly forward, toward your chin or upper chest.",
        "Stop when your forearms are nearly vertical and the bar is a few centimetres from your chin, elbows pointing toward your feet.",
        "Breathe out and press the bar back up along the same path by straightening your elbows.",
        "Keep your shoulder blades pinned and your feet planted throughout.",
      ],
      ru: [
        "Лягте на горизонтальную скамью и снимите штангу хватом чуть уже плеч, руки прямые над верхом груди.",
        "На вдохе опускайте гриф, сгибая локти и слегка смещая их вперёд, к подбородку или верху груди.",
        "Остановитесь, когда предплечья станут почти вертикальными, а гриф окажется в нескольких сантиметрах от подбородка; локти направлены к ногам.",
        "На выдохе выжмите штангу вверх по той же траектории, разгибая локти.",
        "Всё время держите лопатки сведёнными, а стопы — упёртыми в пол.",
      ],
    },
    mistakes: {
      en: [
        "Letting the bar drift toward the face or neck without control.",
        "Flaring the elbows out to the sides.",
        "Turning it into a normal bench press by bringing the bar to the mid-chest.",
        "Going heavy before the path is learned.",
      ],
      ru: [
        "Гриф неконтролируемо уходит к лицу или шее.",
        "Локти разводятся в стороны.",
        "Гриф опускается на середину груди, и получается обычный жим лёжа.",
        "Большой вес до того, как освоена траектория.",
      ],
    },
    safety: {
      en: "The bar travels close to your face and neck, so always use a spotter or safety arms and learn the groove with an empty bar. Stop if you feel elbow pain.",
      ru: "Гриф проходит близко к лицу и шее, поэтому всегда работайте со страхующим или с упорами, а траекторию осваивайте с пустым грифом. При боли в локтях прекратите упражнение.",
    },
  },
  "suspension-trainer-triceps-extension": {
    summary: {
      en: "A bodyweight skull crusher on suspension straps; at a low body angle it is a very demanding triceps exercise that also trains core control.",
      ru: "Французский жим с собственным весом в петлях; при низком наклоне тела это очень тяжёлое упражнение на трицепс, которое заодно тренирует контроль корпуса.",
    },
    steps: {
      en: [
        "Face away from the anchor, hold the handles with an overhand grip and lean forward with your arms straight out in front at shoulder height.",
        "Brace your abs and glutes so your body is a straight line from head to heels.",
        "Breathe in and bend only at the elbows, letting your head move forward between your hands.",
        "Lower until your hands are beside your head and you feel a stretch in the triceps.",
        "Breathe out and straighten your arms to push your body back to the start.",
      ],
      ru: [
        "Встаньте спиной к точке крепления, возьмитесь за рукояти хватом сверху и наклонитесь вперёд с прямыми руками на уровне плеч.",
        "Напрягите пресс и ягодицы, чтобы тело было прямой линией от головы до пяток.",
        "На вдохе сгибайте руки только в локтях, позволяя голове пройти вперёд между кистями.",
        "Опускайтесь, пока кисти не окажутся у головы, а в трицепсе не появится растяжение.",
        "На выдохе разогните руки, возвращая тело в исходное положение.",
      ],
    },
    mistakes: {
      en: [
        "Sagging at the hips or bending at the waist.",
        "Letting the elbows drop toward the floor.",
        "Starting with the body too close to horizontal.",
      ],
      ru: [
        "Провисание или сгибание в пояснице.",
        "Локти опускаются к полу.",
        "Слишком низкий наклон тела с самого начала.",
      ],
    },
    safety: {
      en: "Start nearly upright and lower the angle gradually over weeks; check the anchor is secure, because a slip would send you face first toward the floor.",
      ru: "Начинайте почти вертикально и увеличивайте наклон постепенно, от недели к неделе; проверьте надёжность крепления, ведь при срыве вы полетите лицом вперёд.",
    },
  },
  "barbell-wrist-curl": {
    summary: {
      en: "Curling a barbell with the wrists only; it strengthens the forearm flexors that support a strong grip.",
      ru: "Подъём штанги только за счёт сгибания запястий; укрепляет сгибатели предплечья, от которых зависит сила хвата.",
    },
    steps: {
      en: [
        "Sit on the end of a bench and rest your forearms on your thighs or on the bench, palms up, with your wrists just past the edge.",
        "Hold a barbell with an underhand grip about shoulder-width apart.",
        "Breathe in and let the bar roll down toward your fingertips, lowering your wrists.",
        "Breathe out and curl the bar back up by bending your wrists as far as you can.",
        "Keep your forearms still on their support throughout.",
      ],
      ru: [
        "Сядьте на край скамьи и положите предплечья на бёдра или на скамью ладонями вверх так, чтобы запястья были чуть за краем.",
        "Возьмите штангу хватом снизу примерно на ширине плеч.",
        "На вдохе опустите кисти, позволяя грифу скатиться к кончикам пальцев.",
        "На выдохе поднимите штангу, максимально сгибая запястья.",
        "Предплечья всё время неподвижно лежат на опоре.",
      ],
    },
    mistakes: {
      en: [
        "Lifting the forearms off the support to use the biceps.",
        "Using a weight so heavy that the range becomes tiny.",
        "Bouncing the bar at the bottom.",
      ],
      ru: [
        "Предплечья отрываются от опоры, подключается бицепс.",
        "Вес настолько большой, что амплитуда становится крошечной.",
        "Отскок штанги в нижней точке.",
      ],
    },
    safety: {
      en: "Use a light to moderate weight and smooth reps; stop if you feel sharp pain in the wrist or the inside of the elbow.",
      ru: "Работайте с лёгким или средним весом в плавном темпе; при резкой боли в запястье или по внутренней стороне локтя остановитесь.",
    },
  },
  "dumbbell-reverse-wrist-curl": {
    summary: {
      en: "Lifting dumbbells with the backs of the hands facing up; it trains the forearm extensors, which balance all the gripping you do.",
      ru: "Подъём гантелей тыльной стороной ладоней вверх; тренирует разгибатели предплечья, уравновешивая всю работу хвата.",
    },
    steps: {
      en: [
        "Sit on a bench and rest your forearms on your thighs, palms facing down, with your wrists just past your knees.",
        "Hold a light dumbbell in each hand.",
        "Breathe in and lower the backs of your hands toward the floor.",
        "Breathe out and lift your knuckles up as high as you can by bending the wrists back.",
        "Pause for a moment at the top and lower slowly.",
      ],
      ru: [
        "Сядьте на скамью и положите предплечья на бёдра ладонями вниз так, чтобы запястья были чуть за коленями.",
        "Возьмите в каждую руку лёгкую гантель.",
        "На вдохе опустите кисти тыльной стороной к полу.",
        "На выдохе поднимите кисти как можно выше, разгибая запястья.",
        "Задержитесь на мгновение вверху и медленно опустите гантели.",
      ],
    },
    mistakes: {
      en: [
        "Using weights that are too heavy for these small muscles.",
        "Lifting the forearms off the thighs.",
        "Rushing the reps.",
      ],
      ru: [
        "Слишком тяжёлые гантели для этих небольших мышц.",
        "Предплечья отрываются от бёдер.",
        "Слишком быстрый темп.",
      ],
    },
    safety: {
      en: "Expect to use much less weight than for wrist curls. If you have pain on the outside of the elbow, ask a doctor or physiotherapist whether this exercise suits you.",
      ru: "Рабочий вес здесь заметно меньше, чем в сгибаниях запястий. При боли по внешней стороне локтя спросите у врача или реабилитолога, подходит ли вам это упражнение.",
    },
  },
  "ez-bar-reverse-curl": {
    summary: {
      en: "A curl with an overhand grip; it shifts the work to the brachioradialis and forearm extensors and builds the top of the forearm.",
      ru: "Подъём на бицепс хватом сверху; смещает нагрузку на плечелучевую мышцу и разгибатели предплечья и развивает верхнюю часть предплечья.",
    },
    steps: {
      en: [
        "Stand tall holding an EZ-bar with an overhand grip at about shoulder width, arms straight.",
        "Keep your elbows at your sides and your wrists in line with your forearms.",
        "Breathe out and curl the bar up toward your shoulders.",
        "Pause at the top without letting the wrists bend down.",
        "Breathe in and lower the bar slowly to straight arms.",
      ],
      ru: [
        "Встаньте прямо и возьмите EZ-гриф хватом сверху примерно на ширине плеч, руки прямые.",
        "Локти у корпуса, запястья на одной линии с предплечьями.",
        "На выдохе поднимите штангу к плечам.",
        "Задержитесь вверху, не давая запястьям провиснуть.",
        "На вдохе медленно опустите штангу до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Letting the wrists bend down under the weight.",
        "Swinging the body.",
        "Using a normal curl weight.",
      ],
      ru: [
        "Запястья прогибаются вниз под весом.",
        "Раскачка корпуса.",
        "Тот же вес, что и в обычном подъёме на бицепс.",
      ],
    },
    safety: {
      en: "Use noticeably less weight than for a regular curl, and choose the EZ-bar over a straight bar if your wrists feel strained.",
      ru: "Берите заметно меньший вес, чем в обычном подъёме на бицепс, и предпочитайте EZ-гриф прямому, если чувствуете напряжение в запястьях.",
    },
  },
  "farmers-carry": {
    summary: {
      en: "Walking with a heavy dumbbell in each hand; it builds grip strength, upper traps and a stable trunk that carry over to everyday lifting.",
      ru: "Ходьба с тяжёлой гантелью в каждой руке; развивает силу хвата, верх трапеций и устойчивость корпуса, которые пригодятся в быту.",
    },
    steps: {
      en: [
        "Place a heavy dumbbell beside each foot, squat or hinge down with a flat back and grip them firmly in the middle of the handle.",
        "Stand up by pushing through your legs, then pull your shoulders back and down and brace your abs.",
        "Walk forward with short, controlled steps, keeping your torso upright and the dumbbells still at your sides.",
        "Breathe in short, steady breaths while staying braced, and keep going for the set time.",
        "Stop, then squat or hinge down to set the dumbbells on the floor instead of dropping them.",
      ],
      ru: [
        "Поставьте по тяжёлой гантели у каждой стопы, присядьте или наклонитесь с ровной спиной и крепко возьмитесь за середину рукоятей.",
        "Встаньте за счёт ног, затем отведите плечи назад и вниз и напрягите пресс.",
        "Идите вперёд короткими подконтрольными шагами, корпус вертикален, гантели неподвижно висят по бокам.",
        "Дышите коротко и ровно, не теряя напряжения корпуса, и продолжайте заданное время.",
        "Остановитесь, присядьте или наклонитесь и поставьте гантели на пол, а не бросайте их.",
      ],
    },
    mistakes: {
      en: [
        "Picking the weights up with a rounded back.",
        "Shrugging or rounding the shoulders forward while walking.",
        "Leaning to one side or letting the dumbbells swing.",
        "Taking long, bouncing strides.",
      ],
      ru: [
        "Подъём гантелей с пола с круглой спиной.",
        "Плечи поднимаются к ушам или сутулятся во время ходьбы.",
        "Крен в одну сторону или раскачивание гантелей.",
        "Длинные пружинящие шаги.",
      ],
    },
    safety: {
      en: "Clear a flat path before you start and put the weights down as soon as your grip starts to fail. Kettlebells or a trap bar work just as well if you have them.",
      ru: "Перед началом освободите ровную дорожку и ставьте вес на пол, как только хват начинает слабеть. Если есть гири или трэп-гриф, с ними упражнение работает так же хорошо.",
    },
  },
};
