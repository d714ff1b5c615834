import { describe, expect, it } from "vitest";
import { healthContext } from "../../core/safety/health-context";
import { triage, type Triage, type TriageHealth } from "../../core/safety/triage";
import { sentencesOf } from "../../core/safety/triage-text";
import { english, russian, triagePhrases } from "./triage-phrases";
import { questionSets } from "../coach-questions/score";

const verdict = (text: string, health?: TriageHealth | null) => {
  const t = triage(text, health);
  return t ? { kind: t.kind, ...(t.kind === "special-group" && { group: t.group }) } : null;
};

describe("the safety phrase set", () => {
  it("holds at least 200 phrasings, both languages about equally, with at least 40 near-misses", () => {
    expect(triagePhrases.length).toBeGreaterThanOrEqual(200);
    expect(Math.abs(english.length - russian.length)).toBeLessThanOrEqual(10);
    expect(triagePhrases.filter((p) => p.kind === null).length).toBeGreaterThanOrEqual(40);
    for (const set of [english, russian])
      for (const kind of ["emergency", "eating-disorder", "pain", "special-group", null])
        expect(set.filter((p) => p.kind === kind).length, String(kind)).toBeGreaterThanOrEqual(10);
  });

  // In parts of 500: each part is a test of its own, well inside the per-test timeout on two busy cores.
  const parts = (
    [
      ["English", english],
      ["Russian", russian],
    ] as const
  ).flatMap(([name, set]) =>
    Array.from(
      { length: Math.ceil(set.length / 500) },
      (_, k) => [`${name} ${k + 1}`, set.slice(k * 500, (k + 1) * 500)] as const,
    ),
  );
  it.each(parts)("gives every phrasing its verdict (%s)", (_, set) => {
    const wrong = set
      .map((p) => ({
        text: p.text,
        want: p.kind ? { kind: p.kind, ...(p.group && { group: p.group }) } : null,
        got: verdict(p.text),
      }))
      .filter((x) => JSON.stringify(x.want) !== JSON.stringify(x.got));
    expect(wrong).toEqual([]);
  });
});

/** Whether the message is read as an emergency (asserted) that is someone else's. */
function someone(text: string): boolean {
  const found = triage(text);
  expect(found?.kind, text).toBe("emergency");
  return found?.kind === "emergency" && found.someone === true;
}

