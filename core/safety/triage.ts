// Red flags first: before the coach answers anything, a message is read for signs that need
// another answer than a training tip, in English and Russian, highest priority first:
// an emergency (stop and call emergency services), eating-disorder signs (no targets), pain or
// injury (stop the movement, see a professional), and a member for whom a deficit is not
// allowed (pregnancy, breastfeeding, under 18, underweight). Pure: text and health facts in,
// a verdict out.
import { bmi } from "../formulas/body";
import { feetInchesToCm, inchesToCm, lbToKg } from "../formulas/units";
import { underweightBmi, type HealthContext } from "./health-context";
import { emergencyCauses, type FirstAid, type Reading } from "./triage-pairs";
import { checkedSince, happeningNow, longPast, notSettled, toldAsOver } from "./triage-over";
import { memberSeizing, seizureAside, someoneSeizing } from "./triage-seizure";
import {
  airBlocked,
  chokingAside,
  memberChoking,
  memberChokingFirsthand,
  othersChoking,
  othersChokingWeak,
} from "./triage-choking";
import { pregnancyAside, pregnancyAsked, withoutTheBaby } from "./triage-pregnancy";
import {
  childPoisoned,
  isPoisoning,
  onPurpose,
  wantsItToStop,
  poisonAside,
  poisonAsideSigns,
  poisonPatients,
  teenAge,
} from "./triage-poison";
import {
  babySigns,
  bingeEveryWeek,
  bingeFood,
  bingeNoStopping,
  breathSigns,
  calorieAskSigns,
  dizzySigns,
  eatingAskSigns,
  eatingDisorderSigns,
  emergencySigns,
  jawSigns,
  lactationSigns,
  leftArmSigns,
  lossSigns,
  normalHardEffort,
  stillHardBreathing,
  notEatingAsk,
  notSigns,
  otherPersonSigns,
  painSigns,
  possessiveSigns,
  pregnancySigns,
  racingHeartSigns,
  othersSelfHarmSigns,
  selfHarmSigns,
  selfSigns,
  symptomTalk,
  teenSigns,
  underweightSigns,
} from "./triage-signs";
import {
  anyHolds,
  clauseBreak,
  clauseStops,
  foldLatin,
  latinDigits,
  placesHeld,
  russianReading,
  russianReadings,
  altReadings,
  sentencesOf,
  setAside,
  softless,
  transliterations,
  type Place,
  type Sentence,
  type Sign,
} from "./triage-text";
import { ageLimits } from "./limits";
import {
  aboutToJump,
  accidentSigns,
  betterOffWithoutMe,
  betterOffWithoutThem,
  crisisTold,
  edgePlace,
  edgeThoughts,
  highPlace,
  pillsEnd,
  pillsGathered,
  jokeMarkers,
  saidByAnother,
  weapon,
} from "./triage-crisis-told";
import { aboutSomeoneElse, crisisOfSomeoneElse, namesChildPatient, otherPerson, otherPersonInLatin } from "./triage-patient";

export const triageKinds = ["emergency", "eating-disorder", "pain", "special-group"] as const;
export type TriageKind = (typeof triageKinds)[number];

/** Who a calorie deficit is not for. */
export const specialGroups = ["pregnancy", "lactation", "minor", "underweight"] as const;
export type SpecialGroup = (typeof specialGroups)[number];

export type Triage =
  /**
   * `crisis`: the member wrote of wanting to die or to harm themselves (with `someone`: another
   * person's words of it, and the answer speaks to the one beside them). `asked`: the signs are only
   * in a general question ("what causes palpitations during cardio?"), which gets the emergency
   * line first and then why a doctor, not a chat, sorts it out. `aid`: the cause calls for first
   * aid while help comes (an auto-injector, the reliever inhaler, sugar, cooling, a still leg,
   * pressure on a wound, a pinched nose, a broken limb kept still, compressions for someone not
   * breathing, back blows for choking, nothing in the mouth of someone having a seizure, no
   * vomiting after a poison). `someone`: the message is about another person with the member ("my friend's arm
   * is bent the wrong way"), so the answer speaks to the one who helps.
   */
  | { kind: "emergency"; crisis?: true; asked?: true; aid?: FirstAid; someone?: true }
  | { kind: "eating-disorder" }
  | { kind: "pain" }
  | { kind: "special-group"; group: SpecialGroup };

/** What the triage needs of the member's health context. */
export type TriageHealth = Pick<HealthContext, "minor" | "underweight" | "lifeStage">;

/**
 * A stated daily intake under this many kcal is very low intake: below any safe floor
 * (1,200 kcal for women, 1,500 for men) by a margin that needs a doctor, not a coach.
 */
export const veryLowIntakeKcal = 1000;

const kcalWord = /^(kcal|kcals|cal|cals|calorie|calories|ккал|кк|кал|калори\p{L}*|килокалори\p{L}*)$/u;
/** Words around a number of kcal that make it a difference, not an intake: "a 500 kcal deficit", "burn 700 kcal". */
const differenceBefore =
  /^(deficit|surplus|burn\p{L}*|burnt|cut|cutting|minus|extra|plus|add\p{L}*|drop|reduce|lower|дефицит\p{L}*|профицит\p{L}*|сжиг\p{L}*|сжег\p{L}*|сжечь|сожг\p{L}*|сожж\p{L}*|потрат\p{L}*|трат\p{L}*|урез\p{L}*|минус|плюс|добав\p{L}*|сниз\p{L}*|снижа\p{L}*|убрать|убира\p{L}*|отнять|сверх)$/u;
const differenceAfter =
  /^(deficit|surplus|below|under|less|fewer|more|above|over|extra|burn\p{L}*|burnt|дефицит\p{L}*|профицит\p{L}*|меньше|ниже|больше|выше|сверх\p{L}*|сжиг\p{L}*|сожж\p{L}*)$/u;
const intakeWord =
  /^(eat|eats|eating|ate|omad|сижу|держусь|consume\p{L}*|intake|diet|dieting|day|daily|days|ем|ест|ела|ел|едим|съеда\p{L}*|питаюсь|питаться|потребля\p{L}*|рацион\p{L}*|диет\p{L}*|день|сутки|дня)$/u;
