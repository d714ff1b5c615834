import type { ExerciseDetails } from "../../core/training/exercise";

/** Page text for the shoulder exercises, keyed by slug. */
export const shouldersDetails: Record<string, ExerciseDetails> = {
  "barbell-overhead-press": {
    summary: {
      en: "Pressing a barbell from your shoulders to overhead while standing. It is the main strength lift for the shoulders and also trains the triceps and trunk.",
      ru: "Жим штанги от плеч над головой стоя. Основное силовое упражнение для плеч, в котором также работают трицепс и мышцы корпуса.",
    },
    steps: {
      en: [
        "Set the bar in a rack at upper-chest height and grip it just outside shoulder width.",
        "Unrack it so it rests on your front delts, elbows slightly in front of the bar, feet hip width apart.",
        "Take a breath, brace your abs and squeeze your glutes.",
        "Press the bar straight up, moving your head back slightly to let it pass your face.",
        "At the top, push your head through so the bar is over your mid-foot, then breathe out.",
        "Lower the bar under control back to your shoulders.",
      ],
      ru: [
        "Установите штангу в раме на уровне верха груди и возьмитесь чуть шире плеч.",
        "Снимите её так, чтобы гриф лежал на передних дельтах, локти немного впереди грифа, стопы на ширине таза.",
        "Сделайте вдох, напрягите пресс и ягодицы.",
        "Выжмите штангу строго вверх, слегка отведя голову назад, чтобы гриф прошёл мимо лица.",
        "Вверху подайте голову вперёд, чтобы гриф оказался над серединой стопы, и выдохните.",
        "Подконтрольно опустите штангу обратно на плечи.",
      ],
    },
    mistakes: {
      en: [
        "Leaning back and turning it into an incline press.",
        "Pressing the bar forward around the face instead of straight up.",
        "Bending the knees to drive the bar up.",
        "Flaring the elbows wide at the start.",
      ],
      ru: [
        "Отклонение корпуса назад, превращающее жим стоя в наклонный жим.",
        "Гриф уходит вперёд в обход лица вместо движения строго вверх.",
        "Подсед коленями, чтобы вытолкнуть штангу.",
        "Широко разведённые локти в начале жима.",
      ],
    },
    safety: {
      en: "Keep your ribs down and glutes tight to protect your lower back. If you can't raise your arms fully overhead without arching, work on shoulder mobility or use a landmine press instead. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Держите рёбра опущенными, а ягодицы напряжёнными, чтобы беречь поясницу. Если не получается поднять руки над головой без прогиба, поработайте над подвижностью плеч или выполняйте жим грифа из угла. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "push-press": {
    summary: {
      en: "An overhead press started with a short dip and drive of the legs. It lets you move more weight than a strict press and builds power for sport.",
      ru: "Жим над головой, который начинается с короткого подседа и толчка ногами. Позволяет поднять больше, чем в строгом жиме, и развивает мощность.",
    },
    steps: {
      en: [
        "Take the bar from the rack on your front delts with a grip just outside your shoulders.",
        "Stand with feet hip width apart, take a breath and brace your trunk.",
        "Dip a few centimetres by bending your knees, keeping your torso upright.",
        "Drive up through your legs explosively and use that momentum to press the bar overhead.",
        "Lock out with the bar over your mid-foot and breathe out.",
        "Lower the bar to your shoulders, softening your knees to absorb it.",
      ],
      ru: [
        "Снимите штангу со стоек на передние дельты, хват чуть шире плеч.",
        "Встаньте, стопы на ширине таза, сделайте вдох и напрягите корпус.",
        "Сделайте короткий подсед на несколько сантиметров, сохраняя корпус вертикальным.",
        "Мощно выпрямите ноги и используйте этот импульс, чтобы выжать штангу над головой.",
        "Зафиксируйте гриф над серединой стопы и выдохните.",
        "Опустите штангу на плечи, слегка сгибая колени для амортизации.",
      ],
    },
    mistakes: {
      en: [
        "Dipping too deep, like a squat.",
        "Leaning forward in the dip so the bar goes forward.",
        "Pausing between the leg drive and the press.",
      ],
      ru: [
        "Слишком глубокий подсед, похожий на присед.",
        "Наклон корпуса вперёд в подседе, и гриф уходит вперёд.",
        "Пауза между толчком ногами и жимом руками.",
      ],
    },
    safety: {
      en: "Learn the strict overhead press first. Practise in a rack with safety pins set just below shoulder height. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Сначала освойте строгий жим стоя. Тренируйтесь в раме с упорами чуть ниже уровня плеч. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "z-press": {
    summary: {
      en: "An overhead press while sitting on the floor with your legs straight and no back support. It exposes any lean or weakness and demands strong shoulders and trunk.",
      ru: "Жим над головой сидя на полу с прямыми ногами и без опоры для спины. Не даёт отклоняться назад и требует сильных плеч и корпуса.",
    },
    steps: {
      en: [
        "Set the bar in a rack at about shoulder height when you're seated on the floor.",
        "Sit with your legs straight and slightly apart, spine tall and the bar in front of your shoulders.",
        "Unrack the bar onto your front delts, take a breath and brace.",
        "Press the bar straight up overhead without leaning back, then breathe out.",
        "Lower the bar under control to your shoulders.",
      ],
      ru: [
        "Установите штангу в раме примерно на уровне плеч в положении сидя на полу.",
        "Сядьте, ноги прямые и немного разведены, спина вытянута, гриф перед плечами.",
        "Снимите штангу на передние дельты, сделайте вдох и напрягите корпус.",
        "Выжмите гриф строго вверх, не отклоняясь назад, затем выдохните.",
        "Подконтрольно опустите штангу на плечи.",
      ],
    },
    mistakes: {
      en: [
        "Rounding the lower back because the hamstrings are tight.",
        "Leaning back to finish the press.",
        "Using a weight close to your standing press.",
      ],
      ru: [
        "Округление поясницы из-за забитой задней поверхности бедра.",
        "Отклонение назад, чтобы дожать штангу.",
        "Вес, близкий к рабочему весу в жиме стоя.",
      ],
    },
    safety: {
      en: "Always press from safety pins or spotter arms, since you can't step away from a missed rep. If you can't sit tall with straight legs, bend your knees slightly or use dumbbells. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Всегда работайте с упорами или страховочными рамами: из положения сидя от неудачного повторения не уйти. Если не получается сидеть прямо с прямыми ногами, слегка согните колени или возьмите гантели. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "seated-dumbbell-shoulder-press": {
    summary: {
      en: "A dumbbell press overhead while seated on an upright bench. The back support makes it a stable, beginner-friendly way to build the delts.",
      ru: "Жим гантелей над головой сидя на скамье с вертикальной спинкой. Опора делает упражнение устойчивым и удобным для новичков.",
    },
    steps: {
      en: [
        "Set the bench back upright or at about 80° and sit with the dumbbells on your thighs.",
        "Kick them up one at a time to shoulder height, palms facing forward or slightly in.",
        "Press your back into the pad and brace your abs.",
        "Breathe out and press the dumbbells up until your arms are nearly straight, bringing them slightly together.",
        "Breathe in and lower them slowly to about ear level.",
      ],
      ru: [
        "Поднимите спинку скамьи вертикально или примерно на 80° и сядьте, поставив гантели на бёдра.",
        "Поочерёдно забросьте гантели к плечам, ладони смотрят вперёд или чуть внутрь.",
        "Прижмите спину к спинке и напрягите пресс.",
        "На выдохе выжмите гантели вверх почти до прямых рук, немного сводя их.",
        "На вдохе медленно опустите до уровня ушей.",
      ],
    },
    mistakes: {
      en: [
        "Arching the lower back off the pad.",
        "Lowering only halfway.",
        "Banging the dumbbells together at the top.",
      ],
      ru: [
        "Сильный прогиб в пояснице с отрывом от спинки.",
        "Опускание гантелей лишь наполовину.",
        "Удар гантелей друг о друга вверху.",
      ],
    },
    safety: {
      en: "Bring the dumbbells back to your thighs before standing up, and reduce the load if you feel pain at the top of the shoulder.",
      ru: "Перед тем как встать, верните гантели на бёдра; если чувствуете боль вверху плеча, снизьте вес.",
    },
  },
  "arnold-press": {
    summary: {
      en: "A dumbbell press that starts with palms facing you and rotates as you press. The rotation makes both the front and side delts work through a long path.",
      ru: "Жим гантелей, который начинается с ладонями к себе и сопровождается разворотом кистей. За счёт разворота передние и средние дельты работают по длинной траектории.",
    },
    steps: {
      en: [
        "Sit on an upright bench holding the dumbbells in front of your shoulders, palms facing you.",
        "Brace your abs and keep your back against the pad.",
        "Breathe out and press up while opening your elbows to the sides and turning your palms forward.",
        "Finish with your arms nearly straight and palms facing forward.",
        "Breathe in and reverse the motion back to the start, palms facing you.",
      ],
      ru: [
        "Сядьте на скамью с вертикальной спинкой, гантели перед плечами, ладони смотрят на вас.",
        "Напрягите пресс и прижмите спину к спинке.",
        "На выдохе выжимайте вверх, разводя локти в стороны и разворачивая ладони вперёд.",
        "Вверху руки почти прямые, ладони смотрят вперёд.",
        "На вдохе выполните движение в обратном порядке и вернитесь к ладоням к себе.",
      ],
    },
    mistakes: {
      en: [
        "Rotating first and pressing second instead of doing both together.",
        "Arching the back as the weight goes up.",
        "Going too heavy for the rotation to stay smooth.",
      ],
      ru: [
        "Сначала разворот, потом жим, вместо одновременного движения.",
        "Прогиб в спине при подъёме веса.",
        "Вес такой большой, что разворот перестаёт быть плавным.",
      ],
    },
    safety: {
      en: "Use lighter dumbbells than for a regular shoulder press, and skip the rotation if it causes discomfort in the shoulder.",
      ru: "Берите гантели легче, чем для обычного жима сидя, и откажитесь от разворота, если он вызывает дискомфорт в плече.",
    },
  },
  "machine-shoulder-press": {
    summary: {
      en: "A seated overhead press on a machine with a fixed path. It is an easy way to train the delts safely without balancing a weight.",
      ru: "Жим над головой сидя в тренажёре с заданной траекторией. Простой и безопасный способ нагрузить дельты, не заботясь о балансе.",
    },
    steps: {
      en: [
        "Adjust the seat so the handles are at about shoulder height.",
        "Sit with your back against the pad and grip the handles.",
        "Breathe out and press up until your arms are nearly straight.",
        "Breathe in and lower the handles slowly to shoulder level.",
        "Keep the weight from resting on the stack between reps.",
      ],
      ru: [
        "Настройте сиденье так, чтобы рукояти были примерно на уровне плеч.",
        "Сядьте, прижав спину к спинке, и возьмитесь за рукояти.",
        "На выдохе выжмите вверх почти до прямых рук.",
        "На вдохе медленно опустите рукояти до уровня плеч.",
        "Не опускайте груз на стопку между повторениями.",
      ],
    },
    mistakes: {
      en: [
        "Seat so low that the handles start below the shoulders.",
        "Arching the back off the pad.",
        "Locking the elbows hard at the top.",
      ],
      ru: [
        "Сиденье так низко, что рукояти стартуют ниже плеч.",
        "Прогиб с отрывом спины от спинки.",
        "Резкий «замок» в локтях вверху.",
      ],
    },
    safety: {
      en: "Set the seat height before loading the machine and let the weight down gently after the last rep.",
      ru: "Настройте высоту сиденья до того, как ставить вес, и после последнего повторения опускайте груз мягко.",
    },
  },
  "smith-machine-shoulder-press": {
    summary: {
      en: "A seated overhead press in the Smith machine. The guided bar lets you focus on pushing hard without balancing the weight.",
      ru: "Жим над головой сидя в машине Смита. Фиксированная траектория позволяет сосредоточиться на усилии, не удерживая баланс.",
    },
    steps: {
      en: [
        "Place an upright bench in the Smith machine so the bar comes down just in front of your face.",
        "Set the safety stops at about chin height and grip the bar slightly wider than your shoulders.",
        "Unhook the bar by turning it and hold it at upper-chest height.",
        "Breathe out and press the bar up until your arms are nearly straight.",
        "Breathe in and lower it under control to chin level, then hook it back after the set.",
      ],
      ru: [
        "Поставьте скамью с вертикальной спинкой в Смит так, чтобы гриф опускался прямо перед лицом.",
        "Выставьте страховочные упоры примерно на уровне подбородка и возьмитесь за гриф чуть шире плеч.",
        "Снимите гриф поворотом кистей и удерживайте его на уровне верха груди.",
        "На выдохе выжмите гриф вверх почти до прямых рук.",
        "На вдохе подконтрольно опустите его до уровня подбородка, а после подхода повесьте на крюки.",
      ],
    },
    mistakes: {
      en: [
        "Placing the bench so the bar lowers behind the head.",
        "Bringing the bar down to the nose with a short range.",
        "Arching the back off the bench.",
      ],
      ru: [
        "Скамья стоит так, что гриф опускается за голову.",
        "Опускание только до уровня носа и короткая амплитуда.",
        "Прогиб с отрывом спины от скамьи.",
      ],
    },
    safety: {
      en: "Always set the safety stops so a missed rep can't reach your head.",
      ru: "Всегда выставляйте страховочные упоры, чтобы при неудачном повторении гриф не опустился на голову.",
    },
  },
  "landmine-press": {
    summary: {
      en: "Pressing the free end of a barbell anchored in a corner or landmine. The angled path is friendly to stiff shoulders and also works the upper chest and trunk.",
      ru: "Жим свободного конца грифа, закреплённого в углу или станке. Наклонная траектория щадит скованные плечи, а заодно нагружает верх груди и корпус.",
    },
    steps: {
      en: [
        "Wedge one end of a barbell into a landmine or a corner and load the other end lightly.",
        "Stand in a staggered stance and hold the end of the bar in one hand at shoulder height.",
        "Brace your abs and squeeze the glute of your back leg.",
        "Breathe out and press the bar up and forward until your arm is straight, letting your shoulder blade move forward.",
        "Breathe in and lower the bar to your shoulder, then switch sides after the set.",
      ],
      ru: [
        "Уприте один конец грифа в станок или угол и повесьте небольшой вес на другой конец.",
        "Встаньте в разножку и держите конец грифа одной рукой на уровне плеча.",
        "Напрягите пресс и ягодицу отставленной назад ноги.",
        "На выдохе выжмите гриф вверх и вперёд до прямой руки, позволяя лопатке податься вперёд.",
        "На вдохе опустите гриф к плечу, а после подхода смените руку.",
      ],
    },
    mistakes: {
      en: [
        "Leaning the torso back to press.",
        "Twisting the hips with each rep.",
        "Stopping short of a straight arm.",
      ],
      ru: [
        "Отклонение корпуса назад при жиме.",
        "Скручивание таза при каждом повторении.",
        "Рука не выпрямляется до конца.",
      ],
    },
    safety: {
      en: "Make sure the anchored end can't slip, and keep your head out of the bar's path as it comes down.",
      ru: "Убедитесь, что закреплённый конец грифа не выскользнет, и держите голову вне траектории грифа при опускании.",
    },
  },
  "kettlebell-overhead-press": {
    summary: {
      en: "A one-arm press with a kettlebell from the rack position. The offset load makes your shoulder stabilisers and trunk work hard.",
      ru: "Жим гири одной рукой из положения на груди. Смещённый центр тяжести заставляет усердно работать стабилизаторы плеча и мышцы корпуса.",
    },
    steps: {
      en: [
        "Clean the kettlebell to the rack position: handle in your palm, bell resting on the back of your forearm, elbow tucked.",
        "Stand with feet hip width apart, brace your abs and squeeze your glutes.",
        "Breathe out and press the kettlebell up until your arm is straight and your biceps is near your ear.",
        "Keep your wrist straight and your ribs down at the top.",
        "Breathe in and pull the kettlebell back down to the rack position under control.",
      ],
      ru: [
        "Возьмите гирю на грудь: ручка в ладони, гиря лежит на тыльной стороне предплечья, локоть прижат.",
        "Встаньте, стопы на ширине таза, напрягите пресс и ягодицы.",
        "На выдохе выжмите гирю вверх до прямой руки, плечо рядом с ухом.",
        "Вверху держите запястье прямым, а рёбра опущенными.",
        "На вдохе подконтрольно опустите гирю обратно на грудь.",
      ],
    },
    mistakes: {
      en: [
        "Bending the wrist back under the bell.",
        "Leaning sideways to get the weight up.",
        "Letting the kettlebell flop onto the forearm on the way down.",
      ],
      ru: [
        "Запястье заламывается назад под весом гири.",
        "Наклон корпуса в сторону, чтобы выжать вес.",
        "Гиря с ударом падает на предплечье при опускании.",
      ],
    },
    safety: {
      en: "Learn to bring the kettlebell to your chest smoothly before pressing. Start light and stop if your shoulder pinches overhead.",
      ru: "Прежде чем жать, научитесь плавно брать гирю на грудь. Начинайте с лёгкого веса и прекратите, если в верхней точке возникает защемление в плече.",
    },
  },
  "band-overhead-press": {
    summary: {
      en: "An overhead press with a resistance band under your feet. It is a light, joint-friendly way to train the shoulders at home.",
      ru: "Жим над головой с резинкой, прижатой стопами к полу. Лёгкий и щадящий суставы способ тренировать плечи дома.",
    },
    steps: {
      en: [
        "Stand on the middle of the band with your feet hip width apart.",
        "Bring the handles or ends up to shoulder height, palms facing forward.",
        "Brace your abs and squeeze your glutes.",
        "Breathe out and press your hands overhead until your arms are straight.",
        "Breathe in and lower your hands slowly back to shoulder height.",
      ],
      ru: [
        "Встаньте на середину резинки, стопы на ширине таза.",
        "Поднимите рукояти или концы резинки к плечам, ладони смотрят вперёд.",
        "Напрягите пресс и ягодицы.",
        "На выдохе выжмите руки над головой до полного выпрямления.",
        "На вдохе медленно опустите кисти обратно к плечам.",
      ],
    },
    mistakes: {
      en: [
        "Arching the lower back at the top.",
        "Letting the band pull the hands down fast.",
        "Using a band that is too light to challenge you.",
      ],
      ru: [
        "Прогиб в пояснице в верхней точке.",
        "Резинка быстро утягивает руки вниз.",
        "Слишком слабая резинка, которая не даёт нагрузки.",
      ],
    },
    safety: {
      en: "Keep the band firmly under both feet and check it for tears, since it stretches close to your face.",
      ru: "Надёжно прижимайте резинку обеими стопами и проверяйте её на надрывы: она растягивается рядом с лицом.",
    },
  },
  "pike-push-up": {
    summary: {
      en: "A push-up with your hips high so your body forms an upside-down V. It shifts the work to the shoulders and is the first step toward handstand push-ups.",
      ru: "Отжимания с высоко поднятым тазом, когда тело образует перевёрнутую букву V. Нагрузка смещается на плечи; это первый шаг к отжиманиям в стойке на руках.",
    },
    steps: {
      en: [
        "Start in a push-up position, then walk your feet toward your hands and lift your hips high.",
        "Place your hands about shoulder width apart with your head between your arms.",
        "Breathe in and bend your elbows to lower the top of your head toward the floor just in front of your hands.",
        "Keep your elbows angled back rather than straight out to the sides.",
        "Breathe out and press back up until your arms are straight.",
      ],
      ru: [
        "Примите упор лёжа, затем подойдите ногами к рукам и поднимите таз высоко вверх.",
        "Ладони на ширине плеч, голова между руками.",
        "На вдохе согните руки и опустите макушку к полу чуть впереди ладоней.",
        "Локти направлены назад, а не строго в стороны.",
        "На выдохе выжмите себя вверх до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Dropping the hips, which turns it into a regular push-up.",
        "Lowering the face toward the hands instead of the head in front of them.",
        "Flaring the elbows wide.",
      ],
      ru: [
        "Таз опускается, и упражнение превращается в обычные отжимания.",
        "Опускание лица к рукам вместо макушки перед ними.",
        "Широко разведённые локти.",
      ],
    },
    safety: {
      en: "Lower slowly so you don't bump your head; a folded towel under your head helps while learning.",
      ru: "Опускайтесь медленно, чтобы не удариться головой; на время освоения подложите под голову сложенное полотенце.",
    },
  },
  "wall-handstand-push-up": {
    summary: {
      en: "A push-up in a handstand with your heels against a wall. It loads the shoulders and triceps with your whole body weight and needs strength and control.",
      ru: "Отжимания в стойке на руках с упором пятками в стену. Плечи и трицепс работают со всем весом тела, поэтому требуются сила и контроль.",
    },
    steps: {
      en: [
        "Place your hands about 15–20 cm from a wall, slightly wider than your shoulders, and kick up into a handstand with your heels on the wall.",
        "Brace your abs and glutes so your body is straight.",
        "Breathe in and bend your elbows to lower your head slowly to a folded mat, keeping your head and hands in a triangle.",
        "Breathe out and press back up to straight arms.",
        "Come down from the wall one leg at a time.",
      ],
      ru: [
        "Поставьте ладони примерно в 15–20 см от стены, чуть шире плеч, и махом выйдите в стойку на руках, пятки на стене.",
        "Напрягите пресс и ягодицы, чтобы тело было прямым.",
        "На вдохе согните руки и медленно опустите голову на сложенный коврик, так чтобы голова и кисти образовали треугольник.",
        "На выдохе выжмите себя вверх до прямых рук.",
        "Сходите со стены, опуская ноги по одной.",
      ],
    },
    mistakes: {
      en: [
        "Dropping onto the head instead of lowering under control.",
        "Arching the lower back hard against the wall.",
        "Placing the head in line with the hands rather than in front of them.",
      ],
      ru: [
        "Падение на голову вместо подконтрольного опускания.",
        "Сильный прогиб в пояснице с упором в стену.",
        "Голова на одной линии с кистями, а не впереди них.",
      ],
    },
    safety: {
      en: "Master pike push-ups with feet raised and a 30-second wall handstand first. Skip this if you have neck problems, high blood pressure or eye pressure issues, and check with a doctor.",
      ru: "Сначала освойте отжимания уголком с ногами на возвышении и 30-секундную стойку у стены. При проблемах с шеей, повышенном артериальном или внутриглазном давлении не выполняйте это упражнение и посоветуйтесь с врачом.",
    },
  },
  "wall-handstand-hold": {
    summary: {
      en: "Holding a handstand with your feet against a wall builds shoulder strength and stability overhead and gets you used to being upside down.",
      ru: "Удержание стойки на руках с опорой ногами о стену развивает силу и стабильность плеч над головой и приучает к положению вниз головой.",
    },
    steps: {
      en: [
        "Stand with your back to a wall, place your hands on the floor about 30 cm from it and walk your feet up the wall.",
        "Walk your hands closer to the wall until your body is nearly vertical, chest facing the wall.",
        "Push the floor away with straight arms, shoulders up by your ears.",
        "Brace your abs and glutes and breathe steadily for the whole hold.",
        "Walk your hands out and your feet down to come out before you're exhausted.",
      ],
      ru: [
        "Встаньте спиной к стене, поставьте ладони на пол примерно в 30 см от неё и зашагайте ногами вверх по стене.",
        "Подходите руками ближе к стене, пока тело не станет почти вертикальным, грудь к стене.",
        "Отталкивайте пол прямыми руками, плечи тянутся к ушам.",
        "Напрягите пресс и ягодицы и ровно дышите всё время удержания.",
        "Выходите из стойки, отшагивая руками и опуская ноги, пока силы ещё есть.",
      ],
    },
    mistakes: {
      en: [
        "Bending the elbows and sinking into the shoulders.",
        "Arching the lower back like a banana.",
        "Holding the breath.",
      ],
      ru: [
        "Согнутые локти и «проваливание» в плечах.",
        "Сильный прогиб в пояснице «бананом».",
        "Задержка дыхания.",
      ],
    },
    safety: {
      en: "Start with short holds of 10–20 seconds and clear space around you. Avoid inverted holds with high blood pressure, glaucoma or neck problems unless a doctor has cleared them.",
      ru: "Начинайте с коротких удержаний по 10–20 секунд и освободите место вокруг. При повышенном давлении, глаукоме или проблемах с шеей не выполняйте стойки без разрешения врача.",
    },
  },
  "dumbbell-lateral-raise": {
    summary: {
      en: "Raising dumbbells out to your sides isolates the side delts, which give the shoulders their width. Light weight and clean form work best.",
      ru: "Подъём гантелей через стороны изолированно нагружает средние дельты, которые отвечают за ширину плеч. Лучше всего работает с лёгким весом и чистой техникой.",
    },
    steps: {
      en: [
        "Stand tall with a dumbbell in each hand at your sides, elbows slightly bent.",
        "Lean forward a touch and brace your abs.",
        "Breathe out and raise the dumbbells out to the sides, leading with your elbows.",
        "Stop when your arms reach shoulder height, with your hands no higher than your elbows.",
        "Breathe in and lower the dumbbells slowly over about 2 seconds.",
      ],
      ru: [
        "Встаньте прямо, гантели в опущенных руках по бокам, локти слегка согнуты.",
        "Чуть наклонитесь вперёд и напрягите пресс.",
        "На выдохе поднимите гантели через стороны, ведя движение локтями.",
        "Остановитесь, когда руки дойдут до уровня плеч, кисти не выше локтей.",
        "На вдохе медленно опустите гантели, примерно за 2 секунды.",
      ],
    },
    mistakes: {
      en: [
        "Swinging the body to fling the weights up.",
        "Shrugging so the traps do the work.",
        "Raising the hands far above shoulder height.",
        "Using dumbbells too heavy to control.",
      ],
      ru: [
        "Раскачка корпусом, чтобы забросить гантели.",
        "Плечи поднимаются, и работу берут трапеции.",
        "Подъём кистей намного выше уровня плеч.",
        "Слишком тяжёлые гантели, которые невозможно контролировать.",
      ],
    },
    safety: {
      en: "If you feel pinching at the top, raise your arms slightly forward of your body (in the plane of the shoulder blade) and stop at shoulder height.",
      ru: "Если в верхней точке чувствуется защемление, поднимайте руки чуть впереди корпуса (в плоскости лопатки) и останавливайтесь на уровне плеч.",
    },
  },
  "cable-lateral-raise": {
    summary: {
      en: "A one-arm lateral raise from a low pulley. The cable keeps the side delt under tension even at the bottom, where dumbbells go slack.",
      ru: "Отведение руки в сторону с нижнего блока. Трос держит среднюю дельту в напряжении даже внизу, где с гантелями нагрузка пропадает.",
    },
    steps: {
      en: [
        "Set a pulley at the lowest position with a single handle and stand side-on to it.",
        "Take the handle in the hand farthest from the machine, so the cable runs across the front of your body.",
        "Hold the machine with your other hand and stand tall with your abs braced.",
        "Breathe out and raise your arm out to the side to shoulder height, elbow slightly bent.",
        "Breathe in and lower slowly, then switch sides after the set.",
      ],
      ru: [
        "Установите блок в нижнее положение с одиночной рукоятью и встаньте к нему боком.",
        "Возьмите рукоять дальней от тренажёра рукой, так чтобы трос проходил перед корпусом.",
        "Придерживайтесь за стойку другой рукой, стойте прямо, пресс напряжён.",
        "На выдохе отведите руку в сторону до уровня плеча, локоть слегка согнут.",
        "На вдохе медленно опустите, а после подхода смените сторону.",
      ],
    },
    mistakes: {
      en: [
        "Leaning away from the machine to cheat the weight up.",
        "Shrugging the shoulder.",
        "Lifting past shoulder height.",
      ],
      ru: [
        "Отклонение от тренажёра, чтобы облегчить подъём.",
        "Плечо поднимается к уху.",
        "Подъём руки выше уровня плеча.",
      ],
    },
    safety: {
      en: "Start with the lightest plate; the side delts are small muscles and don't need heavy loads to grow.",
      ru: "Начинайте с самого лёгкого веса: средние дельты — небольшие мышцы, им для роста не нужны большие веса.",
    },
  },
  "machine-lateral-raise": {
    summary: {
      en: "A lateral raise on a machine with pads against your arms. The fixed path makes it easy to isolate the side delts without cheating.",
      ru: "Разведение рук в стороны в тренажёре с упорами под руки. Заданная траектория позволяет изолировать средние дельты без читинга.",
    },
    steps: {
      en: [
        "Adjust the seat so your shoulders line up with the machine's pivot points.",
        "Sit with your chest against the pad or back against the seat, arms against the pads.",
        "Breathe out and raise your arms out to the sides until they reach shoulder height.",
        "Pause for a moment at the top.",
        "Breathe in and lower slowly without letting the weight rest.",
      ],
      ru: [
        "Настройте сиденье так, чтобы плечевые суставы совпадали с осями вращения тренажёра.",
        "Сядьте, упираясь грудью или спиной, руки прижаты к валикам.",
        "На выдохе разведите руки в стороны до уровня плеч.",
        "Задержитесь на мгновение вверху.",
        "На вдохе медленно опустите, не давая грузу лечь на стопку.",
      ],
    },
    mistakes: {
      en: [
        "Seat height wrong so the pads slide along the arms.",
        "Shrugging as the arms go up.",
        "Dropping the weight quickly.",
      ],
      ru: [
        "Неправильная высота сиденья, из-за которой валики скользят по рукам.",
        "Подъём плеч к ушам.",
        "Быстрое опускание веса.",
      ],
    },
    safety: {
      en: "Align the pivot with your shoulder before loading the machine, and keep the range pain-free.",
      ru: "Совместите ось тренажёра с плечом до того, как ставить вес, и работайте в безболезненной амплитуде.",
    },
  },
  "band-lateral-raise": {
    summary: {
      en: "A lateral raise with a band under your feet. The resistance grows as you lift, which suits the side delts and works well at home.",
      ru: "Махи в стороны с резинкой, прижатой стопами. Сопротивление растёт по мере подъёма, что хорошо подходит средним дельтам и удобно дома.",
    },
    steps: {
      en: [
        "Stand on the middle of the band with your feet hip width apart and hold one end in each hand.",
        "Let your arms hang at your sides with a slight bend in the elbows.",
        "Breathe out and raise your arms out to the sides to shoulder height.",
        "Pause briefly at the top.",
        "Breathe in and lower slowly against the band.",
      ],
      ru: [
        "Встаньте на середину резинки, стопы на ширине таза, возьмите по концу в каждую руку.",
        "Руки опущены по бокам, локти слегка согнуты.",
        "На выдохе поднимите руки через стороны до уровня плеч.",
        "Сделайте короткую паузу вверху.",
        "На вдохе медленно опустите, сопротивляясь резинке.",
      ],
    },
    mistakes: {
      en: [
        "Shrugging the shoulders.",
        "Letting the band pull the arms down fast.",
        "Bending the elbows more and more as you tire.",
      ],
      ru: [
        "Подъём плеч к ушам.",
        "Резинка быстро тянет руки вниз.",
        "Локти сгибаются всё сильнее по мере усталости.",
      ],
    },
    safety: {
      en: "Keep the band secure under your feet; a wider stance adds tension, a narrower one reduces it.",
      ru: "Надёжно прижимайте резинку стопами; более широкая стойка увеличивает натяжение, узкая — уменьшает.",
    },
  },
  "dumbbell-front-raise": {
    summary: {
      en: "Raising dumbbells straight in front of you isolates the front delts. It is a useful accessory, though pressing already trains this area a lot.",
      ru: "Подъём гантелей перед собой изолированно нагружает передние дельты. Полезное дополнительное упражнение, хотя жимы и так хорошо нагружают эту зону.",
    },
    steps: {
      en: [
        "Stand tall with a dumbbell in each hand in front of your thighs, palms facing you or each other.",
        "Brace your abs and keep a slight bend in your elbows.",
        "Breathe out and raise one or both dumbbells in front of you to shoulder height.",
        "Pause briefly at the top.",
        "Breathe in and lower slowly to your thighs.",
      ],
      ru: [
        "Встаньте прямо, гантели перед бёдрами, ладони смотрят к себе или друг на друга.",
        "Напрягите пресс, локти слегка согнуты.",
        "На выдохе поднимите одну или обе гантели перед собой до уровня плеч.",
        "Сделайте короткую паузу вверху.",
        "На вдохе медленно опустите гантели к бёдрам.",
      ],
    },
    mistakes: {
      en: [
        "Swinging the weights up with the hips.",
        "Leaning back as you lift.",
        "Raising far above head height.",
      ],
      ru: [
        "Заброс гантелей за счёт движения тазом.",
        "Отклонение назад во время подъёма.",
        "Подъём намного выше уровня головы.",
      ],
    },
    safety: {
      en: "Keep the weight light and stop at shoulder height to avoid straining your lower back and shoulders.",
      ru: "Используйте лёгкий вес и останавливайтесь на уровне плеч, чтобы не перегружать поясницу и плечи.",
    },
  },
  "cable-front-raise": {
    summary: {
      en: "A front raise using a low pulley with a straight bar or rope. The cable keeps constant tension on the front delts.",
      ru: "Подъём перед собой с нижнего блока с прямой рукоятью или канатом. Трос обеспечивает постоянное напряжение в передних дельтах.",
    },
    steps: {
      en: [
        "Attach a straight bar or rope to the low pulley and stand facing away from the machine with the cable between your legs.",
        "Hold the attachment in front of your thighs with straight arms and brace your abs.",
        "Breathe out and raise the attachment in front of you to shoulder height.",
        "Pause for a moment at the top.",
        "Breathe in and lower slowly to your thighs.",
      ],
      ru: [
        "Закрепите прямую рукоять или канат на нижнем блоке и встаньте спиной к тренажёру, трос проходит между ног.",
        "Держите рукоять перед бёдрами прямыми руками, пресс напряжён.",
        "На выдохе поднимите рукоять перед собой до уровня плеч.",
        "Задержитесь на мгновение вверху.",
        "На вдохе медленно опустите к бёдрам.",
      ],
    },
    mistakes: {
      en: [
        "Leaning back to lift the weight.",
        "Bending the elbows into a curl.",
        "Shrugging at the top.",
      ],
      ru: [
        "Отклонение назад, чтобы поднять вес.",
        "Сгибание локтей, как при подъёме на бицепс.",
        "Подъём плеч в верхней точке.",
      ],
    },
    safety: {
      en: "Use a moderate weight and keep your torso still so the lower back stays out of it.",
      ru: "Берите умеренный вес и держите корпус неподвижно, чтобы не подключалась поясница.",
    },
  },
  "rear-delt-dumbbell-fly": {
    summary: {
      en: "Raising dumbbells out to the sides while bent forward works the rear delts and upper back, which helps posture and balances out pressing.",
      ru: "Разведение гантелей в стороны в наклоне нагружает задние дельты и верх спины, улучшает осанку и уравновешивает жимовые упражнения.",
    },
    steps: {
      en: [
        "Hold light dumbbells and hinge forward with a flat back until your torso is nearly parallel to the floor, or sit bent over on the end of a bench.",
        "Let the dumbbells hang under your chest, palms facing each other, elbows slightly bent.",
        "Breathe out and raise the dumbbells out to the sides until your arms are level with your torso.",
        "Think about moving the dumbbells out wide rather than squeezing your shoulder blades hard.",
        "Breathe in and lower slowly to the start.",
      ],
      ru: [
        "Возьмите лёгкие гантели и наклонитесь с прямой спиной почти параллельно полу или сядьте на край скамьи с наклоном вперёд.",
        "Гантели висят под грудью, ладони смотрят друг на друга, локти слегка согнуты.",
        "На выдохе разведите гантели в стороны, пока руки не окажутся на уровне корпуса.",
        "Думайте о том, чтобы уводить гантели широко в стороны, а не сильно сводить лопатки.",
        "На вдохе медленно опустите в исходное положение.",
      ],
    },
    mistakes: {
      en: [
        "Standing too upright so the side delts and traps take over.",
        "Swinging the torso up to move the weights.",
        "Using heavy dumbbells and bending the arms into a row.",
      ],
      ru: [
        "Слишком вертикальный корпус, и работу забирают средние дельты и трапеции.",
        "Раскачивание корпусом, чтобы поднять гантели.",
        "Тяжёлые гантели и сгибание рук, превращающее движение в тягу.",
      ],
    },
    safety: {
      en: "If holding the bent-over position tires your lower back, do it seated or lying face down on an incline bench.",
      ru: "Если в наклоне устаёт поясница, выполняйте упражнение сидя или лёжа грудью на наклонной скамье.",
    },
  },
  "reverse-pec-deck": {
    summary: {
      en: "Sitting facing the pec deck machine and opening your arms backwards isolates the rear delts with a stable, easy-to-learn setup.",
      ru: "Разведение рук назад сидя лицом к тренажёру «бабочка» изолированно нагружает задние дельты; положение устойчивое, техника простая.",
    },
    steps: {
      en: [
        "Set the handles to the rear position and adjust the seat so they are at shoulder height.",
        "Sit facing the pad with your chest against it and grip the handles with straight arms.",
        "Breathe out and sweep your arms back in a wide arc until they are in line with your body.",
        "Pause for a second without shrugging.",
        "Breathe in and return the handles slowly to the front.",
      ],
      ru: [
        "Переставьте рукояти в заднее положение и настройте сиденье так, чтобы они были на уровне плеч.",
        "Сядьте лицом к спинке, прижмите к ней грудь и возьмитесь за рукояти прямыми руками.",
        "На выдохе разведите руки назад по широкой дуге до линии корпуса.",
        "Задержитесь на секунду, не поднимая плеч.",
        "На вдохе медленно верните рукояти вперёд.",
      ],
    },
    mistakes: {
      en: [
        "Pulling the arms far behind the body.",
        "Bending the elbows and rowing the weight.",
        "Lifting the chest off the pad.",
      ],
      ru: [
        "Руки уходят далеко за линию корпуса.",
        "Сгибание локтей и тяга вместо разведения.",
        "Отрыв груди от спинки.",
      ],
    },
    safety: {
      en: "Keep the weight light enough to move smoothly through the whole arc.",
      ru: "Берите такой вес, чтобы двигаться плавно по всей дуге.",
    },
  },
  "cable-rear-delt-fly": {
    summary: {
      en: "A reverse fly between two cable pulleys with the cables crossed. It keeps tension on the rear delts through the whole range.",
      ru: "Разведение рук назад между двумя блоками со скрещёнными тросами. Задние дельты остаются под нагрузкой на всём движении.",
    },
    steps: {
      en: [
        "Set both pulleys at shoulder height and remove the handles or use single handles.",
        "Grab the left cable with your right hand and the right cable with your left hand, so the cables cross in front of you.",
        "Step back until your arms are straight in front of you at shoulder height and the cables are taut.",
        "Breathe out and pull your arms out and back in a wide arc until they are in line with your body.",
        "Breathe in and return slowly to the crossed position.",
      ],
      ru: [
        "Установите оба блока на уровне плеч и снимите рукояти или используйте одиночные.",
        "Возьмите левый трос правой рукой, а правый — левой, чтобы тросы перекрещивались перед вами.",
        "Отойдите назад, чтобы прямые руки были вытянуты перед собой на уровне плеч, а тросы натянуты.",
        "На выдохе разведите руки в стороны и назад по широкой дуге до линии корпуса.",
        "На вдохе медленно вернитесь в положение со скрещёнными руками.",
      ],
    },
    mistakes: {
      en: [
        "Bending the elbows to pull with the arms.",
        "Shrugging the shoulders up.",
        "Leaning back to move the weight.",
      ],
      ru: [
        "Сгибание локтей и тяга руками.",
        "Подъём плеч к ушам.",
        "Отклонение назад, чтобы сдвинуть вес.",
      ],
    },
    safety: {
      en: "Use light weights and control the return so the cables don't pull your arms across your body quickly.",
      ru: "Используйте лёгкий вес и контролируйте возврат, чтобы тросы не утягивали руки резко перед собой.",
    },
  },
  "face-pull": {
    summary: {
      en: "Pulling a rope toward your face with your elbows high trains the rear delts, upper back and rotator cuff. It is a staple for healthy shoulders.",
      ru: "Тяга каната к лицу с высоко поднятыми локтями нагружает задние дельты, верх спины и вращательную манжету плеча. Одно из главных упражнений для здоровья плеч.",
    },
    steps: {
      en: [
        "Attach a rope to a pulley set at about upper-chest or eye height.",
        "Grip the rope ends with your thumbs toward you and step back until your arms are straight.",
        "Brace your abs and stand tall with a slight bend in your knees.",
        "Breathe out and pull the rope toward your face, spreading the ends apart and pointing your elbows out and up.",
        "Finish with your hands beside your ears, then breathe in and return slowly.",
      ],
      ru: [
        "Закрепите канат на блоке примерно на уровне верха груди или глаз.",
        "Возьмитесь за концы каната большими пальцами к себе и отойдите, пока руки не выпрямятся.",
        "Напрягите пресс и стойте прямо, колени слегка согнуты.",
        "На выдохе тяните канат к лицу, разводя его концы и направляя локти в стороны и вверх.",
        "Закончите движение с кистями возле ушей, затем на вдохе медленно вернитесь.",
      ],
    },
    mistakes: {
      en: [
        "Pulling to the chest with low elbows, like a row.",
        "Leaning back to move a heavy weight.",
        "Not spreading the rope apart at the end.",
      ],
      ru: [
        "Тяга к груди с опущенными локтями, как при тяге к поясу.",
        "Отклонение назад, чтобы сдвинуть большой вес.",
        "Концы каната не разводятся в конце движения.",
      ],
    },
    safety: {
      en: "This is a light, controlled exercise: pick a weight you can hold at the end position for a second.",
      ru: "Это упражнение с лёгким весом и полным контролем: берите такую нагрузку, чтобы задержаться в конечной точке на секунду.",
    },
  },
  "band-pull-apart": {
    summary: {
      en: "Stretching a band apart in front of your chest works the rear delts and upper back. It is a quick warm-up and posture exercise you can do anywhere.",
      ru: "Разведение резинки перед грудью нагружает задние дельты и верх спины. Быстрая разминка и упражнение для осанки, которое можно делать где угодно.",
    },
    steps: {
      en: [
        "Hold a light band at shoulder height in front of you with your hands shoulder width apart, palms down.",
        "Keep your arms straight and stand tall with your ribs down.",
        "Breathe out and pull the band apart by moving your hands out to the sides until it touches your chest.",
        "Pause for a moment without shrugging.",
        "Breathe in and return slowly to the start.",
      ],
      ru: [
        "Держите лёгкую резинку перед собой на уровне плеч, кисти на ширине плеч, ладони вниз.",
        "Руки прямые, стойте ровно, рёбра опущены.",
        "На выдохе растяните резинку, разводя руки в стороны, пока она не коснётся груди.",
        "Задержитесь на мгновение, не поднимая плеч.",
        "На вдохе медленно вернитесь в исходное положение.",
      ],
    },
    mistakes: {
      en: [
        "Bending the elbows to make it easier.",
        "Arching the lower back as the band stretches.",
        "Letting the band snap back.",
      ],
      ru: [
        "Сгибание локтей, чтобы облегчить движение.",
        "Прогиб в пояснице при растяжении резинки.",
        "Резинка резко возвращает руки.",
      ],
    },
    safety: {
      en: "Check the band for nicks and keep it away from your face.",
      ru: "Проверяйте резинку на надрывы и держите её подальше от лица.",
    },
  },
  "suspension-trainer-y-fly": {
    summary: {
      en: "Leaning back in suspension straps and raising your arms into a Y works the rear delts and lower traps. It is a strong posture exercise for home or gym.",
      ru: "Отклонившись назад в петлях, вы поднимаете руки буквой Y, нагружая задние дельты и нижнюю часть трапеций. Отличное упражнение для осанки дома и в зале.",
    },
    steps: {
      en: [
        "Face the anchor, hold the handles with straight arms in front of you and walk your feet forward to lean back.",
        "Keep your body straight from head to heels with your abs braced.",
        "Breathe out and raise your arms up and out into a Y shape, lifting your body toward the anchor.",
        "Keep your arms straight and your shoulders away from your ears at the top.",
        "Breathe in and lower slowly to the start.",
      ],
      ru: [
        "Встаньте лицом к креплению, держите рукояти прямыми руками перед собой и переступайте ногами вперёд, отклоняясь назад.",
        "Тело прямое от головы до пяток, пресс напряжён.",
        "На выдохе поднимите руки вверх и в стороны буквой Y, подтягивая тело к точке крепления.",
        "Вверху руки прямые, плечи опущены от ушей.",
        "На вдохе медленно вернитесь в исходное положение.",
      ],
    },
    mistakes: {
      en: [
        "Bending the elbows to pull.",
        "Sagging at the hips.",
        "Starting at an angle too steep to control.",
      ],
      ru: [
        "Сгибание локтей для подтягивания.",
        "Провисание в тазу.",
        "Слишком большой наклон тела, который не удаётся контролировать.",
      ],
    },
    safety: {
      en: "Begin almost upright and increase the lean gradually; check the anchor before each set.",
      ru: "Начинайте почти в вертикальном положении и увеличивайте наклон постепенно; перед каждым подходом проверяйте крепление.",
    },
  },
  "prone-incline-y-raise": {
    summary: {
      en: "Lying face down on an incline bench and raising light dumbbells in a Y shape trains the lower traps and rear delts, which support healthy overhead movement.",
      ru: "Подъём лёгких гантелей буквой Y лёжа грудью на наклонной скамье нагружает нижнюю часть трапеций и задние дельты, которые важны для здоровой работы рук над головой.",
    },
    steps: {
      en: [
        "Set a bench to about 30–45° and lie face down with your chest on the pad.",
        "Let very light dumbbells hang straight down, thumbs pointing up.",
        "Breathe out and raise your arms forward and out in a Y shape until they are in line with your body.",
        "Keep your shoulders down away from your ears at the top.",
        "Breathe in and lower slowly.",
      ],
      ru: [
        "Установите скамью на 30–45° и лягте на неё грудью.",
        "Очень лёгкие гантели свисают на прямых руках, большие пальцы смотрят вверх.",
        "На выдохе поднимите руки вперёд и в стороны буквой Y до линии корпуса.",
        "Вверху плечи опущены от ушей.",
        "На вдохе медленно опустите гантели.",
      ],
    },
    mistakes: {
      en: [
        "Choosing dumbbells that are too heavy.",
        "Shrugging the shoulders toward the ears.",
        "Lifting the chest off the bench.",
      ],
      ru: [
        "Слишком тяжёлые гантели.",
        "Плечи поднимаются к ушам.",
        "Отрыв груди от скамьи.",
      ],
    },
    safety: {
      en: "Start with 1–3 kg dumbbells or no weight at all; these small muscles tire fast.",
      ru: "Начинайте с гантелей 1–3 кг или вовсе без веса: эти небольшие мышцы быстро устают.",
    },
  },
  "band-external-rotation": {
    summary: {
      en: "Rotating your forearm outward against a band strengthens the rotator cuff and rear shoulder. It is a common warm-up and prehab exercise for pressing and throwing.",
      ru: "Разворот предплечья наружу против сопротивления резинки укрепляет вращательную манжету и заднюю часть плеча. Частая разминка и профилактическое упражнение перед жимами и бросками.",
    },
    steps: {
      en: [
        "Anchor a light band at elbow height and stand side-on to it.",
        "Hold the band in the hand farther from the anchor with your elbow bent at 90° and tucked against your side.",
        "A rolled towel between your elbow and your waist helps keep the elbow in place.",
        "Breathe out and rotate your forearm outward, away from your body, keeping the elbow still.",
        "Breathe in and return slowly, then switch sides after the set.",
      ],
      ru: [
        "Закрепите лёгкую резинку на уровне локтя и встаньте к креплению боком.",
        "Возьмите резинку дальней от крепления рукой, локоть согнут под 90° и прижат к боку.",
        "Свёрнутое полотенце между локтем и талией поможет удерживать локоть на месте.",
        "На выдохе разверните предплечье наружу, от корпуса, не двигая локтем.",
        "На вдохе медленно вернитесь, а после подхода смените сторону.",
      ],
    },
    mistakes: {
      en: [
        "Letting the elbow drift away from the side.",
        "Twisting the torso instead of rotating the arm.",
        "Using a band that is too strong.",
      ],
      ru: [
        "Локоть отходит от корпуса.",
        "Разворот корпусом вместо вращения руки.",
        "Слишком жёсткая резинка.",
      ],
    },
    safety: {
      en: "This should feel easy and controlled. If you have shoulder pain or a known injury, get a physiotherapist to set the load and range.",
      ru: "Упражнение должно даваться легко и подконтрольно. При болях в плече или травме пусть нагрузку и амплитуду подберёт реабилитолог.",
    },
  },
  "barbell-upright-row": {
    summary: {
      en: "Pulling a barbell up along your body toward your chest works the side delts and traps. A wider grip and a moderate height keep it kinder to the shoulders.",
      ru: "Тяга штанги вдоль корпуса вверх нагружает средние дельты и трапеции. Широкий хват и умеренная высота подъёма делают её щадящей для плеч.",
    },
    steps: {
      en: [
        "Stand tall holding the bar in front of your thighs with an overhand grip about one and a half shoulder widths apart.",
        "Brace your abs and keep the bar close to your body.",
        "Breathe out and pull the bar up by lifting your elbows out to the sides.",
        "Stop when your elbows reach shoulder height and the bar is at about lower-chest level.",
        "Breathe in and lower the bar slowly to your thighs.",
      ],
      ru: [
        "Встаньте прямо, держа штангу перед бёдрами прямым хватом примерно в полтора раза шире плеч.",
        "Напрягите пресс и держите гриф близко к телу.",
        "На выдохе тяните штангу вверх, разводя локти в стороны.",
        "Остановитесь, когда локти дойдут до уровня плеч, а гриф — примерно до низа груди.",
        "На вдохе медленно опустите штангу к бёдрам.",
      ],
    },
    mistakes: {
      en: [
        "Using a narrow grip and pulling the bar up to the chin.",
        "Lifting the elbows above shoulder height.",
        "Swinging the body to start the pull.",
      ],
      ru: [
        "Узкий хват и тяга грифа к самому подбородку.",
        "Подъём локтей выше уровня плеч.",
        "Раскачивание корпусом в начале тяги.",
      ],
    },
    safety: {
      en: "A narrow grip and a high pull can pinch the shoulder. If you feel pain, use a wider grip, stop lower, or replace it with lateral raises.",
      ru: "Узкий хват и высокий подъём могут вызывать защемление в плече. При боли расширьте хват, уменьшите высоту подъёма или замените упражнение махами в стороны.",
    },
  },
  "barbell-shrug": {
    summary: {
      en: "Lifting your shoulders toward your ears while holding a barbell trains the upper traps and grip. It is simple and easy to load heavy.",
      ru: "Подъём плеч к ушам со штангой в руках тренирует верхнюю часть трапеций и хват. Простое упражнение, в котором легко работать с большим весом.",
    },
    steps: {
      en: [
        "Stand tall holding the bar in front of your thighs with an overhand grip at shoulder width.",
        "Keep your arms straight and your abs braced.",
        "Breathe out and lift your shoulders straight up toward your ears.",
        "Hold the top for a second.",
        "Breathe in and lower your shoulders slowly to a full stretch.",
      ],
      ru: [
        "Встаньте прямо, держа штангу перед бёдрами прямым хватом на ширине плеч.",
        "Руки прямые, пресс напряжён.",
        "На выдохе поднимите плечи строго вверх к ушам.",
        "Задержитесь вверху на секунду.",
        "На вдохе медленно опустите плечи до полного растяжения.",
      ],
    },
    mistakes: {
      en: [
        "Rolling the shoulders in circles.",
        "Bending the elbows to help lift.",
        "Using a weight so heavy that the range is only a few centimetres.",
      ],
      ru: [
        "Круговые вращения плечами.",
        "Сгибание локтей, чтобы помочь подъёму.",
        "Такой большой вес, что амплитуда сокращается до пары сантиметров.",
      ],
    },
    safety: {
      en: "Keep your neck relaxed and in line with your spine, and use straps if your grip gives out before your traps.",
      ru: "Держите шею расслабленной и на одной линии с позвоночником; если хват устаёт раньше трапеций, используйте лямки.",
    },
  },
  "dumbbell-shrug": {
    summary: {
      en: "A shrug with dumbbells at your sides. The weights hang in a natural line, which many people find more comfortable than a barbell.",
      ru: "Шраги с гантелями в опущенных по бокам руках. Вес висит по естественной линии, и многим так удобнее, чем со штангой.",
    },
    steps: {
      en: [
        "Stand tall with a dumbbell in each hand at your sides, palms facing in.",
        "Keep your arms straight and your chin level.",
        "Breathe out and lift your shoulders straight up toward your ears.",
        "Squeeze for a second at the top.",
        "Breathe in and lower slowly until you feel a stretch.",
      ],
      ru: [
        "Встаньте прямо с гантелями в опущенных руках, ладони смотрят к корпусу.",
        "Руки прямые, подбородок параллельно полу.",
        "На выдохе поднимите плечи строго вверх к ушам.",
        "Задержитесь вверху на секунду, напрягая трапеции.",
        "На вдохе медленно опустите плечи до растяжения.",
      ],
    },
    mistakes: {
      en: [
        "Jutting the head forward during the lift.",
        "Rolling the shoulders.",
        "Bouncing the weights at the bottom.",
      ],
      ru: [
        "Голова выдвигается вперёд во время подъёма.",
        "Вращение плечами.",
        "Пружинящие движения внизу.",
      ],
    },
    safety: {
      en: "Pick up and put down heavy dumbbells with a flat back, bending your knees.",
      ru: "Поднимайте и ставьте тяжёлые гантели с прямой спиной, сгибая колени.",
    },
  },
};