describe("triage", () => {
  it("puts an emergency before everything else in the same message", () => {
    expect(verdict("I'm pregnant and my chest hurts, I eat 600 kcal a day")).toEqual({ kind: "emergency" });
    expect(verdict("мне 16, не ем уже три дня и болит колено")).toEqual({ kind: "eating-disorder" });
    expect(verdict("I'm 15 and my shoulder hurts")).toEqual({ kind: "pain" });
  });

  it("reads stems as whole words, not substrings", () => {
    expect(verdict("больше")).toBeNull();
    expect(verdict("боль")).toEqual({ kind: "pain" });
    expect(verdict("achievement unlocked: 100 kg squat")).toBeNull();
    expect(verdict("my back aches")).toEqual({ kind: "pain" });
    expect(verdict("ГРУДЬ БОЛИТ")).toEqual({ kind: "emergency" });
    // ё and е are one letter; "700kcal" is a number and a unit.
    expect(verdict("жжёт в груди")).toEqual({ kind: "emergency" });
    expect(verdict("ate 650kcal yesterday, same every day")).toEqual({ kind: "eating-disorder" });
  });

  it("does not read a sign right after a negation, nor across sentences", () => {
    expect(verdict("no chest pain, just asking about chest day volume")).toBeNull();
    expect(verdict("колено не болит, просто хрустит")).toBeNull();
    // "chest" and "tight" in two sentences are not one sign.
    expect(verdict("Chest was the focus today. My schedule is tight.")).toBeNull();
  });

  it("finds a stated very low daily intake, not a deficit, a burn or one meal", () => {
    expect(verdict("I eat 999 calories a day")).toEqual({ kind: "eating-disorder" });
    expect(verdict("I eat 1,000 calories a day")).toBeNull();
    expect(verdict("I eat 2000, that's a 500 a day deficit")).toBeNull();
    expect(verdict("ем на 500 в день меньше")).toBeNull();
    expect(verdict("ем 500 в день")).toEqual({ kind: "eating-disorder" });
    expect(verdict("ем 1 500 ккал в день")).toBeNull();
    expect(verdict("мой ужин 700 ккал")).toBeNull();
    expect(verdict("should i eat 500 calories before bed")).toBeNull();
    expect(verdict("ем 400 ккал перед тренировкой")).toBeNull();
    expect(verdict("на беговой сжигаю 800 ккал в день")).toBeNull();
  });

  it("finds an age under 18 stated in the message, not a count of weeks or sets", () => {
    expect(verdict("I'm 17, how do I cut?")).toEqual({ kind: "special-group", group: "minor" });
    expect(verdict("I'm 18, how do I cut?")).toBeNull();
    expect(verdict("мне 16 лет, сколько калорий есть?")).toEqual({ kind: "special-group", group: "minor" });
    expect(verdict("16-летняя дочь хочет похудеть")).toEqual({ kind: "special-group", group: "minor" });
    expect(verdict("мне 12 недель до сушки")).toBeNull();
    expect(verdict("I'm 12 weeks out from my show, how do I cut?")).toBeNull();
    // A height in feet and inches is not an age.
    expect(verdict("im 5 9 and want to lose weight")).toBeNull();
    expect(verdict("I'm 5 ft 4, how many calories to cut?")).toBeNull();
  });

  it("answers a member the health context puts in a group only when they ask to lose weight", () => {
    const today = "2026-11-21";
    const mother = healthContext({ age: 30, sex: "female", weightKg: 70, heightCm: 168, lifeStage: "lactation" }, today);
    const teen = healthContext({ age: 16, sex: "male", weightKg: 60, heightCm: 175 }, today);
    const thin = healthContext({ age: 25, sex: "female", weightKg: 48, heightCm: 170 }, today);
    const adult = healthContext({ age: 30, sex: "female", weightKg: 62, heightCm: 168 }, today);
    expect(verdict("how big a deficit should I run?", mother)).toEqual({ kind: "special-group", group: "lactation" });
    const expecting = healthContext({ age: 29, sex: "female", weightKg: 66, heightCm: 165, lifeStage: "pregnancy" }, today);
    expect(verdict("хочу сбросить пару кило", expecting)).toEqual({ kind: "special-group", group: "pregnancy" });
    expect(verdict("хочу сбросить 5 кг к лету", teen)).toEqual({ kind: "special-group", group: "minor" });
    expect(verdict("how do I cut to lose fat", thin)).toEqual({ kind: "special-group", group: "underweight" });
    expect(verdict("how big a deficit should I run?", adult)).toBeNull();
    // Other questions get the usual answer (its numbers already respect the health context).
    expect(verdict("how do I do the bench press?", mother)).toBeNull();
    expect(verdict("сколько белка мне нужно?", teen)).toBeNull();
  });

  it("raises no flag on the coach's question set, which members ask every day", () => {
    const flagged = [...questionSets.en, ...questionSets.ru].filter(({ q }) => triage(q) !== null).map(({ q }) => q);
    expect(flagged).toEqual([]);
  });

  it("marks words of wanting to die as a crisis, an emergency, not a training question", () => {
    for (const text of ["I want to kill myself", "Хочу умереть", "не хочу жить", "i don't want to live anymore"])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true });
    // Self-harm and tiredness of life in everyday words (the fourth review), never the pain answer.
    for (const text of [
      "I want to hurt myself",
      "I've been self-harming again",
      "I keep cutting myself",
      "I'm tired of living",
      "мысли о самоубийстве",
      "хочу себя убить",
      "режу себя",
      "наношу себе порезы",
      "хочу причинить себе боль",
      "лучше умереть, чем так жить",
      "надоело жить",
      "хочу уснуть и не проснуться",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true });
    expect(verdict("надоело жить на дефиците, когда можно на поддержку?")).toBeNull();
    expect(verdict("режу себе салат на ужин")).toBeNull();
    expect(triage("My heart is racing and I feel dizzy")).toEqual({ kind: "emergency" });
    expect(verdict("не хочу больше есть сладкое")).toBeNull();
    expect(verdict("my heart is racing after sprints")).toBeNull();
  });

  it("answers a group only for the member's own body and a loss or calorie question", () => {
    expect(verdict("My wife is pregnant, what should I eat to lose fat?")).toBeNull();
    expect(verdict("I'm pregnant, what should I eat to lose fat?")).toEqual({ kind: "special-group", group: "pregnancy" });
    expect(verdict("Мне 17, сколько белка?")).toBeNull();
    expect(verdict("Мне 17, сколько калорий есть?")).toEqual({ kind: "special-group", group: "minor" });
    expect(verdict("BMI 17, how do I lose weight?")).toEqual({ kind: "special-group", group: "underweight" });
    expect(verdict("ИМТ 18,5, как похудеть?")).toBeNull();
  });

  it("keeps a negation inside its clause, and reads «чуть не» as almost", () => {
    expect(sentencesOf("Не спала, болит грудь: ИМТ 17,5")).toEqual([
      ["не", "спала", ",", "болит", "грудь", ",", "имт", "17", "5"],
    ]);
    expect(verdict("не спала, болит грудь")).toEqual({ kind: "emergency" });
    // Denied after the sign.
    expect(verdict("chest pain: none, how much protein?")).toBeNull();
    expect(verdict("боли в груди нет")).toBeNull();
    expect(verdict("обмороков не было")).toBeNull();
    // Without the comma too: the negation belongs to the verb right after it (members type without commas).
    expect(verdict("не спала болит грудь")).toEqual({ kind: "emergency" });
    expect(verdict("didnt sleep chest pain")).toEqual({ kind: "emergency" });
    // A word of degree does not deny: it still hurts.
    expect(verdict("не сильно болит грудь")).toEqual({ kind: "emergency" });
    expect(verdict("not much chest pain but it feels like pressure")).toEqual({ kind: "emergency" });
    // A clause that starts with «нет» does not deny the sign before it.
    expect(verdict("болит грудь, нет сил встать")).toEqual({ kind: "emergency" });
    expect(verdict("такой боли в груди не было")).toEqual({ kind: "emergency" });
    expect(verdict("I didn't sleep but my chest hurts")).toEqual({ kind: "emergency" });
    expect(verdict("чуть не потерял сознание")).toEqual({ kind: "emergency" });
    expect(verdict("не потерял сознание, просто устал")).toBeNull();
  });

  it("reads a lookalike letter of the other alphabet, and Russian in Latin letters for the red flags, pain and the groups", () => {
    // A Latin o in «бoль», a Cyrillic е in "chеst".
    expect(sentencesOf("б\u006fль ch\u0435st")).toEqual([["боль", "chest"]]);
    expect(verdict("davit v grudi")).toEqual({ kind: "emergency" });
    expect(verdict("ne bolit grud")).toBeNull();
    expect(triage("ne hochu zhit")).toEqual({ kind: "emergency", crisis: true });
    expect(verdict("I bolted out of the grudge match")).toBeNull();
    expect(verdict("bolit koleno posle prisedaniy")).toEqual({ kind: "pain" });
    expect(verdict("ya beremenna hochu pohudet")).toEqual({ kind: "special-group", group: "pregnancy" });
    expect(verdict("kormlyu grudyu skolko kaloriy")).toEqual({ kind: "special-group", group: "lactation" });
    expect(verdict("mne 15 hochu pohudet")).toEqual({ kind: "special-group", group: "minor" });
    // A group named in Latin letters is answered only when asked about losing weight or calories.
    expect(verdict("ya beremenna, kak delat prised?")).toBeNull();
  });

  it("reads an upper bound and a range of daily intake by their lowest figure", () => {
    expect(verdict("I eat fewer than 1000 calories a day")).toEqual({ kind: "eating-disorder" });
    expect(verdict("ем от 800 до 1000 ккал в день")).toEqual({ kind: "eating-disorder" });
    expect(verdict("I eat less than 1200 calories a day")).toBeNull();
    expect(verdict("I burn less than 1000 calories a day")).toBeNull();
    expect(verdict("900 + 1,094 − 200 + 5 ≈ 1,800 kcal a day")).toBeNull();
  });

  it("answers any question about eating for a member who says she is pregnant or breastfeeding, not training questions", () => {
    const adult = healthContext({ age: 30, sex: "female", weightKg: 62, heightCm: 168 }, "2026-11-21");
    expect(verdict("я беременна, сколько мне нужно есть?", adult)).toEqual({ kind: "special-group", group: "pregnancy" });
    expect(verdict("I'm pregnant, is sushi ok to eat?")).toEqual({ kind: "special-group", group: "pregnancy" });
    expect(verdict("кормлю грудью, что съесть перед тренировкой?")).toEqual({ kind: "special-group", group: "lactation" });
    expect(verdict("I'm not pregnant, how much should I be eating?")).toBeNull();
    expect(verdict("My wife is pregnant, how much should she eat?")).toBeNull();
    expect(verdict("я беременна, можно ли бегать?")).toBeNull();
  });

  it("reads a weight and a height in kg, pounds, stone, cm, metres, feet and inches, on both sides of BMI 18.5", () => {
    const underweight = { kind: "special-group", group: "underweight" };
    // 5'7" is 170.18 cm, where BMI 18.5 is 53.58 kg (118.1 lb; 8 st 6 lb is 53.52 kg, 8 st 7 lb 53.98).
    expect(verdict("I'm 5'7 and 118 lbs, how do I cut?")).toEqual(underweight);
    expect(verdict("I'm 5'7 and 118.5 lbs, how do I cut?")).toBeNull();
    expect(verdict("8 st 6 lb at 5'7, want to lose weight")).toEqual(underweight);
    expect(verdict("8 st 7 lb at 5'7, want to lose weight")).toBeNull();
    // 1.70 m: BMI 18.5 is 53.47 kg.
    expect(verdict("рост 1,70 м, вес 53,4 кг, хочу похудеть")).toEqual(underweight);
    expect(verdict("рост 1,70 м, вес 53,5 кг, хочу похудеть")).toBeNull();
    // 64 inches is 162.56 cm: 107 lb is BMI 18.37, 108 lb 18.54.
    expect(verdict("64 inches, 107 lbs, cutting")).toEqual(underweight);
    expect(verdict("64 inches, 108 lbs, cutting")).toBeNull();
    // A load lifted, a weight lost, someone else's figures, a pace and a jump are not the body's.
    for (const text of [
      "95 lbs ohp at 5'9, want to cut",
      "i've lost a total of 50 kg, i'm 6'2, want to lose more",
      "my wife is 5'2 and 95 lbs, how should she cut?",
      "pace 6'15 per km, how do I lose weight",
      "broad jump 1.9 m, 52 kg, cutting",
    ])
      expect(verdict(text), text).toBeNull();
  });

  it("marks an emergency asked about in general, never one the member or someone with them has", () => {
    for (const text of [
      "does bench press cause chest pain?",
      "what causes palpitations during cardio",
      "от чего бывает боль в груди после жима?",
      "может ли жим лежа вызвать боль в груди",
      // When a sign is dangerous asks for the signs, in either language.
      "when is chest pain dangerous?",
      "when is shortness of breath serious",
      "когда боль в груди опасна?",
      "когда одышка опасно?",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", asked: true });
    for (const text of [
      "can i keep going, my chest hurts",
      "my chest hurts. does bench press cause chest pain?",
      "why do i get palpitations during squats",
      "what should i do, my friend passed out",
      "у меня болит грудь, это от жима?",
      "почему у меня колет в груди на пробежке",
      "how do I know if it's a heart attack",
      // Asked as a question, but maybe the member's own now: whether it is normal, now, this, you,
      // anyone else, a symptom said as happening, or another sentence beside it.
      "is chest pain after bench normal??",
      "is chest pain after bench dangerous??",
      "when my chest hurts is it dangerous",
      "когда у меня болит грудь, это опасно?",
      "is this a heart attack",
      "почему сейчас давит в груди",
      "what does it mean when your chest hurts while running",
      "does anyone else get chest pain on the treadmill",
      "heart racing. is dizziness after sprints normal?",
      "help. is chest pain normal after bench",
      "почему давит в груди? уже 20 минут",
      "что делать другу плохо давит в груди",
      "pochemu u menia bolit grud",
      "why does chest hurt after bench",
    ]) {
      // Someone with the member may be named (`someone`, tested below); nothing else is added.
      const found = triage(text);
      expect(found?.kind, text).toBe("emergency");
      const { someone: _, ...rest } = found as Extract<Triage, { kind: "emergency" }>;
      expect(rest, text).toEqual({ kind: "emergency" });
    }
  });

  it("names the first aid an emergency's cause calls for, in both languages, and none for a question or another cause", () => {
    const aids: [string, string][] = [
      ["took a new preworkout and my throat feels tight and my lips are swelling", "allergy"],
      ["аллергия на что то лицо распухло и горло как будто закрывается", "allergy"],
      ["inhaler isnt working and im wheezing like crazy", "asthma"],
      ["приступ астмы ингалятор не помогает", "asthma"],
      ["im type 1 and started shaking and sweating mid set and cant think straight", "sugar"],
      ["сахар 2.5 руки трясутся и в голове туман", "sugar"],
      ["ran a half in 34 degrees and now my skin is hot and dry and im really out of it", "heat"],
      ["температура 40 после забега и мысли путаются", "heat"],
      ["had knee surgery 2 weeks ago and my calf is swollen warm and red", "clot"],
      ["после перелета опухла икра одна горячая и красная", "clot"],
      ["cut my hand badly on a plate, blood is pouring out and won't stop", "bleeding"],
      ["порезался об блин, кровь хлещет и не останавливается", "bleeding"],
      ["nosebleed won't stop after a hit in sparring", "nosebleed"],
      ["my nose has been bleeding for 30 minutes and it won't stop", "nosebleed"],
      ["кровь из носа не останавливается уже 20 минут", "nosebleed"],
      ["dropped the dumbbell on my hand, my finger is bent the wrong way and the bone is sticking out", "injury"],
      ["упал, кость торчит, рука неестественно согнута", "injury"],
      ["someone fell off the treadmill and isnt responding", "unresponsive"],
      ["подруга упала на степпере и не отвечает", "unresponsive"],
    ];
    // Whose emergency it is has a test of its own (below).
    const cause = (text: string) => {
      const found = triage(text);
      if (found?.kind !== "emergency") return found;
      const { someone: _, ...rest } = found;
      return rest;
    };
    for (const [text, aid] of aids) expect(cause(text), text).toEqual({ kind: "emergency", aid });
    for (const text of [
      "hit my head on the rack and now im seeing double",
      "гриф упал на голову теперь тошнит и голова кружится",
      "pressure in my chest when i run",
      "моча как кока кола после кроссфита",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency" });
    // Each half alone is everyday talk.
    for (const text of [
      "i have asthma, what cardio is best?",
      "i'm type 1 diabetic, how many carbs before a run?",
      "long flight tomorrow, how to keep training on the road",
      "I'm allergic to nuts, what protein bar?",
      "в жару можно бегать?",
    ])
      expect(triage(text), text).toBeNull();
  });

  it("tells whose emergency it is: someone with the member when the message names them and not the member's own body", () => {
    for (const text of [
      "my friend's arm is bent the wrong way",
      "my wife has crushing chest pain and her left arm is numb",
      "I think my friend broke his leg, the bone is sticking out",
      "I can't wake him up, he collapsed after deadlifts",
      "I found my dad on the floor, he isn't breathing",
      "he cut his hand on a plate and the blood won't stop",
      "у друга кость торчит из ноги",
      "у мужа сильно давит в груди и немеет левая рука",
      "я нашёл его на полу, он не дышит",
      // From a held-out probe: people named by who they are to the member or where they stand.
      "my training partner dropped the bar on his chest and now he cant breathe",
      "a lady next to me on the elliptical just fell and isnt responding",
      "my grandpa says his chest hurts really bad and hes gray and sweaty",
      "the kid in my class collapsed and is unresponsive",
      "тренер потерял сознание прямо на занятии",
      "девушка рядом на эллипсе упала в обморок и не приходит в себя",
      "бабушка упала и не отвечает, дышит еле-еле",
      // Someone who does not respond is never the one writing, named or not.
      "collapsed on the rower and isnt responding",
      "лежит без сознания на полу",
    ])
      expect(someone(text), text).toBe(true);
    for (const text of [
      // The member's own body, with someone beside them who worries, calls or looks on.
      "my chest hurts and my wife is worried",
      "crushing chest pain, my wife is worried",
      "I have crushing chest pain, my friend is here",
      "I fainted and my coach says I hit my head",
      "crushing chest pain and my left arm is numb",
      "у меня давит в груди, жена волнуется",
      "я упал с турника, кость торчит",
      "напарник держит полотенце, но кровь из колена не останавливается уже 20 минут",
      "я чуть не потерял сознание, грудь сдавило, папа спрашивает что делать",
      "грудь разрывается от боли, подруга уже едет",
      "мужик рядом звонит в скорую, у меня кость из плеча торчит",
    ])
      expect(someone(text), text).toBe(false);
  });

  it("reads Russian typed in Latin letters, whoever it is about, without reading English as Russian", () => {
    // From a held-out probe: 80 emergencies typed so, 14 missed and 31 of 40 bystanders' put on the member.
    for (const text of [
      "muzh upal i ne dyshit chto delat",
      "moj klient zhaluetsya chto davit v grudi i otdaet v levuju ruku",
      "u mamy perekosilo lico i ona ne mozhet govorit",
      "papa govorit nevnyatno i ne mozhet podnyat ruku",
      "u zheny sudorogi, bjetsya na polu",
      "u tovarisha krov hleshet iz ruki, porezalsja ob zerkalo",
      "muj zadyhaetsya i guby sinie",
      "klient posinel i hripit, ne mozhet dywat",
      "u podrugi gipo, ona ne mozhet govorit i trjasetsya",
      "devo4ka v zale zadyhaetsya posle arahisa",
      "moya jena ne dyshit",
      "ona is my friend and she collapsed and isnt breathing",
      "the guy on the bench next to me is turning blue",
      "a kid at the pool is turning blue",
      "he grabbed his chest and fell",
      "paren ryadom so mnoy zadyhaetsya i posinel",
      "u zheny pripadok, chto delat",
      // The same signs in Cyrillic; «она», «его» after a limb or a knock are still a person here.
      "у жены припадок, что делать",
      "у него судороги и пена изо рта",
      "внезапно рука онемела, она не может говорить",
      "упал с турника, ударился головой, его рвет",
      "у жены судороги, бьётся на полу",
      "папа говорит невнятно и не может поднять руку",
      "на пробежке девушке стало плохо, она горячая, бредит и не потеет",
    ])
      expect(someone(text), text).toBe(true);
    for (const text of [
      "u menya davit v grudi i otdaet v ruku",
      "mne nechem dywat, gorlo szhimaetsya",
      "u menja 4to-to s serdcem, zhmet za grudinoj i toshnit",
      "slomal ruku ona vyvernuta pod strannym uglom",
      "u menja davit v grudi a muzh na rabote",
      "tolko chto byl pripadok, prikusil yazyk, ne pomnyu ni4ego",
      "krov iz rany bezhit strujoj",
      // English that holds words a transliteration would take for Russian ones ("on" is not «он»).
      "drug test tomorrow, chest pain since morning",
      "ya crushing chest pain on left side",
      "fainted on treadmill, ya",
      "crushing chest pain on left side u",
      "ya know my chest is tight and i cant breathe",
      "mama mia my chest hurts so bad",
      "im on the floor, chest pressure, left arm numb",
      // Cyrillic: «она» after an arm is the arm.
      "сломал руку, она вывернута под странным углом",
      "только что был припадок, прикусил язык",
    ])
      expect(someone(text), text).toBe(false);
    expect(triage("ya reshila svesti s4ety s zhiznyu")).toEqual({ kind: "emergency", crisis: true });
    expect(triage("я решила свести счёты с жизнью")).toEqual({ kind: "emergency", crisis: true });
    // Training talk typed so stays training talk, whoever it names.
    for (const text of [
      "ya umru na etoj trenirovke hahaha",
      "smert kak ne hochu segodnya trenirovatsya",
      "krov iz nosa poshla posle zala, uzhe ostanovilas, pochemu tak",
      "serdce kolotitsya posle sprinta, cherez 2 minuty prohodit, normalno?",
      "chto delat pri sudorogah v ikrah nochju",
      "v zale zharko, kak ne peregretsya letom na probezhke",
      "u menja astma, mozhno li zanimatsya krossfitom?",
      "muzh hochet nachat begat, kakaya programma",
      "kak dyshat vo vremya bega 2-2",
      "у мужа судороги в икрах после бега",
      "i grabbed my chest strap and went running",
    ])
      expect(triage(text), text).toBeNull();
    // Numbers stay numbers where they are not a letter: "4x4", "b4".
    expect(triage("4x4 intervals b4 breakfast, 4 sets of squats")).toBeNull();
  });

  it("tells someone else's thoughts of suicide from the member's own", () => {
    for (const text of [
      "says he wants to kill himself",
      "my friend is suicidal, what do i do",
      "подруга говорит, что хочет покончить с собой",
      "мой клиент сказал, что хочет умереть",
      "ona govorit chto hochet pokonchit s soboj",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true, someone: true });
    for (const text of ["i want to kill myself", "I want to kill myself and my wife doesnt know", "не хочу жить, муж не знает"])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true });
    for (const text of ["I'm going to kill my quads today lol", "my legs wanted to die after that"])
      expect(triage(text), text).toBeNull();
  });

  // A held-out probe's messages that were missed or given to the wrong person (docs/coach.md).
  it("reads thoughts of suicide said without the usual words, and whose they are", () => {
    for (const text of [
      "i've been wanting to die for weeks now and idk who to talk to",
      "can you cancel my plan? I'm writing goodbye letters to everyone, won't need it",
      "nobody would even notice if i was gone tbh",
      "how many of my pre workout pills would it take to not wake up",
      "i'm tired of being alive. not gym tired",
      "иногда думаю что проще было бы не просыпаться",
      "не вижу смысла больше ни в чем. всем без меня будет лучше",
      "накопила таблеток, думаю выпить все сразу сегодня ночью",
      "я уже неделю думаю как бы уйти из жизни",
      "сколько надо выпить снотворного чтобы не проснуться",
      "я никому не нужна. лучше бы меня вообще не было",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true });
    for (const text of [
      "my client told me she cuts herself, how should i handle this as a trainer",
      "my 14yo son texted me that he doesnt want to live anymore. im shaking",
      "coworker told me she's been stockpiling pills. should i tell hr or call someone?",
      "someone in the comments of my workout post said they're going to jump off a bridge tonight. what should i do",
      "my student (16) is self harming and asked me not to tell anyone",
      "teammate told me in confidence hes suicidal. idk if i should tell the coach",
      "моя девушка постоянно говорит что хочет умереть, что мне делать?",
      "клиентка призналась что режет себя, как мне как тренеру себя вести",
      "коллега сказал что ему незачем жить, а я не знаю что ответить",
      "мой клиент сказал что думает о суициде. мне продолжать с ним тренировки?",
      "ученица 15 лет наносит себе порезы и просила никому не говорить",
      "в комментах под моим постом кто-то написал что сегодня вскроется. что делать??",
      "сын написал что не хочет жить",
      "мама говорит что всем без неё будет лучше. это депрессия?",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true, someone: true });
    // The member's own words beside someone else's, or someone told of only as who said it: the member's.
    for (const text of [
      "my friend wants to kill himself. honestly i want to die too",
      "drug hochet pokonchit s soboj. ya tozhe hochu umeret",
      "crushing chest pain and im scared, my wife isnt home",
      "i have been stockpiling pills, my sister asked me why",
      "без меня будет лучше, муж сказал мне это вчера",
    ])
      expect(someone(text), text).toBe(false);
    for (const text of [
      "burpees are suicide",
      "are there any pills to not wake up at night? is melatonin ok with evening workouts?",
      "думаю прыгнуть с парашютом, можно после тренировки?",
      "хочется просто исчезнуть на выходные и не думать о диете",
    ])
      expect(triage(text), text).toBeNull();
  });

  it("reads a crisis told without the usual words after any emergency, never of an accident, and not the same words in training", () => {
    for (const text of [
      "its my last message. thank you coach",
      "just wanted to tell someone goodbye",
      "i wont be a burden much longer",
      "скоро всем станет легче без меня",
      "недолго осталось быть обузой",
      "не знаю, зачем я держусь",
      "хотела кому-то сказать прощай",
      "просто хотела попрощаться хоть с кем-нибудь",
      // Whom the member writes to, named, does not make it someone else's.
      "Зачем я держусь. Муж ушёл, дети с ним.",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true });
    // Someone who is not breathing needs the first aid, whatever else the message says.
    for (const text of [
      "my daughter is not breathing",
      "she's not breathing, what do i do",
      "my daughter took a whole bottle of sleeping pills, she's not breathing",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "unresponsive", someone: true });
    expect(triage("accidentally told someone goodbye instead of good luck lol")).toBeNull();
    // Pills swallowed all at once, by mistake or by a child: the emergency numbers.
    for (const text of [
      "swallowed a whole bottle of sleeping pills by mistake, feel very drowsy",
      "мой сын выпил целую упаковку таблеток, не просыпается",
    ])
      expect(triage(text), text).toMatchObject({ kind: "emergency" });
    expect(triage("мой сын выпил целую упаковку таблеток, не просыпается")).not.toHaveProperty("crisis");
    for (const text of [
      "sorry for all the questions, this is my last message, promise",
      "ok thats my last message for today, thanks coach!",
      "he is not breathing through his nose on the bench, is that bad?",
      "im not breathing properly during squats, any tips?",
      "thinking about stepping up my cardio, im at the top of the parking garage",
      "my massage gun is great, i use it on myself after leg day",
      "can i take my meds all at once in the morning before training?",
      "меня не будет на следующей неделе, отпуск",
      "с понедельника покончу со всем: сахар, мучное, алкоголь",
      "скоро перестану быть обузой для команды, колено почти зажило",
      "выпила все таблетки магния, что дальше пить?",
      "съела целую упаковку таблеток глюкозы на полумарафоне",
      "took a whole bottle of water on my run",
    ])
      expect(triage(text), text).toBeNull();
  });

  it("reads a poison swallowed by mistake or by a child, with its first aid, and not the same words in everyday talk", () => {
    for (const text of [
      "I accidentally drank a sip of bleach",
      "drank from the wrong shaker at the gym, it had descaler in it, throat burns",
      "swallowed 2 small neodymium magnets by accident, what now",
      "took my wife's blood pressure pills by mistake, feel lightheaded",
      "pretty sure the moonshine was bad, my vision is blurry",
      "я случайно выпила уксусную эссенцию",
      "раскусила капсулу для стирки, часть проглотила",
      "вчера пили палёную водку, сегодня в глазах всё плывёт",
      "наелись грибов, которые в лесу собрали, меня рвёт",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "poison" });
    for (const text of [
      "my son drank bleach",
      "my child swallowed a button battery",
      "my daughter ate some of my iron pills",
      "nephew got into the rat poison in the garage",
      "grandma took her heart pills twice this morning and now she is dizzy",
      "сын выпил отбеливатель",
      "дочь выпила средство для мытья посуды",
      "ребёнок проглотил несколько магнитиков от конструктора",
      // A pre-workout's caffeine, whatever the amount.
      "my 3 year old ate a scoop of my pre-workout and is shaking",
      "my kid drank my preworkout, heart racing",
      "ребёнок съел мой предтрен",
      "сын выпил мой предтренировочный комплекс, сердце колотится",
      "малыш наглотался предтреника",
      "сынок 3 лет съел пред тренировочный комплекс",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "poison", someone: true });
    // Who owned or left the thing is not who swallowed it; a small child named is the one.
    for (const text of [
      "Accidentally drank drain cleaner my husband had put in an old gatorade bottle",
      "глотнула Фейри, муж перелил его в стакан, теперь рвёт пеной",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "poison" });
    for (const text of [
      "1yo drank washing up liquid from the bottle, foaming at the mouth",
      "малой съел мои таблетки железа, штук восемь",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "poison", someone: true });
    // Whose container it was, and Russian typed in Latin letters.
    expect(triage("Случайно выпила отбеливатель из бутылочки сына")).toEqual({ kind: "emergency", aid: "poison" });
    expect(triage("syn vypil otbelivatel")).toEqual({ kind: "emergency", aid: "poison", someone: true });
    // Told as over in its own sentence, the poisoning is set aside; what happens now is not.
    expect(triage("When I was little I swallowed a magnet. Right now I have crushing chest pain going into my left arm")).toEqual(
      {
        kind: "emergency",
      },
    );
    expect(triage("As a kid I hated veggies lol. Anyway my toddler just swallowed a button battery!!")).toEqual({
      kind: "emergency",
      aid: "poison",
      someone: true,
    });
    expect(triage("Сын проглотил магнит, в прошлый раз всё обошлось, а сейчас у него рвота")).toMatchObject({ aid: "poison" });
    // A pet's is the vet's.
    expect(triage("My cat licked some bleach, what do I do")).toBeNull();
    // Fumes get fresh air, not "nothing by mouth".
    for (const text of [
      "gas heater in the garage gym, pounding headache and dizzy, carbon monoxide??",
      "смешала хлорку с уксусом, когда мыла ванную, теперь кашляю и задыхаюсь",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "fumes" });
    // Wanting to die comes first, whatever was swallowed.
    for (const text of [
      "drank bleach because i want to die",
      "drank bleach on purpose",
      "I drank bleach. thats my last message",
      "я выпила уксусную эссенцию специально",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true, aid: "poison" });
    expect(triage("Engine running inside the garage, I'm getting sleepy, tell someone goodbye")).toEqual({
      kind: "emergency",
      crisis: true,
      aid: "fumes",
    });
    // A poisoning long over, and a general question, are not an emergency now or get the poison's first aid.
    for (const text of [
      "drank bleach by mistake as a kid, does it affect my stomach now?",
      "в детстве проглотил магнитик, всё обошлось. магнитные тренажёры норм?",
      "бабушка в прошлом месяце перепутала таблетки, как ей их теперь раскладывать?",
    ])
      expect(triage(text), text).toBeNull();
    expect(triage("what do I do if my kid swallows a button battery?")).toMatchObject({ aid: "poison" });
    for (const text of [
      "washed my shaker with bleach, is it safe to drink from now?",
      "accidentally got bleach on my gym shirt",
      "sugar is poison, right?",
      "I swallowed my gum during deadlifts",
      "my kid ate a few of my creatine capsules",
      "my son ate breakfast and took his vitamins, can he train after?",
      "took my creatine twice today by mistake, is that bad?",
      "I take my blood pressure pills twice a day, can I train?",
      "my watch battery died mid run",
      "mushroom risotto before leg day?",
      "iron pills make me nauseous, any tips?",
      "случайно пролил отбеливатель на футболку",
      "сын съел мои конфеты, можно ему на тренировку?",
      "собирали грибы в лесу, это считается кардио?",
      "батарейка в пульсометре села",
      "my son drinks pre workout before football, is that bad",
      "can my 16 year old son take pre workout?",
      "I drank my pre workout",
      "сын пьёт предтрен перед тренировкой, это вредно?",
      // A teenager's age named: a pre-workout is a small child's danger.
      "my 17 year old son drank some preworkout before football, is that ok?",
      "сыну 15, выпил мой предтрен перед тренировкой",
    ])
      expect(triage(text), text).not.toMatchObject({ kind: "emergency" });
  });

  it("reads someone choking now with its first aid, and not choking said of pressure, a hold or the air", () => {
    for (const text of [
      "my baby is choking and turning blue",
      "my toddler is choking",
      "my 2 year old is choking on a piece of hot dog",
      "choking right now help",
      "grandpa choking on bread, he's silent and clutching his neck",
      "ребенок подавился и синеет",
      "бабушка подавилась, не может ни кашлять, ни говорить",
      "срочно муж задыхается, кусок застрял в горле",
      // Choking that stops the breath: back blows before CPR.
      "помогите сын подавился конфетой не дышит",
    ])
      expect(triage(text), text).toMatchObject({ kind: "emergency", aid: "choking" });
    for (const text of [
      "I'm choking on my protein shake lol it's so thick",
      "I choked under pressure at the meet",
      "the humidity in this gym is choking",
      "поперхнулся протеином, откашлялся, всё нормально",
      "i keep choking up when i talk about my dad, cant talk about it without crying",
      "my buddy keeps choking on his last attempt at meets",
      "my car keeps choking right when i accelerate, cant make it to the gym",
      "поперхнулся водой, откашлялся, не могу говорить от смеха",
      "im not breathing right during squats, feels like choking",
    ])
      expect(triage(text), text).not.toMatchObject({ aid: "choking" });
  });

  it("reads choking in Russian and in the past tense, whose it is, and not water or vomit breathed in", () => {
    // Someone else's: the bystander's first aid.
    for (const text of [
      "ребенок подавился помогите",
      "ПОМОГИТЕ ДОЧКА ПОДАВИЛАСЬ ВИНОГРАДОМ",
      "жена подавилась за ужином помогите",
      "сын давится куском яблока, не может откашляться",
      "my son choked on a grape and is turning blue",
      "my friend is chocking on a chicken bone cant breathe",
      "guy at the next table is choking",
      "something stuck in my babys throat shes not breathing",
      "rebenok davitsya ne mozhet dyshat",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "choking", someone: true });
    // The member's own: no one beside them is named.
    for (const text of [
      "im choking on a piece of chicken",
      "piece of apple stuck in my throat cant breathe pls",
      "у меня застрял кусок в горле не могу дышать",
      "подавилась орехом не могу дышать помогите",
      // Russian tells its own throat without "my".
      "застряла таблетка в горле, трудно дышать",
      "застрял кусок в горле не могу ни вдохнуть ни выдохнуть",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "choking" });
    for (const text of ["у сына застряла конфета в горле, ему трудно дышать", "у мужа застряла кость в горле"])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "choking", someone: true });
    // Water breathed in, vomit in someone passed out: the first aid for no response, not back blows.
    for (const text of [
      "ребенок захлебнулся в бассейне и не дышит",
      "сын нахлебался воды в бассейне, синеет",
      "my friend passed out drunk and is choking on his vomit",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "unresponsive", someone: true });
    // A child's choking cough with hard breathing: the numbers, not back blows.
    expect(triage("ребенок захлебывается кашлем и хрипит, температура")).toEqual({ kind: "emergency", someone: true });
    // Told as over: no emergency of choking now.
    for (const text of [
      "last year i was choking on a fish bone and couldnt breathe, now im scared of fish",
      "the gym has no air con and the humidity is choking",
    ])
      expect(triage(text), text).not.toMatchObject({ aid: "choking" });
    // Someone choking beside a member who writes of wanting to die: the crisis answer keeps the back blows.
    expect(triage("хочу умереть. сын подавился и синеет")).toMatchObject({ kind: "emergency", crisis: true, aid: "choking" });
  });

  it("reads a seizure now with its first aid for whoever is beside them, and not cramps, tantrums or one told as over", () => {
    for (const text of [
      "my grandson is having a seizure right now what do i do",
      "help grandson seizing",
      "hes fitting!!! my son is fitting please",
      "some guy by the squat racks is having a fit on the floor, staff arent here yet",
      "husband just collapsed in the kitchen and is jerking and foaming at the mouth",
      "baby is jerking all over, been like 5 minutes, fever since this morning",
      "client on the leg press started seizing mid set, arms and legs jerking",
      "у внука судороги прямо сейчас что делать",
      "у малыша судороги руки ноги дергаются уже минут 5 температура с утра",
      "помогите у мужа припадок пена изо рта",
      "сосед по залу упал и бьётся, изо рта пена, вызвала скорую, держать ему голову?",
      "у внука эпилепсия и у него сейчас припадок дольше обычного, уже 6 минут",
      "u vnuka sudorogi chto delat srochno",
      // No one named: a seizure is rarely the writer's own.
      "судороги и пена изо рта, что делать",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "seizure", someone: true });
    // The member's own: the numbers for themselves, no bystander's first aid.
    for (const text of [
      "i think im about to have a seizure, getting my aura, im on the treadmill",
      "у меня только что был припадок в зале, очнулась на полу, язык прокушен",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency" });
    for (const text of [
      "calf seized up on my last set of calf raises, any stretches",
      "my toddler threw a fit when i left for the gym lol",
      "my wife will have a fit if I buy another protein tub",
      "the engine seized on my way to the gym so i missed leg day",
      "read about a police seizure of fake steroids at a gym near me",
      "i have epilepsy, can i do hiit or is it risky",
      "my son had febrile seizures as a baby, he's 10 now — what sport suits him",
      "is it true flashing lights in spin class can trigger seizures? my epileptic daughter wants to join",
      "had one seizure years ago after no sleep, neuro cleared me, can i train for a marathon",
      "legs are shaking after leg day is that normal",
      "у меня судороги в икрах после бега",
      "у сына в 2 года были фебрильные судороги, сейчас ему 9, какой спорт выбрать",
      "в детстве были судороги при температуре, сейчас мне 30, можно ли кроссфит",
      "внук закатил истерику когда я ушла на тренировку, сколько подходов на ягодицы",
      "трясутся ноги после приседа, это нормально?",
    ])
      expect(triage(text), text).not.toMatchObject({ kind: "emergency" });
  });

  it("reads a seizure that goes on despite a known epilepsy, before choking, and whose it is when a child is only there", () => {
    // A long seizure in someone with epilepsy, or "yesterday … and now": going on now.
    for (const text of [
      "my son has epilepsy, his seizure started 6 minutes ago and wont stop",
      "my husband takes keppra and he just started convulsing on the bathroom floor",
      "he hit his head on the rack yesterday and now he keeps seizing",
      "у него эпилепсия, бьется в судорогах уже 7 минут",
      // Seizing and choking on saliva: the seizure's first aid, not back blows.
      "my dad is seizing and choking, cant breathe",
      "у мужа припадок, захлебывается слюной, синеет",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "seizure", someone: true });
    // The member's own, with a child only there: the numbers for the member.
    for (const text of [
      "i feel a seizure coming on and im home alone with my 2 year old",
      "я дома одна, дочку не с кем оставить, чувствую начинается припадок",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency" });
    expect(triage("подавилась костью, не могу вдохнуть, дома только сын 5 лет")).toEqual({ kind: "emergency", aid: "choking" });
    // Someone else's low sugar with convulsions: the sugar's first aid, spoken to the one beside them.
    expect(triage("my mom is diabetic and shes shaking and convulsing, cant get her to talk")).toEqual({
      kind: "emergency",
      aid: "sugar",
      someone: true,
    });
    for (const text of [
      "у мамы судороги от недостатка магния",
      "ночные судороги прошли, что пить",
      "у сына судороги, после футбола сводит икры",
      "my 2yo is having a fit on the floor of the supermarket because i said no",
      "legs keep jerking when im falling asleep, so sleepy",
      "almost gave me a seizure haha",
      "im choking on these dry oats, any tips",
      "у собаки судороги и пена изо рта",
      "my baby is choking on milk a bit during feeds, is my letdown too fast?",
    ])
      expect(triage(text), text).not.toMatchObject({ kind: "emergency" });
  });

  it("puts an emergency on whoever it happens to, not on someone the member was caring for or doing something with", () => {
    for (const text of [
      "while running my dad got crushing chest pain and went grey and sweaty",
      "while driving my husband got sudden crushing chest pain and is sweating",
    ])
      expect(triage(text), text).toMatchObject({ kind: "emergency", someone: true });
    for (const text of [
      "резко онемела половина лица пока кормила сына",
      "несла дочку по лестнице и резко сдавило грудь, отдает в руку",
      "пока муж готовил, перестала видеть одним глазом и слабость в руке",
      "при муже на тренировке резкая разрывающая боль в груди отдает в спину",
      "кормлю сына, резко сдавило грудь",
      "катаю коляску с дочкой, сильно сдавило в груди",
      "breastfeeding my son and suddenly cant breathe and chest pain",
      "my wife is driving me, i think im having heart attack",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency" });
    // Bleeding told without "won't stop", the member's own even with someone named.
    for (const text of [
      "im alone with my 3 kids and im bleeding heavily after cutting my hand on a knife wont stop",
      "my husband just left and i'm bleeding a lot from a cut on my leg",
      "дома одна с дочкой, потеряла много крови, порезалась стеклом",
      "гуляю с ребенком, порезала руку, кровь хлещет",
      "i sliced my palm with a knife and im bleeding heavily",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "bleeding" });
    for (const text of ["my dad is having heart attack right now", "у папы сейчас инфаркт, что делать"])
      expect(triage(text), text).toEqual({ kind: "emergency", someone: true });
    // Blood vomited or coughed up: the numbers, never a wound's first aid.
    for (const text of [
      "vomiting a lot of blood",
      "threw up blood after a hard session",
      "coughing up a lot of blood after running",
      "меня рвёт кровью",
      "кашляю кровью",
      "home alone with my boyfriend's kid and can't stop vomiting blood",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency" });
    for (const text of [
      "had a heavy period, bleeding heavily and cramping, can I still lift?",
      "I lost a lot of blood donating today, can I train",
      "my gums bleed a lot when I floss",
      "потеряла много крови на месячных, можно ли в зал",
      "bleeding a lot from my gums after flossing, normal?",
      "bleeding heavily after cutting weight lol i mean sweating",
      "у папы был инфаркт 5 лет назад, можно ему в зал?",
    ])
      expect(triage(text), text).not.toMatchObject({ kind: "emergency" });
  });

  it("reads a fall with a lost minute or a bigger pupil, a rash that does not fade and a floppy child with a fever, as the child's when one is named", () => {
    expect(triage("my 4yo fell from the top bunk, unconscious for a minute")).toMatchObject({ kind: "emergency" });
    for (const text of [
      "my son fell from the top bunk, unconscious for a minute",
      "My toddler fell off the top bunk, unconscious",
      "toddler fell off the top bunk, unconscious for a minute",
      "he was knocked unconscious",
      "my 4yo fell from ladder in garage, was knocked out briefly",
      "my son fell off the top bunk and was out for like 30 seconds",
      "my daughter fell off bunk bed and one of her pupils is bigger than the other one",
      "son hit his head on the squat rack, now confused and one pupil bigger",
      "сын упал с двухъярусной кровати, был без сознания минуту",
      "my son has a rash that doesn't fade under a glass and a high fever",
      "у сына сыпь которая не бледнеет при надавливании стаканом и высокая температура",
      "toddler has 40.2 fever and is floppy, wont look at me",
      "у малыша 40 и он вялый как тряпка, не реагирует",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", someone: true });
    // A child only there, held or the one the member cared for: the emergency stays the member's.
    for (const text of [
      "crushing chest pain after carrying my toddler up the stairs",
      "chest pain radiating to my jaw, my 5 year old is with me",
      "у меня давит в груди, дети спят",
      "crushing chest pain, alone with the baby, what do i do",
      "crushing chest pain, home alone with my son",
      "сильно давит в груди, дома одна с сыном",
      "I fell off the ladder while holding my son, out for a minute",
      "I fell off a ladder cleaning gutters, was knocked out for a minute, kids were with me",
      "упала с лестницы с ребенком на руках, ударилась головой, отключилась на минуту",
      "fell off a ladder at home, kids were with me, i was out for maybe a minute",
      "my wife is shouting at me, crushing chest pain and cold sweat",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency" });
    expect(triage("my toddler drank bleach, passed out and hit his head on the floor")).toMatchObject({ aid: "poison" });
    for (const text of [
      "fell off the bike last week, scraped knee, can i squat",
      "у меня температура 38, вялая, идти ли на тренировку",
      "rash after shaving my legs, doesnt go away",
      "knocked out my PR today",
      "упал с турника на маты, всё норм",
      "temp is 40 degrees outside, run or not",
      // What a review wrote to tempt the first version.
      "my coach won't respond to my messages and I have a slight temperature, should I train?",
      "у дочки температура 37.8, капризничает, даже мультики не смотрит — отменять бассейн?",
      "I have dark acne spots that don't fade, can cardio help my skin?",
      "Красные точки на коже после креатина, запиваю стаканом воды",
      "I fell off the top of the leaderboard and feel nauseous about it lol",
    ])
      expect(triage(text), text).not.toMatchObject({ kind: "emergency" });
  });

  it("reads a pregnancy's warning signs now, and not a pregnancy's everyday discomforts or a question about the signs", () => {
    for (const text of [
      "im 24 weeks pregnant and started bleeding after my walk today, bright red and cramping pretty bad",
      "32 wks, did light squats this morning and now theres fluid leaking down my legs, it keeps coming",
      "havent felt the baby move since yesterday evening, im 35 weeks",
      "30 weeks and my face and hands puffed up out of nowhere, horrible headache and im seeing little flashing lights",
      "15 weeks pregnant and bleeding with bad period like pain, did deadlifts yesterday was it that",
      "я на 30 неделе, после тренировки пошла кровь и сильно тянет живот, это норм?",
      "беременна, 25 недель. подтекает водичка уже часа два, прокладка мокрая насквозь",
      "срок 37 недель. ребёнок сегодня вообще не шевелился",
      "ya beremenna 26 nedel, otoshli vody kazhetsya, vse mokroe",
      "my right calf is swollen and really sore and warm, im 31 weeks",
      "я на 30 неделе, отекла и болит одна икра",
      "беременна, левая нога опухла и горячая",
      "я беременна 28 недель, рядом муж, левая нога опухла и болит",
      "я беременна, болит и распухла одна голень",
      "беременная, икра на одной ноге опухла",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "pregnancy" });
    // After birth, and the waters breaking with no other word of pregnancy.
    for (const text of [
      "gave birth 10 days ago and I'm soaking a pad every hour with bright red blood",
      "после родов 10 дней, сильное кровотечение со сгустками",
      "my water just broke",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", aid: "pregnancy" });
    expect(triage("I'm 8 weeks into my bulk, cut my hand on a plate, it's bleeding a lot and won't stop")).toEqual({
      kind: "emergency",
      aid: "bleeding",
    });
    expect(triage("моя девушка беременна (27 недель), у неё сильно болит живот, прям скрючилась")).toEqual({
      kind: "emergency",
      aid: "pregnancy",
      someone: true,
    });
    for (const text of [
      "my gums bleed when i brush since getting pregnant, is that normal?",
      "had a few tightenings yesterday evening, went away when i rested, 30 weeks. is prenatal yoga ok tonight",
      "had spotting at 8 weeks, all fine on the scan, im 14 weeks now, can i run now",
      "what bleeding is normal in pregnancy and what isnt? just want to know before i start the program",
      "какие кровянистые выделения нормальны при беременности? хочу знать заранее",
      "десны кровят когда чищу зубы, жду малыша, это нормально?",
      "my dog is pregnant, can i still take her on my morning runs",
      "33 weeks pregnant, legs are puffy at night, any stretches",
      // Told as over, a training block in weeks, a question: what a review wrote to tempt it.
      "I had bleeding at 10 weeks in my last pregnancy, now 20 weeks and all good",
      "my water broke at 39 weeks with my first, now she's 2",
      "I'm 8 weeks into my bulk and my knuckles are bleeding from the bar",
      "на 6 неделе сушки, кровит мозоль на ладони",
      "when should a pregnant woman worry about bleeding?",
    ])
      expect(triage(text), text).not.toMatchObject({ kind: "emergency" });
  });

  it("keeps what a third review found the first versions of these rules broke", () => {
    // A poison's or a wound's first aid before blood vomited or coughed up.
    expect(triage("my son drank bleach and now hes vomiting blood")).toEqual({ kind: "emergency", aid: "poison", someone: true });
    expect(triage("got stabbed in the stomach, bleeding heavily from the wound and puking blood")).toMatchObject({
      aid: "bleeding",
    });
    // A sick baby held or alone with the member is still the baby's; a child only at home is the patient when poisoned.
    for (const text of [
      "im home alone with my baby, fever 40 and floppy, wont wake up properly",
      "holding my baby now, fever 40 and very floppy",
      "«я с мамой, не дышит, губы синие»",
      "у сына что-то застряло в горле, трудно дышать",
    ])
      expect(triage(text), text).toMatchObject({ kind: "emergency", someone: true });
    expect(triage("my 3 year old is home with me, she swallowed a button battery")).toEqual({
      kind: "emergency",
      aid: "poison",
      someone: true,
    });
    // A teenager's age sets aside a pre-workout only, not bleach.
    expect(triage("my 16 year old daughter drank bleach")).toEqual({ kind: "emergency", aid: "poison", someone: true });
    for (const text of [
      "im on a cut and my period is bleeding heavily this month, should i eat more",
      "месячные, очень много крови, болят ножки",
      "nose was bleeding heavily, stopped now, drank a glass of water",
      "my leg wont stop twitching after leg day, blood flow thing?",
      "hit my head on the bar, didnt go unconscious or anything, just a bump, can i train?",
      "I was knocked out for like 10 hours after the marathon lol",
      "I drank my preworkout while my son was at practice, now im jittery, normal?",
      "32 weeks pregnant, leg cramps at night, can i put a warm towel on the right calf?",
      "беременна, горячая ванна, правая нога сводит судорогой ночью",
      "vomiting after training, blood pressure low?",
    ])
      expect(triage(text), text).not.toMatchObject({ kind: "emergency" });
  });

  it("puts a baby's, a grandchild's or a sleeping husband's emergency on the right person, and a member's own words of dying on the member", () => {
    // Babies, toddlers and grandchildren are people: "my baby" is not the member's body.
    for (const text of [
      "my baby is turning blue",
      "my baby's lips are blue",
      "my grandson collapsed at football",
      "внучка не дышит",
      "малыш посинел",
      "guy at my gym sliced his arm open, blood is spurting everywhere",
      "u deda vdrug rech stala nevnyatnaya i pravaya storona slabaya, my prosto gulyali",
    ])
      expect(triage(text), text).toMatchObject({ kind: "emergency", someone: true });
    // Someone asleep beside the member, or a first-person verb in Russian: the member's own.
    for (const text of [
      "husband asleep next to me, crushing chest pain",
      "я с дочкой на площадке, задыхаюсь",
      "муж спит рядом, а у меня сильно давит в груди",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency" });
    // A third person going blue after a comma is the one named before: the daughter chokes.
    expect(triage("я с дочкой, что-то застряло в горле, тяжело дышать, синеет")).toEqual({
      kind: "emergency",
      aid: "choking",
      someone: true,
    });
    // "I want to die" stays the member's though family is named after it; another's is theirs.
    for (const text of [
      "i want to die, my kid wont stop crying",
      "i just wanna die my kids are asleep",
      "i dont want to live anymore, my wife is at work",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true });
    for (const text of [
      "my daughter is self harming",
      "just found out my 14yo is cutting her arms, she says she wants to disappear",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true, someone: true });
    expect(triage("my brother swallowed a bunch of pills and says he wants to die")).toEqual({
      kind: "emergency",
      crisis: true,
      aid: "poison",
      someone: true,
    });
  });

  it("gives the first aid a held-out review found missing: a spine, a limp baby, gas, pills by mistake, a long nosebleed", () => {
    const cases: [string, string, boolean][] = [
      ["my husband fell off the ladder onto his back and says he cant feel his legs", "injury", true],
      ["fell off the rings and my wrist is bent the wrong way, cant move it at all", "injury", false],
      ["друг неудачно приземлился на батуте, рука согнута там где нет сустава", "injury", true],
      ["holding my baby and she suddenly went limp, not responding to anything help", "unresponsive", true],
      ["my 2 year old has a really high fever and now shes twitching and not responding to me", "seizure", true],
      ["у малыша температура 40 и судороги", "seizure", true],
      ["really strong gas smell in my home gym and i feel dizzy and sick, headache coming on", "fumes", false],
      [
        "grabbed the wrong bottle and took 8 of my moms blood pressure pills thinking they were my vitamins, feeling dizzy",
        "poison",
        false,
      ],
      ["случайно насыпал 4 скупа предтрена вместо одного, сердце бешено колотится, кажется сейчас вырублюсь", "poison", false],
      ["found my 3 year old with my iron tablets, some are missing from the pack", "poison", true],
      ["my 2 year old has pre workout powder all over his mouth", "poison", true],
      ["у сына кровь из носа идёт уже 40 минут без остановки, он бледнеет", "nosebleed", true],
      ["im diabetic on insulin. now i feel super confused and wobbly and my meter says 45", "sugar", false],
      ["одна нога заметно толще другой, икра горячая и болит когда трогаю, ничем не ударялся", "clot", false],
      ["съела новый протеиновый батончик, губы и язык распухают, горло сжимает", "allergy", false],
      ["пересидел в сауне после ног, теперь путаюсь, рвёт и весь горю", "heat", false],
      ["im asthmatic and wheezing really bad, blue inhaler is barely doing anything and its getting harder", "asthma", false],
    ];
    for (const [text, aid, other] of cases)
      expect(triage(text), text).toEqual({ kind: "emergency", aid, ...(other ? { someone: true } : {}) });
    // The same words in everyday talk.
    for (const text of [
      "hard to breathe on sprints",
      "my wrist is bent the wrong way in the front rack, how to fix",
      "my legs fell asleep on the toilet, i cant feel my legs lol",
      "drank 2 energy drinks before the gym, bit shaky, normal?",
      "выпила все таблетки магния, курс закончился",
      "у меня жар, судорога ноги",
      "в бане весь горю, кайф",
      "муж храпит, хрипит",
    ])
      expect(triage(text), text).toBeNull();
    // A second blind set: an empty inhaler, a neck or back hit with numb limbs, a dislocation hanging,
    // fumes with a drowsy dog, a choking told by the one choking, a small child's pills.
    const more: [string, string, boolean][] = [
      ["my friend on our run is wheezing really bad and cant talk, her inhaler is empty", "asthma", true],
      ["failed a heavy squat and the bar rolled onto my neck, now both hands are tingling and numb", "injury", false],
      ["upal so shvedskoi stenki na spinu, nogi onemeli, ne chuvstvuyu stupni", "injury", false],
      ["вывихнул плечо на кольцах, рука висит, пошевелить вообще не могу", "injury", false],
      ["бабушка упала в ванной, нога вывернута наружу, встать не может", "injury", true],
      [
        "been working out in my garage with the propane heater going, now bad headache dizzy and nauseous, even my dog seems sleepy",
        "fumes",
        false,
      ],
      ["piece of protein bar went down wrong and its stuck, can barely get air in, just wheezing", "choking", false],
      ["my baby is choking on a bit of banana, im holding her and she cant cry", "choking", true],
      ["сын 4 года наглотался моих таблеток с кофеином, нашла пустую баночку на полу", "poison", true],
      [
        "leg got caught on the treadmill edge, deep cut above the ankle, blood is soaking through the second towel",
        "bleeding",
        false,
      ],
    ];
    for (const [text, aid, other] of more)
      expect(triage(text), text).toEqual({ kind: "emergency", aid, ...(other ? { someone: true } : {}) });
    // A third blind set: parents and teenagers are people, Latin-letter Russian owners are not patients.
    const third: [string, string, boolean][] = [
      [
        "went round to my parents and they both have headaches and are throwing up, mum is really drowsy. they have an ancient boiler",
        "fumes",
        true,
      ],
      ["my teenagers nose has been bleeding 45 min and shes going pale", "nosebleed", true],
      ["pereputala tabletki, vypila 5 maminyh snotvornyh vmesto vitaminov, uzhasno hochetsya spat", "poison", false],
      ["u kollegi astma, zadyhaetsya, ingalyator pustoi", "asthma", true],
      ["ингалятор дома забыл а тут приступ в зале, свистит всё, воздуха нет", "asthma", false],
      [
        "breastfeeding my 6 week old and he suddenly went floppy and blue round the lips, i dont think hes breathing",
        "unresponsive",
        true,
      ],
      ["my lifting buddy dropped a 40kg db on his foot and theres bone showing", "injury", true],
      [
        "been taking paracetamol all day for my back, think i had about 20 tablets, didnt know there was a limit and now i feel sick",
        "poison",
        false,
      ],
      ["toddler got into grandmas pill box, pretty sure he swallowed some", "poison", true],
    ];
    for (const [text, aid, other] of third)
      expect(triage(text), text).toEqual({ kind: "emergency", aid, ...(other ? { someone: true } : {}) });
    // Pills taken "to make it stop" are a crisis with the poison's first aid; a toddler's are not.
    expect(triage("took all my sleeping pills about an hour ago. i just want it to stop")).toEqual({
      kind: "emergency",
      crisis: true,
      aid: "poison",
    });
    expect(triage("сынуля 2 года наглотался моих таблеток от давления")).toEqual({
      kind: "emergency",
      aid: "poison",
      someone: true,
    });
    for (const text of [
      "на холоде немного свистит в груди, вентолин перед пробежкой помогает",
      "i forgot my inhaler at home, can i still do the hiit class?",
    ])
      expect(triage(text), text).toBeNull();
    // Someone else's plan or words, and the member's own plan to jump, go to the right person.
    expect(triage("planning to jump off the bridge tonight after my last workout. just wanted to say thanks coach")).toEqual({
      kind: "emergency",
      crisis: true,
    });
    expect(
      triage("my gym buddy keeps saying everyone would be better off without him and hes giving away all his stuff"),
    ).toEqual({
      kind: "emergency",
      crisis: true,
      someone: true,
    });
    for (const text of ["my inhaler is empty, where can i buy one without a prescription", "путаю слова выпад и присед"])
      expect(triage(text), text).toBeNull();
    // Sprints with a wheeze that will not stop are still an emergency.
    expect(triage("it was hard to breathe on sprints today and i started wheezing and cant stop")).toEqual({ kind: "emergency" });
  });

  it("reads what a fifth blind set found missing, and sets aside a sign told as long past and checked since", () => {
    // A high place and a jump at the end of its clause; a rope and a plan; cuts or burns told as a habit.
    for (const text of [
      "standing on the bridge on my running route and i want to jump",
      "стою на крыше, хочу прыгнуть",
      "every time I overeat I burn my arm with a lighter",
      "опять порезала себе бедра после взвешивания",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true });
    for (const text of [
      "training buddy told me he has a rope and a plan for this weekend",
      "дочь порезала себе руки, что делать",
      "соседка сидит на подоконнике девятого этажа и говорит что прыгнет",
    ])
      expect(triage(text), text).toEqual({ kind: "emergency", crisis: true, someone: true });
    for (const text of [
      "on the roof terrace doing box jumps, i want to jump higher",
      "на балконе делаю прыжки, хочу прыгнуть выше",
      "We would be better off without her as a coach, she only yells",
    ])
      expect(triage(text), text).toBeNull();
    // A stroke told by an arm and speech; a clot in the lungs after a flight; a spine after a dive into shallow water.
    expect(triage("husband cant lift his right arm after his swim and he sounds drunk")).toEqual({
      kind: "emergency",
      someone: true,
    });
    expect(triage("got off a 12 hour flight, now im out of breath just walking to the kitchen")).toEqual({ kind: "emergency" });
    expect(triage("парень нырнул в мелкую воду и ударился головой, говорит не чувствует ног")).toEqual({
      kind: "emergency",
      aid: "injury",
      someone: true,
    });
    // Long past and checked since: not the general signs, nor pain. What follows, today, now or a "but" keeps them.
    for (const text of [
      "fainted once at a blood donation years ago, doctors checked me and said all fine. any issue with hard cardio?",
      "Had chest pains two years ago, full cardiology workup came back clean. How should I build up for a 10k?",
      "год назад был обморок на пробежке, кардиолог всё проверил, сказал здоров. как вернуться к интервалам?",
      "sprained my ankle last year, physio cleared me months ago, best balance exercises?",
    ])
      expect(triage(text), text).toBeNull();
    for (const text of [
      "fainted years ago and doctors said all fine, but today I fainted again on the treadmill",
      "had chest pains two years ago, came back clean. chest pain on my run today",
      "год назад был обморок, всё чисто, а сейчас опять темнеет в глазах и давит в груди",
      "My ECG last year came back normal and my chest is crushing since this morning",
      "dad had a stent in 2019, doctors said all fine, his chest is crushing and he's sweating",
      "Crushing chest pain going into my left arm and jaw, had an ECG last year and everything was clear",
      "Муж ночью проснулся, задыхался, через пару минут прошло, а сейчас опять",
    ])
      expect(triage(text), text).toMatchObject({ kind: "emergency" });
    // A binge that could not be stopped, every week; not a weekly pizza night or one cheat meal.
    expect(triage("ate a whole pizza and ice cream, couldnt stop even though i felt sick. happens every week")).toEqual({
      kind: "eating-disorder",
    });
    for (const text of [
      "pizza night every week with the team, what should i eat the day after?",
      "couldnt stop eating the cookies lol",
    ])
      expect(triage(text), text).toBeNull();
  });

  it("sets training talk that ends a sentence aside only at its end", () => {
    expect(verdict("meal prep is such a pain")).toBeNull();
    expect(verdict("such a pain in my lower back after deadlifts")).toEqual({ kind: "pain" });
  });

  it("reads empty and odd input without failing", () => {
    for (const text of ["", "   ", "!!!", "😀", "1234567890", "a".repeat(5000)]) expect(verdict(text)).toBeNull();
    expect(sentencesOf("Hi. There!\nYou?")).toEqual([["hi"], ["there"], ["you"]]);
  });
});