/** Eating itself (not a day word): "eating 600 a day", «ем 500 в день». */
const eatWord = /^(eat|eats|eating|ate|consume\p{L}*|ем|ест|ела|ел|едим|съеда\p{L}*|питаюсь|потребля\p{L}*)$/u;
/** A diet named by its number: "a 700 calorie diet". */
const dietWord = /^(diet|diets|dieting|диет\p{L}*)$/u;
const dayWord = /^(day|daily|days|день|сутки|дня)$/;
/** One meal or one moment of the day: "a 600 kcal lunch", "500 kcal before bed", «400 ккал перед тренировкой». */
const mealWord =
  /^(breakfast|lunch|dinner|snack|meal|before|after|bed|bedtime|pre|post|завтрак\p{L}*|обед\p{L}*|ужин\p{L}*|перекус\p{L}*|перед|после|сном)$/u;

/**
 * Words right before a number that make it an upper bound, read as "below the number": "less
 * than 1000", "under 1000", «меньше 1000», «до 1000», «не больше 1000». Each is the words in order.
 */
const upperBounds: readonly (readonly RegExp[])[] = [
  [/^(less|fewer|lower)$/, /^(than|then)$/],
  [/^(under|below|max|maximum|upto)$/],
  [/^up$/, /^to$/],
  [/^at$/, /^most$/],
  [/^(no|not)$/, /^more$/, /^(than|then)$/],
  [/^(меньше|менее|ниже|максимум|до)$/],
  [/^(меньше|менее)$/, /^чем$/],
  [/^не$/, /^(больше|более)$/],
];
const isNumber = (w: string | undefined) => w !== undefined && /^\d+$/.test(w);

/** Where an upper bound ending right before `i` starts, or -1. */
function upperBoundBefore(s: Sentence, i: number): number {
  for (const words of upperBounds) {
    const start = i - words.length;
    if (start >= 0 && words.every((re, k) => re.test(s[start + k]!))) return start;
  }
  return -1;
}

/**
 * "I eat 700 calories a day", «ем 700 ккал в день», "800kcal daily", "less than 1000 calories a
 * day", «ем 900-1000 ккал»: a stated intake under the threshold (a range by its lower end, an
 * upper bound as below its number).
 */
function statesVeryLowIntake(s: Sentence): boolean {
  const hasIntake = s.some((w) => intakeWord.test(w));
  // "a 600 kcal lunch" or "500 kcal before bed" is one meal, not the day.
  const oneMeal = s.some((w) => mealWord.test(w)) && !s.some((w) => dayWord.test(w));
  if (oneMeal) return false;
  return s.some((w, i) => {
    if (!isNumber(w) || !kcalWord.test(s[i + 1] ?? "")) return false;
    // Where the amount starts: «900-1000 ккал», "900 to 1000 kcal", "less than 1000 kcal".
    let start = i;
    let lowest = Number(w);
    let bounded = false;
    if (/^(to|до)$/.test(s[i - 1] ?? "") && isNumber(s[i - 2]) && Number(s[i - 2]) < Number(w)) start = i - 2;
    else {
      const bound = upperBoundBefore(s, i);
      if (bound >= 0) [start, bounded] = [bound, true];
    }
    if (start < i && !bounded) lowest = Number(s[start]);
    // "I'm on 900 calories", «я на 800 калорий»: a diet named by its number.
    const onDiet = (s[start - 1] === "on" || s[start - 1] === "на") && !s.slice(i + 2).some((x) => mealWord.test(x));
    if (!hasIntake && !onDiet) return false;
    const low = bounded ? lowest <= veryLowIntakeKcal : lowest < veryLowIntakeKcal;
    if (lowest <= 0 || !low) return false;
    // "what deficit for a 700 calorie diet": the diet is the intake, whatever is asked of it.
    if (dietWord.test(s[i + 2] ?? "")) return true;
    const before = s.slice(Math.max(0, start - 3), start);
    const after = s.slice(i + 2, i + 5).filter((x) => x !== clauseBreak);
    return !before.some((x) => differenceBefore.test(x)) && !after.some((x) => differenceAfter.test(x));
  });
}

/**
 * "I eat 600 a day", «ем 500 в день»: a daily amount without a unit beside eating, read as kcal
 * from 300 (below that it is grams, portions or meals).
 */
function statesUnitlessLowIntake(s: Sentence): boolean {
  if (!s.some((w) => eatWord.test(w))) return false;
  return s.some((w, i) => {
    if (!isNumber(w) || Number(w) < 300 || Number(w) >= veryLowIntakeKcal) return false;
    const [next, after] = [s[i + 1] ?? "", s[i + 2] ?? ""];
    if (next !== "daily" && !(/^(a|per|every|each|в|за)$/.test(next) && dayWord.test(after))) return false;
    // "a 500 a day deficit", «ем на 500 в день меньше»: a difference, not the intake.
    const before = s.slice(Math.max(0, i - 3), i);
    const later = s.slice(i + 1, i + 6).filter((x) => x !== clauseBreak);
    return !before.some((x) => differenceBefore.test(x) || x === "на") && !later.some((x) => differenceAfter.test(x));
  });
}

const unitAfterAge =
  /^(kg|kgs|kilo\p{L}*|lb|lbs|pound\p{L}*|stone|st|rep\p{L}*|set\p{L}*|min\p{L}*|sec\p{L}*|hour\p{L}*|hr\p{L}*|week\p{L}*|day\p{L}*|month\p{L}*|km|mile\p{L}*|percent|cm|inch\p{L}*|times|x|кг|кило\p{L}*|килограмм\p{L}*|г|грамм\p{L}*|см|км|раз\p{L}*|подход\p{L}*|повтор\p{L}*|минут\p{L}*|мин|сек\p{L}*|недел\p{L}*|дн\p{L}*|день|час\p{L}*|процент\p{L}*|месяц\p{L}*|ккал|кал\p{L}*|шаг\p{L}*)$/u;

/** «16 лет, хочу похудеть», «мне уже 15 лет»: an age, not «тренируюсь 16 лет» nor «16 лет назад». */
const beforeAgeInYears = /^(я|мне|уже|всего|только)$/;
const afterAgeInYears = /^(и|а|но|хочу)$/;

