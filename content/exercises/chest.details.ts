import type { ExerciseDetails } from "../../core/training/exercise";

/** Page text for the chest exercises, keyed by slug. */
export const chestDetails: Record<string, ExerciseDetails> = {
  "barbell-bench-press": {
    summary: {
      en: "The main barbell press for the chest, shoulders and triceps. It lets you load heavy and track strength from week to week.",
      ru: "Базовый жим для груди, передних дельт и трицепса. В нём легко прибавлять вес и следить за ростом силы от недели к неделе.",
    },
    steps: {
      en: [
        "Lie on the bench with your eyes under the bar and your feet flat on the floor.",
        "Grip the bar a little wider than your shoulders, then pull your shoulder blades back and down.",
        "Unrack the bar and hold it with straight arms over your shoulders.",
        "Breathe in and lower the bar under control to your lower chest, elbows about 45–70° from your body.",
        "Press the bar up and slightly back toward your shoulders, breathing out as you pass the hardest point.",
        "Keep your glutes on the bench and your shoulder blades set for every rep, then rack the bar.",
      ],
      ru: [
        "Лягте на скамью так, чтобы глаза были под грифом, а стопы твёрдо стояли на полу.",
        "Возьмитесь за гриф чуть шире плеч, сведите и опустите лопатки.",
        "Снимите штангу со стоек и удерживайте её на прямых руках над плечами.",
        "На вдохе подконтрольно опустите гриф на низ груди, локти под углом примерно 45–70° к корпусу.",
        "Выжмите штангу вверх и чуть назад к плечам, выдыхая после самой тяжёлой точки.",
        "В каждом повторении держите таз на скамье и лопатки сведёнными, а в конце подхода верните штангу на стойки.",
      ],
    },
    mistakes: {
      en: [
        "Flaring the elbows straight out to the sides.",
        "Bouncing the bar off the chest.",
        "Lifting the hips off the bench to finish a rep.",
        "Letting the shoulder blades come apart at the top.",
      ],
      ru: [
        "Локти разведены строго в стороны, перпендикулярно корпусу.",
        "Отбив штанги от груди.",
        "Отрыв таза от скамьи, чтобы дожать повторение.",
        "Лопатки «разъезжаются» в верхней точке.",
      ],
    },
    safety: {
      en: "Use safety bars or a spotter for heavy sets, and always wrap your thumbs around the bar. Stop if you feel sharp pain in the shoulder.",
      ru: "На тяжёлых подходах выставляйте страховочные упоры или просите страховку и всегда обхватывайте гриф большим пальцем. Остановитесь при острой боли в плече.",
    },
  },
  "incline-barbell-bench-press": {
    summary: {
      en: "A bench press on a 30–45° incline that shifts more work to the upper chest and front delts.",
      ru: "Жим на скамье под углом 30–45°, который сильнее нагружает верх груди и передние дельты.",
    },
    steps: {
      en: [
        "Set the bench to 30–45° and lie back with your eyes under the bar.",
        "Grip the bar slightly wider than shoulder width and set your shoulder blades back and down.",
        "Unrack and hold the bar over your shoulders with straight arms.",
        "Breathe in and lower the bar to your upper chest, just below the collarbones.",
        "Press up to the start, breathing out, without letting your shoulders roll forward.",
      ],
      ru: [
        "Установите скамью под углом 30–45° и лягте так, чтобы глаза были под грифом.",
        "Возьмитесь за гриф чуть шире плеч, сведите и опустите лопатки.",
        "Снимите штангу и удерживайте её на прямых руках над плечами.",
        "На вдохе опустите гриф на верх груди, чуть ниже ключиц.",
        "На выдохе выжмите штангу в исходное положение, не подавая плечи вперёд.",
      ],
    },
    mistakes: {
      en: [
        "Setting the bench too steep, which turns it into a shoulder press.",
        "Lowering the bar to the middle of the chest or the neck.",
        "Arching so hard that the incline disappears.",
      ],
      ru: [
        "Слишком крутой угол скамьи, из-за которого жим превращается в жим на плечи.",
        "Опускание грифа на середину груди или к шее.",
        "Чрезмерный прогиб, при котором наклон скамьи теряет смысл.",
      ],
    },
    safety: {
      en: "Work with a spotter or in a rack with safeties when the weight is heavy. If your shoulders ache, lower the incline or switch to dumbbells.",
      ru: "С большим весом работайте со страховкой или в раме с упорами. Если ноют плечи, уменьшите угол или перейдите на гантели.",
    },
  },
  "decline-barbell-bench-press": {
    summary: {
      en: "A bench press with your head lower than your hips. It trains the lower chest through a shorter range that many people find easy on the shoulders.",
      ru: "Жим лёжа, когда голова ниже таза. Акцент на низ груди, а укороченная амплитуда у многих меньше нагружает плечи.",
    },
    steps: {
      en: [
        "Hook your legs under the pads of a decline bench and lie back carefully.",
        "Take a grip slightly wider than your shoulders and set your shoulder blades.",
        "Unrack the bar, ideally with a spotter's help, and hold it over your lower chest.",
        "Breathe in and lower the bar to the bottom of your chest under control.",
        "Breathe out and press the bar back up over your chest.",
      ],
      ru: [
        "Зафиксируйте ноги под валиками скамьи с отрицательным наклоном и аккуратно лягте.",
        "Возьмитесь за гриф чуть шире плеч и сведите лопатки.",
        "Снимите штангу, лучше с помощью страхующего, и держите её над низом груди.",
        "На вдохе подконтрольно опустите гриф к нижней части груди.",
        "На выдохе выжмите штангу обратно вверх.",
      ],
    },
    mistakes: {
      en: [
        "Lowering the bar toward the neck.",
        "Dropping the bar fast and bouncing it.",
        "Losing the shoulder-blade position as you press.",
      ],
      ru: [
        "Опускание грифа в сторону шеи.",
        "Быстрое опускание с отбивом от груди.",
        "Потеря сведённых лопаток во время жима.",
      ],
    },
    safety: {
      en: "Always use a spotter, since racking the bar head-down is awkward. Sit up slowly afterwards; if you have high blood pressure or get dizzy, pick a flat or incline press instead.",
      ru: "Всегда работайте со страховкой: вернуть штангу на стойки головой вниз неудобно. Поднимайтесь со скамьи медленно; при повышенном давлении или головокружении выбирайте горизонтальный или наклонный жим.",
    },
  },
  "dumbbell-bench-press": {
    summary: {
      en: "A flat press with two dumbbells that lets each arm work on its own and gives a deeper, more natural range than the barbell.",
      ru: "Жим двух гантелей на горизонтальной скамье: каждая рука работает отдельно, а амплитуда глубже и естественнее, чем со штангой.",
    },
    steps: {
      en: [
        "Sit on the end of the bench with the dumbbells on your thighs, then lie back and bring them to your chest.",
        "Plant your feet and set your shoulder blades back and down.",
        "Press the dumbbells up over your chest with palms facing forward or slightly toward each other.",
        "Breathe in and lower them until they reach the sides of your chest, elbows about 45° from your body.",
        "Breathe out and press back up, letting the dumbbells come close without banging them together.",
      ],
      ru: [
        "Сядьте на край скамьи с гантелями на бёдрах, затем лягте и подведите их к груди.",
        "Упритесь стопами в пол, сведите и опустите лопатки.",
        "Выжмите гантели над грудью, ладони смотрят вперёд или немного друг на друга.",
        "На вдохе опустите гантели до уровня груди, локти примерно под 45° к корпусу.",
        "На выдохе выжмите вверх, сводя гантели близко, но не ударяя их друг о друга.",
      ],
    },
    mistakes: {
      en: [
        "Dropping too deep and stretching the front of the shoulder.",
        "Letting the dumbbells drift toward the face.",
        "Clanking the dumbbells at the top and losing tension.",
      ],
      ru: [
        "Слишком глубокое опускание с перерастяжением передней части плеча.",
        "Гантели уходят к лицу.",
        "Удар гантелей друг о друга вверху и потеря напряжения.",
      ],
    },
    safety: {
      en: "Get into and out of position with the dumbbells on your thighs rather than dropping them from straight arms.",
      ru: "Ложитесь и вставайте, опирая гантели на бёдра, а не бросая их с вытянутых рук в стороны.",
    },
  },
  "incline-dumbbell-press": {
    summary: {
      en: "A dumbbell press on an incline bench that builds the upper chest and front delts with a comfortable, free path for the shoulders.",
      ru: "Жим гантелей на наклонной скамье для верха груди и передних дельт, где плечи двигаются по удобной для себя траектории.",
    },
    steps: {
      en: [
        "Set the bench to about 30° and sit back with the dumbbells resting on your thighs.",
        "Kick the dumbbells up one at a time as you lie back, stopping them at chest level.",
        "Set your shoulder blades and press the dumbbells up over your upper chest.",
        "Breathe in and lower them to the level of your upper chest, elbows slightly tucked.",
        "Breathe out and press up in a slight arc until the dumbbells nearly touch.",
      ],
      ru: [
        "Установите скамью примерно на 30° и сядьте, поставив гантели на бёдра.",
        "Ложась, поочерёдно забросьте гантели коленями к груди.",
        "Сведите лопатки и выжмите гантели над верхом груди.",
        "На вдохе опустите гантели к верхней части груди, локти немного прижаты.",
        "На выдохе выжмите вверх по небольшой дуге, почти касаясь гантелями друг друга.",
      ],
    },
    mistakes: {
      en: [
        "Using a bench angle of 60° or more.",
        "Shrugging the shoulders toward the ears.",
        "Pressing the dumbbells straight up from the shoulders with elbows flared.",
      ],
      ru: [
        "Угол скамьи 60° и больше.",
        "Плечи поднимаются к ушам.",
        "Жим с широко разведёнными локтями прямо над плечами.",
      ],
    },
    safety: {
      en: "Choose a weight you can lower under control for the full set, and put the dumbbells back on your thighs before sitting up.",
      ru: "Выбирайте вес, который можете подконтрольно опускать весь подход, и перед подъёмом со скамьи возвращайте гантели на бёдра.",
    },
  },
  "decline-dumbbell-press": {
    summary: {
      en: "A dumbbell press with your head below your hips that emphasises the lower chest and lets each arm move freely.",
      ru: "Жим гантелей головой вниз с акцентом на низ груди, где каждая рука двигается свободно.",
    },
    steps: {
      en: [
        "Lock your legs under the pads of a decline bench while holding the dumbbells on your thighs.",
        "Lie back slowly, bringing the dumbbells to your chest.",
        "Press them up over your lower chest with your shoulder blades set.",
        "Breathe in and lower them to the sides of your lower chest.",
        "Breathe out and press back to the start.",
      ],
      ru: [
        "Зафиксируйте ноги под валиками скамьи с отрицательным наклоном, держа гантели на бёдрах.",
        "Медленно лягте, подводя гантели к груди.",
        "Сведите лопатки и выжмите гантели над нижней частью груди.",
        "На вдохе опустите их по бокам от низа груди.",
        "На выдохе вернитесь в исходное положение.",
      ],
    },
    mistakes: {
      en: [
        "Letting the dumbbells drift over the face.",
        "Rushing the lowering phase.",
        "Choosing a bench angle so steep that blood rushes to the head.",
      ],
      ru: [
        "Гантели уходят в сторону лица.",
        "Слишком быстрое опускание.",
        "Слишком большой наклон скамьи, от которого кровь приливает к голове.",
      ],
    },
    safety: {
      en: "Sit up slowly at the end of the set. If you have high blood pressure or feel dizzy head-down, choose a flat press.",
      ru: "После подхода поднимайтесь медленно. При повышенном давлении или головокружении в положении головой вниз выбирайте горизонтальный жим.",
    },
  },
  "dumbbell-fly": {
    summary: {
      en: "A fly that isolates the chest by opening the arms in a wide arc. It works best with a light weight and a slow stretch.",
      ru: "Разводка изолированно нагружает грудь за счёт широкой дуги рук. Лучше всего работает с лёгким весом и медленным растяжением.",
    },
    steps: {
      en: [
        "Lie on a flat bench and press two light dumbbells over your chest, palms facing each other.",
        "Bend your elbows slightly and keep that angle for the whole set.",
        "Breathe in and open your arms in a wide arc until you feel a stretch across your chest.",
        "Stop when your upper arms are about level with your torso.",
        "Breathe out and bring the dumbbells back together as if hugging a large tree.",
      ],
      ru: [
        "Лягте на горизонтальную скамью и выжмите лёгкие гантели над грудью, ладони смотрят друг на друга.",
        "Слегка согните локти и сохраняйте этот угол весь подход.",
        "На вдохе разведите руки по широкой дуге до ощущения растяжения в груди.",
        "Остановитесь, когда плечи окажутся примерно на уровне корпуса.",
        "На выдохе сведите гантели обратно, будто обнимаете толстое дерево.",
      ],
    },
    mistakes: {
      en: [
        "Bending and straightening the elbows, which turns the fly into a press.",
        "Lowering the arms far below the bench.",
        "Using dumbbells that are too heavy to control at the bottom.",
      ],
      ru: [
        "Сгибание и разгибание локтей, из-за которого разводка превращается в жим.",
        "Опускание рук намного ниже уровня скамьи.",
        "Слишком тяжёлые гантели, которые не удаётся контролировать внизу.",
      ],
    },
    safety: {
      en: "The bottom of the fly loads the front of the shoulder, so keep the range comfortable and stop if you feel pain rather than a stretch.",
      ru: "В нижней точке нагрузка приходится на переднюю часть плеча, поэтому держите комфортную амплитуду и прекратите упражнение при боли, а не растяжении.",
    },
  },
  "incline-dumbbell-fly": {
    summary: {
      en: "A fly on an incline bench that targets the upper chest with a strong stretch at the bottom.",
      ru: "Разводка на наклонной скамье, которая нагружает верх груди с хорошим растяжением внизу.",
    },
    steps: {
      en: [
        "Set the bench to 30° and lie back with two light dumbbells held over your upper chest.",
        "Turn your palms toward each other and keep a soft bend in your elbows.",
        "Breathe in and lower the dumbbells out to the sides in a wide arc.",
        "Pause when you feel a stretch across the upper chest.",
        "Breathe out and squeeze the dumbbells back together over your chest.",
      ],
      ru: [
        "Установите скамью на 30° и лягте, удерживая лёгкие гантели над верхом груди.",
        "Разверните ладони друг к другу, локти слегка согнуты.",
        "На вдохе разведите гантели в стороны по широкой дуге.",
        "Задержитесь на мгновение, когда почувствуете растяжение в верхней части груди.",
        "На выдохе сведите гантели над грудью, напрягая мышцы.",
      ],
    },
    mistakes: {
      en: [
        "Letting the shoulders roll forward at the top.",
        "Going too heavy and shortening the range.",
        "Straightening the arms completely.",
      ],
      ru: [
        "Плечи заваливаются вперёд в верхней точке.",
        "Слишком большой вес и укороченная амплитуда.",
        "Полностью выпрямленные руки.",
      ],
    },
    safety: {
      en: "Keep the weight light and the stretch comfortable; anyone with a history of shoulder dislocation should skip deep flyes.",
      ru: "Используйте лёгкий вес и комфортное растяжение; если у вас были вывихи плеча, глубокую разводку лучше не делать.",
    },
  },
  "cable-crossover": {
    summary: {
      en: "A standing fly between two high pulleys that keeps tension on the chest through the whole movement, with extra focus on the lower chest.",
      ru: "Сведение рук стоя между двумя верхними блоками: грудь под нагрузкой на всём движении, акцент смещается на низ груди.",
    },
    steps: {
      en: [
        "Set both pulleys high, take a handle in each hand and step forward into a split stance.",
        "Lean your torso slightly forward and keep a soft bend in your elbows.",
        "Start with your arms open and a light stretch across your chest.",
        "Breathe out and bring the handles down and together in front of your hips in a wide arc.",
        "Squeeze for a moment, then breathe in and let your arms open slowly to the start.",
      ],
      ru: [
        "Установите блоки вверху, возьмите рукояти и сделайте шаг вперёд, встав в разножку.",
        "Немного наклоните корпус вперёд, локти слегка согнуты.",
        "Начните с разведённых рук и лёгкого растяжения в груди.",
        "На выдохе сведите рукояти вниз перед тазом по широкой дуге.",
        "Задержитесь на мгновение, затем на вдохе медленно разведите руки обратно.",
      ],
    },
    mistakes: {
      en: [
        "Pressing the handles instead of moving in an arc.",
        "Letting the cables yank the arms back too far.",
        "Rocking the body to move the weight.",
      ],
      ru: [
        "Жим рукоятей вместо движения по дуге.",
        "Тросы резко утягивают руки слишком далеко назад.",
        "Раскачивание корпусом, чтобы сдвинуть вес.",
      ],
    },
    safety: {
      en: "Control the return so the stack doesn't pull your shoulders into an overstretch.",
      ru: "Контролируйте возврат, чтобы грузоблок не перерастягивал плечевые суставы.",
    },
  },
  "low-to-high-cable-fly": {
    summary: {
      en: "A cable fly from low pulleys that sweeps the hands upward, shifting the focus to the upper chest.",
      ru: "Сведение рук с нижних блоков движением снизу вверх, которое смещает нагрузку на верх груди.",
    },
    steps: {
      en: [
        "Set both pulleys at the lowest position and take a handle in each hand.",
        "Step forward into a split stance with your arms down by your sides and palms facing forward.",
        "Keep a soft bend in your elbows and your chest lifted.",
        "Breathe out and raise the handles up and together to about chin height.",
        "Breathe in and lower them slowly back to the sides.",
      ],
      ru: [
        "Установите блоки в самое нижнее положение и возьмите по рукояти в каждую руку.",
        "Шагните вперёд в разножку, руки опущены по бокам, ладони смотрят вперёд.",
        "Локти слегка согнуты, грудь раскрыта.",
        "На выдохе сведите рукояти снизу вверх примерно до уровня подбородка.",
        "На вдохе медленно опустите руки обратно в стороны.",
      ],
    },
    mistakes: {
      en: [
        "Lifting the hands above the head so the shoulders take over.",
        "Shrugging the shoulders up.",
        "Using too much weight and leaning back.",
      ],
      ru: [
        "Подъём рук выше головы, когда работу забирают плечи.",
        "Плечи поднимаются к ушам.",
        "Слишком большой вес и отклонение корпуса назад.",
      ],
    },
    safety: {
      en: "Keep the movement smooth and the weight moderate; stop if you feel pinching in the front of the shoulder.",
      ru: "Двигайтесь плавно и берите умеренный вес; остановитесь, если чувствуете защемление в передней части плеча.",
    },
  },
  "pec-deck-fly": {
    summary: {
      en: "A machine fly with a fixed path, so you can focus on squeezing the chest without balancing a weight.",
      ru: "Сведение рук в тренажёре с заданной траекторией: можно сосредоточиться на работе груди, не думая о балансе.",
    },
    steps: {
      en: [
        "Adjust the seat so the handles are at chest height and sit with your back against the pad.",
        "Take the handles with a slight bend in your elbows and set your shoulder blades back.",
        "Breathe out and bring the handles together in front of your chest.",
        "Squeeze your chest for a second at the front.",
        "Breathe in and open your arms slowly until you feel a light stretch.",
      ],
      ru: [
        "Настройте сиденье так, чтобы рукояти были на уровне груди, и прижмитесь спиной к спинке.",
        "Возьмитесь за рукояти, слегка согнув локти, и сведите лопатки.",
        "На выдохе сведите рукояти перед грудью.",
        "Задержитесь на секунду, напрягая грудные мышцы.",
        "На вдохе медленно разведите руки до лёгкого растяжения.",
      ],
    },
    mistakes: {
      en: [
        "Seat set too low or too high, so the shoulders do the work.",
        "Letting the weight stack slam between reps.",
        "Rounding the shoulders forward to finish the rep.",
      ],
      ru: [
        "Сиденье стоит слишком низко или высоко, и работу берут плечи.",
        "Грузоблок с грохотом опускается между повторениями.",
        "Плечи заваливаются вперёд в конце движения.",
      ],
    },
    safety: {
      en: "Don't let the handles travel behind your body at the back of the movement; keep the stretch comfortable.",
      ru: "Не позволяйте рукоятям уходить за линию корпуса в крайней задней точке; растяжение должно быть комфортным.",
    },
  },
  "machine-chest-press": {
    summary: {
      en: "A seated press on a machine that trains the chest, front delts and triceps safely without a spotter.",
      ru: "Жим сидя в тренажёре для груди, передних дельт и трицепса, который безопасно выполнять без страховки.",
    },
    steps: {
      en: [
        "Adjust the seat so the handles line up with the middle of your chest.",
        "Sit with your back against the pad, feet flat, shoulder blades pulled back.",
        "Breathe out and press the handles forward until your arms are nearly straight.",
        "Breathe in and let the handles return slowly until you feel a stretch in your chest.",
        "Keep the weight from touching the stack between reps.",
      ],
      ru: [
        "Настройте сиденье так, чтобы рукояти были на уровне середины груди.",
        "Сядьте, прижав спину к спинке, стопы на полу, лопатки сведены.",
        "На выдохе выжмите рукояти вперёд почти до полного выпрямления рук.",
        "На вдохе медленно верните рукояти до лёгкого растяжения в груди.",
        "Не давайте грузу касаться стопки между повторениями.",
      ],
    },
    mistakes: {
      en: [
        "Handles set at neck or belly height.",
        "Letting the shoulders come off the back pad.",
        "Locking the elbows hard at the end of each rep.",
      ],
      ru: [
        "Рукояти на уровне шеи или живота.",
        "Плечи отрываются от спинки.",
        "Резкий «замок» в локтях в конце каждого повторения.",
      ],
    },
    safety: {
      en: "Set up the seat before loading the machine and finish the set in control rather than letting the handles snap back.",
      ru: "Настройте сиденье до того, как ставить вес, и заканчивайте подход подконтрольно, не бросая рукояти.",
    },
  },
  "smith-machine-incline-press": {
    summary: {
      en: "An incline press on the Smith machine. The fixed bar path makes it easy to learn and lets you train the upper chest hard without a spotter.",
      ru: "Наклонный жим в машине Смита. Фиксированная траектория упрощает технику и позволяет серьёзно нагрузить верх груди без страхующего.",
    },
    steps: {
      en: [
        "Place an incline bench at 30° under the Smith bar so the bar lines up with your upper chest.",
        "Set the safety stops just above chest height, lie back and grip the bar slightly wider than your shoulders.",
        "Unhook the bar by turning it and hold it over your upper chest with straight arms.",
        "Breathe in and lower the bar to your upper chest.",
        "Breathe out and press up, then twist the bar back onto the hooks after your last rep.",
      ],
      ru: [
        "Поставьте наклонную скамью под 30° в Смит так, чтобы гриф опускался на верх груди.",
        "Выставьте страховочные упоры чуть выше уровня груди, лягте и возьмитесь за гриф чуть шире плеч.",
        "Снимите гриф с крюков поворотом кистей и удерживайте его на прямых руках над грудью.",
        "На вдохе опустите гриф на верх груди.",
        "На выдохе выжмите вверх, а после последнего повторения поворотом кистей повесьте гриф на крюки.",
      ],
    },
    mistakes: {
      en: [
        "Bench placed so the bar lands on the neck or mid-chest.",
        "Bouncing the bar off the chest.",
        "Forgetting to set the safety stops.",
      ],
      ru: [
        "Скамья стоит так, что гриф приходит к шее или на середину груди.",
        "Отбив грифа от груди.",
        "Забытые страховочные упоры.",
      ],
    },
    safety: {
      en: "Always set the safety stops; the fixed path still lets the bar drop if you fail a rep.",
      ru: "Всегда выставляйте страховочные упоры: при отказе гриф может упасть даже по фиксированной траектории.",
    },
  },
  "push-up": {
    summary: {
      en: "The classic bodyweight press for chest, shoulders and triceps that also teaches your trunk to stay rigid. You can do it anywhere.",
      ru: "Классическое упражнение с собственным весом для груди, плеч и трицепса, которое заодно учит держать корпус жёстким. Выполнять можно где угодно.",
    },
    steps: {
      en: [
        "Place your hands on the floor slightly wider than your shoulders and step your feet back into a straight line.",
        "Brace your abs and squeeze your glutes so your body forms one line from head to heels.",
        "Breathe in and lower your chest toward the floor, elbows about 45° from your body.",
        "Stop when your chest is a few centimetres above the floor.",
        "Breathe out and push the floor away until your arms are straight.",
      ],
      ru: [
        "Поставьте ладони на пол чуть шире плеч и отведите ноги назад, вытянув тело в линию.",
        "Напрягите пресс и ягодицы, чтобы тело было прямым от макушки до пяток.",
        "На вдохе опускайте грудь к полу, локти примерно под 45° к корпусу.",
        "Остановитесь, когда до пола останется несколько сантиметров.",
        "На выдохе оттолкнитесь от пола до полного выпрямления рук.",
      ],
    },
    mistakes: {
      en: [
        "Sagging hips or a piked bottom.",
        "Elbows flared straight out to the sides.",
        "Half reps that stop well above the floor.",
        "Poking the head forward to reach the floor.",
      ],
      ru: [
        "Провисший таз или задранные вверх ягодицы.",
        "Локти разведены строго в стороны.",
        "Неполная амплитуда: опускание лишь наполовину.",
        "Голова тянется к полу раньше груди.",
      ],
    },
    safety: {
      en: "If your wrists hurt, use push-up handles or hold dumbbells. If you can't keep your body straight, switch to incline or knee push-ups.",
      ru: "Если болят запястья, используйте упоры для отжиманий или гантели. Если не получается держать тело прямым, переходите на отжимания с опорой или с колен.",
    },
  },
  "knee-push-up": {
    summary: {
      en: "An easier push-up with your knees on the floor. It builds the strength and body position you need for full push-ups.",
      ru: "Облегчённые отжимания с опорой на колени. Они развивают силу и учат правильному положению тела для классических отжиманий.",
    },
    steps: {
      en: [
        "Kneel on a mat and place your hands slightly wider than your shoulders.",
        "Walk your hands forward until your body forms a straight line from head to knees.",
        "Brace your abs, then breathe in and lower your chest toward the floor.",
        "Keep your elbows about 45° from your body.",
        "Breathe out and press back up without letting your hips bend.",
      ],
      ru: [
        "Встаньте на колени на коврик и поставьте ладони чуть шире плеч.",
        "Переставьте руки вперёд, чтобы тело выстроилось в прямую линию от головы до коленей.",
        "Напрягите пресс и на вдохе опустите грудь к полу.",
        "Держите локти примерно под 45° к корпусу.",
        "На выдохе выжмите себя вверх, не сгибаясь в тазобедренных суставах.",
      ],
    },
    mistakes: {
      en: [
        "Bending at the hips so only the shoulders move.",
        "Keeping the hands too far forward.",
        "Dropping the head toward the floor.",
      ],
      ru: [
        "Сгибание в тазу, когда двигаются только плечи.",
        "Руки стоят слишком далеко впереди.",
        "Голова опускается к полу.",
      ],
    },
    safety: {
      en: "Put a folded towel or mat under your knees. Move to full push-ups once you can do about 15 clean reps.",
      ru: "Подложите под колени сложенное полотенце или коврик. Когда получится около 15 чистых повторений, переходите к классическим отжиманиям.",
    },
  },
  "incline-push-up": {
    summary: {
      en: "A push-up with your hands on a bench, table or wall. The higher the support, the easier it gets, so it is the best first step toward floor push-ups.",
      ru: "Отжимания с руками на скамье, столе или стене. Чем выше опора, тем легче, поэтому это лучший первый шаг к отжиманиям от пола.",
    },
    steps: {
      en: [
        "Place your hands on a stable bench, table or counter, slightly wider than your shoulders.",
        "Step your feet back until your body is in a straight line from head to heels.",
        "Breathe in and lower your chest to the edge of the support.",
        "Keep your elbows at about 45° and your abs tight.",
        "Breathe out and push back to straight arms.",
      ],
      ru: [
        "Поставьте ладони на устойчивую скамью, стол или подоконник чуть шире плеч.",
        "Отойдите ногами назад, чтобы тело стало прямым от головы до пяток.",
        "На вдохе опустите грудь к краю опоры.",
        "Держите локти примерно под 45°, пресс напряжён.",
        "На выдохе оттолкнитесь до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Using a support that slides or wobbles.",
        "Letting the hips sag.",
        "Stopping halfway instead of bringing the chest to the support.",
      ],
      ru: [
        "Опора скользит или шатается.",
        "Провисающий таз.",
        "Остановка на полпути вместо касания грудью опоры.",
      ],
    },
    safety: {
      en: "Check that the bench or table can't tip or slide before you put your weight on it.",
      ru: "Перед тем как опереться, убедитесь, что скамья или стол не опрокинется и не поедет.",
    },
  },
  "decline-push-up": {
    summary: {
      en: "A harder push-up with your feet raised on a bench or step. It puts more of your weight on the arms and works the upper chest and front delts more.",
      ru: "Усложнённые отжимания с ногами на скамье или ступеньке. На руки приходится больше веса, сильнее работают верх груди и передние дельты.",
    },
    steps: {
      en: [
        "Put your hands on the floor slightly wider than your shoulders and your feet on a bench or step behind you.",
        "Brace your abs and glutes so your body stays straight.",
        "Breathe in and lower your chest toward the floor, elbows at about 45°.",
        "Go down until your chest is just above the floor.",
        "Breathe out and press back up to straight arms.",
      ],
      ru: [
        "Поставьте ладони на пол чуть шире плеч, а стопы — на скамью или ступеньку позади.",
        "Напрягите пресс и ягодицы, чтобы тело оставалось прямым.",
        "На вдохе опускайте грудь к полу, локти примерно под 45°.",
        "Опуститесь так, чтобы грудь почти коснулась пола.",
        "На выдохе выжмите себя вверх до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Letting the lower back sag.",
        "Raising the feet so high that you can't keep good form.",
        "Shortening the range of motion.",
      ],
      ru: [
        "Прогиб в пояснице.",
        "Ноги подняты так высоко, что техника разваливается.",
        "Укороченная амплитуда.",
      ],
    },
    safety: {
      en: "Start with a low step and raise it gradually. Make sure the support for your feet is stable.",
      ru: "Начните с невысокой опоры и поднимайте её постепенно. Убедитесь, что опора под ногами устойчива.",
    },
  },
  "wide-grip-push-up": {
    summary: {
      en: "A push-up with the hands set wide. It shortens the pressing range for the triceps and puts more of the effort on the chest.",
      ru: "Отжимания с широкой постановкой рук. Трицепс работает меньше, а основная нагрузка приходится на грудь.",
    },
    steps: {
      en: [
        "Set your hands about one and a half shoulder widths apart, fingers pointing forward or slightly out.",
        "Step back into a straight plank position with your abs braced.",
        "Breathe in and lower your chest toward the floor.",
        "Keep your forearms close to vertical at the bottom.",
        "Breathe out and press back up to straight arms.",
      ],
      ru: [
        "Поставьте ладони примерно в полтора раза шире плеч, пальцы смотрят вперёд или чуть наружу.",
        "Отведите ноги назад в упор лёжа, пресс напряжён.",
        "На вдохе опускайте грудь к полу.",
        "Внизу предплечья должны быть близки к вертикали.",
        "На выдохе выжмите себя вверх до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Placing the hands so wide that the shoulders strain.",
        "Letting the hips drop.",
        "Going only halfway down.",
      ],
      ru: [
        "Руки поставлены так широко, что перегружаются плечи.",
        "Провисающий таз.",
        "Опускание лишь наполовину.",
      ],
    },
    safety: {
      en: "Keep the width moderate; if you feel pain at the front of your shoulders, bring your hands closer.",
      ru: "Не ставьте руки чрезмерно широко; если чувствуете боль в передней части плеча, сузьте постановку.",
    },
  },
  "archer-push-up": {
    summary: {
      en: "An advanced push-up that shifts most of your weight onto one arm while the other stays almost straight. It builds toward one-arm push-ups.",
      ru: "Продвинутые отжимания, в которых большая часть веса приходится на одну руку, а другая остаётся почти прямой. Хорошая подводка к отжиманиям на одной руке.",
    },
    steps: {
      en: [
        "Start in a push-up position with your hands about twice shoulder width apart.",
        "Brace your abs and keep your body straight.",
        "Breathe in and lower your chest toward one hand, bending that elbow while the other arm stays nearly straight.",
        "Breathe out and press back up to the centre.",
        "Repeat to the other side; count the reps on each side.",
      ],
      ru: [
        "Примите упор лёжа, поставив ладони примерно в два раза шире плеч.",
        "Напрягите пресс, тело прямое.",
        "На вдохе опустите грудь к одной руке, сгибая её в локте, а другую держите почти прямой.",
        "На выдохе выжмите себя обратно в центр.",
        "Повторите в другую сторону; повторения считайте на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Bending both arms equally, which turns it into a wide push-up.",
        "Twisting the hips toward the working side.",
        "Dropping too fast into the bottom.",
      ],
      ru: [
        "Обе руки сгибаются одинаково, и упражнение превращается в широкие отжимания.",
        "Скручивание таза в сторону рабочей руки.",
        "Слишком быстрое падение вниз.",
      ],
    },
    safety: {
      en: "Build up to 20 clean regular push-ups first. Stop if the straight arm's elbow or shoulder hurts.",
      ru: "Сначала добейтесь 20 чистых обычных отжиманий. Прекратите, если болит локоть или плечо выпрямленной руки.",
    },
  },
  "clap-push-up": {
    summary: {
      en: "An explosive push-up where you push hard enough to leave the floor and clap. It trains pressing power.",
      ru: "Взрывные отжимания, в которых вы отталкиваетесь от пола так сильно, что успеваете хлопнуть в ладоши. Развивают мощность жима.",
    },
    steps: {
      en: [
        "Start in a strong push-up position on a mat, abs and glutes braced.",
        "Breathe in and lower your chest quickly but under control.",
        "Breathe out and push the floor away as hard as you can so your hands leave it.",
        "Clap once and bring your hands back to their starting spots.",
        "Land with soft, slightly bent elbows and flow straight into the next rep.",
      ],
      ru: [
        "Примите плотный упор лёжа на коврике, напрягите пресс и ягодицы.",
        "На вдохе быстро, но подконтрольно опустите грудь.",
        "На выдохе мощно оттолкнитесь от пола, чтобы ладони оторвались от него.",
        "Сделайте один хлопок и верните руки на прежнее место.",
        "Приземлитесь мягко на слегка согнутые руки и сразу переходите к следующему повторению.",
      ],
    },
    mistakes: {
      en: [
        "Landing on locked elbows.",
        "Letting the hips sag during the push.",
        "Doing the reps when tired, when the speed is already gone.",
      ],
      ru: [
        "Приземление на прямые, «закрытые» локти.",
        "Провисание таза во время толчка.",
        "Продолжение подхода на усталости, когда скорости уже нет.",
      ],
    },
    safety: {
      en: "Learn it on a soft mat and keep the sets short, stopping while every rep is fast. Skip it if you have wrist or elbow problems.",
      ru: "Осваивайте на мягком коврике, делайте короткие подходы и останавливайтесь, пока каждое повторение быстрое. При проблемах с запястьями или локтями это упражнение лучше пропустить.",
    },
  },
  "pseudo-planche-push-up": {
    summary: {
      en: "A push-up with your hands by your waist and your body leaning forward. It heavily loads the front delts and chest and is a key drill on the way to the planche.",
      ru: "Отжимания с руками у пояса и корпусом, смещённым вперёд. Сильно нагружают передние дельты и грудь; ключевое упражнение на пути к планшу.",
    },
    steps: {
      en: [
        "Place your hands on the floor next to your lower ribs with your fingers turned out or back.",
        "Lean your shoulders forward past your hands and round your upper back slightly.",
        "Brace your abs and glutes so your body stays straight.",
        "Breathe in and lower your chest while keeping the forward lean.",
        "Breathe out and press back up without shifting your shoulders backward.",
      ],
      ru: [
        "Поставьте ладони на пол на уровне нижних рёбер, развернув пальцы в стороны или назад.",
        "Сместите плечи вперёд за линию кистей и слегка округлите верх спины.",
        "Напрягите пресс и ягодицы, чтобы тело оставалось прямым.",
        "На вдохе опустите грудь, сохраняя наклон вперёд.",
        "На выдохе выжмите себя вверх, не отводя плечи назад.",
      ],
    },
    mistakes: {
      en: [
        "Losing the lean as you go down.",
        "Letting the hips sag.",
        "Turning the fingers forward, which strains the wrists.",
      ],
      ru: [
        "Потеря наклона вперёд при опускании.",
        "Провисающий таз.",
        "Пальцы направлены вперёд, из-за чего перегружаются запястья.",
      ],
    },
    safety: {
      en: "Warm up your wrists thoroughly and increase the lean gradually over weeks. Stop if you feel wrist or elbow pain.",
      ru: "Тщательно разомните запястья и увеличивайте наклон постепенно, в течение нескольких недель. Прекратите при боли в запястьях или локтях.",
    },
  },
  "suspension-trainer-push-up": {
    summary: {
      en: "A push-up with your hands in unstable suspension straps or rings. It makes the chest and shoulder stabilisers work harder than a floor push-up.",
      ru: "Отжимания с руками в подвесных петлях или на кольцах. Из-за нестабильности опоры грудь и мышцы-стабилизаторы плеча работают сильнее, чем при отжиманиях от пола.",
    },
    steps: {
      en: [
        "Set the straps to about knee height and hold the handles with your arms straight under your shoulders.",
        "Walk your feet back until your body is straight and leaning forward.",
        "Breathe in and lower your chest between your hands, keeping the straps close to your body.",
        "Breathe out and press back up, stopping the handles from drifting apart.",
        "Walk your feet further back or lower the straps to make it harder.",
      ],
      ru: [
        "Опустите петли примерно до уровня колен и возьмитесь за рукояти, руки прямые под плечами.",
        "Отходите ногами назад, пока тело не станет прямым с наклоном вперёд.",
        "На вдохе опустите грудь между руками, держа петли близко к корпусу.",
        "На выдохе выжмите себя вверх, не давая рукоятям разъезжаться.",
        "Чтобы усложнить, отступите ногами дальше или опустите петли ниже.",
      ],
    },
    mistakes: {
      en: [
        "Letting the handles drift wide.",
        "Sagging at the hips.",
        "Starting with the body too horizontal.",
      ],
      ru: [
        "Рукояти разъезжаются в стороны.",
        "Провисание в тазу.",
        "Слишком горизонтальное положение тела с самого начала.",
      ],
    },
    safety: {
      en: "Check the anchor point before each session and start at an easy angle until you can control the straps.",
      ru: "Перед каждой тренировкой проверяйте крепление петель и начинайте с лёгкого угла, пока не научитесь их контролировать.",
    },
  },
  "chest-dip": {
    summary: {
      en: "A dip on parallel bars with a forward lean that turns it into a strong chest exercise, also working the triceps and front delts.",
      ru: "Отжимания на брусьях с наклоном корпуса вперёд — мощное упражнение для груди, в котором также работают трицепс и передние дельты.",
    },
    steps: {
      en: [
        "Grip the bars and jump or step up to straight arms, shoulders pressed down away from your ears.",
        "Lean your torso forward and let your legs drift slightly behind you.",
        "Breathe in and lower yourself until your upper arms are about parallel to the floor.",
        "Keep your elbows slightly out and your shoulders down.",
        "Breathe out and press back up to straight arms.",
      ],
      ru: [
        "Возьмитесь за брусья и выйдите в упор на прямых руках, плечи опущены вниз от ушей.",
        "Наклоните корпус вперёд, ноги немного отведите назад.",
        "На вдохе опуститесь, пока плечевые кости не станут примерно параллельны полу.",
        "Локти слегка разведены, плечи опущены.",
        "На выдохе выжмите себя вверх до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Dropping far below parallel and overstretching the shoulders.",
        "Letting the shoulders shrug up toward the ears.",
        "Staying fully upright, which shifts the work to the triceps.",
        "Swinging the legs for momentum.",
      ],
      ru: [
        "Опускание намного ниже параллели с перерастяжением плеч.",
        "Плечи поднимаются к ушам.",
        "Корпус вертикален, и нагрузка уходит в трицепс.",
        "Раскачивание ногами для инерции.",
      ],
    },
    safety: {
      en: "Dips stress the front of the shoulder; stop at a depth that feels comfortable. Use an assisted machine or a band if you can't do 5 controlled reps.",
      ru: "Брусья нагружают переднюю часть плеча, поэтому опускайтесь только на комфортную глубину. Если не получается 5 подконтрольных повторений, используйте гравитрон или резинку.",
    },
  },
  "weighted-chest-dip": {
    summary: {
      en: "Dips with extra load from a dip belt or a dumbbell held between your feet. It is for people who can already do 12 or more clean bodyweight dips.",
      ru: "Отжимания на брусьях с дополнительным весом на поясе или с гантелей между стопами. Подходит тем, кто уже делает от 12 чистых отжиманий на брусьях.",
    },
    steps: {
      en: [
        "Attach a plate or kettlebell to a dip belt, or grip a dumbbell firmly between your feet.",
        "Get up onto the bars with straight arms and your shoulders pressed down.",
        "Lean forward slightly and breathe in as you lower until your upper arms are parallel to the floor.",
        "Breathe out and press back up without swinging the weight.",
        "After the last rep, step down carefully with the weight under control.",
      ],
      ru: [
        "Повесьте блин или гирю на пояс для отягощений либо крепко зажмите гантель между стопами.",
        "Выйдите в упор на брусьях на прямых руках, плечи опущены.",
        "Слегка наклонитесь вперёд и на вдохе опуститесь до параллели плеч с полом.",
        "На выдохе выжмите себя вверх, не раскачивая отягощение.",
        "После последнего повторения аккуратно встаньте на опору, удерживая вес под контролем.",
      ],
    },
    mistakes: {
      en: [
        "Adding weight before bodyweight dips are solid.",
        "Cutting the depth short as the load grows.",
        "Letting the weight swing.",
      ],
      ru: [
        "Добавление веса, пока отжимания без отягощения ещё не отработаны.",
        "Укороченная амплитуда по мере роста веса.",
        "Раскачивающееся отягощение.",
      ],
    },
    safety: {
      en: "Add weight in small steps, like 2.5–5 kg, and keep the depth comfortable; stop at any sharp pain in the shoulder or sternum.",
      ru: "Добавляйте вес небольшими шагами, по 2,5–5 кг, и сохраняйте комфортную глубину; прекратите при острой боли в плече или грудине.",
    },
  },
  "band-chest-press": {
    summary: {
      en: "A standing chest press with a resistance band anchored behind you. It's a simple way to train pressing at home or while travelling.",
      ru: "Жим от груди стоя с резинкой, закреплённой за спиной. Простой способ тренировать жим дома или в поездке.",
    },
    steps: {
      en: [
        "Anchor the band at chest height behind you, for example in a door anchor or around a post.",
        "Hold the ends at chest level and step forward until the band is taut, in a split stance.",
        "Brace your abs and keep your elbows about 45° from your body.",
        "Breathe out and press both hands forward until your arms are straight.",
        "Breathe in and let your hands come back to your chest slowly.",
      ],
      ru: [
        "Закрепите резинку на уровне груди за спиной, например в дверном креплении или вокруг столба.",
        "Возьмите концы на уровне груди и шагните вперёд в разножку, чтобы резинка натянулась.",
        "Напрягите пресс, локти примерно под 45° к корпусу.",
        "На выдохе выжмите руки вперёд до полного выпрямления.",
        "На вдохе медленно верните кисти к груди.",
      ],
    },
    mistakes: {
      en: [
        "Letting the band snap the hands back.",
        "Arching the lower back to push forward.",
        "Standing too close, so the band is slack at the start.",
      ],
      ru: [
        "Резинка резко возвращает руки назад.",
        "Прогиб в пояснице при жиме вперёд.",
        "Стойка слишком близко к креплению, и резинка провисает в начале.",
      ],
    },
    safety: {
      en: "Check the band for nicks and the anchor for a secure hold before every set, since a snapped band can hit your face.",
      ru: "Перед каждым подходом проверяйте резинку на надрывы и надёжность крепления: лопнувшая резинка может ударить по лицу.",
    },
  },
  "band-chest-fly": {
    summary: {
      en: "A standing fly with a band anchored behind you. It trains the chest in a hugging motion and is gentle on the joints.",
      ru: "Сведение рук стоя с резинкой, закреплённой за спиной. Грудь работает в «обнимающем» движении, а суставы почти не нагружаются.",
    },
    steps: {
      en: [
        "Anchor the band at chest height behind you and hold one end in each hand.",
        "Step forward until the band is taut, arms open to the sides with a soft bend in the elbows.",
        "Breathe out and bring your hands together in front of your chest in a wide arc.",
        "Squeeze your chest for a second.",
        "Breathe in and open your arms slowly to the start.",
      ],
      ru: [
        "Закрепите резинку на уровне груди за спиной и возьмите по концу в каждую руку.",
        "Шагните вперёд, чтобы резинка натянулась, руки разведены в стороны, локти слегка согнуты.",
        "На выдохе сведите кисти перед грудью по широкой дуге.",
        "Задержитесь на секунду, напрягая грудь.",
        "На вдохе медленно разведите руки в исходное положение.",
      ],
    },
    mistakes: {
      en: [
        "Bending the elbows and pressing instead of flying.",
        "Letting the arms go far behind the body.",
        "Leaning forward to finish the rep.",
      ],
      ru: [
        "Сгибание локтей и жим вместо сведения.",
        "Руки уходят далеко за линию корпуса.",
        "Наклон корпуса вперёд, чтобы завершить повторение.",
      ],
    },
    safety: {
      en: "Use a band light enough to control on the way back and check it for damage before use.",
      ru: "Берите резинку, которую вы контролируете на обратном движении, и перед использованием проверяйте её на повреждения.",
    },
  },
  "standing-cable-chest-press": {
    summary: {
      en: "A standing press between two cable stacks that trains the chest while your trunk works to keep you balanced.",
      ru: "Жим стоя между двумя блоками: грудь работает в жиме, а мышцы корпуса удерживают равновесие.",
    },
    steps: {
      en: [
        "Set both pulleys at about chest height and take a handle in each hand.",
        "Step forward into a split stance so the handles are beside your chest and the cables are taut.",
        "Brace your abs and keep your chest up.",
        "Breathe out and press the handles forward and slightly together until your arms are straight.",
        "Breathe in and return them slowly to your chest.",
      ],
      ru: [
        "Установите оба блока примерно на уровне груди и возьмите рукояти.",
        "Шагните вперёд в разножку, чтобы рукояти были у груди, а тросы натянуты.",
        "Напрягите пресс, грудь раскрыта.",
        "На выдохе выжмите рукояти вперёд и немного навстречу друг другу до прямых рук.",
        "На вдохе медленно верните их к груди.",
      ],
    },
    mistakes: {
      en: [
        "Leaning the whole body into the press.",
        "Letting the cables pull the elbows far behind the body.",
        "Using a narrow stance and losing balance.",
      ],
      ru: [
        "Жим за счёт наклона всего тела вперёд.",
        "Тросы утягивают локти далеко за спину.",
        "Узкая стойка и потеря равновесия.",
      ],
    },
    safety: {
      en: "Choose a weight you can balance against; if your back arches, reduce the load.",
      ru: "Берите вес, против которого вы устойчиво стоите; если поясница прогибается, уменьшите нагрузку.",
    },
  },
  "dumbbell-floor-press": {
    summary: {
      en: "A dumbbell press lying on the floor. The floor limits the range, which is kind to the shoulders and handy at home without a bench.",
      ru: "Жим гантелей лёжа на полу. Пол ограничивает амплитуду, что бережёт плечи, и удобно дома без скамьи.",
    },
    steps: {
      en: [
        "Sit on the floor with the dumbbells on your thighs, then lie back with your knees bent and feet flat.",
        "Press the dumbbells over your chest, palms facing forward or toward each other.",
        "Breathe in and lower them until your upper arms touch the floor lightly.",
        "Pause for a moment without relaxing.",
        "Breathe out and press back up over your chest.",
      ],
      ru: [
        "Сядьте на пол с гантелями на бёдрах, затем лягте, согнув колени и поставив стопы на пол.",
        "Выжмите гантели над грудью, ладони смотрят вперёд или друг на друга.",
        "На вдохе опустите гантели, пока плечи мягко не коснутся пола.",
        "Сделайте короткую паузу, не расслабляясь.",
        "На выдохе выжмите гантели вверх над грудью.",
      ],
    },
    mistakes: {
      en: [
        "Bouncing the elbows off the floor.",
        "Elbows flared at 90° to the body.",
        "Lifting the hips to help the press.",
      ],
      ru: [
        "Отбив локтями от пола.",
        "Локти разведены под 90° к корпусу.",
        "Подъём таза, чтобы помочь жиму.",
      ],
    },
    safety: {
      en: "Lower the dumbbells to the floor beside you at the end of the set rather than dropping them from above.",
      ru: "В конце подхода опустите гантели на пол рядом с собой, а не роняйте их сверху.",
    },
  },
  "kettlebell-floor-press": {
    summary: {
      en: "A floor press with one or two kettlebells. The offset weight challenges the wrist and shoulder stabilisers, and the floor keeps the range safe.",
      ru: "Жим одной или двух гирь лёжа на полу. Смещённый центр тяжести нагружает стабилизаторы запястья и плеча, а пол ограничивает амплитуду.",
    },
    steps: {
      en: [
        "Lie on your side next to the kettlebell, grab the handle and roll onto your back holding it against your chest.",
        "Bend your knees, plant your feet and rest the kettlebell on the back of your forearm.",
        "Breathe out and press straight up, keeping your wrist neutral.",
        "Breathe in and lower until your upper arm touches the floor.",
        "Finish the reps, then roll to the side to set the kettlebell down and switch arms.",
      ],
      ru: [
        "Лягте на бок рядом с гирей, возьмите её за ручку и перекатитесь на спину, прижимая гирю к груди.",
        "Согните колени, поставьте стопы на пол, гиря лежит на тыльной стороне предплечья.",
        "На выдохе выжмите гирю вертикально вверх, запястье прямое.",
        "На вдохе опустите, пока плечо не коснётся пола.",
        "Закончив повторения, перекатитесь на бок, поставьте гирю и смените руку.",
      ],
    },
    mistakes: {
      en: [
        "Bending the wrist back under the kettlebell.",
        "Letting the elbow flare straight out.",
        "Picking the kettlebell up from the floor with straight arms over the face.",
      ],
      ru: [
        "Запястье заламывается назад под весом гири.",
        "Локоть уходит строго в сторону.",
        "Подъём гири с пола прямыми руками над лицом.",
      ],
    },
    safety: {
      en: "Always get the kettlebell in and out of position by rolling onto your side, never by lifting it over your face.",
      ru: "Всегда берите и кладите гирю через перекат на бок и никогда не проносите её над лицом.",
    },
  },
  "dumbbell-pullover": {
    summary: {
      en: "Lowering a dumbbell behind your head and bringing it back over your chest stretches and works both the chest and the lats.",
      ru: "Опускание гантели за голову и возврат её над грудью растягивает и нагружает одновременно грудь и широчайшие.",
    },
    steps: {
      en: [
        "Lie on a bench (lengthwise or across with your upper back supported) and hold one dumbbell over your chest with both hands.",
        "Keep a slight bend in your elbows and brace your abs so your ribs stay down.",
        "Breathe in and lower the dumbbell back behind your head in an arc.",
        "Stop when your arms are in line with your torso or you feel a good stretch.",
        "Breathe out and pull the dumbbell back over your chest along the same arc.",
      ],
      ru: [
        "Лягте на скамью вдоль или поперёк, опираясь верхом спины, и держите гантель двумя руками над грудью.",
        "Слегка согните локти и напрягите пресс, чтобы рёбра не раскрывались.",
        "На вдохе опустите гантель по дуге за голову.",
        "Остановитесь, когда руки окажутся на одной линии с корпусом или почувствуется хорошее растяжение.",
        "На выдохе верните гантель по той же дуге в положение над грудью.",
      ],
    },
    mistakes: {
      en: [
        "Bending the elbows more and more, turning it into a triceps movement.",
        "Arching the lower back as the weight goes back.",
        "Going heavier than you can control at the bottom.",
      ],
      ru: [
        "Всё большее сгибание локтей, и упражнение уходит в трицепс.",
        "Прогиб в пояснице при опускании гантели.",
        "Вес больше, чем удаётся контролировать внизу.",
      ],
    },
    safety: {
      en: "Hold the dumbbell firmly by the inner plate with both palms and keep the range comfortable if your shoulders are stiff.",
      ru: "Надёжно держите гантель, обхватив ладонями верхний диск изнутри, и не увеличивайте амплитуду, если плечи скованы.",
    },
  },
  "dumbbell-squeeze-press": {
    summary: {
      en: "A press with two dumbbells pressed firmly together. Squeezing them keeps the chest working hard even with a light weight.",
      ru: "Жим двух гантелей, плотно прижатых друг к другу. За счёт сжатия грудь работает интенсивно даже с небольшим весом.",
    },
    steps: {
      en: [
        "Lie on a flat bench and hold two dumbbells over your chest, palms facing each other.",
        "Press the dumbbells firmly together and keep squeezing throughout the set.",
        "Breathe in and lower them to your mid-chest, elbows close to your sides.",
        "Breathe out and press straight up while still pushing the dumbbells into each other.",
      ],
      ru: [
        "Лягте на горизонтальную скамью и держите гантели над грудью, ладони смотрят друг на друга.",
        "Плотно прижмите гантели друг к другу и не ослабляйте сжатие весь подход.",
        "На вдохе опустите их к середине груди, локти близко к корпусу.",
        "На выдохе выжмите вверх, продолжая давить гантелями друг на друга.",
      ],
    },
    mistakes: {
      en: [
        "Letting the dumbbells separate during the rep.",
        "Choosing dumbbells too heavy to keep together.",
        "Bouncing the weights off the chest.",
      ],
      ru: [
        "Гантели расходятся во время повторения.",
        "Слишком тяжёлые гантели, которые невозможно удержать вместе.",
        "Отбив гантелей от груди.",
      ],
    },
    safety: {
      en: "Use hex dumbbells or ones with flat heads so they don't roll against each other.",
      ru: "Используйте шестигранные гантели или гантели с плоскими дисками, чтобы они не проворачивались друг относительно друга.",
    },
  },
};
