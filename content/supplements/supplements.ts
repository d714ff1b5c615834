import type { Localized, Source } from "../../core/content";
import type { EvidenceGrade, Supplement } from "./types";

// Evidence grades for the supplement guide. Texts are Forma's own; the sources listed with each
// supplement are the position stands, meta-analyses and fact sheets the grade rests on.

export const gradeScale: Record<EvidenceGrade, Localized> = {
  A: {
    en: "Strong evidence: many good trials and meta-analyses agree, and expert bodies accept that it works for the stated purpose.",
    ru: "Сильные доказательства: многие качественные исследования и метаанализы сходятся, и экспертные организации признают, что это работает для заявленной цели.",
  },
  B: {
    en: "Good evidence, but only for a specific use or group (a certain type of effort, a proven deficiency), and the benefit is smaller or depends on the situation.",
    ru: "Хорошие доказательства, но только для определённой задачи или группы людей (конкретный тип нагрузки, подтверждённый дефицит), и польза скромнее или зависит от ситуации.",
  },
  C: {
    en: "Limited or mixed evidence: small or inconsistent studies, or a benefit only in narrow groups, so it is optional at best.",
    ru: "Ограниченные или противоречивые данные: небольшие или несогласованные исследования либо польза только в узких группах, так что это в лучшем случае необязательно.",
  },
  D: {
    en: "Little or no good evidence of benefit for healthy people who train, sometimes with real safety risks: we don't recommend spending money on it.",
    ru: "Хороших доказательств пользы для здоровых тренирующихся людей почти или совсем нет, а иногда есть реальные риски: тратить на это деньги не советуем.",
  },
};

// Sources used by more than one supplement.
const odsExercise: Source = {
  title: "Dietary Supplements for Exercise and Athletic Performance: Fact Sheet for Health Professionals",
  publisher: "NIH Office of Dietary Supplements",
  url: "https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-HealthProfessional/",
};
const iocSupplements: Source = {
  title: "IOC consensus statement: dietary supplements and the high-performance athlete",
  publisher: "British Journal of Sports Medicine",
  year: 2018,
  url: "https://doi.org/10.1136/bjsports-2018-099027",
};
const issnProtein: Source = {
  title: "International Society of Sports Nutrition Position Stand: protein and exercise",
  publisher: "Journal of the International Society of Sports Nutrition",
  year: 2017,
  url: "https://doi.org/10.1186/s12970-017-0177-8",
};
const acsmNutrition: Source = {
  title: "American College of Sports Medicine Joint Position Statement. Nutrition and Athletic Performance",
  publisher: "Medicine & Science in Sports & Exercise",
  year: 2016,
  url: "https://doi.org/10.1249/MSS.0000000000000852",
};