/** "I'm 16", "age: 16", "15 years old", "15yo", «мне 16», «мне 15 лет», «16 лет, хочу…», «16-летняя»: an age under 18 stated in the message. */
function statesMinorAge(s: Sentence): boolean {
  return s.some((w, i) => {
    if (!/^\d+$/.test(w)) return false;
    const n = Number(w);
    if (n < 5 || n >= ageLimits.adult) return false;
    // "age: 16": past the colon.
    const before = s[i - 1] === clauseBreak ? i - 2 : i - 1;
    const prev = s[before] ?? "";
    const next = s[i + 1] ?? "";
    if (/^(years?|yrs?)$/.test(next) && s[i + 2] === "old") return true;
    if (/^(yo|y)$/u.test(next) || /^летн\p{L}*$/u.test(next)) return true;
    if (next === "лет" && (prev === "" || prev === clauseBreak || beforeAgeInYears.test(prev))) {
      const after = s[i + 2];
      if (after === undefined || after === clauseBreak || afterAgeInYears.test(after)) return true;
    }
    const saysAge =
      prev === "im" || prev === "aged" || prev === "age" || (prev === "am" && s[before - 1] === "i") || prev === "мне";
    // "I'm 5 9", "I'm 5 ft 9": a height in feet and inches, not an age.
    const height = n <= 7 && (isNumber(next) || /^(ft|feet|foot)$/.test(next));
    return saysAge && !unitAfterAge.test(next) && !height;
  });
}

/** "BMI 17", «ИМТ 17,5»: a body-mass index under 18.5 stated in the message. */
function statesLowBmi(s: Sentence): boolean {
  return s.some((w, i) => {
    if (w !== "bmi" && w !== "имт") return false;
    const at = /^\d+$/.test(s[i + 1] ?? "") ? i + 1 : i + 2;
    if (!/^\d+$/.test(s[at] ?? "")) return false;
    const n = Number(s[at]);
    const tenths = /^\d$/.test(s[at + 1] ?? "") ? Number(s[at + 1]) : 0;
    return n >= 10 && n + tenths / 10 < underweightBmi;
  });
}

const kgWord = /^(kg|kgs|kilo|kilos|kilograms?|кг|кило|килограмм\p{L}*)$/u;
const lbWord = /^(lb|lbs|pound|pounds|фунт\p{L}*)$/u;
const stoneWord = /^(st|stone|stones|стоун\p{L}*)$/u;
const cmWord = /^(cm|см|сантиметр\p{L}*)$/u;
const metreWord = /^(m|м|метр|метра)$/u;
const footWord = /^(ft|foot|feet|фут|фута|футов)$/u;
const heightWord = /^(рост|height|tall|ростом|росте)$/u;
const inchWord = /^(inch|inches|дюйм\p{L}*)$/u;
/** Words near an amount that make it a load lifted, not the body's weight: "bench 50 kg", "95 lbs ohp", «гантели 30 кг». */
const liftWord =
  /^(bench\p{L}*|squat\p{L}*|deadlift\p{L}*|lift|lifts|lifted|press\p{L}*|ohp|rdl\p{L}*|curl\p{L}*|row|rows|rowing|pull\p{L}*|carry|carries|carried|carrying|dumbbell\p{L}*|db|dbs|kettlebell\p{L}*|kb|kbs|barbell\p{L}*|bar|plate\p{L}*|sandbag\p{L}*|swing\p{L}*|thrust\p{L}*|pr|pb|1rm|reps?|pace|жму|жал|жим\p{L}*|тяну|тянул\p{L}*|тяг\p{L}*|присед\p{L}*|поднял\p{L}*|гантел\p{L}*|гир\p{L}*|штанг\p{L}*|станов\p{L}*|блин\p{L}*|рабоч\p{L}*|темп)$/u;
/** Right before an amount: "rdl with 60 kg", «гантели по 30 кг». */
const loadBefore = /^(with|using|по)$/u;
/** Before an amount: a weight lost or to lose ("lost a total of 50 kg", «за год ушло 40 кг»). */
const lossWord =
  /^(lost|lose|losing|drop\p{L}*|gain\p{L}*|another|more|minus|скинул\p{L}*|скинуть|сбросил\p{L}*|сбросить|похудел\p{L}*|ушло|ушли|минус|набрал\p{L}*|набрать|ещ[её])$/u;
/** Right after an amount's unit: "70 lbs down", "80 lbs gone", «40 кг долой». */
const lossAfter = /^(down|gone|off|lost|less|ушло|ушли|минус|долой)$/u;
/** Someone else's figures: "my son is 6'2", «сын ростом 1,80», "my dog is 80 lbs": a person, or a pet. */
const otherBody = { test: (w: string) => otherPerson.test(w) || /^(dog|dogs|cat|cats|собака|собаки|кот|кошка)$/u.test(w) };
/** Words shortly before a body weight that say it is the member's: "I'm", "weigh", or a height just stated. */
const ownWeightCue =
  /^(im|am|i|me|weigh\p{L}*|weight|вешу|вес|весом|я|мне|at|and|при|cm|см|m|м|ft|foot|feet|in|inches|tall|рост\p{L}*)$/u;
/** "weigh", «вес»: the number after it is a body weight, with or without its unit. */
const weighWord = /^(weigh|weighs|weight|вешу|вес|весом)$/u;
/** Right before a weight: the member's own however it goes on ("I'm 44 kg and lifting 3 times a week"). */
const selfWeight = (w: string) => w === "im" || w === "am" || weighWord.test(w);
/** A stone is 14 lb. */
const lbPerStone = 14;
/** Words right before a height in feet or metres that say it is the member's: "I'm 5'7", «рост 1,70», "at 5'6". */
const heightBefore =
  /^(im|am|i|me|and|at|only|about|like|around|roughly|just|barely|height|tall|рост|ростом|росте|я|мне|при|всего|только|около|примерно|и)$/u;
/** Words that start what the member says of themselves now: a loss before them is another figure ("lose belly fat, I'm 45 kg"). */
const selfNow = /^(im|am|я|мне|now|сейчас|weigh\p{L}*|вешу)$/u;

/** Whether a weight at `i` (its unit at `unit`) in sentence `s` is a load lifted or a weight lost, not the body's. */
function notBodyWeight(s: Sentence, i: number, unit: number): boolean {
  if (selfWeight(s[i - 1] ?? "") && !/^(рабоч\p{L}*|working|work)$/u.test(s[i - 2] ?? "")) return false;
  const near = [...s.slice(Math.max(0, i - 3), i), s[unit + 1] ?? ""];
  if (near.some((x) => liftWord.test(x)) || loadBefore.test(s[i - 1] ?? "")) return true;
  if (lossAfter.test(s[unit + 1] ?? "")) return true;
  for (let j = i - 1; j >= Math.max(0, i - 4) && !selfNow.test(s[j]!); j--) if (lossWord.test(s[j]!)) return true;
  return false;
}

/** For each word of the sentence, whether someone else was named before it in its clause ("my son is 6'2"). */
function someoneElses(s: Sentence): boolean[] {
  let other = false;
  return s.map((w) => {
    if (clauseStops.has(w)) other = false;
    const before = other;
    if (otherBody.test(w)) other = true;
    return before;
  });
}

