import type { ExerciseDetails } from "../../core/training/exercise";

/** Exercise page text for the leg exercises, keyed by slug. */
export const legsDetails: Record<string, ExerciseDetails> = {
  "barbell-back-squat": {
    summary: {
      en: "The main lower-body strength lift: it builds the quads and glutes and teaches you to brace your whole trunk under load.",
      ru: "Базовое силовое упражнение для ног: развивает квадрицепсы и ягодицы и учит держать корпус жёстким под весом.",
    },
    steps: {
      en: [
        "Set the bar in the rack at mid-chest height and the safety pins just below your lowest squat depth.",
        "Step under the bar, rest it on your upper back, squeeze your shoulder blades together and take it out of the rack in two or three short steps.",
        "Stand with your feet about shoulder-width apart, toes turned out slightly, and spread your weight over the whole foot.",
        "Take a deep breath into your belly, brace as if you were about to be poked in the stomach, and hold that breath.",
        "Push your hips back and bend your knees at the same time, letting the knees travel in line with your toes, until your hip crease is at or below knee height.",
        "Drive up through your mid-foot, keeping your chest and hips rising together, and breathe out near the top.",
      ],
      ru: [
        "Установите штангу на стойках примерно на уровне середины груди, а страховочные упоры — чуть ниже вашей нижней точки.",
        "Поднырните под гриф, положите его на верх спины, сведите лопатки и снимите штангу, отойдя назад на два-три коротких шага.",
        "Поставьте стопы примерно на ширине плеч, носки слегка разверните наружу и распределите вес по всей стопе.",
        "Сделайте глубокий вдох животом, напрягите пресс, как перед ударом в живот, и задержите дыхание.",
        "Одновременно отводите таз назад и сгибайте колени, направляя их по линии носков, пока тазобедренный сгиб не окажется на уровне колен или ниже.",
        "Вставайте, толкаясь серединой стопы, чтобы грудь и таз поднимались синхронно, и выдыхайте ближе к верхней точке.",
      ],
    },
    mistakes: {
      en: [
        "Knees caving inward on the way up.",
        "Heels lifting so the weight shifts onto the toes.",
        "Hips shooting up first so the squat turns into a good morning.",
        "Losing the brace and rounding the lower back at the bottom.",
        "Cutting depth short as the weight gets heavier.",
      ],
      ru: [
        "Колени заваливаются внутрь при подъёме.",
        "Пятки отрываются от пола, и вес уходит на носки.",
        "Таз поднимается первым, и присед превращается в наклон.",
        "Пресс расслабляется, а поясница округляется в нижней точке.",
        "С ростом веса глубина приседа становится всё меньше.",
      ],
    },
    safety: {
      en: "Always squat inside a rack with the safety pins set, or with a spotter. If you have knee, hip or back pain, get it checked by a doctor or physiotherapist before loading the squat heavily. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Приседайте только в силовой раме с выставленными страховочными упорами или со страхующим. Если болят колени, тазобедренные суставы или спина, покажитесь врачу или реабилитологу, прежде чем приседать с большим весом. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "barbell-front-squat": {
    summary: {
      en: "A squat with the bar held on the front of your shoulders: it shifts more work to the quads and demands an upright torso and a strong upper back.",
      ru: "Присед со штангой на передней поверхности плеч: больше нагружает квадрицепсы и требует вертикального корпуса и сильного верха спины.",
    },
    steps: {
      en: [
        "Set the bar in the rack at upper-chest height and the safety pins just below your bottom position.",
        "Step in so the bar sits on the front of your shoulders against your throat, with your fingertips under the bar and elbows pointing forward.",
        "Lift the bar out, step back, and stand with feet shoulder-width apart and toes turned out slightly.",
        "Breathe in deeply, brace your trunk and drive your elbows up so the bar stays on your shoulders.",
        "Sit straight down between your heels, keeping your torso upright and your knees tracking over your toes.",
        "Stand up by pushing the floor away while keeping the elbows high, and breathe out near the top.",
      ],
      ru: [
        "Установите штангу на стойках на уровне верха груди, а страховочные упоры — чуть ниже нижней точки приседа.",
        "Подойдите к грифу так, чтобы он лёг на переднюю часть плеч у самого горла, пальцы под грифом, а локти направлены вперёд.",
        "Снимите штангу, отойдите назад и поставьте стопы на ширине плеч, слегка развернув носки наружу.",
        "Сделайте глубокий вдох, напрягите корпус и поднимите локти, чтобы штанга не скатывалась с плеч.",
        "Опускайтесь вертикально вниз между пятками, держа корпус прямым, а колени — над носками.",
        "Вставайте, отталкивая пол ногами и не опуская локтей, и выдыхайте ближе к верхней точке.",
      ],
    },
    mistakes: {
      en: [
        "Dropping the elbows, so the bar rolls forward and the upper back rounds.",
        "Gripping the bar tightly with the whole hand instead of resting it on the shoulders.",
        "Leaning the torso forward like in a back squat.",
        "Letting the heels come up at the bottom.",
      ],
      ru: [
        "Локти опускаются, штанга скатывается вперёд, а верх спины округляется.",
        "Гриф зажат в полном хвате вместо того, чтобы лежать на плечах.",
        "Корпус наклоняется вперёд, как в приседе со штангой на спине.",
        "Пятки отрываются от пола в нижней точке.",
      ],
    },
    safety: {
      en: "Use a rack with safety pins; if you lose the bar, push it forward and step back rather than trying to save it. Stiff wrists are common at first, so a cross-arm grip or lifting straps can help while mobility improves. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Работайте в раме со страховочными упорами; если теряете штангу, сбросьте её вперёд и отступите назад, не пытаясь удержать. Поначалу часто мешает скованность запястий — пока подвижность не улучшится, можно держать гриф скрестными руками или с помощью лямок. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "goblet-squat": {
    summary: {
      en: "A squat holding one dumbbell or kettlebell at your chest; the front load keeps you upright, which makes it the easiest way to learn good squat form.",
      ru: "Присед с гантелью или гирей у груди; вес спереди помогает держать корпус вертикально, поэтому это лучший способ освоить технику приседа.",
    },
    steps: {
      en: [
        "Hold one dumbbell vertically by its top end (or a kettlebell by the horns) close to your chest, elbows pointing down.",
        "Stand with your feet a little wider than shoulder-width and your toes turned out slightly.",
        "Take a breath and brace, then sit down between your heels, letting your elbows move inside your knees.",
        "Go as low as you can while keeping your back neutral and your heels on the floor.",
        "Push through your whole foot to stand up, breathing out as you pass the hardest part.",
      ],
      ru: [
        "Возьмите гантель вертикально за верхний диск (или гирю за рукоять с двух сторон) и прижмите её к груди, локти смотрят вниз.",
        "Поставьте стопы чуть шире плеч, носки слегка разверните наружу.",
        "Вдохните и напрягите пресс, затем опускайтесь между пятками так, чтобы локти прошли внутри коленей.",
        "Садитесь настолько глубоко, насколько получается с ровной спиной и пятками на полу.",
        "Вставайте, толкаясь всей стопой, и выдыхайте на самом тяжёлом участке подъёма.",
      ],
    },
    mistakes: {
      en: [
        "Letting the weight drift away from the chest, which pulls the torso forward.",
        "Knees collapsing inward.",
        "Rising onto the toes at the bottom.",
        "Rounding the lower back to get extra depth.",
      ],
      ru: [
        "Гантель отходит от груди и тянет корпус вперёд.",
        "Колени заваливаются внутрь.",
        "В нижней точке вес уходит на носки.",
        "Поясница округляется ради лишних сантиметров глубины.",
      ],
    },
    safety: {
      en: "Pick a weight you can hold comfortably for the whole set; when your grip or upper back tires before your legs, it is time to move to a barbell squat or another leg exercise. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Берите вес, который вы спокойно удержите весь подход; если хват или верх спины устают раньше ног, пора переходить к приседу со штангой или другому упражнению на ноги. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "bodyweight-squat": {
    summary: {
      en: "The basic squat pattern with no equipment: a good warm-up, a home workout staple and the first step before adding weight.",
      ru: "Базовый присед без инвентаря: хорошая разминка, основа домашних тренировок и первый шаг перед работой с весом.",
    },
    steps: {
      en: [
        "Stand with your feet shoulder-width apart, toes turned out slightly, and your arms relaxed or stretched out in front for balance.",
        "Breathe in and push your hips back while bending your knees.",
        "Lower yourself until your thighs are at least parallel to the floor, keeping your chest up and heels down.",
        "Push through your whole foot to return to standing, breathing out on the way up.",
        "Squeeze your glutes lightly at the top without leaning back.",
      ],
      ru: [
        "Встаньте, поставив стопы на ширине плеч и слегка развернув носки; руки опустите или вытяните вперёд для равновесия.",
        "На вдохе отводите таз назад и одновременно сгибайте колени.",
        "Опускайтесь, пока бёдра не станут хотя бы параллельны полу, держа грудь раскрытой, а пятки на полу.",
        "Вставайте, толкаясь всей стопой, и выдыхайте на подъёме.",
        "Вверху слегка напрягите ягодицы, не отклоняясь назад.",
      ],
    },
    mistakes: {
      en: [
        "Only bending the knees so they shoot far forward and the heels lift.",
        "Knees collapsing inward.",
        "Rushing and bouncing out of the bottom.",
        "Looking down and rounding the back.",
      ],
      ru: [
        "Сгибаются только колени: они уходят далеко вперёд, а пятки отрываются.",
        "Колени заваливаются внутрь.",
        "Слишком быстрый темп и отскок из нижней точки.",
        "Взгляд в пол и округлённая спина.",
      ],
    },
    safety: {
      en: "If full depth hurts your knees or hips, squat to a bench or box at a height you can control and go lower as you get stronger.",
      ru: "Если полный присед вызывает боль в коленях или тазобедренных суставах, приседайте до скамьи или тумбы на удобной высоте и постепенно увеличивайте глубину.",
    },
  },
  "machine-hack-squat": {
    summary: {
      en: "A guided squat on an angled sled; the back pad takes balance out of the picture so you can push the quads hard with less strain on the lower back.",
      ru: "Присед в тренажёре с наклонной платформой; упор для спины снимает задачу равновесия, и можно хорошо нагрузить квадрицепсы, меньше нагружая поясницу.",
    },
    steps: {
      en: [
        "Stand on the platform with your back and shoulders against the pads and your feet about shoulder-width apart in the middle of the plate.",
        "Straighten your legs, release the safety handles and grip the side handles.",
        "Breathe in and bend your knees to lower the sled under control until your thighs are at least parallel to the platform.",
        "Keep your lower back and hips pressed into the pad throughout.",
        "Push through your whole foot to straighten your legs, breathing out, and stop just short of locking your knees.",
        "Re-engage the safety handles before stepping off.",
      ],
      ru: [
        "Встаньте на платформу, прижмите спину и плечи к упорам, стопы поставьте примерно на ширине плеч в середине платформы.",
        "Выпрямите ноги, снимите тренажёр со стопоров и возьмитесь за боковые рукояти.",
        "На вдохе сгибайте колени и плавно опускайтесь, пока бёдра не станут хотя бы параллельны платформе.",
        "Всё время держите поясницу и таз прижатыми к спинке.",
        "На выдохе выжимайте вес всей стопой и останавливайтесь чуть раньше полного выпрямления коленей.",
        "Прежде чем сойти с платформы, снова закройте стопоры.",
      ],
    },
    mistakes: {
      en: [
        "Lifting the hips off the pad at the bottom.",
        "Letting the heels rise off the platform.",
        "Snapping the knees into lockout at the top.",
        "Cutting the range short to move more weight.",
      ],
      ru: [
        "Таз отрывается от спинки в нижней точке.",
        "Пятки отрываются от платформы.",
        "Колени резко защёлкиваются в верхней точке.",
        "Неполная амплитуда ради большего веса на тренажёре.",
      ],
    },
    safety: {
      en: "Learn where the safety stops are before you load the machine. Placing the feet higher on the plate reduces knee bend if deep knee flexion is uncomfortable.",
      ru: "Разберитесь, как работают стопоры, прежде чем вешать вес. Если глубокое сгибание коленей некомфортно, поставьте стопы выше на платформе.",
    },
  },
  "dumbbell-split-squat": {
    summary: {
      en: "A lunge done in place, with both feet staying put: it trains each leg on its own and is easier to balance than walking or Bulgarian variations.",
      ru: "Выпад на месте, при котором стопы не переставляются: нагружает каждую ногу отдельно и проще по балансу, чем выпады в ходьбе или болгарские приседания.",
    },
    steps: {
      en: [
        "Hold a dumbbell in each hand at your sides and take a long step forward, so your feet are about hip-width apart side to side.",
        "Rise onto the ball of your back foot and keep your torso tall.",
        "Breathe in and lower straight down until your back knee nearly touches the floor and your front shin is close to vertical.",
        "Push through the heel and mid-foot of your front leg to rise, breathing out on the way up.",
        "Do all reps on one side, then switch legs; the rep count is per side.",
      ],
      ru: [
        "Возьмите по гантели в каждую руку и сделайте широкий шаг вперёд так, чтобы между стопами по ширине оставалось расстояние примерно в ширину таза.",
        "Встаньте на носок задней ноги и держите корпус прямо.",
        "На вдохе опускайтесь вертикально вниз, пока заднее колено почти не коснётся пола, а голень передней ноги не станет почти вертикальной.",
        "На выдохе поднимайтесь, толкаясь пяткой и серединой передней стопы.",
        "Сделайте все повторения на одну ногу, затем смените ногу; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Standing with both feet on one line, which makes you wobble.",
        "Pushing off the back leg instead of the front one.",
        "Letting the front knee cave inward.",
        "Leaning far forward and rounding the back.",
      ],
      ru: [
        "Стопы стоят на одной линии, из-за чего теряется равновесие.",
        "Толчок идёт задней ногой вместо передней.",
        "Колено передней ноги заваливается внутрь.",
        "Корпус сильно наклоняется вперёд, спина округляется.",
      ],
    },
    safety: {
      en: "Put a folded mat under your back knee if it touches the floor. Hold on to a rack with one hand for balance until the movement feels steady.",
      ru: "Если заднее колено касается пола, подложите под него сложенный коврик. Пока движение не станет устойчивым, держитесь одной рукой за стойку.",
    },
  },
  "bulgarian-split-squat": {
    summary: {
      en: "A split squat with your rear foot up on a bench; it loads the front leg heavily and builds the quads and glutes one side at a time.",
      ru: "Сплит-присед с задней ногой на скамье; сильно нагружает переднюю ногу и прорабатывает квадрицепсы и ягодицы каждой ноги по отдельности.",
    },
    steps: {
      en: [
        "Stand about a long stride in front of a bench, holding a dumbbell in each hand, and place the top of your back foot on the bench.",
        "Check your stance with a test rep: at the bottom your front heel should stay down and your front knee should be roughly over your mid-foot.",
        "Breathe in and lower your back knee toward the floor, leaning your torso forward slightly.",
        "Go down until your front thigh is about parallel to the floor.",
        "Drive through your front foot to stand back up, breathing out as you rise.",
        "Finish all reps on one leg, then switch; the rep count is per side.",
      ],
      ru: [
        "Встаньте с гантелями в руках примерно в широком шаге перед скамьёй и положите подъём задней стопы на скамью.",
        "Проверьте расстановку пробным повторением: внизу пятка передней ноги должна оставаться на полу, а колено — примерно над серединой стопы.",
        "На вдохе опускайте заднее колено к полу, слегка наклоняя корпус вперёд.",
        "Опускайтесь, пока бедро передней ноги не станет примерно параллельно полу.",
        "На выдохе поднимайтесь, толкаясь передней стопой.",
        "Выполните все повторения на одну ногу, затем смените её; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Standing too close to the bench, so the front heel lifts.",
        "Pushing with the back leg on the bench.",
        "Letting the front knee wobble inward.",
        "Dropping fast into the bottom and bouncing out.",
      ],
      ru: [
        "Слишком близко к скамье, из-за чего пятка передней ноги отрывается.",
        "Толчок задней ногой со скамьи.",
        "Колено передней ноги гуляет внутрь.",
        "Резкое падение в нижнюю точку и отскок.",
      ],
    },
    safety: {
      en: "Start with bodyweight to find a stable stance before adding dumbbells. Use a bench of knee height or lower; a higher one strains the front of the back hip.",
      ru: "Сначала найдите устойчивую расстановку без веса и только потом берите гантели. Скамья должна быть не выше колена: более высокая перегружает переднюю поверхность бедра задней ноги.",
    },
  },
  "dumbbell-walking-lunge": {
    summary: {
      en: "Lunges that travel forward with every step; they build the legs and glutes and challenge balance and conditioning at the same time.",
      ru: "Выпады с продвижением вперёд на каждом шаге; развивают ноги и ягодицы и одновременно тренируют равновесие и выносливость.",
    },
    steps: {
      en: [
        "Hold a dumbbell in each hand at your sides and stand tall with your feet hip-width apart.",
        "Take a long step forward and lower your back knee toward the floor while breathing in.",
        "Stop when your back knee is just above the floor and your front thigh is about parallel to it.",
        "Push through your front foot and bring your back leg forward straight into the next step, breathing out as you rise.",
        "Alternate legs as you walk; the rep count is per side.",
      ],
      ru: [
        "Возьмите по гантели в каждую руку и встаньте прямо, стопы на ширине таза.",
        "На вдохе сделайте широкий шаг вперёд и опустите заднее колено к полу.",
        "Остановитесь, когда заднее колено окажется чуть выше пола, а бедро передней ноги — примерно параллельно ему.",
        "На выдохе толкнитесь передней ногой и сразу выведите заднюю ногу вперёд в следующий шаг.",
        "Чередуйте ноги на ходу; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Steps so short that the front knee shoots well past the toes and the heel lifts.",
        "Walking on a tightrope line instead of keeping the feet hip-width apart.",
        "Slamming the back knee into the floor.",
        "Leaning forward and letting the dumbbells swing.",
      ],
      ru: [
        "Слишком короткий шаг: колено далеко уходит за носок, пятка отрывается.",
        "Стопы ставятся на одну линию, как на канате, вместо ширины таза.",
        "Заднее колено с размаху бьётся об пол.",
        "Корпус заваливается вперёд, гантели раскачиваются.",
      ],
    },
    safety: {
      en: "Make sure the walkway is clear and long enough before you start. If your balance goes, stop, plant both feet and reset rather than stumbling on.",
      ru: "Перед началом убедитесь, что дорожка свободна и достаточно длинная. Если теряете равновесие, остановитесь, поставьте обе стопы и начните заново, а не продолжайте на ходу.",
    },
  },
  "bodyweight-reverse-lunge": {
    summary: {
      en: "A lunge where you step backward, which is gentler on the knees than a forward lunge and easy to do anywhere.",
      ru: "Выпад шагом назад: щадит колени больше, чем выпад вперёд, и его можно делать где угодно.",
    },
    steps: {
      en: [
        "Stand tall with your feet hip-width apart and your hands on your hips or in front of your chest.",
        "Breathe in and take a long step back, landing on the ball of your back foot.",
        "Lower your back knee toward the floor until your front thigh is about parallel to it.",
        "Push through your front heel to return to standing, breathing out as you bring the back foot forward.",
        "Alternate legs or finish one side first; the rep count is per side.",
      ],
      ru: [
        "Встаньте прямо, стопы на ширине таза, руки на поясе или перед грудью.",
        "На вдохе сделайте широкий шаг назад и поставьте заднюю ногу на носок.",
        "Опускайте заднее колено к полу, пока бедро передней ноги не станет примерно параллельно полу.",
        "На выдохе вернитесь в исходное положение, толкаясь пяткой передней ноги и подтягивая заднюю ногу.",
        "Чередуйте ноги или сначала выполните подход на одну сторону; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Stepping back too little, so the front knee drives forward.",
        "Twisting the hips as you step back.",
        "Letting the front knee cave inward.",
        "Pushing off the back foot to get up.",
      ],
      ru: [
        "Слишком маленький шаг назад, из-за чего колено передней ноги уходит вперёд.",
        "Таз разворачивается при шаге назад.",
        "Колено передней ноги заваливается внутрь.",
        "Подъём за счёт толчка задней ногой.",
      ],
    },
    safety: {
      en: "Hold a wall or chair for balance at first. When it gets easy, add dumbbells rather than rushing the pace.",
      ru: "Поначалу держитесь за стену или стул для равновесия. Когда станет легко, возьмите гантели, а не ускоряйте темп.",
    },
  },
  "barbell-romanian-deadlift": {
    summary: {
      en: "A hip hinge from standing with slightly bent knees; it trains the hamstrings and glutes through a long stretch and teaches you to bend with a neutral back.",
      ru: "Наклон с почти прямыми ногами из положения стоя; нагружает заднюю поверхность бедра и ягодицы в растянутом положении и учит наклоняться с ровной спиной.",
    },
    steps: {
      en: [
        "Stand holding the bar with an overhand grip just outside your thighs, feet hip-width apart.",
        "Unlock your knees slightly, pull your shoulders back and brace your trunk with a deep breath.",
        "Push your hips back and let the bar slide down your thighs, keeping it close to your legs and your back flat.",
        "Stop when you feel a strong stretch in your hamstrings, usually with the bar around mid-shin or just below the knees.",
        "Drive your hips forward to stand up, squeezing your glutes, and breathe out at the top.",
      ],
      ru: [
        "Встаньте со штангой в руках, хват сверху чуть шире бёдер, стопы на ширине таза.",
        "Слегка согните колени, отведите плечи назад и на глубоком вдохе напрягите корпус.",
        "Отводите таз назад, ведя гриф вдоль бёдер вплотную к ногам и сохраняя спину ровной.",
        "Остановитесь, когда почувствуете сильное растяжение в задней поверхности бедра — обычно гриф при этом около середины голени или чуть ниже колен.",
        "Вернитесь в исходное положение, подавая таз вперёд и напрягая ягодицы, и выдохните вверху.",
      ],
    },
    mistakes: {
      en: [
        "Rounding the back to reach lower.",
        "Bending the knees more and more until it becomes a squat.",
        "Letting the bar drift away from the legs.",
        "Leaning back and overextending the lower back at the top.",
      ],
      ru: [
        "Спина округляется ради большей амплитуды.",
        "Колени сгибаются всё сильнее, и движение превращается в присед.",
        "Гриф уходит от ног вперёд.",
        "Вверху корпус отклоняется назад, поясница переразгибается.",
      ],
    },
    safety: {
      en: "Your range ends where your back starts to round, not where the bar touches the floor. Anyone with current back pain should get advice from a doctor or physiotherapist before loading hinges. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Амплитуда заканчивается там, где спина начинает округляться, а не там, где гриф касается пола. При текущих болях в спине сначала посоветуйтесь с врачом или реабилитологом. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "single-leg-romanian-deadlift": {
    summary: {
      en: "A hip hinge on one leg that trains the hamstrings and glutes while challenging balance and hip stability.",
      ru: "Наклон на одной ноге: нагружает заднюю поверхность бедра и ягодицы и одновременно тренирует равновесие и стабильность таза.",
    },
    steps: {
      en: [
        "Stand on one leg with a soft knee, holding a dumbbell in the hand opposite the standing leg.",
        "Breathe in and hinge forward from the hip, letting your free leg reach straight back as a counterweight.",
        "Keep your hips level and square to the floor, and lower the dumbbell along your standing leg.",
        "Stop when your torso is nearly parallel to the floor or when you feel a strong hamstring stretch.",
        "Drive your standing hip forward to return upright, breathing out as you rise.",
        "Do all reps on one leg, then switch; the rep count is per side.",
      ],
      ru: [
        "Встаньте на одну ногу, слегка согнув колено, гантель держите в руке, противоположной опорной ноге.",
        "На вдохе наклоняйтесь вперёд от таза, отводя свободную ногу прямо назад как противовес.",
        "Держите таз ровно, параллельно полу, и опускайте гантель вдоль опорной ноги.",
        "Остановитесь, когда корпус станет почти параллелен полу или появится сильное растяжение задней поверхности бедра.",
        "На выдохе вернитесь в вертикальное положение, подавая таз опорной ноги вперёд.",
        "Выполните все повторения на одну ногу, затем смените её; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Opening the hip of the free leg so the pelvis twists toward the ceiling.",
        "Rounding the back to get the dumbbell lower.",
        "Locking the standing knee straight.",
        "Rushing the lowering phase and losing balance.",
      ],
      ru: [
        "Таз со стороны свободной ноги разворачивается к потолку.",
        "Спина округляется, чтобы опустить гантель ниже.",
        "Колено опорной ноги полностью выпрямлено и заблокировано.",
        "Слишком быстрое опускание и потеря равновесия.",
      ],
    },
    safety: {
      en: "Lightly touch a wall or rack with your free hand until your balance is reliable; falling with a weight in your hand is the main risk here.",
      ru: "Пока баланс не станет надёжным, касайтесь свободной рукой стены или стойки: главный риск здесь — упасть с весом в руке.",
    },
  },
  "barbell-hip-thrust": {
    summary: {
      en: "A loaded bridge with your upper back on a bench; it is one of the most effective exercises for the glutes, with little load on the spine.",
      ru: "Мост с весом и упором верхом спины в скамью; одно из самых эффективных упражнений на ягодицы при небольшой нагрузке на позвоночник.",
    },
    steps: {
      en: [
        "Sit on the floor with your upper back against the long side of a bench and roll a padded barbell over your hips.",
        "Plant your feet hip-width apart so that your shins will be vertical at the top.",
        "Tuck your chin slightly, breathe in and brace your trunk.",
        "Drive through your heels to lift your hips until your torso and thighs form a straight line, and squeeze your glutes hard for a moment.",
        "Lower your hips under control until they are just above the floor, breathing out at the top or on the way down.",
      ],
      ru: [
        "Сядьте на пол, упритесь верхом спины в длинный край скамьи и перекатите штангу с мягкой накладкой на тазобедренный сгиб.",
        "Поставьте стопы на ширине таза так, чтобы в верхней точке голени были вертикальны.",
        "Слегка прижмите подбородок, вдохните и напрягите корпус.",
        "Толкаясь пятками, поднимайте таз, пока корпус и бёдра не вытянутся в одну линию, и на секунду сильно сожмите ягодицы.",
        "Подконтрольно опустите таз почти до пола, выдыхая в верхней точке или на опускании.",
      ],
    },
    mistakes: {
      en: [
        "Arching the lower back at the top instead of finishing with the hips.",
        "Feet too far out, which shifts the work to the hamstrings.",
        "Feet too close, so the quads take over and the heels lift.",
        "Throwing the head back and looking at the ceiling.",
      ],
      ru: [
        "В верхней точке прогибается поясница, а таз не дожимается.",
        "Стопы стоят слишком далеко, и нагрузка уходит на заднюю поверхность бедра.",
        "Стопы стоят слишком близко, работают квадрицепсы, а пятки отрываются.",
        "Голова запрокидывается, взгляд уходит в потолок.",
      ],
    },
    safety: {
      en: "Use a thick bar pad or a folded mat so the bar does not press on your pelvic bones, and make sure the bench cannot slide. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Используйте толстую накладку на гриф или сложенный коврик, чтобы штанга не давила на кости таза, и убедитесь, что скамья не скользит. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "glute-bridge": {
    summary: {
      en: "A simple floor exercise that wakes up and strengthens the glutes; useful for beginners, for warm-ups and for home training.",
      ru: "Простое упражнение на полу, которое включает в работу и укрепляет ягодицы; подходит новичкам, для разминки и для домашних тренировок.",
    },
    steps: {
      en: [
        "Lie on your back with your knees bent, feet flat on the floor hip-width apart and arms by your sides.",
        "Breathe in and gently brace your abs so your lower back stays neutral.",
        "Breathe out and push through your heels to lift your hips until your shoulders, hips and knees form a straight line.",
        "Squeeze your glutes at the top for one to two seconds.",
        "Lower your hips slowly back to the floor.",
      ],
      ru: [
        "Лягте на спину, согните колени, стопы поставьте на пол на ширине таза, руки вдоль тела.",
        "Вдохните и слегка напрягите пресс, чтобы поясница оставалась в нейтральном положении.",
        "На выдохе, толкаясь пятками, поднимите таз, пока плечи, таз и колени не выстроятся в одну линию.",
        "В верхней точке сожмите ягодицы на одну-две секунды.",
        "Медленно опустите таз на пол.",
      ],
    },
    mistakes: {
      en: [
        "Arching the lower back instead of lifting with the glutes.",
        "Pushing through the toes so the thighs take over.",
        "Letting the knees fall inward or outward.",
        "Dropping the hips quickly without control.",
      ],
      ru: [
        "Прогиб в пояснице вместо подъёма за счёт ягодиц.",
        "Толчок носками, из-за чего работают в основном бёдра.",
        "Колени заваливаются внутрь или разваливаются наружу.",
        "Таз быстро падает вниз без контроля.",
      ],
    },
    safety: {
      en: "If you feel cramps in your hamstrings, bring your feet a little closer to your hips. Add a resistance band above the knees or a weight on your hips once 20 clean reps feel easy.",
      ru: "Если сводит заднюю поверхность бедра, поставьте стопы чуть ближе к тазу. Когда 20 чистых повторений даются легко, добавьте резинку над коленями или вес на таз.",
    },
  },
  "single-leg-glute-bridge": {
    summary: {
      en: "A glute bridge on one leg that doubles the load on each side and reveals left-right differences without any equipment.",
      ru: "Ягодичный мост на одной ноге: удваивает нагрузку на каждую сторону и выявляет разницу между левой и правой ногой без всякого инвентаря.",
    },
    steps: {
      en: [
        "Lie on your back with one foot flat on the floor near your hips and the other leg straight or with the knee pulled toward your chest.",
        "Breathe in and brace your abs, pressing your arms into the floor for stability.",
        "Breathe out and push through the heel of the planted foot to lift your hips until your body is in a straight line from shoulder to knee.",
        "Keep both sides of your pelvis level as you squeeze the working glute at the top.",
        "Lower slowly and repeat, then switch legs; the rep count is per side.",
      ],
      ru: [
        "Лягте на спину, одну стопу поставьте на пол недалеко от таза, другую ногу выпрямите или подтяните колено к груди.",
        "Вдохните, напрягите пресс и прижмите руки к полу для устойчивости.",
        "На выдохе, толкаясь пяткой опорной ноги, поднимите таз, пока тело не вытянется в линию от плеч до колена.",
        "В верхней точке сожмите рабочую ягодицу, не давая тазу перекоситься.",
        "Медленно опуститесь, повторите, затем смените ногу; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Letting the pelvis drop or twist on the side of the free leg.",
        "Arching the lower back at the top.",
        "Pushing off the free leg or the arms to get up.",
      ],
      ru: [
        "Таз проваливается или перекашивается в сторону свободной ноги.",
        "В верхней точке прогибается поясница.",
        "Помощь себе свободной ногой или руками.",
      ],
    },
    safety: {
      en: "Master the two-leg bridge first. Stop if you feel pain in the lower back rather than effort in the glutes.",
      ru: "Сначала освойте мост на двух ногах. Остановитесь, если вместо работы ягодиц чувствуете боль в пояснице.",
    },
  },
  "leg-press": {
    summary: {
      en: "A machine press for the whole leg that lets you train the quads and glutes hard without balancing a bar on your back.",
      ru: "Жим платформы в тренажёре: позволяет серьёзно нагрузить квадрицепсы и ягодицы без штанги на спине и без задачи на равновесие.",
    },
    steps: {
      en: [
        "Sit in the machine with your back and hips flat against the pad and your feet shoulder-width apart in the middle of the platform.",
        "Press the platform up slightly, release the safety catches and hold the side handles.",
        "Breathe in and lower the platform under control until your knees are bent to about 90 degrees or slightly more.",
        "Keep your lower back on the pad; stop before your pelvis starts to curl up.",
        "Breathe out and push through your whole foot to extend your legs, stopping just short of locking your knees.",
        "Lock the safety catches again before getting out.",
      ],
      ru: [
        "Сядьте в тренажёр, прижмите спину и таз к спинке, стопы поставьте на ширине плеч в середине платформы.",
        "Слегка выжмите платформу, снимите её со стопоров и возьмитесь за боковые рукояти.",
        "На вдохе плавно опускайте платформу, пока колени не согнутся примерно до 90 градусов или чуть больше.",
        "Поясница остаётся прижатой к спинке; остановитесь раньше, чем таз начнёт подкручиваться.",
        "На выдохе выжмите платформу всей стопой, не выпрямляя колени до конца.",
        "Прежде чем встать, снова закройте стопоры.",
      ],
    },
    mistakes: {
      en: [
        "Lowering so deep that the pelvis lifts off the seat and the lower back rounds.",
        "Locking the knees hard at the top.",
        "Letting the knees cave inward as you press.",
        "Loading more weight than you can move through a full range.",
      ],
      ru: [
        "Слишком глубокое опускание: таз отрывается от сиденья, поясница округляется.",
        "Резкое выпрямление коленей до блока в верхней точке.",
        "Колени сводятся внутрь во время жима.",
        "Вес больше, чем вы можете выжать в полной амплитуде.",
      ],
    },
    safety: {
      en: "Never lock out your knees under a heavy load, and always use the safety catches. Foot position changes the emphasis: higher on the platform works the glutes and hamstrings more, lower works the quads more.",
      ru: "Никогда не блокируйте колени под большим весом и всегда пользуйтесь стопорами. Постановка стоп меняет акцент: выше на платформе — больше ягодицы и задняя поверхность бедра, ниже — больше квадрицепсы.",
    },
  },
  "leg-extension": {
    summary: {
      en: "A machine exercise that isolates the quads by straightening the knee; good for adding quad volume or finishing a leg day.",
      ru: "Упражнение в тренажёре, изолирующее квадрицепсы за счёт разгибания колена; удобно, чтобы добавить объём на квадрицепсы или завершить тренировку ног.",
    },
    steps: {
      en: [
        "Adjust the seat so your knees line up with the machine's pivot and the pad rests on your lower shins just above the ankles.",
        "Sit back against the pad and hold the handles to keep your hips down.",
        "Breathe out and straighten your legs until your knees are almost fully extended.",
        "Pause for a second and squeeze your quads at the top.",
        "Breathe in and lower the weight slowly, without letting the stack touch down between reps.",
      ],
      ru: [
        "Отрегулируйте сиденье так, чтобы колени были на одной линии с осью вращения тренажёра, а валик лежал на нижней части голени чуть выше голеностопа.",
        "Сядьте плотно к спинке и держитесь за рукояти, чтобы таз не отрывался от сиденья.",
        "На выдохе выпрямите ноги почти до полного разгибания в коленях.",
        "Задержитесь на секунду и напрягите квадрицепсы в верхней точке.",
        "На вдохе медленно опустите вес, не давая блинам касаться стопки между повторениями.",
      ],
    },
    mistakes: {
      en: [
        "Swinging the weight up with momentum.",
        "Lifting the hips off the seat.",
        "Dropping the weight quickly on the way down.",
        "Seat set so the knees are out of line with the pivot.",
      ],
      ru: [
        "Вес забрасывается рывком за счёт инерции.",
        "Таз отрывается от сиденья.",
        "Вес быстро падает вниз.",
        "Сиденье настроено так, что колени не совпадают с осью тренажёра.",
      ],
    },
    safety: {
      en: "If the front of your knee hurts, use a lighter weight or a shorter range. Anyone recovering from a knee injury should follow the advice of their doctor or physiotherapist on this exercise.",
      ru: "Если болит передняя поверхность колена, уменьшите вес или амплитуду. После травмы колена выполняйте это упражнение только по рекомендации врача или реабилитолога.",
    },
  },
  "lying-leg-curl": {
    summary: {
      en: "A machine exercise that isolates the hamstrings by bending the knee; it complements hinges such as the Romanian deadlift.",
      ru: "Упражнение в тренажёре, изолированно нагружающее заднюю поверхность бедра за счёт сгибания колена; хорошо дополняет наклоны вроде румынской тяги.",
    },
    steps: {
      en: [
        "Lie face down on the machine with your knees just off the edge of the bench and the pad resting just above your heels.",
        "Hold the handles and press your hips into the bench.",
        "Breathe out and curl your heels toward your glutes as far as you can without lifting your hips.",
        "Pause briefly at the top.",
        "Breathe in and lower the weight slowly until your legs are almost straight.",
      ],
      ru: [
        "Лягте на тренажёр лицом вниз так, чтобы колени были чуть за краем скамьи, а валик лежал чуть выше пяток.",
        "Возьмитесь за рукояти и прижмите таз к скамье.",
        "На выдохе подтяните пятки к ягодицам настолько, насколько получается без отрыва таза.",
        "Ненадолго задержитесь в верхней точке.",
        "На вдохе медленно опустите вес, пока ноги почти не выпрямятся.",
      ],
    },
    mistakes: {
      en: [
        "Lifting the hips off the bench to finish the rep.",
        "Using a short, jerky range.",
        "Letting the weight drop on the way down.",
      ],
      ru: [
        "Таз поднимается со скамьи, чтобы дожать повторение.",
        "Короткая амплитуда и рывки.",
        "Вес падает вниз без контроля.",
      ],
    },
    safety: {
      en: "Keep the lowering slow and stop a little short of full knee extension under load. Ease off if you feel cramping in the hamstrings or calves.",
      ru: "Опускайте вес медленно и не разгибайте колени до конца под нагрузкой. Если сводит мышцы задней поверхности бедра или икры, снизьте вес.",
    },
  },
  "standing-calf-raise": {
    summary: {
      en: "Rising onto the toes under load to strengthen the calves, which matter for walking, running and jumping.",
      ru: "Подъём на носки с весом для укрепления икроножных мышц, которые важны при ходьбе, беге и прыжках.",
    },
    steps: {
      en: [
        "Stand in the machine with the shoulder pads on your shoulders and the balls of your feet on the edge of the step.",
        "Straighten your body and keep your knees straight but not locked.",
        "Breathe in and lower your heels slowly until you feel a full stretch in your calves.",
        "Pause for a moment at the bottom without bouncing.",
        "Breathe out and rise as high onto your toes as you can, then hold the top for a second.",
      ],
      ru: [
        "Встаньте в тренажёр, упритесь плечами в валики и поставьте подушечки стоп на край платформы.",
        "Выпрямитесь, колени прямые, но не заблокированные.",
        "На вдохе медленно опускайте пятки, пока не почувствуете полное растяжение икр.",
        "Задержитесь на мгновение внизу без пружинящего отскока.",
        "На выдохе поднимитесь на носки как можно выше и задержитесь вверху на секунду.",
      ],
    },
    mistakes: {
      en: [
        "Bouncing at the bottom instead of pausing.",
        "Using a tiny range of motion.",
        "Bending and straightening the knees to help the lift.",
        "Rolling onto the outer edge of the foot.",
      ],
      ru: [
        "Пружинящий отскок внизу вместо паузы.",
        "Слишком маленькая амплитуда.",
        "Помощь себе сгибанием и разгибанием коленей.",
        "Заваливание стопы на внешний край.",
      ],
    },
    safety: {
      en: "Go slowly into the stretch, especially if you have had Achilles tendon problems; any sharp pain at the back of the ankle is a reason to stop and see a doctor.",
      ru: "Опускайтесь в растяжение медленно, особенно если раньше были проблемы с ахилловым сухожилием; резкая боль сзади над пяткой — повод остановиться и обратиться к врачу.",
    },
  },
  "seated-calf-raise": {
    summary: {
      en: "A calf raise with bent knees, which puts more of the work on the soleus, the deep calf muscle.",
      ru: "Подъём на носки с согнутыми коленями, при котором больше работает камбаловидная мышца — глубокая мышца голени.",
    },
    steps: {
      en: [
        "Sit in the machine with the balls of your feet on the platform and the pad resting on your lower thighs.",
        "Lift the weight slightly and release the safety lever.",
        "Breathe in and lower your heels slowly until your calves are fully stretched.",
        "Breathe out and push up onto your toes as high as you can.",
        "Hold the top for a second, then lower again under control.",
      ],
      ru: [
        "Сядьте в тренажёр, поставьте подушечки стоп на платформу, валик должен лежать на нижней части бёдер.",
        "Слегка приподнимите вес и снимите стопор.",
        "На вдохе медленно опускайте пятки до полного растяжения икр.",
        "На выдохе поднимитесь на носки как можно выше.",
        "Задержитесь вверху на секунду и подконтрольно опуститесь.",
      ],
    },
    mistakes: {
      en: [
        "Bouncing out of the bottom position.",
        "Half reps that skip the stretch.",
        "Pushing with the hands on the pad.",
      ],
      ru: [
        "Отскок из нижней точки.",
        "Половинчатые повторения без растяжения.",
        "Помощь себе руками, давящими на валик.",
      ],
    },
    safety: {
      en: "Set the safety lever before getting out of the machine, and keep the tempo controlled to protect the Achilles tendon.",
      ru: "Прежде чем выйти из тренажёра, поставьте его на стопор; работайте в подконтрольном темпе, чтобы беречь ахиллово сухожилие.",
    },
  },
  "dumbbell-step-up": {
    summary: {
      en: "Stepping up onto a bench with dumbbells in hand; it builds single-leg strength that carries over to stairs, hiking and sport.",
      ru: "Зашагивания на скамью с гантелями в руках; развивают силу каждой ноги, что пригодится на лестницах, в походах и в спорте.",
    },
    steps: {
      en: [
        "Stand facing a stable bench or box about knee height, holding a dumbbell in each hand.",
        "Place one whole foot on the bench.",
        "Lean your torso forward slightly, breathe out and drive through the foot on the bench to stand up on it.",
        "Avoid pushing off the floor with the back foot; let it follow and touch the bench lightly.",
        "Breathe in and step down slowly with the same trailing leg, keeping the working foot on the bench.",
        "Complete all reps on one leg, then switch; the rep count is per side.",
      ],
      ru: [
        "Встаньте лицом к устойчивой скамье или тумбе высотой примерно до колена, в руках гантели.",
        "Поставьте на скамью одну ногу всей стопой.",
        "Слегка наклоните корпус вперёд и на выдохе поднимитесь на скамью, толкаясь стоящей на ней ногой.",
        "Не отталкивайтесь от пола нижней ногой: она просто следует за телом и мягко ставится на скамью.",
        "На вдохе медленно шагните вниз той же ногой, оставив рабочую стопу на скамье.",
        "Выполните все повторения на одну ногу, затем смените её; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Springing off the floor with the back leg.",
        "Using a box so high that the hip rises above the knee and the back rounds.",
        "Letting the working knee cave inward.",
        "Dropping down quickly instead of lowering with control.",
      ],
      ru: [
        "Толчок от пола нижней ногой.",
        "Слишком высокая тумба: таз оказывается ниже колена, спина округляется.",
        "Колено рабочей ноги заваливается внутрь.",
        "Быстрое падение вниз вместо подконтрольного схода.",
      ],
    },
    safety: {
      en: "Check the bench or box cannot tip or slide before you start. Begin without weights, then add dumbbells once you can step up without wobbling.",
      ru: "Перед началом убедитесь, что скамья или тумба не опрокидывается и не скользит. Начните без веса и берите гантели, когда сможете зашагивать без раскачивания.",
    },
  },
  "nordic-hamstring-curl": {
    summary: {
      en: "A bodyweight exercise where you lower your body forward from a kneeling position against your hamstrings; it builds eccentric strength that is linked to fewer hamstring strains in sport.",
      ru: "Упражнение с собственным весом, в котором вы из положения на коленях опускаете корпус вперёд, сопротивляясь задней поверхностью бедра; развивает уступающую силу, что связано с меньшим числом растяжений этих мышц в спорте.",
    },
    steps: {
      en: [
        "Kneel on a soft mat and anchor your heels under a heavy loaded barbell, a sturdy pad or a partner's hands.",
        "Keep your body in a straight line from knees to head, squeeze your glutes and cross your arms or hold them in front of your chest.",
        "Breathe in and slowly lean forward, resisting the fall with your hamstrings for as long as you can.",
        "When you can no longer hold, catch yourself with your hands in a push-up position.",
        "Push lightly off the floor and pull yourself back up with your hamstrings, breathing out as you return.",
      ],
      ru: [
        "Встаньте на колени на мягкий коврик и зафиксируйте пятки под тяжело нагруженной штангой, надёжным валиком или руками партнёра.",
        "Держите тело в прямой линии от коленей до головы, напрягите ягодицы, руки скрестите на груди или держите перед собой.",
        "На вдохе медленно наклоняйтесь вперёд, как можно дольше сопротивляясь падению задней поверхностью бедра.",
        "Когда удерживать больше не получается, примите себя на руки, как в упоре лёжа.",
        "Слегка оттолкнитесь руками от пола и вернитесь вверх за счёт задней поверхности бедра, выдыхая на подъёме.",
      ],
    },
    mistakes: {
      en: [
        "Bending at the hips and sticking the backside out to make it easier.",
        "Dropping quickly instead of fighting the descent.",
        "Doing too many sets in the first sessions, which leads to severe soreness.",
      ],
      ru: [
        "Сгибание в тазобедренных суставах с отведением таза назад, чтобы облегчить движение.",
        "Быстрое падение вместо борьбы на опускании.",
        "Слишком много подходов на первых тренировках, что приводит к сильной крепатуре.",
      ],
    },
    safety: {
      en: "Start with one or two sets of a few reps and build up over several weeks, because this exercise causes a lot of muscle soreness at first. Make sure the anchor for your heels cannot move.",
      ru: "Начните с одного-двух подходов по несколько повторений и увеличивайте объём в течение нескольких недель: поначалу упражнение вызывает сильную крепатуру. Убедитесь, что фиксация пяток не сдвинется.",
    },
  },
  "barbell-good-morning": {
    summary: {
      en: "A hip hinge with the bar on your back; it strengthens the hamstrings and lower back and supports squat and deadlift strength.",
      ru: "Наклон вперёд со штангой на спине; укрепляет заднюю поверхность бедра и поясницу и помогает прогрессировать в приседе и становой тяге.",
    },
    steps: {
      en: [
        "Take a light barbell out of the rack and set it on your upper back as for a back squat.",
        "Stand with feet hip-width apart and knees slightly bent.",
        "Take a deep breath and brace your trunk hard.",
        "Push your hips back and lower your chest forward with a flat back until you feel a strong hamstring stretch or your torso is close to parallel to the floor.",
        "Drive your hips forward to return to standing, breathing out at the top.",
      ],
      ru: [
        "Снимите со стоек лёгкую штангу и положите её на верх спины, как для приседа.",
        "Поставьте стопы на ширине таза, колени слегка согните.",
        "Сделайте глубокий вдох и сильно напрягите корпус.",
        "Отводите таз назад и наклоняйте корпус вперёд с ровной спиной, пока не почувствуете сильное растяжение задней поверхности бедра или корпус почти не станет параллелен полу.",
        "Вернитесь в вертикальное положение, подавая таз вперёд, и выдохните вверху.",
      ],
    },
    mistakes: {
      en: [
        "Rounding the back in the bottom position.",
        "Going too heavy too soon.",
        "Bending the knees more and turning it into a squat.",
        "Letting the bar roll up toward the neck.",
      ],
      ru: [
        "Спина округляется в нижней точке.",
        "Слишком быстрый рост рабочего веса.",
        "Колени сгибаются всё сильнее, и наклон превращается в присед.",
        "Штанга съезжает к шее.",
      ],
    },
    safety: {
      en: "Keep the load modest, usually well below your squat weight, and work inside a rack with the safety pins set. Skip this exercise if you have current back pain and ask a doctor or physiotherapist first. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Работайте с умеренным весом, обычно значительно меньше приседа, и внутри рамы с выставленными страховочными упорами. При текущих болях в спине не выполняйте упражнение и сначала проконсультируйтесь с врачом или реабилитологом. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "sumo-deadlift": {
    summary: {
      en: "A deadlift from a wide stance with the hands inside the knees; it shortens the pull and works the glutes, quads and inner thighs more than the conventional style.",
      ru: "Становая тяга из широкой стойки с хватом между коленями; укорачивает амплитуду и сильнее нагружает ягодицы, квадрицепсы и приводящие мышцы, чем классическая.",
    },
    steps: {
      en: [
        "Stand with your feet wide, toes turned out, and your shins close to the bar over the middle of your feet.",
        "Hinge down and grip the bar shoulder-width apart with straight arms hanging inside your knees.",
        "Push your knees out in line with your toes, lift your chest and pull the slack out of the bar.",
        "Take a deep breath, brace your trunk and push the floor apart with your feet to break the bar off the ground.",
        "Keep the bar close to your body and stand up by bringing your hips forward, breathing out at the top.",
        "Lower the bar under control by pushing the hips back and bending the knees once the bar passes them.",
      ],
      ru: [
        "Поставьте стопы широко, разверните носки наружу и подойдите к грифу так, чтобы он был над серединой стопы, близко к голеням.",
        "Наклонитесь и возьмитесь за гриф на ширине плеч, прямые руки опущены между коленями.",
        "Разведите колени по линии носков, поднимите грудь и выберите слабину грифа.",
        "Сделайте глубокий вдох, напрягите корпус и начните подъём, как будто раздвигая пол стопами.",
        "Ведите гриф вплотную к телу и выпрямляйтесь, подавая таз вперёд; выдохните вверху.",
        "Опускайте штангу подконтрольно: сначала отведите таз назад, а когда гриф пройдёт колени, согните их.",
      ],
    },
    mistakes: {
      en: [
        "Knees caving in as the bar leaves the floor.",
        "Hips rising before the bar moves.",
        "Yanking the bar off the floor instead of pulling the slack out first.",
        "Taking a stance so wide that you cannot keep the shins vertical.",
        "Rounding the back to reach the bar.",
      ],
      ru: [
        "Колени сводятся внутрь при отрыве штанги от пола.",
        "Таз поднимается раньше, чем штанга сдвинулась с места.",
        "Рывок с пола вместо предварительного выбора слабины.",
        "Стойка настолько широкая, что голени не удаётся держать вертикально.",
        "Округление спины, чтобы дотянуться до грифа.",
      ],
    },
    safety: {
      en: "Build up the stance width and load gradually, since it puts strong demands on hip mobility and the inner thighs. If you have hip or back pain, have it assessed by a doctor or physiotherapist before lifting heavy. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Увеличивайте ширину стойки и вес постепенно: упражнение требует хорошей подвижности тазобедренных суставов и сильно нагружает приводящие мышцы. При болях в тазобедренных суставах или спине сначала покажитесь врачу или реабилитологу. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "pistol-squat": {
    summary: {
      en: "A full squat on one leg with the other held out in front; it needs strength, balance and mobility and is a great bodyweight leg challenge.",
      ru: "Полный присед на одной ноге с вытянутой вперёд второй ногой; требует силы, баланса и подвижности и служит отличным упражнением на ноги с собственным весом.",
    },
    steps: {
      en: [
        "Stand on one leg with the other leg lifted slightly in front of you and your arms reaching forward for balance.",
        "Breathe in and sit your hips back and down, keeping the heel of the standing foot on the floor.",
        "Raise the free leg higher as you go down so it stays off the floor.",
        "Lower until your hamstring rests on your calf, keeping the standing knee in line with your toes.",
        "Breathe out and drive through your whole foot to stand up without using the free leg.",
        "Do all reps on one leg, then switch; the rep count is per side.",
      ],
      ru: [
        "Встаньте на одну ногу, вторую слегка приподнимите перед собой, руки вытяните вперёд для равновесия.",
        "На вдохе отводите таз назад и вниз, не отрывая пятку опорной ноги от пола.",
        "По мере опускания поднимайте свободную ногу выше, чтобы она не касалась пола.",
        "Опускайтесь, пока бедро не ляжет на икру, держа колено опорной ноги по линии носка.",
        "На выдохе встаньте, толкаясь всей стопой и не помогая себе свободной ногой.",
        "Выполните все повторения на одну ногу, затем смените её; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Heel lifting off the floor.",
        "Knee collapsing inward.",
        "Dropping into the bottom and bouncing up.",
        "Rounding the lower back hard at the bottom.",
      ],
      ru: [
        "Пятка опорной ноги отрывается от пола.",
        "Колено заваливается внутрь.",
        "Падение в нижнюю точку и отскок.",
        "Сильное округление поясницы внизу.",
      ],
    },
    safety: {
      en: "Learn it in stages: squat to a bench on one leg, or hold a door frame or suspension straps for help, before trying free reps. Skip it if deep single-leg knee bending causes pain.",
      ru: "Осваивайте упражнение поэтапно: сначала приседайте на одной ноге до скамьи или держитесь за дверной косяк либо петли, и только потом переходите к свободным повторениям. Не выполняйте его, если глубокое сгибание колена на одной ноге вызывает боль.",
    },
  },
  "jump-squat": {
    summary: {
      en: "A squat that ends in a jump; it trains leg power and raises your heart rate quickly with no equipment.",
      ru: "Присед, который завершается прыжком; развивает взрывную силу ног и быстро поднимает пульс без всякого инвентаря.",
    },
    steps: {
      en: [
        "Stand with your feet shoulder-width apart and your arms relaxed at your sides.",
        "Breathe in and squat down to about a quarter or half squat while swinging your arms back.",
        "Jump straight up explosively, swinging your arms forward and breathing out.",
        "Land softly on the balls of your feet, then let your heels come down as you bend your knees and hips to absorb the landing.",
        "Reset your stance for a moment and go straight into the next rep.",
      ],
      ru: [
        "Встаньте, стопы на ширине плеч, руки свободно опущены.",
        "На вдохе присядьте до четверти или половины полного приседа, отводя руки назад.",
        "На выдохе взрывно выпрыгните вертикально вверх, делая мах руками вперёд.",
        "Приземлитесь мягко на переднюю часть стопы и опуститесь на пятки, сгибая колени и таз, чтобы погасить удар.",
        "На мгновение выровняйте стойку и сразу переходите к следующему повторению.",
      ],
    },
    mistakes: {
      en: [
        "Landing stiff-legged with a loud thud.",
        "Knees caving inward on landing.",
        "Going too deep before each jump and losing speed.",
        "Continuing when tired and the landings get sloppy.",
      ],
      ru: [
        "Жёсткое приземление на прямые ноги с громким стуком.",
        "Колени заваливаются внутрь при приземлении.",
        "Слишком глубокий присед перед прыжком и потеря скорости.",
        "Продолжение подхода, когда от усталости приземления становятся небрежными.",
      ],
    },
    safety: {
      en: "Train on a forgiving surface and stop the set once landings stop being quiet and controlled. People with knee, hip or ankle problems, or who are heavily overweight, should start with regular squats and check with a doctor first.",
      ru: "Занимайтесь на амортизирующем покрытии и заканчивайте подход, как только приземления перестают быть мягкими и контролируемыми. При проблемах с коленями, тазобедренными или голеностопными суставами, а также при большом лишнем весе начните с обычных приседаний и сначала посоветуйтесь с врачом.",
    },
  },
  "wall-sit": {
    summary: {
      en: "A static squat hold with your back against a wall; it builds quad endurance without any equipment or joint impact.",
      ru: "Статическое удержание приседа спиной к стене; развивает выносливость квадрицепсов без инвентаря и ударной нагрузки на суставы.",
    },
    steps: {
      en: [
        "Stand with your back against a wall and your feet about half a step in front of you, hip-width apart.",
        "Slide down the wall until your knees are bent to about 90 degrees and your thighs are roughly parallel to the floor.",
        "Check that your knees are over your ankles and your whole back, including the lower back, stays against the wall.",
        "Hold the position for the set time, breathing slowly and steadily rather than holding your breath.",
        "Slide back up the wall to finish the set.",
      ],
      ru: [
        "Встаньте спиной к стене, стопы примерно на полшага впереди, на ширине таза.",
        "Сползите по стене вниз, пока колени не согнутся примерно до 90 градусов, а бёдра не станут почти параллельны полу.",
        "Проверьте, что колени находятся над голеностопами, а вся спина, включая поясницу, прижата к стене.",
        "Удерживайте положение заданное время, дыша медленно и ровно, без задержки дыхания.",
        "Чтобы закончить подход, поднимитесь вверх вдоль стены.",
      ],
    },
    mistakes: {
      en: [
        "Feet too close to the wall, so the knees travel past the toes.",
        "Resting the hands on the thighs to take the load off.",
        "Holding your breath.",
        "Sitting too high to make the hold easier.",
      ],
      ru: [
        "Стопы слишком близко к стене, колени выходят за носки.",
        "Руки упираются в бёдра и снимают часть нагрузки.",
        "Задержка дыхания.",
        "Слишком высокая посадка, чтобы облегчить удержание.",
      ],
    },
    safety: {
      en: "Isometric holds can raise blood pressure sharply, so breathe throughout; people with high blood pressure or heart conditions should ask a doctor before doing long holds. Sit higher if your knees hurt.",
      ru: "Статические удержания могут резко повышать давление, поэтому не задерживайте дыхание; при гипертонии или болезнях сердца перед длительными удержаниями посоветуйтесь с врачом. Если болят колени, садитесь выше.",
    },
  },
  "cossack-squat": {
    summary: {
      en: "A deep side-to-side squat on one leg while the other stays straight; it strengthens the inner thighs and improves hip mobility.",
      ru: "Глубокий присед с переносом веса на одну ногу, пока другая остаётся прямой; укрепляет приводящие мышцы и улучшает подвижность тазобедренных суставов.",
    },
    steps: {
      en: [
        "Stand with your feet about twice shoulder-width apart and your toes turned slightly out.",
        "Breathe in and shift your weight to one side, bending that knee and sitting the hips back and down.",
        "Keep the other leg straight, turning its toes up toward the ceiling as you go lower.",
        "Go as deep as you can with the working heel down and your chest up, holding your hands in front for balance.",
        "Breathe out and push through the bent leg to return to the middle.",
        "Alternate sides; the rep count is per side.",
      ],
      ru: [
        "Поставьте стопы примерно вдвое шире плеч, носки слегка разверните наружу.",
        "На вдохе перенесите вес на одну ногу, сгибая её колено и отводя таз назад и вниз.",
        "Вторую ногу держите прямой и по мере опускания разворачивайте её носок вверх.",
        "Опускайтесь как можно глубже, не отрывая пятку рабочей ноги и держа грудь раскрытой; руки вытяните вперёд для баланса.",
        "На выдохе вернитесь в центр, толкаясь согнутой ногой.",
        "Чередуйте стороны; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Lifting the heel of the working leg.",
        "Collapsing the chest forward and rounding the back.",
        "Bending the straight leg.",
        "Forcing depth beyond your current mobility.",
      ],
      ru: [
        "Пятка рабочей ноги отрывается от пола.",
        "Грудь заваливается вперёд, спина округляется.",
        "Прямая нога сгибается в колене.",
        "Попытка сесть глубже, чем позволяет текущая подвижность.",
      ],
    },
    safety: {
      en: "Hold a rack or doorframe for balance at first and only go as deep as you can control. Add a light dumbbell at the chest only after bodyweight reps feel smooth.",
      ru: "Поначалу держитесь за стойку или дверной косяк и опускайтесь только на подконтрольную глубину. Лёгкую гантель у груди добавляйте, когда повторения без веса станут плавными.",
    },
  },
  "kettlebell-swing": {
    summary: {
      en: "An explosive hip hinge that drives a kettlebell to chest height; it builds glute and hamstring power and improves conditioning.",
      ru: "Взрывное разгибание в тазобедренных суставах, поднимающее гирю до уровня груди; развивает мощность ягодиц и задней поверхности бедра и улучшает общую выносливость.",
    },
    steps: {
      en: [
        "Stand with your feet a little wider than shoulder-width and the kettlebell on the floor about a foot in front of you.",
        "Hinge at the hips, grab the handle with both hands and tilt the bell toward you.",
        "Hike the bell back between your thighs like a football snap, keeping your back flat.",
        "Snap your hips forward and squeeze your glutes so the bell floats up to about chest height, breathing out sharply.",
        "Let the bell fall back between your legs and hinge to meet it, breathing in, then go straight into the next rep.",
        "To finish, let the bell swing back one last time and park it on the floor in front of you.",
      ],
      ru: [
        "Встаньте, стопы чуть шире плеч, гиря на полу примерно в 30 см перед вами.",
        "Наклонитесь от таза, возьмитесь за рукоять двумя руками и наклоните гирю к себе.",
        "С ровной спиной закиньте гирю назад между бёдер.",
        "Резко подайте таз вперёд и напрягите ягодицы, чтобы гиря поднялась примерно до уровня груди, делая короткий выдох.",
        "На вдохе дайте гире опуститься между ног и встречайте её наклоном, сразу переходя к следующему повторению.",
        "Чтобы закончить, отпустите гирю назад в последний раз и поставьте её на пол перед собой.",
      ],
    },
    mistakes: {
      en: [
        "Squatting the bell up instead of hinging.",
        "Lifting the bell with the arms and shoulders.",
        "Rounding the back at the bottom of the swing.",
        "Leaning back at the top instead of standing tall.",
      ],
      ru: [
        "Гиря поднимается приседом вместо наклона.",
        "Гиря поднимается руками и плечами.",
        "Спина округляется в нижней точке маха.",
        "Отклонение назад вверху вместо ровной стойки.",
      ],
    },
    safety: {
      en: "Make sure nobody is in front of or behind you and that your hands are dry. Learn the hinge with a light bell first; if your lower back rather than your glutes is tired afterwards, review your technique.",
      ru: "Убедитесь, что перед вами и позади никого нет, а руки сухие. Сначала освойте движение с лёгкой гирей; если после подхода устаёт поясница, а не ягодицы, пересмотрите технику.",
    },
  },
  "lateral-band-walk": {
    summary: {
      en: "Side steps against a mini band that strengthen the outer hip muscles, which help keep the knees stable in squats, lunges and running.",
      ru: "Шаги в сторону с мини-резинкой, которые укрепляют мышцы внешней поверхности бедра; они помогают стабилизировать колени в приседах, выпадах и беге.",
    },
    steps: {
      en: [
        "Place a mini band just above your knees or around your ankles and stand with your feet hip-width apart.",
        "Bend your knees slightly and sit your hips back into a quarter squat, keeping your chest up.",
        "Step sideways with one foot, keeping tension in the band, then follow with the other foot without letting your feet touch.",
        "Keep your toes pointing forward and your hips level, breathing steadily.",
        "Take the set number of steps in one direction, then walk back; the rep count is per side.",
      ],
      ru: [
        "Наденьте мини-резинку чуть выше колен или на голеностопы и встаньте, стопы на ширине таза.",
        "Слегка согните колени и отведите таз назад в неглубокий полуприсед, грудь раскрыта.",
        "Сделайте шаг в сторону одной ногой, сохраняя натяжение резинки, затем приставьте другую, не смыкая стопы.",
        "Носки смотрят вперёд, таз остаётся ровным, дыхание спокойное.",
        "Пройдите заданное число шагов в одну сторону, затем вернитесь обратно; количество повторений указано на каждую сторону.",
      ],
    },
    mistakes: {
      en: [
        "Standing up straight, which takes the glutes out of the movement.",
        "Bringing the feet together and losing band tension.",
        "Rocking the upper body from side to side.",
        "Turning the toes out.",
      ],
      ru: [
        "Стойка на прямых ногах, из-за чего ягодицы почти не работают.",
        "Стопы смыкаются, и резинка теряет натяжение.",
        "Раскачивание корпуса из стороны в сторону.",
        "Носки разворачиваются наружу.",
      ],
    },
    safety: {
      en: "Check the band for tears before use. This is a low-risk exercise that works well in a warm-up before leg training.",
      ru: "Перед использованием проверьте резинку на надрывы. Упражнение малотравматичное и хорошо подходит для разминки перед тренировкой ног.",
    },
  },
  "machine-hip-adduction": {
    summary: {
      en: "A seated machine exercise that squeezes the legs together against resistance to strengthen the inner thigh muscles.",
      ru: "Упражнение в тренажёре сидя, в котором ноги сводятся против сопротивления; укрепляет приводящие мышцы внутренней поверхности бедра.",
    },
    steps: {
      en: [
        "Set the machine's starting width to a comfortable stretch and sit with your back against the pad.",
        "Place the inside of your knees or thighs against the pads and hold the handles.",
        "Breathe out and squeeze your legs together until the pads meet or almost meet.",
        "Pause for a second with the inner thighs tight.",
        "Breathe in and let the legs open slowly back to the start without letting the weight crash.",
      ],
      ru: [
        "Выставьте начальную ширину тренажёра так, чтобы чувствовалось комфортное растяжение, и сядьте, прижавшись спиной к спинке.",
        "Упритесь внутренней поверхностью коленей или бёдер в подушки и возьмитесь за рукояти.",
        "На выдохе сведите ноги, пока подушки не сомкнутся или почти не сомкнутся.",
        "Задержитесь на секунду, напрягая внутреннюю поверхность бёдер.",
        "На вдохе медленно разведите ноги в исходное положение, не бросая вес.",
      ],
    },
    mistakes: {
      en: [
        "Starting from a stretch that is wider than you can control.",
        "Slamming the pads together with momentum.",
        "Letting the weight stack crash between reps.",
      ],
      ru: [
        "Стартовая ширина больше, чем вы можете контролировать.",
        "Подушки схлопываются рывком за счёт инерции.",
        "Вес с грохотом падает на стопку между повторениями.",
      ],
    },
    safety: {
      en: "Increase the starting width gradually over several sessions to avoid straining the groin; stop if you feel sharp pain in the inner thigh.",
      ru: "Увеличивайте стартовую ширину постепенно от тренировки к тренировке, чтобы не потянуть паховую область; при резкой боли во внутренней поверхности бедра остановитесь.",
    },
  },
};