export const supplements: Supplement[] = [
  {
    slug: "creatine-monohydrate",
    name: { en: "Creatine monohydrate", ru: "Креатин моногидрат" },
    grade: "A",
    what: {
      en: "Creatine tops up the phosphocreatine your muscles burn in short, hard efforts, so you can squeeze out an extra rep or two and recover faster between sets. Over weeks of training this adds up to more strength and lean mass than training alone. It is one of the best-studied and cheapest supplements and is worth it for almost anyone who lifts or sprints; vegetarians and vegans, who get little creatine from food, often respond the most.",
      ru: "Креатин пополняет запасы креатинфосфата — топлива для коротких тяжёлых усилий, поэтому в подходе получается сделать ещё одно-два повторения и быстрее восстановиться между подходами. За недели тренировок это складывается в больший прирост силы и мышечной массы, чем без него. Это одна из самых изученных и дешёвых добавок, и она имеет смысл почти для всех, кто работает с отягощениями или бегает спринты; сильнее всего обычно реагируют вегетарианцы и веганы, которые почти не получают креатин с едой.",
    },
    dose: {
      en: "3–5 g a day; only very large athletes need 5–10 g. Loading is optional: about 0.3 g per kg of body weight a day (about 20 g at 70 kg), split into four doses, for 5–7 days fills the muscles faster; without it they fill up in 3–4 weeks. Plain monohydrate is enough; pricier forms are not better.",
      ru: "3–5 г в день; 5–10 г нужны только очень крупным спортсменам. Загрузка — по желанию: около 0,3 г на кг массы тела в день (около 20 г при весе 70 кг) в четыре приёма в течение 5–7 дней насыщает мышцы быстрее; без загрузки на это уйдёт 3–4 недели. Обычного моногидрата достаточно, более дорогие формы не лучше.",
    },
    timing: {
      en: "Any time of day; what matters is taking it every day, rest days included. With a meal or in your post-workout shake is convenient and may help your muscles take it up slightly better.",
      ru: "В любое время дня; главное — каждый день, включая дни отдыха. Удобно принимать с едой или добавлять в коктейль после тренировки — так мышцы могут усваивать его чуть лучше.",
    },
    avoid: {
      en: "Skip it, or ask your doctor first, if you have kidney disease or reduced kidney function, diabetes affecting the kidneys, or are pregnant or breastfeeding (there is too little data). Under-18s should check with a doctor. Expect 1–2 kg of extra body weight in the first weeks: it's water stored in muscle, not fat.",
      ru: "Откажитесь или сначала посоветуйтесь с врачом при болезнях почек или сниженной функции почек, диабете с поражением почек, при беременности и кормлении грудью (данных слишком мало). Подросткам до 18 лет нужна консультация врача. В первые недели вес может вырасти на 1–2 кг — это вода в мышцах, а не жир.",
    },
    interactions: {
      en: "Tell your doctor you take creatine before blood tests: it raises blood creatinine and can make kidney results look worse than they are. Ask a doctor if you take medicines that strain the kidneys (regular high-dose NSAIDs such as ibuprofen, diuretics, lithium, ciclosporin). Combining it with caffeine or protein is fine for most people.",
      ru: "Перед анализом крови предупредите врача, что принимаете креатин: он повышает креатинин и может искажать оценку работы почек. Посоветуйтесь с врачом, если принимаете препараты, нагружающие почки (регулярно высокие дозы НПВС вроде ибупрофена, мочегонные, литий, циклоспорин). Сочетать креатин с кофеином или протеином большинству людей можно.",
    },
    sources: [
      {
        title: "International Society of Sports Nutrition position stand: safety and efficacy of creatine supplementation in exercise, sport, and medicine",
        publisher: "Journal of the International Society of Sports Nutrition",
        year: 2017,
        url: "https://doi.org/10.1186/s12970-017-0173-z",
      },
      {
        title: "Common questions and misconceptions about creatine supplementation: what does the scientific evidence really show?",
        publisher: "Journal of the International Society of Sports Nutrition",
        year: 2021,
        url: "https://doi.org/10.1186/s12970-021-00412-w",
      },
      odsExercise,
    ],
  },
  {
    slug: "whey-protein",
    name: { en: "Whey protein", ru: "Сывороточный протеин" },
    grade: "A",
    what: {
      en: "Whey is simply milk protein in powder form: quick to digest and rich in leucine, the amino acid that switches on muscle building. It helps exactly as far as it gets you to your daily protein target; protein beyond that adds nothing. Worth it if you struggle to reach about 1.6 g of protein per kg of body weight from food, or want a quick, cheap protein source after training.",
      ru: "Сывороточный протеин — это просто белок молока в виде порошка: он быстро усваивается и богат лейцином, аминокислотой, которая запускает рост мышц. Польза от него есть ровно в той мере, в какой он помогает добрать суточную норму белка; сверх неё он ничего не добавляет. Имеет смысл, если вам трудно набрать около 1,6 г белка на кг массы тела из обычной еды или нужен быстрый и недорогой белок после тренировки.",
    },
    dose: {
      en: "20–40 g per serving (about 0.25–0.4 g per kg of body weight), as part of a daily total of about 1.6–2.2 g of protein per kg, toward the top of that range while dieting. Most people need one or two scoops a day at most.",
      ru: "20–40 г на порцию (примерно 0,25–0,4 г на кг массы тела) в рамках суточной нормы около 1,6–2,2 г белка на кг — ближе к верхней границе при похудении. Большинству хватает одной-двух мерных ложек в день, не больше.",
    },
    timing: {
      en: "Whenever it fits. After training is convenient, but your daily total, spread over 3–5 meals of 20–40 g, matters more than the exact minute.",
      ru: "Когда удобно. После тренировки — привычный вариант, но важнее суточное количество белка, распределённое на 3–5 приёмов по 20–40 г, чем точное время.",
    },
    avoid: {
      en: "Skip it if you are allergic to milk protein. If you are lactose intolerant, choose whey isolate, which contains very little lactose. With kidney disease, ask your doctor how much protein you should eat in total. Pick products tested by an independent lab: powders are sometimes contaminated or contain less protein than the label says.",
      ru: "Не подходит при аллергии на белок коровьего молока. При непереносимости лактозы выбирайте изолят — в нём лактозы очень мало. При болезнях почек уточните у врача, сколько белка вам можно в сумме. Берите продукты с независимой лабораторной проверкой: порошки бывают загрязнены или содержат меньше белка, чем заявлено.",
    },
    interactions: {
      en: "The calcium in dairy protein can reduce absorption of some antibiotics (tetracyclines, fluoroquinolones), thyroid hormone (levothyroxine), bisphosphonates and iron tablets: keep them 2–4 hours away from your shake. If you take levodopa for Parkinson's disease, ask your doctor how to time protein.",
      ru: "Кальций в молочном белке может снижать всасывание некоторых антибиотиков (тетрациклинов, фторхинолонов), гормона щитовидной железы (левотироксина), бисфосфонатов и препаратов железа — разносите их с коктейлем на 2–4 часа. Если вы принимаете леводопу при болезни Паркинсона, спросите врача, как распределять белок.",
    },
    sources: [
      issnProtein,
      {
        title: "A systematic review, meta-analysis and meta-regression of the effect of protein supplementation on resistance training-induced gains in muscle mass and strength in healthy adults",
        publisher: "British Journal of Sports Medicine",
        year: 2018,
        url: "https://doi.org/10.1136/bjsports-2017-097608",
      },
      iocSupplements,
    ],
  },
  {
    slug: "casein-protein",
    name: { en: "Casein protein", ru: "Казеин" },
    grade: "B",
    what: {
      en: "Casein is the slow milk protein: it clots in the stomach and releases amino acids over several hours. It counts toward your daily protein just like whey. Its special selling point, a serving before bed to feed your muscles overnight, has some support from trials, but much of the benefit probably comes simply from eating more protein in total. Useful if a bedtime snack is the easiest way for you to hit your protein target; a bowl of cottage cheese does the same job.",
      ru: "Казеин — медленный молочный белок: в желудке он сворачивается и отдаёт аминокислоты в течение нескольких часов. В суточную норму белка он засчитывается так же, как сывороточный. Его главная «фишка» — порция перед сном, чтобы мышцы получали белок ночью; исследования это отчасти подтверждают, но значительная часть пользы, вероятно, объясняется просто тем, что белка за день съедено больше. Пригодится, если перекус перед сном — самый простой для вас способ добрать белок; тарелка творога справится не хуже.",
    },
    dose: {
      en: "30–40 g, within the same daily protein total as above (about 1.6–2.2 g per kg of body weight).",
      ru: "30–40 г в рамках той же суточной нормы белка (около 1,6–2,2 г на кг массы тела).",
    },
    timing: {
      en: "30–60 minutes before sleep, or between meals when you'll go a long time without food.",
      ru: "За 30–60 минут до сна или между приёмами пищи, если впереди долгий перерыв в еде.",
    },
    avoid: {
      en: "Skip it if you are allergic to milk protein; casein is a common allergen. Most casein powders contain some lactose, which may bother you if you are lactose intolerant. With kidney disease, agree your total protein intake with your doctor.",
      ru: "Не подходит при аллергии на белок коровьего молока — казеин частый аллерген. В большинстве казеиновых порошков есть немного лактозы, что может беспокоить при её непереносимости. При болезнях почек согласуйте общее количество белка с врачом.",
    },
    interactions: {
      en: "Like other dairy products, it can reduce absorption of tetracycline and fluoroquinolone antibiotics, levothyroxine, bisphosphonates and iron: keep them 2–4 hours apart. Levodopa users should ask their doctor about protein timing.",
      ru: "Как и другие молочные продукты, может снижать всасывание антибиотиков-тетрациклинов и фторхинолонов, левотироксина, бисфосфонатов и железа — разносите их на 2–4 часа. Тем, кто принимает леводопу, стоит обсудить с врачом, когда есть белок.",
    },
    sources: [
      {
        title: "Protein ingestion before sleep increases muscle mass and strength gains during prolonged resistance-type exercise training in healthy young men",
        publisher: "The Journal of Nutrition",
        year: 2015,
        url: "https://doi.org/10.3945/jn.114.208371",
      },
      {
        title: "Pre-Sleep Protein Ingestion to Improve the Skeletal Muscle Adaptive Response to Exercise Training",
        publisher: "Nutrients",
        year: 2016,
        url: "https://doi.org/10.3390/nu8120763",
      },
      issnProtein,
    ],
  },
  {
    slug: "caffeine",
    name: { en: "Caffeine", ru: "Кофеин" },
    grade: "A",
    what: {
      en: "Caffeine dulls the sense of effort and fatigue, so you can push a little harder and longer. Its benefit is best proven for endurance, but it also helps with muscular endurance, sprints and jumps. It works for most people, trained or not, though sensitivity varies a lot; coffee, tablets and caffeine gum all work. Worth trying before hard sessions or competitions if it doesn't make you jittery or wreck your sleep.",
      ru: "Кофеин притупляет ощущение усталости и тяжести нагрузки, поэтому можно работать чуть интенсивнее и дольше. Лучше всего его эффект доказан для выносливости, но он помогает и в силовой выносливости, спринтах и прыжках. Работает у большинства, тренированных и нет, хотя чувствительность у всех разная; подходят и кофе, и таблетки, и жвачка с кофеином. Стоит попробовать перед тяжёлыми тренировками или соревнованиями, если от него вас не трясёт и не страдает сон.",
    },
    dose: {
      en: "3–6 mg per kg of body weight (about 200–400 mg at 70 kg); 2–3 mg/kg often works too, with fewer side effects. Stay under about 400 mg a day from all sources, or 200 mg if pregnant. Doses of 9 mg/kg and above add side effects, not performance.",
      ru: "3–6 мг на кг массы тела (около 200–400 мг при весе 70 кг); часто хватает и 2–3 мг/кг — с меньшими побочными эффектами. Держитесь в пределах примерно 400 мг в день из всех источников, при беременности — 200 мг. Дозы от 9 мг/кг добавляют побочные эффекты, а не результат.",
    },
    timing: {
      en: "About 60 minutes before training for tablets or coffee; gum acts faster, in about 10–15 minutes. Avoid it in the 6–8 hours before bed: poor sleep costs you more than caffeine gives.",
      ru: "Примерно за 60 минут до тренировки, если это таблетки или кофе; жвачка действует быстрее — минут через 10–15. Не принимайте его за 6–8 часов до сна: плохой сон отнимет больше, чем даст кофеин.",
    },
    avoid: {
      en: "Ask a doctor first if you have heart rhythm problems, uncontrolled high blood pressure, an anxiety or panic disorder, insomnia, a stomach ulcer or reflux, or are pregnant or breastfeeding. Not for children; teenagers should stay at or below about 3 mg/kg a day.",
      ru: "Сначала посоветуйтесь с врачом при нарушениях сердечного ритма, неконтролируемом повышенном давлении, тревожном или паническом расстройстве, бессоннице, язве или рефлюксе, при беременности и кормлении грудью. Не для детей; подросткам — не больше примерно 3 мг/кг в день.",
    },
    interactions: {
      en: "Some medicines slow caffeine clearance and make it much stronger: fluvoxamine, ciprofloxacin and other fluoroquinolones, and hormonal contraceptives. It adds to other stimulants (pre-workouts, energy drinks, synephrine, decongestants such as pseudoephedrine, ADHD medicines). It can change lithium and theophylline levels, so ask your doctor if you take either.",
      ru: "Некоторые лекарства замедляют выведение кофеина и заметно усиливают его действие: флувоксамин, ципрофлоксацин и другие фторхинолоны, гормональные контрацептивы. Его эффект складывается с другими стимуляторами (предтренировочные комплексы, энергетики, синефрин, сосудосуживающие средства от насморка вроде псевдоэфедрина, препараты от СДВГ). Он может менять уровень лития и теофиллина в крови — если принимаете их, спросите врача.",
    },
    sources: [
      {
        title: "International society of sports nutrition position stand: caffeine and exercise performance",
        publisher: "Journal of the International Society of Sports Nutrition",
        year: 2021,
        url: "https://doi.org/10.1186/s12970-020-00383-4",
      },
      {
        title: "Scientific Opinion on the safety of caffeine",
        publisher: "EFSA Journal (EFSA Panel on Dietetic Products, Nutrition and Allergies)",
        year: 2015,
        url: "https://doi.org/10.2903/j.efsa.2015.4102",
      },
      iocSupplements,
    ],
  },
  {
    slug: "carbohydrate-drinks-gels",
    name: { en: "Carbohydrate drinks and gels", ru: "Углеводы во время нагрузки (гели, изотоники)" },
    grade: "A",
    what: {
      en: "On long sessions, carbohydrate taken during exercise keeps your blood sugar up and spares your limited glycogen stores, which delays fatigue; it is one of the best-proven performance aids for endurance. It matters for efforts longer than about an hour: long runs and rides, long matches, mountain hikes. For a typical 60-minute gym session after a normal meal you don't need it.",
      ru: "На длинных тренировках углеводы прямо во время нагрузки поддерживают уровень сахара в крови и экономят ограниченные запасы гликогена, поэтому усталость наступает позже; это одно из самых доказанных средств для выносливости. Актуально для нагрузки дольше часа: длинные пробежки и велозаезды, продолжительные матчи, горные походы. Для обычной часовой тренировки в зале после нормального приёма пищи это не нужно.",
    },
    dose: {
      en: "Under about 45 minutes: none needed. 45–75 minutes: small amounts, or just rinsing your mouth with a sports drink. 1–2.5 hours: 30–60 g of carbohydrate per hour. Over 2.5 hours: up to 90 g per hour, from products that mix glucose and fructose.",
      ru: "Меньше 45 минут: не нужно. 45–75 минут: немного или просто прополоскать рот спортивным напитком. 1–2,5 часа: 30–60 г углеводов в час. Больше 2,5 часа: до 90 г в час из продуктов со смесью глюкозы и фруктозы.",
    },
    timing: {
      en: "Start in the first 15–30 minutes and take small amounts every 15–20 minutes rather than one big dose. Rehearse it in training: the gut adapts, and a new gel on race day is a classic recipe for stomach trouble.",
      ru: "Начинайте в первые 15–30 минут и принимайте понемногу каждые 15–20 минут, а не всё сразу. Отработайте схему на тренировках: кишечник привыкает, а новый гель в день старта — классический путь к проблемам с желудком.",
    },
    avoid: {
      en: "If you have diabetes, especially on insulin or sulfonylureas, plan carbohydrate intake and glucose checks with your doctor or diabetes team. With irritable bowel syndrome or fructose intolerance, glucose-only products in smaller amounts may suit you better.",
      ru: "При диабете, особенно на инсулине или препаратах сульфонилмочевины, согласуйте приём углеводов и контроль глюкозы с врачом. При синдроме раздражённого кишечника или непереносимости фруктозы лучше подойдут продукты только на глюкозе и меньшие порции.",
    },
    interactions: {
      en: "It raises blood sugar, so it interacts with insulin and other diabetes medicines. Many gels also contain caffeine: count it toward your daily caffeine total.",
      ru: "Поднимает сахар в крови, поэтому взаимодействует с инсулином и другими сахароснижающими препаратами. Во многих гелях есть кофеин — учитывайте его в суточной дозе.",
    },
    sources: [
      acsmNutrition,
      {
        title: "Systematic review: Carbohydrate supplementation on exercise performance or capacity of varying durations",
        publisher: "Applied Physiology, Nutrition, and Metabolism",
        year: 2014,
        url: "https://doi.org/10.1139/apnm-2014-0027",
      },
      {
        title: "A step towards personalized sports nutrition: carbohydrate intake during exercise",
        publisher: "Sports Medicine",
        year: 2014,
      },
    ],
  },
  {
    slug: "beta-alanine",
    name: { en: "Beta-alanine", ru: "Бета-аланин" },
    grade: "B",
    what: {
      en: "Beta-alanine raises carnosine in your muscles, which buffers the acid that builds up during very hard work. It helps most in all-out efforts lasting about 1–4 minutes, such as rowing, 400–1500 m running, high-rep sets and intervals; the gain is small, a couple of percent, and close to nothing for pure strength or long endurance. Consider it if that kind of effort decides your sport; for general gym training you can skip it.",
      ru: "Бета-аланин повышает в мышцах уровень карнозина, который нейтрализует кислоту, накапливающуюся при очень тяжёлой работе. Больше всего он помогает в предельных нагрузках длительностью примерно 1–4 минуты: гребля, бег на 400–1 500 м, многоповторные подходы, интервалы; прирост небольшой — пара процентов, а для чистой силы и длинной выносливости почти нулевой. Имеет смысл, если именно такие усилия решают исход в вашем виде спорта; для обычных занятий в зале можно обойтись.",
    },
    dose: {
      en: "4–6 g a day, split into doses of 0.8–1.6 g, for at least 2–4 weeks; the effect keeps growing over 4–10 weeks. Sustained-release tablets reduce tingling.",
      ru: "4–6 г в день, разделённые на приёмы по 0,8–1,6 г, минимум 2–4 недели; эффект нарастает в течение 4–10 недель. Таблетки с замедленным высвобождением уменьшают покалывание.",
    },
    timing: {
      en: "Timing around training doesn't matter, because the effect builds up over weeks. Taking the doses with meals raises muscle carnosine a little more.",
      ru: "Время относительно тренировки не важно: эффект накапливается неделями. Приём с едой немного лучше повышает карнозин в мышцах.",
    },
    avoid: {
      en: "The usual side effect is harmless tingling or 'pins and needles' on the skin (paraesthesia) for up to an hour after a larger dose; smaller doses prevent it. If you are pregnant or breastfeeding or have a chronic illness, ask a doctor first, as safety hasn't been studied in these groups.",
      ru: "Обычный побочный эффект — безвредное покалывание и «мурашки» на коже (парестезия) в течение часа после крупной дозы; дробные приёмы его убирают. При беременности, кормлении грудью и хронических заболеваниях сначала посоветуйтесь с врачом: безопасность в этих группах не изучена.",
    },
    interactions: {
      en: "No important drug interactions are known. It can be combined with sodium bicarbonate or creatine, although the extra effect of stacking is small.",
      ru: "Значимых взаимодействий с лекарствами не известно. Можно сочетать с бикарбонатом натрия или креатином, хотя дополнительный эффект от такой связки невелик.",
    },
    sources: [
      {
        title: "International society of sports nutrition position stand: Beta-Alanine",
        publisher: "Journal of the International Society of Sports Nutrition",
        year: 2015,
        url: "https://doi.org/10.1186/s12970-015-0090-y",
      },
      {
        title: "β-alanine supplementation to improve exercise capacity and performance: a systematic review and meta-analysis",
        publisher: "British Journal of Sports Medicine",
        year: 2017,
        url: "https://doi.org/10.1136/bjsports-2016-096396",
      },
    ],
  },
  {
    slug: "sodium-bicarbonate",
    name: { en: "Sodium bicarbonate (baking soda)", ru: "Бикарбонат натрия (пищевая сода)" },
    grade: "B",
    what: {
      en: "Baking soda raises the buffering capacity of your blood, helping to clear the acid produced in very hard efforts. It improves high-intensity efforts lasting roughly 30 seconds to 12 minutes, repeated sprints and high-rep strength work. The catch is stomach upset, which can wipe out the benefit; it's a tool for competitive athletes in those events, not a daily supplement.",
      ru: "Пищевая сода повышает буферную ёмкость крови и помогает нейтрализовать кислоту, которая образуется при очень тяжёлой работе. Она улучшает результат в интенсивных нагрузках продолжительностью примерно от 30 секунд до 12 минут, в повторных спринтах и многоповторной силовой работе. Подвох — расстройство желудка, которое может свести пользу на нет; это инструмент для соревнующихся спортсменов в таких дисциплинах, а не ежедневная добавка.",
    },
    dose: {
      en: "0.2–0.3 g per kg of body weight (about 14–21 g at 70 kg), in capsules or dissolved in water. Note that 21 g of baking soda contains almost 6 g of sodium, several times the recommended daily intake.",
      ru: "0,2–0,3 г на кг массы тела (около 14–21 г при весе 70 кг) в капсулах или растворённой в воде. Учтите: в 21 г соды почти 6 г натрия — в несколько раз больше рекомендуемого суточного потребления.",
    },
    timing: {
      en: "60–180 minutes before the event, with a small carbohydrate-rich meal to reduce stomach upset; splitting the dose over 30–60 minutes also helps. Test it in training, never for the first time before a competition.",
      ru: "За 60–180 минут до старта вместе с небольшим приёмом пищи, богатой углеводами, — так меньше проблем с желудком; помогает и дробление дозы на 30–60 минут. Обязательно проверьте схему на тренировке, а не впервые перед соревнованием.",
    },
    avoid: {
      en: "Don't use it if you have high blood pressure, heart failure or kidney disease, follow a salt-restricted diet, or are pregnant. Stop if you get severe vomiting or diarrhoea. Misused, large doses can cause dangerous metabolic alkalosis.",
      ru: "Не применяйте при повышенном давлении, сердечной недостаточности, болезнях почек, диете с ограничением соли, при беременности. Прекратите при сильной рвоте или диарее. При неправильном применении большие дозы могут вызвать опасный метаболический алкалоз.",
    },
    interactions: {
      en: "It changes the acidity of your stomach and urine, which alters how some medicines are absorbed and excreted (for example aspirin and other salicylates, some antibiotics, iron, lithium). Keep it at least 2 hours away from other medicines, and ask a doctor if you take any regularly. It can be combined with beta-alanine.",
      ru: "Сода меняет кислотность желудка и мочи, а значит — всасывание и выведение некоторых лекарств (например, аспирина и других салицилатов, ряда антибиотиков, железа, лития). Разносите её с другими препаратами минимум на 2 часа, а если принимаете лекарства постоянно — спросите врача. Можно сочетать с бета-аланином.",
    },
    sources: [
      {
        title: "International Society of Sports Nutrition position stand: sodium bicarbonate and exercise performance",
        publisher: "Journal of the International Society of Sports Nutrition",
        year: 2021,
        url: "https://doi.org/10.1186/s12970-021-00458-w",
      },
      {
        title: "Effects of acute alkalosis and acidosis on performance: a meta-analysis",
        publisher: "Sports Medicine",
        year: 2011,
      },
      iocSupplements,
    ],
  },
  {
    slug: "nitrate-beetroot-juice",
    name: { en: "Nitrate (beetroot juice)", ru: "Нитраты (свекольный сок)" },
    grade: "B",
    what: {
      en: "Nitrate from beetroot and leafy greens is turned by bacteria in your mouth into nitrite and then nitric oxide, which helps muscles use oxygen more economically. Meta-analyses show a small benefit for endurance and repeated high-intensity efforts in recreationally active people; in highly trained endurance athletes the effect largely disappears. Worth a try for endurance or team-sport athletes below elite level; eating plenty of beetroot, spinach, rocket and other greens is the food-first version.",
      ru: "Нитраты из свёклы и листовой зелени бактерии во рту превращают в нитриты, а затем в оксид азота, и мышцы начинают экономнее расходовать кислород. По данным метаанализов, у любителей это даёт небольшой плюс в выносливости и повторных интенсивных усилиях; у хорошо тренированных спортсменов на выносливость эффект почти пропадает. Стоит попробовать, если вы занимаетесь циклическими или игровыми видами спорта не на элитном уровне; вариант «сначала еда» — больше свёклы, шпината, рукколы и другой зелени.",
    },
    dose: {
      en: "About 6–13 mmol of nitrate (roughly 400–800 mg): one or two concentrated beetroot shots of about 70 ml, or around 500 ml of ordinary beetroot juice. Check the nitrate content on the label, as juices vary widely. Don't use nitrate or nitrite salt powders: a dosing mistake can poison you.",
      ru: "Около 6–13 ммоль нитратов (примерно 400–800 мг) — это один-два концентрированных свекольных шота по ~70 мл или около 500 мл обычного свекольного сока. Смотрите содержание нитратов на этикетке: в разных соках оно сильно различается. Не используйте порошки солей нитратов или нитритов: ошибка в дозировке может закончиться отравлением.",
    },
    timing: {
      en: "2–3 hours before exercise. Taking it daily for 3–7 days before an important event may work slightly better. Skip antibacterial mouthwash in that period: it kills the mouth bacteria that activate nitrate.",
      ru: "За 2–3 часа до нагрузки. Ежедневный приём за 3–7 дней до важного старта может сработать чуть лучше. В эти дни не пользуйтесь антибактериальным ополаскивателем для рта — он убивает бактерии, которые активируют нитраты.",
    },
    avoid: {
      en: "Pink or red urine and stools afterwards are harmless. Ask a doctor first if you have low blood pressure, kidney stones (beetroot is high in oxalate) or kidney disease, or are pregnant.",
      ru: "Розовая или красная моча и стул после свёклы безвредны. Сначала посоветуйтесь с врачом при пониженном давлении, камнях в почках (в свёкле много оксалатов) или болезнях почек, при беременности.",
    },
    interactions: {
      en: "Nitrate lowers blood pressure slightly, so it adds to blood pressure medicines. Don't combine it with nitrate heart medicines (nitroglycerin, isosorbide) or erectile dysfunction drugs such as sildenafil or tadalafil without a doctor's advice.",
      ru: "Нитраты немного снижают давление и поэтому усиливают действие гипотензивных препаратов. Без совета врача не сочетайте их с нитратами от стенокардии (нитроглицерин, изосорбид) и средствами для эрекции вроде силденафила или тадалафила.",
    },
    sources: [
      {
        title: "Dietary nitrate supplementation and exercise performance",
        publisher: "Sports Medicine",
        year: 2014,
      },
      {
        title: "Ergogenic Effect of Nitrate Supplementation: A Systematic Review and Meta-analysis",
        publisher: "Medicine & Science in Sports & Exercise",
        year: 2020,
        url: "https://doi.org/10.1249/MSS.0000000000002363",
      },
      iocSupplements,
    ],
  },
  {
    slug: "citrulline-malate",
    name: { en: "Citrulline malate", ru: "Цитруллин малат" },
    grade: "C",
    what: {
      en: "Citrulline is converted into arginine and then nitric oxide, and it is a staple of pre-workouts sold for 'pump' and extra reps. Meta-analyses find a small effect at best, a few more reps across several high-rep sets, and results vary between studies. It is safe and optional; don't expect a difference you can see in your training log.",
      ru: "Цитруллин превращается в аргинин, а затем в оксид азота; его часто кладут в предтренировочные комплексы ради «пампа» и дополнительных повторений. Метаанализы находят в лучшем случае небольшой эффект — несколько дополнительных повторений за несколько многоповторных подходов, причём результаты исследований расходятся. Добавка безопасна и необязательна; заметной разницы в тренировочном дневнике не ждите.",
    },
    dose: {
      en: "6–8 g of citrulline malate (2:1), or 3–6 g of pure L-citrulline. Many pre-workouts contain far less than the studied dose.",
      ru: "6–8 г цитруллина малата (2:1) или 3–6 г чистого L-цитруллина. Во многих предтренировочных комплексах его намного меньше, чем в исследованиях.",
    },
    timing: {
      en: "40–60 minutes before training.",
      ru: "За 40–60 минут до тренировки.",
    },
    avoid: {
      en: "Ask a doctor first if you have low blood pressure or heart disease, or are pregnant or breastfeeding. Some people get mild stomach upset.",
      ru: "Сначала посоветуйтесь с врачом при пониженном давлении, болезнях сердца, при беременности и кормлении грудью. У некоторых бывает лёгкое расстройство желудка.",
    },
    interactions: {
      en: "It may lower blood pressure slightly, so take care with blood pressure medicines, and don't combine it with nitrate heart medicines or erectile dysfunction drugs (sildenafil, tadalafil) without a doctor's advice.",
      ru: "Может слегка снижать давление: осторожнее с гипотензивными препаратами; без совета врача не сочетайте его с нитратами от стенокардии и средствами для эрекции (силденафил, тадалафил).",
    },
    sources: [
      {
        title: "Acute Effects of Citrulline Supplementation on High-Intensity Strength and Power Performance: A Systematic Review and Meta-Analysis",
        publisher: "Sports Medicine",
        year: 2019,
        url: "https://doi.org/10.1007/s40279-019-01091-z",
      },
      {
        title: "Acute Effect of Citrulline Malate on Repetition Performance During Strength Training: A Systematic Review and Meta-Analysis",
        publisher: "International Journal of Sport Nutrition and Exercise Metabolism",
        year: 2021,
        url: "https://journals.humankinetics.com/view/journals/ijsnem/31/4/article-p350.xml",
      },
    ],
  },
  {
    slug: "electrolytes",
    name: { en: "Electrolytes (sports drinks, salt tablets)", ru: "Электролиты (изотоники, солевые таблетки)" },
    grade: "B",
    what: {
      en: "Sweat carries away water and sodium, plus a little potassium, and losing too much of either hurts performance, especially in the heat. For sessions under an hour, water and normal meals cover it. Electrolyte drinks are worth it for long or very sweaty sessions (over about 60–90 minutes, in the heat, or if your kit dries with white salt marks) and for rehydrating quickly between sessions.",
      ru: "С потом уходят вода и натрий, а также немного калия, и большие потери того и другого бьют по результату, особенно в жару. Для тренировок короче часа хватает воды и обычной еды. Электролитные напитки нужны на длинных или очень «потных» нагрузках (дольше 60–90 минут, в жару или если на форме остаются белые соляные разводы) и для быстрого восстановления водного баланса между тренировками.",
    },
    dose: {
      en: "During long sessions, a drink with roughly 460–690 mg of sodium per litre (20–30 mmol/L), sipped to roughly match your sweat losses; heavy, salty sweaters may need more. Afterwards, drink about 1.5 litres for every kg of body weight lost, with some salt from food or drink.",
      ru: "На длинных тренировках — напиток с примерно 460–690 мг натрия на литр (20–30 ммоль/л); пейте понемногу, примерно восполняя потери с потом. Тем, кто сильно и «солёно» потеет, может понадобиться больше. После нагрузки — около 1,5 л жидкости на каждый потерянный килограмм веса, плюс немного соли из еды или напитка.",
    },
    timing: {
      en: "Start drinking early in the session and keep sipping. Weigh yourself before and after a few sessions to learn your sweat rate. Never drink so much that you gain weight during exercise.",
      ru: "Начинайте пить с первых минут и продолжайте понемногу. Взвесьтесь до и после нескольких тренировок, чтобы узнать, сколько вы теряете с потом. Никогда не пейте столько, чтобы вес за тренировку вырос.",
    },
    avoid: {
      en: "Drinking far more than you sweat, even with electrolytes, can cause dangerously low blood sodium (hyponatraemia): headache, nausea or confusion during or after a long event need urgent medical help. Ask a doctor before using salt tablets or high-sodium drinks if you have high blood pressure, heart failure or kidney disease, or follow a low-salt diet.",
      ru: "Если пить намного больше, чем теряется с потом, даже с электролитами, можно довести себя до опасного снижения натрия в крови (гипонатриемии): головная боль, тошнота или спутанность сознания во время или после длинного старта — повод срочно обратиться за медицинской помощью. Посоветуйтесь с врачом перед солевыми таблетками и напитками с высоким содержанием натрия при повышенном давлении, сердечной недостаточности, болезнях почек или диете с ограничением соли.",
    },
    interactions: {
      en: "Products with added potassium can push potassium too high if you take ACE inhibitors, sartans (ARBs), spironolactone or other potassium-sparing diuretics. Changes in sodium intake and sweating affect lithium levels. Diuretics change your fluid and salt balance.",
      ru: "Продукты с калием могут чрезмерно поднять его уровень, если вы принимаете ингибиторы АПФ, сартаны, спиронолактон или другие калийсберегающие мочегонные. Изменения в потреблении натрия и потоотделении влияют на уровень лития. Мочегонные средства меняют баланс жидкости и соли.",
    },
    sources: [
      {
        title: "American College of Sports Medicine position stand. Exercise and fluid replacement",
        publisher: "Medicine & Science in Sports & Exercise",
        year: 2007,
        url: "https://doi.org/10.1249/mss.0b013e31802ca597",
      },
      {
        title: "Statement of the Third International Exercise-Associated Hyponatremia Consensus Development Conference, Carlsbad, California, 2015",
        publisher: "Clinical Journal of Sport Medicine",
        year: 2015,
      },
      acsmNutrition,
    ],
  },
  {
    slug: "vitamin-d",
    name: { en: "Vitamin D", ru: "Витамин D" },
    grade: "B",
    what: {
      en: "Vitamin D is needed for bones, muscles and the immune system, and many people run low in winter or when they get little sun on their skin. Correcting a deficiency is worthwhile for health and may support muscle function and lower the risk of bone injuries; if your level is already normal, extra vitamin D won't improve performance. Most useful if you live far from the equator, spend most of the day indoors, have darker skin or keep your skin covered.",
      ru: "Витамин D нужен костям, мышцам и иммунитету, и у многих его не хватает зимой или при недостатке солнца. Устранить дефицит стоит ради здоровья — это может поддержать работу мышц и снизить риск костных травм; если уровень уже нормальный, дополнительный витамин D результат не улучшит. Больше всего пользы тем, кто живёт в северных широтах, большую часть дня проводит в помещении, имеет смуглую кожу или закрывает её одеждой.",
    },
    dose: {
      en: "A common maintenance dose is 1,000–2,000 IU (25–50 µg) a day in months with little sun. Higher doses only after a blood test for 25(OH)D and on a doctor's advice. The upper limit for adults is 4,000 IU (100 µg) a day.",
      ru: "Обычная поддерживающая доза — 1 000–2 000 МЕ (25–50 мкг) в день в месяцы, когда мало солнца. Более высокие дозы — только после анализа крови на 25(OH)D и по рекомендации врача. Верхний допустимый уровень для взрослых — 4 000 МЕ (100 мкг) в день.",
    },
    timing: {
      en: "With a meal that contains some fat, which improves absorption; the time of day doesn't matter. Regular daily doses are better than large occasional ones.",
      ru: "Во время еды, в которой есть немного жира, — так он лучше усваивается; время суток не важно. Ежедневный приём лучше, чем редкие большие дозы.",
    },
    avoid: {
      en: "Ask a doctor first if you have high blood calcium, kidney stones or kidney disease, sarcoidosis or another granulomatous disease, or a parathyroid disorder. In pregnancy, follow your doctor's dose. Taking more than the upper limit for a long time can cause calcium build-up, nausea and kidney damage.",
      ru: "Сначала посоветуйтесь с врачом при повышенном кальции в крови, камнях в почках или болезнях почек, саркоидозе и других гранулематозных заболеваниях, болезнях паращитовидных желёз. При беременности дозу определяет врач. Длительный приём выше верхнего уровня может привести к избытку кальция, тошноте и повреждению почек.",
    },
    interactions: {
      en: "Thiazide diuretics plus vitamin D can raise blood calcium too far. Corticosteroids, orlistat and some anti-seizure medicines lower vitamin D levels. High calcium from too much vitamin D is dangerous with digoxin. Count the vitamin D in your multivitamin and in cod liver oil.",
      ru: "Тиазидные мочегонные вместе с витамином D могут чрезмерно поднять кальций в крови. Кортикостероиды, орлистат и некоторые противосудорожные препараты снижают уровень витамина D. Избыток кальция из-за передозировки витамина D опасен при приёме дигоксина. Учитывайте витамин D в мультивитаминах и рыбьем жире из печени трески.",
    },
    sources: [
      {
        title: "Vitamin D: Fact Sheet for Health Professionals",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/",
      },
      {
        title: "Scientific opinion on the tolerable upper intake level for vitamin D, including the derivation of a conversion factor for calcidiol monohydrate",
        publisher: "EFSA Journal (EFSA Panel on Nutrition, Novel Foods and Food Allergens)",
        year: 2023,
        url: "https://doi.org/10.2903/j.efsa.2023.8145",
      },
      {
        title: "Effects of vitamin D supplementation on serum 25-hydroxyvitamin D concentrations and physical performance in athletes: a systematic review and meta-analysis of randomized controlled trials",
        publisher: "Sports Medicine",
        year: 2017,
      },
    ],
  },
  {
    slug: "iron",
    name: { en: "Iron (only for diagnosed deficiency)", ru: "Железо (только при подтверждённом дефиците)" },
    grade: "B",
    what: {
      en: "Iron carries oxygen in your blood and muscles, and running low causes tiredness, breathlessness and poor endurance. Treating a confirmed deficiency reliably restores iron stores and can improve aerobic capacity; women who menstruate, endurance athletes, vegetarians and regular blood donors are most at risk. If your iron is normal, extra iron does nothing for performance and can do harm.",
      ru: "Железо переносит кислород в крови и мышцах, и его нехватка вызывает усталость, одышку и падение выносливости. Лечение подтверждённого дефицита надёжно восполняет запасы железа и может улучшить аэробные возможности; в группе риска — менструирующие женщины, спортсмены на выносливость, вегетарианцы и регулярные доноры крови. Если с железом всё в порядке, его дополнительный приём ничего не даёт для результата и может навредить.",
    },
    dose: {
      en: "Only after a blood test (ferritin and haemoglobin) shows a deficiency, at the dose your doctor sets. A course is often 40–100 mg of elemental iron, frequently every other day, for 8–12 weeks, followed by a re-test. The adult upper limit is 45 mg a day: only a doctor treating a confirmed deficiency prescribes more, and only for a set time.",
      ru: "Только если анализ крови (ферритин и гемоглобин) показал дефицит, в дозе, которую назначит врач. Часто курс составляет 40–100 мг элементарного железа, нередко через день, на 8–12 недель, затем повторный анализ. Верхний допустимый уровень для взрослых — 45 мг в день: больше назначает только врач для лечения подтверждённого дефицита и на ограниченный срок.",
    },
    timing: {
      en: "In the morning, on an empty stomach or with a little vitamin C-rich food such as orange juice. Keep it at least 1–2 hours away from coffee, tea, milk, calcium and antacids, which block absorption.",
      ru: "Утром натощак или с небольшим количеством продуктов, богатых витамином C, например апельсиновым соком. Разносите его минимум на 1–2 часа с кофе, чаем, молоком, кальцием и антацидами — они мешают всасыванию.",
    },
    avoid: {
      en: "Don't take iron without a test, and never if you have haemochromatosis or another iron-overload condition, or anaemia not caused by iron deficiency. Stomach upset, constipation and dark stools are common. Keep the tablets away from children: an iron overdose can kill a child.",
      ru: "Не принимайте железо без анализа и ни в коем случае — при гемохроматозе и других состояниях с перегрузкой железом, а также при анемии, не связанной с его дефицитом. Часто бывают дискомфорт в желудке, запор и тёмный стул. Храните таблетки подальше от детей: передозировка железа может быть для ребёнка смертельной.",
    },
    interactions: {
      en: "Iron reduces absorption of levothyroxine, tetracycline and fluoroquinolone antibiotics, levodopa and bisphosphonates: separate them by at least 2–4 hours. Proton pump inhibitors and antacids reduce iron absorption. Calcium and high-dose zinc compete with iron.",
      ru: "Железо снижает всасывание левотироксина, антибиотиков-тетрациклинов и фторхинолонов, леводопы и бисфосфонатов — разносите их минимум на 2–4 часа. Ингибиторы протонной помпы и антациды уменьшают всасывание железа. Кальций и высокие дозы цинка конкурируют с железом.",
    },
    sources: [
      {
        title: "Iron: Fact Sheet for Health Professionals",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/",
      },
      {
        title: "Is iron treatment beneficial in, iron-deficient but non-anaemic (IDNA) endurance athletes? A systematic review and meta-analysis",
        publisher: "British Journal of Sports Medicine",
        year: 2015,
        url: "https://doi.org/10.1136/bjsports-2014-093624",
      },
      {
        title: "Iron absorption from oral iron supplements given on consecutive versus alternate days and as single morning doses versus twice-daily split dosing in iron-depleted women: two open-label, randomised controlled trials",
        publisher: "The Lancet Haematology",
        year: 2017,
      },
      {
        title: "Iron deficiency",
        publisher: "The Lancet",
        year: 2021,
      },
    ],
  },
  {
    slug: "omega-3-fish-oil",
    name: { en: "Omega-3 (fish oil)", ru: "Омега-3 (рыбий жир)" },
    grade: "C",
    what: {
      en: "Fish oil provides the omega-3 fats EPA and DHA, which matter for the heart, brain and eyes. If you rarely eat oily fish, a supplement fills that gap, and high prescription doses lower blood triglycerides. Evidence that it improves strength, muscle gain or recovery in healthy people who train is limited and mixed, so treat it as a diet gap-filler, not a performance aid.",
      ru: "Рыбий жир даёт омега-3 жирные кислоты ЭПК и ДГК, важные для сердца, мозга и глаз. Если вы редко едите жирную рыбу, добавка закрывает этот пробел, а высокие лечебные дозы снижают уровень триглицеридов в крови. Данные о том, что она улучшает силу, рост мышц или восстановление у здоровых тренирующихся людей, ограничены и противоречивы, поэтому считайте её способом восполнить рацион, а не средством для результата.",
    },
    dose: {
      en: "250–500 mg of EPA plus DHA a day (read the EPA and DHA content, not the total oil), about what two portions of oily fish a week provide. Studies in athletes have used 1–3 g a day. Up to 5 g a day is considered safe for adults; more only with a doctor.",
      ru: "250–500 мг ЭПК и ДГК в сумме в день (смотрите содержание ЭПК и ДГК, а не общее количество масла) — примерно столько дают две порции жирной рыбы в неделю. В исследованиях со спортсменами использовали 1–3 г в день. До 5 г в день считается безопасным для взрослых; больше — только под контролем врача.",
    },
    timing: {
      en: "With a meal, which improves absorption and reduces fishy burps.",
      ru: "Во время еды — так она лучше усваивается и меньше «рыбной» отрыжки.",
    },
    avoid: {
      en: "Avoid it if you are allergic to fish or shellfish (omega-3 from algae is an alternative). Ask a doctor first if you have a bleeding disorder, have surgery coming up, or have atrial fibrillation or another heart rhythm problem: doses above 1 g a day have been linked to a small rise in atrial fibrillation. Cod liver oil also contains vitamin A, so limit it in pregnancy.",
      ru: "Не подходит при аллергии на рыбу и морепродукты (альтернатива — омега-3 из водорослей). Сначала посоветуйтесь с врачом при нарушениях свёртываемости крови, перед операцией, при фибрилляции предсердий и других нарушениях ритма: дозы больше 1 г в день связывают с небольшим ростом риска фибрилляции предсердий. В рыбьем жире из печени трески есть и витамин A, поэтому при беременности его нужно ограничивать.",
    },
    interactions: {
      en: "At higher doses it may add to the effect of blood thinners and antiplatelet drugs (warfarin, clopidogrel, aspirin), and slightly to blood pressure medicines. If you combine cod liver oil with other supplements, add up the vitamins A and D.",
      ru: "В высоких дозах может усиливать действие антикоагулянтов и антиагрегантов (варфарин, клопидогрел, аспирин) и немного — гипотензивных препаратов. Если сочетаете рыбий жир из печени трески с другими добавками, суммируйте витамины A и D.",
    },
    sources: [
      {
        title: "Omega-3 Fatty Acids: Fact Sheet for Health Professionals",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/",
      },
      {
        title: "Scientific Opinion on the Tolerable Upper Intake Level of eicosapentaenoic acid (EPA), docosahexaenoic acid (DHA) and docosapentaenoic acid (DPA)",
        publisher: "EFSA Journal (EFSA Panel on Dietetic Products, Nutrition and Allergies)",
        year: 2012,
        url: "https://doi.org/10.2903/j.efsa.2012.2815",
      },
      {
        title: "Omega-3 fatty acids for the primary and secondary prevention of cardiovascular disease",
        publisher: "Cochrane Database of Systematic Reviews",
        year: 2020,
      },
    ],
  },
  {
    slug: "magnesium",
    name: { en: "Magnesium", ru: "Магний" },
    grade: "C",
    what: {
      en: "Magnesium takes part in energy production, muscle contraction and nerve function. Many people eat less than recommended and heavy sweating adds to the losses, but a supplement only helps if you are actually low; with normal levels it doesn't improve strength or endurance and doesn't reliably stop cramps. Start with food (nuts, seeds, whole grains, legumes, greens); a supplement makes sense if your diet is short of these or a doctor finds a low level.",
      ru: "Магний участвует в выработке энергии, сокращении мышц и работе нервов. Многие получают его меньше нормы, а обильный пот увеличивает потери, но добавка помогает только при реальном недостатке; при нормальном уровне она не улучшает силу и выносливость и не избавляет надёжно от судорог. Начните с еды (орехи, семечки, цельнозерновые, бобовые, зелень); добавка имеет смысл, если в рационе этого мало или врач обнаружил низкий уровень.",
    },
    dose: {
      en: "Typically 200–250 mg of elemental magnesium a day. The upper limit for supplements is 250 mg a day in the EU and 350 mg in the US; magnesium from food doesn't count toward it. Citrate, glycinate and lactate are better absorbed and gentler on the gut than oxide.",
      ru: "Обычно 200–250 мг элементарного магния в день. Верхний допустимый уровень для добавок — 250 мг в день по нормам ЕС и 350 мг по нормам США; магний из еды в этот лимит не входит. Цитрат, глицинат и лактат усваиваются лучше и мягче для кишечника, чем оксид.",
    },
    timing: {
      en: "With a meal, often in the evening. Splitting the dose in two reduces the laxative effect.",
      ru: "Во время еды, часто вечером. Если разделить дозу на два приёма, меньше слабительный эффект.",
    },
    avoid: {
      en: "With kidney disease, take it only if your doctor prescribes it: your kidneys may not clear the excess. Ask a doctor if you have heart block or myasthenia gravis. Diarrhoea is the first sign of too much.",
      ru: "При болезнях почек принимайте только по назначению врача: почки могут не справиться с выведением избытка. Посоветуйтесь с врачом при атриовентрикулярной блокаде или миастении. Диарея — первый признак передозировки.",
    },
    interactions: {
      en: "Magnesium binds some medicines: take tetracycline and fluoroquinolone antibiotics at least 2 hours before or 4–6 hours after it, keep bisphosphonates at least 2 hours apart and levothyroxine about 4 hours apart. Long-term proton pump inhibitors and some diuretics lower magnesium. Very high zinc doses reduce magnesium absorption.",
      ru: "Магний связывает некоторые лекарства: антибиотики-тетрациклины и фторхинолоны принимайте минимум за 2 часа до него или через 4–6 часов после, с бисфосфонатами соблюдайте интервал не меньше 2 часов, с левотироксином — около 4 часов. Длительный приём ингибиторов протонной помпы и некоторых мочегонных снижает уровень магния. Очень высокие дозы цинка ухудшают его всасывание.",
    },
    sources: [
      {
        title: "Magnesium: Fact Sheet for Health Professionals",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/",
      },
      {
        title: "Scientific Opinion on Dietary Reference Values for magnesium",
        publisher: "EFSA Journal (EFSA Panel on Dietetic Products, Nutrition and Allergies)",
        year: 2015,
        url: "https://doi.org/10.2903/j.efsa.2015.4186",
      },
    ],
  },
  {
    slug: "zinc",
    name: { en: "Zinc", ru: "Цинк" },
    grade: "C",
    what: {
      en: "Zinc is needed for the immune system, wound healing and many enzymes. Most people who eat meat, seafood, dairy and whole grains get enough; vegans, people in a long calorie deficit and heavy sweaters can run low. A supplement only helps if you are short. Zinc lozenges started early may shorten a cold by a couple of days, but zinc won't build muscle or raise testosterone if your levels are normal.",
      ru: "Цинк нужен иммунитету, заживлению ран и работе многих ферментов. Большинство тех, кто ест мясо, морепродукты, молочные продукты и цельнозерновые, получают его достаточно; недостаток бывает у веганов, при долгом дефиците калорий и обильном потоотделении. Добавка помогает только при нехватке. Рассасывающие таблетки с цинком, начатые сразу, могут сократить простуду на пару дней, но при нормальном уровне цинк не растит мышцы и не повышает тестостерон.",
    },
    dose: {
      en: "If your diet is low in zinc: 8–15 mg a day. For a cold: zinc acetate or gluconate lozenges giving about 75–90 mg of zinc a day in total, for no more than a week. Long term, don't exceed 25 mg a day (the EU upper limit; 40 mg in the US).",
      ru: "При недостатке в рационе — 8–15 мг в день. При простуде — рассасывающие таблетки с ацетатом или глюконатом цинка, в сумме около 75–90 мг цинка в день, не дольше недели. Длительно не превышайте 25 мг в день (верхний уровень в ЕС; в США — 40 мг).",
    },
    timing: {
      en: "With a meal if it upsets your stomach. For a cold, start lozenges within 24 hours of the first symptoms and let one dissolve slowly every 2–3 hours while you're awake.",
      ru: "С едой, если натощак беспокоит желудок. При простуде начните рассасывать таблетки в первые 24 часа после появления симптомов — медленно, по одной каждые 2–3 часа, пока не спите.",
    },
    avoid: {
      en: "High doses over a long time (above 40 mg a day) cause copper deficiency, which can lead to anaemia and nerve damage. Don't use zinc nasal sprays or gels: they have been linked to permanent loss of smell. Nausea and a metallic taste are common with lozenges.",
      ru: "Длительный приём больших доз (свыше 40 мг в день) вызывает дефицит меди, что может привести к анемии и поражению нервов. Не используйте назальные спреи и гели с цинком: их связывают со стойкой потерей обоняния. От рассасывающих таблеток часто бывают тошнота и металлический привкус.",
    },
    interactions: {
      en: "Zinc reduces absorption of tetracycline and fluoroquinolone antibiotics (take the antibiotic 2 hours before or 4–6 hours after zinc) and of penicillamine. Thiazide diuretics increase zinc losses. Iron and zinc supplements taken together compete, and too much zinc lowers copper.",
      ru: "Цинк снижает всасывание антибиотиков-тетрациклинов и фторхинолонов (антибиотик — за 2 часа до цинка или через 4–6 часов после) и пеницилламина. Тиазидные мочегонные усиливают потери цинка. Добавки железа и цинка, принятые вместе, мешают друг другу, а избыток цинка снижает уровень меди.",
    },
    sources: [
      {
        title: "Zinc: Fact Sheet for Health Professionals",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/factsheets/Zinc-HealthProfessional/",
      },
      {
        title: "Zinc lozenges and the common cold: a meta-analysis comparing zinc acetate and zinc gluconate, and the role of zinc dosage",
        publisher: "JRSM Open",
        year: 2017,
        url: "https://doi.org/10.1177/2054270417694291",
      },
    ],
  },
  {
    slug: "melatonin",
    name: { en: "Melatonin", ru: "Мелатонин" },
    grade: "B",
    what: {
      en: "Melatonin is the hormone that tells your body it's night. As a supplement it works best for shifting your body clock: jet lag after crossing several time zones, or a shifted sleep schedule. For ordinary insomnia the effect is modest, helping you fall asleep about 7 minutes sooner on average. Useful for travel and schedule changes; it doesn't replace good sleep habits and doesn't improve performance on its own.",
      ru: "Мелатонин — гормон, который сообщает организму, что наступила ночь. Как добавка он лучше всего помогает сдвинуть внутренние часы: при перелёте через несколько часовых поясов или сбитом режиме сна. При обычной бессоннице эффект скромный — в среднем засыпание ускоряется минут на семь. Полезен в поездках и при смене графика; он не заменяет гигиену сна и сам по себе не улучшает спортивный результат.",
    },
    dose: {
      en: "0.5–3 mg; more is rarely better and leaves you groggier in the morning. For jet lag, 0.5–5 mg at local bedtime for 2–5 days after arrival. Labels are often inaccurate, so start low.",
      ru: "0,5–3 мг; больше — редко лучше и сильнее вызывает вялость по утрам. При смене часовых поясов — 0,5–5 мг перед сном по местному времени в течение 2–5 дней после прилёта. Содержание в продуктах часто не соответствует этикетке, поэтому начинайте с малой дозы.",
    },
    timing: {
      en: "30–60 minutes before your target bedtime. Use it short term (a few days to a few weeks), not as a permanent sleeping pill. Don't drive or do anything risky for several hours after taking it.",
      ru: "За 30–60 минут до желаемого времени отхода ко сну. Принимайте коротко — от нескольких дней до нескольких недель, а не постоянно как снотворное. Несколько часов после приёма не садитесь за руль и не делайте ничего рискованного.",
    },
    avoid: {
      en: "Ask a doctor first if you are pregnant or breastfeeding, or have epilepsy, an autoimmune disease, depression or liver disease, and before giving it to children or teenagers. Headache, dizziness, daytime sleepiness and vivid dreams can occur.",
      ru: "Сначала посоветуйтесь с врачом при беременности и кормлении грудью, эпилепсии, аутоиммунных заболеваниях, депрессии или болезнях печени, а также прежде чем давать его детям и подросткам. Возможны головная боль, головокружение, дневная сонливость и яркие сны.",
    },
    interactions: {
      en: "Fluvoxamine raises melatonin levels sharply, and oral contraceptives raise them too. It adds to sedatives, sleeping pills and alcohol. Ask a doctor if you take blood thinners (warfarin), blood pressure or diabetes medicines, or immunosuppressants.",
      ru: "Флувоксамин резко повышает уровень мелатонина, оральные контрацептивы — тоже. Он усиливает действие седативных средств, снотворных и алкоголя. Посоветуйтесь с врачом, если принимаете антикоагулянты (варфарин), препараты от давления или диабета, иммунодепрессанты.",
    },
    sources: [
      {
        title: "Meta-Analysis: Melatonin for the Treatment of Primary Sleep Disorders",
        publisher: "PLOS ONE",
        year: 2013,
        url: "https://doi.org/10.1371/journal.pone.0063773",
      },
      {
        title: "Melatonin for the prevention and treatment of jet lag",
        publisher: "Cochrane Database of Systematic Reviews",
        year: 2002,
      },
    ],
  },
  {
    slug: "multivitamin",
    name: { en: "Multivitamin", ru: "Мультивитамины" },
    grade: "C",
    what: {
      en: "A basic multivitamin and mineral tablet is insurance against gaps in your diet, not a health or performance booster: large trials found little or no protection against heart disease or cancer in well-fed adults. It's reasonable if you eat a narrow range of foods, are in a long calorie deficit, are vegan or older, or can't eat properly for a while. A varied diet does more.",
      ru: "Обычные мультивитамины с минералами — страховка от пробелов в рационе, а не средство для здоровья или результата: крупные исследования не показали заметной защиты от болезней сердца и рака у нормально питающихся взрослых. Они уместны, если у вас однообразный рацион или долгий дефицит калорий, вы веган или человек старшего возраста или какое-то время не можете нормально питаться. Разнообразное питание даёт больше.",
    },
    dose: {
      en: "One basic tablet a day with roughly 100% of the recommended intakes. Avoid 'mega-dose' products that give many times the daily values.",
      ru: "Одна таблетка базового комплекса в день, примерно со 100 % рекомендуемой нормы. Избегайте «мегадоз», где содержание в разы превышает суточные нормы.",
    },
    timing: {
      en: "With a meal, ideally the same meal every day so you don't forget.",
      ru: "Во время еды, лучше каждый день с одним и тем же приёмом пищи, чтобы не забывать.",
    },
    avoid: {
      en: "If you are pregnant or planning pregnancy, choose a prenatal product with your doctor (it should contain folic acid and avoid excess vitamin A). Smokers and former smokers should avoid high-dose beta-carotene, which raised lung cancer risk in trials. Men and women after menopause usually don't need iron-containing formulas, and people with haemochromatosis must avoid them.",
      ru: "При беременности или её планировании выбирайте комплекс для беременных вместе с врачом (в нём должна быть фолиевая кислота и не должно быть избытка витамина A). Курящим и бросившим курить стоит избегать высоких доз бета-каротина: в исследованиях он повышал риск рака лёгких. Мужчинам и женщинам после менопаузы обычно не нужны комплексы с железом, а при гемохроматозе они противопоказаны.",
    },
    interactions: {
      en: "Vitamin K can weaken warfarin, so keep your intake steady and tell your doctor. The minerals (calcium, iron, magnesium, zinc) reduce absorption of levothyroxine, tetracycline and fluoroquinolone antibiotics and bisphosphonates: take these about 4 hours apart. Add up all your supplements, since stacking products can push vitamins A and D, zinc or B6 over safe limits.",
      ru: "Витамин K может ослаблять действие варфарина — принимайте его стабильно и предупредите врача. Минералы (кальций, железо, магний, цинк) снижают всасывание левотироксина, антибиотиков-тетрациклинов и фторхинолонов, бисфосфонатов — разносите их примерно на 4 часа. Суммируйте все добавки: при их сочетании витамины A и D, цинк или B6 легко выходят за безопасные пределы.",
    },
    sources: [
      {
        title: "Multivitamin/mineral Supplements: Fact Sheet for Health Professionals",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/factsheets/MVMS-HealthProfessional/",
      },
      {
        title: "Vitamin, Mineral, and Multivitamin Supplementation to Prevent Cardiovascular Disease and Cancer: US Preventive Services Task Force Recommendation Statement",
        publisher: "JAMA",
        year: 2022,
        url: "https://doi.org/10.1001/jama.2022.8970",
      },
      {
        title: "Multivitamins in the prevention of cancer in men: the Physicians' Health Study II randomized controlled trial",
        publisher: "JAMA",
        year: 2012,
      },
    ],
  },
  {
    slug: "probiotics",
    name: { en: "Probiotics", ru: "Пробиотики" },
    grade: "C",
    what: {
      en: "Probiotics are live bacteria or yeasts that can benefit health, but the effect depends on the exact strain and dose. The best evidence is for preventing diarrhoea caused by antibiotics; some strains slightly reduce colds and gut trouble in athletes during heavy training or travel. A generic 'gut health' capsule is unlikely to do much: choose a strain that has been studied for your specific goal.",
      ru: "Пробиотики — живые бактерии или дрожжи, которые могут приносить пользу здоровью, но эффект зависит от конкретного штамма и дозы. Лучше всего доказана профилактика диареи на фоне антибиотиков; некоторые штаммы немного уменьшают число простуд и проблем с кишечником у спортсменов в периоды тяжёлых тренировок и поездок. От капсулы «для здоровья кишечника» вообще толку мало: выбирайте штамм, изученный именно для вашей цели.",
    },
    dose: {
      en: "Whatever was used in studies of that strain, typically 1–10 billion colony-forming units (CFU) a day. Check that the label names the full strain (for example Lactobacillus rhamnosus GG or Saccharomyces boulardii), not just the species.",
      ru: "Как в исследованиях этого штамма — обычно 1–10 млрд колониеобразующих единиц (КОЕ) в день. Проверьте, что на этикетке указан полный штамм (например, Lactobacillus rhamnosus GG или Saccharomyces boulardii), а не только вид.",
    },
    timing: {
      en: "Daily, at any convenient time. With antibiotics, start on the first day, keep the probiotic at least 2 hours apart from each antibiotic dose, and continue for 1–2 weeks after the course. Before travel or a competition, start a few weeks ahead.",
      ru: "Ежедневно, в удобное время. При курсе антибиотиков начните с первого дня, принимайте пробиотик не раньше чем через 2 часа после антибиотика и продолжайте ещё 1–2 недели после окончания курса. Перед поездкой или соревнованиями начните за несколько недель.",
    },
    avoid: {
      en: "Unless a doctor advises them, avoid probiotics if your immune system is weakened (chemotherapy, organ transplant, HIV with low CD4 counts), you are seriously ill or in hospital, have a central venous catheter, or have had recent bowel surgery: rare serious infections have been reported. Mild bloating in the first days is common.",
      ru: "Без назначения врача не принимайте при ослабленном иммунитете (химиотерапия, трансплантация органов, ВИЧ с низким уровнем CD4), тяжёлых заболеваниях или в стационаре, при центральном венозном катетере и после недавней операции на кишечнике: описаны редкие серьёзные инфекции. Лёгкое вздутие в первые дни — обычное дело.",
    },
    interactions: {
      en: "Antibiotics can kill bacterial probiotics, so space the doses. Antifungal medicines can inactivate yeast-based probiotics such as Saccharomyces boulardii. Ask a doctor if you take immunosuppressants.",
      ru: "Антибиотики могут убивать бактериальные пробиотики, поэтому разносите приёмы. Противогрибковые препараты могут инактивировать пробиотики на основе дрожжей, например Saccharomyces boulardii. Если принимаете иммунодепрессанты, посоветуйтесь с врачом.",
    },
    sources: [
      {
        title: "Probiotics: Fact Sheet for Health Professionals",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/factsheets/Probiotics-HealthProfessional/",
      },
      {
        title: "International Society of Sports Nutrition Position Stand: Probiotics",
        publisher: "Journal of the International Society of Sports Nutrition",
        year: 2019,
        url: "https://doi.org/10.1186/s12970-019-0329-0",
      },
      {
        title: "Probiotics for the prevention of Clostridium difficile-associated diarrhea in adults and children",
        publisher: "Cochrane Database of Systematic Reviews",
        year: 2017,
      },
    ],
  },
  {
    slug: "collagen",
    name: { en: "Collagen (and gelatin)", ru: "Коллаген (и желатин)" },
    grade: "C",
    what: {
      en: "Collagen supplies the amino acids that tendons, ligaments, cartilage and bone are made of. Small trials suggest that gelatin or collagen with vitamin C before exercise boosts collagen production, and several months of use may ease activity-related joint pain; evidence for preventing injuries or building muscle is thin. It is a poor protein for muscle (low in leucine, no tryptophan), so it shouldn't replace your regular protein. Worth trying if you're rehabbing a tendon or have achy joints.",
      ru: "Коллаген даёт аминокислоты, из которых построены сухожилия, связки, хрящи и кости. Небольшие исследования показывают, что желатин или коллаген с витамином C перед нагрузкой усиливает синтез коллагена, а несколько месяцев приёма могут уменьшить боли в суставах, связанные с нагрузками; данных о профилактике травм и росте мышц мало. Для мышц это плохой белок (мало лейцина, нет триптофана), так что обычный белок он не заменяет. Стоит попробовать при восстановлении после травмы сухожилия или при ноющих суставах.",
    },
    dose: {
      en: "10–15 g of gelatin or collagen peptides with about 50 mg of vitamin C for tendon and ligament work; 5–10 g a day for at least 3 months in studies on joint pain.",
      ru: "10–15 г желатина или коллагеновых пептидов вместе с примерно 50 мг витамина C — для сухожилий и связок; 5–10 г в день минимум 3 месяца — в исследованиях при болях в суставах.",
    },
    timing: {
      en: "30–60 minutes before rehab exercises or a short session that loads the tendon (for example 5–10 minutes of skipping or isometric holds); otherwise any time of day.",
      ru: "За 30–60 минут до реабилитационных упражнений или короткой нагрузки на сухожилие (например, 5–10 минут со скакалкой или изометрических упражнений); в остальных случаях — в любое время дня.",
    },
    avoid: {
      en: "Check the source if you have allergies (fish, beef, pork) or dietary restrictions. If you've had oxalate kidney stones, ask a doctor first: part of collagen is broken down into oxalate. Persistent joint or tendon pain needs a proper diagnosis, not just a supplement.",
      ru: "Проверьте источник сырья, если у вас аллергия (рыба, говядина, свинина) или пищевые ограничения. Если у вас были оксалатные камни в почках, сначала посоветуйтесь с врачом: часть коллагена превращается в оксалаты. Постоянная боль в суставах или сухожилиях требует диагноза, а не только добавки.",
    },
    interactions: {
      en: "No important drug interactions are known. Many 'beauty' collagen products also contain biotin, which can distort some lab tests (including thyroid and heart tests), so mention it before a blood test.",
      ru: "Значимых взаимодействий с лекарствами не известно. Во многих «бьюти»-продуктах с коллагеном есть ещё и биотин, который может искажать некоторые анализы (в том числе на гормоны щитовидной железы и сердечные маркёры), — предупредите об этом перед сдачей крови.",
    },
    sources: [
      {
        title: "Vitamin C-enriched gelatin supplementation before intermittent activity augments collagen synthesis",
        publisher: "The American Journal of Clinical Nutrition",
        year: 2017,
        url: "https://doi.org/10.3945/ajcn.116.138594",
      },
      {
        title: "The effects of collagen peptide supplementation on body composition, collagen synthesis, and recovery from joint injury and exercise: a systematic review",
        publisher: "Amino Acids",
        year: 2021,
        url: "https://doi.org/10.1007/s00726-021-03072-x",
      },
      {
        title: "Effect of collagen supplementation on osteoarthritis symptoms: a meta-analysis of randomized placebo-controlled trials",
        publisher: "International Orthopaedics",
        year: 2019,
      },
    ],
  },
  {
    slug: "ashwagandha",
    name: { en: "Ashwagandha", ru: "Ашваганда" },
    grade: "C",
    what: {
      en: "Ashwagandha is an Ayurvedic herb sold for stress and sleep and, in gyms, for strength and testosterone. Small trials, mostly from India and often funded by extract makers, suggest modest benefits for perceived stress, sleep and strength gains, but they are short and use different extracts. It may be worth a trial if stress or poor sleep is your problem; keep the rare but serious liver risk in mind.",
      ru: "Ашваганда — аюрведическое растение, которое продают от стресса и для сна, а в залах — ради силы и тестостерона. Небольшие исследования, в основном индийские и часто оплаченные производителями экстрактов, показывают скромную пользу для ощущения стресса, сна и прироста силы, но они короткие и используют разные экстракты. Можно попробовать, если ваша проблема — стресс или плохой сон; но помните о редком, зато серьёзном риске для печени.",
    },
    dose: {
      en: "300–600 mg a day of a standardised root extract, as used in the trials, for up to about 8–12 weeks.",
      ru: "300–600 мг стандартизированного экстракта корня в день, как в исследованиях, курсом примерно до 8–12 недель.",
    },
    timing: {
      en: "With food, once a day or split into two doses; if you take it for sleep, the evening suits best.",
      ru: "С едой, один раз в день или в два приёма; если принимаете ради сна, удобнее вечером.",
    },
    avoid: {
      en: "Don't take it if you are pregnant or breastfeeding, or have thyroid disease, an autoimmune disease, liver disease or hormone-sensitive prostate cancer, and stop it 2 weeks before surgery. Stop at once and see a doctor if you notice yellow skin or eyes, dark urine, itching or unusual tiredness. Safety beyond about 3 months of use is unknown.",
      ru: "Не принимайте при беременности и кормлении грудью, болезнях щитовидной железы, аутоиммунных заболеваниях, болезнях печени и гормонозависимом раке простаты; прекратите приём за 2 недели до операции. Сразу остановитесь и обратитесь к врачу, если появились желтизна кожи или глаз, тёмная моча, зуд или необычная слабость. Безопасность приёма дольше примерно 3 месяцев неизвестна.",
    },
    interactions: {
      en: "It may raise thyroid hormone levels (take care with levothyroxine), add to sedatives, sleeping pills and alcohol, and interact with immunosuppressants and diabetes and blood pressure medicines. Ask your doctor if you take any of these.",
      ru: "Она может повышать уровень гормонов щитовидной железы (осторожно с левотироксином), усиливать действие седативных средств, снотворных и алкоголя, взаимодействовать с иммунодепрессантами, сахароснижающими и гипотензивными препаратами. Если принимаете что-то из этого, посоветуйтесь с врачом.",
    },
    sources: [
      {
        title: "Ashwagandha: Is it helpful for stress, anxiety, or sleep? Fact Sheet for Health Professionals",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/factsheets/Ashwagandha-HealthProfessional/",
      },
      {
        title: "Examining the effect of Withania somnifera supplementation on muscle strength and recovery: a randomized controlled trial",
        publisher: "Journal of the International Society of Sports Nutrition",
        year: 2015,
        url: "https://doi.org/10.1186/s12970-015-0104-9",
      },
      {
        title: "Effects of Ashwagandha (Withania somnifera) on Physical Performance: Systematic Review and Bayesian Meta-Analysis",
        publisher: "Journal of Functional Morphology and Kinesiology",
        year: 2021,
        url: "https://doi.org/10.3390/jfmk6010020",
      },
    ],
  },
  {
    slug: "hmb",
    name: { en: "HMB (beta-hydroxy-beta-methylbutyrate)", ru: "HMB (бета-гидрокси-бета-метилбутират)" },
    grade: "C",
    what: {
      en: "HMB is a breakdown product of the amino acid leucine that may slow the breakdown of muscle protein. Early studies looked promising, but a more recent meta-analysis found no extra muscle or strength gains in young people who train and eat enough protein. It may help a little for untrained beginners, older adults or during bed rest; most lifters can skip it.",
      ru: "HMB — продукт распада аминокислоты лейцина, который может замедлять разрушение мышечного белка. Ранние исследования выглядели многообещающе, но более свежий метаанализ не нашёл дополнительного прироста мышц и силы у тренирующихся молодых людей, получающих достаточно белка. Немного помочь он может новичкам, пожилым людям или в периоды вынужденного постельного режима; большинству тренирующихся он не нужен.",
    },
    dose: {
      en: "3 g a day (about 38 mg per kg of body weight), split into three 1 g doses, as calcium HMB or the free-acid form.",
      ru: "3 г в день (примерно 38 мг на кг массы тела), в три приёма по 1 г, в форме кальциевой соли HMB или свободной кислоты.",
    },
    timing: {
      en: "Start about 2 weeks before a hard training block, with one of the doses 30–60 minutes before training.",
      ru: "Начните примерно за 2 недели до тяжёлого тренировочного блока; одну из доз принимайте за 30–60 минут до тренировки.",
    },
    avoid: {
      en: "Usually well tolerated. If you are pregnant or breastfeeding, or have kidney or liver disease, ask a doctor first, as HMB hasn't been studied in these groups.",
      ru: "Обычно переносится хорошо. При беременности, кормлении грудью, болезнях почек или печени сначала посоветуйтесь с врачом: в этих группах HMB не изучали.",
    },
    interactions: {
      en: "No important drug interactions are known. The calcium form supplies about 0.4 g of calcium a day at 3 g of HMB, so count it toward your calcium intake.",
      ru: "Значимых взаимодействий с лекарствами не известно. Кальциевая форма при 3 г HMB в день даёт около 0,4 г кальция — учитывайте его в общем потреблении.",
    },
    sources: [
      {
        title: "International Society of Sports Nutrition Position Stand: beta-hydroxy-beta-methylbutyrate (HMB)",
        publisher: "Journal of the International Society of Sports Nutrition",
        year: 2013,
        url: "https://doi.org/10.1186/1550-2783-10-6",
      },
      {
        title: "Supplementation with the Leucine Metabolite β-hydroxy-β-methylbutyrate (HMB) does not Improve Resistance Exercise-Induced Changes in Body Composition or Strength in Young Subjects: A Systematic Review and Meta-Analysis",
        publisher: "Nutrients",
        year: 2020,
        url: "https://doi.org/10.3390/nu12051523",
      },
      {
        title: "Effects of beta-hydroxy-beta-methylbutyrate supplementation during resistance training on strength, body composition, and muscle damage in trained and untrained young men: a meta-analysis",
        publisher: "Journal of Strength and Conditioning Research",
        year: 2009,
      },
    ],
  },
  {
    slug: "l-carnitine",
    name: { en: "L-carnitine", ru: "L-карнитин" },
    grade: "C",
    what: {
      en: "Carnitine shuttles fatty acids into the cell's power plants, which is why it's sold as a 'fat burner'. Your body makes enough of it, and ordinary doses barely raise muscle carnitine. Meta-analyses show an average extra weight loss of only about 1 kg over several months, mostly in people with overweight, and no consistent performance benefit in healthy people who train. Not worth the money for most people.",
      ru: "Карнитин переносит жирные кислоты в «энергетические станции» клетки, поэтому его и продают как «жиросжигатель». Организм синтезирует его в достаточном количестве, а обычные дозы почти не повышают уровень карнитина в мышцах. По метаанализам, дополнительная потеря веса в среднем около 1 кг за несколько месяцев, в основном у людей с избыточным весом, а стабильной пользы для результата у здоровых тренирующихся людей нет. Для большинства это лишняя трата денег.",
    },
    dose: {
      en: "Products usually provide 1–2 g a day (L-carnitine or L-carnitine L-tartrate). Actually raising muscle carnitine took about 1.4 g twice a day, each time with 80 g of carbohydrate, for around 6 months. Side effects become common at about 3 g a day.",
      ru: "В продуктах обычно 1–2 г в день (L-карнитин или L-карнитина L-тартрат). Чтобы реально повысить карнитин в мышцах, в исследовании понадобилось около 1,4 г дважды в день, каждый раз с 80 г углеводов, примерно полгода. Около 3 г в день часто вызывают побочные эффекты.",
    },
    timing: {
      en: "With meals, preferably ones containing carbohydrate, which helps carnitine get into muscle.",
      ru: "С едой, лучше содержащей углеводы: они помогают карнитину попасть в мышцы.",
    },
    avoid: {
      en: "Ask a doctor first if you have an underactive thyroid, a history of seizures or kidney disease. Around 3 g a day can cause nausea, diarrhoea and a fishy body odour. Gut bacteria turn carnitine into TMAO, a compound linked to heart disease risk, so be cautious if you have heart disease.",
      ru: "Сначала посоветуйтесь с врачом при сниженной функции щитовидной железы, судорогах в прошлом или болезнях почек. Около 3 г в день могут вызвать тошноту, диарею и «рыбный» запах тела. Кишечные бактерии превращают карнитин в ТМАО — вещество, связанное с риском болезней сердца, поэтому при сердечно-сосудистых заболеваниях нужна осторожность.",
    },
    interactions: {
      en: "It may strengthen the effect of warfarin and acenocoumarol and may blunt the action of thyroid hormone. Some medicines, such as valproic acid and pivalate-containing antibiotics, lower carnitine; in that case whether to supplement is your doctor's decision.",
      ru: "Может усиливать действие варфарина и аценокумарола и ослаблять действие гормонов щитовидной железы. Некоторые препараты, например вальпроевая кислота и антибиотики, содержащие пивалат, снижают уровень карнитина; в этом случае вопрос о добавке решает врач.",
    },
    sources: [
      {
        title: "Carnitine: Fact Sheet for Health Professionals",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/factsheets/Carnitine-HealthProfessional/",
      },
      {
        title: "The effect of (L-)carnitine on weight loss in adults: a systematic review and meta-analysis of randomized controlled trials",
        publisher: "Obesity Reviews",
        year: 2016,
      },
      {
        title: "Chronic oral ingestion of L-carnitine and carbohydrate increases muscle carnitine content and alters muscle fuel metabolism during exercise in humans",
        publisher: "The Journal of Physiology",
        year: 2011,
      },
      {
        title: "Intestinal microbiota metabolism of L-carnitine, a nutrient in red meat, promotes atherosclerosis",
        publisher: "Nature Medicine",
        year: 2013,
      },
    ],
  },
  {
    slug: "bcaa",
    name: { en: "BCAA (branched-chain amino acids)", ru: "BCAA (аминокислоты с разветвлённой цепью)" },
    grade: "D",
    what: {
      en: "BCAAs are three of the nine essential amino acids: leucine, isoleucine and valine. Leucine signals muscle to grow, but muscle can only be built from all the essential amino acids, so BCAAs alone produce a weak, short-lived response. If you eat enough protein they add nothing to muscle gain or recovery; a scoop of whey or a protein-rich meal gives you the same BCAAs plus everything else, for less money.",
      ru: "BCAA — три из девяти незаменимых аминокислот: лейцин, изолейцин и валин. Лейцин подаёт мышцам сигнал к росту, но строить их можно только из полного набора незаменимых аминокислот, поэтому BCAA сами по себе дают лишь слабый и короткий отклик. Если вы едите достаточно белка, они ничего не добавляют к росту мышц и восстановлению; порция сывороточного протеина или белковая еда даёт те же BCAA плюс всё остальное — и дешевле.",
    },
    dose: {
      en: "No dose is recommended. Products typically give 5–10 g a serving; 20–40 g of whey or another complete protein is the better choice.",
      ru: "Рекомендуемой дозы нет. В продуктах обычно 5–10 г на порцию; 20–40 г сывороточного или другого полноценного белка — лучший выбор.",
    },
    timing: {
      en: "Not applicable. If you train fasted and want something, a protein shake before or after training works better.",
      ru: "Не актуально. Если тренируетесь натощак и хочется что-то принять, лучше подойдёт протеиновый коктейль до или после тренировки.",
    },
    avoid: {
      en: "Safe at usual doses, just pointless. Avoid them if you have ALS (amyotrophic lateral sclerosis), maple syrup urine disease or another inherited disorder of amino acid metabolism. If you are pregnant or breastfeeding, ask a doctor.",
      ru: "В обычных дозах безопасны, просто бесполезны. Избегайте их при боковом амиотрофическом склерозе (БАС), болезни кленового сиропа и других наследственных нарушениях обмена аминокислот. При беременности и кормлении грудью посоветуйтесь с врачом.",
    },
    interactions: {
      en: "BCAAs compete with levodopa for absorption and can weaken its effect in Parkinson's disease. They may affect blood sugar, so check with your doctor if you take diabetes medicines.",
      ru: "BCAA конкурируют с леводопой за всасывание и могут ослаблять её действие при болезни Паркинсона. Они могут влиять на сахар в крови, поэтому при приёме сахароснижающих препаратов посоветуйтесь с врачом.",
    },
    sources: [
      {
        title: "Branched-chain amino acids and muscle protein synthesis in humans: myth or reality?",
        publisher: "Journal of the International Society of Sports Nutrition",
        year: 2017,
        url: "https://doi.org/10.1186/s12970-017-0184-9",
      },
      {
        title: "Branched-Chain Amino Acid Ingestion Stimulates Muscle Myofibrillar Protein Synthesis following Resistance Exercise in Humans",
        publisher: "Frontiers in Physiology",
        year: 2017,
        url: "https://doi.org/10.3389/fphys.2017.00390",
      },
      odsExercise,
    ],
  },
  {
    slug: "glutamine",
    name: { en: "Glutamine", ru: "Глютамин" },
    grade: "D",
    what: {
      en: "Glutamine is the most abundant amino acid in the body and fuels immune and gut cells. It's sold for muscle growth, recovery and immunity, but in healthy people who train it doesn't increase muscle, strength or performance, and the evidence for fewer infections is weak. Your body makes plenty, and a protein-rich diet adds more. Not recommended; its real uses are in specific clinical situations under medical care.",
      ru: "Глютамин — самая распространённая аминокислота в организме и топливо для клеток иммунной системы и кишечника. Его продают для роста мышц, восстановления и иммунитета, но у здоровых тренирующихся людей он не увеличивает мышечную массу, силу и результат, а данные о снижении числа инфекций слабые. Организм синтезирует его в избытке, а белковая еда добавляет ещё. Не рекомендуем; реальное применение у него есть только в отдельных клинических ситуациях под наблюдением врача.",
    },
    dose: {
      en: "No dose is recommended. Trials in athletes used up to about 0.3 g per kg a day without benefit.",
      ru: "Рекомендуемой дозы нет. В исследованиях со спортсменами давали до 0,3 г на кг в день — без пользы.",
    },
    timing: {
      en: "Not applicable.",
      ru: "Не актуально.",
    },
    avoid: {
      en: "Don't take it without a doctor's advice if you have liver disease (especially cirrhosis), kidney disease or epilepsy. If you are pregnant or breastfeeding, ask a doctor.",
      ru: "Не принимайте без назначения врача при болезнях печени (особенно циррозе), болезнях почек и эпилепсии. При беременности и кормлении грудью посоветуйтесь с врачом.",
    },
    interactions: {
      en: "It may reduce the effect of anti-seizure medicines and of lactulose (used to lower ammonia in liver disease).",
      ru: "Может ослаблять действие противосудорожных препаратов и лактулозы (её назначают для снижения аммиака при болезнях печени).",
    },
    sources: [
      {
        title: "Dosing and efficacy of glutamine supplementation in human exercise and sport training",
        publisher: "The Journal of Nutrition",
        year: 2008,
      },
      {
        title: "The effect of glutamine supplementation on athletic performance, body composition, and immune function: A systematic review and a meta-analysis of clinical trials",
        publisher: "Clinical Nutrition",
        year: 2019,
        url: "https://doi.org/10.1016/j.clnu.2018.05.001",
      },
      {
        title: "Effect of glutamine supplementation combined with resistance training in young adults",
        publisher: "European Journal of Applied Physiology",
        year: 2001,
      },
    ],
  },
  {
    slug: "fat-burners-synephrine",
    name: { en: "Fat burners (synephrine, bitter orange and similar)", ru: "Жиросжигатели (синефрин, горький апельсин и подобные)" },
    grade: "D",
    what: {
      en: "Fat burners are stimulant blends, mainly caffeine and synephrine from bitter orange, often with green tea extract, yohimbine or other herbs. At best they nudge up energy expenditure and add a little extra weight loss, which is tiny next to diet and training. They are among the supplements most often behind emergency visits for palpitations and chest pain, and some have been found to contain hidden drugs or banned stimulants. Not recommended.",
      ru: "Жиросжигатели — смеси стимуляторов, в основном кофеина и синефрина из горького апельсина, часто с экстрактом зелёного чая, йохимбином или другими травами. В лучшем случае они немного повышают расход энергии и чуть ускоряют потерю веса — мизерно по сравнению с питанием и тренировками. Они чаще других добавок становятся причиной обращений за неотложной помощью из-за сердцебиения и боли в груди, а в некоторых находили скрытые лекарства или запрещённые стимуляторы. Не рекомендуем.",
    },
    dose: {
      en: "No dose is recommended. If you use one anyway, check the total caffeine per serving, never exceed the label dose and don't stack it with other stimulants.",
      ru: "Рекомендуемой дозы нет. Если всё же принимаете, проверьте общее количество кофеина в порции, не превышайте дозу на этикетке и не сочетайте с другими стимуляторами.",
    },
    timing: {
      en: "Not recommended. Stimulants taken in the afternoon or evening also disrupt sleep, and short sleep itself makes fat loss harder.",
      ru: "Не рекомендуем. Стимуляторы, принятые днём или вечером, к тому же портят сон, а недосып сам по себе мешает худеть.",
    },
    avoid: {
      en: "Avoid them completely if you have heart disease, heart rhythm problems, high blood pressure, thyroid disease, glaucoma or an anxiety disorder, or are pregnant, breastfeeding or under 18. Athletes in tested sport risk a doping violation from hidden ingredients. Stop and get medical help for chest pain, palpitations, a severe headache or fainting.",
      ru: "Полностью исключите их при болезнях сердца, нарушениях ритма, повышенном давлении, болезнях щитовидной железы, глаукоме, тревожных расстройствах, при беременности, кормлении грудью и до 18 лет. Спортсменам, которые проходят допинг-контроль, скрытые ингредиенты грозят дисквалификацией. При боли в груди, сердцебиении, сильной головной боли или обмороке прекратите приём и обратитесь за медицинской помощью.",
    },
    interactions: {
      en: "Effects add up with caffeine, energy drinks, pre-workouts, decongestants (pseudoephedrine) and ADHD medicines. Dangerous with MAO inhibitor antidepressants; ask a doctor if you take any antidepressant or any blood pressure or heart medicine.",
      ru: "Эффекты складываются с кофеином, энергетиками, предтренировочными комплексами, сосудосуживающими средствами от насморка (псевдоэфедрин) и препаратами от СДВГ. Опасны в сочетании с антидепрессантами — ингибиторами МАО; если принимаете любые антидепрессанты, препараты от давления или для сердца, спросите врача.",
    },
    sources: [
      {
        title: "Dietary Supplements for Weight Loss: Fact Sheet for Health Professionals",
        publisher: "NIH Office of Dietary Supplements",
        url: "https://ods.od.nih.gov/factsheets/WeightLoss-HealthProfessional/",
      },
      {
        title: "A Review of the Human Clinical Studies Involving Citrus aurantium (Bitter Orange) Extract and its Primary Protoalkaloid p-Synephrine",
        publisher: "International Journal of Medical Sciences",
        year: 2012,
        url: "https://doi.org/10.7150/ijms.4446",
      },
      {
        title: "Emergency Department Visits for Adverse Events Related to Dietary Supplements",
        publisher: "The New England Journal of Medicine",
        year: 2015,
        url: "https://doi.org/10.1056/NEJMsa1504267",
      },
    ],
  },
  {
    slug: "testosterone-boosters-tribulus",
    name: { en: "Testosterone boosters (tribulus and similar)", ru: "«Бустеры тестостерона» (трибулус и подобные)" },
    grade: "D",
    what: {
      en: "Tribulus terrestris and other 'T-boosters' are marketed to raise testosterone, libido and muscle. Controlled studies show tribulus doesn't raise testosterone in healthy men, and a review of popular products found that few of their ingredients had any evidence behind them, while many contained megadoses of zinc and B vitamins. Some supplements sold to athletes have been contaminated with steroids. If you suspect low testosterone (low libido, fatigue, fewer morning erections), see a doctor for a blood test instead.",
      ru: "Трибулус стелющийся и другие «бустеры» продают как средство для повышения тестостерона, либидо и мышечной массы. Контролируемые исследования показывают, что у здоровых мужчин трибулус тестостерон не повышает, а анализ популярных продуктов выявил, что лишь у немногих компонентов есть хоть какие-то доказательства, зато во многих — мегадозы цинка и витаминов группы B. Некоторые добавки для спортсменов оказывались загрязнены стероидами. Если подозреваете низкий тестостерон (снижение либидо, усталость, реже утренняя эрекция), лучше сдайте анализ крови и обратитесь к врачу.",
    },
    dose: {
      en: "No dose is recommended.",
      ru: "Рекомендуемой дозы нет.",
    },
    timing: {
      en: "Not applicable.",
      ru: "Не актуально.",
    },
    avoid: {
      en: "Avoid them if you compete in tested sport (risk of steroid contamination), are pregnant or breastfeeding, have prostate problems or another hormone-sensitive condition, or kidney or liver disease. Check labels for doses above safe limits, such as zinc over 25 mg or vitamin B6 over 12 mg a day (the EU upper limits); too much B6 over time can damage nerves.",
      ru: "Не принимайте, если выступаете в спорте с допинг-контролем (риск загрязнения стероидами), при беременности и кормлении грудью, проблемах с простатой или других гормонозависимых состояниях, болезнях почек или печени. Проверяйте этикетку на превышение безопасных уровней, например больше 25 мг цинка или 12 мг витамина B6 в день (верхние уровни ЕС): длительный избыток B6 может повредить нервы.",
    },
    interactions: {
      en: "Tribulus may lower blood sugar (take care with diabetes medicines) and acts as a mild diuretic, which can raise lithium levels. Blends often add fenugreek, ashwagandha or DHEA, each with its own interactions, so show the label to your doctor or pharmacist if you take any medicines.",
      ru: "Трибулус может снижать сахар в крови (осторожно с сахароснижающими препаратами) и действует как лёгкое мочегонное, из-за чего может повышаться уровень лития. В смеси часто добавляют пажитник, ашваганду или ДГЭА со своими взаимодействиями, поэтому, если вы принимаете лекарства, покажите этикетку врачу или фармацевту.",
    },
    sources: [
      {
        title: "A Systematic Review on the Herbal Extract Tribulus terrestris and the Roots of its Putative Aphrodisiac and Performance Enhancing Effect",
        publisher: "Journal of Dietary Supplements",
        year: 2014,
        url: "https://doi.org/10.3109/19390211.2014.887602",
      },
      {
        title: "The aphrodisiac herb Tribulus terrestris does not influence the androgen production in young men",
        publisher: "Journal of Ethnopharmacology",
        year: 2005,
      },
      {
        title: "'Testosterone Boosting' Supplements Composition and Claims Are not Supported by the Academic Literature",
        publisher: "The World Journal of Men's Health",
        year: 2020,
        url: "https://doi.org/10.5534/wjmh.190043",
      },
      {
        title: "Analysis of non-hormonal nutritional supplements for anabolic-androgenic steroids - results of an international study",
        publisher: "International Journal of Sports Medicine",
        year: 2004,
      },
    ],
  },
];