/**
 * The body's weight in kg and height in cm a message states: kg, pounds or stone («7 st 10 lb»),
 * cm, metres («1,70 м», "1.70m"), feet and inches ("5'7", "5 ft 4 in", "64 inches"), a number
 * after «рост» / "height" / "tall", and a weight without a unit after «вес» / "weigh". Each
 * sentence is read on its own; heights named as such (cm, «рост») come before those read from
 * feet or metres.
 */
function bodyMeasures(sentences: readonly Sentence[]): { weights: number[]; heights: number[] } {
  const weights: number[] = [];
  const [named, read]: [number[], number[]] = [[], []];
  for (const s of sentences) {
    const others = someoneElses(s);
    const num = (i: number) => (isNumber(s[i]) ? Number(s[i]) : undefined);
    s.forEach((_, i) => {
      let n = num(i);
      if (n === undefined || others[i]) return;
      let at = i + 1;
      // "98.5 lbs", «48,5 кг»: the decimals come as a number of their own.
      if (n >= 20 && /^\d{1,2}$/.test(s[i + 1] ?? "") && /^\p{L}/u.test(s[i + 2] ?? "")) {
        n += Number(s[i + 1]) / 10 ** s[i + 1]!.length;
        at = i + 2;
      }
      const [next, after, prev] = [s[at] ?? "", s[at + 1], s[i - 1] ?? ""];
      const lifted = notBodyWeight(s, i, at);
      const first = i === 0 || prev === clauseBreak;
      // "my height is 5'7": after "is" only when the height was named.
      const ownHeight = first || heightBefore.test(prev) || (prev === "is" && heightWord.test(s[i - 2] ?? ""));
      // A body weight comes first in its clause, or after "I'm", "weigh", «вес» or a height.
      const ownWeight = first || s.slice(Math.max(0, i - 3), i).some((x) => ownWeightCue.test(x));
      if (kgWord.test(next) && ownWeight && !lifted) weights.push(n);
      else if (lbWord.test(next) && !stoneWord.test(prev) && ownWeight && !lifted) weights.push(lbToKg(n));
      else if (stoneWord.test(next) && ownWeight && !lifted) {
        const pounds = num(at + 1) !== undefined && lbWord.test(s[at + 2] ?? "") ? num(at + 1)! : 0;
        weights.push(lbToKg(n * lbPerStone + pounds));
      } else if (weighWord.test(prev) && !lifted) weights.push(n);
      if (cmWord.test(next)) named.push(n);
      else if (footWord.test(next) && n >= 4 && n <= 7 && ownHeight) {
        const inches = num(at + 1) !== undefined && num(at + 1)! < 12 ? num(at + 1)! : 0;
        read.push(feetInchesToCm(n, inches));
      } else if (
        inchWord.test(next) &&
        n >= 48 &&
        n <= 84 &&
        (heightBefore.test(prev) || (first && /^(inches|дюймов)$/.test(next)))
      )
        read.push(inchesToCm(n));
      // «1,70 м», «рост 1,70»: metres and centimetres as two numbers.
      else if (
        (n === 1 || n === 2) &&
        /^\d{1,2}$/.test(next) &&
        (heightWord.test(prev) || (metreWord.test(after ?? "") && ownHeight))
      )
        (heightWord.test(prev) ? named : read).push(n * 100 + Number(next.length === 1 ? `${next}0` : next));
      else if (heightWord.test(prev) && !lbWord.test(next) && !kgWord.test(next)) named.push(n);
    });
  }
  return { weights, heights: [...named, ...read] };
}

/** "I weigh 45 kg at 170 cm", «рост 165, вес 47 кг», "5'7 and 105 lbs": a weight and a height whose BMI is under 18.5. */
function statesLowBodyMass(sentences: readonly Sentence[]): boolean {
  const { weights, heights } = bodyMeasures(sentences);
  // The largest weight a body could have: "lose 5 kg, I'm 60 kg" is 60 kg, not 5.
  const body = weights.filter((w) => w >= 30 && w <= 300);
  const cm = heights.find((h) => h >= 120 && h <= 230);
  if (body.length === 0 || cm === undefined) return false;
  return bmi(Math.max(...body), cm) < underweightBmi;
}

const isWord = (signs: readonly Sign[], w: string | undefined) => w !== undefined && signs.some((g) => g.words[0]!.test(w));

/**
 * Whether the sign at `p` speaks of the member's own body. "My wife is pregnant", "pregnant
 * friend": someone else's. "I'm pregnant and my friend says…", «я беременна, подруга советует…»,
 * "breastfeeding my daughter" (the baby): the member's.
 */
function ownAt(s: Sentence, p: Place, babyAfter: boolean): boolean {
  // Right after the sign, a person it describes ("pregnant wife", «беременной подруге») or the baby.
  const at = isWord(possessiveSigns, s[p.last + 1]) ? p.last + 2 : p.last + 1;
  const baby = babyAfter && isWord(babySigns, s[at]);
  if (isWord(otherPersonSigns, s[at]) && !baby) return false;
  // The nearest person before it in its clause.
  let start = p.first;
  for (let j = p.first - 1; j >= 0 && !clauseStops.has(s[j]!); j--) {
    if (isWord(otherPersonSigns, s[j])) return false;
    if (isWord(selfSigns, s[j])) return true;
    start = j;
  }
  // None: the member's when they speak of themselves in the clause ("pregnant and my friend
  // says I should cut"), otherwise when no one else is in the sentence.
  let end = p.last + 1;
  while (end < s.length && !clauseStops.has(s[end]!)) end++;
  if (s.slice(start, end).some((w) => isWord(selfSigns, w))) return true;
  return !s.some((w, i) => isWord(otherPersonSigns, w) && !(baby && i === at));
}

/** Whether the message holds a sign of the member's own body (not "my wife is pregnant"). */
const ownHolds = (sentences: readonly Sentence[], signs: readonly Sign[], babyAfter = false) =>
  sentences.some((s) => signs.some((g) => [...placesHeld(s, g)].some((p) => ownAt(s, p, babyAfter))));

/** The groups' signs, and the same as Russian typed in Latin letters is read («ya beremenna»). */
const groupSigns = { pregnancy: pregnancySigns, lactation: lactationSigns, teen: teenSigns, underweight: underweightSigns };
type GroupSigns = typeof groupSigns;
const groupSignsInLatin: GroupSigns = {
  pregnancy: softless(pregnancySigns),
  lactation: softless(lactationSigns),
  teen: softless(teenSigns),
  underweight: softless(underweightSigns),
};

