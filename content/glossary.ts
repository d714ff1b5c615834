// One word for each thing, in every text a member reads: the preferred term in each language and
// the variants that must not appear instead. Patterns are case-insensitive and match whole words
// (a letter may not come right before or after them). Search aliases may still hold the variants,
// because members type them.

export interface GlossaryTerm {
  /** What the term names. */
  concept: string;
  ru: { preferred: string; forbidden: string[] };
  en?: { preferred: string; forbidden: string[] };
}

export const glossary: GlossaryTerm[] = [
  {
    concept: "Energy burned at complete rest (BMR)",
    ru: { preferred: "основной обмен", forbidden: ["базов\\p{L}* обмен\\p{L}*", "обмен\\p{L}* веществ в покое"] },
  },
  {
    concept: "The heaviest weight lifted for one repetition (1RM)",
    ru: {
      preferred: "разовый максимум, сокращённо 1ПМ",
      forbidden: ["1RM", "1 ПМ", "ПМ1", "повторн\\p{L}* максимум\\p{L}*", "одноповторн\\p{L}* максимум\\p{L}*", "максимум на один раз"],
    },
    en: { preferred: "one-rep max (1RM)", forbidden: ["1-RM", "one rep maximum"] },
  },
  {
    concept: "One lift of a set",
    ru: { preferred: "повторение (сокращённо «повт.»)", forbidden: ["повтор", "повтора", "повторы", "повторов", "повтором", "повторам", "повторами", "повторе", "повтору"] },
  },
  {
    concept: "Resistance band",
    ru: {
      preferred: "резинка",
      forbidden: ["эспандер\\p{L}*", "резина", "резины", "резину", "резиной", "резине", "резинов\\p{L}* (лент|петл)\\p{L}*", "ленточн\\p{L}* эспандер\\p{L}*"],
    },
    en: { preferred: "resistance band", forbidden: ["rubber band", "elastic band"] },
  },
  {
    concept: "The chat coach",
    ru: { preferred: "ИИ-тренер", forbidden: ["ИИ-ассистент\\p{L}*", "ИИ ассистент\\p{L}*", "ИИ тренер\\p{L}*", "ИИ-помощник\\p{L}*", "AI-тренер\\p{L}*", "виртуальн\\p{L}* тренер\\p{L}*"] },
    en: { preferred: "AI coach", forbidden: ["AI assistant", "AI trainer", "virtual coach"] },
  },
  {
    concept: "The Time machine and the images it makes",
    ru: { preferred: "«Машина времени», изображение «Машины времени»", forbidden: ["превью", "машин\\p{L}* трансформаци\\p{L}*"] },
    en: { preferred: "Time machine", forbidden: ["transformation previews", "AI transformations?"] },
  },
  {
    concept: "The middle paid plan",
    ru: { preferred: "«Стандарт»", forbidden: ["Basic", "«Базов\\p{L}*»", "«Стандартн\\p{L}*»", "тариф\\p{L}* Standard"] },
    en: { preferred: "Standard", forbidden: ["Basic plan", "Free, Basic"] },
  },
  {
    concept: "The free plan",
    ru: { preferred: "«Бесплатный»", forbidden: ["Free", "тариф\\p{L}* «?Фри»?"] },
  },
  {
    concept: "A plan the member pays for (план is the workout or nutrition plan)",
    ru: {
      preferred: "тариф",
      forbidden: [
        "(платн|бесплатн|текущ)\\p{L}* план\\p{L}*",
        "план\\p{L}* «?(Pro|Стандарт|Бесплатн\\p{L}*)»?",
        "подписан\\p{L}* на (этот )?план",
        "(выберите|выбрать|сменить|улучшить|смените) план\\p{L}*",
        "на этот план",
      ],
    },
  },
  {
    concept: "The supplement guide",
    ru: { preferred: "справочник по добавкам", forbidden: ["гид\\p{L}* по добавкам"] },
  },
  {
    concept: "Physical therapist (физиотерапевт is a doctor who treats with physical methods)",
    ru: { preferred: "реабилитолог", forbidden: ["физиотерапевт\\p{L}*"] },
  },
  {
    concept: "How hard a set is (RPE, reps in reserve); intensity is the load as a share of 1ПМ",
    ru: { preferred: "усилие", forbidden: ["интенсивност\\p{L}*:? (RPE|по RPE)"] },
  },
  {
    concept: "Strength training",
    ru: { preferred: "силовые тренировки", forbidden: ["силов\\p{L}* тренинг\\p{L}*"] },
  },
  {
    concept: "When to eat or take something",
    ru: { preferred: "время приёма", forbidden: ["тайминг\\p{L}*"] },
  },
  {
    concept: "Safety stops of a rack or Smith machine",
    ru: { preferred: "страховочные упоры", forbidden: ["ограничител\\p{L}*"] },
  },
  {
    concept: "Sweating (потливость is a complaint, as in hyperhidrosis)",
    ru: { preferred: "потоотделение", forbidden: ["потливост\\p{L}*"] },
  },
  {
    concept: "The muscles at the back of the thigh (hamstrings)",
    ru: { preferred: "задняя поверхность бедра", forbidden: ["бицепс\\p{L}* бедр\\p{L}*"] },
  },
  {
    concept: "Lean meat (постный means Lenten)",
    ru: { preferred: "нежирный", forbidden: ["постн\\p{L}*"] },
  },
  {
    concept: "Easily, lightly (the adverb is written without ё)",
    ru: { preferred: "легко", forbidden: ["лёгко"] },
  },
  {
    concept: "Souvlaki (an indeclinable word: say what it is made of, not «куриный»)",
    ru: { preferred: "сувлаки из курицы, из свинины", forbidden: ["\\p{L}+(?:ый|ий|ой) сувлаки"] },
  },
  {
    concept: "Addressing the member",
    ru: { preferred: "вы", forbidden: ["тебя", "тебе", "тобой", "твой", "твоя", "твоё", "твои", "твоего", "твоей", "твоих", "твоим"] },
  },
];

/** A forbidden variant as a case-insensitive whole-word pattern. */
export const forbiddenPattern = (variant: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])(?:${variant})(?![\\p{L}])`, "iu");
