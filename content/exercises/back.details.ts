import type { ExerciseDetails } from "../../core/training/exercise";

/** Page text for the back exercises, keyed by slug. */
export const backDetails: Record<string, ExerciseDetails> = {
  "conventional-deadlift": {
    summary: {
      en: "Lifting a barbell from the floor to standing trains the whole back of your body: spinal erectors, glutes, hamstrings, traps and grip. It is one of the best lifts for overall strength.",
      ru: "Подъём штанги с пола до положения стоя тренирует мышцы всей задней стороны тела: разгибатели спины, ягодицы, заднюю поверхность бедра, трапеции и хват. Одно из лучших упражнений для общей силы.",
    },
    steps: {
      en: [
        "Stand with your mid-foot under the bar, feet about hip width apart.",
        "Hinge down and grip the bar just outside your legs, then bend your knees until your shins touch the bar.",
        "Lift your chest, flatten your back and pull the slack out of the bar so your lats are tight.",
        "Take a big breath into your belly and brace as if about to be punched.",
        "Push the floor away with your legs and keep the bar against your legs as you stand up tall.",
        "Lock out with your hips and knees straight without leaning back, then breathe out.",
        "Lower the bar by pushing your hips back first, then bending your knees once it passes them.",
      ],
      ru: [
        "Встаньте так, чтобы гриф был над серединой стопы, стопы на ширине таза.",
        "Наклонитесь, возьмитесь за гриф сразу снаружи от ног и согните колени, пока голени не коснутся грифа.",
        "Поднимите грудь, выпрямите спину и «выберите» люфт штанги, напрягая широчайшие.",
        "Сделайте глубокий вдох животом и напрягите корпус, будто ожидаете удара.",
        "Оттолкнитесь ногами от пола и ведите гриф вплотную к ногам, пока полностью не выпрямитесь.",
        "Зафиксируйте положение с прямыми коленями и тазом, не отклоняясь назад, и выдохните.",
        "Опустите штангу, сначала отводя таз назад, а после прохождения коленей сгибая ноги.",
      ],
    },
    mistakes: {
      en: [
        "Rounding the lower back off the floor.",
        "Letting the bar drift away from the legs.",
        "Shooting the hips up first so the back does all the work.",
        "Leaning back hard at the top.",
        "Jerking the bar off the floor instead of squeezing it up.",
      ],
      ru: [
        "Округление поясницы при отрыве штанги от пола.",
        "Гриф уходит вперёд от ног.",
        "Таз поднимается раньше плеч, и всю работу делает спина.",
        "Сильное отклонение назад в верхней точке.",
        "Рывок штанги с пола вместо плавного дожима.",
      ],
    },
    safety: {
      en: "Learn the hinge with a light bar or kettlebell first and add weight only while your back stays flat. If you have a back injury or back pain, check with a doctor or physiotherapist before deadlifting. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Сначала освойте наклон с лёгким грифом или гирей и прибавляйте вес, только пока спина остаётся прямой. При травме спины или болях в пояснице проконсультируйтесь с врачом или реабилитологом, прежде чем делать становую. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "rack-pull": {
    summary: {
      en: "A deadlift from pins or blocks set around knee height. The short range lets you overload the top of the pull and build the upper back, traps and grip.",
      ru: "Становая тяга с упоров или плинтов примерно на уровне колен. Короткая амплитуда позволяет работать с большим весом в верхней части движения и укреплять верх спины, трапеции и хват.",
    },
    steps: {
      en: [
        "Set the safety pins or blocks so the bar sits just below or just above your knees.",
        "Stand close with the bar over your mid-foot and grip it just outside your legs.",
        "Flatten your back, lift your chest and pull your shoulders down to tighten your lats.",
        "Take a deep breath, brace, and drive your hips forward to stand up with the bar.",
        "Squeeze your shoulder blades together at the top, then breathe out and lower the bar to the pins with control.",
      ],
      ru: [
        "Выставьте упоры или плинты так, чтобы гриф был чуть ниже или чуть выше коленей.",
        "Встаньте вплотную, гриф над серединой стопы, возьмитесь за него сразу снаружи от ног.",
        "Выпрямите спину, поднимите грудь и опустите плечи, напрягая широчайшие.",
        "Сделайте глубокий вдох, напрягите корпус и, выводя таз вперёд, выпрямитесь со штангой.",
        "Вверху сведите лопатки, затем выдохните и подконтрольно опустите штангу на упоры.",
      ],
    },
    mistakes: {
      en: [
        "Loading far more than you can hold with a flat back.",
        "Hitching the bar up the thighs in jerks.",
        "Leaning back at lockout.",
      ],
      ru: [
        "Вес намного больше того, что удаётся удержать с прямой спиной.",
        "Подтягивание штанги по бёдрам рывками.",
        "Отклонение назад в верхней точке.",
      ],
    },
    safety: {
      en: "Heavier loads are possible here, so increase them gradually and use straps rather than letting your grip fail under a heavy bar. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Здесь можно работать с большими весами, поэтому прибавляйте постепенно и используйте лямки, если хват не выдерживает тяжёлую штангу. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "pull-up": {
    summary: {
      en: "Pulling your body up to an overhead bar with an overhand grip. It is the classic bodyweight test of back strength and builds wide lats.",
      ru: "Подтягивание тела к перекладине прямым хватом. Классический тест силы спины с собственным весом, который хорошо развивает широчайшие.",
    },
    steps: {
      en: [
        "Hang from the bar with an overhand grip slightly wider than your shoulders.",
        "Brace your abs and squeeze your legs together so your body doesn't swing.",
        "Pull your shoulders down and back, then breathe out as you drive your elbows toward your ribs.",
        "Pull until your chin clears the bar.",
        "Breathe in and lower yourself under control until your arms are straight.",
      ],
      ru: [
        "Повисните на перекладине прямым хватом чуть шире плеч.",
        "Напрягите пресс и сведите ноги, чтобы тело не раскачивалось.",
        "Опустите плечи вниз и назад, затем на выдохе ведите локти к рёбрам.",
        "Подтянитесь, пока подбородок не окажется выше перекладины.",
        "На вдохе подконтрольно опуститесь до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Swinging or kicking to get over the bar.",
        "Stopping short of straight arms at the bottom.",
        "Reaching the chin forward instead of pulling the chest up.",
        "Shrugging the shoulders to the ears.",
      ],
      ru: [
        "Раскачка и рывки ногами, чтобы перебраться через перекладину.",
        "Недоразгибание рук в нижней точке.",
        "Вытягивание подбородка вперёд вместо подъёма груди к перекладине.",
        "Плечи поднимаются к ушам.",
      ],
    },
    safety: {
      en: "If you can't do 3 clean reps, build up with band-assisted or negative pull-ups. Lower yourself with control rather than dropping into the bottom.",
      ru: "Если не получается 3 чистых повторения, начните с подтягиваний с резинкой или негативов. Опускайтесь подконтрольно, не «падая» вниз.",
    },
  },
  "chin-up": {
    summary: {
      en: "A pull-up with an underhand, shoulder-width grip. The biceps help more, so most people can do a few more reps than with an overhand grip.",
      ru: "Подтягивания обратным хватом на ширине плеч. Бицепс помогает сильнее, поэтому большинству удаётся сделать чуть больше повторений, чем прямым хватом.",
    },
    steps: {
      en: [
        "Hang from the bar with your palms facing you, hands about shoulder width apart.",
        "Brace your abs and keep your legs still.",
        "Breathe out and pull your chest toward the bar, leading with your elbows down and back.",
        "Stop when your chin is over the bar.",
        "Breathe in and lower yourself slowly to straight arms.",
      ],
      ru: [
        "Повисните на перекладине, ладони смотрят на вас, кисти на ширине плеч.",
        "Напрягите пресс, ноги неподвижны.",
        "На выдохе тянитесь грудью к перекладине, ведя локти вниз и назад.",
        "Остановитесь, когда подбородок окажется над перекладиной.",
        "На вдохе медленно опуститесь до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Half reps without straightening the arms.",
        "Kicking the legs for momentum.",
        "Gripping too narrow, which strains the wrists and elbows.",
      ],
      ru: [
        "Неполные повторения без выпрямления рук.",
        "Рывки ногами для инерции.",
        "Слишком узкий хват, перегружающий запястья и локти.",
      ],
    },
    safety: {
      en: "If your elbows or wrists ache with this grip, switch to a neutral grip.",
      ru: "Если при таком хвате болят локти или запястья, перейдите на параллельный хват.",
    },
  },
  "neutral-grip-pull-up": {
    summary: {
      en: "A pull-up on parallel handles with palms facing each other. The grip is comfortable for most shoulders and elbows and strongly works the lats.",
      ru: "Подтягивания на параллельных рукоятках, ладони смотрят друг на друга. Хват удобен для большинства плеч и локтей и хорошо нагружает широчайшие.",
    },
    steps: {
      en: [
        "Grip the parallel handles with your palms facing each other and hang with straight arms.",
        "Pull your shoulders down away from your ears and brace your abs.",
        "Breathe out and pull your chest up between the handles, driving your elbows down.",
        "Pause briefly when your chin passes the handles.",
        "Breathe in and lower to a full hang under control.",
      ],
      ru: [
        "Возьмитесь за параллельные рукояти, ладони смотрят друг на друга, повисните на прямых руках.",
        "Опустите плечи от ушей и напрягите пресс.",
        "На выдохе тянитесь грудью вверх между рукоятями, направляя локти вниз.",
        "Сделайте короткую паузу, когда подбородок пройдёт уровень рукоятей.",
        "На вдохе подконтрольно опуститесь в полный вис.",
      ],
    },
    mistakes: {
      en: [
        "Swinging the body.",
        "Cutting the range short at the top or bottom.",
        "Rounding the shoulders forward at the top.",
      ],
      ru: [
        "Раскачивание тела.",
        "Укороченная амплитуда вверху или внизу.",
        "Плечи заваливаются вперёд в верхней точке.",
      ],
    },
    safety: {
      en: "Make sure the handles are solid and your grip is dry; use chalk if your hands slip.",
      ru: "Убедитесь, что рукояти надёжно закреплены, а ладони сухие; если руки скользят, используйте магнезию.",
    },
  },
  "weighted-pull-up": {
    summary: {
      en: "Pull-ups with extra weight on a belt or a dumbbell between your feet. It keeps building back strength once bodyweight reps get easy.",
      ru: "Подтягивания с весом на поясе или гантелью между стопами. Позволяют продолжать наращивать силу спины, когда подтягивания с собственным весом даются легко.",
    },
    steps: {
      en: [
        "Hang a plate or kettlebell from a dip belt, or grip a dumbbell firmly between your feet.",
        "Step up to the bar and hang with an overhand grip slightly wider than your shoulders.",
        "Brace your abs so the weight doesn't swing.",
        "Breathe out and pull until your chin passes the bar.",
        "Breathe in and lower yourself to straight arms under control.",
      ],
      ru: [
        "Повесьте блин или гирю на пояс для отягощений либо зажмите гантель между стопами.",
        "Поднимитесь к перекладине и повисните прямым хватом чуть шире плеч.",
        "Напрягите пресс, чтобы отягощение не раскачивалось.",
        "На выдохе подтянитесь, пока подбородок не окажется выше перекладины.",
        "На вдохе подконтрольно опуститесь до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Adding weight before you can do 10 strict bodyweight reps.",
        "Shortening the range as the weight goes up.",
        "Dropping fast into the bottom with the extra load.",
      ],
      ru: [
        "Отягощение до того, как получается 10 строгих подтягиваний без веса.",
        "Сокращение амплитуды по мере роста веса.",
        "Резкое падение вниз с дополнительным весом.",
      ],
    },
    safety: {
      en: "Add load in small steps and step down to a box after the set instead of dropping with the weight attached.",
      ru: "Добавляйте вес небольшими шагами и после подхода вставайте на опору, а не спрыгивайте с отягощением.",
    },
  },
  "band-assisted-pull-up": {
    summary: {
      en: "A pull-up with a resistance band looped under your foot or knee to take off part of your weight. It lets you practise full reps while you build strength.",
      ru: "Подтягивания с резинкой под стопой или коленом, которая снимает часть веса. Позволяют отрабатывать полную амплитуду, пока набирается сила.",
    },
    steps: {
      en: [
        "Loop a band over the bar and pull it through itself so it hangs securely.",
        "Stand on a box, grip the bar and place one foot or knee in the band.",
        "Hang with straight arms, abs braced, then pull your shoulders down.",
        "Breathe out and pull until your chin clears the bar.",
        "Breathe in and lower slowly, resisting the band's pull.",
      ],
      ru: [
        "Перекиньте резинку через перекладину и затяните её петлёй, чтобы она надёжно держалась.",
        "Встаньте на опору, возьмитесь за перекладину и поставьте стопу или колено в петлю.",
        "Повисните на прямых руках, напрягите пресс и опустите плечи.",
        "На выдохе подтянитесь, пока подбородок не окажется выше перекладины.",
        "На вдохе медленно опуститесь, не давая резинке подбрасывать вас.",
      ],
    },
    mistakes: {
      en: [
        "Letting the band bounce you up from the bottom.",
        "Using a band so thick that the reps are too easy.",
        "Skipping the full hang at the bottom.",
      ],
      ru: [
        "Резинка подбрасывает вас из нижней точки.",
        "Слишком толстая резинка, с которой повторения даются слишком легко.",
        "Нет полного виса внизу.",
      ],
    },
    safety: {
      en: "Step into and out of the band carefully; if your foot slips out, the band can snap back. Check it for tears before use.",
      ru: "Аккуратно вставайте в петлю и выходите из неё: если нога соскользнёт, резинка может хлестнуть. Перед использованием проверяйте её на надрывы.",
    },
  },
  "negative-pull-up": {
    summary: {
      en: "You jump or step to the top of a pull-up and lower yourself slowly. The lowering phase builds the strength you need for your first full pull-ups.",
      ru: "Вы запрыгиваете или встаёте в верхнюю точку подтягивания и медленно опускаетесь. Уступающая фаза развивает силу для первых полноценных подтягиваний.",
    },
    steps: {
      en: [
        "Place a box or step under the bar and grip it slightly wider than your shoulders.",
        "Step or jump up until your chin is above the bar.",
        "Hold the top for a moment with your shoulders pulled down.",
        "Lower yourself slowly over 3–5 seconds, breathing steadily, until your arms are straight.",
        "Step back onto the box and repeat.",
      ],
      ru: [
        "Поставьте под перекладину ящик или ступеньку и возьмитесь чуть шире плеч.",
        "Встаньте или запрыгните так, чтобы подбородок оказался над перекладиной.",
        "Задержитесь на мгновение вверху, плечи опущены.",
        "Медленно опускайтесь 3–5 секунд, ровно дыша, до прямых рук.",
        "Снова встаньте на опору и повторите.",
      ],
    },
    mistakes: {
      en: [
        "Dropping quickly through the bottom half.",
        "Doing so many reps that the descent gets fast and sloppy.",
        "Letting the shoulders shrug up at the bottom.",
      ],
      ru: [
        "Быстрое падение в нижней половине движения.",
        "Столько повторений, что опускание становится быстрым и небрежным.",
        "Плечи поднимаются к ушам внизу.",
      ],
    },
    safety: {
      en: "Negatives cause more muscle soreness than usual, so start with few reps. Use a stable box for stepping up.",
      ru: "Негативы вызывают более сильную крепатуру, чем обычно, поэтому начинайте с небольшого числа повторений. Для подъёма используйте устойчивую опору.",
    },
  },
  "assisted-pull-up-machine": {
    summary: {
      en: "A pull-up on a machine with a counterweight under your knees or feet. It lets you choose exactly how much help you get while learning the movement.",
      ru: "Подтягивания в тренажёре с противовесом под коленями или стопами. Можно точно выбрать степень помощи, пока осваиваете движение.",
    },
    steps: {
      en: [
        "Set the assistance weight: the more weight you pick, the easier the pull-up.",
        "Climb up, grip the handles and kneel or stand on the platform.",
        "Hang with straight arms and pull your shoulders down.",
        "Breathe out and pull until your chin is above the handles.",
        "Breathe in and lower under control to straight arms.",
      ],
      ru: [
        "Выставьте вес противовеса: чем он больше, тем легче подтягиваться.",
        "Поднимитесь по ступенькам, возьмитесь за рукояти и встаньте коленями или стопами на платформу.",
        "Повисните на прямых руках и опустите плечи.",
        "На выдохе подтянитесь, пока подбородок не окажется выше рукоятей.",
        "На вдохе подконтрольно опуститесь до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Using so much assistance that you never progress.",
        "Letting the platform bounce you up.",
        "Shortening the range at the bottom.",
      ],
      ru: [
        "Слишком большой противовес, из-за которого нет прогресса.",
        "Платформа подбрасывает вас вверх.",
        "Неполная амплитуда внизу.",
      ],
    },
    safety: {
      en: "Get on and off the platform slowly, holding the handles, since it moves under you.",
      ru: "Вставайте на платформу и сходите с неё медленно, держась за рукояти: она подвижна.",
    },
  },
  "scapular-pull-up": {
    summary: {
      en: "A short movement in a hang where you pull your shoulder blades down without bending your arms. It teaches the first part of every pull-up and strengthens the shoulder girdle.",
      ru: "Короткое движение в висе: вы опускаете лопатки, не сгибая рук. Учит начальной фазе любого подтягивания и укрепляет плечевой пояс.",
    },
    steps: {
      en: [
        "Hang from the bar with an overhand grip at shoulder width and straight arms.",
        "Let your shoulders rise toward your ears in a relaxed hang.",
        "Breathe out and pull your shoulder blades down and slightly back, lifting your body a few centimetres.",
        "Hold for a second with your arms still straight.",
        "Breathe in and slowly return to the relaxed hang.",
      ],
      ru: [
        "Повисните на перекладине прямым хватом на ширине плеч, руки прямые.",
        "Расслабьте плечи, позволяя им подняться к ушам.",
        "На выдохе опустите лопатки вниз и чуть назад, приподняв тело на несколько сантиметров.",
        "Задержитесь на секунду, не сгибая рук.",
        "На вдохе медленно вернитесь в расслабленный вис.",
      ],
    },
    mistakes: {
      en: [
        "Bending the elbows and turning it into a small pull-up.",
        "Moving too fast to feel the shoulder blades.",
        "Swinging the legs.",
      ],
      ru: [
        "Сгибание локтей, из-за которого движение превращается в мини-подтягивание.",
        "Слишком быстрый темп, когда работа лопаток не ощущается.",
        "Раскачивание ногами.",
      ],
    },
    safety: {
      en: "Keep the movement slow and small; if a full hang hurts your shoulders, keep your feet lightly on the floor or a box.",
      ru: "Двигайтесь медленно и с небольшой амплитудой; если полный вис вызывает боль в плечах, оставьте ноги слегка на полу или на опоре.",
    },
  },
  "dead-hang": {
    summary: {
      en: "Simply hanging from a bar with straight arms. It builds grip strength, gently decompresses and opens the shoulders, and prepares you for pull-ups.",
      ru: "Простой вис на перекладине на прямых руках. Развивает хват, мягко вытягивает и раскрывает плечи и готовит к подтягиваниям.",
    },
    steps: {
      en: [
        "Grip the bar overhand at shoulder width, using a box if you can't reach it.",
        "Lift your feet and hang with straight arms.",
        "Keep your shoulders slightly engaged rather than fully collapsed toward your ears.",
        "Breathe slowly and steadily for the whole hold.",
        "Put your feet down before your grip gives out.",
      ],
      ru: [
        "Возьмитесь за перекладину прямым хватом на ширине плеч; если не достаёте, встаньте на опору.",
        "Подожмите ноги и повисните на прямых руках.",
        "Держите плечи слегка напряжёнными, не давая им полностью «провалиться» к ушам.",
        "Дышите медленно и ровно на протяжении всего виса.",
        "Поставьте ноги на опору раньше, чем откажет хват.",
      ],
    },
    mistakes: {
      en: [
        "Holding the breath.",
        "Hanging until the grip fails and dropping to the floor.",
        "Swinging the body.",
      ],
      ru: [
        "Задержка дыхания.",
        "Вис до полного отказа хвата и падение на пол.",
        "Раскачивание тела.",
      ],
    },
    safety: {
      en: "Start with 15–20 second holds and build up. If you have had a shoulder dislocation or feel pain, keep your shoulders active or skip it and ask a physiotherapist.",
      ru: "Начните с 15–20 секунд и постепенно увеличивайте время. Если у вас был вывих плеча или появляется боль, держите плечи активными либо откажитесь от упражнения и проконсультируйтесь с реабилитологом.",
    },
  },
  "inverted-row": {
    summary: {
      en: "A horizontal pull under a low bar with your heels on the floor. It strengthens the upper back and is a great step toward pull-ups at any level.",
      ru: "Горизонтальная тяга под низкой перекладиной с упором пятками в пол. Укрепляет верх спины и служит отличной подготовкой к подтягиваниям на любом уровне.",
    },
    steps: {
      en: [
        "Set a bar at about waist height, for example a low outdoor bar, a Smith machine bar or a barbell in a rack.",
        "Lie under it, grip the bar slightly wider than your shoulders and straighten your body with your heels on the floor.",
        "Brace your abs and glutes so your body stays in one line.",
        "Breathe out and pull your chest to the bar, squeezing your shoulder blades together.",
        "Breathe in and lower yourself to straight arms under control.",
      ],
      ru: [
        "Установите перекладину примерно на уровне пояса: подойдёт низкий турник, гриф в Смите или штанга в раме.",
        "Лягте под неё, возьмитесь чуть шире плеч и выпрямите тело, упираясь пятками в пол.",
        "Напрягите пресс и ягодицы, чтобы тело было одной линией.",
        "На выдохе подтяните грудь к перекладине, сводя лопатки.",
        "На вдохе подконтрольно опуститесь до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Letting the hips sag toward the floor.",
        "Pulling the chin to the bar instead of the chest.",
        "Shrugging the shoulders up.",
      ],
      ru: [
        "Таз провисает к полу.",
        "Тяга подбородком к перекладине вместо груди.",
        "Плечи поднимаются к ушам.",
      ],
    },
    safety: {
      en: "Make sure the bar is locked in place and can't roll or slide. Bend your knees to make it easier.",
      ru: "Убедитесь, что перекладина надёжно зафиксирована и не прокатится. Чтобы облегчить упражнение, согните колени.",
    },
  },
  "suspension-trainer-row": {
    summary: {
      en: "A row in suspension straps where you pull your body toward the anchor. You can make it easier or harder just by changing the angle of your body.",
      ru: "Тяга в подвесных петлях, в которой вы подтягиваете тело к точке крепления. Сложность легко менять, изменяя угол наклона тела.",
    },
    steps: {
      en: [
        "Hold the handles facing the anchor and walk your feet forward until you lean back with straight arms.",
        "Keep your body straight from head to heels with your abs braced.",
        "Breathe out and pull your chest up to the handles, elbows close to your sides.",
        "Squeeze your shoulder blades together at the top.",
        "Breathe in and lower back to straight arms under control.",
      ],
      ru: [
        "Возьмитесь за рукояти лицом к точке крепления и переступайте ногами вперёд, пока не отклонитесь назад на прямых руках.",
        "Держите тело прямым от головы до пяток, пресс напряжён.",
        "На выдохе подтяните грудь к рукоятям, локти близко к корпусу.",
        "Вверху сведите лопатки.",
        "На вдохе подконтрольно вернитесь к прямым рукам.",
      ],
    },
    mistakes: {
      en: [
        "Bending at the hips as you pull.",
        "Letting the straps rub against the arms.",
        "Dropping back into the bottom.",
      ],
      ru: [
        "Сгибание в тазу во время тяги.",
        "Петли трутся о руки.",
        "Резкое падение в нижнюю точку.",
      ],
    },
    safety: {
      en: "Check that the anchor is secure before each set; a door anchor must sit on the hinge side of a closed door.",
      ru: "Перед каждым подходом проверяйте надёжность крепления; дверное крепление ставьте со стороны петель закрытой двери.",
    },
  },
  "bent-over-barbell-row": {
    summary: {
      en: "Rowing a barbell to your torso while bent forward. It is a core heavy exercise for the lats and upper back that also trains you to hold a strong hinge.",
      ru: "Тяга штанги к корпусу в наклоне. Одно из основных упражнений для широчайших и верха спины, которое заодно учит удерживать жёсткий наклон.",
    },
    steps: {
      en: [
        "Stand with feet hip width apart and hold the bar with an overhand grip slightly wider than your shoulders.",
        "Soften your knees and hinge at the hips until your torso is at about 30–45° to the floor, back flat.",
        "Let the bar hang at arm's length below your shoulders and brace your abs.",
        "Breathe out and pull the bar to your lower ribs, driving your elbows back.",
        "Breathe in and lower the bar until your arms are straight, keeping your torso still.",
      ],
      ru: [
        "Встаньте, стопы на ширине таза, возьмите штангу прямым хватом чуть шире плеч.",
        "Слегка согните колени и наклонитесь в тазобедренных суставах, пока корпус не окажется под углом 30–45° к полу, спина прямая.",
        "Штанга висит на прямых руках под плечами, пресс напряжён.",
        "На выдохе подтяните гриф к низу рёбер, уводя локти назад.",
        "На вдохе опустите штангу до прямых рук, не меняя положения корпуса.",
      ],
    },
    mistakes: {
      en: [
        "Rounding the lower back.",
        "Standing up more with each rep to swing the weight.",
        "Pulling the bar to the chest with flared elbows.",
        "Jerking the weight with the hips.",
      ],
      ru: [
        "Округление поясницы.",
        "С каждым повторением корпус всё больше выпрямляется, чтобы закинуть вес.",
        "Тяга к груди с разведёнными локтями.",
        "Рывки тазом.",
      ],
    },
    safety: {
      en: "Keep the weight to what you can row with a flat, still back. If your lower back is sensitive, choose a chest-supported row.",
      ru: "Берите такой вес, который тянете с прямой и неподвижной спиной. Если поясница чувствительна, выбирайте тягу с упором грудью.",
    },
  },
  "pendlay-row": {
    summary: {
      en: "A strict barbell row where the bar starts and stops on the floor each rep with your torso nearly parallel to the ground. It builds explosive upper-back strength.",
      ru: "Строгая тяга штанги, в которой гриф в каждом повторении стартует с пола и возвращается на пол, а корпус почти параллелен полу. Развивает взрывную силу верха спины.",
    },
    steps: {
      en: [
        "Stand with the bar over your mid-foot and grip it slightly wider than your shoulders.",
        "Hinge until your torso is nearly parallel to the floor, back flat and knees bent.",
        "Take a breath and brace hard.",
        "Pull the bar explosively to your lower chest or upper belly without lifting your torso.",
        "Lower the bar back to the floor, let it settle for a moment and breathe out before the next rep.",
      ],
      ru: [
        "Встаньте так, чтобы гриф был над серединой стопы, возьмитесь чуть шире плеч.",
        "Наклонитесь почти параллельно полу, спина прямая, колени согнуты.",
        "Сделайте вдох и крепко напрягите корпус.",
        "Взрывным движением подтяните гриф к низу груди или верху живота, не поднимая корпус.",
        "Опустите штангу на пол, дайте ей остановиться и выдохните перед следующим повторением.",
      ],
    },
    mistakes: {
      en: [
        "Lifting the torso to help the pull.",
        "Rounding the back as the bar leaves the floor.",
        "Bouncing the bar off the floor instead of a dead stop.",
      ],
      ru: [
        "Подъём корпуса, чтобы помочь тяге.",
        "Округление спины при отрыве штанги.",
        "Отбив от пола вместо полной остановки.",
      ],
    },
    safety: {
      en: "You need good hamstring flexibility to keep a flat back this low; if your back rounds, raise the bar on blocks or switch to a regular bent-over row. Bracing with a held breath raises blood pressure sharply: if you have high blood pressure, heart disease or glaucoma, or are pregnant, ask your doctor first and breathe out steadily through the effort instead of holding your breath.",
      ru: "Чтобы сохранить прямую спину в таком глубоком наклоне, нужна хорошая гибкость задней поверхности бедра; если спина округляется, поднимите штангу на подставки или выполняйте обычную тягу в наклоне. Задержка дыхания при напряжённом корпусе резко повышает давление: при гипертонии, болезнях сердца, глаукоме или беременности сначала посоветуйтесь с врачом и вместо задержки дыхания плавно выдыхайте на усилии.",
    },
  },
  "seal-row": {
    summary: {
      en: "A barbell row lying face down on a high bench. The bench supports your torso, so you can't cheat with your hips and the upper back does all the work.",
      ru: "Тяга штанги лёжа лицом вниз на высокой скамье. Скамья поддерживает корпус, читинг тазом невозможен, и всю работу выполняет верх спины.",
    },
    steps: {
      en: [
        "Raise a flat bench on stable blocks so your arms can hang straight without the plates touching the floor.",
        "Lie face down with your chest at the top edge and grip the bar below you slightly wider than your shoulders.",
        "Keep your chest and hips on the bench and your neck neutral.",
        "Breathe out and pull the bar up to the bench, squeezing your shoulder blades together.",
        "Breathe in and lower the bar to straight arms under control.",
      ],
      ru: [
        "Поднимите горизонтальную скамью на устойчивые опоры, чтобы руки свисали прямо, а блины не касались пола.",
        "Лягте лицом вниз, грудь у края скамьи, и возьмитесь за гриф под собой чуть шире плеч.",
        "Грудь и таз прижаты к скамье, шея в нейтральном положении.",
        "На выдохе подтяните гриф к скамье, сводя лопатки.",
        "На вдохе подконтрольно опустите штангу до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Lifting the chest off the bench to move the weight.",
        "Craning the neck up.",
        "Cutting the range short at the bottom.",
      ],
      ru: [
        "Отрыв груди от скамьи, чтобы сдвинуть вес.",
        "Голова задрана вверх.",
        "Неполная амплитуда внизу.",
      ],
    },
    safety: {
      en: "Make sure the raised bench is completely stable before loading it, and have a partner hand you the bar if it is hard to reach.",
      ru: "Прежде чем ставить вес, убедитесь, что приподнятая скамья стоит абсолютно устойчиво; если гриф трудно достать, пусть партнёр подаст его.",
    },
  },
  "t-bar-row": {
    summary: {
      en: "A bent-over row with one end of a barbell anchored in a corner or landmine. The arc of the bar lets you row heavy with a comfortable neutral grip.",
      ru: "Тяга в наклоне, когда один конец грифа закреплён в углу или в станке. Дуга движения позволяет работать с большим весом в удобном нейтральном хвате.",
    },
    steps: {
      en: [
        "Wedge one end of a barbell in a corner or landmine and load plates on the other end.",
        "Straddle the bar and place a V-handle under it close to the plates, or grip the bar just below the plates with both hands.",
        "Hinge until your torso is at about 45°, back flat and knees soft.",
        "Breathe out and pull the plates toward your chest, driving your elbows back.",
        "Breathe in and lower until your arms are straight, keeping your torso angle.",
      ],
      ru: [
        "Уприте один конец грифа в угол или в станок и повесьте блины на другой конец.",
        "Встаньте над грифом, заведите под него V-рукоять ближе к блинам или возьмитесь за гриф обеими руками сразу под блинами.",
        "Наклонитесь примерно на 45°, спина прямая, колени слегка согнуты.",
        "На выдохе подтяните блины к груди, уводя локти назад.",
        "На вдохе опустите до прямых рук, сохраняя угол наклона.",
      ],
    },
    mistakes: {
      en: [
        "Standing up taller with each rep.",
        "Rounding the back to reach the bar.",
        "Using large plates that stop the range short against the chest.",
      ],
      ru: [
        "С каждым повторением корпус всё сильнее выпрямляется.",
        "Округление спины, чтобы дотянуться до грифа.",
        "Большие блины, которые упираются в грудь и обрезают амплитуду.",
      ],
    },
    safety: {
      en: "Make sure the anchored end can't slip out, and set the bar down under control at the end of the set.",
      ru: "Убедитесь, что закреплённый конец грифа не выскользнет, и в конце подхода опускайте штангу подконтрольно.",
    },
  },
  "meadows-row": {
    summary: {
      en: "A one-arm row on a landmine bar gripped by its thick end, standing side-on. It gives a big stretch and strong contraction for the lats and upper back.",
      ru: "Тяга одной рукой за толстый конец закреплённого грифа, стоя боком к нему. Даёт сильное растяжение и сокращение широчайших и верха спины.",
    },
    steps: {
      en: [
        "Anchor one end of the barbell in a landmine or corner and stand side-on to the loaded end.",
        "Step into a staggered stance with your front leg nearest the bar and rest that forearm on your thigh.",
        "Hinge forward and grip the end of the bar overhand with your other hand.",
        "Breathe out and pull your elbow up and back toward your hip.",
        "Breathe in and lower until you feel a stretch under your arm, then repeat and switch sides.",
      ],
      ru: [
        "Закрепите один конец грифа в станке или углу и встаньте боком к нагруженному концу.",
        "Встаньте в разножку, ближняя к грифу нога впереди, и обопритесь этим предплечьем на бедро.",
        "Наклонитесь и возьмитесь другой рукой за край грифа прямым хватом.",
        "На выдохе ведите локоть вверх и назад к тазу.",
        "На вдохе опустите вес до растяжения под мышкой, затем повторите и смените сторону.",
      ],
    },
    mistakes: {
      en: [
        "Rotating the torso to heave the weight up.",
        "Rounding the lower back.",
        "Using big plates that hit the shin and cut the range.",
      ],
      ru: [
        "Скручивание корпуса, чтобы закинуть вес.",
        "Округление поясницы.",
        "Большие блины, которые задевают голень и обрезают амплитуду.",
      ],
    },
    safety: {
      en: "Use smaller plates for a longer range and keep your back flat; grip straps help if your hand tires before your back.",
      ru: "Используйте блины меньшего диаметра для большей амплитуды и держите спину прямой; если кисть устаёт раньше спины, помогут лямки.",
    },
  },
  "one-arm-dumbbell-row": {
    summary: {
      en: "A row with one dumbbell while you support yourself on a bench. It is simple to learn, protects the lower back and trains each side separately.",
      ru: "Тяга одной гантели с упором в скамью. Простая в освоении, бережёт поясницу и прорабатывает каждую сторону по отдельности.",
    },
    steps: {
      en: [
        "Put one knee and the same-side hand on a flat bench, your other foot on the floor.",
        "Hold the dumbbell in your free hand with the arm straight below your shoulder and your back flat.",
        "Breathe out and pull the dumbbell toward your hip, keeping the elbow close to your side.",
        "Squeeze your shoulder blade back at the top.",
        "Breathe in and lower the dumbbell until you feel a stretch, then switch sides after the set.",
      ],
      ru: [
        "Поставьте на горизонтальную скамью одно колено и ладонь с той же стороны, другая нога на полу.",
        "Возьмите гантель свободной рукой, рука прямая под плечом, спина ровная.",
        "На выдохе тяните гантель к тазу, локоть идёт вдоль корпуса.",
        "Вверху сведите лопатку к позвоночнику.",
        "На вдохе опустите гантель до растяжения, а после подхода смените сторону.",
      ],
    },
    mistakes: {
      en: [
        "Twisting the torso to swing the weight up.",
        "Pulling the dumbbell to the chest with a flared elbow.",
        "Letting the shoulder droop toward the floor without control.",
      ],
      ru: [
        "Скручивание корпуса, чтобы забросить вес.",
        "Тяга гантели к груди с отведённым в сторону локтем.",
        "Плечо бесконтрольно проваливается к полу.",
      ],
    },
    safety: {
      en: "Keep your back flat and your neck in line with your spine; start light to learn the hip-ward path.",
      ru: "Держите спину ровной, а шею на одной линии с позвоночником; начинайте с лёгкого веса, чтобы освоить тягу к тазу.",
    },
  },
  "chest-supported-dumbbell-row": {
    summary: {
      en: "A dumbbell row lying face down on an incline bench. The support removes strain from the lower back so you can focus fully on the upper back.",
      ru: "Тяга гантелей лёжа грудью на наклонной скамье. Упор снимает нагрузку с поясницы, и можно полностью сосредоточиться на верхе спины.",
    },
    steps: {
      en: [
        "Set a bench to about 30–45° and lie face down with your chest on the pad and feet on the floor.",
        "Let the dumbbells hang straight down with your palms facing each other.",
        "Breathe out and row the dumbbells up, driving your elbows back and squeezing your shoulder blades.",
        "Pause for a second at the top.",
        "Breathe in and lower the dumbbells slowly to straight arms.",
      ],
      ru: [
        "Установите скамью на 30–45° и лягте на неё грудью, стопы на полу.",
        "Гантели свисают на прямых руках, ладони смотрят друг на друга.",
        "На выдохе подтяните гантели, уводя локти назад и сводя лопатки.",
        "Задержитесь на секунду вверху.",
        "На вдохе медленно опустите гантели до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Lifting the chest off the pad.",
        "Shrugging the shoulders instead of pulling back.",
        "Using momentum from the legs.",
      ],
      ru: [
        "Отрыв груди от скамьи.",
        "Плечи тянутся вверх вместо движения лопаток назад.",
        "Инерция за счёт ног.",
      ],
    },
    safety: {
      en: "Place and pick up the dumbbells from the floor beside the bench with a straight back.",
      ru: "Берите и ставьте гантели на пол рядом со скамьёй с прямой спиной.",
    },
  },
  "kettlebell-gorilla-row": {
    summary: {
      en: "Alternating one-arm rows with two kettlebells on the floor in a wide, deep hinge. It trains the back and teaches you to resist rotation.",
      ru: "Попеременная тяга двух гирь с пола в широком глубоком наклоне. Нагружает спину и учит корпус сопротивляться скручиванию.",
    },
    steps: {
      en: [
        "Place two kettlebells between your feet and stand wider than hip width.",
        "Hinge down with your back flat and knees bent, and grip both handles.",
        "Brace your abs and push one kettlebell into the floor.",
        "Breathe out and row the other kettlebell to your hip, keeping your hips square.",
        "Breathe in, lower it to the floor and repeat with the other arm.",
      ],
      ru: [
        "Поставьте две гири между стопами и встаньте шире таза.",
        "Наклонитесь с прямой спиной и согнутыми коленями и возьмитесь за обе гири.",
        "Напрягите пресс и вдавите одну гирю в пол.",
        "На выдохе подтяните вторую гирю к тазу, не разворачивая таз.",
        "На вдохе опустите её на пол и повторите другой рукой.",
      ],
    },
    mistakes: {
      en: [
        "Twisting the torso with each row.",
        "Rounding the back in the low position.",
        "Rushing and letting the kettlebells bang on the floor.",
      ],
      ru: [
        "Скручивание корпуса при каждой тяге.",
        "Округление спины в нижнем положении.",
        "Спешка и удары гирь об пол.",
      ],
    },
    safety: {
      en: "Choose kettlebells you can row without losing a flat back; rest the bells on the floor between reps if your lower back tires.",
      ru: "Берите такие гири, чтобы тянуть их без потери прямой спины; если устаёт поясница, ставьте гири на пол между повторениями.",
    },
  },
  "lat-pulldown": {
    summary: {
      en: "Pulling a wide bar down to your upper chest on a cable station. It builds the lats and is the easiest way to train the pull-up pattern with adjustable weight.",
      ru: "Тяга широкой рукояти верхнего блока к верху груди. Развивает широчайшие и позволяет тренировать движение подтягиваний с регулируемым весом.",
    },
    steps: {
      en: [
        "Adjust the thigh pad so your legs are locked in, then grip the bar overhand, a little wider than your shoulders.",
        "Sit down with straight arms and lean back slightly, chest up.",
        "Breathe out and pull the bar to your upper chest, driving your elbows down toward your ribs.",
        "Squeeze your lats for a moment at the bottom.",
        "Breathe in and let the bar rise slowly until your arms are straight.",
      ],
      ru: [
        "Настройте валики, чтобы надёжно зафиксировать бёдра, и возьмитесь за рукоять прямым хватом чуть шире плеч.",
        "Сядьте, руки прямые, слегка отклонитесь назад, грудь раскрыта.",
        "На выдохе тяните рукоять к верху груди, направляя локти вниз к рёбрам.",
        "Задержитесь на мгновение внизу, напрягая широчайшие.",
        "На вдохе медленно отпустите рукоять вверх до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Leaning far back and turning it into a row.",
        "Pulling the bar behind the neck.",
        "Letting the weight yank the arms up quickly.",
        "Pulling with the arms only, shoulders up by the ears.",
      ],
      ru: [
        "Сильное отклонение назад, превращающее упражнение в тягу к поясу.",
        "Тяга за голову.",
        "Груз резко выдёргивает руки вверх.",
        "Тяга только руками, плечи подняты к ушам.",
      ],
    },
    safety: {
      en: "Pull to the front, not behind the neck, which puts the shoulders and neck in a risky position.",
      ru: "Тяните к груди, а не за голову: тяга за голову ставит плечи и шею в рискованное положение.",
    },
  },
  "neutral-grip-lat-pulldown": {
    summary: {
      en: "A pulldown with a close, palms-facing handle. Many people find it the strongest and most shoulder-friendly pulldown grip.",
      ru: "Тяга верхнего блока узкой рукоятью, ладони смотрят друг на друга. Для многих это самый сильный и удобный для плеч вариант хвата.",
    },
    steps: {
      en: [
        "Attach a V-handle or close parallel-grip handle to the high pulley and lock your thighs under the pad.",
        "Sit tall with straight arms, palms facing each other.",
        "Breathe out and pull the handle to your upper chest, keeping your elbows close to your body.",
        "Lift your chest to meet the handle without leaning far back.",
        "Breathe in and let the handle rise slowly to straight arms.",
      ],
      ru: [
        "Закрепите V-рукоять или узкую параллельную рукоять на верхнем блоке и зафиксируйте бёдра под валиками.",
        "Сядьте прямо, руки вытянуты, ладони смотрят друг на друга.",
        "На выдохе тяните рукоять к верху груди, локти близко к корпусу.",
        "Подавайте грудь навстречу рукояти, не отклоняясь сильно назад.",
        "На вдохе медленно отпустите рукоять до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Rounding forward at the top and losing posture.",
        "Rocking the body to start each rep.",
        "Stopping short of full arm extension.",
      ],
      ru: [
        "Сутулость в верхней точке и потеря осанки.",
        "Раскачивание корпусом в начале каждого повторения.",
        "Руки не выпрямляются полностью.",
      ],
    },
    safety: {
      en: "Control the return so the stack doesn't pull your arms up abruptly.",
      ru: "Контролируйте возврат, чтобы груз не выдёргивал руки вверх.",
    },
  },
  "reverse-grip-lat-pulldown": {
    summary: {
      en: "A pulldown with an underhand grip at about shoulder width. The biceps help more and the lats work through a long range.",
      ru: "Тяга верхнего блока обратным хватом примерно на ширине плеч. Бицепс помогает сильнее, а широчайшие работают в большой амплитуде.",
    },
    steps: {
      en: [
        "Grip the straight bar underhand at shoulder width and lock your thighs under the pad.",
        "Sit tall with straight arms and your chest lifted.",
        "Breathe out and pull the bar to your upper chest, driving your elbows down and back.",
        "Squeeze your lats at the bottom.",
        "Breathe in and return the bar slowly to straight arms.",
      ],
      ru: [
        "Возьмитесь за прямую рукоять обратным хватом на ширине плеч и зафиксируйте бёдра под валиками.",
        "Сядьте прямо, руки вытянуты, грудь раскрыта.",
        "На выдохе тяните рукоять к верху груди, ведя локти вниз и назад.",
        "Внизу напрягите широчайшие.",
        "На вдохе медленно верните рукоять до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Curling the bar with the arms instead of pulling with the elbows.",
        "Leaning back too far.",
        "Gripping too narrow, which strains the wrists.",
      ],
      ru: [
        "Сгибание рук вместо тяги локтями.",
        "Слишком сильное отклонение назад.",
        "Слишком узкий хват, перегружающий запястья.",
      ],
    },
    safety: {
      en: "If the underhand grip bothers your wrists or elbows, switch to a neutral grip.",
      ru: "Если обратный хват вызывает дискомфорт в запястьях или локтях, перейдите на параллельный.",
    },
  },
  "straight-arm-pulldown": {
    summary: {
      en: "Pulling a cable bar or rope down to your thighs with straight arms isolates the lats without the biceps helping. It works well as a warm-up or finisher.",
      ru: "Тяга рукояти или каната верхнего блока к бёдрам прямыми руками изолированно нагружает широчайшие без участия бицепса. Подходит для разминки или завершения тренировки.",
    },
    steps: {
      en: [
        "Attach a straight bar or rope to a high pulley and stand one step back, feet hip width apart.",
        "Grip it with straight arms at about eye level and hinge forward slightly with a flat back.",
        "Brace your abs so your ribs stay down.",
        "Breathe out and sweep the bar down in an arc to your thighs, keeping your elbows nearly straight.",
        "Breathe in and let your arms rise slowly back to eye level.",
      ],
      ru: [
        "Закрепите прямую рукоять или канат на верхнем блоке и отступите на шаг, стопы на ширине таза.",
        "Возьмитесь прямыми руками примерно на уровне глаз и слегка наклонитесь вперёд с прямой спиной.",
        "Напрягите пресс, чтобы рёбра не раскрывались.",
        "На выдохе опустите рукоять по дуге к бёдрам, локти почти прямые.",
        "На вдохе медленно верните руки до уровня глаз.",
      ],
    },
    mistakes: {
      en: [
        "Bending the elbows and pushing the bar down like a triceps pushdown.",
        "Bobbing the torso up and down.",
        "Using too much weight and losing the arc.",
      ],
      ru: [
        "Сгибание локтей и продавливание рукояти, как при разгибаниях на трицепс.",
        "Корпус раскачивается вверх-вниз.",
        "Слишком большой вес и потеря траектории по дуге.",
      ],
    },
    safety: {
      en: "Keep the weight moderate and the movement smooth; stop if the front of your shoulder pinches at the top.",
      ru: "Используйте умеренный вес и двигайтесь плавно; остановитесь, если в верхней точке чувствуете защемление в передней части плеча.",
    },
  },
  "seated-cable-row": {
    summary: {
      en: "A horizontal pull on a low cable while seated. It builds the mid-back and lats with steady tension and is easy to learn.",
      ru: "Горизонтальная тяга нижнего блока сидя. Развивает середину спины и широчайшие при постоянном напряжении и легко осваивается.",
    },
    steps: {
      en: [
        "Sit at the low-pulley station with your feet on the platform and knees slightly bent.",
        "Grip the handle and sit tall with straight arms, chest up, back neutral.",
        "Breathe out and pull the handle to your lower ribs, driving your elbows back.",
        "Squeeze your shoulder blades together for a moment.",
        "Breathe in and let your arms straighten slowly, allowing the shoulder blades to move forward without rounding your back.",
      ],
      ru: [
        "Сядьте в тренажёр для тяги нижнего блока, стопы на платформе, колени слегка согнуты.",
        "Возьмитесь за рукоять и сядьте прямо, руки вытянуты, грудь раскрыта, спина ровная.",
        "На выдохе тяните рукоять к низу рёбер, уводя локти назад.",
        "Задержитесь на мгновение, сведя лопатки.",
        "На вдохе медленно выпрямите руки, позволяя лопаткам разойтись, но не сутулясь.",
      ],
    },
    mistakes: {
      en: [
        "Rocking the torso back and forth to move the weight.",
        "Rounding the lower back at the front of the rep.",
        "Shrugging the shoulders as you pull.",
      ],
      ru: [
        "Раскачивание корпусом вперёд-назад.",
        "Округление поясницы в передней точке.",
        "Плечи поднимаются к ушам во время тяги.",
      ],
    },
    safety: {
      en: "Keep your torso nearly upright throughout; if your lower back tires, lighten the weight.",
      ru: "Держите корпус почти вертикально весь подход; если устаёт поясница, уменьшите вес.",
    },
  },
  "single-arm-cable-row": {
    summary: {
      en: "A one-arm cable row that lets each side of the back work on its own through a long range, with a slight rotation at the end.",
      ru: "Тяга блока одной рукой, в которой каждая сторона спины работает отдельно в большой амплитуде, с небольшим разворотом в конце.",
    },
    steps: {
      en: [
        "Attach a single handle to a cable at about waist height, or sit at the low-row station.",
        "Grip the handle with one hand, arm straight, and set your feet firmly.",
        "Breathe out and row the handle to your hip, letting your torso turn slightly toward the working side.",
        "Squeeze your shoulder blade back for a moment.",
        "Breathe in, reach forward slowly to feel a stretch, and switch sides after the set.",
      ],
      ru: [
        "Закрепите одиночную рукоять на блоке примерно на уровне пояса или сядьте в тренажёр для нижней тяги.",
        "Возьмите рукоять одной рукой, рука прямая, стопы устойчиво стоят.",
        "На выдохе тяните рукоять к тазу, позволяя корпусу слегка развернуться в сторону рабочей руки.",
        "Задержитесь на мгновение, сведя лопатку.",
        "На вдохе медленно потянитесь вперёд до растяжения, а после подхода смените руку.",
      ],
    },
    mistakes: {
      en: [
        "Twisting far to swing the weight back.",
        "Pulling with the biceps instead of the elbow.",
        "Shrugging at the end of the pull.",
      ],
      ru: [
        "Сильное скручивание корпуса, чтобы дёрнуть вес.",
        "Тяга бицепсом вместо движения локтем.",
        "Подъём плеча в конце тяги.",
      ],
    },
    safety: {
      en: "Keep the rotation small and controlled, and use the same reps on both sides.",
      ru: "Разворот должен быть небольшим и подконтрольным; делайте одинаковое число повторений на обе стороны.",
    },
  },
  "machine-row": {
    summary: {
      en: "A seated row on a lever or plate-loaded machine with a chest pad. The support lets you row heavy without tiring your lower back.",
      ru: "Тяга сидя в рычажном тренажёре с упором для груди. Упор позволяет работать с большим весом, не утомляя поясницу.",
    },
    steps: {
      en: [
        "Adjust the seat so the handles are at about chest height and your chest rests against the pad.",
        "Grip the handles with straight arms, choosing a neutral or overhand grip.",
        "Breathe out and pull the handles back, driving your elbows behind you.",
        "Squeeze your shoulder blades for a moment without lifting your chest off the pad.",
        "Breathe in and let the handles move forward slowly to straight arms.",
      ],
      ru: [
        "Настройте сиденье так, чтобы рукояти были примерно на уровне груди, а грудь упиралась в подушку.",
        "Возьмитесь за рукояти прямыми руками нейтральным или прямым хватом.",
        "На выдохе тяните рукояти назад, уводя локти за спину.",
        "Задержитесь на мгновение, сведя лопатки и не отрывая грудь от упора.",
        "На вдохе медленно отпустите рукояти вперёд до прямых рук.",
      ],
    },
    mistakes: {
      en: [
        "Peeling the chest off the pad to heave the weight.",
        "Cutting the stretch short at the front.",
        "Shrugging the shoulders up.",
      ],
      ru: [
        "Отрыв груди от упора, чтобы дёрнуть вес.",
        "Неполное растяжение в передней точке.",
        "Плечи поднимаются к ушам.",
      ],
    },
    safety: {
      en: "Set the seat and chest pad before you load the machine, and let the weight down gently after the last rep.",
      ru: "Настройте сиденье и упор до того, как повесить вес, а после последнего повторения мягко опустите груз.",
    },
  },
  "band-lat-pulldown": {
    summary: {
      en: "A pulldown with a resistance band anchored overhead. It trains the lats at home when you have no pull-up bar or cable machine.",
      ru: "Тяга резинки, закреплённой над головой, к груди. Позволяет тренировать широчайшие дома без турника и блочного тренажёра.",
    },
    steps: {
      en: [
        "Anchor the band high, for example over the top of a closed door or a pull-up bar.",
        "Kneel or sit facing the anchor and hold the ends with straight arms overhead.",
        "Move far enough back that the band is taut at the start.",
        "Breathe out and pull your elbows down to your sides, squeezing your shoulder blades down.",
        "Breathe in and let your arms rise slowly back overhead.",
      ],
      ru: [
        "Закрепите резинку высоко, например над закрытой дверью или на турнике.",
        "Встаньте на колени или сядьте лицом к креплению и возьмитесь за концы прямыми руками над головой.",
        "Отодвиньтесь так, чтобы резинка была натянута уже в начале движения.",
        "На выдохе опустите локти вниз к бокам, сводя и опуская лопатки.",
        "На вдохе медленно верните руки над головой.",
      ],
    },
    mistakes: {
      en: [
        "Starting with a slack band.",
        "Leaning back to pull with body weight.",
        "Letting the band snap the arms up.",
      ],
      ru: [
        "Провисшая резинка в начале движения.",
        "Отклонение назад, чтобы тянуть весом тела.",
        "Резинка резко выдёргивает руки вверх.",
      ],
    },
    safety: {
      en: "Check the anchor and the band before every set; keep your face out of the band's line in case it slips.",
      ru: "Перед каждым подходом проверяйте крепление и саму резинку; держите лицо вне линии натяжения на случай, если она соскочит.",
    },
  },
  "band-bent-over-row": {
    summary: {
      en: "A bent-over row with a band under your feet. It is a simple home option for the mid-back and lats.",
      ru: "Тяга в наклоне с резинкой, прижатой стопами к полу. Простой домашний вариант для середины спины и широчайших.",
    },
    steps: {
      en: [
        "Stand on the middle of the band with your feet hip width apart and hold one end in each hand.",
        "Soften your knees and hinge forward to about 45° with a flat back.",
        "Let your arms hang straight with the band already slightly taut.",
        "Breathe out and row your hands to your lower ribs, squeezing your shoulder blades.",
        "Breathe in and lower your hands slowly to straight arms.",
      ],
      ru: [
        "Встаньте на середину резинки, стопы на ширине таза, возьмите по концу в каждую руку.",
        "Слегка согните колени и наклонитесь примерно на 45° с прямой спиной.",
        "Руки свисают прямо, резинка уже немного натянута.",
        "На выдохе подтяните кисти к низу рёбер, сводя лопатки.",
        "На вдохе медленно опустите руки до полного выпрямления.",
      ],
    },
    mistakes: {
      en: [
        "Rounding the back.",
        "Standing up taller with each rep.",
        "Jerking the band instead of pulling smoothly.",
      ],
      ru: [
        "Округление спины.",
        "С каждым повторением корпус поднимается всё выше.",
        "Рывки резинки вместо плавной тяги.",
      ],
    },
    safety: {
      en: "Keep the band securely under the middle of your feet so it can't slip out and snap up.",
      ru: "Надёжно прижимайте резинку серединой стоп, чтобы она не выскользнула и не хлестнула вверх.",
    },
  },
  "roman-chair-back-extension": {
    summary: {
      en: "Bending forward and lifting your torso on a 45° back extension bench strengthens the lower back, glutes and hamstrings with little equipment.",
      ru: "Наклоны и подъём корпуса на тренажёре для гиперэкстензии под 45° укрепляют поясницу, ягодицы и заднюю поверхность бедра.",
    },
    steps: {
      en: [
        "Set the pad so its top edge sits just below your hip bones, and hook your heels under the foot rollers.",
        "Cross your arms over your chest and straighten your body into a line.",
        "Breathe in and bend forward at the hips with a flat back until you feel a stretch in your hamstrings.",
        "Breathe out and lift your torso back to a straight line from head to heels, squeezing your glutes.",
        "Stop at a straight line without arching backwards.",
      ],
      ru: [
        "Настройте упор так, чтобы его верхний край был чуть ниже тазовых косточек, и заведите пятки под валики.",
        "Скрестите руки на груди и вытяните тело в одну линию.",
        "На вдохе наклонитесь вперёд в тазобедренных суставах с прямой спиной до растяжения задней поверхности бедра.",
        "На выдохе поднимите корпус до прямой линии от головы до пяток, напрягая ягодицы.",
        "Остановитесь на прямой линии, не прогибаясь назад.",
      ],
    },
    mistakes: {
      en: [
        "Over-arching the lower back at the top.",
        "Swinging up fast with momentum.",
        "Setting the pad too high so the hips can't bend.",
      ],
      ru: [
        "Чрезмерный прогиб в пояснице в верхней точке.",
        "Быстрый подъём рывком, по инерции.",
        "Упор стоит слишком высоко, и таз не может сгибаться.",
      ],
    },
    safety: {
      en: "Move slowly and stop in a straight line. If you have back pain or a disc problem, check with a doctor or physiotherapist first.",
      ru: "Двигайтесь медленно и останавливайтесь на прямой линии. При болях в спине или проблемах с межпозвонковыми дисками сначала проконсультируйтесь с врачом или реабилитологом.",
    },
  },
};