/** Pregnancy or breastfeeding, when the member says so of themselves. */
function lifeStageInMessage(sentences: readonly Sentence[], g: GroupSigns = groupSigns): "pregnancy" | "lactation" | null {
  if (ownHolds(sentences, g.pregnancy)) return "pregnancy";
  if (ownHolds(sentences, g.lactation, true)) return "lactation";
  return null;
}

/** The group the message itself names, if any. */
function groupInMessage(sentences: readonly Sentence[], g: GroupSigns = groupSigns): SpecialGroup | null {
  const stage = lifeStageInMessage(sentences, g);
  if (stage) return stage;
  if (anyHolds(sentences, g.teen) || sentences.some(statesMinorAge)) return "minor";
  if (ownHolds(sentences, g.underweight) || sentences.some(statesLowBmi) || statesLowBodyMass(sentences)) return "underweight";
  return null;
}

/** The group the member's health context puts them in, if any. */
function groupInHealth(h: TriageHealth | null | undefined): SpecialGroup | null {
  if (!h) return null;
  if (h.lifeStage === "pregnancy") return "pregnancy";
  if (h.lifeStage === "lactation") return "lactation";
  if (h.minor) return "minor";
  if (h.underweight) return "underweight";
  return null;
}

/** The sentence with its training talk set aside (`symptomTalk` only when no symptom of its own is there). */
function withoutTalk(s: Sentence, not: readonly Sign[], talk: typeof symptomTalk): Sentence {
  const out = setAside(s, not);
  return talk.reduce((t, [phrases, unless]) => (anyHolds([t], unless) ? t : setAside(t, phrases)), out);
}

/** The red flags as a transliteration is read («bolit grud», «davit v grudi»): see `transliterations`. */
const softlessNotSigns = softless(notSigns);
const softlessTalk = symptomTalk.map(([phrases, unless]) => [softless(phrases), softless(unless)] as const);
const eatingDisorderInLatin = softless(eatingDisorderSigns);
const painInLatin = softless(painSigns);
const lossInLatin = softless(lossSigns);
const calorieAskInLatin = softless(calorieAskSigns);
const eatingAskInLatin = softless(eatingAskSigns);
const redFlagsInLatin = {
  selfHarm: softless(selfHarmSigns),
  othersSelfHarm: softless(othersSelfHarmSigns),
  emergency: softless(emergencySigns),
  breath: softless(breathSigns),
  normalHardEffort: softless(normalHardEffort),
  stillHardBreathing: softless(stillHardBreathing),
  racingHeart: softless(racingHeartSigns),
  dizzy: softless(dizzySigns),
  leftArm: softless(leftArmSigns),
  jaw: softless(jawSigns),
};
const crisisToldInLatin = softless(crisisTold);
const highPlaceInLatin = softless(highPlace);
const aboutToJumpInLatin = softless(aboutToJump);
/** The crises told as a pair anywhere in a message (triage-crisis-told.ts), each as written and in Latin letters. */
const toldPair = (a: readonly Sign[], b: readonly Sign[]) => ({ a, b, aLatin: softless(a), bLatin: softless(b) });
const ownCrisisPairs = [toldPair(edgePlace, edgeThoughts), toldPair(pillsGathered, pillsEnd)];
const withoutMeArmed = toldPair(betterOffWithoutMe, weapon);
const withoutThemArmed = toldPair(betterOffWithoutThem, weapon);
const saidByAnotherInLatin = softless(saidByAnother);
const jokeMarkersInLatin = softless(jokeMarkers);
const accidentInLatin = softless(accidentSigns);
const wantsItToStopInLatin = softless(wantsItToStop);
/** A cause read from one sign alone has no pair: two empty halves never both hold. */
const noPair: readonly [Sign[], Sign[]] = [[], []];
const poisonAsideInLatin = {
  toldOver: softless(poisonAsideSigns.toldOver),
  now: softless(poisonAsideSigns.now),
  pets: softless(poisonAsideSigns.pets),
  children: softless(poisonAsideSigns.children),
};
const onPurposeInLatin = softless(onPurpose);
const teenAgeInLatin = softless(teenAge);
const overSigns = { over: toldAsOver, now: happeningNow };
const overInLatin = { over: softless(toldAsOver), now: softless(happeningNow) };
/** Sentences that tell an event as over and nothing of now. */
const toldOver = (s: readonly Sentence[], signs: typeof overSigns) => anyHolds(s, signs.over) && !anyHolds(s, signs.now);
const settledSigns = { checked: checkedSince, over: [...toldAsOver, ...longPast], now: [...happeningNow, ...notSettled] };
const settledInLatin = {
  checked: softless(checkedSince),
  over: softless([...toldAsOver, ...longPast]),
  now: softless([...happeningNow, ...notSettled]),
};
/**
 * What of a sentence the general signs and pain are read in: before a sign of checked since
 * ("fainted once years ago, doctors checked me and said all fine"), the clauses that tell a time
 * long past and nothing of now are set aside; the other clauses and what follows the check are
 * read. "Crushing chest pain in my left arm, had an ECG last year and everything was clear" keeps
 * its chest, and so does "my ECG last year came back normal and my chest is crushing".
 */
function afterSettled(s: Sentence, signs: typeof settledSigns): Sentence {
  let end = -1;
  for (const g of signs.checked) for (const p of placesHeld(s, g)) end = Math.max(end, p.last);
  if (end < 0) return s;
  const kept: string[] = [];
  let clause: string[] = [];
  const close = () => {
    if (clause.length > 0 && !toldOver([clause], signs)) kept.push(...(kept.length > 0 ? [clauseBreak] : []), ...clause);
    clause = [];
  };
  for (const w of s.slice(0, end + 1))
    if (w === clauseBreak) close();
    else clause.push(w);
  close();
  const after = s.slice(end + 1);
  return kept.length > 0 && after.length > 0 ? [...kept, clauseBreak, ...after] : kept.length > 0 ? kept : after;
}
/** Both signs in one sentence: a high place and a jump (triage-crisis-told.ts). */
const holdsBoth = (s: Sentence, a: readonly Sign[], b: readonly Sign[]) => anyHolds([s], a) && anyHolds([s], b);
/** A message's sentences, in both readings, without what is told as settled. */
const unsettled = (sentences: readonly Sentence[], latin: readonly Sentence[]) =>
  [sentences.map((s) => afterSettled(s, settledSigns)), latin.map((s) => afterSettled(s, settledInLatin))] as const;
const memberSeizingInLatin = softless(memberSeizing);
const memberChokingInLatin = softless(memberChoking);
const someoneSeizingInLatin = softless(someoneSeizing);
const othersChokingInLatin = softless(othersChoking);
const othersChokingWeakInLatin = softless(othersChokingWeak);
const memberChokingFirsthandInLatin = softless(memberChokingFirsthand);
const causesInLatin = emergencyCauses.map(({ alone, both: [a, b] = noPair }) => ({
  alone: softless(alone),
  both: [softless(a), softless(b)] as const,
}));

/**
 * The first red flag of the message, or null when the coach may answer as usual. A group the
 * message names is answered for that group only when it asks to lose weight, cut, diet down or
 * for a number of calories (other questions get the usual answer: «мне 17, сколько белка?»);
 * a member who says she is pregnant or breastfeeding, also for any question about eating, food,
 * portions or weight («я беременна, сколько мне нужно есть?»); a group known only from the
 * profile, only when it asks to lose weight, cut or diet down.
 */
type Readings = { sentences: Sentence[]; latin: Sentence[]; typed: Sentence[] };

function readingsOf(text: string): Readings {
  const sentences = sentencesOf(text).map((s) => withoutTalk(s, notSigns, symptomTalk));
  // The red flags are read in Russian written in Latin letters too: "bolit grud", "ne mogu dyshat",
  // "s4ety" (4 as ч), and a sentence that reads as Russian also with "w" as ш and "j" as ж ("dywat", "muj").
  const digits = latinDigits(text);
  const typed = digits === text ? sentences : sentencesOf(digits).map((s) => withoutTalk(s, notSigns, symptomTalk));
  const latin = [...transliterations(typed), ...altReadings(typed)].map((s) => withoutTalk(s, softlessNotSigns, softlessTalk));
  return { sentences, latin, typed };
}

const showsEatingDisorder = ({ sentences, latin }: { sentences: Sentence[]; latin: Sentence[] }) =>
  anyHolds(sentences, eatingDisorderSigns) ||
  anyHolds(latin, eatingDisorderInLatin) ||
  (anyHolds(sentences, bingeNoStopping) && anyHolds(sentences, bingeEveryWeek) && anyHolds(sentences, bingeFood)) ||
  sentences.some((s) => statesVeryLowIntake(s) || statesUnitlessLowIntake(s));

/**
 * Whether the message shows eating-disorder signs, whatever answer comes first (an emergency
 * named with them is answered as one): the signs are kept on the member's record all the same,
 * so their next question for calories gets no targets.
 */
export const showsEatingDisorderSigns = (text: string): boolean => showsEatingDisorder(readingsOf(text));

/** Words that open a general question: "does bench press cause chest pain", «от чего бывает одышка». */
const questionOpeners =
  /^(does|do|can|could|is|are|what|whats|why|how|should|when|will|would|which|от|отчего|почему|может|могут|бывает|бывают|что|как|нормально|опасно|чем|зачем|какие|какой|когда)$/u;
/**
 * Words that tie a question to someone's body now, so it is no general question: the member or
 * people with them (I, you, anyone else, «наш», «друг»), now or this («сейчас», "still",
 * "this"), and asking whether it is all right ("normal", "last", «нормально», «пройдёт»): "is
 * chest pain after bench normal??" may well be the member's own.
 */
const tiedToSomeone =
  /^(i|im|ive|id|ill|me|my|mine|myself|we|us|our|you|your|youre|u|ur|else|anyone|anybody|everyone|someone|somebody|guy|buddy|they|it|its|now|rn|currently|still|since|ago|already|keep|keeps|getting|been|wont|this|these|here|today|normal|ok|okay|bad|serious|dangerous|mean|means|last|long|away|stop|so|я|мне|меня|мной|мя|мой|моя|мое|мои|моего|моей|моим|моих|мы|нас|нам|наш\p{L}*|сам|сама|ты|тебя|тебе|твой|твоя|твои|еще|нибудь|друг\p{L}*|человек\p{L}*|сейчас|щас|прям|прямо|уже|сих|так|это|такой|такая|сегодня|тут|здесь|проходит|нормально|норм|опасно|значит|пройдет|долго|тяжело|сеичас|ето|мениа)$/u;
/** A symptom said as happening, with no one named: «почему давит в груди», "why does chest hurt". */
const happening =
  /^(болит|давит|колет|жжет|жмет|печет|ноет|щемит|темнеет|немеет|кружится|колотится|хватает|отдает|hurt|hurts|aches|burns|pounding|racing|tight)$/u;
/** "what causes palpitations during cardio", «может ли жим вызвать боль в груди»: a question about signs, no one's own. */
const generalQuestion = (s: Sentence) =>
  questionOpeners.test(s[0] ?? "") &&
  !s.some((w) => tiedHere(s, w) || otherBody.test(w) || happening.test(w) || /^\p{L}+(ешь|ишь)$/u.test(w));
/** Asking when a sign is dangerous asks for the signs: "when is chest pain serious?", «когда боль в груди опасна». */
const askedWhen = /^(when|когда)$/u;
const whether = /^(normal|ok|okay|bad|serious|dangerous|нормально|норм|опасно)$/u;
const tiedHere = (s: Sentence, w: string) =>
  tiedToSomeone.test(w) && !(askedWhen.test(s[0] ?? "") && whether.test(w) && !s.includes(clauseBreak));
/** The same of Russian typed in Latin letters, as read ("chto delat esli kto-to upadet v obmorok"): no soft signs. */
const tiedInLatin = foldLatin(tiedToSomeone);
const generalQuestionInLatin = (s: Sentence) =>
  questionOpeners.test(s[0] ?? "") &&
  !s.some((w) => tiedInLatin.test(w) || otherPersonInLatin.test(w) || happening.test(w) || /^\p{L}+(еш|иш)$/u.test(w));
const askedIn = (s: Sentence) => {
  if (generalQuestion(s)) return true;
  const russian = russianReading(s);
  return russian !== null && generalQuestionInLatin(russian);
};

/**
 * Words of wanting to die with no one else named before them in their clause: "i want to die, my
 * husband doesnt know", "i just wanna die my kids are asleep" are the member's own; "my daughter is
 * self harming" is not.
 */
const saidFirsthand = (sentences: readonly Sentence[]) =>
  sentences.some((s) =>
    selfHarmSigns.some((g) => {
      for (const p of placesHeld(s, g)) {
        let start = p.first;
        while (start > 0 && !clauseStops.has(s[start - 1]!)) start--;
        const after = s.slice(p.last + 1);
        const quoted = after.some(
          (w, k) => /^(he|she|they)$/.test(w) && /^(says|said|writes|wrote|texted|told)$/.test(after[k + 1] ?? ""),
        );
        if (!quoted && !s.slice(start, p.first).some((w) => otherPerson.test(w))) return true;
      }
      return false;
    }),
  );

/**
 * Whether the thoughts of suicide the message tells are someone else's. Told in the third person
 * (`toldOfAnother`: "she cuts herself", «не хочет жить»), they are, unless a sentence of its own
 * has the member's words; otherwise ("suicidal", "I want to die") by who is named. The Latin-letter
 * reading counts only in Russian so typed: English "hes suicidal" read as «суицидал» is no one's
 * own words.
 */
function crisisOfAnother({ sentences, latin, typed }: Readings, toldOfAnother: boolean): boolean {
  const russian = russianReadings(typed);
  if (!toldOfAnother) return crisisOfSomeoneElse(sentences, russian) && !saidFirsthand(sentences);
  const ownApart = (list: readonly Sentence[], own: readonly Sign[], others: readonly Sign[]) =>
    list.some((s) => !anyHolds([s], others) && anyHolds([s], own));
  return (
    !ownApart(sentences, selfHarmSigns, othersSelfHarmSigns) &&
    !(russian.length > 0 && ownApart(latin, redFlagsInLatin.selfHarm, redFlagsInLatin.othersSelfHarm))
  );
}

/** Whether the message holds an emergency, and the first aid its cause calls for (null: none beyond the numbers). */
function emergencyIn(
  sentences: readonly Sentence[],
  latin: readonly Sentence[],
): { aid: FirstAid | null; child?: true; own?: readonly Sign[] } | null {
  const red = (signs: readonly Sign[], inLatin: readonly Sign[]) => anyHolds(sentences, signs) || anyHolds(latin, inLatin);
  const l = redFlagsInLatin;
  // Both halves of a pair in the same reading: English read as transliterated Russian keeps no
  // negation ("not diabetic" is «нот диабетиц»), so one half from each reading would join them.
  // A poisoning is read only in sentences that do not tell it as over or as a pet's
  // (triage-poison.ts); the message's other emergencies are read as ever.
  const live = sentences.filter((s) => !poisonAside([s], poisonAsideSigns));
  const liveLatin = latin.filter((s) => !poisonAside([s], poisonAsideInLatin));
  // A seizure is read only where it is not told as over ("had febrile seizures as a baby"); choking
  // not where it is a figure of speech, sport or a joke either ("choked under pressure").
  const now = live.filter((s) => !toldOver([s], overSigns));
  const nowLatin = liveLatin.filter((s) => !toldOver([s], overInLatin));
  const blocked = airBlocked(now) || airBlocked(nowLatin);
  const airway = now.filter((s) => !chokingAside(s, blocked));
  const airwayLatin = nowLatin.filter((s) => !chokingAside(s, blocked));
  // A pregnancy's signs are read as ever ("bleeding, did deadlifts yesterday" is now), but not a question about them.
  const expecting = live.filter((s) => !pregnancyAsked(s) && !pregnancyAside(s));
  const expectingLatin = liveLatin.filter((s) => !pregnancyAsked(s) && !pregnancyAside(s));
  const fits = now.filter((s) => !seizureAside(s));
  const fitsLatin = nowLatin.filter((s) => !seizureAside(s));
  const readings: Record<Reading, readonly [readonly Sentence[], readonly Sentence[]]> = {
    all: [sentences, latin],
    live: [live, liveLatin],
    fits: [fits, fitsLatin],
    airway: [airway, airwayLatin],
    expecting: [expecting, expectingLatin],
    young: [live.filter((s) => !anyHolds([s], teenAge)), liveLatin.filter((s) => !anyHolds([s], teenAgeInLatin))],
    // Fumes: not told as over, and a drowsy pet beside the member is one more sign, not a pet's poisoning.
    recent: [sentences.filter((s) => !toldOver([s], overSigns)), latin.filter((s) => !toldOver([s], overInLatin))],
  };
  const cause = emergencyCauses.find(({ alone, both: [a, b] = noPair, read = "all" }, i) => {
    const inLatin = causesInLatin[i]!;
    const [w, l] = readings[read];
    return (
      anyHolds(w, alone) ||
      anyHolds(l, inLatin.alone) ||
      (anyHolds(w, a) && anyHolds(w, b)) ||
      (anyHolds(l, inLatin.both[0]) && anyHolds(l, inLatin.both[1]))
    );
  });
  if (cause)
    return { aid: cause.aid, ...(cause.child ? { child: true as const } : {}), ...(cause.own ? { own: cause.own } : {}) };
  // The general signs, not where told as settled ("had chest pains two years ago, the workup came back clean").
  // Sorted out only once a sign is there at all: most messages hold none.
  let open: ReturnType<typeof unsettled> | undefined;
  const sign = (signs: readonly Sign[], inLatin: readonly Sign[]) =>
    red(signs, inLatin) && (open ??= unsettled(sentences, latin)).some((list, k) => anyHolds(list, k === 0 ? signs : inLatin));
  const breathless =
    sign(breathSigns, l.breath) && !(red(normalHardEffort, l.normalHardEffort) && !red(stillHardBreathing, l.stillHardBreathing));
  const cardiac =
    (sign(racingHeartSigns, l.racingHeart) && sign(dizzySigns, l.dizzy)) ||
    (sign(leftArmSigns, l.leftArm) && sign(jawSigns, l.jaw));
  return sign(emergencySigns, l.emergency) || breathless || cardiac ? { aid: null } : null;
}

export function triage(text: string, health?: TriageHealth | null): Triage | null {
  const read = readingsOf(text);
  const { sentences, latin, typed } = read;
  const red = (signs: readonly Sign[], inLatin: readonly Sign[]) => anyHolds(sentences, signs) || anyHolds(latin, inLatin);
  const emergency = emergencyIn(sentences, latin);
  const mine =
    red(selfHarmSigns, redFlagsInLatin.selfHarm) ||
    sentences.some((s) => holdsBoth(s, highPlace, aboutToJump)) ||
    latin.some((s) => holdsBoth(s, highPlaceInLatin, aboutToJumpInLatin));
  const theirs = red(othersSelfHarmSigns, redFlagsInLatin.othersSelfHarm);
  // The crises told as pairs, read after the emergencies as `crisisTold` is (a collapse, a wound or
  // a choking child keeps its first aid): "better off without me" beside a gun is the writer's
  // unless someone close said or wrote it, "without him" or "her" someone else's.
  // Both halves in one reading, as the emergencies' pairs are (`emergencyIn`): Russian typed in
  // Latin letters keeps no English negation, so one half may not come from each.
  const pair = (p: ReturnType<typeof toldPair>) =>
    (anyHolds(sentences, p.a) && anyHolds(sentences, p.b)) || (anyHolds(latin, p.aLatin) && anyHolds(latin, p.bLatin));
  const toldAsPair = () => {
    if (red(jokeMarkers, jokeMarkersInLatin)) return null;
    if (pair(withoutMeArmed)) return { another: red(saidByAnother, saidByAnotherInLatin) };
    if (pair(withoutThemArmed)) return { another: true };
    return ownCrisisPairs.some(pair) ? { another: false } : null;
  };
  // Something swallowed to die gets the crisis answer and, after it, the poison's first aid; someone
  // choking beside a member who writes of wanting to die, the back blows.
  const crisisAid = isPoisoning(emergency?.aid) || emergency?.aid === "choking" ? { aid: emergency!.aid! } : {};
  if (mine || theirs)
    return {
      kind: "emergency",
      crisis: true,
      ...crisisAid,
      ...(crisisOfAnother(read, theirs) ? { someone: true as const } : {}),
    };
  if (emergency) {
    // Only a message that is nothing but general questions: "help. is chest pain normal" is not.
    const asked =
      typed.every(askedIn) && latin.every((s) => generalQuestion(s) || generalQuestionInLatin(s) || !emergencyIn([], [s]));
    if (asked) return { kind: "emergency", asked: true };
    // Someone who has collapsed and does not respond is never the one writing; in a poisoning,
    // who owned, put or gave the thing is not who swallowed it, and a small child named is
    // (triage-poison.ts).
    const poisoned = isPoisoning(emergency.aid);
    // A seizure or choking is rarely the writer's own: someone else's unless the member says so
    // and names no one else as having it ("im home alone with my 2 year old" is the member's).
    const whose = (own: boolean, another: boolean) => !own || another;
    const someone =
      emergency.aid === "unresponsive" ||
      (emergency.aid === "seizure"
        ? whose(red(memberSeizing, memberSeizingInLatin), red(someoneSeizing, someoneSeizingInLatin))
        : emergency.aid === "choking"
          ? // The weak words count only against impersonal ones, and only when someone else is named.
            whose(red(memberChoking, memberChokingInLatin), red(othersChoking, othersChokingInLatin)) ||
            (red(othersChokingWeak, othersChokingWeakInLatin) &&
              !red(memberChokingFirsthand, memberChokingFirsthandInLatin) &&
              [...sentences, ...russianReadings(typed)].some((s) => s.some((w) => otherPerson.test(w))))
          : aboutSomeoneElse(
              poisoned ? poisonPatients(sentences) : emergency.aid === "pregnancy" ? withoutTheBaby(sentences) : sentences,
              poisoned
                ? poisonPatients(russianReadings(typed))
                : emergency.aid === "pregnancy"
                  ? withoutTheBaby(russianReadings(typed))
                  : russianReadings(typed),
            ) ||
            (poisoned && childPoisoned([...sentences, ...latin], (signs) => anyHolds(sentences, signs))) ||
            (!!emergency.child &&
              namesChildPatient([...sentences, ...latin], !!emergency.own) &&
              !anyHolds(sentences, emergency.own ?? [])));
    // A seizure's first aid is for whoever is beside the one having it; the member's own gets the numbers.
    if (emergency.aid === "seizure" && !someone) return { kind: "emergency" };
    // Swallowed on purpose, or told with a farewell ("drank bleach, thats my last message"): the crisis answer.
    // Pills swallowed "to make it stop" are a crisis; fumes or a mistake with the same words are not.
    const wantsItOver =
      emergency.aid === "poison" && red(wantsItToStop, wantsItToStopInLatin) && !red(accidentSigns, accidentInLatin);
    if (poisoned && (red(onPurpose, onPurposeInLatin) || red(crisisTold, crisisToldInLatin) || wantsItOver || toldAsPair()))
      return { kind: "emergency", crisis: true, aid: emergency.aid!, ...(someone ? { someone: true as const } : {}) };
    return {
      kind: "emergency",
      ...(emergency.aid ? { aid: emergency.aid } : {}),
      ...(someone ? { someone: true as const } : {}),
    };
  }
  // Told without the usual words: after a medical emergency in the same message ("she took a whole
  // bottle of pills and isn't breathing" needs the first aid), never of an accident, and as the
  // member's own: who else is named there is often whom they write to («попрощаться хоть с кем-то
  // хотела, дети у бабушки»), and sending a member's own crisis to "the one beside you" is the
  // worse mistake.
  if (red(crisisTold, crisisToldInLatin) && !red(accidentSigns, accidentInLatin)) return { kind: "emergency", crisis: true };
  const told = toldAsPair();
  if (told) return { kind: "emergency", crisis: true, ...(told.another ? { someone: true as const } : {}) };
  if (showsEatingDisorder(read)) return { kind: "eating-disorder" };
  if (red(painSigns, painInLatin)) {
    const [painSentences, painLatin] = unsettled(sentences, latin);
    if (anyHolds(painSentences, painSigns) || anyHolds(painLatin, painInLatin)) return { kind: "pain" };
  }
  const loss = red(lossSigns, lossInLatin);
  const asksEating =
    anyHolds(
      sentences.map((s) => setAside(s, notEatingAsk)),
      eatingAskSigns,
    ) || anyHolds(latin, eatingAskInLatin);
  const asks = loss || red(calorieAskSigns, calorieAskInLatin);
  // A group named in Russian typed in Latin letters counts as one named in Cyrillic.
  const inMessage = (find: (ss: readonly Sentence[], g?: GroupSigns) => SpecialGroup | null) =>
    find(sentences) ?? find(latin, groupSignsInLatin);
  const named = asks ? inMessage(groupInMessage) : asksEating ? inMessage(lifeStageInMessage) : null;
  if (named) return { kind: "special-group", group: named };
  // The usual calorie answer already respects a group the profile knows: only a loss is refused.
  const known = loss ? groupInHealth(health) : null;
  return known ? { kind: "special-group", group: known } : null;
}
